import {
  type AgentCard,
  agentDetailSchema,
  agentOverviewSchema,
  agentPageSchema,
  agentReviewPageSchema,
  subscribedAgentListSchema,
} from '@legion/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsRepository } from '../src/accounts/repository.ts';
import type { NewAgentVersion } from '../src/agents/repository.ts';
import { chatRepository } from '../src/chat/repository.ts';
import { marketRepository } from '../src/market/repository.ts';
import { seedUserMobile } from '../src/market/seed.ts';
import { addAccount } from './developer-helpers.ts';
import { call, signIn, startTestServer, type TestServer } from './helpers.ts';
import { insertReviews } from './review-helpers.ts';

const DAY = 24 * 60 * 60_000;

let server: TestServer;
let repo: ReturnType<typeof marketRepository>;
let developerId: string;
/** ids of the seed market's users, who have no password */
let people: string[];
const tokens = { user: '', developer: '', admin: '' };

beforeAll(async () => {
  server = await startTestServer();
  repo = marketRepository(server.db);
  const accounts = accountsRepository(server.db);
  developerId = (await accounts.findUserByUsername('developer'))?.id ?? '';
  people = [];
  for (let i = 0; i < 30; i++) {
    const person = await accounts.findUserByMobile(seedUserMobile(i));
    if (person) people.push(person.id);
  }
  for (const role of ['user', 'developer', 'admin'] as const)
    tokens[role] = await signIn(server, role);
});
afterAll(() => server.close());

interface TestAgent {
  nameZh?: string;
  nameEn?: string;
  descriptionZh?: string;
  descriptionEn?: string;
  category?: AgentCard['category'];
  status?: 'pending' | 'rejected' | 'approved';
  published?: boolean;
  publishedDaysAgo?: number;
  version?: Partial<NewAgentVersion>;
}

let serial = 0;
/** an agent of the seed developer with one version, approved and published unless told */
async function addAgent(agent: TestAgent = {}): Promise<string> {
  serial += 1;
  const status = agent.status ?? 'approved';
  const published = agent.published ?? status === 'approved';
  const publishedAt = new Date(server.clock.now() - (agent.publishedDaysAgo ?? 1) * DAY);
  const id = await repo.insertAgent({
    developerId,
    category: agent.category ?? 'productivity',
    status,
    published,
    publishedAt: status === 'approved' ? publishedAt : null,
    createdAt: publishedAt,
  });
  await repo.insertAgentVersion({
    agentId: id,
    version: '1.0.0',
    nameZh: agent.nameZh ?? `测试智能体${serial}`,
    nameEn: agent.nameEn ?? `Test agent ${serial}`,
    descriptionZh: agent.descriptionZh ?? '用于测试',
    descriptionEn: agent.descriptionEn ?? 'For tests',
    logo: `/logo/${serial}.svg`,
    company: '测试公司',
    status,
    reviewedAt: status === 'pending' ? null : publishedAt,
    submittedAt: publishedAt,
    ...agent.version,
  });
  return id;
}

async function market(query: Record<string, string | number> = {}, token?: string) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, String(value)]),
  );
  const answer = await call(server, `/api/market/agents?${search}`, { token: token ?? null });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return agentPageSchema.parse(answer.body.data);
}

const ids = (page: { items: { id: string }[] }) => page.items.map((item) => item.id);

async function subscribeAll(agentId: string, userIds: string[]) {
  await repo.insertSubscriptions(
    userIds.map((userId) => ({ userId, agentId, at: new Date(server.clock.now()) })),
  );
}

async function rate(agentId: string, ratings: number[], offset = 0) {
  await insertReviews(
    server.db,
    ratings.map((rating, index) => ({
      agentId,
      userId: people[offset + index] ?? '',
      rating,
      content: '',
      at: new Date(server.clock.now() - index * 60_000),
    })),
  );
}

