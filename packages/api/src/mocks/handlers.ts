/**
 * MSW handlers for stories and component tests: the happy path of every call, and the
 * other states a person can see, each parsing with the contract.
 */
import { delay, HttpResponse, http } from 'msw';
import { ORDER_EXPORT_PATH } from '../admin.ts';
import type { User } from '../auth.ts';
import { CHAT_STREAM, type ChatMessage, type ChatStreamEventType } from '../chat.ts';
import { API_CODES, AUTH_MESSAGES } from '../codes.ts';
import { IMAGE_UPLOAD } from '../developer.ts';
import { endpoints } from '../endpoints.ts';
import { SMS_CODE_COOLDOWN_SECONDS, SMS_CODE_WRONG, SMS_RATE_LIMITED } from '../feedback.ts';
import { KNOWLEDGE_QUOTA_EXCEEDED, KNOWLEDGE_UPLOAD } from '../knowledge.ts';
import {
  LEGION_AGENT_NOT_ALLOWED,
  LEGION_NOT_FOUND,
  LEGION_RUN,
  type LegionCard,
  type LegionRunEventType,
  type LegionStep,
} from '../legion.ts';
import {
  agentVersionReviewFixture,
  agentVersionRowFixtures,
  applicationReviewFixture,
  applicationRowFixtures,
  newAgentReviewFixture,
  orderFixtures,
  reviewCountsFixture,
  reviewOutcomeFixture,
} from './admin-fixtures.ts';
import { chatCitationFixtures, chatMessageFixture, conversationFixtures } from './chat-fixtures.ts';
import {
  AGENT_SECRET_FIXTURE,
  agentStatisticsFixture,
  agentUserFixtures,
  developerAgentFixtures,
  developerAgentList,
  developerApplicationFixture,
  developerHomeFixture,
  mockImageUrl,
  teamMemberFixtures,
} from './developer-fixtures.ts';
import { feedbackFixtures } from './feedback-fixtures.ts';
import { healthFixture, loginResultFixture, qrParamsFixture, userFixtures } from './fixtures.ts';
import {
  knowledgeBaseFixtures,
  knowledgeChunkFixtures,
  knowledgeDocumentFixtures,
  knowledgeHitFixtures,
  knowledgeUsageFixture,
  knowledgeUsageFullFixture,
} from './knowledge-fixtures.ts';
import {
  developerLegionFixtures,
  legionAgentChoiceFixtures,
  legionCardFixtures,
  legionReviewItemFixtures,
  legionRunStepFixtures,
} from './legion-fixtures.ts';
import {
  agentCardFixtures,
  agentDetailFixture,
  agentOverviewFixture,
  agentReviewFixtures,
  svgImage,
} from './market-fixtures.ts';
import {
  freeSubscriptionFixture,
  packageFixtures,
  paymentFixtures,
  pendingOrderFixture,
  premiumSubscriptionFixture,
  quoteFixture,
} from './plans-fixtures.ts';

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

type ChatStep = { wait?: number | 'infinite'; type: ChatStreamEventType; data: unknown };

/** An answer of server-sent events, each after its wait; stops quietly when the reader goes. */
function eventStream(steps: ChatStep[]): HttpResponse<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder();
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      void (async () => {
        for (const step of steps) {
          const { wait } = step;
          if (wait === 'infinite') await new Promise(() => {});
          else if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
          if (cancelled) return;
          controller.enqueue(
            encoder.encode(`event: ${step.type}\ndata: ${JSON.stringify(step.data)}\n\n`),
          );
        }
        if (!cancelled) controller.close();
      })();
    },
    cancel() {
      cancelled = true;
    },
  });
  return new HttpResponse(stream, {
    headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' },
  });
}

let chatMessageId = 9000;
const ANSWER = {
  zh: [
    '根据员工手册，',
    '年假按工龄计算：\n',
    '> 入职满一年每年 5 天带薪年假。\n',
    '之后每满一年加 1 天，最多 15 天。',
  ],
  en: [
    'Going by the handbook, ',
    'annual leave grows with service:\n',
    '> 5 paid days a year after the first year.\n',
    'One more day each year after that, up to 15.',
  ],
};

/** what the server sends first: the stored question and the reply it starts */
async function turnStart(request: Request) {
  const body = (await request.json()) as { message: string; knowledgeBaseIds?: string[] };
  const english = request.headers.get('x-language') === 'en';
  const user = chatMessageFixture({
    id: String(++chatMessageId),
    role: 'user',
    content: body.message,
    knowledgeBaseIds: body.knowledgeBaseIds ?? [],
  });
  const reply = chatMessageFixture({
    id: String(++chatMessageId),
    role: 'assistant',
    status: 'streaming',
  });
  const steps: ChatStep[] = [
    { type: 'user', data: { message: user } },
    { wait: 100, type: 'assistant', data: { message: reply } },
  ];
  return { body, english, reply, steps };
}

function answered(reply: ChatMessage, english: boolean): ChatStep[] {
  const parts = english ? ANSWER.en : ANSWER.zh;
  const citation = chatCitationFixtures[0];
  return [
    ...parts.map((text): ChatStep => ({ wait: 150, type: 'delta', data: { text } })),
    { wait: 100, type: 'citation', data: { citation } },
    {
      wait: 100,
      type: 'done',
      data: {
        message: {
          ...reply,
          status: 'complete',
          content: parts.join(''),
          citations: [citation],
          durationMs: 2300,
        },
      },
    },
  ];
}

