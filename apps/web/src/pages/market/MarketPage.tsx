/**
 * The plugin market (/plugins, /plugins/market): published agents as cards, with
 * search in both languages, category, sort and pages. The query lives in the URL, and results
 * stay cached, so coming back from an agent finds the same list, page and scroll position.
 */
import type { AgentCategory, MarketSort } from '@legion/api';
import { AgentFilters, AgentGrid } from '@legion/screens';
import { Link, PageContainer, PageHeader, useSearchDraft } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { ArrowRight } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { marketListQuery, readMarketQuery } from '../../features/market/list.ts';
import { currentUserAtom } from '../../state/auth.ts';

export default function MarketPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const query = readMarketQuery(params);
  const user = useAtomValue(currentUserAtom);

  const queryClient = useQueryClient();
  const result = useQuery({
    ...marketListQuery(query, user?.id ?? null),
    // while a signed-in person's own list loads, the visitor's list the page arrived with
    // stands in (the same agents, before their "subscribed" marks)
    placeholderData: (previous) =>
      keepPreviousData(previous) ??
      (user ? queryClient.getQueryData(marketListQuery(query, null).queryKey) : undefined),
  });

  const update = (
    changes: Partial<{ q: string; category: AgentCategory | null; sort: MarketSort; page: number }>,
  ) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (
          value === undefined ||
          value === null ||
          value === '' ||
          (key === 'page' && value === 1) ||
          (key === 'sort' && value === 'popular')
        ) {
          next.delete(key);
        } else next.set(key, String(value));
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    });
  };

  // search as the person types; the address keeps the search, replacing the entry so Back
  // leaves the market
  const search = useSearchDraft(query.q, (q) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (q) next.set('q', q);
        else next.delete('q');
        next.delete('page');
        return next;
      },
      { replace: true },
    ),
  );

  const filtered = !!query.q || !!query.category;
  return (
    <PageContainer className="lu:max-w-content lu:py-8 lu:md:px-6 lu:md:py-10">
      <PageHeader
        title={t`插件市场`}
        description={
          <>
            {t`发现并订阅能帮你完成工作的智能体。`}{' '}
            <Link
              href="/legion"
              className="lu:text-primary lu:inline-flex lu:items-center lu:gap-1 lu:font-medium"
            >
              {t`看看由多个智能体组成的军团`}
              <ArrowRight aria-hidden="true" className="lu:size-4" />
            </Link>
          </>
        }
      />
      <AgentFilters
        search={search.draft}
        onSearchChange={search.type}
        onSearchSubmit={search.submit}
        sort={query.sort}
        onSortChange={(sort) => update({ sort })}
        category={query.category}
        onCategoryChange={(category) => update({ category })}
        total={result.data?.total}
      />
      <AgentGrid
        agents={result.data?.items}
        hrefOf={(agent) => `/plugins/statistics/${agent.id}`}
        loading={result.isPending}
        error={result.isError}
        onRetry={() => void result.refetch()}
        filtered={filtered}
        onClearFilters={() => {
          search.reset('');
          update({ q: '', category: null });
        }}
        stale={result.isPlaceholderData}
        pagination={
          result.data && {
            page: result.data.page,
            pageSize: result.data.pageSize,
            total: result.data.total,
            onPageChange: (next) => {
              update({ page: next });
              window.scrollTo({ top: 0 });
            },
          }
        }
      />
    </PageContainer>
  );
}
