/**
 * A table of rows described by typed columns. The server sorts and pages, so sorting and
 * selection are controlled: the table says what was asked for (`onSortChange`,
 * `onSelectedChange`) and shows what it is given. Below 48rem of room each row becomes a card
 * (the card CSS is ResponsiveTable's, styles/data-table.css).
 */
import { useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowDownUp, ArrowUp, RefreshCw } from 'lucide-react';
import {
  type ComponentProps,
  type CSSProperties,
  type ReactNode,
  useLayoutEffect,
  useRef,
} from 'react';
import { Button } from '../Button/Button.tsx';
import { cn } from '../lib/cn.ts';
import { Pagination } from '../Pagination/Pagination.tsx';

export type SortDirection = 'asc' | 'desc';

export type DataTableSort = { column: string; direction: SortDirection };

export type DataTableColumn<Row> = {
  /** names the column: the sort's `column`, React's key */
  key: string;
  /** the header's text, also each value's label in the card layout */
  header: string;
  /** what a row shows in this column */
  cell: (row: Row, index: number) => ReactNode;
  /** `end` for figures and amounts */
  align?: 'start' | 'end';
  /** a sort button in the header; the first click asks for `firstDirection` (default asc) */
  sortable?: boolean;
  firstDirection?: SortDirection;
  /** a width hint for the column, any CSS length ("8rem", "20%") */
  width?: string;
  /** keep the value on one line (dates, codes) while the table has room */
  nowrap?: boolean;
  /** the card's title in the card layout; the first column when none is marked */
  primary?: boolean;
  /** extra classes for this column's cells */
  className?: string;
};

export type DataTablePagination = {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
};

export type DataTableProps<Row> = Omit<ComponentProps<'div'>, 'children'> & {
  columns: ReadonlyArray<DataTableColumn<Row>>;
  rows: ReadonlyArray<Row>;
  /** a stable key per row (its id) */
  rowKey: (row: Row) => string;
  /** the table's name for screen readers (a visually hidden caption) */
  caption: string;
  sort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort) => void;
  /** controls at the end of each row (a last column; a row of buttons under a card) */
  rowActions?: (row: Row) => ReactNode;
  /** the actions column's header; "操作" / "Actions" by default */
  actionsHeader?: string;
  /** the keys of the selected rows; with `onSelectedChange`, a checkbox column appears */
  selected?: ReadonlyArray<string>;
  onSelectedChange?: (keys: string[]) => void;
  /** what a row's checkbox is called ("Select <name>"), from its row */
  rowLabel?: (row: Row) => string;
  /** show skeleton rows instead of the rows, for screen readers named `loadingLabel` */
  loading?: boolean;
  loadingLabel?: string;
  /** how many skeleton rows; 5 by default */
  loadingRows?: number;
  /** said in one row when there are no rows */
  empty?: ReactNode;
  /** a control under the empty message (create the first one…) */
  emptyAction?: ReactNode;
  /** a failure to load: shown in one row, instead of the rows, with `onRetry`'s button */
  error?: ReactNode;
  onRetry?: () => void;
  /** classes for a row (a highlight for an overdue one, say) */
  rowClassName?: (row: Row) => string | undefined;
  /** a line above the table inside its frame (a count, a note) */
  summary?: ReactNode;
  /** paging under the table; or pass any `footer` */
  pagination?: DataTablePagination;
  footer?: ReactNode;
  /** the table's least width before its frame scrolls sideways ("48rem") */
  minWidth?: string;
};

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

