/** MSW handlers of the developer console: certification, agents, statistics, team, image uploads. */
import { delay, HttpResponse, http } from 'msw';
import { API_CODES, AUTH_MESSAGES } from '../../codes.ts';
import { IMAGE_UPLOAD } from '../../developer.ts';
import { endpoints } from '../../endpoints.ts';
import {
  AGENT_SECRET_FIXTURE,
  agentCallFixtures,
  agentCardFixture,
  agentCheckFixtures,
  agentStatisticsFixture,
  agentTestFixtures,
  agentUserFixtures,
  developerAgentFixtures,
  developerAgentList,
  developerApplicationFixture,
  developerHomeFixture,
  mockImageUrl,
  teamMemberFixtures,
} from '../developer-fixtures.ts';
import { any, fail, ok, pageOfItems } from './shared.ts';

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
      // saved as a draft; the key typed is never answered, only that one is saved
      const { apiKey, ...body } = (await request.json()) as Record<string, string>;
      const draft = developerAgentFixtures.draft;
      const latest = { ...draft.latest, ...body, apiKeySet: Boolean(apiKey) };
      return ok({
        agent: {
          ...draft,
          category: body.category ?? draft.category,
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
      // the agent's id in the body is not the version's
      const {
        apiKey,
        addressedPoints,
        id: _agentId,
        ...body
      } = (await request.json()) as Record<string, string> & { addressedPoints?: string[] };
      const apiKeySet = Boolean(apiKey) || found.latest.apiKeySet;
      const fields = { ...body, apiKeySet, submittedAt: '2026-11-22T03:00:00.000Z' };
      // a draft is saved again as it is
      if (found.latest.status === 'draft') {
        const latest = { ...found.latest, ...fields };
        return ok({ ...found, latest, versions: [latest, ...found.versions.slice(1)] });
      }
      // anything else: the next version, saved as a draft; a rejection's points marked fixed
      const latest = {
        ...found.latest,
        ...fields,
        id: '399',
        status: 'draft' as const,
        reviewComment: '',
        reviewerName: null,
        reviewedAt: null,
        points: [],
        expectedDecisionAt: null,
      };
      const versions = found.versions.map((version, index) =>
        index === 0 && version.status === 'rejected'
          ? {
              ...version,
              points: version.points.map((point) => ({
                ...point,
                addressed: (addressedPoints ?? []).includes(point.id),
              })),
            }
          : version,
      );
      return ok({ ...found, latest, versions: [latest, ...versions] });
    }),
    conflict: http.put(any(endpoints.updateAgent.path), () =>
      fail(409, 'This agent has a version under review'),
    ),
  },
  calls: {
    ok: http.get(any(endpoints.agentCalls.path), ({ request }) => {
      const kind = new URL(request.url).searchParams.get('kind');
      const items = agentCallFixtures.filter((call) => !kind || call.kind === kind);
      return ok(pageOfItems(items, request, 20));
    }),
    empty: http.get(any(endpoints.agentCalls.path), ({ request }) =>
      ok(pageOfItems([], request, 20)),
    ),
  },
  submit: {
    ok: http.post(any(endpoints.submitAgent.path), ({ params }) => {
      const found = developerAgentById(params.id) ?? developerAgentFixtures.draft;
      const latest = {
        ...found.latest,
        status: 'pending' as const,
        submittedAt: '2026-11-24T02:00:00.000Z',
        expectedDecisionAt: '2026-12-03T02:00:00.000Z',
      };
      // a live agent stays approved while its next version is reviewed
      return ok({
        ...found,
        status: found.live ? found.status : 'pending',
        latest,
        versions: [latest, ...found.versions.slice(1)],
      });
    }),
    conflict: http.post(any(endpoints.submitAgent.path), () =>
      fail(409, '这个智能体没有待提交的草稿'),
    ),
  },
  test: {
    ok: http.post(any(endpoints.testAgent.path), () => ok(agentTestFixtures.complete)),
    signed: http.post(any(endpoints.testAgent.path), () => ok(agentTestFixtures.signed)),
    refused: http.post(any(endpoints.testAgent.path), () => ok(agentTestFixtures.refused)),
    /** the hour's test calls are used up */
    limited: http.post(any(endpoints.testAgent.path), () => fail(429, '测试次数过多，请稍后再试')),
    /** never answers: the console waits */
    pending: http.post(any(endpoints.testAgent.path), () => delay('infinite')),
  },
  checks: {
    /** no report yet; checking answers the passing one */
    none: [
      http.get(any(endpoints.agentChecks.path), () => ok({ report: null })),
      http.post(any(endpoints.runAgentChecks.path), () => ok(agentCheckFixtures.passed)),
    ],
    passed: [
      http.get(any(endpoints.agentChecks.path), () => ok({ report: agentCheckFixtures.passed })),
      http.post(any(endpoints.runAgentChecks.path), () => ok(agentCheckFixtures.passed)),
    ],
    failed: [
      http.get(any(endpoints.agentChecks.path), () => ok({ report: agentCheckFixtures.failed })),
      http.post(any(endpoints.runAgentChecks.path), () => ok(agentCheckFixtures.failed)),
    ],
    /** the checks never finish: the page shows them running */
    running: [
      http.get(any(endpoints.agentChecks.path), () => ok({ report: null })),
      http.post(any(endpoints.runAgentChecks.path), () => delay('infinite')),
    ],
    limited: [
      http.get(any(endpoints.agentChecks.path), () => ok({ report: null })),
      http.post(any(endpoints.runAgentChecks.path), () => fail(429, '测试次数过多，请稍后再试')),
    ],
  },
  card: {
    ok: http.post(any(endpoints.readAgentCard.path), () => ok(agentCardFixture)),
    notFound: http.post(any(endpoints.readAgentCard.path), () =>
      fail(422, '这个地址读不到智能体名片'),
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
        quality: {
          ...full.quality,
          calls: 0,
          failed: 0,
          errorRate: null,
          firstEventP50Ms: null,
          firstEventP95Ms: null,
        },
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
