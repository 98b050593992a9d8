import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.ts';
import { call, startTestServer, type TestServer } from './helpers.ts';

const SEED_LINE = /^Seed accounts admin, developer, user — password: (\S+)$/;

let servers: TestServer[] = [];
afterEach(async () => {
  for (const server of servers) await server.close();
  servers = [];
});

describe('seed accounts', () => {
  it('get a generated password, printed at the first start only', async () => {
    const firstLog: string[] = [];
    const first = await startTestServer({ seedPassword: null, log: (line) => firstLog.push(line) });
    servers.push(first);
    const printed = firstLog.filter((line) => line.startsWith('Seed accounts'));
    expect(printed).toHaveLength(1);
    const password = SEED_LINE.exec(printed[0] ?? '')?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(12);

    for (const username of ['admin', 'developer', 'user']) {
      const answer = await call(first, '/api/login/password', { body: { username, password } });
      expect(answer.status, username).toBe(200);
    }
    await first.stop();

    const secondLog: string[] = [];
    const second = await startTestServer({ reuse: first, log: (line) => secondLog.push(line) });
    servers = [second];
    expect(secondLog.join('\n')).not.toContain('Seed accounts');
    expect(secondLog.join('\n')).not.toContain(password);
    const again = await call(second, '/api/login/password', {
      body: { username: 'admin', password },
    });
    expect(again.status).toBe(200);
    const users = await second.db.query<{ username: string; role: string }>(
      "select username, role from users where username in ('admin', 'developer', 'user') order by id",
    );
    expect(users).toEqual([
      { username: 'admin', role: 'admin' },
      { username: 'developer', role: 'developer' },
      { username: 'user', role: 'user' },
    ]);
  });

  it('with LEGION_SEED_PASSWORD: that password, which is not printed', async () => {
    const log: string[] = [];
    const server = await startTestServer({
      seedPassword: 'chosen-password-1',
      log: (l) => log.push(l),
    });
    servers.push(server);
    expect(log.join('\n')).toContain('Seed accounts admin, developer, user');
    expect(log.join('\n')).not.toContain('chosen-password-1');
    const answer = await call(server, '/api/login/password', {
      body: { username: 'user', password: 'chosen-password-1' },
    });
    expect(answer.status).toBe(200);
  });
});

describe('a start without demo data', () => {
  it('creates the admin account and the built-in agents only', async () => {
    const log: string[] = [];
    const server = await startTestServer({ demo: false, log: (line) => log.push(line) });
    servers.push(server);
    const printed = log.filter((line) => line.startsWith('Seed account'));
    expect(printed).toHaveLength(1);
    const password = /^Seed account admin — password: (\S+)$/.exec(printed[0] ?? '')?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(12);
    const signedIn = await call(server, '/api/login/password', {
      body: { username: 'admin', password },
    });
    expect(signedIn.status).toBe(200);

    const users = await server.db.query<{ username: string; role: string; mobile: string | null }>(
      'select username, role, mobile from users',
    );
    expect(users).toEqual([{ username: 'admin', role: 'admin', mobile: null }]);
    const count = async (table: string) =>
      Number(
        (await server.db.query<{ n: number | string }>(`select count(*) as n from ${table}`))[0]?.n,
      );
    for (const table of [
      'orders',
      'ratings_reviews',
      'agent_events',
      'plan_subscriptions',
      'developer_applications',
      'subscriptions',
      'legions',
      'knowledge_bases',
      'feedback',
    ]) {
      expect(await count(table), table).toBe(0);
    }
    // the market holds the built-in agents, the admin's, and nothing else
    const market = await call(server, '/api/market/agents');
    expect(market.status).toBe(200);
    const names = (market.body.data.items as { nameZh: string }[])
      .map((item) => item.nameZh)
      .sort();
    expect(names).toEqual(['任务分派', '知识问答助手', '计算与换算'].sort());
    const owners = await server.db.query<{ username: string }>(
      'select distinct u.username from agents a join users u on u.id = a.developer_id',
    );
    expect(owners).toEqual([{ username: 'admin' }]);
    // the plans are configuration, not demo data
    expect(await count('plans')).toBeGreaterThan(0);
  });

  it('turned on later, demo data comes beside the admin, who stays as they were', async () => {
    const first = await startTestServer({ demo: false, adminPassword: 'admin-chosen-1' });
    servers.push(first);
    await first.stop();
    const later = await startTestServer({ reuse: first, demo: true });
    servers = [later];
    const names = await later.db.query<{ username: string }>(
      "select username from users where username in ('admin', 'developer', 'user') order by id",
    );
    expect(names.map((row) => row.username)).toEqual(['admin', 'developer', 'user']);
    // every demo seed ran: the admin console's orders and applications too
    const [orders] = await later.db.query<{ n: number | string }>(
      'select count(*) as n from orders',
    );
    expect(Number(orders?.n)).toBeGreaterThan(0);
    const [applications] = await later.db.query<{ n: number | string }>(
      'select count(*) as n from developer_applications',
    );
    expect(Number(applications?.n)).toBeGreaterThan(0);
    const signedIn = await call(later, '/api/login/password', {
      body: { username: 'admin', password: 'admin-chosen-1' },
    });
    expect(signedIn.status).toBe(200);
  });

  it('with LEGION_ADMIN_PASSWORD: that password, not printed', async () => {
    const log: string[] = [];
    const server = await startTestServer({
      demo: false,
      adminPassword: 'admin-chosen-1',
      log: (line) => log.push(line),
    });
    servers.push(server);
    expect(log.join('\n')).toContain(
      'Seed account admin — password: the value of LEGION_ADMIN_PASSWORD',
    );
    expect(log.join('\n')).not.toContain('admin-chosen-1');
    const signedIn = await call(server, '/api/login/password', {
      body: { username: 'admin', password: 'admin-chosen-1' },
    });
    expect(signedIn.status).toBe(200);
  });
});

