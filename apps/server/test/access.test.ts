import { type Endpoint, endpoints } from '@legion/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, signIn, startTestServer, type TestServer } from './helpers.ts';

/** endpoints that exist only in this test, mounted with the registry's helper */
const testOnly = {
  adminOnly: {
    method: 'GET',
    path: '/api/test/admin-only',
    summary: 'test',
    access: 'admin',
    input: z.object({}),
    output: z.object({ ok: z.literal(true) }),
  },
  developerOnly: {
    method: 'GET',
    path: '/api/test/developer-only',
    summary: 'test',
    access: 'developer',
    input: z.object({}),
    output: z.object({ ok: z.literal(true) }),
  },
  count: {
    method: 'POST',
    path: '/api/test/count',
    summary: 'test',
    access: 'user',
    input: z.object({ n: z.number().int() }),
    output: z.object({ n: z.number() }),
  },
  leaky: {
    method: 'GET',
    path: '/api/test/leaky',
    summary: 'test',
    access: 'public',
    input: z.object({}),
    output: z.object({ id: z.string() }),
  },
  readItem: {
    method: 'GET',
    path: '/api/test/items/:id',
    summary: 'test',
    access: 'public',
    input: z.object({ id: z.string().regex(/^\d+$/), view: z.string().optional() }),
    output: z.object({ id: z.string(), view: z.string().optional() }),
  },
  changeItem: {
    method: 'POST',
    path: '/api/test/items/:id',
    summary: 'test',
    access: 'user',
    input: z.object({ id: z.string().regex(/^\d+$/), n: z.number().int() }),
    output: z.object({ id: z.string(), n: z.number() }),
  },
  byKey: {
    method: 'GET',
    path: '/api/test/by-key',
    summary: 'test',
    access: 'key',
    input: z.object({}),
    output: z.object({ ok: z.literal(true) }),
  },
  rawByKey: {
    method: 'POST',
    path: '/api/test/raw-by-key',
    summary: 'test',
    access: 'key',
    input: z.object({ n: z.number().int() }),
    output: z.unknown(),
    transport: { kind: 'raw', type: 'application/json' },
  },
} satisfies Record<string, Endpoint>;

let server: TestServer;
const tokens: Record<'admin' | 'developer' | 'user', string> = {
  admin: '',
  developer: '',
  user: '',
};
beforeAll(async () => {
  server = await startTestServer({
    routes(mount) {
      mount(testOnly.adminOnly, () => ({ ok: true as const }));
      mount(testOnly.developerOnly, () => ({ ok: true as const }));
      mount(testOnly.count, ({ input }) => ({ n: input.n + 1 }));
      // a handler that hands back more than the contract shows
      mount(testOnly.leaky, () => ({ id: '1', password_hash: 'scrypt$secret' }) as { id: string });
      mount(testOnly.readItem, ({ input }) => input);
      mount(testOnly.changeItem, ({ input }) => input, { notFound: 'Item not found' });
      mount(testOnly.byKey, () => ({ ok: true as const }));
      // a raw answer whose refusals take its protocol's own shape, as OpenAI's do
      mount(testOnly.rawByKey, ({ c }) => c.json({ object: 'ok' }), {
        refuse: (error, c) =>
          c.json(
            { error: { message: error instanceof Error ? error.message : '', type: 'refused' } },
            401,
          ),
      });
    },
  });
  for (const role of ['admin', 'developer', 'user'] as const)
    tokens[role] = await signIn(server, role);
});
afterAll(() => server.close());

const SIGN_IN = { code: 401, msg: 'Please sign in' };
const NOT_ALLOWED = { code: 403, msg: 'Not allowed' };