export const chatHandlers = {
  conversation: {
    ok: http.get(any(endpoints.agentConversation.path), () => ok(conversationFixtures.history)),
    empty: http.get(any(endpoints.agentConversation.path), () => ok(conversationFixtures.empty)),
    /** a stopped reply and a failed one */
    interrupted: http.get(any(endpoints.agentConversation.path), () =>
      ok(conversationFixtures.interrupted),
    ),
    notSubscribed: http.get(any(endpoints.agentConversation.path), () =>
      ok(conversationFixtures.notSubscribed),
    ),
    loading: http.get(any(endpoints.agentConversation.path), async () => {
      await delay('infinite');
      return ok(null);
    }),
    notFound: http.get(any(endpoints.agentConversation.path), () => fail(404, 'Agent not found')),
    error: http.get(any(endpoints.agentConversation.path), () =>
      fail(500, AUTH_MESSAGES.serverError),
    ),
  },
  clear: {
    ok: http.delete(any(endpoints.clearAgentConversation.path), () => ok(null)),
  },
  /** POST /api/agents/:id/chat, answered as server-sent events */
  stream: {
    /** user, assistant, four deltas, a citation, done */
    ok: http.post(any(CHAT_STREAM.path), async ({ request }) => {
      const { english, reply, steps } = await turnStart(request);
      return eventStream([...steps, ...answered(reply, english)]);
    }),
    /** the agent does not answer (failure 'down'); asked again (retry) it does */
    down: http.post(any(CHAT_STREAM.path), async ({ request }) => {
      const { body, english, reply, steps } = await turnStart(request);
      if ((body as { retry?: boolean }).retry) {
        return eventStream([...steps, ...answered(reply, english)]);
      }
      return eventStream([
        ...steps,
        {
          wait: 300,
          type: 'done',
          data: { message: { ...reply, status: 'failed', failure: 'down', durationMs: 15_000 } },
        },
      ]);
    }),
    /** a minute before the first word */
    slow: http.post(any(CHAT_STREAM.path), async ({ request }) => {
      const { english, reply, steps } = await turnStart(request);
      const [first, ...rest] = answered(reply, english);
      return eventStream([...steps, { ...(first as ChatStep), wait: 60_000 }, ...rest]);
    }),
    /** one delta, then nothing more: for stopping a reply */
    endless: http.post(any(CHAT_STREAM.path), async ({ request }) => {
      const { english, steps } = await turnStart(request);
      return eventStream([
        ...steps,
        {
          wait: 100,
          type: 'delta',
          data: { text: english ? 'Here is a first draft: ' : '好的，先写一个初稿：' },
        },
        { wait: 'infinite', type: 'delta', data: { text: '' } },
      ]);
    }),
    notSubscribed: http.post(any(CHAT_STREAM.path), () =>
      fail(403, 'Only subscribers can chat with this agent', API_CODES.notSubscribed),
    ),
    busy: http.post(any(CHAT_STREAM.path), () =>
      fail(409, 'A reply is still being written', API_CODES.replyInProgress),
    ),
    networkError: http.post(any(CHAT_STREAM.path), () => HttpResponse.error()),
  },
};

type LegionStepEvent = { wait?: number | 'infinite'; type: LegionRunEventType; data: unknown };

/**
 * A legion run that starts its first step, streams that step's first piece of output and then
 * sends nothing more: the point a story stops it at is the same on every run.
 */
function heldLegionRunStream(steps: LegionStep[]): HttpResponse<ReadableStream<Uint8Array>> {
  const [first] = steps;
  if (!first) throw new Error('a held run needs a step');
  const events: LegionStepEvent[] = [
    {
      wait: 50,
      type: 'step',
      data: { step: { ...first, output: '', status: 'running', durationMs: null } },
    },
    { wait: 50, type: 'delta', data: { index: first.index, text: first.output.slice(0, 12) } },
    { wait: 'infinite', type: 'delta', data: { index: first.index, text: '' } },
  ];
  return eventStream(events as unknown as ChatStep[]);
}

/** a legion run as server-sent events: each step starts, streams its output, ends */
function legionRunStream(
  steps: LegionStep[],
  outcome: 'complete' | 'failed' = 'complete',
): HttpResponse<ReadableStream<Uint8Array>> {
  const events: LegionStepEvent[] = [];
  for (const step of steps) {
    events.push({
      wait: 150,
      type: 'step',
      data: { step: { ...step, output: '', status: 'running', durationMs: null } },
    });
    const chunks = step.output.match(/[\s\S]{1,12}/g) ?? [];
    for (const text of chunks)
      events.push({ wait: 80, type: 'delta', data: { index: step.index, text } });
    events.push({ wait: 60, type: 'stepDone', data: { step } });
  }
  const last = steps.filter((step) => step.kind === 'member' && step.status === 'complete').at(-1);
  events.push({
    wait: 60,
    type: 'done',
    data: {
      status: outcome,
      answer: outcome === 'complete' ? (last?.output ?? '') : '',
      steps,
      durationMs: steps.reduce((sum, step) => sum + (step.durationMs ?? 0), 0),
    },
  });
  return eventStream(events as unknown as ChatStep[]);
}

const failingRunSteps: LegionStep[] = [
  legionRunStepFixtures[0] as LegionStep,
  {
    ...(legionRunStepFixtures[1] as LegionStep),
    output: '',
    status: 'failed',
    failure: 'down',
    durationMs: 15_000,
  },
];

/** the second member answered 401: it refused the platform's credentials */
const refusedRunSteps: LegionStep[] = failingRunSteps.map((step) =>
  step.status === 'failed' ? { ...step, failure: 'refused', durationMs: 120 } : step,
);

const legionPage = (items: LegionCard[], page = 1) => ({
  items,
  total: items.length,
  page,
  pageSize: 12,
});

