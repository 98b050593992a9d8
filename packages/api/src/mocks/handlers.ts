/**
 * MSW handlers for stories and component tests: the happy path of every call, and the
 * other states a person can see, each parsing with the contract.
 */
import { delay, HttpResponse, http } from 'msw';
import type { User } from '../auth.ts';
import { API_CODES, AUTH_MESSAGES } from '../codes.ts';
import { endpoints } from '../endpoints.ts';
import { healthFixture, loginResultFixture, qrParamsFixture, userFixtures } from './fixtures.ts';
import {
  agentCardFixtures,
  agentDetailFixture,
  agentOverviewFixture,
  agentReviewFixtures,
} from './market-fixtures.ts';

/** matches the path on any origin: the page's in a browser, any base URL in Node */
const any = (path: string) => `*${path}`;
const ok = (data: unknown) => HttpResponse.json({ code: 0, data, msg: 'ok' });
const fail = (status: number, msg: string, code = status) =>
  HttpResponse.json({ code, msg }, { status });

export const healthHandlers = {
  ok: http.get(any('/healthz'), () => HttpResponse.json(healthFixture)),
};

export const authHandlers = {
  qrParams: {
    ok: http.get(any(endpoints.qrParams.path), () =>
      ok({ ...qrParamsFixture, timestamp: Date.now() }),
    ),
    loading: http.get(any(endpoints.qrParams.path), async () => {
      await delay('infinite');
      return ok(qrParamsFixture);
    }),
    error: http.get(any(endpoints.qrParams.path), () => fail(500, AUTH_MESSAGES.serverError)),
  },
  qrStatus: {
    waiting: http.get(any(endpoints.qrStatus.path), () => ok({ status: 'waiting' })),
    confirmed: http.get(any(endpoints.qrStatus.path), () => ok({ status: 'confirmed' })),
    expired: http.get(any(endpoints.qrStatus.path), () => ok({ status: 'expired' })),
    /** the first code expires; the next one waits (for the refresh story) */
    expiredOnce: () => {
      let asked = 0;
      return http.get(any(endpoints.qrStatus.path), () =>
        ok({ status: asked++ === 0 ? 'expired' : 'waiting' }),
      );
    },
  },
  qrLogin: {
    ok: (user: User = userFixtures.user) =>
      http.post(any(endpoints.qrLogin.path), () => ok(loginResultFixture(user))),
    waiting: http.post(any(endpoints.qrLogin.path), () =>
      HttpResponse.json({ code: API_CODES.qrWaiting, data: null, msg: 'Waiting for confirmation' }),
    ),
  },
  passwordLogin: {
    ok: (user: User = userFixtures.user) =>
      http.post(any(endpoints.passwordLogin.path), () => ok(loginResultFixture(user))),
    invalid: http.post(any(endpoints.passwordLogin.path), () =>
      fail(401, AUTH_MESSAGES.invalidCredentials),
    ),
    serverError: http.post(any(endpoints.passwordLogin.path), () =>
      fail(500, AUTH_MESSAGES.serverError),
    ),
    tooMany: http.post(any(endpoints.passwordLogin.path), () =>
      fail(429, 'Too many attempts. Please try again later.'),
    ),
  },
  autoLogin: {
    ok: (user: User = userFixtures.user) =>
      http.post(any(endpoints.autoLogin.path), () => ok(loginResultFixture(user))),
  },
  logout: {
    ok: http.post(any(endpoints.logout.path), () => ok(null)),
    error: http.post(any(endpoints.logout.path), () => fail(500, AUTH_MESSAGES.serverError)),
  },
  currentUser: {
    ok: (user: User = userFixtures.user) =>
      http.get(any(endpoints.currentUser.path), () => ok(user)),
    unauthorized: http.get(any(endpoints.currentUser.path), () => fail(401, 'Please sign in')),
  },
};

export const hostHandlers = {
  queryUserId: {
    ok: http.post(any(endpoints.hostQueryUserId.path), () => ok({ userId: 'chainpal-10086' })),
    notFound: http.post(any(endpoints.hostQueryUserId.path), () => fail(404, 'User not found')),
  },
};

function pageOfItems<T>(items: T[], request: Request, pageSize = 12) {
  const url = new URL(request.url);
  const page = Number(url.searchParams.get('page') ?? 1);
  const size = Number(url.searchParams.get('pageSize') ?? pageSize);
  return {
    items: items.slice((page - 1) * size, page * size),
    total: items.length,
    page,
    pageSize: size,
  };
}

/** The market over the fixtures: search, category, sort and pages work as the server's do. */
function marketList(request: Request) {
  const url = new URL(request.url);
  const q = url.searchParams.get('q')?.trim().toLowerCase();
  const category = url.searchParams.get('category');
  const sort = url.searchParams.get('sort') ?? 'popular';
  let items = agentCardFixtures.filter(
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
      ok(pageOfItems(agentReviewFixtures, request, 10)),
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
  unsubscribe: {
    ok: http.delete(any(endpoints.unsubscribe.path), ({ params }) =>
      ok({ subscribed: false, subscriberCount: agentById(params.id)?.subscriberCount ?? 0 }),
    ),
  },
};

/** The happy path of every call, for stories and component tests. */
export const handlers = [
  healthHandlers.ok,
  authHandlers.qrParams.ok,
  authHandlers.qrStatus.waiting,
  authHandlers.qrLogin.waiting,
  authHandlers.passwordLogin.ok(),
  authHandlers.autoLogin.ok(),
  authHandlers.logout.ok,
  authHandlers.currentUser.ok(),
  hostHandlers.queryUserId.ok,
  marketHandlers.list.ok,
  marketHandlers.detail.ok,
  marketHandlers.overview.ok,
  marketHandlers.reviews.ok,
  marketHandlers.subscribe.ok,
  marketHandlers.unsubscribe.ok,
];
