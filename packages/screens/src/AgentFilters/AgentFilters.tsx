import { AGENT_CATEGORIES, type AgentCategory, MARKET_SORTS, type MarketSort } from '@legion/api';
import { cn, Input, Select } from '@legion/ui';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { useId } from 'react';
import { categoryLabels } from '../AgentCard/category.ts';

export type AgentFiltersProps = {
  /** what the search box says (the draft being typed) */
  search: string;
  onSearchChange: (value: string) => void;
  /** Enter in the box: search at once */
  onSearchSubmit: () => void;
  sort: MarketSort;
  onSortChange: (sort: MarketSort) => void;
  /** the category in force; none for all */
  category?: AgentCategory;
  /** null for all categories */
  onCategoryChange: (category: AgentCategory | null) => void;
  /** how many agents match; the count shows when there are some */
  total?: number;
  className?: string;
};

/**
 * The market's toolbar: a search box (names and descriptions), the sort, and the categories
 * as toggle chips that scroll sideways on a phone; under it, how many agents match.
 */
export function AgentFilters({
  search,
  onSearchChange,
  onSearchSubmit,
  sort,
  onSortChange,
  category,
  onCategoryChange,
  total,
  className,
}: AgentFiltersProps) {
  const { t, i18n } = useLingui();
  const sortId = useId();
  const sortLabels: Record<MarketSort, string> = {
    popular: t`最受欢迎`,
    newest: t`最新上架`,
    rating: t`评分最高`,
  };
  return (
    <div
      data-slot="agent-filters"
      className={cn('lu:mb-6 lu:flex lu:flex-col lu:gap-4', className)}
    >
      <div className="lu:flex lu:flex-col lu:gap-3 lu:sm:flex-row lu:sm:items-center">
        {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for some of the browsers we serve */}
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            onSearchSubmit();
          }}
          className="lu:relative lu:flex-1"
        >
          <Search
            aria-hidden="true"
            className="lu:text-muted-foreground lu:pointer-events-none lu:absolute lu:top-1/2 lu:left-3 lu:size-4 lu:-translate-y-1/2"
          />
          <Input
            type="search"
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
            aria-label={t`搜索智能体`}
            placeholder={t`搜索名称或描述`}
            maxLength={100}
            className="lu:pl-9"
          />
        </form>
        <div className="lu:text-muted-foreground lu:flex lu:items-center lu:gap-2 lu:text-sm">
          <label htmlFor={sortId}>{t`排序`}</label>
          <Select
            id={sortId}
            value={sort}
            onValueChange={(value) => onSortChange(value as MarketSort)}
            options={MARKET_SORTS.map((value) => ({ value, label: sortLabels[value] }))}
            className="lu:w-auto"
          />
        </div>
      </div>
      {/* the categories wrap onto more rows: none is cut off at a phone's edge */}
      <fieldset className="lu:flex lu:min-w-0 lu:flex-wrap lu:gap-2 lu:pb-1">
        <legend className="lu:sr-only">{t`分类`}</legend>
        {[undefined, ...AGENT_CATEGORIES].map((value) => {
          const active = category === value;
          return (
            <button
              key={value ?? 'all'}
              type="button"
              aria-pressed={active}
              onClick={() => onCategoryChange(value ?? null)}
              className={cn(
                'lu:shrink-0 lu:cursor-pointer lu:rounded-full lu:border lu:px-3 lu:py-1 lu:text-sm lu:whitespace-nowrap lu:transition-colors',
                active
                  ? 'lu:border-primary lu:bg-primary lu:text-primary-foreground'
                  : 'lu:border-border lu:bg-surface lu:text-muted-foreground lu:hover:text-foreground',
              )}
            >
              {value ? i18n._(categoryLabels[value]) : t`全部`}
            </button>
          );
        })}
      </fieldset>
      {total ? (
        <p aria-live="polite" className="lu:text-muted-foreground lu:text-sm">
          {t`共 ${plural(total, { other: '# 个智能体' })}`}
        </p>
      ) : null}
    </div>
  );
}