export const legionHandlers = {
  list: {
    ok: http.get(any(endpoints.legions.path), ({ request }) => {
      const q = new URL(request.url).searchParams.get('q')?.trim().toLowerCase() ?? '';
      const items = legionCardFixtures.filter(
        (card) =>
          !q ||
          [card.nameZh, card.nameEn, card.descriptionZh, card.descriptionEn].some((text) =>
            text.toLowerCase().includes(q),
          ),
      );
      return ok(legionPage(items));
    }),
    empty: http.get(any(endpoints.legions.path), () => ok(legionPage([]))),
    loading: http.get(any(endpoints.legions.path), async () => {
      await delay('infinite');
      return ok(null);
    }),
    error: http.get(any(endpoints.legions.path), () => fail(500, AUTH_MESSAGES.serverError)),
  },
  detail: {
    ok: http.get(any(endpoints.legion.path), ({ params }) => {
      const card = legionCardFixtures.find((entry) => entry.id === String(params.id));
      return card ? ok(card) : fail(404, LEGION_NOT_FOUND);
    }),
    notFound: http.get(any(endpoints.legion.path), () => fail(404, LEGION_NOT_FOUND)),
  },
  mine: {
    ok: http.get(any(endpoints.developerLegions.path), () =>
      ok({ items: Object.values(developerLegionFixtures) }),
    ),
    empty: http.get(any(endpoints.developerLegions.path), () => ok({ items: [] })),
  },
  one: {
    ok: http.get(any(endpoints.developerLegion.path), ({ params }) => {
      const legion = Object.values(developerLegionFixtures).find(
        (entry) => entry.id === String(params.id),
      );
      return legion ? ok(legion) : fail(404, LEGION_NOT_FOUND);
    }),
  },
  choices: {
    ok: http.get(any(endpoints.legionAgentChoices.path), () =>
      ok({ items: legionAgentChoiceFixtures }),
    ),
  },
  create: {
    ok: http.post(any(endpoints.createLegion.path), () => ok(developerLegionFixtures.pending)),
    notAllowed: http.post(any(endpoints.createLegion.path), () =>
      fail(400, LEGION_AGENT_NOT_ALLOWED),
    ),
  },
  update: {
    ok: http.put(any(endpoints.updateLegion.path), () => ok(developerLegionFixtures.pending)),
  },
  reviewQueue: {
    ok: http.get(any(endpoints.adminLegionVersions.path), ({ request }) =>
      ok({ items: legionQueue(request) }),
    ),
    empty: http.get(any(endpoints.adminLegionVersions.path), () => ok({ items: [] })),
  },
  review: {
    ok: http.post(any(endpoints.reviewLegionVersion.path), () =>
      ok(developerLegionFixtures.published),
    ),
    membersOffMarket: http.post(any(endpoints.reviewLegionVersion.path), () =>
      fail(409, 'Every member must be on the market before the legion is'),
    ),
  },
  /** POST /api/legions/:id/run */
  run: {
    ok: http.post(any(LEGION_RUN.path), () => legionRunStream(legionRunStepFixtures)),
    failedStep: http.post(any(LEGION_RUN.path), () => legionRunStream(failingRunSteps, 'failed')),
    /** a member answered 401: it refused the platform's credentials */
    refusedStep: http.post(any(LEGION_RUN.path), () => legionRunStream(refusedRunSteps, 'failed')),
    /** the first step's first words, then nothing: for stopping a run at a fixed point */
    held: http.post(any(LEGION_RUN.path), () => heldLegionRunStream(legionRunStepFixtures)),
    unauthorized: http.post(any(LEGION_RUN.path), () => fail(401, 'Please sign in')),
  },
  /** POST /api/developer/legions/test-run */
  testRun: {
    ok: http.post(any(LEGION_RUN.testPath), () => legionRunStream(legionRunStepFixtures)),
    failedStep: http.post(any(LEGION_RUN.testPath), () =>
      legionRunStream(failingRunSteps, 'failed'),
    ),
    notAllowed: http.post(any(LEGION_RUN.testPath), () => fail(400, LEGION_AGENT_NOT_ALLOWED)),
    /** the first step's first words, then nothing: for stopping a test run at a fixed point */
    held: http.post(any(LEGION_RUN.testPath), () => heldLegionRunStream(legionRunStepFixtures)),
  },
};

/** Draws the `/media/mock/{logo|cover}-{label}-{n}.svg` images of the developer fixtures. */
export const mediaHandlers = {
  mock: http.get(any('/media/mock/:file'), ({ params }) => {
    const [kind = 'logo', label = '?', index = '0'] = String(params.file)
      .replace(/\.svg$/, '')
      .split('-');
    const cover = kind === 'cover';
    const dataUri = svgImage(
      cover ? (label === 'zh' ? '封面' : 'Cover') : label,
      Number(index),
      cover ? 1200 : 96,
      cover ? 630 : 96,
    );
    const svg = decodeURIComponent(dataUri.slice(dataUri.indexOf(',') + 1));
    return new HttpResponse(svg, { headers: { 'content-type': 'image/svg+xml' } });
  }),
};

const invalid = (fields: Record<string, string>, msg = 'Invalid request') =>
  HttpResponse.json({ code: 400, msg, fields }, { status: 400 });

const developerAgentById = (id: unknown) =>
  developerAgentList.find((agent) => agent.id === String(id));

