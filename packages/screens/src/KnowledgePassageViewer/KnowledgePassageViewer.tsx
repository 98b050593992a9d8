/**
 * A knowledge document opened at one of its passages (decision 0094): a citation in an agent's
 * answer or a hit of the retrieval test leads here. The passage is marked and scrolled into view
 * with the text around it, read once although passages overlap; the location says where it is: a
 * PDF's page (a rule marks where the next page starts), a spreadsheet's sheet and row (the rows
 * as a table under their column headers, the passage's row marked), a document's headings (each
 * change of section named above its text). More of the text before and after it on demand.
 */
import type { KnowledgePassageBlock, KnowledgePassageView } from '@legion/api';
import {
  Badge,
  Button,
  cn,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  EmptyState,
  ErrorState,
  Skeleton,
  SkeletonGroup,
} from '@legion/ui';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ChevronDown, ChevronUp, FileText, Quote } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocationText } from './location.ts';

export type KnowledgePassageViewerProps = {
  /** the document at its passage; undefined while it loads */
  view?: KnowledgePassageView;
  /** the passage is no longer in the document (indexed again, or deleted) */
  missing?: boolean;
  /** it failed to load: the message and a retry */
  error?: boolean;
  onReload?: () => void;
  /** shows more of the text before or after */
  onMore?: (side: 'before' | 'after') => void;
  /** more text is on its way */
  loadingMore?: boolean;
  className?: string;
};

export type KnowledgePassageDialogProps = KnowledgePassageViewerProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the document's name, shown while it loads */
  name?: string;
};

/** a table row's passage: its text and its headers' line hold tabs */
const tableHeader = (block: KnowledgePassageBlock) => {
  const header = block.head.split('\n').at(-1) ?? '';
  return block.text.includes('\t') && header.includes('\t') ? header : null;
};

type Group =
  | { kind: 'text'; block: KnowledgePassageBlock }
  | { kind: 'table'; header: string; sheet?: string; blocks: KnowledgePassageBlock[] };

/** consecutive rows under the same headers make one table */
function groupBlocks(blocks: readonly KnowledgePassageBlock[]): Group[] {
  const groups: Group[] = [];
  for (const block of blocks) {
    const header = tableHeader(block);
    const last = groups.at(-1);
    if (header === null) groups.push({ kind: 'text', block });
    else if (
      last?.kind === 'table' &&
      last.header === header &&
      last.sheet === block.location?.sheet
    ) {
      last.blocks.push(block);
    } else {
      const sheet = block.location?.sheet;
      groups.push({ kind: 'table', header, blocks: [block], ...(sheet ? { sheet } : {}) });
    }
  }
  return groups;
}

