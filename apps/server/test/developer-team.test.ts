import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  API_CODES,
  developerAgentPageSchema,
  developerHomeSchema,
  PROVIDER_HEADERS,
  TEAM_MAX_MEMBERS,
  teamMemberSchema,
  teamSchema,
} from '@legion/api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type CallRecord, recordCall } from '../src/agents/calls.ts';
import { marketRepository } from '../src/market/repository.ts';
import { SEED_AGENTS } from '../src/market/seed-agents.ts';
import {
  type Account,
  addAccount,
  agentForm,
  createSubmittedAgent,
  reviewVersion,
  serverDay,
  TINY_PNG,
  upload,
} from './developer-helpers.ts';
import { call, signIn, startTestServer, type TestServer } from './helpers.ts';

const DAY = 24 * 60 * 60_000;
/** what someone else's agent answers: the same as an agent that does not exist */
const AGENT_NOT_FOUND = { code: 404, msg: 'Agent not found' };

let server: TestServer;
const tokens = { user: '', developer: '', admin: '' };
/** a certified developer with agents of their own, and one without any relation to them */
let owner: Account;
let stranger: Account;
let agentA = '';
let agentB = '';

async function createAgent(token: string, nameEn: string) {
  const body = await agentForm(server, token, { nameEn, nameZh: nameEn });
  return (await createSubmittedAgent(server, token, body)).agent;
}

beforeAll(async () => {
  server = await startTestServer();
  for (const role of ['user', 'developer', 'admin'] as const)
    tokens[role] = await signIn(server, role);
  owner = await addAccount(server, { developer: true, name: '王团队' });
  stranger = await addAccount(server, { developer: true, name: '路人开发' });
  const a = await createAgent(owner.token, 'Owner Agent A');
  const b = await createAgent(owner.token, 'Owner Agent B');
  agentA = a.id;
  agentB = b.id;
  await reviewVersion(server, tokens.admin, a.latest.id, 'approve');
});
afterAll(() => server.close());

const agentPaths = (id: string) => [
  ['GET', `/api/developer/agents/${id}`],
  ['GET', `/api/developer/agents/${id}/statistics?from=2026-01-01&to=2026-01-07`],
  ['GET', `/api/developer/agents/${id}/users`],
];

/** the user's own permissions, as the web app reads them on sign-in and at start */
async function permissionsOf(token: string) {
  const me = await call(server, '/api/user/me', { token });
  expect(me.status).toBe(200);
  return me.body.data.permissions;
}

async function agentIdsOf(token: string) {
  const answer = await call(server, '/api/developer/agents', { token });
  expect(answer.status).toBe(200);
  return developerAgentPageSchema.parse(answer.body.data).items.map((item) => item.id);
}