const isoDay = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export const developerHandlers = {
  application: {
    none: http.get(any(endpoints.myDeveloperApplication.path), () => ok({ application: null })),
    pending: http.get(any(endpoints.myDeveloperApplication.path), () =>
      ok({ application: developerApplicationFixture('pending') }),
    ),
    rejected: http.get(any(endpoints.myDeveloperApplication.path), () =>
      ok({ application: developerApplicationFixture('rejected') }),
    ),
    approved: http.get(any(endpoints.myDeveloperApplication.path), () =>
      ok({ application: developerApplicationFixture('approved') }),
    ),
    loading: http.get(any(endpoints.myDeveloperApplication.path), async () => {
      await delay('infinite');
      return ok(null);
    }),
    error: http.get(any(endpoints.myDeveloperApplication.path), () =>
      fail(500, AUTH_MESSAGES.serverError),
    ),
  },
  submitApplication: {
    ok: http.post(any(endpoints.submitDeveloperApplication.path), async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      return ok({ ...developerApplicationFixture('pending'), ...body, reviewOpinion: '' });
    }),
    invalid: http.post(any(endpoints.submitDeveloperApplication.path), () =>
      invalid({ idCardNumber: 'Please enter a valid ID card number' }),
    ),
  },
  reviewApplication: {
    ok: http.post(any(endpoints.reviewDeveloperApplication.path), () =>
      ok(developerApplicationFixture('approved')),
    ),
  },
  home: {
    ok: http.get(any(endpoints.developerHome.path), () => ok(developerHomeFixture)),
    empty: http.get(any(endpoints.developerHome.path), () =>
      ok({
        counts: { pending: 0, rejected: 0, approved: 0 },
        subscribers: 0,
        newUsers30d: 0,
        activeUsers30d: 0,
        orders30d: 0,
        recentReviews: [],
      }),
    ),
    loading: http.get(any(endpoints.developerHome.path), async () => {
      await delay('infinite');
      return ok(null);
    }),
    error: http.get(any(endpoints.developerHome.path), () => fail(500, AUTH_MESSAGES.serverError)),
  },
  agents: {
    ok: http.get(any(endpoints.developerAgents.path), ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      const items = developerAgentList
        .filter((agent) => !status || agent.status === status)
        .map(({ versions: _versions, ...agent }) => agent);
      return ok(pageOfItems(items, request, 20));
    }),
    empty: http.get(any(endpoints.developerAgents.path), ({ request }) =>
      ok(pageOfItems([], request, 20)),
    ),
    loading: http.get(any(endpoints.developerAgents.path), async () => {
      await delay('infinite');
      return ok(null);
    }),
    error: http.get(any(endpoints.developerAgents.path), () =>
      fail(500, AUTH_MESSAGES.serverError),
    ),
  },
  agent: {
    ok: http.get(any(endpoints.developerAgent.path), ({ params }) => {
      const found = developerAgentById(params.id);
      return found ? ok(found) : fail(404, 'Agent not found');
    }),
    loading: http.get(any(endpoints.developerAgent.path), async () => {
      await delay('infinite');
      return ok(null);
    }),
    forbidden: http.get(any(endpoints.developerAgent.path), () => fail(403, 'Not allowed')),
  },
  create: {
    ok: http.post(any(endpoints.createAgent.path), async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      const pending = developerAgentFixtures.pending;
      const latest = { ...pending.latest, ...body };
      return ok({
        agent: {
          ...pending,
          category: body.category ?? pending.category,
          latest,
          versions: [latest],
        },
        agentSecret: AGENT_SECRET_FIXTURE,
      });
    }),
    invalid: http.post(any(endpoints.createAgent.path), () =>
      invalid({ socialCreditCode: 'Please enter a valid unified social credit code' }),
    ),
  },
  update: {
    ok: http.put(any(endpoints.updateAgent.path), async ({ params, request }) => {
      const found = developerAgentById(params.id) ?? developerAgentFixtures.rejected;
      const body = (await request.json()) as Record<string, string>;
      const latest = {
        ...found.latest,
        ...body,
        id: '399',
        status: 'pending' as const,
        reviewComment: '',
        reviewerName: null,
        reviewedAt: null,
        submittedAt: '2026-11-22T03:00:00.000Z',
      };
      return ok({
        ...found,
        status: found.live ? 'approved' : 'pending',
        latest,
        versions: [latest, ...found.versions],
      });
    }),
    conflict: http.put(any(endpoints.updateAgent.path), () =>
      fail(409, 'This agent has a version under review'),
    ),
  },
  rotateSecret: {
    ok: http.post(any(endpoints.rotateAgentSecret.path), ({ params }) =>
      ok({
        agentKey: developerAgentById(params.id)?.agentKey ?? 'agt_0000',
        agentSecret: 'lgs_Zr8kQ1mN5vB2xC7yT4wP0sH6jD9fG3aE',
      }),
    ),
  },
  statistics: {
    ok: http.get(any(endpoints.agentStatistics.path), ({ request }) => {
      const url = new URL(request.url);
      return ok(
        agentStatisticsFixture(
          url.searchParams.get('from') ?? isoDay(-6),
          url.searchParams.get('to') ?? isoDay(0),
        ),
      );
    }),
    empty: http.get(any(endpoints.agentStatistics.path), ({ request }) => {
      const url = new URL(request.url);
      const full = agentStatisticsFixture(
        url.searchParams.get('from') ?? isoDay(-6),
        url.searchParams.get('to') ?? isoDay(0),
      );
      return ok({
        ...full,
        newUsers: 0,
        activeUsers: 0,
        calls: 0,
        orders: 0,
        trend: full.trend.map((point) => ({
          ...point,
          newUsers: 0,
          activeUsers: 0,
          calls: 0,
          orders: 0,
        })),
      });
    }),
    loading: http.get(any(endpoints.agentStatistics.path), async () => {
      await delay('infinite');
      return ok(null);
    }),
    error: http.get(any(endpoints.agentStatistics.path), () =>
      fail(500, AUTH_MESSAGES.serverError),
    ),
  },
  users: {
    ok: http.get(any(endpoints.agentUsers.path), ({ request }) =>
      ok(pageOfItems(agentUserFixtures, request, 10)),
    ),
    empty: http.get(any(endpoints.agentUsers.path), ({ request }) =>
      ok(pageOfItems([], request, 10)),
    ),
  },
  reviewAgentVersion: {
    ok: http.post(any(endpoints.reviewAgentVersion.path), () =>
      ok(developerAgentFixtures.approved),
    ),
  },
  lookup: {
    ok: http.post(any(endpoints.lookupUser.path), () =>
      ok({ userId: '44', name: '孙悦', mobile: '136****7788', email: 'sunyue@example.com' }),
    ),
    notFound: http.post(any(endpoints.lookupUser.path), () => fail(404, 'User not found')),
  },
  team: {
    ok: http.get(any(endpoints.team.path), () => ok({ members: teamMemberFixtures })),
    empty: http.get(any(endpoints.team.path), () => ok({ members: [] })),
    loading: http.get(any(endpoints.team.path), async () => {
      await delay('infinite');
      return ok(null);
    }),
    error: http.get(any(endpoints.team.path), () => fail(500, AUTH_MESSAGES.serverError)),
  },
  addMember: {
    ok: http.post(any(endpoints.addTeamMember.path), () =>
      ok({
        userId: '44',
        name: '孙悦',
        mobile: '136****7788',
        email: 'sunyue@example.com',
        agentIds: [],
        addedAt: '2026-11-22T03:00:00.000Z',
      }),
    ),
    notFound: http.post(any(endpoints.addTeamMember.path), () => fail(404, 'User not found')),
    already: http.post(any(endpoints.addTeamMember.path), () =>
      fail(409, 'This user is already a member of your team'),
    ),
  },
  authorize: {
    ok: http.put(any(endpoints.authorizeTeamMember.path), async ({ params, request }) => {
      const member =
        teamMemberFixtures.find((entry) => entry.userId === params.userId) ?? teamMemberFixtures[0];
      const body = (await request.json()) as { agentIds: string[] };
      return ok({ ...member, agentIds: body.agentIds });
    }),
  },
  removeMember: {
    ok: http.delete(any(endpoints.removeTeamMember.path), () => ok(null)),
  },
  /** the host-app user id the server looks up with a member's full mobile (else e-mail) */
  memberHostUserId: {
    ok: http.post(any(endpoints.teamMemberHostUserId.path), ({ params }) =>
      ok({ userId: `chainpal-${String(params.userId)}` }),
    ),
    loading: http.post(any(endpoints.teamMemberHostUserId.path), async () => {
      await delay('infinite');
      return ok(null);
    }),
    notFound: http.post(any(endpoints.teamMemberHostUserId.path), () =>
      fail(404, 'User not found'),
    ),
    noContact: http.post(any(endpoints.teamMemberHostUserId.path), () =>
      fail(
        409,
        'This member has neither a mobile number nor an e-mail',
        API_CODES.memberWithoutContact,
      ),
    ),
  },
  uploadImage: {
    ok: http.post(any(IMAGE_UPLOAD.path), async () => {
      await delay(300);
      return ok({ url: mockImageUrl('logo', 'N', 9), bytes: 48_213, type: 'image/png' });
    }),
    tooLarge: http.post(any(IMAGE_UPLOAD.path), () => fail(413, 'The image is larger than 2 MB')),
  },
};

