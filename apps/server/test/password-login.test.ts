import { createHash } from 'node:crypto';
import { loginResultSchema } from '@legion/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, TEST_SEED_PASSWORD, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const login = (body: unknown, headers: Record<string, string> = {}) =>
  call(server, '/api/login/password', { body, headers });

describe('POST /api/login/password', () => {
  it('signs a seed account in: a token, the user with the mobile masked, the role', async () => {
    const answer = await login({ username: 'developer', password: TEST_SEED_PASSWORD });
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(0);
    const result = loginResultSchema.parse(answer.body.data);
    expect(result.role).toBe('developer');
    expect(result.userInfo).toMatchObject({
      username: 'developer',
      name: '陈开发',
      mobile: '138****0002',
      email: 'developer@legion.local',
      role: 'developer',
      developer: { status: 1, role: 0 },
      permissions: [],
    });
    expect(result.token).toMatch(/^[\w-]{43}$/);
    // the answer shows only what the contract shows
    expect(Object.keys(answer.body.data.userInfo)).not.toContain('password_hash');
  });

  it('stores only the hash of the session token', async () => {
    const { body } = await login({ username: 'user', password: TEST_SEED_PASSWORD });
    const token: string = body.data.token;
    const rows = await server.db.query<{ token_hash: string }>('select token_hash from sessions');
    const stored = rows.map((row) => row.token_hash);
    expect(stored).toContain(createHash('sha256').update(token).digest('hex'));
    expect(stored).not.toContain(token);
  });

  it('refuses a wrong password with 401, in the language of the request', async () => {
    const wrong = { username: 'user', password: 'not-the-password' };
    const headers = { 'x-forwarded-for': '198.51.100.1' };
    const english = await login(wrong, headers);
    expect(english.status).toBe(401);
    expect(english.body).toEqual({ code: 401, msg: 'Invalid username or password' });

    const chinese = await login(wrong, { ...headers, 'X-Language': 'zh' });
    expect(chinese.body).toEqual({ code: 401, msg: '用户名或密码错误' });
    const byAcceptLanguage = await login(wrong, {
      ...headers,
      'Accept-Language': 'zh-CN,zh;q=0.9',
    });
    expect(byAcceptLanguage.body.msg).toBe('用户名或密码错误');
  });

  it('refuses an unknown username exactly like a wrong password', async () => {
    const answer = await login(
      { username: 'nobody', password: TEST_SEED_PASSWORD },
      { 'x-forwarded-for': '198.51.100.2' },
    );
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ code: 401, msg: 'Invalid username or password' });
  });

  it('answers 400 with a message per field', async () => {
    const missing = await login({});
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      code: 400,
      msg: 'Invalid request',
      fields: { username: 'username required', password: 'password required' },
    });

    const blank = await login({ username: '  ', password: '' }, { 'X-Language': 'zh' });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({
      code: 400,
      msg: '请求参数有误',
      fields: { username: '请输入用户名', password: '请输入密码' },
    });

    const notJson = await fetch(`${server.url}/api/login/password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username":',
    });
    expect(notJson.status).toBe(400);
    expect((await notJson.json()).code).toBe(400);
  });

  it('locks a username for 15 minutes after 5 failures, before looking at the password', async () => {
    // a new address for each attempt: the username's own limit is the subject here
    for (let attempt = 1; attempt <= 5; attempt++) {
      const answer = await login(
        { username: 'admin', password: `wrong-${attempt}` },
        { 'x-forwarded-for': `192.0.2.${attempt}` },
      );
      expect(answer.status, `attempt ${attempt}`).toBe(401);
    }
    const right = { username: 'admin', password: TEST_SEED_PASSWORD };
    const locked = await login(right, { 'x-forwarded-for': '192.0.2.99' });
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ code: 429, msg: 'Too many attempts. Please try again later.' });
    expect((await login(right, { 'X-Language': 'zh' })).body.msg).toBe('尝试次数过多，请稍后再试');
    // changing the case does not reset the count
    expect((await login({ ...right, username: 'ADMIN' })).status).toBe(429);

    // other accounts are not affected
    expect((await login({ username: 'developer', password: TEST_SEED_PASSWORD })).status).toBe(200);

    server.clock.advance(15 * 60_000 + 1000);
    expect((await login(right)).status).toBe(200);
  });

  it('limits one address to 20 failures in 15 minutes', async () => {
    const address = { 'x-forwarded-for': '203.0.113.7, 10.0.0.1' };
    for (let attempt = 1; attempt <= 20; attempt++) {
      const answer = await login({ username: `guess${attempt}`, password: 'x' }, address);
      expect(answer.status, `attempt ${attempt}`).toBe(401);
    }
    const right = { username: 'user', password: TEST_SEED_PASSWORD };
    expect((await login(right, address)).status).toBe(429);
    // the first entry of X-Forwarded-For is the address
    expect((await login(right, { 'x-forwarded-for': '203.0.113.8, 10.0.0.1' })).status).toBe(200);
  });
});
