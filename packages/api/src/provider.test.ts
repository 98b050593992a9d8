import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  createProviderClient,
  PROVIDER_HEADERS,
  ProviderError,
  providerSigningString,
  signProviderRequest,
} from './provider.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('providerSigningString', () => {
  it('sorts the keys, writes objects as JSON, joins with & and appends secret and timestamp', () => {
    expect(
      providerSigningString({ n: 5, b: { x: 1, y: [1, 2] }, a: 'z' }, 'k', 1_700_000_000_000),
    ).toBe('a=z&b={"x":1,"y":[1,2]}&n=5k1700000000000');
    expect(providerSigningString({}, 'k', '1')).toBe('k1');
  });
});

describe('signProviderRequest', () => {
  // pinned vectors, computed once with Python's hashlib over the strings above
  it.each([
    [
      { mobile: '13800000002', email: 'a@legion.local' },
      's3cr3t-key',
      1_767_225_600_000,
      '90891a95fe370c8c3592802abc8f6ca4115c2dcec30e7e92bb1ee9bb9b21348a',
    ],
    [
      { n: 5, b: { x: 1, y: [1, 2] }, a: 'z' },
      'k',
      '1700000000000',
      'dbd1e3dce335e078ca79708bd22c6c6ba8f3c7977d6799c629122e7b7cb992f2',
    ],
    [{}, 'k', 1, '6ab9f1eb8f7d3388f4f9d586f66e99fd54080df2c446f0e58668b09c08a16dd0'],
    [
      { name: '陈开发' },
      '密钥',
      1_767_225_600_000,
      '69a10e2636d2d3fcb3393021fae2fd38b0baae2d0d46316949c08627ce613177',
    ],
  ])('signs %j with %s at %s', async (data, secret, timestamp, expected) => {
    expect(await signProviderRequest(data, secret, timestamp)).toBe(expected);
  });

  it('changes with the data, the secret and the timestamp', async () => {
    const base = await signProviderRequest({ mobile: '13800000002' }, 'k', 1);
    expect(await signProviderRequest({ mobile: '13800000003' }, 'k', 1)).not.toBe(base);
    expect(await signProviderRequest({ mobile: '13800000002' }, 'k2', 1)).not.toBe(base);
    expect(await signProviderRequest({ mobile: '13800000002' }, 'k', 2)).not.toBe(base);
  });
});

describe('createProviderClient', () => {
  const answer = z.object({ userId: z.string() });

  it('sends the signed headers and unwraps a "000000" answer', async () => {
    const fetch = vi.fn(
      async (_input: string | URL | Request, _init?: RequestInit) =>
        new Response(JSON.stringify({ code: '000000', data: { userId: '42' } })),
    );
    const client = createProviderClient({
      baseUrl: 'https://open.example.com',
      appId: 'app-1',
      secret: 's3cr3t-key',
      fetch,
      now: () => 1_767_225_600_000,
      os: 'server',
    });
    const data = { mobile: '13800000002', email: 'a@legion.local' };
    expect(await client.post('/open/queryUserId', data, answer)).toEqual({ userId: '42' });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe('https://open.example.com/open/queryUserId');
    const headers = init?.headers as Record<string, string>;
    expect(headers[PROVIDER_HEADERS.appId]).toBe('app-1');
    expect(headers[PROVIDER_HEADERS.timestamp]).toBe('1767225600000');
    expect(headers[PROVIDER_HEADERS.os]).toBe('server');
    expect(headers[PROVIDER_HEADERS.signature]).toBe(
      '90891a95fe370c8c3592802abc8f6ca4115c2dcec30e7e92bb1ee9bb9b21348a',
    );
    expect(JSON.parse(String(init?.body))).toEqual(data);
  });

  it('rejects any other code with the answer message', async () => {
    const client = createProviderClient({
      baseUrl: 'https://open.example.com',
      appId: 'a',
      secret: 's',
      fetch: async () => new Response(JSON.stringify({ code: '100401', msg: 'invalid signature' })),
    });
    const failure = client.post('/open/queryUserId', { mobile: '13800000002' }, answer);
    await expect(failure).rejects.toBeInstanceOf(ProviderError);
    await expect(failure).rejects.toMatchObject({ code: '100401', message: 'invalid signature' });
  });
});