describe('GET /api/market/agents', () => {
  it('shows only approved, published agents', async () => {
    const pending = await addAgent({ nameEn: 'Quokka pending', status: 'pending' });
    const rejected = await addAgent({ nameEn: 'Quokka rejected', status: 'rejected' });
    const unpublished = await addAgent({ nameEn: 'Quokka unpublished', published: false });
    const shown = await addAgent({ nameEn: 'Quokka shown' });
    expect(ids(await market({ q: 'quokka' }))).toEqual([shown]);

    const [row] = await server.db.query<{ count: number }>(
      "select count(*)::int as count from agents where published and status = 'approved'",
    );
    const all: string[] = [];
    for (let page = 1; ; page++) {
      const answer = await market({ page, pageSize: 48 });
      expect(answer.total).toBe(row?.count);
      if (answer.items.length === 0) break;
      all.push(...ids(answer));
    }
    expect(all).toHaveLength(row?.count ?? -1);
    expect(new Set(all).size).toBe(all.length);
    for (const hidden of [pending, rejected, unpublished]) expect(all).not.toContain(hidden);
  });

  it('shows the live version: the latest approved one', async () => {
    const id = await addAgent({ nameEn: 'Walrus one', version: { version: '1.0.0' } });
    const later = new Date(server.clock.now() - 60_000);
    await repo.insertAgentVersion({
      agentId: id,
      version: '1.1.0',
      nameZh: '海象二号',
      nameEn: 'Walrus two',
      status: 'approved',
      reviewedAt: later,
      submittedAt: later,
    });
    await repo.insertAgentVersion({
      agentId: id,
      version: '2.0.0',
      nameZh: '海象三号',
      nameEn: 'Walrus three',
      status: 'pending',
      submittedAt: new Date(server.clock.now()),
    });
    const page = await market({ q: 'walrus' });
    expect(page.items.map((item) => [item.id, item.nameEn])).toEqual([[id, 'Walrus two']]);
    const detail = await call(server, `/api/market/agents/${id}`);
    expect(detail.body.data).toMatchObject({ version: '1.1.0', reviewedAt: later.toISOString() });
  });

  it('searches names and descriptions in both languages, case-insensitively', async () => {
    const id = await addAgent({
      nameZh: '雪鸮',
      nameEn: 'Snowy',
      descriptionZh: '擅长翡翠鹦鹉图鉴的识别',
      descriptionEn: 'Identifies every Xylophonist in a photo',
    });
    expect(ids(await market({ q: '翡翠鹦鹉' }))).toEqual([id]);
    expect(ids(await market({ q: 'XYLOPHONIST' }))).toEqual([id]);
    expect(ids(await market({ q: '雪鸮' }))).toEqual([id]);
    expect(ids(await market({ q: 'snowy' }))).toEqual([id]);
    // the pattern characters are taken literally
    expect((await market({ q: '%' })).total).toBe(0);
    expect((await market({ q: '_' })).total).toBe(0);
    // and a seed agent by a word of its Chinese description
    const minutes = await market({ q: '待办事项' });
    expect(minutes.items.map((item) => item.nameEn)).toContain('Meeting Minutes');
  });

  it('filters by category', async () => {
    const id = await addAgent({ nameEn: 'Heron design', category: 'design' });
    await addAgent({ nameEn: 'Heron writing', category: 'writing' });
    const design = await market({ category: 'design', pageSize: 48 });
    expect(design.items.length).toBeGreaterThan(1);
    expect(design.items.every((item) => item.category === 'design')).toBe(true);
    const [row] = await server.db.query<{ count: number }>(
      "select count(*)::int as count from agents where published and category = 'design'",
    );
    expect(design.total).toBe(row?.count);
    expect(ids(await market({ q: 'heron', category: 'design' }))).toEqual([id]);

    const unknown = await call(server, '/api/market/agents?category=cooking');
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toHaveProperty('category');
  });

  describe('sorting and pages', () => {
    const sorted: Record<'a' | 'b' | 'c' | 'd', string> = { a: '', b: '', c: '', d: '' };
    beforeAll(async () => {
      sorted.a = await addAgent({ nameEn: 'Sortmark A', publishedDaysAgo: 10 });
      sorted.b = await addAgent({ nameEn: 'Sortmark B', publishedDaysAgo: 2 });
      sorted.c = await addAgent({ nameEn: 'Sortmark C', publishedDaysAgo: 5 });
      sorted.d = await addAgent({ nameEn: 'Sortmark D', publishedDaysAgo: 1 });
      await subscribeAll(sorted.a, people.slice(0, 3));
      await subscribeAll(sorted.b, people.slice(0, 1));
      await subscribeAll(sorted.c, people.slice(0, 2));
      await subscribeAll(sorted.d, people.slice(1, 2));
      await rate(sorted.a, [5, 4]);
      await rate(sorted.b, [5, 5, 4, 4]);
      await rate(sorted.c, [3]);
    });

    it('popular: most subscribers first, then the older id (the default)', async () => {
      const { a, b, c, d } = sorted;
      expect(ids(await market({ q: 'sortmark', sort: 'popular' }))).toEqual([a, c, b, d]);
      expect(ids(await market({ q: 'sortmark' }))).toEqual([a, c, b, d]);
      const page = await market({ q: 'sortmark' });
      expect(page.items.map((item) => item.subscriberCount)).toEqual([3, 2, 1, 1]);
    });

    it('newest: latest published first', async () => {
      const { a, b, c, d } = sorted;
      const page = await market({ q: 'sortmark', sort: 'newest' });
      expect(ids(page)).toEqual([d, b, c, a]);
      expect(page.items[0]?.publishedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    });

    it('rating: best average first, then more ratings, unrated last', async () => {
      const { a, b, c, d } = sorted;
      const page = await market({ q: 'sortmark', sort: 'rating' });
      expect(ids(page)).toEqual([b, a, c, d]);
      expect(page.items.map((item) => [item.rating, item.ratingCount])).toEqual([
        [4.5, 4],
        [4.5, 2],
        [3, 1],
        [0, 0],
      ]);
    });

    it('pages: the total of every page, a page beyond the end empty', async () => {
      const { a, b, c, d } = sorted;
      const first = await market({ q: 'sortmark', pageSize: 3 });
      expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3 });
      expect(ids(first)).toEqual([a, c, b]);
      const second = await market({ q: 'sortmark', pageSize: 3, page: 2 });
      expect(second).toMatchObject({ total: 4, page: 2 });
      expect(ids(second)).toEqual([d]);
      const beyond = await market({ q: 'sortmark', pageSize: 3, page: 3 });
      expect(beyond).toMatchObject({ items: [], total: 4, page: 3 });
      const whole = await market({});
      expect(whole.pageSize).toBe(12);
      const tooBig = await call(server, '/api/market/agents?pageSize=49');
      expect(tooBig.status).toBe(400);
    });

    it('marks what the signed-in caller subscribes to', async () => {
      const { a, b } = sorted;
      const subscribe = await call(server, `/api/market/agents/${b}/subscription`, {
        method: 'POST',
        token: tokens.user,
      });
      expect(subscribe.status).toBe(200);
      const mine = await market({ q: 'sortmark' }, tokens.user);
      expect(mine.items.filter((item) => item.subscribed).map((item) => item.id)).toEqual([b]);
      const theirs = await market({ q: 'sortmark' }, tokens.developer);
      expect(theirs.items.some((item) => item.subscribed)).toBe(false);
      const visitor = await market({ q: 'sortmark' });
      expect(visitor.items.some((item) => item.subscribed)).toBe(false);
      // an unknown token is a visitor, not an error, on a public call
      const stale = await call(server, '/api/market/agents?q=sortmark', { token: 'stale' });
      expect(stale.status).toBe(200);
      expect(stale.body.data.items.find((item: AgentCard) => item.id === a).subscribed).toBe(false);
    });
  });
});

