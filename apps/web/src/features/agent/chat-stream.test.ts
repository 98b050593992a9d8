/**
 * The page's wiring of a chat turn to the client's stream: the agent in the path, the turn as
 * the body, the stored reply out, "not subscribed" passed on without the sign-in. How a stream
 * is read (framing, cuts, breaks, aborts) is the client's: packages/api client-transports.test.
 */
import { API_CODES, UNEXPECTED_ANSWER } from '@legion/api';
import { chatCitationFixtures, chatMessageFixture } from '@legion/api/mocks';
import { describe, expect, it, vi } from 'vitest';
import { clientAnswering, sse } from '../../testing/stream-client.ts';
import { streamChat } from './chat-stream.ts';

const question = chatMessageFixture({ id: '1', role: 'user', content: '年假？' });
const started = chatMessageFixture({ id: '2', role: 'assistant', status: 'streaming' });
const finished = { ...started, status: 'complete' as const, content: '5 天。', durationMs: 1200 };
const wholeTurn = [
  sse('user', { message: question }),
  sse('assistant', { message: started }),
  sse('delta', { text: '5 ' }),
  sse('citation', { citation: chatCitationFixtures[0] }),
  sse('done', { message: finished }),
].join('');

describe('streamChat', () => {
  it('posts the turn to the agent and resolves with the stored reply', async () => {
    const { api, fetch, sent } = clientAnswering(
      new Response(wholeTurn, { headers: { 'content-type': 'text/event-stream' } }),
    );
    const onEvent = vi.fn();
    const reply = await streamChat(
      '7',
      { message: '年假？', knowledgeBaseIds: ['1'] },
      { api, onEvent },
    );
    const [request] = fetch.mock.calls[0] ?? [];
    expect(request instanceof Request && request.url).toBe('http://legion.test/api/agents/7/chat');
    expect(await sent[0]).toEqual({
      message: '年假？',
      knowledgeBaseIds: ['1'],
    });
    expect(onEvent.mock.calls.map(([event]) => event.type)).toEqual([
      'user',
      'assistant',
      'delta',
      'citation',
      'done',
    ]);
    expect(reply).toEqual(finished);
  });

  it('checks the events against the contract even without the client’s contract', async () => {
    const { api } = clientAnswering(new Response(sse('delta', { text: 3 })));
    await expect(
      streamChat('7', { message: 'hi' }, { api, onEvent: vi.fn() }),
    ).rejects.toMatchObject({ message: UNEXPECTED_ANSWER });
  });

  it('passes "not subscribed" on with its code, without opening the sign-in', async () => {
    const { api, onUnauthorized } = clientAnswering(
      new Response(JSON.stringify({ code: API_CODES.notSubscribed, msg: '请先订阅' }), {
        status: 403,
      }),
    );
    await expect(
      streamChat('7', { message: 'hi' }, { api, onEvent: vi.fn() }),
    ).rejects.toMatchObject({ code: API_CODES.notSubscribed, status: 403, message: '请先订阅' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