export const knowledgeHandlers = {
  usage: {
    ok: http.get(any(endpoints.knowledgeUsage.path), () => ok(knowledgeUsageFixture)),
    full: http.get(any(endpoints.knowledgeUsage.path), () => ok(knowledgeUsageFullFixture)),
  },
  bases: {
    ok: http.get(any(endpoints.knowledgeBases.path), () => ok(knowledgeBaseFixtures)),
    empty: http.get(any(endpoints.knowledgeBases.path), () => ok([])),
    error: http.get(any(endpoints.knowledgeBases.path), () => fail(500, AUTH_MESSAGES.serverError)),
  },
  createBase: {
    ok: http.post(any(endpoints.createKnowledgeBase.path), async ({ request }) => {
      const body = (await request.json()) as { name: string; description?: string };
      return ok({
        ...knowledgeBaseFixtures[0],
        id: '99',
        name: body.name,
        description: body.description ?? '',
        documentCount: 0,
        bytes: 0,
      });
    }),
  },
  updateBase: {
    ok: http.patch(any(endpoints.updateKnowledgeBase.path), async ({ request }) => {
      const body = (await request.json()) as { name: string; description?: string };
      return ok({
        ...knowledgeBaseFixtures[0],
        name: body.name,
        description: body.description ?? '',
      });
    }),
  },
  deleteBase: {
    ok: http.delete(any(endpoints.deleteKnowledgeBase.path), () => ok(null)),
  },
  documents: {
    ok: http.get(any(endpoints.knowledgeDocuments.path), ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      const items = knowledgeDocumentFixtures.filter((document) => document.name.includes(q));
      return ok(pageOfItems(items, request, 20));
    }),
    empty: http.get(any(endpoints.knowledgeDocuments.path), ({ request }) =>
      ok(pageOfItems([], request, 20)),
    ),
    /** a fresh upload still being indexed beside the others */
    processing: http.get(any(endpoints.knowledgeDocuments.path), ({ request }) =>
      ok(
        pageOfItems(
          [
            {
              ...knowledgeDocumentFixtures[0],
              id: '14',
              name: '2026 价格表.xlsx',
              type: 'XLSX',
              bytes: 88_412,
              characters: 0,
              matchCount: 0,
              uploadedAt: '2026-11-04T08:00:00.000Z',
              status: 'processing',
              stage: 'indexing',
            },
            ...knowledgeDocumentFixtures,
          ],
          request,
          20,
        ),
      ),
    ),
  },
  document: {
    ok: http.get(any(endpoints.knowledgeDocument.path), ({ params }) =>
      ok(
        knowledgeDocumentFixtures.find((document) => document.id === params.documentId) ??
          knowledgeDocumentFixtures[0],
      ),
    ),
    /** still parsing, however often it is asked */
    parsing: http.get(any(endpoints.knowledgeDocument.path), () =>
      ok({
        ...knowledgeDocumentFixtures[0],
        status: 'processing',
        stage: 'parsing',
        characters: 0,
      }),
    ),
    /** ingest ended failed: the file is password-protected */
    failed: http.get(any(endpoints.knowledgeDocument.path), () =>
      ok({ ...knowledgeDocumentFixtures[2], id: knowledgeDocumentFixtures[0]?.id ?? '11' }),
    ),
  },
  chunks: {
    ok: http.get(any(endpoints.knowledgeChunks.path), ({ request }) =>
      ok(pageOfItems(knowledgeChunkFixtures, request, 20)),
    ),
  },
  setStatus: {
    ok: http.post(any(endpoints.setKnowledgeDocumentStatus.path), async ({ request }) => {
      const body = (await request.json()) as { enabled: boolean };
      return ok({
        ...knowledgeDocumentFixtures[0],
        status: body.enabled ? 'available' : 'disabled',
      });
    }),
  },
  rename: {
    ok: http.patch(any(endpoints.renameKnowledgeDocument.path), async ({ request }) => {
      const body = (await request.json()) as { name: string };
      return ok({ ...knowledgeDocumentFixtures[0], name: body.name });
    }),
  },
  deleteDocument: {
    ok: http.delete(any(endpoints.deleteKnowledgeDocument.path), () => ok(null)),
  },
  retry: {
    ok: http.post(any(endpoints.retryKnowledgeDocument.path), () =>
      ok({
        ...knowledgeDocumentFixtures[2],
        status: 'processing',
        stage: 'queued',
        failure: null,
        failureReason: null,
      }),
    ),
  },
  retrieve: {
    ok: http.post(any(endpoints.knowledgeRetrieval.path), () => ok({ hits: knowledgeHitFixtures })),
    empty: http.post(any(endpoints.knowledgeRetrieval.path), () => ok({ hits: [] })),
  },
  upload: {
    ok: http.post(any(KNOWLEDGE_UPLOAD.path), async () => {
      await delay(300);
      return ok({
        ...knowledgeDocumentFixtures[0],
        status: 'processing',
        stage: 'queued',
        characters: 0,
      });
    }),
    tooLarge: http.post(any(KNOWLEDGE_UPLOAD.path), () =>
      fail(413, 'The file is larger than 20 MB'),
    ),
    quotaExceeded: http.post(any(KNOWLEDGE_UPLOAD.path), () => fail(413, KNOWLEDGE_QUOTA_EXCEEDED)),
  },
};

