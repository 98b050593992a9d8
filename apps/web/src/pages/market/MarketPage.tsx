/**
 * The plugin market (SPEC §2 /plugins, /plugins/market): published agents as cards, with
 * search in both languages, category, sort and pages. The query lives in the URL, and results
 * stay cached, so coming back from an agent finds the same list, page and scroll position.
 */
import {
  AGENT_CATEGORIES,
  type AgentCategory,
  isAgentCategory,
  MARKET_PAGE_SIZE,
  MARKET_SORTS,
  type MarketSort,
} from '@legion/api';
import {
  AgentCard,
  Button,
  categoryLabels,
  cn,
  Input,
  Link,
  Pagination,
  Select,
  SkeletonCard,
  SkeletonGroup,
  StatusPage,
} from '@legion/ui';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { ArrowRight, PackageSearch, RefreshCw, Search, Store } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../api.ts';
import { currentUserAtom } from '../../state/auth.ts';

function readQuery(params: URLSearchParams) {
  const category = params.get('category');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    q: params.get('q')?.trim() ?? '',
    category: isAgentCategory(category) ? category : undefined,
    sort: (MARKET_SORTS as readonly string[]).includes(sort ?? '')
      ? (sort as MarketSort)
      : 'popular',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

const SKELETONS = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8'];

/** how long typing pauses before the market searches */
const SEARCH_DEBOUNCE_MS = 300;

export default function MarketPage() {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const user = useAtomValue(currentUserAtom);
  // the box follows the address when the query changes, not when a kept page is shown again
  const [draft, setDraft] = useState(query.q);
  const [draftOf, setDraftOf] = useState(query.q);
  if (draftOf !== query.q) {
    setDraftOf(query.q);
    setDraft(query.q);
  }

  const result = useQuery({
    // the user is part of the key: "subscribed" differs per person
    queryKey: ['market', query, user?.id ?? null],
    // a search typed past is cancelled, so a slow stale answer never replaces a newer one
    queryFn: ({ signal }) =>
      api.call(
        'marketAgents',
        {
          ...(query.q ? { q: query.q } : {}),
          ...(query.category ? { category: query.category } : {}),
          sort: query.sort,
          page: query.page,
          pageSize: MARKET_PAGE_SIZE,
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
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

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: draft.trim() });
  };

  // search as the person types: after a pause of SEARCH_DEBOUNCE_MS, at once when the box is
  // cleared; the address keeps the search (replacing the entry, so Back leaves the market)
  const typed = draft.trim();
  useEffect(() => {
    if (typed === query.q) return;
    const apply = () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (typed) next.set('q', typed);
          else next.delete('q');
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    if (!typed) return apply();
    const timer = setTimeout(apply, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, query.q, setParams]);

  const filtered = !!query.q || !!query.category;
  const sortId = useId();
  const sortLabels: Record<MarketSort, string> = {
    popular: t`最受欢迎`,
    newest: t`最新上架`,
    rating: t`评分最高`,
  };

  let body: React.ReactNode;
  if (result.isPending) {
    body = (
      <SkeletonGroup
        label={t`正在加载智能体`}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      >
        {SKELETONS.map((key) => (
          <SkeletonCard key={key} media className="h-44 rounded-xl" />
        ))}
      </SkeletonGroup>
    );
  } else if (result.isError) {
    body = (
      <StatusPage
        className="min-h-0 py-12"
        icon={<RefreshCw aria-hidden="true" className="size-10" />}
        title={t`智能体列表加载失败`}
        description={t`请检查网络连接后重试。`}
        actions={<Button onClick={() => void result.refetch()}>{t`重试`}</Button>}
      />
    );
  } else if (result.data.total === 0) {
    body = filtered ? (
      <StatusPage
        className="min-h-0 py-12"
        icon={<PackageSearch aria-hidden="true" className="size-10" />}
        title={t`没有找到匹配的智能体`}
        description={t`换个关键词，或者清除筛选条件再试试。`}
        actions={
          <Button
            variant="outline"
            onClick={() => {
              setDraft('');
              update({ q: '', category: null });
            }}
          >
            {t`清除筛选`}
          </Button>
        }
      />
    ) : (
      <StatusPage
        className="min-h-0 py-12"
        icon={<Store aria-hidden="true" className="size-10" />}
        title={t`市场里还没有智能体`}
        description={t`开发者提交的智能体通过审核后会出现在这里。`}
      />
    );
  } else {
    const { items, total, page, pageSize } = result.data;
    body = (
      <>
        <ul
          className={cn(
            'grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
            result.isPlaceholderData && 'opacity-60',
          )}
        >
          {items.map((agent) => (
            <li key={agent.id}>
              <AgentCard agent={agent} href={`/plugins/statistics/${agent.id}`} />
            </li>
          ))}
        </ul>
        <Pagination
          className="mt-8"
          page={page}
          pageSize={pageSize}
          total={total}
          onPageChange={(next) => {
            update({ page: next });
            window.scrollTo({ top: 0 });
          }}
        />
      </>
    );
  }

  return (
    <div className="max-w-content mx-auto px-4 py-8 md:px-6 md:py-10">
      <div className="mb-6 flex flex-col gap-2">
        <h1 className="text-foreground text-2xl font-semibold md:text-3xl">{t`插件市场`}</h1>
        <p className="text-muted-foreground">
          {t`发现并订阅能帮你完成工作的智能体。`}{' '}
          <Link href="/legion" className="text-primary inline-flex items-center gap-1 font-medium">
            {t`看看由多个智能体组成的军团`}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </p>
      </div>
      <div className="mb-6 flex flex-col gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for some of the browsers we serve */}
          <form role="search" onSubmit={submitSearch} className="relative flex-1">
            <Search
              aria-hidden="true"
              className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
            />
            <Input
              type="search"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              aria-label={t`搜索智能体`}
              placeholder={t`搜索名称或描述`}
              maxLength={100}
              className="pl-9"
            />
          </form>
          <div className="text-muted-foreground flex items-center gap-2 text-sm">
            <label htmlFor={sortId}>{t`排序`}</label>
            <Select
              id={sortId}
              value={query.sort}
              onValueChange={(sort) => update({ sort: sort as MarketSort })}
              options={MARKET_SORTS.map((sort) => ({ value: sort, label: sortLabels[sort] }))}
              className="w-auto"
            />
          </div>
        </div>
        <fieldset className="-mx-4 flex min-w-0 gap-2 overflow-x-auto px-4 pb-1 md:mx-0 md:flex-wrap md:px-0">
          <legend className="sr-only">{t`分类`}</legend>
          {[undefined, ...AGENT_CATEGORIES].map((category) => {
            const active = query.category === category;
            return (
              <button
                key={category ?? 'all'}
                type="button"
                aria-pressed={active}
                onClick={() => update({ category: category ?? null })}
                className={cn(
                  'shrink-0 cursor-pointer rounded-full border px-3 py-1 text-sm whitespace-nowrap transition-colors',
                  active
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'border-border bg-surface text-muted-foreground hover:text-foreground',
                )}
              >
                {category ? i18n._(categoryLabels[category]) : t`全部`}
              </button>
            );
          })}
        </fieldset>
        {result.data && result.data.total > 0 ? (
          <p aria-live="polite" className="text-muted-foreground text-sm">
            {t`共 ${plural(result.data.total, { other: '# 个智能体' })}`}
          </p>
        ) : null}
      </div>
      {body}
    </div>
  );
}
