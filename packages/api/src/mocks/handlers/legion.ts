/** MSW handlers of legions: the public lists, the developer’s, their review queue, runs and test runs. */
import { delay, type HttpResponse, http } from 'msw';
import { AUTH_MESSAGES } from '../../codes.ts';
import { endpoints } from '../../endpoints.ts';
import {
  LEGION_AGENT_NOT_ALLOWED,
  LEGION_NOT_FOUND,
  LEGION_RUN,
  type LegionCard,
  type LegionRunEventType,
  type LegionStep,
} from '../../legion.ts';
import {
  developerLegionFixtures,
  legionAgentChoiceFixtures,
  legionCardFixtures,
  legionReviewItemFixtures,
  legionRunStepFixtures,
} from '../legion-fixtures.ts';
import { any, eventStream, fail, ok, type StreamStep } from './shared.ts';

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
  return eventStream(events as unknown as StreamStep[]);
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
  return eventStream(events as unknown as StreamStep[]);
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
