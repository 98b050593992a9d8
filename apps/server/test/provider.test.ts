import {
  loginResultSchema,
  PROVIDER_HEADERS,
  PROVIDER_TIMESTAMP_WINDOW_MS,
  signProviderRequest,
} from '@legion/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
let appId: string;
let secret: string;
const ids: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  const rows = await server.db.query<{ key: string; value: string }>(
    "select key, value from app_settings where key like 'provider:%'",
  );
  const settings = Object.fromEntries(rows.map((row) => [row.key, row.value]));
  appId = settings['provider:app-id'] ?? '';
  secret = settings['provider:secret'] ?? '';
  for (const role of ['admin', 'developer', 'user'] as const) {
    const token = await signIn(server, role);
    ids[role] = (await call(server, '/api/user/me', { token })).body.data.id;
  }
});
afterAll(() => server.close());

/** a request to the sandbox's signed service, signed as the real provider expects */
async function signed(
  path: string,
  body: Record<string, unknown>,
  options: { secret?: string; appId?: string; timestamp?: number } = {},
) {
  const timestamp = options.timestamp ?? server.clock.now();
  const signature = await signProviderRequest(body, options.secret ?? secret, timestamp);
  return call(server, path, {
    body,
    headers: {
      [PROVIDER_HEADERS.appId]: options.appId ?? appId,
      [PROVIDER_HEADERS.signature]: signature,
      [PROVIDER_HEADERS.timestamp]: String(timestamp),
      [PROVIDER_HEADERS.os]: 'test',
    },
  });
}

describe('the sandbox provider: POST /open/queryUserId', () => {
  it('has credentials generated at first start and kept in app_settings', () => {
    expect(appId).toMatch(/^legion-/);
    expect(secret.length).toBeGreaterThanOrEqual(32);
  });

  it('answers the user id of a mobile number or an e-mail', async () => {
    const byMobile = await signed('/open/queryUserId', { mobile: '13800000002' });
    expect(byMobile.status).toBe(200);
    expect(byMobile.body).toEqual({
      code: '000000',
      msg: 'success',
      data: { userId: ids.developer },
    });
    const byEmail = await signed('/open/queryUserId', { email: 'admin@legion.local' });
    expect(byEmail.body.data).toEqual({ userId: ids.admin });
  });

  it('refuses a bad signature, a wrong secret and an unknown app', async () => {
    const invalid = { code: '100401', msg: 'invalid signature' };
    expect(
      (await signed('/open/queryUserId', { mobile: '13800000002' }, { secret: 'guess' })).body,
    ).toEqual(invalid);
    expect(
      (await signed('/open/queryUserId', { mobile: '13800000002' }, { appId: 'other' })).body,
    ).toEqual(invalid);
    // a signature for other data
    const timestamp = server.clock.now();
    const tampered = await call(server, '/open/queryUserId', {
      body: { mobile: '13700000001' },
      headers: {
        [PROVIDER_HEADERS.appId]: appId,
        [PROVIDER_HEADERS.signature]: await signProviderRequest(
          { mobile: '13800000002' },
          secret,
          timestamp,
        ),
        [PROVIDER_HEADERS.timestamp]: String(timestamp),
      },
    });
    expect(tampered.body).toEqual(invalid);
    const unsigned = await call(server, '/open/queryUserId', { body: { mobile: '13800000002' } });
    expect(unsigned.body).toEqual(invalid);
  });

  it('refuses a timestamp outside the window, however well signed', async () => {
    const stale = { code: '100408', msg: 'timestamp outside the allowed window' };
    const now = server.clock.now();
    for (const timestamp of [
      now - PROVIDER_TIMESTAMP_WINDOW_MS - 1000,
      now + PROVIDER_TIMESTAMP_WINDOW_MS + 1000,
    ]) {
      const answer = await signed('/open/queryUserId', { mobile: '13800000002' }, { timestamp });
      expect(answer.body).toEqual(stale);
    }
    const recent = await signed(
      '/open/queryUserId',
      { mobile: '13800000002' },
      { timestamp: now - PROVIDER_TIMESTAMP_WINDOW_MS + 5000 },
    );
    expect(recent.body.code).toBe('000000');
  });

  it('answers 100404 for an unknown user', async () => {
    const answer = await signed('/open/queryUserId', { mobile: '13000000000' });
    expect(answer.body).toEqual({ code: '100404', msg: 'user not found' });
  });
});

