/**
 * The hot public answers from memory (decision 0083): validators and cache headers, a hit
 * that asks nothing of the database, forgetting at every change that shows (a review, a
 * subscription, a rating), one language's answer never served in another, a signed-in
 * caller's `subscribed` never in anyone else's answer, and across two instances.
 */
import { agentDetailSchema, agentPageSchema, endpoints, packageListSchema } from '@legion/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../src/db/database.ts';
import { LISTENER_NAME } from '../src/db/postgres.ts';
import { chooseEncoding } from '../src/http/answer-cache.ts';
import { addAccount, agentForm, createSubmittedAgent, reviewVersion } from './developer-helpers.ts';
import { call, postgresUrl, signIn, startTestServer, type TestServer, until } from './helpers.ts';
import { insertReviews } from './review-helpers.ts';

const PACKAGES = endpoints.packageList.path;
const LIST = '/api/market/agents?sort=newest&page=1&pageSize=48';
const agentPath = (id: string) => `/api/market/agents/${id}`;

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server, 'admin');
});
afterAll(() => server.close());

/** the database queries made while `work` runs (the app shares this handle) */
async function queriesDuring(db: Database, work: () => Promise<unknown>): Promise<number> {
  const { query, transaction } = db;
  let count = 0;
  db.query = <Row>(sql: string, params?: unknown[]) => {
    count += 1;
    return query.call(db, sql, params) as Promise<Row[]>;
  };
  db.transaction = <T>(work: (tx: Queryable) => Promise<T>) => {
    count += 1;
    return transaction.call(db, work) as Promise<T>;
  };
  try {
    await work();
  } finally {
    db.query = query;
    db.transaction = transaction;
  }
  return count;
}

const firstAgentId = async () => {
  const list = agentPageSchema.parse((await call(server, LIST)).body.data);
  const id = list.items[0]?.id;
  if (!id) throw new Error('the seed has no agent');
  return id;
};

/** a new agent of a new developer, approved by the admin: its id and name */
async function approvedAgent(on: TestServer, reviewOn: TestServer, token: string) {
  const developer = await addAccount(on, { developer: true });
  const nameEn = `Cached ${developer.id}`;
  const form = await agentForm(on, developer.token, { nameEn });
  const created = await createSubmittedAgent(on, developer.token, form);
  return {
    id: created.agent.id,
    nameEn,
    approve: async () => {
      const decision = await reviewVersion(reviewOn, token, created.agent.latest.id, 'approve');
      expect(decision.status).toBe(200);
    },
  };
}