export const feedbackHandlers = {
  smsCode: {
    ok: http.post(any(endpoints.requestSmsCode.path), () =>
      ok({ cooldownSeconds: SMS_CODE_COOLDOWN_SECONDS }),
    ),
    rateLimited: http.post(any(endpoints.requestSmsCode.path), () => fail(429, SMS_RATE_LIMITED)),
  },
  submit: {
    ok: http.post(any(endpoints.submitFeedback.path), async () => {
      await delay(200);
      return ok({ id: '501', createdAt: '2026-11-22T09:01:00.000Z' });
    }),
    wrongCode: http.post(any(endpoints.submitFeedback.path), () =>
      HttpResponse.json(
        { code: 400, msg: SMS_CODE_WRONG, fields: { smsCode: SMS_CODE_WRONG } },
        { status: 400 },
      ),
    ),
    error: http.post(any(endpoints.submitFeedback.path), () =>
      fail(500, AUTH_MESSAGES.serverError),
    ),
  },
  list: {
    ok: http.get(any(endpoints.adminFeedback.path), ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      const items = feedbackFixtures.filter((item) =>
        [item.company, item.contactName, item.details].some((text) => text.includes(q)),
      );
      return ok(pageOfItems(items, request, 20));
    }),
    error: http.get(any(endpoints.adminFeedback.path), () => fail(500, AUTH_MESSAGES.serverError)),
  },
};

/** the language a call asked for (SPEC §7: the X-Language header) */
const languageOf = (request: Request) =>
  request.headers.get('x-language') === 'en' ? ('en' as const) : ('zh' as const);

export const planHandlers = {
  packages: {
    ok: http.get(any(endpoints.packageList.path), ({ request }) =>
      ok(packageFixtures[languageOf(request)]),
    ),
    error: http.get(any(endpoints.packageList.path), () => fail(500, AUTH_MESSAGES.serverError)),
    /** never answers: the loading state */
    loading: http.get(any(endpoints.packageList.path), async () => {
      await delay('infinite');
      return ok([]);
    }),
  },
  quote: {
    ok: http.get(any(endpoints.purchaseQuote.path), ({ request }) => {
      const params = new URL(request.url).searchParams;
      const quote = quoteFixture(params.get('planId') ?? '', Number(params.get('months') ?? 1));
      return quote ? ok(quote) : fail(404, 'This plan does not exist');
    }),
  },
  subscription: {
    free: http.get(any(endpoints.mySubscription.path), () => ok(freeSubscriptionFixture)),
    premium: http.get(any(endpoints.mySubscription.path), () => ok(premiumSubscriptionFixture)),
  },
  create: {
    ok: http.post(any(endpoints.createPayment.path), async ({ request }) => {
      const body = (await request.json()) as {
        months: number;
        method: 'chat_wallet' | 'pay_wallet';
      };
      await delay(200);
      const quote = quoteFixture('agent-premium', body.months);
      return ok({
        ...paymentFixtures.waiting,
        order: {
          ...pendingOrderFixture,
          months: body.months,
          amount: quote?.totalPrice ?? pendingOrderFixture.amount,
          method: body.method,
        },
      });
    }),
    /** never answers: the QR is being generated */
    generating: http.post(any(endpoints.createPayment.path), async () => {
      await delay('infinite');
      return ok(paymentFixtures.waiting);
    }),
  },
  payment: {
    waiting: http.get(any(endpoints.payment.path), () => ok(paymentFixtures.waiting)),
    expired: http.get(any(endpoints.payment.path), () => ok(paymentFixtures.expired)),
    declined: http.get(any(endpoints.payment.path), () => ok(paymentFixtures.declined)),
    completed: http.get(any(endpoints.payment.path), () => ok(paymentFixtures.completed)),
    cancelled: http.get(any(endpoints.payment.path), () => ok(paymentFixtures.cancelled)),
  },
  refresh: {
    ok: http.post(any(endpoints.refreshPaymentQr.path), () => ok(paymentFixtures.waiting)),
  },
  cancel: {
    ok: http.post(any(endpoints.cancelPayment.path), () => ok(paymentFixtures.cancelled)),
  },
  orders: {
    /** the buyer's orders, by state and plan when asked (as the server does) */
    ok: http.get(any(endpoints.myOrders.path), ({ request }) => {
      const url = new URL(request.url);
      const status = url.searchParams.get('status');
      const planId = url.searchParams.get('planId');
      const items = [
        { ...paymentFixtures.waiting.order, id: '7002', orderNumber: 'LG20261122-007002' },
        paymentFixtures.completed.order,
      ].filter(
        (order) => (!status || order.status === status) && (!planId || order.planId === planId),
      );
      return ok(pageOfItems(items, request, 20));
    }),
    /** a buyer without orders (nothing pending to resume) */
    none: http.get(any(endpoints.myOrders.path), ({ request }) => ok(pageOfItems([], request, 20))),
  },
  notify: {
    ok: http.post(any(endpoints.paymentNotify.path), () => ok({ outcome: 'paid' })),
  },
};