export function KnowledgePassageViewer({
  view,
  missing = false,
  error = false,
  onReload,
  onMore,
  loadingMore = false,
  className,
}: KnowledgePassageViewerProps) {
  const { t } = useLingui();
  const locationText = useLocationText();
  const container = useRef<HTMLDivElement | null>(null);
  const targetIndex = view?.chunkIndex;
  // the passage in view when it arrives (not again when more text is shown around it)
  useEffect(() => {
    if (targetIndex === undefined) return;
    container.current
      ?.querySelector('[aria-current="true"]')
      ?.scrollIntoView?.({ block: 'center' });
  }, [targetIndex]);
  if (missing) {
    return (
      <EmptyState
        variant="plain"
        className={className}
        icon={<FileText aria-hidden="true" />}
        title={t`找不到这段内容`}
        description={t`文档可能已被删除或重新处理，这段内容已不在原处。可以重新检索，找到它现在的位置。`}
      />
    );
  }
  if (error) {
    return <ErrorState className={className} message={t`原文加载失败`} onRetry={onReload} />;
  }
  if (!view) {
    return (
      <SkeletonGroup label={t`正在打开原文`} className={cn('lu:space-y-3', className)}>
        <Skeleton className="lu:block lu:h-4 lu:w-2/3" />
        <Skeleton className="lu:block lu:h-20 lu:w-full" />
        <Skeleton className="lu:block lu:h-16 lu:w-full" />
      </SkeletonGroup>
    );
  }
  const first = view.blocks[0]?.chunkIndex ?? 0;
  const last = view.blocks.at(-1)?.chunkIndex ?? 0;
  const isTarget = (block: KnowledgePassageBlock) => block.chunkIndex === view.chunkIndex;
  let page: number | undefined;
  let section = '';
  return (
    <div
      ref={container}
      data-slot="knowledge-passage-viewer"
      className={cn('lu:space-y-3', className)}
    >
      {first > 0 && onMore ? (
        <MoreButton side="before" onClick={() => onMore('before')} disabled={loadingMore} />
      ) : null}
      <div className="lu:text-foreground lu:space-y-3 lu:text-sm lu:leading-relaxed">
        {groupBlocks(view.blocks).map((group) => {
          const blocks = group.kind === 'text' ? [group.block] : group.blocks;
          const [lead] = blocks;
          const marks: ReactNode[] = [];
          // a rule where a new page starts, and the section's headings where they change
          const startPage = lead?.location?.page;
          if (startPage !== undefined && page !== undefined && startPage > page) {
            marks.push(<PageRule key="page" page={startPage} />);
          }
          page = blocks.at(-1)?.location?.pageEnd ?? blocks.at(-1)?.location?.page ?? page;
          const headings = lead?.location?.headings.join(' › ') ?? '';
          if (group.kind === 'text' && headings && headings !== section) {
            marks.push(
              <p key="section" className="lu:text-muted-foreground lu:text-xs lu:font-medium">
                {headings}
              </p>,
            );
          }
          section = headings;
          return (
            <div key={lead?.chunkIndex} className="lu:space-y-2">
              {marks}
              {group.kind === 'text' && lead ? (
                <TextBlock block={lead} target={isTarget(lead)} />
              ) : group.kind === 'table' ? (
                <SheetTable group={group} isTarget={isTarget} />
              ) : null}
            </div>
          );
        })}
      </div>
      {last < view.total - 1 && onMore ? (
        <MoreButton side="after" onClick={() => onMore('after')} disabled={loadingMore} />
      ) : null}
      <p className="lu:text-muted-foreground lu:text-xs lu:tabular-nums">
        {t`引用的是第 ${view.chunkIndex + 1} 段，共 ${plural(view.total, { other: '# 段' })}`}
        {locationText(view.blocks.find(isTarget)?.location, false)
          ? ` · ${locationText(view.blocks.find(isTarget)?.location, false)}`
          : ''}
      </p>
    </div>
  );
}

function PageRule({ page }: { page: number }) {
  const { t } = useLingui();
  return (
    <p className="lu:text-muted-foreground lu:flex lu:items-center lu:gap-2 lu:text-xs">
      <span aria-hidden="true" className="lu:bg-border lu:h-px lu:flex-1" />
      {t`第 ${page} 页`}
      <span aria-hidden="true" className="lu:bg-border lu:h-px lu:flex-1" />
    </p>
  );
}

