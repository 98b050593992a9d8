/**
 * The calls that are not JSON go through the same client as `call`: the same headers, the
 * same {code, msg} errors, the same 401/403 handling. Uploads (multipart), the CSV download
 * and the event streams, against a fake fetch (node has no XMLHttpRequest: the upload's
 * progress is a browser matter, covered by the upload stories and the e2e journey).
 */
import { describe, expect, it, vi } from 'vitest';
import { chatStreamEventSchemas } from './chat.ts';
import { type ApiClientOptions, ApiError, createApiClient } from './client.ts';
import { API_CODES, NETWORK_ERROR, NETWORK_ERROR_MESSAGE, UNEXPECTED_ANSWER } from './codes.ts';
import { endpoints } from './endpoints.ts';
import { chatCitationFixtures, chatMessageFixture } from './mocks/chat-fixtures.ts';
import { knowledgeDocumentFixtures } from './mocks/knowledge-fixtures.ts';

const encoder = new TextEncoder();
const sse = (type: string, data: unknown) => `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** a client whose requests go to `respond`; what it sent is in `requests` and `bodies` */
function clientWith(
  respond: (request: Request) => Response | Promise<Response>,
  options: Partial<ApiClientOptions> = {},
) {
  const requests: Request[] = [];
  const bodies: Promise<string>[] = [];
  const onUnauthorized = vi.fn();
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    bodies.push(request.clone().text());
    return respond(request);
  });
  const client = createApiClient({
    baseUrl: 'http://legion.test',
    getToken: () => 'token-123',
    getLanguage: () => 'zh',
    fetch: fetch as unknown as typeof globalThis.fetch,
    contract: () => endpoints,
    onUnauthorized,
    ...options,
  });
  return { client, requests, bodies, onUnauthorized };
}

const [document] = knowledgeDocumentFixtures;

describe('upload', () => {
  it('sends the file as the multipart field, with the headers, to the filled path', async () => {
    const { client, requests, bodies } = clientWith(() =>
      json({
        code: 0,
        data: { url: '/media/uploads/a.png', bytes: 3, type: 'image/png' },
        msg: 'ok',
      }),
    );
    const image = await client.upload(
      'uploadImage',
      {},
      new File(['png'], 'logo.png', { type: 'image/png' }),
    );
    expect(image).toEqual({ url: '/media/uploads/a.png', bytes: 3, type: 'image/png' });
    const [request] = requests;
    expect(request?.url).toBe('http://legion.test/api/developer/images');
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('authorization')).toBe('Bearer token-123');
    expect(request?.headers.get('x-language')).toBe('zh');
    expect(request?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const sent = await bodies[0];
    expect(sent).toContain('name="file"; filename="logo.png"');
    expect(sent).toContain('png');
  });

  it('puts the knowledge base in the path', async () => {
    const { client, requests } = clientWith(() => json({ code: 0, data: document, msg: 'ok' }));
    await client.upload('uploadKnowledgeDocument', { id: '4' }, new File(['notes'], 'notes.txt'));
    expect(requests[0]?.url).toBe('http://legion.test/api/knowledge/4/documents/upload');
  });

  it('refuses with the server’s {code, msg}, and opens the sign-in on a 401', async () => {
    const tooLarge = clientWith(() => json({ code: 413, msg: 'The file is too large' }, 413));
    const refused = tooLarge.client.upload('uploadKnowledgeDocument', { id: '4' }, new Blob(['x']));
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({
      code: 413,
      status: 413,
      message: 'The file is too large',
    });
    expect(tooLarge.onUnauthorized).not.toHaveBeenCalled();

    const expired = clientWith(() => json({ code: 401, msg: 'Please sign in' }, 401));
    await expect(
      expired.client.upload('uploadKnowledgeDocument', { id: '4' }, new Blob(['x'])),
    ).rejects.toMatchObject({ code: 401 });
    expect(expired.onUnauthorized).toHaveBeenCalledOnce();
  });

  it('refuses an answer that is not the contract’s, and a cancelled upload stays a cancel', async () => {
    const odd = clientWith(() => json({ code: 0, data: { url: 3 }, msg: 'ok' }));
    await expect(odd.client.upload('uploadImage', {}, new Blob(['x']))).rejects.toMatchObject({
      message: UNEXPECTED_ANSWER,
    });
    const controller = new AbortController();
    const cancelled = clientWith(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          if (request.signal.aborted) reject(request.signal.reason);
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
    );
    const upload = cancelled.client.upload('uploadImage', {}, new Blob(['x']), {
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 10);
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
    expect(cancelled.requests).toHaveLength(1);
  });
});

describe('download', () => {
  it('fetches the file with the query and the headers, named by the answer', async () => {
    const { client, requests } = clientWith(
      () =>
        new Response('\uFEFF订单号,金额\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="orders-2026-11-24.csv"',
          },
        }),
    );
    const file = await client.download('exportOrders', { status: 'paid', q: '王 五' });
    expect(file.fileName).toBe('orders-2026-11-24.csv');
    expect(await file.blob.text()).toContain('订单号,金额');
    const url = new URL(requests[0]?.url ?? '');
    expect(url.pathname).toBe('/api/admin/orders.csv');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ status: 'paid', q: '王 五' });
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer token-123');
  });

  it('refuses with the server’s {code, msg}; a 403 opens the sign-in', async () => {
    const { client, onUnauthorized } = clientWith(() =>
      json({ code: 403, msg: 'Not allowed' }, 403),
    );
    await expect(client.download('exportOrders', {})).rejects.toMatchObject({
      code: 403,
      message: 'Not allowed',
    });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});

describe('stream', () => {
  const question = chatMessageFixture({ id: '1', role: 'user', content: '年假？' });
  const started = chatMessageFixture({ id: '2', role: 'assistant', status: 'streaming' });
  const finished = { ...started, status: 'complete' as const, content: '5 天。', durationMs: 1200 };
  const wholeTurn = [
    sse('user', { message: question }),
    sse('assistant', { message: started }),
    sse('delta', { text: '5 ' }),
    sse('delta', { text: '天。' }),
    sse('citation', { citation: chatCitationFixtures[0] }),
    sse('done', { message: finished }),
  ].join('');

  /** a body that hands out the given chunks, then ends (or breaks) */
  function body(chunks: Array<string | Uint8Array>, end: 'close' | 'break' = 'close') {
    const queue = [...chunks];
    return new ReadableStream<Uint8Array>({
      pull(controller) {
        const chunk = queue.shift();
        if (chunk !== undefined) {
          controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
        } else if (end === 'close') controller.close();
        else controller.error(new TypeError('network connection lost'));
      },
    });
  }
  const streamed = (chunks: Array<string | Uint8Array>, end?: 'close' | 'break') =>
    new Response(body(chunks, end), { headers: { 'content-type': 'text/event-stream' } });
  const turn = { id: '7', message: '年假？', knowledgeBaseIds: ['1'] };

  it('posts the turn with the headers and hands on every event in order', async () => {
    const { client, requests, bodies } = clientWith(() => streamed([wholeTurn]));
    const onEvent = vi.fn();
    const done = await client.stream('chatStream', turn, { onEvent });
    expect(done).toEqual({ message: finished });
    const [request] = requests;
    expect(request?.url).toBe('http://legion.test/api/agents/7/chat');
    expect(request?.headers.get('accept')).toBe('text/event-stream');
    expect(request?.headers.get('authorization')).toBe('Bearer token-123');
    expect(JSON.parse(await (bodies[0] ?? ''))).toEqual({
      message: '年假？',
      knowledgeBaseIds: ['1'],
      retry: false,
    });
    expect(onEvent.mock.calls.map(([event]) => event.type)).toEqual([
      'user',
      'assistant',
      'delta',
      'delta',
      'citation',
      'done',
    ]);
  });

  it('reads events cut anywhere, even inside a character', async () => {
    const bytes = encoder.encode(wholeTurn);
    const cut = Array.from({ length: Math.ceil(bytes.length / 7) }, (_, index) =>
      bytes.slice(index * 7, index * 7 + 7),
    );
    const { client } = clientWith(() => streamed(cut));
    const onEvent = vi.fn();
    expect(await client.stream('chatStream', turn, { onEvent })).toEqual({ message: finished });
    expect(onEvent).toHaveBeenCalledTimes(6);
    expect(onEvent.mock.calls[3]?.[0]).toEqual({ type: 'delta', data: { text: '天。' } });
  });

  it('leaves unknown events alone, and resolves null without done', async () => {
    const { client } = clientWith(() =>
      streamed([sse('ping', {}), ': comment\n\n', sse('delta', { text: 'a' })]),
    );
    const onEvent = vi.fn();
    expect(await client.stream('chatStream', turn, { onEvent })).toBeNull();
    expect(onEvent.mock.calls.map(([event]) => event)).toEqual([
      { type: 'delta', data: { text: 'a' } },
    ]);
  });

  it('checks events with the given schemas when it has no contract', async () => {
    const { client } = clientWith(() => streamed([sse('delta', { text: 3 })]), {
      contract: undefined,
    });
    const unchecked = vi.fn();
    await client.stream('chatStream', turn, { onEvent: unchecked });
    expect(unchecked).toHaveBeenCalledWith({ type: 'delta', data: { text: 3 } });
    await expect(
      client.stream('chatStream', turn, {
        onEvent: vi.fn(),
        events: chatStreamEventSchemas,
      }),
    ).rejects.toMatchObject({ message: UNEXPECTED_ANSWER });
  });

  it('refuses an event that does not match the contract', async () => {
    const { client } = clientWith(() => streamed([sse('delta', { text: 3 })]));
    await expect(client.stream('chatStream', turn, { onEvent: vi.fn() })).rejects.toMatchObject({
      message: UNEXPECTED_ANSWER,
    });
  });

  it('turns "not subscribed" into its code without opening the sign-in', async () => {
    const { client, onUnauthorized } = clientWith(() =>
      json({ code: API_CODES.notSubscribed, msg: '请先订阅' }, 403),
    );
    const call = client.stream('chatStream', turn, { onEvent: vi.fn() });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({
      code: API_CODES.notSubscribed,
      status: 403,
      message: '请先订阅',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('opens the sign-in on a 401 and on a plain 403', async () => {
    for (const status of [401, 403]) {
      const { client, onUnauthorized } = clientWith(() => json({ code: status, msg: 'x' }, status));
      await expect(
        client.stream('legionRun', { id: '24', message: 'hi' }, { onEvent: vi.fn() }),
      ).rejects.toMatchObject({ code: status, status });
      expect(onUnauthorized).toHaveBeenCalledOnce();
    }
  });

  it('passes on "a reply is in progress" with its code', async () => {
    const { client } = clientWith(() =>
      json({ code: API_CODES.replyInProgress, msg: 'busy' }, 409),
    );
    await expect(client.stream('chatStream', turn, { onEvent: vi.fn() })).rejects.toMatchObject({
      code: API_CODES.replyInProgress,
      status: 409,
    });
  });

  it('falls back to the status and the network message when the refusal is not JSON', async () => {
    const { client } = clientWith(() => new Response('Bad gateway', { status: 502 }));
    await expect(client.stream('chatStream', turn, { onEvent: vi.fn() })).rejects.toMatchObject({
      code: 502,
      message: NETWORK_ERROR_MESSAGE,
    });
  });

  it('reports a network error when nothing comes back, or the stream breaks', async () => {
    const offline = clientWith(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(
      offline.client.stream('chatStream', turn, { onEvent: vi.fn() }),
    ).rejects.toMatchObject({ code: NETWORK_ERROR });
    const onEvent = vi.fn();
    const broken = clientWith(() => streamed([sse('delta', { text: 'a' })], 'break'));
    await expect(broken.client.stream('chatStream', turn, { onEvent })).rejects.toMatchObject({
      code: NETWORK_ERROR,
    });
    expect(onEvent).toHaveBeenCalledOnce();
  });

  it('stops reading when aborted, rejecting with the abort and not as a network error', async () => {
    const controller = new AbortController();
    const open = new ReadableStream<Uint8Array>({
      start(stream) {
        stream.enqueue(encoder.encode(sse('delta', { text: 'partial' })));
        controller.signal.addEventListener('abort', () => stream.error(controller.signal.reason));
      },
    });
    const { client } = clientWith(() => new Response(open));
    const onEvent = vi.fn(() => controller.abort());
    const call = client.stream('chatStream', turn, { onEvent, signal: controller.signal });
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(onEvent).toHaveBeenCalledOnce();
  });

  it('does not time out a stream that is still arriving after the call’s timeout', async () => {
    const slow = new ReadableStream<Uint8Array>({
      async start(stream) {
        stream.enqueue(encoder.encode(sse('delta', { text: 'a' })));
        await new Promise((resolve) => setTimeout(resolve, 80));
        stream.enqueue(encoder.encode(sse('done', { message: finished })));
        stream.close();
      },
    });
    const { client } = clientWith(() => new Response(slow), { timeout: 30 });
    expect(await client.stream('chatStream', turn, { onEvent: vi.fn() })).toEqual({
      message: finished,
    });
  });
});
