import {
  AGENT_CATEGORIES,
  agentOverviewSchema,
  agentPageSchema,
  isValidCreditCode,
  isValidIdCardNumber,
} from '@legion/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeXml, renderCover, renderLogo } from '../src/market/media.ts';
import { SEED_AGENTS } from '../src/market/seed-agents.ts';
import { call, startTestServer, type TestServer } from './helpers.ts';

const PUBLISHED = SEED_AGENTS.filter((agent) => !agent.status);

let server: TestServer;
const log: string[] = [];
beforeAll(async () => {
  // a first start of its own (not a copy of the seeded template): the seed is what it tests
  server = await startTestServer({ fresh: true, log: (line) => log.push(line) });
});
afterAll(() => server.close());

/** what a seed market holds, by agent name, to compare two of them */
async function snapshot(db: TestServer['db']) {
  return db.query<{
    name: string;
    subscriber_count: number;
    ratings: string;
    events: number;
  }>(
    `select v.name_en as name, a.subscriber_count,
       (select string_agg(r.rating::text, ',' order by r.rating) from ratings_reviews r
          where r.agent_id = a.id) as ratings,
       (select count(*)::int from agent_events e where e.agent_id = a.id) as events
     from agents a join agent_versions v on v.agent_id = a.id
     group by a.id, v.name_en order by v.name_en`,
  );
}