function MoreButton({
  side,
  onClick,
  disabled,
}: {
  side: 'before' | 'after';
  onClick: () => void;
  disabled: boolean;
}) {
  const { t } = useLingui();
  return (
    <Button variant="ghost" size="sm" className="lu:w-full" onClick={onClick} disabled={disabled}>
      {side === 'before' ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
      {side === 'before' ? t`显示前文` : t`显示后文`}
    </Button>
  );
}

function TextBlock({ block, target }: { block: KnowledgePassageBlock; target: boolean }) {
  const { t } = useLingui();
  if (!target) {
    return <p className="lu:text-muted-foreground lu:whitespace-pre-wrap">{block.text}</p>;
  }
  return (
    <section
      aria-label={t`引用的段落`}
      aria-current="true"
      className="lu:border-primary lu:bg-primary-soft/60 lu:-mx-1 lu:rounded-md lu:border-l-4 lu:px-3 lu:py-2"
    >
      <p className="lu:text-primary lu:mb-1 lu:flex lu:items-center lu:gap-1 lu:text-xs lu:font-medium">
        <Quote aria-hidden="true" className="lu:size-3.5" />
        {t`引用的段落`}
      </p>
      <p className="lu:whitespace-pre-wrap">{block.text}</p>
    </section>
  );
}

function SheetTable({
  group,
  isTarget,
}: {
  group: Extract<Group, { kind: 'table' }>;
  isTarget: (block: KnowledgePassageBlock) => boolean;
}) {
  const { t } = useLingui();
  const headers = group.header.split('\t');
  const hasRows = group.blocks.some((block) => block.location?.row !== undefined);
  return (
    <div
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls; the keyboard must reach it
      tabIndex={0}
      className="lu:border-border lu:focus-visible:outline-ring lu:overflow-x-auto lu:rounded-md lu:border lu:focus-visible:outline-2"
    >
      <table className="lu:w-max lu:min-w-full lu:text-left lu:text-xs">
        <caption className="lu:text-muted-foreground lu:bg-muted/50 lu:px-3 lu:py-1.5 lu:text-left lu:font-medium">
          {group.sheet ? t`工作表“${group.sheet}”` : t`表格`}
        </caption>
        <thead>
          <tr className="lu:border-border lu:border-b">
            {hasRows ? (
              <th
                scope="col"
                className="lu:text-muted-foreground lu:w-10 lu:px-2 lu:py-1.5 lu:font-normal lu:whitespace-nowrap"
              >
                {t`行`}
              </th>
            ) : null}
            {headers.map((header, column) => (
              <th
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns of one header row
                key={column}
                scope="col"
                className="lu:max-w-64 lu:min-w-16 lu:px-2 lu:py-1.5 lu:align-bottom lu:font-medium"
              >
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {group.blocks.flatMap((block) =>
            block.text.split('\n').map((line, at) => {
              const target = isTarget(block);
              return (
                <tr
                  // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one passage
                  key={`${block.chunkIndex}-${at}`}
                  aria-current={target && at === 0 ? 'true' : undefined}
                  className={cn(
                    'lu:border-border lu:border-b lu:last:border-b-0',
                    target
                      ? 'lu:bg-primary-soft lu:text-foreground lu:font-medium'
                      : 'lu:text-muted-foreground',
                  )}
                >
                  {hasRows ? (
                    <td className="lu:px-2 lu:py-1.5 lu:tabular-nums">
                      {block.location?.row !== undefined ? block.location.row + at : ''}
                    </td>
                  ) : null}
                  {line.split('\t').map((cell, column) => (
                    <td
                      // biome-ignore lint/suspicious/noArrayIndexKey: the cells of one row
                      key={column}
                      className="lu:max-w-64 lu:min-w-16 lu:px-2 lu:py-1.5 lu:align-top"
                    >
                      {cell}
                    </td>
                  ))}
                </tr>
              );
            }),
          )}
        </tbody>
      </table>
    </div>
  );
}

/** The viewer in a dialog: the document's name and type, where the passage is, the text. */
export function KnowledgePassageDialog({
  open,
  onOpenChange,
  name,
  ...viewer
}: KnowledgePassageDialogProps) {
  const { t } = useLingui();
  const locationText = useLocationText();
  const text = useRef<HTMLDivElement | null>(null);
  const { view } = viewer;
  const where = locationText(
    view?.blocks.find((block) => block.chunkIndex === view.chunkIndex)?.location,
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t`关闭`}
        className="lu:flex lu:max-h-[85dvh] lu:max-w-2xl lu:flex-col"
        // the text gets the focus, not the first button: keys scroll it, Tab reaches the buttons
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          text.current?.focus();
        }}
      >
        <DialogTitle className="lu:flex lu:min-w-0 lu:items-center lu:gap-2 lu:pr-8">
          <span className="lu:truncate">{view?.document.name ?? name ?? t`原文`}</span>
          {view ? <Badge className="lu:shrink-0">{view.document.type}</Badge> : null}
        </DialogTitle>
        <DialogDescription>{where ?? t`引用的段落在文档中的位置。`}</DialogDescription>
        <div
          ref={text}
          tabIndex={-1}
          className="lu:mt-4 lu:min-h-0 lu:flex-1 lu:overflow-y-auto lu:pr-1 lu:focus:outline-none"
        >
          <KnowledgePassageViewer {...viewer} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
