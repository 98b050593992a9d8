import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiClientOptions, ApiError, createApiClient } from './client.ts';
import { NETWORK_ERROR, NETWORK_ERROR_MESSAGE } from './codes.ts';
import { endpoints } from './endpoints.ts';
import { userFixtures } from './mocks/fixtures.ts';

type FakeFetch = (request: Request) => Promise<Response>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * a client whose every request goes to `respond`; the requests it made are in `requests`,
 * their bodies as text in `bodies`
 */
function clientWith(respond: FakeFetch, options: Partial<ApiClientOptions> = {}) {
  const requests: Request[] = [];
  const bodies: string[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    bodies.push(await request.clone().text());
    return respond(request);
  });
  const client = createApiClient({
    baseUrl: 'http://legion.test',
    getToken: () => 'token-123',
    getLanguage: () => 'en',
    fetch: fetch as unknown as typeof globalThis.fetch,
    contract: () => endpoints,
    ...options,
  });
  return { client, requests, bodies };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createApiClient', () => {
  it('sends the bearer token and the language headers', async () => {
    const { client, requests } = clientWith(async () =>
      json({ code: 0, data: userFixtures.user, msg: 'ok' }),
    );
    expect(await client.call('currentUser')).toEqual(userFixtures.user);
    const [request] = requests;
    expect(request?.url).toBe('http://legion.test/api/user/me');
    expect(request?.method).toBe('GET');
    expect(request?.headers.get('authorization')).toBe('Bearer token-123');
    expect(request?.headers.get('x-language')).toBe('en');
    expect(request?.headers.get('accept-language')).toBe('en');
  });

  it('sends Chinese headers, and no Authorization without a token', async () => {
    const { client, requests } = clientWith(async () => json({ code: 0, data: null, msg: 'ok' }), {
      getToken: () => null,
      getLanguage: () => 'zh',
    });
    await client.call('logout');
    expect(requests[0]?.headers.get('authorization')).toBeNull();
    expect(requests[0]?.headers.get('x-language')).toBe('zh');
    expect(requests[0]?.headers.get('accept-language')).toBe('zh-CN,zh');
  });

  it('puts GET input in the query and POST input in a JSON body', async () => {
    const { client, requests, bodies } = clientWith(async (request) =>
      request.method === 'GET'
        ? json({ code: 0, data: { status: 'waiting' }, msg: 'ok' })
        : json({ code: 0, data: null, msg: 'ok' }),
    );
    await client.call('qrStatus', { qrToken: 'a b' });
    expect(requests[0]?.url).toBe('http://legion.test/api/login/qrStatus?qrToken=a+b');
    await client.call('logout', {});
    expect(requests[1]?.method).toBe('POST');
    expect(requests[1]?.headers.get('content-type')).toMatch(/application\/json/);
    expect(JSON.parse(bodies[1] ?? '')).toEqual({});
  });

  it('rejects an answer whose code is not 0 with its code and message', async () => {
    const { client } = clientWith(async () =>
      json({ code: 1001, data: null, msg: 'Waiting for confirmation' }),
    );
    const failure = client.call('qrLogin', { qrToken: 't' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      code: 1001,
      message: 'Waiting for confirmation',
    });
  });

  it('rejects an HTTP failure with the status as its code and the server message', async () => {
    const { client } = clientWith(async () =>
      json({ code: 400, msg: 'Invalid request', fields: { username: 'username required' } }, 400),
    );
    await expect(
      client.call('passwordLogin', { username: 'a', password: 'b' }),
    ).rejects.toMatchObject({
      code: 400,
      status: 400,
      message: 'Invalid request',
      fields: { username: 'username required' },
    });
    const { client: broken } = clientWith(
      async () => new Response('<html>bad gateway</html>', { status: 502 }),
    );
    await expect(broken.call('currentUser')).rejects.toMatchObject({
      code: 502,
      message: NETWORK_ERROR_MESSAGE,
    });
  });

  it('on 401 from a signed-in endpoint calls onUnauthorized at most once per 1000 ms', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const onUnauthorized = vi.fn();
    const { client } = clientWith(async () => json({ code: 401, msg: 'Please sign in' }, 401), {
      onUnauthorized,
    });
    await expect(client.call('currentUser')).rejects.toMatchObject({
      code: 401,
      message: 'Please sign in',
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    vi.setSystemTime(new Date('2026-01-01T00:00:00.999Z'));
    await expect(client.call('currentUser')).rejects.toMatchObject({ code: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    vi.setSystemTime(new Date('2026-01-01T00:00:01.000Z'));
    await expect(client.call('currentUser')).rejects.toMatchObject({ code: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('treats 403 like 401', async () => {
    const onUnauthorized = vi.fn();
    const { client } = clientWith(async () => json({ code: 403, msg: 'Not allowed' }, 403), {
      onUnauthorized,
    });
    await expect(client.call('currentUser')).rejects.toMatchObject({ code: 403 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not call onUnauthorized for a 401 of a public endpoint (wrong password)', async () => {
    const onUnauthorized = vi.fn();
    const { client } = clientWith(
      async () => json({ code: 401, msg: 'Invalid username or password' }, 401),
      { onUnauthorized },
    );
    await expect(
      client.call('passwordLogin', { username: 'user', password: 'wrong' }),
    ).rejects.toMatchObject({ code: 401, message: 'Invalid username or password' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('rejects a network failure with NETWORK_ERROR and the network message', async () => {
    const { client } = clientWith(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(client.call('currentUser')).rejects.toMatchObject({
      code: NETWORK_ERROR,
      status: null,
      message: 'Network error. Please check your connection.',
    });
  });

  it('gives up after the timeout option with NETWORK_ERROR', async () => {
    const { client } = clientWith(
      (request) =>
        new Promise((_resolve, reject) => {
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
      { timeout: 30 },
    );
    const started = Date.now();
    await expect(client.call('currentUser')).rejects.toMatchObject({ code: NETWORK_ERROR });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('rejects an answer that does not match the contract', async () => {
    const { client } = clientWith(async () => json({ code: 0, data: { id: 1 }, msg: 'ok' }));
    await expect(client.call('currentUser')).rejects.toMatchObject({
      message: 'Unexpected answer from the server',
    });
  });

  it('without the contract (a production build) makes the same call and trusts the answer', async () => {
    const { client, requests, bodies } = clientWith(
      async () => json({ code: 0, data: { id: 1 }, msg: 'ok' }),
      { contract: undefined },
    );
    expect(await client.call('currentUser')).toEqual({ id: 1 });
    await client.call('updateKnowledgeBase', { id: '7', name: '手册' });
    expect(requests[1]?.method).toBe('PATCH');
    expect(requests[1]?.url).toBe('http://legion.test/api/knowledge/7');
    expect(JSON.parse(bodies[1] ?? '')).toEqual({ name: '手册' });
  });
});