function SelectBox({
  checked,
  indeterminate = false,
  label,
  onChange,
}: {
  checked: boolean;
  indeterminate?: boolean;
  label: string;
  onChange: (checked: boolean) => void;
}) {
  const box = useRef<HTMLInputElement>(null);
  // before the frame is drawn: the box never shows a frame without its dash
  useLayoutEffect(() => {
    if (box.current) box.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={box}
      type="checkbox"
      aria-label={label}
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      className="lu:accent-primary lu:size-4 lu:cursor-pointer lu:align-middle"
    />
  );
}

export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  caption,
  sort,
  onSortChange,
  rowActions,
  actionsHeader,
  selected,
  onSelectedChange,
  rowLabel,
  loading = false,
  loadingLabel,
  loadingRows = 5,
  empty,
  emptyAction,
  error,
  onRetry,
  rowClassName,
  summary,
  pagination,
  footer,
  minWidth,
  className,
  ...props
}: DataTableProps<Row>) {
  const { t } = useLingui();
  const selectable = onSelectedChange !== undefined;
  const chosen = new Set(selected ?? []);
  const keys = rows.map(rowKey);
  const allChosen = keys.length > 0 && keys.every((key) => chosen.has(key));
  const someChosen = !allChosen && keys.some((key) => chosen.has(key));
  const primaryKey = (columns.find((column) => column.primary) ?? columns[0])?.key;
  const span = columns.length + (selectable ? 1 : 0) + (rowActions ? 1 : 0);
  const showRows = !loading && !error && rows.length > 0;

  function toggleSort(column: DataTableColumn<Row>) {
    const direction =
      sort?.column === column.key
        ? sort.direction === 'asc'
          ? 'desc'
          : 'asc'
        : (column.firstDirection ?? 'asc');
    onSortChange?.({ column: column.key, direction });
  }

  function choose(key: string, on: boolean) {
    const next = new Set(chosen);
    if (on) next.add(key);
    else next.delete(key);
    onSelectedChange?.([...next]);
  }

  const align = (column: DataTableColumn<Row>) => (column.align === 'end' ? 'lu:text-right' : '');

  let body: ReactNode;
  if (error)
    body = (
      <tr data-slot="data-table-message">
        <td colSpan={span} data-card="message" className="lu:px-4 lu:py-12">
          <div role="alert" className="lu:flex lu:flex-col lu:items-center lu:gap-3 lu:text-center">
            <p className="lu:text-muted-foreground">{error}</p>
            {onRetry ? (
              <Button variant="outline" onClick={onRetry}>
                <RefreshCw aria-hidden="true" />
                {t`重试`}
              </Button>
            ) : null}
          </div>
        </td>
      </tr>
    );
  else if (loading)
    body = Array.from({ length: loadingRows }, (_, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key by
      <tr key={index} data-slot="data-table-skeleton">
        {selectable ? <td data-card="select" className="lu:w-10 lu:px-4 lu:py-3" /> : null}
        {columns.map((column) => (
          <td
            key={column.key}
            data-label={column.header}
            data-card={column.key === primaryKey ? 'title' : undefined}
            className={cn('lu:px-4 lu:py-3', align(column))}
          >
            <span
              aria-hidden="true"
              className={cn(
                'lu:bg-muted lu:inline-block lu:h-4 lu:animate-pulse lu:rounded',
                column.key === primaryKey ? 'lu:w-3/4' : 'lu:w-1/2',
              )}
            />
          </td>
        ))}
        {rowActions ? (
          <td data-card="actions" className="lu:px-4 lu:py-3 lu:text-right">
            <span
              aria-hidden="true"
              className="lu:bg-muted lu:inline-block lu:h-8 lu:w-16 lu:animate-pulse lu:rounded-md"
            />
          </td>
        ) : null}
      </tr>
    ));
  else if (rows.length === 0)
    body = (
      <tr data-slot="data-table-message">
        <td colSpan={span} data-card="message" className="lu:px-4 lu:py-12">
          <div className="lu:flex lu:flex-col lu:items-center lu:gap-3 lu:text-center">
            <p className="lu:text-foreground lu:font-medium">{empty ?? t`暂无数据`}</p>
            {emptyAction}
          </div>
        </td>
      </tr>
    );
  else
    body = rows.map((row, index) => {
      const key = keys[index] as string;
      return (
        <tr
          key={key}
          data-state={chosen.has(key) ? 'selected' : undefined}
          className={cn('lu:data-[state=selected]:bg-primary-soft/60', rowClassName?.(row))}
        >
          {selectable ? (
            <td data-card="select" className="lu:w-10 lu:px-4 lu:py-3">
              <SelectBox
                checked={chosen.has(key)}
                label={t`选择 ${rowLabel?.(row) ?? key}`}
                onChange={(on) => choose(key, on)}
              />
            </td>
          ) : null}
          {columns.map((column) => (
            <td
              key={column.key}
              data-label={column.header}
              data-card={column.key === primaryKey ? 'title' : undefined}
              className={cn(
                'lu:px-4 lu:py-3',
                align(column),
                column.nowrap && 'lu:whitespace-nowrap',
                column.className,
              )}
            >
              {column.cell(row, index)}
            </td>
          ))}
          {rowActions ? (
            <td data-card="actions" className="lu:px-4 lu:py-3 lu:text-right">
              <div className="lu:inline-flex lu:flex-wrap lu:items-center lu:justify-end lu:gap-2">
                {rowActions(row)}
              </div>
            </td>
          ) : null}
        </tr>
      );
    });

  return (
    <div data-slot="data-table" className={cn('lu:@container lu:min-w-0', className)}>
      <div
        data-slot="data-table-frame"
        aria-busy={loading || undefined}
        className="lu:border-border lu:bg-surface lu:relative lu:overflow-x-auto lu:rounded-lg lu:border"
        {...props}
      >
        {summary ? (
          <div
            data-slot="data-table-summary"
            className="lu:border-border lu:text-muted-foreground lu:border-b lu:px-4 lu:py-2 lu:text-xs"
          >
            {summary}
          </div>
        ) : null}
        {loading && loadingLabel ? (
          <p role="status" className="lu:sr-only">
            {loadingLabel}
          </p>
        ) : null}
        {/* a custom property, not an inline min-width, so that the card layout can drop it */}
        {/* skeleton rows are a picture of the table to come, not content: the status says it */}
        <table
          inert={loading || undefined}
          aria-hidden={loading || undefined}
          className="lu:w-full lu:min-w-(--lu-data-table-min-width) lu:text-left lu:text-sm"
          style={
            minWidth ? ({ '--lu-data-table-min-width': minWidth } as CSSProperties) : undefined
          }
        >
          <caption className="lu:sr-only">{caption}</caption>
          <thead className="lu:bg-muted/60 lu:text-muted-foreground lu:text-xs">
            <tr>
              {selectable ? (
                <th scope="col" className="lu:w-10 lu:px-4 lu:py-2 lu:font-medium">
                  <SelectBox
                    checked={allChosen}
                    indeterminate={someChosen}
                    label={t`全选`}
                    onChange={(on) => {
                      const others = [...chosen].filter((key) => !keys.includes(key));
                      onSelectedChange?.(on ? [...others, ...keys] : others);
                    }}
                  />
                </th>
              ) : null}
              {columns.map((column) => {
                const sorted = sort?.column === column.key ? sort.direction : undefined;
                const Icon =
                  sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowDownUp;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={column.sortable ? (sorted ? ariaSort[sorted] : 'none') : undefined}
                    style={
                      column.width
                        ? ({ '--lu-data-table-column-width': column.width } as CSSProperties)
                        : undefined
                    }
                    className={cn(
                      'lu:px-4 lu:py-2 lu:font-medium',
                      column.width && 'lu:w-(--lu-data-table-column-width)',
                      align(column),
                    )}
                  >
                    {column.sortable ? (
                      <button
                        type="button"
                        className="lu:hover:text-foreground lu:inline-flex lu:cursor-pointer lu:items-center lu:gap-1 lu:whitespace-nowrap"
                        onClick={() => toggleSort(column)}
                      >
                        {column.header}
                        <Icon aria-hidden="true" className="lu:size-3.5" />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
              {rowActions ? (
                <th scope="col" className="lu:px-4 lu:py-2 lu:text-right lu:font-medium">
                  {actionsHeader ?? t`操作`}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody className="lu:divide-border lu:divide-y">{body}</tbody>
        </table>
        {pagination && showRows ? (
          <Pagination className="lu:border-border lu:border-t lu:py-3" {...pagination} />
        ) : null}
        {footer}
      </div>
    </div>
  );
}