describe('the seed market', () => {
  it('has at least 12 published agents in at least 5 categories, by the seed developer', async () => {
    const page = agentPageSchema.parse(
      (await call(server, '/api/market/agents?pageSize=48')).body.data,
    );
    expect(page.total).toBe(PUBLISHED.length);
    expect(page.total).toBeGreaterThanOrEqual(12);
    expect(new Set(page.items.map((item) => item.category)).size).toBeGreaterThanOrEqual(5);
    expect(page.items.every((item) => item.logo.startsWith('/media/seed/logo/'))).toBe(true);
    const owners = await server.db.query<{ username: string }>(
      'select distinct u.username from agents a join users u on u.id = a.developer_id',
    );
    expect(owners).toEqual([{ username: 'developer' }]);
    expect(log).toContain(`Seed market: ${PUBLISHED.length} published agents with their history`);
    // and two that are not on the market: one under review, one turned down
    const [hidden] = await server.db.query<{ count: number }>(
      'select count(*)::int as count from agents where not published',
    );
    expect(hidden?.count).toBe(SEED_AGENTS.length - PUBLISHED.length);
  });

  it('has a consistent history: counts match rows, 3 to 15 ratings each, nothing in the future', async () => {
    const rows = await server.db.query<{
      subscriber_count: number;
      subscriptions: number;
      ratings: number;
      uses: number;
      joined: number;
      left: number;
    }>(
      `select a.subscriber_count,
         (select count(*)::int from subscriptions s where s.agent_id = a.id) as subscriptions,
         (select count(*)::int from ratings_reviews r where r.agent_id = a.id) as ratings,
         (select count(*)::int from agent_events e where e.agent_id = a.id and kind = 'use') as uses,
         (select count(*)::int from agent_events e where e.agent_id = a.id and kind = 'subscribe')
           as joined,
         (select count(*)::int from agent_events e
           where e.agent_id = a.id and kind = 'unsubscribe') as left
       from agents a where a.published`,
    );
    expect(rows).toHaveLength(PUBLISHED.length);
    for (const row of rows) {
      expect(row.subscriber_count).toBe(row.subscriptions);
      expect(row.subscriptions).toBeGreaterThanOrEqual(2);
      expect(row.joined - row.left).toBe(row.subscriptions);
      expect(row.ratings).toBeGreaterThanOrEqual(3);
      expect(row.ratings).toBeLessThanOrEqual(15);
    }
    expect(rows.reduce((sum, row) => sum + row.uses, 0)).toBeGreaterThan(100);
    const [future] = await server.db.query<{ count: number }>(
      'select count(*)::int as count from agent_events where at > $1',
      [new Date(server.clock.now())],
    );
    expect(future?.count).toBe(0);
    const [people] = await server.db.query<{ count: number }>(
      "select count(*)::int as count from users where mobile like '1990000%' and password_hash is null",
    );
    expect(people?.count).toBe(30);
  });

  it("shows a seed agent's figures in its overview", async () => {
    const [agent] = await server.db.query<{ id: string }>(
      `select a.id::text as id from agents a join agent_versions v on v.agent_id = a.id
       where v.name_en = 'Knowledge Answerer' limit 1`,
    );
    const overview = agentOverviewSchema.parse(
      (await call(server, `/api/market/agents/${agent?.id}/overview`)).body.data,
    );
    expect(overview.subscribers).toBeGreaterThan(10);
    expect(overview.activeUsers).toBeGreaterThan(0);
    expect(overview.trend.reduce((sum, point) => sum + point.activeUsers, 0)).toBeGreaterThan(0);
    expect(overview.ratingDistribution.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(3);
    const detail = await call(server, `/api/market/agents/${agent?.id}`);
    expect(detail.body.data).toMatchObject({
      nameZh: '知识问答助手',
      version: '2.1.0',
      developerName: '陈开发',
      coverZh: '/media/seed/cover/knowledge-answerer-zh.svg',
      coverEn: '/media/seed/cover/knowledge-answerer-en.svg',
    });
  });

  it('carries well-formed identity documents', async () => {
    const rows = await server.db.query<{ id_card: string; credit_code: string }>(
      'select id_card, credit_code from agent_versions',
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(isValidIdCardNumber(row.id_card), row.id_card).toBe(true);
      expect(isValidCreditCode(row.credit_code), row.credit_code).toBe(true);
    }
  });

  it('is written once: a second start adds nothing; another fresh one is the same market', async () => {
    const before = await snapshot(server.db);
    await server.stop();
    const secondLog: string[] = [];
    server = await startTestServer({ reuse: server, log: (line) => secondLog.push(line) });
    expect(await snapshot(server.db)).toEqual(before);
    expect(secondLog.join('\n')).not.toContain('Seed market');
    const [users] = await server.db.query<{ count: number }>(
      "select count(*)::int as count from users where mobile like '1990000%'",
    );
    expect(users?.count).toBe(30);

    const other = await startTestServer({ fresh: true });
    try {
      expect(await snapshot(other.db)).toEqual(before);
    } finally {
      await other.close();
    }
  });
});

describe('the seed pictures', () => {
  it('draws a logo as SVG, cached for a day', async () => {
    const response = await fetch(`${server.url}/media/seed/logo/knowledge-answerer.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="256" height="256"/);
    expect(svg).toContain('>知</text>');
    // the same slug always gives the same picture
    const again = await fetch(`${server.url}/media/seed/logo/knowledge-answerer.svg`);
    expect(await again.text()).toBe(svg);
  });

  it('draws a 1200×630 cover in each language, its text escaped', async () => {
    const zh = await fetch(`${server.url}/media/seed/cover/research-insights-zh.svg`);
    expect(zh.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const zhSvg = await zh.text();
    expect(zhSvg).toContain('width="1200" height="630"');
    expect(zhSvg).toContain('>市场调研</text>');
    const en = await (
      await fetch(`${server.url}/media/seed/cover/research-insights-en.svg`)
    ).text();
    expect(en).toContain('>Research &amp; Insights</text>');
    expect(en).not.toContain('Research & Insights');
  });

  it('answers 404 for an unknown slug or language', async () => {
    for (const path of [
      '/media/seed/logo/nobody.svg',
      '/media/seed/logo/knowledge-answerer.png',
      '/media/seed/cover/knowledge-answerer-fr.svg',
      '/media/seed/cover/knowledge-answerer.svg',
    ]) {
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(404);
    }
  });

  it('escapes whatever text it is given', () => {
    const name = '<script>alert("x")</script> & \'co\'';
    for (const svg of [renderLogo({ slug: 'x', name }), renderCover({ slug: 'x', name }, 'en')]) {
      expect(svg).not.toContain('<script>');
      expect(svg).not.toContain('"x")');
    }
    expect(renderCover({ slug: 'x', name }, 'en')).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;co&apos;',
    );
    expect(escapeXml('a<b')).toBe('a&lt;b');
    expect(renderLogo({ slug: 'x', name: '<b>' })).toContain('>&lt;</text>');
  });

  it('covers every category label', () => {
    for (const category of AGENT_CATEGORIES) {
      expect(renderCover({ slug: 's', name: 'n', category }, 'zh')).toMatch(/font-size="36"/);
    }
  });
});