describe('the cache headers', () => {
  it('marks an anonymous answer public for 10 s with a strong ETag, and answers 304 to it', async () => {
    for (const path of [LIST, agentPath(await firstAgentId()), PACKAGES]) {
      const first = await call(server, path);
      expect(first.status, path).toBe(200);
      expect(first.headers.get('cache-control')).toBe(
        'public, max-age=10, stale-while-revalidate=20',
      );
      const vary = first.headers.get('vary') ?? '';
      expect(vary).toContain('Accept-Language');
      expect(vary).toContain('X-Language');
      // the package list is the same for everyone; the market's cards are not
      expect(vary.includes('Authorization')).toBe(path !== PACKAGES);
      const etag = first.headers.get('etag') ?? '';
      expect(etag).toMatch(/^"[\w-]+"$/);

      const again = await call(server, path, { headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      // a stale validator gets the whole answer
      const other = await call(server, path, { headers: { 'if-none-match': '"old"' } });
      expect(other.status).toBe(200);
      expect(other.body.code).toBe(0);
      // the security headers stay on a cached answer
      expect(other.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(other.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('keeps the compressed bytes: gzip and brotli forms of the same JSON, each its own ETag', async () => {
    const plain = await fetch(`${server.url}${LIST}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    const json = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    const gzip = await fetch(`${server.url}${LIST}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(json);
    const br = await fetch(`${server.url}${LIST}`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.text()).toBe(json);
    const tags = [plain, gzip, br].map((answer) => answer.headers.get('etag'));
    expect(new Set(tags).size).toBe(3);
  });

  it('picks br, then gzip, refusing what q=0 refuses', () => {
    expect(chooseEncoding(undefined)).toBe('identity');
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*;q=0')).toBe('identity');
    expect(chooseEncoding('*')).toBe('br');
  });

  it('answers a repeated anonymous request without asking the database', async () => {
    const id = await firstAgentId();
    for (const path of [LIST, agentPath(id), PACKAGES]) {
      await call(server, path);
      expect(await queriesDuring(server.db, () => call(server, path)), path).toBe(0);
    }
    // the same query in another order and with its defaults spelled out is the same answer
    await call(server, '/api/market/agents');
    const reordered = '/api/market/agents?pageSize=12&page=1&sort=popular';
    expect(await queriesDuring(server.db, () => call(server, reordered))).toBe(0);
  });
});

describe('what a change shows at once', () => {
  it('an approval puts the agent on the cached market list and makes its detail found', async () => {
    const agent = await approvedAgent(server, server, admin);
    const names = async () =>
      agentPageSchema.parse((await call(server, LIST)).body.data).items.map((a) => a.nameEn);
    expect(await names()).not.toContain(agent.nameEn);
    expect((await call(server, agentPath(agent.id))).status).toBe(404);
    await agent.approve();
    expect(await names()).toContain(agent.nameEn);
    expect((await call(server, agentPath(agent.id))).status).toBe(200);
  });

  it('a subscription changes the count a visitor sees', async () => {
    const id = await firstAgentId();
    const count = async () =>
      agentDetailSchema.parse((await call(server, agentPath(id))).body.data).subscriberCount;
    const before = await count();
    const person = await addAccount(server);
    const subscribed = await call(server, `/api/market/agents/${id}/subscription`, {
      body: {},
      token: person.token,
    });
    expect(subscribed.status).toBe(200);
    expect(await count()).toBe(before + 1);
  });

  it('a rating written by any means changes the rating a visitor sees', async () => {
    const id = await firstAgentId();
    const ratings = async () =>
      agentDetailSchema.parse((await call(server, agentPath(id))).body.data).ratingCount;
    const before = await ratings();
    const person = await addAccount(server);
    await insertReviews(server.db, [
      { agentId: id, userId: person.id, rating: 5, content: '', at: new Date() },
    ]);
    expect(await ratings()).toBe(before + 1);
  });
});

describe('one answer per language', () => {
  it('never serves the Chinese package list to an English request, nor the other way', async () => {
    const names = async (headers: Record<string, string>) =>
      packageListSchema
        .parse((await call(server, PACKAGES, { headers })).body.data)
        .map((plan) => plan.specName)
        .join();
    const zh = await names({ 'x-language': 'zh' });
    const en = await names({ 'x-language': 'en' });
    expect(zh).not.toBe(en);
    expect(await names({ 'accept-language': 'zh-CN,zh;q=0.9' })).toBe(zh);
    expect(await names({ 'accept-language': 'en-US' })).toBe(en);
    expect(await names({ 'x-language': 'zh' })).toBe(zh);
  });
});

describe("a signed-in person's answers", () => {
  it('are private, and their subscribed flag never reaches another person or a visitor', async () => {
    const a = await addAccount(server);
    const b = await addAccount(server);
    const id = await firstAgentId();
    const subscribedIn = async (token: string | null, path: string) => {
      const answer = await call(server, path, { token });
      expect(answer.status).toBe(200);
      const data = answer.body.data;
      const card =
        'items' in data ? data.items.find((item: { id: string }) => item.id === id) : data;
      return {
        subscribed: card.subscribed as boolean,
        cacheControl: answer.headers.get('cache-control'),
      };
    };
    // a visitor fills the shared copies first
    for (const path of [LIST, agentPath(id)]) {
      expect((await subscribedIn(null, path)).subscribed).toBe(false);
    }
    const subscribed = await call(server, `/api/market/agents/${id}/subscription`, {
      body: {},
      token: a.token,
    });
    expect(subscribed.status).toBe(200);
    for (const path of [LIST, agentPath(id)]) {
      expect(await subscribedIn(a.token, path)).toEqual({
        subscribed: true,
        cacheControl: 'private, no-cache',
      });
      expect((await subscribedIn(b.token, path)).subscribed).toBe(false);
      expect(await subscribedIn(null, path)).toEqual({
        subscribed: false,
        cacheControl: 'public, max-age=10, stale-while-revalidate=20',
      });
      // and again after the visitor's answer was kept: still theirs
      expect((await subscribedIn(a.token, path)).subscribed).toBe(true);
      expect((await subscribedIn(b.token, path)).subscribed).toBe(false);
    }
  });

  it('carry an ETag of their own, which a 304 honours', async () => {
    const person = await addAccount(server);
    const first = await call(server, LIST, { token: person.token });
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await call(server, LIST, {
      token: person.token,
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
  });
});

describe.skipIf(!postgresUrl)('the link to PostgreSQL', () => {
  it('keeps nothing while it is down, and keeps answers again once it is back', async () => {
    const path = agentPath(await firstAgentId());
    await call(server, path);
    expect(await queriesDuring(server.db, () => call(server, path))).toBe(0);
    const [ended] = await server.db.query<{ count: number }>(
      `select count(pg_terminate_backend(pid))::int as count from pg_stat_activity
       where application_name = $1 and datname = current_database()
         and pid <> pg_backend_pid()`,
      [LISTENER_NAME],
    );
    // this server's link at least (another test file's server may share the database)
    expect(ended?.count).toBeGreaterThan(0);
    // the link notices the end at once: from then on every answer asks the database
    await until(() => queriesDuring(server.db, () => call(server, path)), {
      what: 'an answer that asks the database',
      timeoutMs: 5_000,
      intervalMs: 0,
    });
    expect(await queriesDuring(server.db, () => call(server, path))).toBeGreaterThan(0);
    // back within a second or so: kept again
    await until(
      async () => {
        await call(server, path);
        return (await queriesDuring(server.db, () => call(server, path))) === 0;
      },
      { what: 'an answer kept again, asking nothing', intervalMs: 100 },
    );
  });
});

describe.skipIf(!postgresUrl)('two instances on one PostgreSQL', () => {
  let b: TestServer;
  beforeAll(async () => {
    b = await startTestServer({ shareWith: server });
  }, 120_000);
  afterAll(() => b?.close());

  it('an approval on one is on the other’s cached market list soon after', async () => {
    const agent = await approvedAgent(server, server, admin);
    const names = async () =>
      agentPageSchema.parse((await call(b, LIST)).body.data).items.map((a) => a.nameEn);
    expect(await names()).not.toContain(agent.nameEn);
    await agent.approve();
    // well within the 10 s a kept answer lives anyway: only the notification can explain it
    await until(async () => (await names()).includes(agent.nameEn), {
      what: `${agent.nameEn} on the other instance's market list`,
      timeoutMs: 3_000,
      intervalMs: 20,
    });
  });
});
