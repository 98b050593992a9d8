import { userSchema } from '@legion/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const me = (token?: string | null, headers: Record<string, string> = {}) =>
  call(server, '/api/user/me', { token: token ?? null, headers });

describe('GET /api/user/me', () => {
  it('answers the signed-in user, the mobile masked', async () => {
    const token = await signIn(server, 'user');
    const answer = await me(token);
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(0);
    const user = userSchema.parse(answer.body.data);
    expect(user).toMatchObject({
      username: 'user',
      name: '林小雨',
      mobile: '139****0003',
      email: 'user@legion.local',
      role: 'user',
      developer: null,
    });
    expect(JSON.stringify(answer.body)).not.toContain('13900000003');
  });

  it('answers 401 "Please sign in" without a token, or with an unknown one', async () => {
    for (const token of [null, 'not-a-real-token']) {
      const answer = await me(token);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ code: 401, msg: 'Please sign in' });
    }
    expect((await me(null, { 'X-Language': 'zh' })).body).toEqual({ code: 401, msg: '请先登录' });
    const malformed = await call(server, '/api/user/me', {
      headers: { authorization: 'Basic dXNlcjpwYXNz' },
    });
    expect(malformed.status).toBe(401);
  });

  it('stops answering once the session is 30 days old', async () => {
    const token = await signIn(server, 'developer');
    server.clock.advance(29 * 24 * 60 * 60_000);
    expect((await me(token)).status).toBe(200);
    server.clock.advance(2 * 24 * 60 * 60_000);
    const expired = await me(token);
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ code: 401, msg: 'Please sign in' });
  });
});

describe('POST /api/logout', () => {
  it('ends the session: the token stops working', async () => {
    const token = await signIn(server, 'admin');
    expect((await me(token)).status).toBe(200);
    const answer = await call(server, '/api/logout', { method: 'POST', token });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ code: 0, data: null });
    expect((await me(token)).status).toBe(401);
  });

  it('ends only that session', async () => {
    const first = await signIn(server, 'user');
    const second = await signIn(server, 'user');
    await call(server, '/api/logout', { body: {}, token: first });
    expect((await me(first)).status).toBe(401);
    expect((await me(second)).status).toBe(200);
  });

  it('always succeeds: again, without a token, with an unknown one', async () => {
    const token = await signIn(server, 'user');
    for (const bearer of [token, token, null, 'unknown-token']) {
      const answer = await call(server, '/api/logout', { method: 'POST', token: bearer });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ code: 0, data: null });
    }
  });
});
