/** The market list: its query as the address states it, and the request for one page of it. */
import {
  type AgentCategory,
  isAgentCategory,
  MARKET_PAGE_SIZE,
  MARKET_SORTS,
  type MarketSort,
} from '@legion/api';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api.ts';

export interface MarketQuery {
  q: string;
  category: AgentCategory | undefined;
  sort: MarketSort;
  page: number;
}

/** the list's query from the address; anything unknown falls back to the first page, popular */
export function readMarketQuery(params: URLSearchParams): MarketQuery {
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

export const marketListQuery = (query: MarketQuery, userId: string | null) =>
  queryOptions({
    // the user is part of the key: "subscribed" differs per person
    queryKey: ['market', query, userId],
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
  });
