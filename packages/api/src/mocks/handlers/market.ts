/** MSW handlers of the market: agent lists, pages, reviews, subscriptions. */
import { delay, http } from 'msw';
import { AUTH_MESSAGES } from '../../codes.ts';
import { endpoints } from '../../endpoints.ts';
import {
  agentCardFixtures,
  agentDetailFixture,
  agentOverviewFixture,
  agentReviewFixtures,
  subscribedAgentFixtures,
  withHealth,
} from '../market-fixtures.ts';
import { any, fail, ok, pageOfItems } from './shared.ts';

/** The market over the fixtures: search, category, sort and pages work as the server's do. */
function marketList(request: Request, health = false) {
  const url = new URL(request.url);
  const q = url.searchParams.get('q')?.trim().toLowerCase();
  const category = url.searchParams.get('category');
  const sort = url.searchParams.get('sort') ?? 'popular';
  let items = (health ? agentCardFixtures.map(withHealth) : agentCardFixtures).filter(
    (agent) =>
      (!category || agent.category === category) &&
      (!q ||
        [agent.nameZh, agent.nameEn, agent.descriptionZh, agent.descriptionEn].some((text) =>
          text.toLowerCase().includes(q),
        )),
  );
  items = [...items].sort((a, b) =>
    sort === 'newest'
      ? b.publishedAt.localeCompare(a.publishedAt)
      : sort === 'rating'
        ? b.rating - a.rating || b.ratingCount - a.ratingCount
        : b.subscriberCount - a.subscriberCount,
  );
  return pageOfItems(items, request);
}

const agentById = (id: unknown) => agentCardFixtures.find((agent) => agent.id === String(id));

export const marketHandlers = {
  list: {
    ok: http.get(any(endpoints.marketAgents.path), ({ request }) => ok(marketList(request))),
    /** the most popular agent is not answering, the next is slow */
    health: http.get(any(endpoints.marketAgents.path), ({ request }) =>
      ok(marketList(request, true)),
    ),
    empty: http.get(any(endpoints.marketAgents.path), ({ request }) =>
      ok(pageOfItems([], request)),
    ),
    loading: http.get(any(endpoints.marketAgents.path), async () => {
      await delay('infinite');
      return ok(null);
    }),
    error: http.get(any(endpoints.marketAgents.path), () => fail(500, AUTH_MESSAGES.serverError)),
  },
  detail: {
    ok: http.get(any(endpoints.marketAgent.path), ({ params }) => {
      const card = agentById(params.id);
      return card ? ok(agentDetailFixture(card)) : fail(404, 'Agent not found');
    }),
    subscribed: http.get(any(endpoints.marketAgent.path), ({ params }) => {
      const card = agentById(params.id);
      return card
        ? ok({ ...agentDetailFixture(card), subscribed: true })
        : fail(404, 'Agent not found');
    }),
    /** agent 1 is not answering */
    health: http.get(any(endpoints.marketAgent.path), ({ params }) => {
      const card = agentById(params.id);
      return card ? ok(withHealth(agentDetailFixture(card))) : fail(404, 'Agent not found');
    }),
    notFound: http.get(any(endpoints.marketAgent.path), () => fail(404, 'Agent not found')),
    loading: http.get(any(endpoints.marketAgent.path), async () => {
      await delay('infinite');
      return ok(null);
    }),
  },
  overview: {
    ok: http.get(any(endpoints.marketAgentOverview.path), () => ok(agentOverviewFixture)),
    error: http.get(any(endpoints.marketAgentOverview.path), () =>
      fail(500, AUTH_MESSAGES.serverError),
    ),
  },
  reviews: {
    ok: http.get(any(endpoints.marketAgentReviews.path), ({ request }) =>
      ok(
        pageOfItems(
          agentReviewFixtures.map((review) => ({ ...review, reportedByMe: false })),
          request,
          10,
        ),
      ),
    ),
    empty: http.get(any(endpoints.marketAgentReviews.path), ({ request }) =>
      ok(pageOfItems([], request, 10)),
    ),
  },
  subscribe: {
    ok: http.post(any(endpoints.subscribe.path), ({ params }) =>
      ok({ subscribed: true, subscriberCount: (agentById(params.id)?.subscriberCount ?? 0) + 1 }),
    ),
    unauthorized: http.post(any(endpoints.subscribe.path), () => fail(401, 'Please sign in')),
  },
  mine: {
    ok: http.get(any(endpoints.mySubscriptions.path), () => ok({ items: subscribedAgentFixtures })),
    empty: http.get(any(endpoints.mySubscriptions.path), () => ok({ items: [] })),
    error: http.get(any(endpoints.mySubscriptions.path), () =>
      fail(500, AUTH_MESSAGES.serverError),
    ),
    loading: http.get(any(endpoints.mySubscriptions.path), async () => {
      await delay('infinite');
      return ok(null);
    }),
  },
  unsubscribe: {
    ok: http.delete(any(endpoints.unsubscribe.path), ({ params }) =>
      ok({ subscribed: false, subscriberCount: agentById(params.id)?.subscriberCount ?? 0 }),
    ),
  },
};
