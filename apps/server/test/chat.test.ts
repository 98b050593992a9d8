/**
 * Chatting with an agent on a real server and database, with a fake agent over real HTTP
 * that checks the platform's signature: a streamed reply with a citation from a shared
 * knowledge base, the history sent along, every failure stored with its reason, a stop that
 * keeps the partial reply, retry, the refusals before any streaming, and the 'use' it counts.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  AGENT_LIMITS,
  type AgentChatRequest,
  agentSigningKey,
  encodeSseEvent,
  verifyAgentRequest,
} from '@legion/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentCallError, callAgent } from '../src/agents/protocols/index.ts';
import {
  call,
  postStream,
  signIn,
  startTestServer,
  type TestServer,
  until,
  uploadKnowledgeText,
  whenIngested,
} from './helpers.ts';

const SECRET = 'fake-agent-secret';
const AGENT_KEY = 'fake-agent-key';

let server: TestServer;
let agent: Server;
let agentUrl = '';
let agentId = '';
let user = '';
let developer = '';
const received: AgentChatRequest[] = [];
const refused: string[] = [];

async function readBody(request: IncomingMessage) {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text;
}

/** the fake agent: its behaviour follows the words of the question */
async function startFakeAgent() {
  const signingKey = await agentSigningKey(SECRET);
  agent = createServer(async (request, response) => {
    const rawBody = await readBody(request);
    const verified = await verifyAgentRequest({
      agentId: AGENT_KEY,
      signingKey,
      headers: { get: (name) => (request.headers[name] as string | undefined) ?? null },
      rawBody,
    });
    if (!verified.ok) {
      refused.push(verified.problem);
      response.writeHead(401, { 'content-type': 'application/json' }).end('{"code":401}');
      return;
    }
    const turn = verified.request;
    received.push(turn);
    if (turn.message.includes('down')) {
      response.writeHead(503).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    const send = (type: string, data: unknown) => response.write(encodeSseEvent(type, data));
    if (turn.message.includes('silent')) {
      response.flushHeaders();
    } else if (turn.message.includes('refuse')) {
      send('error', { message: 'I only answer questions about holidays' });
      response.end();
    } else if (turn.message.includes('flood')) {
      const chunk = 'x'.repeat(8 * 1024);
      for (let sent = 0; sent <= AGENT_LIMITS.replyBytes; sent += chunk.length) {
        send('delta', { text: chunk });
      }
      send('done', {});
      response.end();
    } else if (turn.message.includes('forever')) {
      send('delta', { text: 'Thinking' });
      const timer = setInterval(() => send('delta', { text: '.' }), 50);
      response.on('close', () => clearInterval(timer));
    } else {
      const passage = turn.passages[0];
      send('delta', { text: passage ? '根据你的知识库：' : 'Hello ' });
      send('delta', { text: passage ? passage.text : `turn ${turn.history.length / 2 + 1}` });
      if (passage) send('citation', { passageId: passage.id, quote: passage.text.slice(0, 40) });
      send('done', {});
      response.end();
    }
  });
  await new Promise<void>((resolve) => agent.listen(0, '127.0.0.1', resolve));
  agentUrl = `http://127.0.0.1:${(agent.address() as AddressInfo).port}/chat`;
}

const chat = (body: Record<string, unknown>, options: { token?: string; id?: string } = {}) =>
  postStream(server, `/api/agents/${options.id ?? agentId}/chat`, body, options.token ?? user);

const conversation = async (token = user) =>
  (await call(server, `/api/agents/${agentId}/conversation`, { token })).body.data;

beforeAll(async () => {
  await startFakeAgent();
  server = await startTestServer();
  user = await signIn(server, 'user');
  developer = await signIn(server, 'developer');
  const market = await call(server, '/api/market/agents?pageSize=1');
  agentId = market.body.data.items[0].id;
  // point the seeded agent at the fake one, with a secret the fake knows
  await server.db.query('update agents set agent_key = $2, agent_secret_hash = $3 where id = $1', [
    agentId,
    AGENT_KEY,
    await agentSigningKey(SECRET),
  ]);
  await server.db.query(`update agent_versions set url = $2 where agent_id = $1`, [
    agentId,
    agentUrl,
  ]);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => agent?.close(resolve));
});

