import type { AgentCard as AgentCardData } from '@legion/api';
import { Button, cn, Pagination, SkeletonCard, SkeletonGroup, StatusPage } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { PackageSearch, RefreshCw, Store } from 'lucide-react';
import { AgentCard } from '../AgentCard/AgentCard.tsx';

const SKELETONS = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8'];
const GRID = 'lu:grid lu:gap-4 lu:sm:grid-cols-2 lu:lg:grid-cols-3 lu:xl:grid-cols-4';

export type AgentGridProps = {
  /** the agents of the page shown; absent while the first page loads or after a failure */
  agents?: AgentCardData[];
  /** where an agent's card leads */
  hrefOf: (agent: AgentCardData) => string;
  loading?: boolean;
  /** the list could not be loaded: a message and `onRetry` */
  error?: boolean;
  onRetry?: () => void;
  /** a search or filter is in force: an empty list offers to clear it (`onClearFilters`) */
  filtered?: boolean;
  onClearFilters?: () => void;
  /** the agents shown are the previous page's while the next one loads: they are dimmed */
  stale?: boolean;
  /** the pages under the grid */
  pagination?: {
    page: number;
    pageSize: number;
    total: number;
    onPageChange: (page: number) => void;
  };
  className?: string;
};

/**
 * Agents as cards in a grid of one to four columns, with pages; while loading, card-shaped
 * skeletons; a failure with a retry; and an empty market or an empty search said apart.
 */
export function AgentGrid({
  agents,
  hrefOf,
  loading = false,
  error = false,
  onRetry = () => {},
  filtered = false,
  onClearFilters = () => {},
  stale = false,
  pagination,
  className,
}: AgentGridProps) {
  const { t } = useLingui();
  if (error) {
    return (
      <StatusPage
        size="section"
        className={className}
        icon={<RefreshCw aria-hidden="true" />}
        title={t`智能体列表加载失败`}
        description={t`请检查网络连接后重试。`}
        actions={<Button onClick={onRetry}>{t`重试`}</Button>}
      />
    );
  }
  if (loading || !agents) {
    return (
      <SkeletonGroup label={t`正在加载智能体`} className={cn(GRID, className)}>
        {SKELETONS.map((key) => (
          <SkeletonCard key={key} media className="lu:h-44 lu:rounded-xl" />
        ))}
      </SkeletonGroup>
    );
  }
  if (agents.length === 0) {
    return filtered ? (
      <StatusPage
        size="section"
        className={className}
        icon={<PackageSearch aria-hidden="true" />}
        title={t`没有找到匹配的智能体`}
        description={t`换个关键词，或者清除筛选条件再试试。`}
        actions={
          <Button variant="outline" onClick={onClearFilters}>
            {t`清除筛选`}
          </Button>
        }
      />
    ) : (
      <StatusPage
        size="section"
        className={className}
        icon={<Store aria-hidden="true" />}
        title={t`市场里还没有智能体`}
        description={t`开发者提交的智能体通过审核后会出现在这里。`}
      />
    );
  }
  return (
    <div data-slot="agent-grid" className={className}>
      <ul className={cn(GRID, stale && 'lu:opacity-60')}>
        {agents.map((agent) => (
          <li key={agent.id}>
            <AgentCard agent={agent} href={hrefOf(agent)} />
          </li>
        ))}
      </ul>
      {pagination ? <Pagination className="lu:mt-8" {...pagination} /> : null}
    </div>
  );
}