describe('who may manage an agent', () => {
  it('another developer may not read, update, rotate or count it: 404, as if it did not exist', async () => {
    for (const [method, path] of agentPaths(agentA)) {
      const answer = await call(server, path ?? '', { method, token: stranger.token });
      expect(answer.status, path).toBe(404);
      expect(answer.body).toEqual(AGENT_NOT_FOUND);
    }
    const form = await agentForm(server, stranger.token, { version: '2.0.0' });
    const update = await call(server, `/api/developer/agents/${agentA}`, {
      method: 'PUT',
      body: form,
      token: stranger.token,
    });
    expect(update.body).toEqual(AGENT_NOT_FOUND);
    const rotate = await call(server, `/api/developer/agents/${agentA}/secret`, {
      method: 'POST',
      token: stranger.token,
      headers: { 'X-Language': 'zh' },
    });
    const unknownZh = await call(server, '/api/developer/agents/987654/secret', {
      method: 'POST',
      token: stranger.token,
      headers: { 'X-Language': 'zh' },
    });
    expect(rotate.status).toBe(404);
    expect(rotate.body).toEqual(unknownZh.body);
    expect(await agentIdsOf(stranger.token)).toEqual([]);
    // an unknown agent is 404, for anyone
    const unknown = await call(server, '/api/developer/agents/987654/secret', {
      method: 'POST',
      token: stranger.token,
    });
    expect(unknown.body).toEqual(AGENT_NOT_FOUND);
  });

  it('a user with no team sees an empty list and home, and may not create agents', async () => {
    const plain = await addAccount(server);
    expect(await agentIdsOf(plain.token)).toEqual([]);
    const home = await call(server, '/api/developer/home', { token: plain.token });
    expect(developerHomeSchema.parse(home.body.data)).toEqual({
      counts: { pending: 0, rejected: 0, approved: 0 },
      subscribers: 0,
      newUsers30d: 0,
      activeUsers30d: 0,
      orders30d: 0,
      recentReviews: [],
    });
    const create = await call(server, '/api/developer/agents', {
      body: { nameZh: 'x' },
      token: plain.token,
    });
    expect(create.status).toBe(403);
    for (const path of ['/api/developer/members', '/api/developer/users/lookup']) {
      const answer = await call(server, path, {
        method: path.endsWith('lookup') ? 'POST' : 'GET',
        token: plain.token,
      });
      expect(answer.status, path).toBe(403);
    }
    expect((await call(server, '/api/developer/agents')).status).toBe(401);
  });

  it('the owner rotates the secret: a new one, the old hash replaced, the key kept', async () => {
    const [before] = await server.db.query<{ agent_secret_hash: string; agent_key: string }>(
      'select agent_secret_hash, agent_key from agents where id = $1',
      [agentB],
    );
    const answer = await call(server, `/api/developer/agents/${agentB}/secret`, {
      method: 'POST',
      token: owner.token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.agentKey).toBe(before?.agent_key);
    expect(answer.body.data.agentSecret).toMatch(/^lgs_[\w-]{43}$/);
    const [after] = await server.db.query<{ agent_secret_hash: string }>(
      'select agent_secret_hash from agents where id = $1',
      [agentB],
    );
    expect(after?.agent_secret_hash).not.toBe(before?.agent_secret_hash);
    expect(after?.agent_secret_hash).toBe(
      createHash('sha256').update(answer.body.data.agentSecret).digest('hex'),
    );
  });
});

describe('the team', () => {
  it('finds users by mobile, user id or email', async () => {
    const person = await addAccount(server, { name: '孙悦' });
    const masked = `${person.mobile.slice(0, 3)}****${person.mobile.slice(-4)}`;
    const expected = { userId: person.id, name: '孙悦', mobile: masked, email: person.email };
    for (const body of [
      { mobile: person.mobile },
      { userId: person.id },
      { email: person.email },
    ]) {
      const answer = await call(server, '/api/developer/users/lookup', {
        body,
        token: owner.token,
      });
      expect(answer.body, JSON.stringify(body)).toEqual({ code: 0, data: expected, msg: 'ok' });
    }
    const missing = await call(server, '/api/developer/users/lookup', {
      body: { mobile: '16699999999' },
      token: owner.token,
    });
    expect(missing.body).toEqual({ code: 404, msg: 'User not found' });
    const two = await call(server, '/api/developer/users/lookup', {
      body: { mobile: person.mobile, email: person.email },
      token: owner.token,
    });
    expect(two.status).toBe(400);
    expect(two.body.msg).toBe('Please enter a mobile number, user id or email');
    const badMobile = await call(server, '/api/developer/users/lookup', {
      body: { mobile: '123' },
      token: owner.token,
      headers: { 'X-Language': 'zh' },
    });
    expect(badMobile.body.fields).toEqual({ mobile: '请输入有效的手机号码' });
  });

  it('a member manages only the agents authorized, until removed', async () => {
    const member = await addAccount(server, { name: '赵工' });
    // not yet a member: no uploads, no agents
    expect((await upload(server, member.token, [{ bytes: TINY_PNG }])).status).toBe(403);

    const added = await call(server, '/api/developer/members', {
      body: { mobile: member.mobile },
      token: owner.token,
    });
    expect(added.status).toBe(200);
    expect(teamMemberSchema.parse(added.body.data)).toMatchObject({
      userId: member.id,
      name: '赵工',
      mobile: `${member.mobile.slice(0, 3)}****${member.mobile.slice(-4)}`,
      agentIds: [],
    });
    const again = await call(server, '/api/developer/members', {
      body: { userId: member.id },
      token: owner.token,
    });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('This user is already a member of your team');
    const self = await call(server, '/api/developer/members', {
      body: { email: owner.email },
      token: owner.token,
      headers: { 'X-Language': 'zh' },
    });
    expect(self.status).toBe(400);
    expect(self.body.msg).toBe('不能将自己添加为团队成员');
    const nobody = await call(server, '/api/developer/members', {
      body: { userId: '987654' },
      token: owner.token,
    });
    expect(nobody.body).toEqual({ code: 404, msg: 'User not found' });
    expect(await agentIdsOf(member.token)).toEqual([]);
    // on the team with nothing to manage: a plain user's permissions
    expect(await permissionsOf(member.token)).toEqual([]);

    // authorized for A only, and only the owner's own agents can be given
    const strangersAgent = await createAgent(stranger.token, 'Stranger Agent');
    const foreign = await call(server, `/api/developer/members/${member.id}/agents`, {
      method: 'PUT',
      body: { agentIds: [agentA, strangersAgent.id] },
      token: owner.token,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields).toEqual({ agentIds: 'You can only authorize your own agents' });
    const notMember = await call(server, `/api/developer/members/${stranger.id}/agents`, {
      method: 'PUT',
      body: { agentIds: [agentA] },
      token: owner.token,
    });
    expect(notMember.body).toEqual({ code: 404, msg: 'Not a member of your team' });
    const both = await call(server, `/api/developer/members/${member.id}/agents`, {
      method: 'PUT',
      body: { agentIds: [agentA, agentB] },
      token: owner.token,
    });
    expect(both.body.data.agentIds).toEqual([agentA, agentB].sort((x, y) => Number(x) - Number(y)));
    // a new set replaces the old one
    const onlyA = await call(server, `/api/developer/members/${member.id}/agents`, {
      method: 'PUT',
      body: { agentIds: [agentA, agentA] },
      token: owner.token,
    });
    expect(onlyA.body.data.agentIds).toEqual([agentA]);
    // an agent to manage: the web app may offer the agent pages without asking
    expect(await permissionsOf(member.token)).toEqual(['my-plugins:manage']);
    const team = teamSchema.parse(
      (await call(server, '/api/developer/members', { token: owner.token })).body.data,
    );
    expect(team.members.map((entry) => [entry.userId, entry.agentIds])).toEqual([
      [member.id, [agentA]],
    ]);

    // the member's view: A as a member, B refused
    const list = developerAgentPageSchema.parse(
      (await call(server, '/api/developer/agents', { token: member.token })).body.data,
    );
    expect(list.items.map((item) => [item.id, item.access, item.ownerName])).toEqual([
      [agentA, 'member', '王团队'],
    ]);
    for (const [method, path] of agentPaths(agentA)) {
      const answer = await call(server, path ?? '', { method, token: member.token });
      expect(answer.status, path).toBe(200);
    }
    for (const [method, path] of agentPaths(agentB)) {
      const answer = await call(server, path ?? '', { method, token: member.token });
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).toEqual(AGENT_NOT_FOUND);
    }
    const rotate = await call(server, `/api/developer/agents/${agentA}/secret`, {
      method: 'POST',
      token: member.token,
    });
    expect(rotate.status).toBe(403);
    // a member of a team may upload, and submit a version of an authorized agent
    const form = await agentForm(server, member.token, { version: '1.1.0' });
    const update = await call(server, `/api/developer/agents/${agentA}`, {
      method: 'PUT',
      body: form,
      token: member.token,
    });
    expect(update.status, JSON.stringify(update.body)).toBe(200);
    expect(update.body.data).toMatchObject({ access: 'member', latest: { version: '1.1.0' } });
    const home = developerHomeSchema.parse(
      (await call(server, '/api/developer/home', { token: member.token })).body.data,
    );
    expect(home.counts).toEqual({ pending: 0, rejected: 0, approved: 1 });

    // removed: everything is refused again, authorizations gone with the membership
    const removed = await call(server, `/api/developer/members/${member.id}`, {
      method: 'DELETE',
      token: owner.token,
    });
    expect(removed.body).toEqual({ code: 0, data: null, msg: 'ok' });
    for (const [method, path] of agentPaths(agentA)) {
      const answer = await call(server, path ?? '', { method, token: member.token });
      expect(answer.status, path).toBe(404);
    }
    expect(await agentIdsOf(member.token)).toEqual([]);
    const [left] = await server.db.query<{ count: number }>(
      'select count(*)::int as count from team_member_agents where member_id = $1',
      [member.id],
    );
    expect(left?.count).toBe(0);
    expect(await permissionsOf(member.token)).toEqual([]);
    const twice = await call(server, `/api/developer/members/${member.id}`, {
      method: 'DELETE',
      token: owner.token,
    });
    expect(twice.body).toEqual({ code: 404, msg: 'Not a member of your team' });
    expect((await upload(server, member.token, [{ bytes: TINY_PNG }])).status).toBe(403);
  });

  it('a member who is a developer too may manage but not rotate the secret', async () => {
    const colleague = await addAccount(server, { developer: true });
    await call(server, '/api/developer/members', {
      body: { userId: colleague.id },
      token: owner.token,
    });
    await call(server, `/api/developer/members/${colleague.id}/agents`, {
      method: 'PUT',
      body: { agentIds: [agentB] },
      token: owner.token,
    });
    const read = await call(server, `/api/developer/agents/${agentB}`, { token: colleague.token });
    expect(read.body.data).toMatchObject({ id: agentB, access: 'member' });
    const rotate = await call(server, `/api/developer/agents/${agentB}/secret`, {
      method: 'POST',
      token: colleague.token,
    });
    expect(rotate.status).toBe(403);
    expect(rotate.body).toEqual({ code: 403, msg: 'Not allowed' });
  });

  it(`holds at most ${TEAM_MAX_MEMBERS} members`, async () => {
    const lead = await addAccount(server, { developer: true });
    const ids = await server.db.query<{ id: string }>(
      `insert into users (username, name, created_at)
       select 'crowd' || n, '成员' || n, now() from generate_series(1, $1::int) n
       returning id::text as id`,
      [TEAM_MAX_MEMBERS + 1],
    );
    for (const { id } of ids.slice(0, TEAM_MAX_MEMBERS)) {
      const answer = await call(server, '/api/developer/members', {
        body: { userId: id },
        token: lead.token,
      });
      expect(answer.status).toBe(200);
    }
    const full = await call(server, '/api/developer/members', {
      body: { userId: ids.at(-1)?.id },
      token: lead.token,
    });
    expect(full.status).toBe(409);
    expect(full.body.msg).toBe('Your team is full');
  });

  it('the seed user manages one of the seed developer’s agents', async () => {
    const list = developerAgentPageSchema.parse(
      (await call(server, '/api/developer/agents', { token: tokens.user })).body.data,
    );
    expect(list.items.map((item) => [item.latest.nameEn, item.access, item.ownerName])).toEqual([
      ['Meeting Minutes', 'member', '陈开发'],
    ]);
  });
});

describe('the host-app user id of a member', () => {
  const path = (userId: string) => `/api/developer/members/${userId}/host-user`;
  const NOT_A_MEMBER = { code: 404, msg: 'Not a member of your team' };

  async function addMember(lead: Account, person: Account) {
    const added = await call(server, '/api/developer/members', {
      body: { userId: person.id },
      token: lead.token,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  }

  it('the sandbox provider resolves the owner’s member; the answer shows no mobile', async () => {
    const member = await addAccount(server, { name: '钱联系' });
    await addMember(owner, member);
    const answer = await call(server, path(member.id), { method: 'POST', token: owner.token });
    expect(answer.status).toBe(200);
    // the sandbox's host-app users are this server's users: the id is the member's own
    expect(answer.body).toEqual({ code: 0, data: { userId: member.id }, msg: 'ok' });
    const text = JSON.stringify(answer.body);
    expect(text).not.toContain(member.mobile);
    expect(text).not.toContain(member.mobile.slice(-4));
    expect(text).not.toContain(member.email);

    // no mobile on record: the e-mail is asked instead
    await server.db.query('update users set mobile = null where id = $1', [member.id]);
    const byEmail = await call(server, path(member.id), { method: 'POST', token: owner.token });
    expect(byEmail.body).toEqual({ code: 0, data: { userId: member.id }, msg: 'ok' });
  });

  it('a member with neither a mobile nor an e-mail: 409 with its own code', async () => {
    const member = await addAccount(server);
    await addMember(owner, member);
    await server.db.query("update users set mobile = null, email = '' where id = $1", [member.id]);
    const answer = await call(server, path(member.id), { method: 'POST', token: owner.token });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      code: API_CODES.memberWithoutContact,
      msg: 'This member has neither a mobile number nor an e-mail',
    });
    const chinese = await call(server, path(member.id), {
      method: 'POST',
      token: owner.token,
      headers: { 'X-Language': 'zh' },
    });
    expect(chinese.body.msg).toBe('该成员没有手机号或邮箱');
  });

  it('only for a member of the caller’s own team: anyone else is 404', async () => {
    const theirs = await addAccount(server);
    await addMember(stranger, theirs);
    const nobody = await addAccount(server);
    for (const userId of [theirs.id, nobody.id, stranger.id, '987654', 'x1']) {
      const answer = await call(server, path(userId), { method: 'POST', token: owner.token });
      expect(answer.status, userId).toBe(404);
      expect(answer.body, userId).toEqual(NOT_A_MEMBER);
    }
    // the stranger may ask about their own member
    const own = await call(server, path(theirs.id), { method: 'POST', token: stranger.token });
    expect(own.body.data).toEqual({ userId: theirs.id });
  });

  it('a visitor gets 401 and a plain user, even the member, 403', async () => {
    const member = await addAccount(server);
    await addMember(owner, member);
    const visitor = await call(server, path(member.id), { method: 'POST' });
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ code: 401, msg: 'Please sign in' });
    for (const token of [tokens.user, member.token]) {
      const answer = await call(server, path(member.id), { method: 'POST', token });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ code: 403, msg: 'Not allowed' });
    }
  });
});

