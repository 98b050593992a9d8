import { type Endpoint, endpoints, ORDER_EXPORT_PATH } from '@legion/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
const tokens = { admin: '', developer: '', user: '' };

beforeAll(async () => {
  server = await startTestServer();
  for (const role of ['admin', 'developer', 'user'] as const)
    tokens[role] = await signIn(server, role);
});
afterAll(() => server.close());

/** every admin endpoint of the registry, its path parameters filled with an id */
const adminEndpoints = (Object.entries(endpoints) as [string, Endpoint][])
  .filter(([, definition]) => definition.access === 'admin')
  .map(([name, definition]) => ({
    name,
    method: definition.method,
    path: definition.path.replace(/:\w+/g, '1'),
  }));

function request(endpoint: (typeof adminEndpoints)[number], token: string | null) {
  const hasBody = !['GET', 'DELETE'].includes(endpoint.method);
  return call(server, endpoint.path, {
    method: endpoint.method,
    token,
    ...(hasBody ? { body: {} } : {}),
  });
}

describe('the admin console is for admins only', () => {
  it('covers every admin endpoint of the registry', () => {
    const names = adminEndpoints.map((endpoint) => endpoint.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'reviewDeveloperApplication',
        'reviewAgentVersion',
        'adminReviewCounts',
        'adminApplications',
        'adminApplication',
        'revealApplicationField',
        'adminAgentVersions',
        'adminAgentVersion',
        'revealAgentVersionField',
        'adminOrders',
        'adminOrder',
      ]),
    );
  });

  it('answers 401 to a visitor and 403 to a developer and a plain user, on every endpoint', async () => {
    for (const endpoint of adminEndpoints) {
      const visitor = await request(endpoint, null);
      expect(visitor.status, `${endpoint.name} visitor`).toBe(401);
      expect(visitor.body).toEqual({ code: 401, msg: 'Please sign in' });
      for (const role of ['developer', 'user'] as const) {
        const answer = await request(endpoint, tokens[role]);
        expect(answer.status, `${endpoint.name} ${role}`).toBe(403);
        expect(answer.body).toEqual({ code: 403, msg: 'Not allowed' });
      }
    }
  });

  it('does the same for the CSV export', async () => {
    const visitor = await call(server, ORDER_EXPORT_PATH);
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ code: 401, msg: 'Please sign in' });
    for (const role of ['developer', 'user'] as const) {
      const answer = await call(server, ORDER_EXPORT_PATH, {
        token: tokens[role],
        headers: { 'X-Language': 'zh' },
      });
      expect(answer.status, role).toBe(403);
      expect(answer.body).toEqual({ code: 403, msg: '没有权限' });
      expect(answer.headers.get('content-disposition')).toBeNull();
    }
    const admin = await call(server, ORDER_EXPORT_PATH, { token: tokens.admin });
    expect(admin.status).toBe(200);
  });

  it('lets an admin in (a read of each queue answers 200)', async () => {
    for (const name of [
      'adminReviewCounts',
      'adminApplications',
      'adminAgentVersions',
      'adminOrders',
    ]) {
      const endpoint = adminEndpoints.find((candidate) => candidate.name === name);
      if (!endpoint) throw new Error(name);
      expect((await request(endpoint, tokens.admin)).status, name).toBe(200);
    }
  });
});
