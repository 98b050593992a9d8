/**
 * The published legions (/legion): teams of agents that answer one request together, as cards
 * with their flow and members, searchable in both languages and paged. The search and the page
 * live in the address, and the view is kept alive (`keepAlive: 'legions'`), so coming back from
 * a legion finds the same list.
 */
import { LegionCardGrid } from '@legion/screens';
import { Button, Pagination, SearchField, StatusPage } from '@legion/ui';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { RefreshCw, SearchX, Swords } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../api.ts';

const PAGE_SIZE = 12;

export default function LegionsPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  // a new, empty box once the empty state's button has cleared the search in the address
  const [boxKey, setBoxKey] = useState(0);
  const [clearing, setClearing] = useState(false);
  if (clearing && !q) {
    setClearing(false);
    setBoxKey((key) => key + 1);
  }
  const legions = useQuery({
    queryKey: ['legions', q, page],
    queryFn: () => api.call('legions', { q, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const go = (next: { q?: string; page?: number }) =>
    setParams(() => {
      const search = new URLSearchParams();
      const query = next.q ?? q;
      if (query) search.set('q', query);
      if (next.page && next.page > 1) search.set('page', String(next.page));
      return search;
    });

  let body: React.ReactNode;
  if (legions.isError) {
    body = (
      <StatusPage
        size="section"
        icon={<RefreshCw aria-hidden="true" />}
        title={t`军团列表加载失败`}
        description={t`请检查网络连接后重试。`}
        actions={<Button onClick={() => void legions.refetch()}>{t`重试`}</Button>}
      />
    );
  } else if (legions.data?.total === 0) {
    body = q ? (
      <StatusPage
        size="section"
        icon={<SearchX aria-hidden="true" />}
        title={t`没有找到匹配的军团`}
        description={t`换个关键词再试试。`}
        actions={
          <Button
            variant="outline"
            onClick={() => {
              setClearing(true);
              go({ q: '' });
            }}
          >
            {t`清除搜索`}
          </Button>
        }
      />
    ) : (
      <StatusPage
        size="section"
        icon={<Swords aria-hidden="true" />}
        title={t`还没有军团`}
        description={t`开发者组建的军团通过审核后会出现在这里。`}
      />
    );
  } else {
    const result = legions.data;
    body = (
      <>
        <LegionCardGrid
          loading={legions.isPending}
          legions={result?.items ?? []}
          hrefOf={(legion) => `/legion/${legion.id}`}
          stale={legions.isPlaceholderData}
        />
        {result ? (
          <Pagination
            className="lu:mt-8"
            page={result.page}
            pageSize={result.pageSize}
            total={result.total}
            onPageChange={(next) => {
              go({ page: next });
              window.scrollTo({ top: 0 });
            }}
          />
        ) : null}
      </>
    );
  }

  return (
    <div className="lu:max-w-content lu:mx-auto lu:px-4 lu:py-8 lu:md:px-6 lu:md:py-10">
      <div className="lu:mb-6 lu:flex lu:flex-col lu:gap-2">
        <h1 className="lu:text-foreground lu:text-2xl lu:font-semibold lu:md:text-3xl">{t`军团`}</h1>
        <p className="lu:text-muted-foreground">{t`多个智能体组成的团队，分工协作完成同一个请求。`}</p>
      </div>
      <div className="lu:mb-6 lu:flex lu:flex-col lu:gap-3 lu:sm:flex-row lu:sm:items-center lu:sm:justify-between">
        <div className="lu:w-full lu:sm:max-w-sm">
          <SearchField
            key={boxKey}
            label={t`搜索军团名称或描述`}
            value={q}
            onSearch={(next) => go({ q: next })}
          />
        </div>
        {legions.data && legions.data.total > 0 ? (
          <p aria-live="polite" className="lu:text-muted-foreground lu:text-sm">
            {t`共 ${plural(legions.data.total, { other: '# 个军团' })}`}
          </p>
        ) : null}
      </div>
      {body}
    </div>
  );
}
