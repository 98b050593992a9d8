import { describe, expect, it } from 'vitest';
import {
  AGENT_HEADERS,
  AGENT_LIMITS,
  type AgentChatRequest,
  agentRequestHeaders,
  agentSigningKey,
  encodeSseEvent,
  readSseEvents,
  SseTooLargeError,
  verifyAgentRequest,
} from './agent-protocol.ts';

const request: AgentChatRequest = {
  conversationId: '12',
  turnId: '34',
  userId: 'u-abc',
  language: 'zh-CN',
  message: '年假有几天？',
  history: [{ role: 'user', content: '你好' }],
  passages: [
    {
      id: 'P1',
      documentId: '7',
      documentName: '员工手册.pdf',
      knowledgeBaseId: '3',
      chunkIndex: 2,
      text: '员工每年享有 15 天带薪年假。',
      score: 0.8,
    },
  ],
};
const NOW = 1_800_000_000_000;

async function signed(body: Record<string, unknown> = request, at = NOW, secret = 'secret-1') {
  const headers = new Headers(
    await agentRequestHeaders('agent-key', body, await agentSigningKey(secret), at),
  );
  return { headers, rawBody: JSON.stringify(body) };
}

async function verify(call: { headers: Headers; rawBody: string }, now = NOW) {
  return verifyAgentRequest({
    agentId: 'agent-key',
    signingKey: await agentSigningKey('secret-1'),
    headers: call.headers,
    rawBody: call.rawBody,
    now,
  });
}

describe('signing and verifying an agent call', () => {
  it('accepts a call signed with the key derived from the secret', async () => {
    const result = await verify(await signed());
    expect(result).toEqual({ ok: true, request });
  });

  it('refuses a bad signature: another secret, or a body changed after signing', async () => {
    expect(await verify(await signed(request, NOW, 'guess'))).toEqual({
      ok: false,
      problem: 'signature',
    });
    const call = await signed();
    const tampered = { ...call, rawBody: JSON.stringify({ ...request, message: '工资多少？' }) };
    expect(await verify(tampered)).toEqual({ ok: false, problem: 'signature' });
  });

  it(`refuses a timestamp more than ${AGENT_LIMITS.timestampWindowMs / 60_000} minutes off, either way`, async () => {
    const window = AGENT_LIMITS.timestampWindowMs;
    expect((await verify(await signed(request, NOW - window))).ok).toBe(true);
    expect(await verify(await signed(request, NOW - window - 1))).toEqual({
      ok: false,
      problem: 'timestamp',
    });
    expect(await verify(await signed(request, NOW + window + 1))).toEqual({
      ok: false,
      problem: 'timestamp',
    });
    const call = await signed();
    call.headers.set(AGENT_HEADERS.timestamp, 'soon');
    expect(await verify(call)).toEqual({ ok: false, problem: 'timestamp' });
  });

  it('refuses a call for another agent, and a signed body of the wrong shape', async () => {
    const call = await signed();
    call.headers.set(AGENT_HEADERS.agentId, 'other');
    expect(await verify(call)).toEqual({ ok: false, problem: 'agent' });
    const wrong = await signed({ ...request, message: '' });
    expect(await verify(wrong)).toEqual({ ok: false, problem: 'body' });
    expect(await verify({ headers: (await signed()).headers, rawBody: '{not json' })).toEqual({
      ok: false,
      problem: 'body',
    });
  });
});

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function collect(stream: ReadableStream<Uint8Array>, maxBytes?: number) {
  const events: Array<{ type: string; data: unknown }> = [];
  for await (const event of readSseEvents(stream, maxBytes)) events.push(event);
  return events;
}

describe('reading server-sent events', () => {
  it('reads events split anywhere, with CRLF, comments and a last event without a blank line', async () => {
    const text = `${encodeSseEvent('delta', { text: '年假' })}: keep-alive\r\n\r\n${encodeSseEvent('delta', { text: '15 天' })}event: done\ndata: {}`;
    const chunks = [text.slice(0, 7), text.slice(7, 30), text.slice(30)];
    expect(await collect(streamOf(chunks))).toEqual([
      { type: 'delta', data: { text: '年假' } },
      { type: 'delta', data: { text: '15 天' } },
      { type: 'done', data: {} },
    ]);
  });

  it('stops with SseTooLargeError past the byte cap', async () => {
    const big = encodeSseEvent('delta', { text: 'x'.repeat(600) });
    await expect(collect(streamOf([big, big]), 1000)).rejects.toBeInstanceOf(SseTooLargeError);
    expect(await collect(streamOf([big]), 1000)).toHaveLength(1);
  });
});
