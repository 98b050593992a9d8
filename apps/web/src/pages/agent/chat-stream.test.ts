import { API_CODES, ApiError, NETWORK_ERROR, NETWORK_ERROR_MESSAGE } from '@legion/api';
import { chatCitationFixtures, chatMessageFixture } from '@legion/api/mocks';
import { describe, expect, it, vi } from 'vitest';
import { streamChat, UNEXPECTED_ANSWER } from './chat-stream.ts';

const encoder = new TextEncoder();
const sse = (type: string, data: unknown) => `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;

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

/** a body that hands out the given chunks, then ends (or stays open, or breaks) */
function body(chunks: Array<string | Uint8Array>, end: 'close' | 'open' | 'break' = 'close') {
  const queue = [...chunks];
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = queue.shift();
      if (chunk !== undefined) {
        controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      } else if (end === 'close') controller.close();
      else if (end === 'break') controller.error(new TypeError('network connection lost'));
    },
  });
}

function fakeFetch(response: Response | (() => never)) {
  return vi.fn<typeof fetch>(async () => {
    if (typeof response === 'function') response();
    return response as Response;
  });
}

const streamed = (chunks: Array<string | Uint8Array>, end?: 'close' | 'open' | 'break') =>
  new Response(body(chunks, end), { headers: { 'content-type': 'text/event-stream' } });

const refused = (status: number, envelope: unknown) =>
  new Response(JSON.stringify(envelope), {
    status,
    headers: { 'content-type': 'application/json' },
  });

describe('streamChat', () => {
  it('posts the turn with the given headers and hands on every event in order', async () => {
    const fetch = fakeFetch(streamed([wholeTurn]));
    const onEvent = vi.fn();
    const reply = await streamChat(
      '7',
      { message: '年假？', knowledgeBaseIds: ['1'] },
      { onEvent, fetch, headers: { Authorization: 'Bearer t', 'X-Language': 'zh' } },
    );
    const [path, init] = fetch.mock.calls[0] ?? [];
    expect(path).toBe('/api/agents/7/chat');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer t',
      'X-Language': 'zh',
      'content-type': 'application/json',
      accept: 'text/event-stream',
    });
    expect(JSON.parse(String(init?.body))).toEqual({ message: '年假？', knowledgeBaseIds: ['1'] });
    expect(onEvent.mock.calls.map(([event]) => event.type)).toEqual([
      'user',
      'assistant',
      'delta',
      'delta',
      'citation',
      'done',
    ]);
    expect(onEvent.mock.calls[2]?.[0]).toEqual({ type: 'delta', data: { text: '5 ' } });
    expect(reply).toEqual(finished);
  });

  it('reads events cut anywhere, even inside a character', async () => {
    const bytes = encoder.encode(wholeTurn);
    const chunks = Array.from({ length: Math.ceil(bytes.length / 7) }, (_, i) =>
      bytes.slice(i * 7, i * 7 + 7),
    );
    const onEvent = vi.fn();
    await streamChat('7', { message: '年假？' }, { onEvent, fetch: fakeFetch(streamed(chunks)) });
    expect(onEvent).toHaveBeenCalledTimes(6);
    expect(onEvent.mock.calls[3]?.[0]).toEqual({ type: 'delta', data: { text: '天。' } });
  });

  it('skips events it does not know and resolves null when no done came', async () => {
    const onEvent = vi.fn();
    const reply = await streamChat(
      '7',
      { message: 'hi' },
      {
        onEvent,
        fetch: fakeFetch(streamed([sse('ping', {}), ': comment\n\n', sse('delta', { text: 'a' })])),
      },
    );
    expect(onEvent.mock.calls.map(([event]) => event)).toEqual([
      { type: 'delta', data: { text: 'a' } },
    ]);
    expect(reply).toBeNull();
  });

  it('refuses an event that does not match the contract', async () => {
    const call = streamChat(
      '7',
      { message: 'hi' },
      { onEvent: vi.fn(), fetch: fakeFetch(streamed([sse('delta', { text: 3 })])) },
    );
    await expect(call).rejects.toMatchObject({ message: UNEXPECTED_ANSWER });
  });

  it('turns "not subscribed" into its code without opening the login flow', async () => {
    const onUnauthorized = vi.fn();
    const call = streamChat(
      '7',
      { message: 'hi' },
      {
        onEvent: vi.fn(),
        onUnauthorized,
        fetch: fakeFetch(refused(403, { code: API_CODES.notSubscribed, msg: '请先订阅' })),
      },
    );
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({
      code: API_CODES.notSubscribed,
      status: 403,
      message: '请先订阅',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('opens the login flow on a 401', async () => {
    const onUnauthorized = vi.fn();
    const call = streamChat(
      '7',
      { message: 'hi' },
      { onEvent: vi.fn(), onUnauthorized, fetch: fakeFetch(refused(401, { code: 401, msg: 'x' })) },
    );
    await expect(call).rejects.toMatchObject({ code: 401, status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('passes on "a reply is in progress" with its code', async () => {
    const call = streamChat(
      '7',
      { message: 'hi' },
      {
        onEvent: vi.fn(),
        fetch: fakeFetch(refused(409, { code: API_CODES.replyInProgress, msg: 'busy' })),
      },
    );
    await expect(call).rejects.toMatchObject({ code: API_CODES.replyInProgress, status: 409 });
  });

  it('falls back to the status and the network message when the answer is not JSON', async () => {
    const call = streamChat(
      '7',
      { message: 'hi' },
      { onEvent: vi.fn(), fetch: fakeFetch(new Response('Bad gateway', { status: 502 })) },
    );
    await expect(call).rejects.toMatchObject({ code: 502, message: NETWORK_ERROR_MESSAGE });
  });

  it('reports a network error when nothing comes back, or the stream breaks', async () => {
    const offline = streamChat(
      '7',
      { message: 'hi' },
      {
        onEvent: vi.fn(),
        fetch: fakeFetch(() => {
          throw new TypeError('Failed to fetch');
        }),
      },
    );
    await expect(offline).rejects.toMatchObject({ code: NETWORK_ERROR });
    const onEvent = vi.fn();
    const broken = streamChat(
      '7',
      { message: 'hi' },
      { onEvent, fetch: fakeFetch(streamed([sse('delta', { text: 'a' })], 'break')) },
    );
    await expect(broken).rejects.toMatchObject({ code: NETWORK_ERROR });
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
    const onEvent = vi.fn(() => controller.abort());
    const call = streamChat(
      '7',
      { message: 'hi' },
      { onEvent, signal: controller.signal, fetch: fakeFetch(new Response(open)) },
    );
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(onEvent).toHaveBeenCalledOnce();
  });
});