describe('before any streaming', () => {
  it('refuses a visitor (401), an unknown or malformed agent (404), a bad body (400)', async () => {
    const visitor = await fetch(`${server.url}/api/agents/${agentId}/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"message":"hi"}',
    });
    expect(visitor.status).toBe(401);
    expect((await chat({ message: 'hi' }, { id: '999999' })).status).toBe(404);
    expect((await chat({ message: 'hi' }, { id: 'abc' })).status).toBe(404);
    const empty = await chat({ message: '   ' });
    expect(empty.status).toBe(400);
    const long = await chat({ message: 'x'.repeat(AGENT_LIMITS.messageChars + 1) });
    expect(long.status).toBe(400);
    expect((await call(server, `/api/agents/${agentId}/conversation`)).status).toBe(401);
  });

  it('refuses someone who has not subscribed, with code 1004, and says so in the conversation', async () => {
    const answer = await chat({ message: 'hi' });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ code: 1004, msg: '订阅该智能体后才能对话' });
    expect(await conversation()).toEqual({
      agentId,
      subscribed: false,
      messages: [],
      knowledgeBases: [],
    });
    expect(received).toHaveLength(0);
  });
});

describe('a conversation', () => {
  beforeAll(async () => {
    for (const token of [user, developer]) {
      const subscribed = await call(server, `/api/market/agents/${agentId}/subscription`, {
        method: 'POST',
        token,
      });
      expect(subscribed.status).toBe(200);
    }
  });

  it('streams a reply, stores both messages, sends the history and counts a use', async () => {
    const [usesBefore] = await server.db.query<{ count: string }>(
      `select count(*)::text as count from agent_events where agent_id = $1 and kind = 'use'`,
      [agentId],
    );
    const first = await chat({ message: 'hello' });
    expect(first.status).toBe(200);
    expect(first.events.map((event) => event.type)).toEqual([
      'user',
      'assistant',
      'delta',
      'delta',
      'done',
    ]);
    expect(first.events[0]?.data.message).toMatchObject({ role: 'user', content: 'hello' });
    expect(first.events[1]?.data.message).toMatchObject({ role: 'assistant', status: 'streaming' });
    expect(first.events.at(-1)?.data.message).toMatchObject({
      status: 'complete',
      content: 'Hello turn 1',
      failure: null,
    });

    const second = await chat({ message: 'again' });
    expect(second.events.at(-1)?.data.message.content).toBe('Hello turn 2');
    const sent = received.at(-1);
    expect(sent?.history).toEqual([
      { role: 'user', content: 'hello' },
      { role: 'assistant', content: 'Hello turn 1' },
    ]);
    expect(sent?.language).toBe('zh-CN');
    // the agent gets an id for the person of its own, not their platform id
    expect(sent?.userId).toMatch(/^[0-9a-f]{32}$/);

    const stored = await conversation();
    expect(stored.subscribed).toBe(true);
    expect(stored.messages.map((m: { content: string }) => m.content)).toEqual([
      'hello',
      'Hello turn 1',
      'again',
      'Hello turn 2',
    ]);
    const [usesAfter] = await server.db.query<{ count: string }>(
      `select count(*)::text as count from agent_events where agent_id = $1 and kind = 'use'`,
      [agentId],
    );
    expect(Number(usesAfter?.count) - Number(usesBefore?.count)).toBe(2);
    // the developer's console counts them: calls, and the person as an active user
    const today = new Date().toISOString().slice(0, 10);
    const statistics = await call(
      server,
      `/api/developer/agents/${agentId}/statistics?from=${today}&to=${today}`,
      { token: developer },
    );
    expect(statistics.status).toBe(200);
    expect(statistics.body.data.calls).toBeGreaterThanOrEqual(2);
    expect(statistics.body.data.activeUsers).toBeGreaterThanOrEqual(1);
    // the developer's conversation is their own
    expect((await conversation(developer)).messages).toEqual([]);
  });

  it('shares passages of the person’s own knowledge base and keeps the citation', async () => {
    const base = await call(server, '/api/knowledge', {
      token: user,
      body: { name: '员工手册', description: '' },
    });
    expect(base.status).toBe(200);
    const baseId = base.body.data.id as string;
    await uploadKnowledgeText(
      server,
      user,
      baseId,
      '员工手册.md',
      '# 假期\n\n员工每年享有 15 天带薪年假，入职满一年后开始计算。',
    );
    const [handbook] = await whenIngested(server, user, baseId, undefined, { timeoutMs: 60_000 });
    expect(handbook?.status).toBe('available');

    const answer = await chat({ message: '年假有几天？', knowledgeBaseIds: [baseId] });
    const done = answer.events.at(-1)?.data.message;
    expect(done.content).toContain('15 天带薪年假');
    expect(done.citations).toEqual([
      expect.objectContaining({
        passageId: 'P1',
        documentName: '员工手册.md',
        knowledgeBaseId: baseId,
      }),
    ]);
    expect(answer.events.some((event) => event.type === 'citation')).toBe(true);
    expect(received.at(-1)?.passages[0]).toMatchObject({ id: 'P1', documentName: '员工手册.md' });
    const stored = (await conversation()).messages;
    expect(stored.at(-2)).toMatchObject({ role: 'user', knowledgeBaseIds: [baseId] });

    // another person's base is not theirs to share
    const other = await chat(
      { message: '年假有几天？', knowledgeBaseIds: [baseId] },
      { token: developer },
    );
    expect(other.status).toBe(404);
  });

  it('stores each failure with its reason: down, the agent’s own refusal, too large', async () => {
    const down = await chat({ message: 'are you down?' });
    expect(down.events.at(-1)?.data.message).toMatchObject({ status: 'failed', failure: 'down' });
    const refusal = await chat({ message: 'please refuse' });
    expect(refusal.events.at(-1)?.data.message).toMatchObject({
      status: 'failed',
      failure: 'agentError',
      failureMessage: 'I only answer questions about holidays',
    });
    const flood = await chat({ message: 'flood me' });
    const tooLarge = flood.events.at(-1)?.data.message;
    expect(tooLarge).toMatchObject({ status: 'failed', failure: 'tooLarge' });
    expect(tooLarge.content.length).toBeLessThanOrEqual(AGENT_LIMITS.replyBytes);
  });

  it('an agent that answers 401 refused the platform’s credentials, not “not responding”', async () => {
    const [row] = await server.db.query<{ agent_secret_hash: string }>(
      'select agent_secret_hash from agents where id = $1',
      [agentId],
    );
    await server.db.query('update agents set agent_secret_hash = $2 where id = $1', [
      agentId,
      'not-the-key',
    ]);
    try {
      const answer = await chat({ message: 'hello' });
      expect(answer.events.at(-1)?.data.message).toMatchObject({
        status: 'failed',
        failure: 'refused',
      });
      expect((await conversation()).messages.at(-1)).toMatchObject({ failure: 'refused' });
    } finally {
      await server.db.query('update agents set agent_secret_hash = $2 where id = $1', [
        agentId,
        row?.agent_secret_hash,
      ]);
      refused.splice(0);
    }
  });

  it('retry asks the last question again in place of its failed reply', async () => {
    await chat({ message: 'are you down?' });
    const before = (await conversation()).messages.length;
    const retried = await chat({ message: 'ignored', retry: true });
    expect(retried.events.map((event) => event.type)[0]).toBe('assistant');
    expect(received.at(-1)?.message).toBe('are you down?');
    const after = (await conversation()).messages;
    expect(after).toHaveLength(before);
    expect(after.at(-1)).toMatchObject({ status: 'failed', failure: 'down' });
  });

  it('closing the stream stops the agent and keeps the partial reply as stopped', async () => {
    const controller = new AbortController();
    const response = await fetch(`${server.url}/api/agents/${agentId}/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user}` },
      body: JSON.stringify({ message: 'think forever' }),
      signal: controller.signal,
    });
    const reader = response.body?.getReader();
    let text = '';
    while (!text.includes('Thinking')) {
      const chunk = await reader?.read();
      text += new TextDecoder().decode(chunk?.value);
    }
    controller.abort();
    const last = await until(
      async () => {
        const reply: { status: string; content: string } | undefined = (
          await conversation()
        ).messages.at(-1);
        return reply?.status === 'streaming' ? null : reply;
      },
      { what: 'the reply to stop streaming', intervalMs: 100 },
    );
    expect(last?.status).toBe('stopped');
    expect(last?.content.startsWith('Thinking')).toBe(true);
  });

  it('the agent refused no call: every one was signed and fresh', () => {
    expect(refused).toEqual([]);
  });

  it('clears the conversation', async () => {
    const cleared = await call(server, `/api/agents/${agentId}/conversation`, {
      method: 'DELETE',
      token: user,
    });
    expect(cleared.status).toBe(200);
    expect((await conversation()).messages).toEqual([]);
  });
});

describe('the bases a person shares with an agent', () => {
  const share = (knowledgeBaseIds: unknown, token = user, id = agentId) =>
    call(server, `/api/agents/${id}/knowledge`, {
      method: 'PUT',
      token,
      body: { knowledgeBaseIds },
    });
  const newBase = async (name: string, token = user) =>
    (await call(server, '/api/knowledge', { token, body: { name } })).body.data.id as string;

  it('are kept on the server, for the next visit on any device, in the order chosen', async () => {
    const [rules, notes] = [await newBase('制度'), await newBase('笔记')];
    const saved = await share([notes, rules, notes]);
    expect(saved.status).toBe(200);
    const chosen = [
      { id: notes, name: '笔记' },
      { id: rules, name: '制度' },
    ];
    expect(saved.body.data).toEqual({ knowledgeBases: chosen });
    // another sign-in of the same person (another device) finds them
    const elsewhere = await signIn(server, 'user');
    expect((await conversation(elsewhere)).knowledgeBases).toEqual(chosen);
    // a deleted base drops out; clearing the conversation keeps the choice
    expect(
      (await call(server, `/api/knowledge/${notes}`, { method: 'DELETE', token: user })).status,
    ).toBe(200);
    expect(
      (await call(server, `/api/agents/${agentId}/conversation`, { method: 'DELETE', token: user }))
        .status,
    ).toBe(200);
    expect((await conversation()).knowledgeBases).toEqual([{ id: rules, name: '制度' }]);
    // none: an empty choice
    expect((await share([])).body.data).toEqual({ knowledgeBases: [] });
    expect((await conversation()).knowledgeBases).toEqual([]);
  });

  it('are the person’s own, at most five, for an agent on the market', async () => {
    const mine = await newBase('我的');
    const others = await newBase('别人的', developer);
    const foreign = await share([mine, others]);
    expect(foreign.status).toBe(404);
    expect(foreign.body.msg).toBe('Knowledge base not found');
    expect((await conversation()).knowledgeBases).toEqual([]);
    const six = await share(['1', '2', '3', '4', '5', '6']);
    expect(six.status).toBe(400);
    expect(Object.keys(six.body.fields ?? {})).toEqual(['knowledgeBaseIds']);
    expect((await share(['abc'])).status).toBe(400);
    expect((await share([mine], user, '999999')).status).toBe(404);
    const visitor = await call(server, `/api/agents/${agentId}/knowledge`, {
      method: 'PUT',
      body: { knowledgeBaseIds: [mine] },
    });
    expect(visitor.status).toBe(401);
    // the developer's own choice is theirs alone
    expect((await share([others], developer)).status).toBe(200);
    expect((await conversation()).knowledgeBases).toEqual([]);
  });
});

describe('the caller’s clocks', () => {
  const turn = (message: string): AgentChatRequest => ({
    conversationId: '1',
    turnId: '1',
    userId: 'u',
    language: 'en',
    message,
    history: [],
    passages: [],
  });
  const target = async () => ({
    protocol: 'legion' as const,
    url: agentUrl,
    agentKey: AGENT_KEY,
    signingKey: await agentSigningKey(SECRET),
  });
  async function outcome(
    message: string,
    limits: Partial<Record<keyof typeof AGENT_LIMITS, number>>,
  ) {
    try {
      for await (const _event of callAgent(await target(), turn(message), { limits })) {
        // drain
      }
      return 'complete';
    } catch (error) {
      return error instanceof AgentCallError ? error.failure : String(error);
    }
  }

  it('times out an agent that never sends its first event', async () => {
    expect(await outcome('silent', { firstEventMs: 300 })).toBe('timeout');
  });

  it('times out a turn that goes on past its total time, though it keeps talking', async () => {
    expect(await outcome('think forever', { idleMs: 1000, totalMs: 400 })).toBe('timeout');
  });

  it('a refused signature is the agent refusing the platform’s credentials, and the agent saw why', async () => {
    const before = refused.length;
    const wrongKey = { ...(await target()), signingKey: 'not-the-key' };
    let failure = '';
    try {
      for await (const _event of callAgent(wrongKey, turn('hello'))) {
        // drain
      }
    } catch (error) {
      failure = error instanceof AgentCallError ? error.failure : String(error);
    }
    expect(failure).toBe('refused');
    expect(refused.slice(before)).toEqual(['signature']);
    refused.splice(before);
  });
});