describe('access from the endpoint registry', () => {
  it('a visitor gets 401 on every non-public endpoint', async () => {
    for (const path of ['/api/test/admin-only', '/api/test/developer-only', '/api/user/me']) {
      const answer = await call(server, path);
      expect(answer.status, path).toBe(401);
      expect(answer.body).toEqual(SIGN_IN);
    }
    const host = await call(server, '/api/host/queryUserId', { body: { mobile: '13900000003' } });
    expect(host.body).toEqual(SIGN_IN);
  });

  it('answers 401 before it validates: a visitor learns nothing of the input', async () => {
    const answer = await call(server, '/api/test/count', { body: { n: 'x' } });
    expect(answer.status).toBe(401);
    const signedIn = await call(server, '/api/test/count', {
      body: { n: 'x' },
      token: tokens.user,
    });
    expect(signedIn.status).toBe(400);
    expect(signedIn.body.fields).toHaveProperty('n');
    const ok = await call(server, '/api/test/count', { body: { n: 1 }, token: tokens.user });
    expect(ok.body).toEqual({ code: 0, data: { n: 2 }, msg: 'ok' });
  });

  it('a plain user gets 403 on developer and admin endpoints', async () => {
    for (const path of ['/api/test/admin-only', '/api/test/developer-only']) {
      const answer = await call(server, path, { token: tokens.user });
      expect(answer.status, path).toBe(403);
      expect(answer.body).toEqual(NOT_ALLOWED);
    }
    const chinese = await call(server, '/api/test/admin-only', {
      token: tokens.user,
      headers: { 'X-Language': 'zh' },
    });
    expect(chinese.body).toEqual({ code: 403, msg: '没有权限' });
  });

  it('a developer passes developer endpoints, not admin ones', async () => {
    expect(
      (await call(server, '/api/test/developer-only', { token: tokens.developer })).status,
    ).toBe(200);
    const admin = await call(server, '/api/test/admin-only', { token: tokens.developer });
    expect(admin.status).toBe(403);
  });

  it('an admin passes both', async () => {
    for (const path of ['/api/test/admin-only', '/api/test/developer-only']) {
      const answer = await call(server, path, { token: tokens.admin });
      expect(answer.body).toEqual({ code: 0, data: { ok: true }, msg: 'ok' });
    }
  });

  it("a 'key' endpoint takes a person's API key only: no session, whoever's, opens it", async () => {
    const visitor = await call(server, '/api/test/by-key');
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ code: 401, msg: 'Invalid API key' });
    for (const role of ['admin', 'developer', 'user'] as const) {
      const answer = await call(server, '/api/test/by-key', { token: tokens[role] });
      expect(answer.body, role).toEqual({ code: 401, msg: 'Invalid API key' });
    }
    const zh = await call(server, '/api/test/by-key', { headers: { 'x-language': 'zh' } });
    expect(zh.body.msg).toBe('API 密钥无效');
  });

  it('a raw endpoint refuses in its own shape, not the envelope', async () => {
    const refused = await call(server, '/api/test/raw-by-key', { body: { n: 1 } });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ error: { message: 'Invalid API key', type: 'refused' } });
  });

  it('refuses a body over 64 KB with 413 before reading it', async () => {
    const answer = await call(server, '/api/login/password', {
      body: { username: 'user', password: 'x'.repeat(70 * 1024) },
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ code: 413, msg: 'Request body too large' });
  });

  it('answers only what the output schema shows', async () => {
    const answer = await call(server, '/api/test/leaky');
    expect(answer.body).toEqual({ code: 0, data: { id: '1' }, msg: 'ok' });
  });

  it('takes path parameters from the path, over anything the query or body say', async () => {
    const read = await call(server, '/api/test/items/7?id=9&view=full');
    expect(read.body).toEqual({ code: 0, data: { id: '7', view: 'full' }, msg: 'ok' });
    const change = await call(server, '/api/test/items/7', {
      body: { id: '9', n: 1 },
      token: tokens.user,
    });
    expect(change.body).toEqual({ code: 0, data: { id: '7', n: 1 }, msg: 'ok' });
  });

  it('answers 404 for a malformed path parameter, 400 for the rest of the input', async () => {
    expect((await call(server, '/api/test/items/x7')).body).toEqual({
      code: 404,
      msg: 'Not found',
    });
    const named = await call(server, '/api/test/items/x7', { body: { n: 1 }, token: tokens.user });
    expect(named.status).toBe(404);
    expect(named.body).toEqual({ code: 404, msg: 'Item not found' });
    // access still comes first
    expect((await call(server, '/api/test/items/x7', { body: { n: 1 } })).status).toBe(401);
    const invalid = await call(server, '/api/test/items/7', {
      body: { n: 'x' },
      token: tokens.user,
    });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.fields)).toEqual(['n']);
    const notAnObject = await call(server, '/api/test/items/7', { body: [1], token: tokens.user });
    expect(notAnObject.status).toBe(400);
  });

  it('each seed account reads its own role', async () => {
    for (const role of ['admin', 'developer', 'user'] as const) {
      const answer = await call(server, '/api/user/me', { token: tokens[role] });
      expect(answer.body.data.role).toBe(role);
    }
  });
});

describe('GET /api/openapi.json', () => {
  it('lists every registry endpoint with its method', async () => {
    const answer = await call(server, '/api/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.body.openapi).toBe('3.1.0');
    for (const definition of Object.values(endpoints) as Endpoint[]) {
      // OpenAPI writes path parameters as {id}
      const path = definition.path.replace(/:(\w+)/g, '{$1}');
      expect(answer.body.paths[path], path).toHaveProperty(definition.method.toLowerCase());
    }
    const subscribe = answer.body.paths['/api/market/agents/{id}/subscription'].post;
    expect(subscribe.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    ]);
    expect(answer.body.paths['/api/host/queryUserId'].post.security).toBeUndefined();
  });
});