describe('the host-app user id of a member, from a provider of its own', () => {
  /** what the fake provider was asked, and what it answers next */
  const asked: { body: unknown; signed: boolean }[] = [];
  let answer: { code: string; msg?: string; data?: unknown } = { code: '000000' };
  const provider = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      asked.push({
        body: JSON.parse(text),
        signed: Boolean(request.headers[PROVIDER_HEADERS.signature]),
      });
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(answer));
    });
  });
  let other: TestServer;
  let lead: Account;

  beforeAll(async () => {
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const { port } = provider.address() as AddressInfo;
    other = await startTestServer({ providerUrl: `http://127.0.0.1:${port}/` });
    lead = await addAccount(other, { developer: true });
  });
  afterAll(async () => {
    await other.close();
    await new Promise((resolve) => provider.close(resolve));
  });

  it('asks by the full mobile, else the e-mail, and maps failures as hostQueryUserId does', async () => {
    const member = await addAccount(other);
    await call(other, '/api/developer/members', { body: { userId: member.id }, token: lead.token });
    const ask = () =>
      call(other, `/api/developer/members/${member.id}/host-user`, {
        method: 'POST',
        token: lead.token,
      });

    answer = { code: '000000', data: { userId: 'chainpal-77' } };
    expect((await ask()).body).toEqual({ code: 0, data: { userId: 'chainpal-77' }, msg: 'ok' });
    expect(asked).toEqual([{ body: { mobile: member.mobile }, signed: true }]);

    await other.db.query('update users set mobile = null where id = $1', [member.id]);
    await ask();
    expect(asked.at(-1)).toEqual({ body: { email: member.email }, signed: true });

    // the provider's failures answer exactly what POST /api/host/queryUserId answers
    const direct = () =>
      call(other, '/api/host/queryUserId', { body: { email: member.email }, token: lead.token });
    answer = { code: '100404', msg: 'user not found' };
    const notFound = await ask();
    expect(notFound.status).toBe(404);
    expect(notFound.body).toEqual({ code: 404, msg: 'User not found' });
    expect((await direct()).body).toEqual(notFound.body);
    // any other refusal is the server's failure; the server logs it
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    answer = { code: '100500', msg: 'provider down' };
    const failed = await ask();
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual((await direct()).body);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});