/** a queue over rows: status, keyword, oldest or newest first, pages (as the server does) */
function queue<T extends { status: string; submittedAt: string }>(
  rows: T[],
  request: Request,
  text: (row: T) => string,
) {
  const url = new URL(request.url);
  const status = url.searchParams.get('status');
  const q = url.searchParams.get('q')?.trim().toLowerCase();
  const newest = url.searchParams.get('sort') === 'newest';
  const items = rows
    .filter(
      (row) => (!status || row.status === status) && (!q || text(row).toLowerCase().includes(q)),
    )
    .sort((a, b) => (newest ? -1 : 1) * a.submittedAt.localeCompare(b.submittedAt));
  return pageOfItems(items, request, 20);
}

/** the legion queue as the server filters it: pending unless asked, names or developer, days */
function legionQueue(request: Request) {
  const url = new URL(request.url);
  const status = url.searchParams.get('status') ?? 'pending';
  const q = url.searchParams.get('q')?.trim().toLowerCase();
  const from = url.searchParams.get('from');
  const to = url.searchParams.get('to');
  return legionReviewItemFixtures
    .filter((item) => {
      const day = item.submittedAt.slice(0, 10);
      return (
        (status === 'all' || item.status === status) &&
        (!q ||
          [item.nameZh, item.nameEn, item.developerName].join(' ').toLowerCase().includes(q)) &&
        (!from || day >= from) &&
        (!to || day <= to)
      );
    })
    .sort((a, b) => a.submittedAt.localeCompare(b.submittedAt));
}

function orderList(request: Request) {
  const url = new URL(request.url);
  const status = url.searchParams.get('status');
  const q = url.searchParams.get('q')?.trim().toLowerCase();
  const items = orderFixtures.filter(
    (order) =>
      (!status || order.status === status) &&
      (!q ||
        [order.orderNumber, order.userName, order.userPhone, order.agentName].some((text) =>
          text.toLowerCase().includes(q),
        )),
  );
  const sum = (list: typeof items) =>
    Math.round(list.reduce((total, order) => total + order.amount, 0) * 100) / 100;
  return {
    ...pageOfItems(items, request, 20),
    totals: {
      count: items.length,
      amount: sum(items),
      paidAmount: sum(
        items.filter((order) => order.status === 'paid' || order.status === 'completed'),
      ),
    },
  };
}

const CONFLICT = 'This application has already been reviewed';

