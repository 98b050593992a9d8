/**
 * Legions on a real server, with the built-in agents as members (real HTTP services on the
 * same server): composing with its checks, a test run step by step, review and publishing,
 * the public list and a run by a user, and what a router that does not route does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILTIN_AGENTS } from '../src/builtin-agents/catalog.ts';
import { call, postStream, signIn, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
let developer = '';
let user = '';
let admin = '';
let utility = '';
let answerer = '';
let dispatcher = '';

const run = (path: string, body: unknown, token: string) => postStream(server, path, body, token);

const form = () => ({
  nameZh: '算完再说',
  nameEn: 'Calculate, then explain',
  descriptionZh: '先计算，再由知识问答说明。',
  descriptionEn: 'Calculates first, then the answerer explains.',
  flow: 'sequence',
  members: [
    { agentId: utility, role: '计算员', instructions: '只做计算' },
    { agentId: answerer, role: '讲解员', instructions: '' },
  ],
  routerAgentId: null,
});

beforeAll(async () => {
  server = await startTestServer();
  [developer, user, admin] = await Promise.all([
    signIn(server, 'developer'),
    signIn(server, 'user'),
    signIn(server, 'admin'),
  ]);
  const keys = BUILTIN_AGENTS.map((agent) => agent.agentKey);
  const rows = await server.db.query<{ id: string; agent_key: string }>(
    `select id::text as id, agent_key from agents where agent_key in ($1, $2, $3)`,
    keys,
  );
  answerer = rows.find((row) => row.agent_key === keys[0])?.id ?? '';
  utility = rows.find((row) => row.agent_key === keys[1])?.id ?? '';
  dispatcher = rows.find((row) => row.agent_key === keys[2])?.id ?? '';
  expect(answerer && utility && dispatcher).toBeTruthy();
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('composing a legion', () => {
  it('is for developers: 401 for a visitor, 403 for a user', async () => {
    expect((await call(server, '/api/developer/legions', { body: form() })).status).toBe(401);
    expect(
      (await call(server, '/api/developer/legions', { body: form(), token: user })).status,
    ).toBe(403);
  });

  it('checks the flow: two to five members, each once, a router for the router flow', async () => {
    const one = await call(server, '/api/developer/legions', {
      token: developer,
      body: { ...form(), members: form().members.slice(0, 1) },
    });
    expect(one.status).toBe(400);
    const twice = await call(server, '/api/developer/legions', {
      token: developer,
      body: { ...form(), members: [form().members[0], form().members[0]] },
    });
    expect(twice.status).toBe(400);
    const noRouter = await call(server, '/api/developer/legions', {
      token: developer,
      body: { ...form(), flow: 'router' },
    });
    expect(noRouter.status).toBe(400);
    expect(noRouter.body.fields.routerAgentId).toBeTruthy();
    const unknown = await call(server, '/api/developer/legions', {
      token: developer,
      body: {
        ...form(),
        members: [...form().members, { agentId: '999999', role: '路人', instructions: '' }],
      },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('You can only use your own agents or agents on the market');
  });

  it('offers the developer’s own agents and those on the market', async () => {
    const choices = await call(server, '/api/developer/legion-agents', { token: developer });
    expect(choices.status).toBe(200);
    const ids = choices.body.data.items.map((item: { agentId: string }) => item.agentId);
    expect(ids).toEqual(expect.arrayContaining([utility, answerer]));
  });
});

describe('a legion from test run to a user’s run', () => {
  let legionId = '';

  it('test-runs a draft in sequence: each step’s input, output and time', async () => {
    const answer = await run(
      '/api/developer/legions/test-run',
      { message: '帮我算一下 (3 + 4) * 5', flow: form() },
      developer,
    );
    expect(answer.status).toBe(200);
    const done = answer.events.at(-1);
    expect(done?.type).toBe('done');
    expect(done?.data.status).toBe('complete');
    const [first, second] = done?.data.steps ?? [];
    expect(first).toMatchObject({
      kind: 'member',
      agentId: utility,
      role: '计算员',
      status: 'complete',
    });
    expect(first.input).toBe('帮我算一下 (3 + 4) * 5');
    expect(first.output).toContain('35');
    expect(second).toMatchObject({ agentId: answerer, role: '讲解员', status: 'complete' });
    expect(second.input).toContain('上一步（计算员）的结果');
    expect(second.input).toContain('35');
    expect(done?.data.answer).toBe(second.output);
    for (const step of done?.data.steps ?? []) expect(step.durationMs).toBeGreaterThanOrEqual(0);
    expect(answer.events.filter((event) => event.type === 'step')).toHaveLength(2);
    expect(answer.events.some((event) => event.type === 'delta')).toBe(true);
    // a user may not test-run
    expect(
      (await run('/api/developer/legions/test-run', { message: 'x', flow: form() }, user)).status,
    ).toBe(403);
  });

  it('is submitted, waits for review, and is published once approved', async () => {
    const created = await call(server, '/api/developer/legions', {
      token: developer,
      body: form(),
    });
    expect(created.status).toBe(200);
    legionId = created.body.data.id;
    expect(created.body.data).toMatchObject({ status: 'pending', published: false, live: null });
    expect(created.body.data.latest.members.map((m: { nameZh: string }) => m.nameZh)).toHaveLength(
      2,
    );
    expect((await call(server, `/api/legions/${legionId}`)).status).toBe(404);

    const queue = await call(server, '/api/admin/legion-versions', { token: admin });
    const item = queue.body.data.items.find(
      (entry: { legionId: string }) => entry.legionId === legionId,
    );
    expect(item).toBeTruthy();
    expect((await call(server, '/api/admin/legion-versions', { token: developer })).status).toBe(
      403,
    );
    // the admin sidebar's badge counts it while it waits
    const pendingLegions = async () =>
      (await call(server, '/api/admin/review-counts', { token: admin })).body.data.legions;
    const waiting = await pendingLegions();
    expect(waiting).toBe(
      queue.body.data.items.filter((entry: { status: string }) => entry.status === 'pending')
        .length,
    );

    const rejected = await call(server, `/api/admin/legion-versions/${item.id}/review`, {
      token: admin,
      body: { decision: 'reject', comment: '请写清楚每一步做什么' },
    });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', published: false });
    expect(rejected.body.data.latest.reviewComment).toBe('请写清楚每一步做什么');
    expect(await pendingLegions()).toBe(waiting - 1);

    const resubmitted = await call(server, `/api/developer/legions/${legionId}`, {
      method: 'PUT',
      token: developer,
      body: { ...form(), descriptionZh: '第一步计算，第二步讲解。' },
    });
    expect(resubmitted.body.data).toMatchObject({ status: 'pending' });
    const again = (
      await call(server, '/api/admin/legion-versions', { token: admin })
    ).body.data.items.find((entry: { legionId: string }) => entry.legionId === legionId);
    const approved = await call(server, `/api/admin/legion-versions/${again.id}/review`, {
      token: admin,
      body: { decision: 'approve' },
    });
    expect(approved.body.data).toMatchObject({ status: 'approved', published: true });
    expect(approved.body.data.live.descriptionZh).toBe('第一步计算，第二步讲解。');

    const list = await call(server, '/api/legions?q=算完');
    expect(list.body.data.items.map((entry: { id: string }) => entry.id)).toEqual([legionId]);
    const card = (await call(server, `/api/legions/${legionId}`)).body.data;
    expect(card.members.map((m: { role: string }) => m.role)).toEqual(['计算员', '讲解员']);
    expect(card).not.toHaveProperty('members.0.instructions');
  });

  it('a user runs it; the run and each agent’s use are counted', async () => {
    const uses = async () =>
      Number(
        (
          await server.db.query<{ count: string }>(
            `select count(*)::text as count from agent_events where kind = 'use' and agent_id in ($1, $2)`,
            [utility, answerer],
          )
        )[0]?.count,
      );
    const before = await uses();
    const answer = await run(`/api/legions/${legionId}/run`, { message: '12 / 4 等于几' }, user);
    expect(answer.status).toBe(200);
    expect(answer.events.at(-1)?.data).toMatchObject({ status: 'complete' });
    expect(answer.events.at(-1)?.data.steps[0].output).toContain('3');
    expect(await uses()).toBe(before + 2);
    expect((await call(server, `/api/legions/${legionId}`)).body.data.runCount).toBe(1);
    // a visitor must sign in; an unknown legion is 404
    expect(
      (await fetch(`${server.url}/api/legions/${legionId}/run`, { method: 'POST' })).status,
    ).toBe(401);
    expect((await run('/api/legions/999999/run', { message: 'x' }, user)).status).toBe(404);
  });

  it('is not approved while a member is off the market', async () => {
    const created = await call(server, '/api/developer/legions', {
      token: developer,
      body: { ...form(), nameZh: '下架测试' },
    });
    await server.db.query('update agents set published = false where id = $1', [utility]);
    try {
      const item = (
        await call(server, '/api/admin/legion-versions', { token: admin })
      ).body.data.items.find(
        (entry: { legionId: string }) => entry.legionId === created.body.data.id,
      );
      const refused = await call(server, `/api/admin/legion-versions/${item.id}/review`, {
        token: admin,
        body: { decision: 'approve' },
      });
      expect(refused.status).toBe(409);
    } finally {
      await server.db.query('update agents set published = true where id = $1', [utility]);
    }
  });
});

describe('a router flow', () => {
  it('the dispatcher hands each request to the member whose role fits it', async () => {
    const flow = {
      ...form(),
      flow: 'router',
      routerAgentId: dispatcher,
      members: [
        { agentId: answerer, role: '知识问答', instructions: '回答员工手册、年假、报销等制度问题' },
        {
          agentId: utility,
          role: '计算换算',
          instructions: '计算算式，换算公里、英里、千克、磅等单位',
        },
      ],
    };
    const toUtility = await run(
      '/api/developer/legions/test-run',
      { message: '10 公里等于多少英里', flow },
      developer,
    );
    const done = toUtility.events.at(-1)?.data;
    expect(done.status).toBe('complete');
    expect(
      done.steps.map((step: { kind: string; agentId: string }) => [step.kind, step.agentId]),
    ).toEqual([
      ['route', dispatcher],
      ['member', utility],
    ]);
    expect(done.steps[0].output).toContain('计算换算');
    expect(done.answer).toContain('英里');
    const toAnswerer = await run(
      '/api/developer/legions/test-run',
      { message: '年假有几天？', flow },
      developer,
    );
    expect(toAnswerer.events.at(-1)?.data.steps[1].agentId).toBe(answerer);
  });

  it('fails at the route step when the router names no member, and says why', async () => {
    const answer = await run(
      '/api/developer/legions/test-run',
      {
        message: '1 + 1',
        flow: { ...form(), flow: 'router', routerAgentId: utility },
      },
      developer,
    );
    const done = answer.events.at(-1)?.data;
    expect(done.status).toBe('failed');
    expect(done.steps).toHaveLength(1);
    expect(done.steps[0]).toMatchObject({ kind: 'route', status: 'failed', failure: 'invalid' });
  });
});

describe('the review queue’s filters', () => {
  // three submissions on three days: the first waits, the second is rejected, the third approved
  const days = ['2026-03-02', '2026-03-03', '2026-03-04'];
  const names = [
    ['筛选甲', 'Filter Alpha'],
    ['筛选乙', 'Filter Beta'],
    ['筛选丙', 'Filter Gamma'],
  ] as const;
  let versionIds: string[] = [];
  type Item = { id: string; status: string; developerName: string };
  const queue = async (query: string) => {
    const answer = await call(server, `/api/admin/legion-versions?${query}`, { token: admin });
    expect(answer.status, query).toBe(200);
    return answer.body.data.items as Item[];
  };
  const ids = (items: Item[]) => items.map((item) => item.id);

  beforeAll(async () => {
    versionIds = [];
    for (const [index, [nameZh, nameEn]] of names.entries()) {
      const created = await call(server, '/api/developer/legions', {
        token: developer,
        body: { ...form(), nameZh, nameEn },
      });
      expect(created.status).toBe(200);
      const versionId = created.body.data.latest.id as string;
      await server.db.query(
        'update legion_versions set submitted_at = $2::timestamptz where id = $1::bigint',
        [versionId, `${days[index]}T09:00:00.000Z`],
      );
      versionIds.push(versionId);
    }
    const [, second, third] = versionIds;
    const decide = (id: string | undefined, body: unknown) =>
      call(server, `/api/admin/legion-versions/${id}/review`, { token: admin, body });
    expect((await decide(second, { decision: 'reject', comment: '请写清楚分工' })).status).toBe(
      200,
    );
    expect((await decide(third, { decision: 'approve' })).status).toBe(200);
  });

  it('shows pending ones by default, one status when asked, and every status with all', async () => {
    const q = `q=${encodeURIComponent('筛选')}`;
    expect(ids(await queue(q))).toEqual([versionIds[0]]);
    expect(ids(await queue(`${q}&status=rejected`))).toEqual([versionIds[1]]);
    expect(ids(await queue(`${q}&status=approved`))).toEqual([versionIds[2]]);
    const all = await queue(`${q}&status=all`);
    expect(ids(all)).toEqual(versionIds);
    expect(all.map((item) => item.status)).toEqual(['pending', 'rejected', 'approved']);
  });

  it('finds by either name, whatever the case, and by the developer', async () => {
    expect(ids(await queue(`status=all&q=${encodeURIComponent('filter beta')}`))).toEqual([
      versionIds[1],
    ]);
    expect(ids(await queue(`status=all&q=${encodeURIComponent('  筛选丙 ')}`))).toEqual([
      versionIds[2],
    ]);
    const [first] = await queue(`status=all&q=${encodeURIComponent('筛选甲')}`);
    const byDeveloper = await queue(
      `status=all&q=${encodeURIComponent(first?.developerName ?? '?')}`,
    );
    expect(ids(byDeveloper)).toEqual(expect.arrayContaining(versionIds));
    expect(await queue(`status=all&q=${encodeURIComponent('没有这样的军团')}`)).toEqual([]);
  });

  it('filters by submit day, both ends included', async () => {
    const q = `status=all&q=${encodeURIComponent('筛选')}`;
    expect(ids(await queue(`${q}&from=${days[1]}&to=${days[1]}`))).toEqual([versionIds[1]]);
    expect(ids(await queue(`${q}&from=${days[1]}`))).toEqual(versionIds.slice(1));
    expect(ids(await queue(`${q}&to=${days[1]}`))).toEqual(versionIds.slice(0, 2));
  });

  it('refuses a start after the end, a day that does not exist and an unknown status', async () => {
    const backwards = await call(
      server,
      `/api/admin/legion-versions?from=${days[2]}&to=${days[0]}`,
      { token: admin },
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.fields).toEqual({
      from: 'The start date must not be after the end date',
    });
    const noSuchDay = await call(server, '/api/admin/legion-versions?to=2026-02-30', {
      token: admin,
    });
    expect(noSuchDay.status).toBe(400);
    expect(noSuchDay.body.fields).toEqual({ to: 'a date like 2026-01-31' });
    const unknown = await call(server, '/api/admin/legion-versions?status=everything', {
      token: admin,
    });
    expect(unknown.status).toBe(400);
  });
});

describe('the seeded platform', () => {
  it('has one published legion, made of the built-in agents', async () => {
    const list = await call(server, '/api/legions?q=Service%20Desk');
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.data.items).toHaveLength(1);
    const card = (await call(server, `/api/legions/${list.body.data.items[0].id}`)).body.data;
    expect(card).toMatchObject({ nameZh: '服务台', nameEn: 'Service Desk', flow: 'router' });
    expect(card.members.map((member: { role: string }) => member.role)).toEqual([
      '资料查询',
      '计算换算',
    ]);
  });
});