describe('readConfig', () => {
  it('turns demo data on with the sandbox, and LEGION_DEMO wins', () => {
    expect(readConfig({}).demo).toBe(true);
    expect(readConfig({ LEGION_SANDBOX: 'off' }).demo).toBe(false);
    expect(readConfig({ LEGION_PROVIDER_URL: 'https://open.example.com' }).demo).toBe(false);
    expect(readConfig({ LEGION_DEMO: 'off' }).demo).toBe(false);
    expect(
      readConfig({ LEGION_PROVIDER_URL: 'https://open.example.com', LEGION_DEMO: 'on' }).demo,
    ).toBe(true);
    expect(() => readConfig({ LEGION_DEMO: 'sometimes' })).toThrow(/LEGION_DEMO/);
    expect(() => readConfig({ LEGION_ADMIN_PASSWORD: 'short' })).toThrow(/at least 8/);
  });

  it('reads the seed password, the provider and the sandbox switch', () => {
    const config = readConfig({
      LEGION_SEED_PASSWORD: 'a-long-password',
      LEGION_PROVIDER_APP_ID: 'app',
      LEGION_PROVIDER_SECRET: 'secret',
    });
    expect(config.seedPassword).toBe('a-long-password');
    expect(config.provider).toEqual({ url: undefined, appId: 'app', secret: 'secret' });
    expect(config.sandbox).toBe(true);

    const real = readConfig({ LEGION_PROVIDER_URL: 'https://open.example.com' });
    expect(real.provider.url).toBe('https://open.example.com');
    expect(real.sandbox).toBe(false);
    expect(
      readConfig({ LEGION_PROVIDER_URL: 'https://x.test', LEGION_SANDBOX: 'on' }).sandbox,
    ).toBe(true);
    expect(readConfig({}).seedPassword).toBeUndefined();
  });

  it('allows agents on private addresses while the sandbox is on, unless told otherwise', () => {
    expect(readConfig({}).agentPrivateNetwork).toBe(true);
    expect(readConfig({ LEGION_SANDBOX: 'off' }).agentPrivateNetwork).toBe(false);
    expect(readConfig({ LEGION_PROVIDER_URL: 'https://x.test' }).agentPrivateNetwork).toBe(false);
    expect(readConfig({ LEGION_AGENT_PRIVATE_NETWORK: 'off' }).agentPrivateNetwork).toBe(false);
    expect(() => readConfig({ LEGION_AGENT_PRIVATE_NETWORK: 'maybe' })).toThrow(
      /LEGION_AGENT_PRIVATE_NETWORK/,
    );
  });

  it('reads the ingest lease and refuses one that is not a number of milliseconds', () => {
    expect(readConfig({ LEGION_INGEST_LEASE_MS: '2000' }).ingestLeaseMs).toBe(2000);
    expect(readConfig({}).ingestLeaseMs).toBeUndefined();
    expect(() => readConfig({ LEGION_INGEST_LEASE_MS: 'soon' })).toThrow(/LEGION_INGEST_LEASE_MS/);
  });

  it('refuses a short seed password and a bad switch', () => {
    expect(() => readConfig({ LEGION_SEED_PASSWORD: 'short' })).toThrow(/at least 8/);
    expect(() => readConfig({ LEGION_SANDBOX: 'maybe' })).toThrow(/LEGION_SANDBOX/);
  });
});