describe('statistics', () => {
  it('count first subscriptions, distinct users and paid orders per UTC day, zeros included', async () => {
    const agent = await createAgent(owner.token, 'Counted Agent');
    await reviewVersion(server, tokens.admin, agent.latest.id, 'approve', '通过');
    const [x, y] = [await addAccount(server), await addAccount(server)];
    const now = server.clock.now();
    const at = (daysAgo: number, hours = 0) => new Date(now - daysAgo * DAY + hours * 3_600_000);
    const market = marketRepository(server.db);
    await market.insertEvents([
      // x: first subscribed 10 days ago, left, came back 2 days ago: not new in the last 3 days
      { agentId: agent.id, userId: x.id, kind: 'subscribe', at: at(10) },
      { agentId: agent.id, userId: x.id, kind: 'unsubscribe', at: at(9) },
      { agentId: agent.id, userId: x.id, kind: 'subscribe', at: at(2) },
      { agentId: agent.id, userId: x.id, kind: 'use', at: at(1) },
      { agentId: agent.id, userId: x.id, kind: 'use', at: at(1) },
      { agentId: agent.id, userId: x.id, kind: 'order', at: at(1) },
      // y: new 2 days ago, used it yesterday and today
      { agentId: agent.id, userId: y.id, kind: 'subscribe', at: at(2) },
      { agentId: agent.id, userId: y.id, kind: 'use', at: at(1) },
      { agentId: agent.id, userId: y.id, kind: 'use', at: at(0) },
      { agentId: agent.id, userId: y.id, kind: 'order', at: at(0) },
      // y's second order today, then cancelled: logged like any order, but no sale
      { agentId: agent.id, userId: y.id, kind: 'order', at: at(0, -0.05) },
    ]);
    // the orders themselves: paid and completed ones count, cancelled and pending ones do not
    const orders: [Account, Date, string, number][] = [
      [x, at(1), 'completed', 1880],
      [y, at(0), 'paid', 990],
      [y, at(0, -0.05), 'cancelled', 2990],
      [x, at(0, -0.1), 'pending', 500],
    ];
    for (const [index, [buyer, created, status, cents]] of orders.entries()) {
      const paid = status === 'paid' || status === 'completed';
      await server.db.query(
        `insert into orders (order_number, user_id, agent_id, item_name, amount_cents,
           payment_method, status, created_at, paid_at, completed_at, cancelled_at)
         values ($1, $2::bigint, $3::bigint, 'Counted Agent', $4, 'chat_wallet', $5, $6, $7, $8,
           $9)`,
        [
          `STAT-${agent.id}-${index}`,
          buyer.id,
          agent.id,
          cents,
          status,
          created,
          paid ? created : null,
          status === 'completed' ? created : null,
          status === 'cancelled' ? created : null,
        ],
      );
    }
    await market.insertSubscriptions([
      { userId: x.id, agentId: agent.id, at: at(2) },
      { userId: y.id, agentId: agent.id, at: at(2, 1) },
    ]);

    const from = serverDay(server, -3);
    const to = serverDay(server);
    const answer = await call(
      server,
      `/api/developer/agents/${agent.id}/statistics?from=${from}&to=${to}`,
      { token: owner.token },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      from,
      to,
      newUsers: 1,
      activeUsers: 2,
      // every use is a call: x twice and y once yesterday, y once today
      calls: 4,
      orders: 2,
      // ¥18.80 + ¥9.90; not the cancelled ¥29.90 nor the pending ¥5
      revenue: 28.7,
      trend: [
        { date: serverDay(server, -3), newUsers: 0, activeUsers: 0, calls: 0, orders: 0 },
        { date: serverDay(server, -2), newUsers: 1, activeUsers: 0, calls: 0, orders: 0 },
        { date: serverDay(server, -1), newUsers: 0, activeUsers: 2, calls: 3, orders: 1 },
        { date: serverDay(server, 0), newUsers: 0, activeUsers: 1, calls: 1, orders: 1 },
      ],
      // the market's events are not the call log: no call of this agent was logged
      quality: {
        calls: 0,
        failed: 0,
        errorRate: null,
        firstEventP50Ms: null,
        firstEventP95Ms: null,
        loggedSince: `${from}T00:00:00.000Z`,
      },
    });
    const wide = await call(
      server,
      `/api/developer/agents/${agent.id}/statistics?from=${serverDay(server, -10)}&to=${to}`,
      { token: owner.token },
    );
    expect(wide.body.data.newUsers).toBe(2);
    expect(wide.body.data.trend).toHaveLength(11);

    // the range is checked: order, format and length
    const backwards = await call(
      server,
      `/api/developer/agents/${agent.id}/statistics?from=${to}&to=${from}`,
      { token: owner.token, headers: { 'X-Language': 'zh' } },
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.fields).toEqual({ from: '开始日期不能晚于结束日期' });
    const malformed = await call(
      server,
      `/api/developer/agents/${agent.id}/statistics?from=yesterday&to=${to}`,
      { token: owner.token },
    );
    expect(malformed.status).toBe(400);
    expect(malformed.body.fields.from).toBe('a date like 2026-01-31');
    const long = await call(
      server,
      `/api/developer/agents/${agent.id}/statistics?from=2024-01-01&to=2025-12-31`,
      { token: owner.token },
    );
    expect(long.body.fields).toEqual({ to: 'The range can be at most 366 days' });
    // a range may not end after today: those days have nothing yet
    const future = await call(
      server,
      `/api/developer/agents/${agent.id}/statistics?from=${from}&to=${serverDay(server, 1)}`,
      { token: owner.token, headers: { 'X-Language': 'zh' } },
    );
    expect(future.status).toBe(400);
    expect(future.body).toEqual({
      code: 400,
      msg: '结束日期不能晚于今天',
      fields: { to: '结束日期不能晚于今天' },
    });

    // subscribers, newest first, with their use and orders
    const users = await call(server, `/api/developer/agents/${agent.id}/users?pageSize=1`, {
      token: owner.token,
    });
    expect(users.body.data).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(users.body.data.items).toEqual([
      {
        name: y.name,
        mobile: `${y.mobile.slice(0, 3)}****${y.mobile.slice(-4)}`,
        subscribedAt: at(2, 1).toISOString(),
        lastUsedAt: at(0).toISOString(),
        uses: 2,
        orders: 1,
      },
    ]);
    const second = await call(server, `/api/developer/agents/${agent.id}/users?pageSize=1&page=2`, {
      token: owner.token,
    });
    expect(second.body.data.items[0]).toMatchObject({ name: x.name, uses: 2, orders: 1 });

    // the home adds up the owner's agents over the last 30 days
    const home = developerHomeSchema.parse(
      (await call(server, '/api/developer/home', { token: owner.token })).body.data,
    );
    expect(home).toMatchObject({
      subscribers: 2,
      newUsers30d: 2,
      activeUsers30d: 2,
      orders30d: 2,
    });
    expect(home.counts.approved).toBeGreaterThanOrEqual(2);
    expect(home.recentReviews[0]).toMatchObject({
      agentId: agent.id,
      status: 'approved',
      comment: '通过',
      nameEn: 'Counted Agent',
    });
    expect(home.recentReviews.length).toBeLessThanOrEqual(5);
  });

  it('call quality counts only people’s calls: chat turns and legion steps', async () => {
    const agent = await createAgent(owner.token, 'Quality Agent');
    const now = server.clock.now();
    const at = (daysAgo: number) => new Date(now - daysAgo * DAY - 60_000);
    const log = (
      kind: CallRecord['kind'],
      status: CallRecord['status'],
      firstEventMs: number | null,
      when = at(1),
      agentId = agent.id,
    ) =>
      recordCall(server.db, {
        agentId,
        kind,
        protocol: 'legion',
        status,
        failure: status === 'failed' ? 'timeout' : null,
        firstEventMs,
        totalMs: (firstEventMs ?? 0) + 50,
        at: when,
      });
    // people's calls: 6, of which 2 failed; a stopped one is a call but no failure
    await log('chat', 'complete', 100);
    await log('chat', 'complete', 200, at(0));
    await log('chat', 'failed', null);
    await log('chat', 'stopped', 400);
    await log('legion', 'complete', 300);
    await log('legion', 'failed', 517, at(2));
    // the platform's own calls: never counted, however they went
    await log('test', 'failed', 9_000);
    await log('check', 'failed', 9_000);
    await log('health', 'failed', 9_000);
    await log('review', 'failed', 9_000);
    // outside the range, another agent's, and (last, so the log still holds it) 35 days old
    await log('chat', 'failed', 9_000, at(5));
    await log('chat', 'failed', 9_000, at(1), agentA);
    await log('chat', 'failed', 9_000, at(35));

    const quality = async (from: string) => {
      const answer = await call(
        server,
        `/api/developer/agents/${agent.id}/statistics?from=${from}&to=${serverDay(server)}`,
        { token: owner.token },
      );
      expect(answer.status).toBe(200);
      return answer.body.data.quality;
    };
    const from = serverDay(server, -3);
    expect(await quality(from)).toEqual({
      calls: 6,
      failed: 2,
      errorRate: 2 / 6,
      // of 100, 200, 300, 400 and 517 (a call that failed before its first event has none)
      firstEventP50Ms: 300,
      // 400 + 0.8 × 117 = 493.6
      firstEventP95Ms: 494,
      loggedSince: `${from}T00:00:00.000Z`,
    });
    // a range longer than the log: from 30 days ago, so not the 35-day-old call
    const wide = await quality(serverDay(server, -60));
    // with the 5-day-old failure: 517 + 0.75 × (9000 − 517) = 6879.25
    expect(wide).toMatchObject({
      calls: 7,
      failed: 3,
      firstEventP50Ms: 350,
      firstEventP95Ms: 6879,
    });
    const since = Date.parse(wide.loggedSince);
    expect(since).toBeGreaterThanOrEqual(now - 30 * DAY);
    expect(since).toBeLessThanOrEqual(server.clock.now() - 30 * DAY);
    // no calls: no rate and no times
    const other = await createAgent(owner.token, 'Quiet Agent');
    const quiet = await call(
      server,
      `/api/developer/agents/${other.id}/statistics?from=${from}&to=${serverDay(server)}`,
      { token: owner.token },
    );
    expect(quiet.body.data.quality).toEqual({
      calls: 0,
      failed: 0,
      errorRate: null,
      firstEventP50Ms: null,
      firstEventP95Ms: null,
      loggedSince: `${from}T00:00:00.000Z`,
    });
  });

  it('the seed developer’s home counts the seed market', async () => {
    const home = developerHomeSchema.parse(
      (await call(server, '/api/developer/home', { token: tokens.developer })).body.data,
    );
    expect(home.counts).toEqual({
      pending: 1,
      rejected: 1,
      approved: SEED_AGENTS.filter((agent) => !agent.status).length,
    });
    expect(home.subscribers).toBeGreaterThan(0);
    expect(home.activeUsers30d).toBeGreaterThan(0);
    expect(home.recentReviews).toHaveLength(5);
    const times = home.recentReviews.map((review) => Date.parse(review.reviewedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});