export const adminHandlers = {
  counts: {
    ok: http.get(any(endpoints.adminReviewCounts.path), () => ok(reviewCountsFixture)),
    none: http.get(any(endpoints.adminReviewCounts.path), () =>
      ok({ applications: 0, agents: 0, legions: 0, overdueApplications: 0, overdueAgents: 0 }),
    ),
  },
  applications: {
    ok: http.get(any(endpoints.adminApplications.path), ({ request }) =>
      ok(
        queue(applicationRowFixtures, request, (row) =>
          [row.developerName, row.companyName, row.mobile].join(' '),
        ),
      ),
    ),
    empty: http.get(any(endpoints.adminApplications.path), ({ request }) =>
      ok(pageOfItems([], request, 20)),
    ),
    loading: http.get(any(endpoints.adminApplications.path), async () => {
      await delay('infinite');
      return ok(null);
    }),
    error: http.get(any(endpoints.adminApplications.path), () =>
      fail(500, AUTH_MESSAGES.serverError),
    ),
  },
  application: {
    pending: http.get(any(endpoints.adminApplication.path), () =>
      ok(applicationReviewFixture('pending')),
    ),
    approved: http.get(any(endpoints.adminApplication.path), () =>
      ok({ ...applicationReviewFixture('approved'), overdue: false }),
    ),
    rejected: http.get(any(endpoints.adminApplication.path), () =>
      ok({ ...applicationReviewFixture('rejected'), overdue: false }),
    ),
    notFound: http.get(any(endpoints.adminApplication.path), () => fail(404, 'Not found')),
    loading: http.get(any(endpoints.adminApplication.path), async () => {
      await delay('infinite');
      return ok(null);
    }),
  },
  revealApplication: {
    ok: http.post(any(endpoints.revealApplicationField.path), async ({ request }) => {
      const { field } = (await request.json()) as { field: 'mobile' | 'idCardNumber' };
      return ok({ field, value: field === 'mobile' ? '13700001207' : '11010519491231002X' });
    }),
  },
  reviewApplication: {
    ok: http.post(any(endpoints.reviewDeveloperApplication.path), async ({ request }) => {
      const { decision, comment } = (await request.json()) as {
        decision: string;
        comment?: string;
      };
      const status = decision === 'approve' ? 'approved' : 'rejected';
      return ok({
        ...developerApplicationFixture(status),
        reviewOpinion: comment ?? '',
        rejectionReason: status === 'rejected' ? (comment ?? '') : '',
      });
    }),
    /** another admin rejected it first: the 409 says who, when and what */
    conflict: http.post(any(endpoints.reviewDeveloperApplication.path), () =>
      HttpResponse.json(
        { code: 409, msg: CONFLICT, decided: reviewOutcomeFixture('rejected') },
        { status: 409 },
      ),
    ),
  },
  agentVersions: {
    ok: http.get(any(endpoints.adminAgentVersions.path), ({ request }) =>
      ok(
        queue(agentVersionRowFixtures, request, (row) =>
          [row.nameZh, row.nameEn, row.company, row.developerName].join(' '),
        ),
      ),
    ),
    empty: http.get(any(endpoints.adminAgentVersions.path), ({ request }) =>
      ok(pageOfItems([], request, 20)),
    ),
    error: http.get(any(endpoints.adminAgentVersions.path), () =>
      fail(500, AUTH_MESSAGES.serverError),
    ),
  },
  agentVersion: {
    update: http.get(any(endpoints.adminAgentVersion.path), () => ok(agentVersionReviewFixture())),
    first: http.get(any(endpoints.adminAgentVersion.path), () => ok(newAgentReviewFixture())),
    notFound: http.get(any(endpoints.adminAgentVersion.path), () => fail(404, 'Not found')),
  },
  revealAgentVersion: {
    ok: http.post(any(endpoints.revealAgentVersionField.path), () =>
      ok({ field: 'idCardNumber', value: '11010519491231002X' }),
    ),
  },
  reviewAgentVersion: {
    ok: http.post(any(endpoints.reviewAgentVersion.path), () =>
      ok(developerAgentFixtures.updating),
    ),
    /** another admin approved it first: the 409 says who, when and what */
    conflict: http.post(any(endpoints.reviewAgentVersion.path), () =>
      HttpResponse.json(
        {
          code: 409,
          msg: 'This version has already been reviewed',
          decided: reviewOutcomeFixture('approved'),
        },
        { status: 409 },
      ),
    ),
  },
  orders: {
    ok: http.get(any(endpoints.adminOrders.path), ({ request }) => ok(orderList(request))),
    empty: http.get(any(endpoints.adminOrders.path), ({ request }) =>
      ok({ ...pageOfItems([], request, 20), totals: { count: 0, amount: 0, paidAmount: 0 } }),
    ),
    loading: http.get(any(endpoints.adminOrders.path), async () => {
      await delay('infinite');
      return ok(null);
    }),
    error: http.get(any(endpoints.adminOrders.path), () => fail(500, AUTH_MESSAGES.serverError)),
  },
  order: {
    ok: http.get(any(endpoints.adminOrder.path), ({ params }) => {
      const found = orderFixtures.find((order) => order.id === params.id);
      return found ? ok(found) : fail(404, 'Order not found');
    }),
    notFound: http.get(any(endpoints.adminOrder.path), () => fail(404, 'Order not found')),
  },
  exportOrders: {
    ok: http.get(
      any(ORDER_EXPORT_PATH),
      () =>
        new HttpResponse('\uFEFF订单号,金额\nLG202611220000,18.80\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="orders.csv"',
          },
        }),
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
  chatHandlers.conversation.ok,
  chatHandlers.clear.ok,
  chatHandlers.stream.ok,
  legionHandlers.list.ok,
  legionHandlers.detail.ok,
  legionHandlers.mine.ok,
  legionHandlers.one.ok,
  legionHandlers.choices.ok,
  legionHandlers.create.ok,
  legionHandlers.update.ok,
  legionHandlers.reviewQueue.ok,
  legionHandlers.review.ok,
  legionHandlers.run.ok,
  legionHandlers.testRun.ok,
  developerHandlers.application.pending,
  developerHandlers.submitApplication.ok,
  developerHandlers.reviewApplication.ok,
  developerHandlers.home.ok,
  developerHandlers.agents.ok,
  developerHandlers.agent.ok,
  developerHandlers.create.ok,
  developerHandlers.update.ok,
  developerHandlers.rotateSecret.ok,
  developerHandlers.statistics.ok,
  developerHandlers.users.ok,
  developerHandlers.reviewAgentVersion.ok,
  developerHandlers.lookup.ok,
  developerHandlers.team.ok,
  developerHandlers.addMember.ok,
  developerHandlers.authorize.ok,
  developerHandlers.removeMember.ok,
  developerHandlers.memberHostUserId.ok,
  developerHandlers.uploadImage.ok,
  mediaHandlers.mock,
  adminHandlers.counts.ok,
  adminHandlers.applications.ok,
  adminHandlers.application.pending,
  adminHandlers.revealApplication.ok,
  adminHandlers.agentVersions.ok,
  adminHandlers.agentVersion.update,
  adminHandlers.revealAgentVersion.ok,
  adminHandlers.orders.ok,
  adminHandlers.order.ok,
  adminHandlers.exportOrders.ok,
  knowledgeHandlers.usage.ok,
  knowledgeHandlers.bases.ok,
  knowledgeHandlers.createBase.ok,
  knowledgeHandlers.updateBase.ok,
  knowledgeHandlers.deleteBase.ok,
  knowledgeHandlers.documents.ok,
  knowledgeHandlers.document.ok,
  knowledgeHandlers.chunks.ok,
  knowledgeHandlers.setStatus.ok,
  knowledgeHandlers.rename.ok,
  knowledgeHandlers.deleteDocument.ok,
  knowledgeHandlers.retry.ok,
  knowledgeHandlers.retrieve.ok,
  knowledgeHandlers.upload.ok,
  planHandlers.packages.ok,
  planHandlers.quote.ok,
  planHandlers.subscription.free,
  planHandlers.create.ok,
  planHandlers.payment.waiting,
  planHandlers.refresh.ok,
  planHandlers.cancel.ok,
  planHandlers.orders.ok,
  planHandlers.notify.ok,
  feedbackHandlers.smsCode.ok,
  feedbackHandlers.submit.ok,
  feedbackHandlers.list.ok,
];