describe('GET /api/market/agents/:id', () => {
  it("answers the agent's page", async () => {
    const id = await addAgent({
      nameZh: '鹈鹕',
      nameEn: 'Pelican',
      category: 'education',
      version: {
        version: '3.2.1',
        url: 'https://pelican.example.com',
        coverZh: '/cover/zh.svg',
        coverEn: '/cover/en.svg',
      },
    });
    await rate(id, [4, 5, 5]);
    await subscribeAll(id, people.slice(0, 2));
    const answer = await call(server, `/api/market/agents/${id}`, { token: tokens.user });
    expect(answer.status).toBe(200);
    const detail = agentDetailSchema.parse(answer.body.data);
    expect(detail).toMatchObject({
      id,
      nameZh: '鹈鹕',
      nameEn: 'Pelican',
      category: 'education',
      version: '3.2.1',
      url: 'https://pelican.example.com',
      coverZh: '/cover/zh.svg',
      coverEn: '/cover/en.svg',
      developerName: '陈开发',
      company: '测试公司',
      rating: 4.7,
      ratingCount: 3,
      subscriberCount: 2,
      subscribed: false,
    });
    expect(detail.reviewedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    // the contract shows nothing of the identity documents
    expect(JSON.stringify(answer.body)).not.toMatch(/id_?card|credit/i);
  });

  it('answers 404 "Agent not found" for unknown, unpublished and malformed ids', async () => {
    const pending = await addAgent({ status: 'pending' });
    const unpublished = await addAgent({ published: false });
    for (const id of ['999999999', pending, unpublished, 'abc', '1.5', '-1', '1e3']) {
      for (const suffix of ['', '/overview', '/reviews']) {
        const answer = await call(server, `/api/market/agents/${id}${suffix}`);
        expect(answer.status, `${id}${suffix}`).toBe(404);
        expect(answer.body).toEqual({ code: 404, msg: 'Agent not found' });
      }
      const subscribe = await call(server, `/api/market/agents/${id}/subscription`, {
        method: 'POST',
        token: tokens.user,
      });
      expect(subscribe.status, `subscribe ${id}`).toBe(404);
    }
    const chinese = await call(server, '/api/market/agents/abc', {
      headers: { 'X-Language': 'zh' },
    });
    expect(chinese.body).toEqual({ code: 404, msg: '智能体不存在' });
  });
});

describe('subscriptions', () => {
  const path = (id: string) => `/api/market/agents/${id}/subscription`;
  const subscribe = (id: string, token: string | null) =>
    call(server, path(id), { method: 'POST', token });
  const unsubscribe = (id: string, token: string | null) =>
    call(server, path(id), { method: 'DELETE', token });
  const events = async (id: string) =>
    server.db.query<{ kind: string }>(
      'select kind from agent_events where agent_id = $1 order by id',
      [id],
    );

  it('visitors get 401', async () => {
    const id = await addAgent();
    expect((await subscribe(id, null)).body).toEqual({ code: 401, msg: 'Please sign in' });
    expect((await unsubscribe(id, null)).status).toBe(401);
    expect((await subscribe(id, 'not-a-session')).status).toBe(401);
  });

  it('subscribe and unsubscribe are idempotent, counted and logged once', async () => {
    const id = await addAgent();
    await subscribeAll(id, people.slice(0, 2));
    const first = await subscribe(id, tokens.user);
    expect(first.body).toEqual({
      code: 0,
      data: { subscribed: true, subscriberCount: 3 },
      msg: 'ok',
    });
    expect((await subscribe(id, tokens.user)).body.data).toEqual({
      subscribed: true,
      subscriberCount: 3,
    });
    const detail = await call(server, `/api/market/agents/${id}`, { token: tokens.user });
    expect(detail.body.data).toMatchObject({ subscribed: true, subscriberCount: 3 });

    expect((await unsubscribe(id, tokens.user)).body.data).toEqual({
      subscribed: false,
      subscriberCount: 2,
    });
    expect((await unsubscribe(id, tokens.user)).body.data).toEqual({
      subscribed: false,
      subscriberCount: 2,
    });
    expect((await events(id)).map((row) => row.kind)).toEqual(['subscribe', 'unsubscribe']);
    // the client sends the rest of the input as a body: an id there does not override the path
    const other = await addAgent();
    const answer = await call(server, path(id), { body: { id: other }, token: tokens.user });
    expect(answer.body.data).toEqual({ subscribed: true, subscriberCount: 3 });
    expect(await events(other)).toEqual([]);
  });

  it("lists a person's own agents: the last used first, then the newest, published only", async () => {
    const person = await addAccount(server);
    const mine = (token: string | null) => call(server, '/api/market/subscriptions', { token });
    expect((await mine(null)).status).toBe(401);
    expect((await mine(person.token)).body).toEqual({ code: 0, data: { items: [] }, msg: 'ok' });

    const [older, newer, used, gone, left] = [
      await addAgent({ nameZh: '早订阅' }),
      await addAgent({ nameZh: '晚订阅' }),
      await addAgent({ nameZh: '用过的' }),
      await addAgent({ nameZh: '下架的' }),
      await addAgent({ nameZh: '退订的' }),
    ];
    for (const id of [older, newer, used, gone, left]) {
      await subscribe(id, person.token);
      server.clock.advance(60_000);
    }
    await unsubscribe(left, person.token);
    await server.db.query('update agents set published = false where id = $1', [gone]);
    const chattedAt = new Date(server.clock.now());
    await chatRepository(server.db).touchConversation(person.id, used, chattedAt);

    const answer = await mine(person.token);
    const items = subscribedAgentListSchema.parse(answer.body.data).items;
    expect(items.map((item) => item.nameZh)).toEqual(['用过的', '晚订阅', '早订阅']);
    expect(items[0]).toMatchObject({
      id: used,
      subscribed: true,
      lastUsedAt: chattedAt.toISOString(),
    });
    expect(items[1]?.lastUsedAt).toBeNull();
    expect(Date.parse(items[1]?.subscribedAt ?? '')).toBeGreaterThan(
      Date.parse(items[2]?.subscribedAt ?? ''),
    );
    // someone else's list is their own
    const other = await addAccount(server);
    expect((await mine(other.token)).body.data).toEqual({ items: [] });
  });

  it('counts concurrent subscriptions exactly', async () => {
    const id = await addAgent();
    const same = await Promise.all(Array.from({ length: 6 }, () => subscribe(id, tokens.user)));
    expect(same.every((answer) => answer.body.data?.subscribed === true)).toBe(true);
    const others = await Promise.all([
      subscribe(id, tokens.developer),
      subscribe(id, tokens.admin),
      unsubscribe(id, tokens.user),
      subscribe(id, tokens.developer),
    ]);
    expect(others.every((answer) => answer.status === 200)).toBe(true);
    const [row] = await server.db.query<{ rows: number; counted: number }>(
      `select (select count(*)::int from subscriptions where agent_id = $1) as rows,
         (select subscriber_count from agents where id = $1) as counted`,
      [id],
    );
    expect(row).toEqual({ rows: 2, counted: 2 });
    expect((await events(id)).filter((event) => event.kind === 'subscribe')).toHaveLength(3);
  });

  it('a subscriber may leave an agent that left the market; nobody may join it', async () => {
    const id = await addAgent();
    await subscribe(id, tokens.user);
    await server.db.query('update agents set published = false where id = $1', [id]);
    expect((await subscribe(id, tokens.developer)).status).toBe(404);
    expect((await unsubscribe(id, tokens.developer)).status).toBe(404);
    expect((await unsubscribe(id, tokens.user)).body.data).toEqual({
      subscribed: false,
      subscriberCount: 0,
    });
  });
});

describe('GET /api/market/agents/:id/overview', () => {
  it('counts subscribers, active users, paid orders, the trend and the ratings', async () => {
    // hold the clock at noon UTC, so "today" has hours before and after each event
    const now = server.clock.now();
    const noon = Date.UTC(
      new Date(now).getUTCFullYear(),
      new Date(now).getUTCMonth(),
      new Date(now).getUTCDate() + 1,
      12,
    );
    server.clock.advance(noon - now);
    const id = await addAgent({ publishedDaysAgo: 200 });
    const [p1, p2, p3, p4, p5] = people as [string, string, string, string, string];
    const at = (daysAgo: number, hours = 0) =>
      new Date(server.clock.now() - daysAgo * DAY - hours * 60 * 60_000);
    await subscribeAll(id, [p1, p2]);
    const log = [
      { userId: p1, kind: 'subscribe', at: at(0, 1) },
      { userId: p2, kind: 'subscribe', at: at(0, 2) },
      { userId: p3, kind: 'subscribe', at: at(3) },
      { userId: p3, kind: 'unsubscribe', at: at(2) },
      { userId: p4, kind: 'subscribe', at: at(40) },
      { userId: p1, kind: 'use', at: at(0, 1) },
      { userId: p1, kind: 'use', at: at(0, 3) },
      { userId: p2, kind: 'use', at: at(0, 4) },
      { userId: p3, kind: 'use', at: at(29, 11) }, // 01:00 on the first day of the window
      { userId: p4, kind: 'use', at: at(30, 1) }, // the day before it
      { userId: p5, kind: 'use', at: at(-1) }, // tomorrow: not yet
      { userId: p1, kind: 'order', at: at(0, 1) },
      { userId: p2, kind: 'order', at: at(0, 2) },
      { userId: p2, kind: 'order', at: at(100) },
      // an order later cancelled is logged too, but it is no sale
      { userId: p1, kind: 'order', at: at(0, 3) },
    ] as const;
    await repo.insertEvents(log.map((event) => ({ agentId: id, ...event, at: event.at })));
    const orders = [
      [p1, at(0, 1), 'paid'],
      [p2, at(0, 2), 'completed'],
      [p2, at(100), 'completed'],
      [p1, at(0, 3), 'cancelled'],
    ] as const;
    for (const [index, [userId, created, status]] of orders.entries()) {
      await server.db.query(
        `insert into orders (order_number, user_id, agent_id, item_name, amount_cents,
           payment_method, status, created_at, paid_at, completed_at, cancelled_at)
         values ($1, $2::bigint, $3::bigint, 'overview', 990, 'chat_wallet', $4, $5, $6, $7, $8)`,
        [
          `OVERVIEW-${id}-${index}`,
          userId,
          id,
          status,
          created,
          status === 'cancelled' ? null : created,
          status === 'completed' ? created : null,
          status === 'cancelled' ? created : null,
        ],
      );
    }
    await rate(id, [1, 3, 3, 5]);

    const answer = await call(server, `/api/market/agents/${id}/overview`);
    expect(answer.status).toBe(200);
    const overview = agentOverviewSchema.parse(answer.body.data);
    expect(overview).toMatchObject({
      subscribers: 2,
      activeUsers: 3,
      orders: 3,
      ratingDistribution: [1, 0, 2, 0, 1],
    });
    const day = (daysAgo: number) => at(daysAgo).toISOString().slice(0, 10);
    expect(overview.trend).toHaveLength(30);
    expect(overview.trend[0]?.date).toBe(day(29));
    expect(overview.trend[29]).toEqual({
      date: day(0),
      subscribers: 2,
      activeUsers: 2,
      orders: 2,
    });
    expect(overview.trend[26]).toEqual({ date: day(3), subscribers: 1, activeUsers: 0, orders: 0 });
    expect(overview.trend[0]).toEqual({ date: day(29), subscribers: 0, activeUsers: 1, orders: 0 });
    const busyDays = overview.trend.filter(
      (point) => point.subscribers + point.activeUsers + point.orders > 0,
    );
    expect(busyDays.map((point) => point.date)).toEqual([day(29), day(3), day(0)]);

    // a day later the window moves: today is empty, the first day's user has left it
    server.clock.advance(DAY);
    const later = agentOverviewSchema.parse(
      (await call(server, `/api/market/agents/${id}/overview`)).body.data,
    );
    expect(later.activeUsers).toBe(3); // p1, p2 and, now, p5
    expect(later.trend[29]).toEqual({ date: day(0), subscribers: 0, activeUsers: 1, orders: 0 });
    expect(later.trend[28]).toEqual({ date: day(1), subscribers: 2, activeUsers: 2, orders: 2 });
    expect(later.trend.some((point) => point.date === day(30))).toBe(false);
  });

  it('is all zeros for an agent nobody has touched', async () => {
    const id = await addAgent();
    const overview = agentOverviewSchema.parse(
      (await call(server, `/api/market/agents/${id}/overview`)).body.data,
    );
    expect(overview).toMatchObject({
      subscribers: 0,
      activeUsers: 0,
      orders: 0,
      ratingDistribution: [0, 0, 0, 0, 0],
    });
    expect(overview.trend.every((p) => p.subscribers + p.activeUsers + p.orders === 0)).toBe(true);
  });
});

describe('GET /api/market/agents/:id/reviews', () => {
  it('pages the reviews newest first, each by display name: name, else masked mobile, else handle', async () => {
    const id = await addAgent();
    const accounts = accountsRepository(server.db);
    const nameless = await accounts.insertUser({
      username: `nameless-${serial}`,
      role: 'user',
      createdAt: new Date(),
    });
    const [named] = await server.db.query<{ id: string; name: string }>(
      "select id::text as id, name from users where username = 'user'",
    );
    const masked = await accounts.findUserByMobile(seedUserMobile(29));
    expect(masked?.name).toBe('');
    const authors = [named?.id, masked?.id, nameless?.id, ...people.slice(0, 9)] as string[];
    const base = server.clock.now();
    await insertReviews(
      server.db,
      authors.map((userId, index) => ({
        agentId: id,
        userId,
        rating: (index % 5) + 1,
        content: `review ${index}`,
        at: new Date(base - index * 60_000),
      })),
    );
    const page = async (query: string) => {
      const answer = await call(server, `/api/market/agents/${id}/reviews${query}`);
      expect(answer.status).toBe(200);
      return agentReviewPageSchema.parse(answer.body.data);
    };
    const first = await page('?pageSize=5');
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 5 });
    expect(first.items.map((item) => item.content)).toEqual([
      'review 0',
      'review 1',
      'review 2',
      'review 3',
      'review 4',
    ]);
    expect(first.items.slice(0, 3).map((item) => item.author)).toEqual([
      '林小雨',
      '199****0030',
      `nameless-${serial}`,
    ]);
    expect(first.items[0]).toMatchObject({
      rating: 1,
      createdAt: new Date(base).toISOString(),
    });
    expect((await page('?pageSize=5&page=3')).items.map((item) => item.content)).toEqual([
      'review 10',
      'review 11',
    ]);
    const standard = await page('');
    expect(standard).toMatchObject({ pageSize: 10, total: 12 });
    expect(standard.items).toHaveLength(10);
  });
});