describe('POST /api/host/queryUserId (the server signs; the secret stays on the server)', () => {
  it('answers the user id through the signed service', async () => {
    const token = await signIn(server, 'user');
    const answer = await call(server, '/api/host/queryUserId', {
      body: { mobile: '13800000002' },
      token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 0, data: { userId: ids.developer }, msg: 'ok' });
    expect(JSON.stringify(answer.body)).not.toContain(secret);

    const byEmail = await call(server, '/api/host/queryUserId', {
      body: { email: 'user@legion.local' },
      token,
    });
    expect(byEmail.body.data).toEqual({ userId: ids.user });
  });

  it('answers 404 for an unknown user and 400 without mobile or e-mail', async () => {
    const token = await signIn(server, 'user');
    const unknown = await call(server, '/api/host/queryUserId', {
      body: { mobile: '13000000000' },
      token,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: 404, msg: 'User not found' });
    const empty = await call(server, '/api/host/queryUserId', { body: {}, token });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ code: 400, msg: 'mobile or email is required' });
    const bad = await call(server, '/api/host/queryUserId', { body: { mobile: '12' }, token });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('mobile');
  });
});

describe('POST /api/login/autoLogin with a token of the sandbox host app', () => {
  async function hostTokenFromPage(mobile: string) {
    const response = await fetch(`${server.url}/sandbox/phone/host-token`, {
      method: 'POST',
      body: new URLSearchParams({ mobile }),
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    const match = /data-testid="chain-pal-token">([\w-]+)</.exec(html);
    expect(match).not.toBeNull();
    return match?.[1] ?? '';
  }
  const autoLogin = (chainPalToken: string, headers: Record<string, string> = {}) =>
    call(server, '/api/login/autoLogin', { body: { chainPalToken }, headers });

  it('signs in the phone user the token was issued for, once', async () => {
    const chainPalToken = await hostTokenFromPage('13800000002');
    const answer = await autoLogin(chainPalToken);
    expect(answer.status).toBe(200);
    const result = loginResultSchema.parse(answer.body.data);
    expect(result.userInfo).toMatchObject({ id: ids.developer, username: 'developer' });
    expect(result.role).toBe('developer');
    expect((await call(server, '/api/user/me', { token: result.token })).status).toBe(200);

    const again = await autoLogin(chainPalToken);
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ code: 401, msg: 'Auto login failed: no user info returned' });
  });

  it('creates a plain account for a new mobile number', async () => {
    const issued = await call(server, '/sandbox/phone/host-token', {
      body: { mobile: '13722223333' },
    });
    expect(issued.body).toMatchObject({ code: 0, data: { chainPalToken: expect.any(String) } });
    const result = loginResultSchema.parse(
      (await autoLogin(issued.body.data.chainPalToken)).body.data,
    );
    expect(result.userInfo).toMatchObject({
      username: expect.stringMatching(/^user_[a-z2-7]{10}$/),
      mobile: '137****3333',
      role: 'user',
    });
  });

  it('refuses a bogus token and an expired one with 401', async () => {
    const bogus = await autoLogin('bogus-token');
    expect(bogus.status).toBe(401);
    expect(bogus.body).toEqual({ code: 401, msg: 'Auto login failed: no user info returned' });
    expect((await autoLogin('bogus-token', { 'X-Language': 'zh' })).body.msg).toBe(
      '自动登录失败：未返回用户信息',
    );

    const chainPalToken = await hostTokenFromPage('13900000003');
    server.clock.advance(5 * 60_000 + 1000);
    expect((await autoLogin(chainPalToken)).status).toBe(401);
  });
});
