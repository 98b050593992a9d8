/**
 * Each protocol's adapter against the reference agents (examples/agents) and against services
 * that misbehave: what the person would read, and how each failure is named.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Role, TaskState } from '@a2a-js/sdk';
import { AgentEvent, type AgentExecutor } from '@a2a-js/sdk/server';
import type { AgentChatRequest } from '@legion/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { a2aAgent, text } from '../../../examples/agents/a2a.ts';
import { legionAgent } from '../../../examples/agents/legion.ts';
import { openAiChatAgent } from '../../../examples/agents/openai-chat.ts';
import { agentCardUrls } from '../src/agents/protocols/a2a.ts';
import {
  type AgentCallEvent,
  type AgentCallOptions,
  type AgentTarget,
  callAgent,
} from '../src/agents/protocols/index.ts';
import { agentFetch, PRIVATE_ADDRESS_REFUSED } from '../src/chat/agent-fetch.ts';

const servers: Server[] = [];

async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** a service answering every request with `handle` */
const service = (handle: (request: IncomingMessage, response: ServerResponse) => void) =>
  listen(createServer(handle));

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

function turn(message: string, extra: Partial<AgentChatRequest> = {}): AgentChatRequest {
  return {
    conversationId: 'c1',
    turnId: 't1',
    userId: 'u1',
    language: 'en',
    message,
    history: [],
    passages: [],
    ...extra,
  };
}

/** the reply's text and context, or the failure's name and message */
async function outcome(target: AgentTarget, request: AgentChatRequest, options?: AgentCallOptions) {
  const events: AgentCallEvent[] = [];
  try {
    for await (const event of callAgent(target, request, options)) events.push(event);
  } catch (error) {
    const failure = (error as { failure?: string }).failure ?? String(error);
    return { failure, message: (error as Error).message, events };
  }
  const text = events.map((event) => (event.type === 'delta' ? event.text : '')).join('');
  return { failure: null, text, events };
}

const quick = { limits: { firstEventMs: 2_000, idleMs: 300, totalMs: 5_000 } };

describe('the legion protocol', () => {
  let url = '';
  beforeAll(async () => {
    url = await listen(legionAgent('agent-1', 'lgs_secret'));
  });
  const key = (secret: string) => createHash('sha256').update(secret).digest('hex');

  it('signs the turn; the reference agent streams its Markdown', async () => {
    const result = await outcome(
      { protocol: 'legion', url, agentKey: 'agent-1', signingKey: key('lgs_secret') },
      turn('hello'),
    );
    expect(result).toMatchObject({ failure: null });
    expect(result.text).toBe('**Legion** agent heard: hello\n\n- passages: 0');
  });

  it('a wrong secret is refused', async () => {
    const result = await outcome(
      { protocol: 'legion', url, agentKey: 'agent-1', signingKey: key('lgs_other') },
      turn('hello'),
    );
    expect(result.failure).toBe('refused');
  });
});

describe('OpenAI-compatible chat', () => {
  let base = '';
  beforeAll(async () => {
    base = `${await listen(openAiChatAgent('sk-test'))}/v1`;
  });
  const target = (extra: Partial<AgentTarget> = {}) =>
    ({
      protocol: 'openai-chat',
      baseUrl: base,
      model: 'echo-1',
      apiKey: 'sk-test',
      ...extra,
    }) as AgentTarget;

  it('streams the reference agent’s answer, the key as a bearer token', async () => {
    const result = await outcome(target(), turn('hello'));
    expect(result.failure).toBeNull();
    expect(result.text).toBe(
      '**OpenAI-compatible** agent heard: hello\n\n- model: echo-1\n- messages: 2',
    );
  });

  it('sends the history, and the passages and role as a system message', async () => {
    let sent: { messages: Array<{ role: string; content: string }>; stream: boolean } | null = null;
    const url = await service(async (request, response) => {
      let raw = '';
      for await (const chunk of request) raw += chunk;
      sent = JSON.parse(raw);
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.end(
        'data: {"choices":[{"index":0,"delta":{"content":"ok"},"finish_reason":"stop"}]}\n\n',
      );
    });
    const result = await outcome(
      { protocol: 'openai-chat', baseUrl: url, model: 'm', apiKey: '' },
      turn('and now?', {
        history: [
          { role: 'user', content: 'first' },
          { role: 'assistant', content: 'answer' },
        ],
        passages: [
          {
            id: 'P1',
            documentId: 'd1',
            documentName: 'Handbook.pdf',
            knowledgeBaseId: 'k1',
            chunkIndex: 0,
            text: 'Five days of leave.',
            score: 1,
          },
        ],
        role: { name: 'Explainer', instructions: 'Explain simply.' },
      }),
    );
    expect(result.text).toBe('ok');
    const messages = (sent as unknown as { messages: Array<{ role: string; content: string }> })
      .messages;
    expect(messages.map((message) => message.role)).toEqual([
      'system',
      'user',
      'assistant',
      'user',
    ]);
    expect(messages[0]?.content).toContain('[P1] (Handbook.pdf)\nFive days of leave.');
    expect(messages[0]?.content).toContain('"Explainer"');
    expect(messages.at(-1)?.content).toBe('and now?');
    expect((sent as unknown as { stream: boolean }).stream).toBe(true);
  });

  it('a router names a member: its answer becomes a route, not a reply', async () => {
    const url = await service((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.end(
        'data: {"choices":[{"index":0,"delta":{"content":"m2."},"finish_reason":"stop"}]}\n\n',
      );
    });
    const members = [
      { id: 'm1', role: 'Calculator', description: 'does sums' },
      { id: 'm2', role: 'Explainer', description: 'explains' },
    ];
    const routed = await outcome(
      { protocol: 'openai-chat', baseUrl: url, model: 'm', apiKey: '' },
      turn('why?', { route: { members } }),
    );
    expect(routed).toMatchObject({ failure: null, text: '' });
    expect(routed.events).toEqual([{ type: 'route', memberId: 'm2' }]);
    const lost = await outcome(
      { protocol: 'openai-chat', baseUrl: url, model: 'm', apiKey: '' },
      turn('why?', { route: { members: [{ id: 'm9', role: 'Other', description: '' }] } }),
    );
    expect(lost.failure).toBe('invalid');
  });

  it('a wrong key is refused', async () => {
    expect((await outcome(target({ apiKey: 'sk-wrong' }), turn('hello'))).failure).toBe('refused');
  });

  it('reads a service that ignores stream: true and answers one completion', async () => {
    const url = await service((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          choices: [{ index: 0, message: { role: 'assistant', content: 'whole' } }],
        }),
      );
    });
    const result = await outcome(
      { protocol: 'openai-chat', baseUrl: url, model: 'm', apiKey: '' },
      turn('hi'),
    );
    expect(result).toMatchObject({ failure: null, text: 'whole' });
  });

  it('an error in the middle of the stream is the agent’s error, with its words', async () => {
    const url = await service((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write('data: {"choices":[{"index":0,"delta":{"content":"Part"}}]}\n\n');
      response.end('data: {"error":{"message":"the model is overloaded"}}\n\n');
    });
    const result = await outcome(
      { protocol: 'openai-chat', baseUrl: url, model: 'm', apiKey: '' },
      turn('hi'),
    );
    expect(result.failure).toBe('agentError');
    expect(result.message).toContain('the model is overloaded');
    expect(result.events).toEqual([{ type: 'delta', text: 'Part' }]);
  });

  it('a stall is a timeout', async () => {
    const url = await service((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write('data: {"choices":[{"index":0,"delta":{"content":"Hm"}}]}\n\n');
    });
    const result = await outcome(
      { protocol: 'openai-chat', baseUrl: url, model: 'm', apiKey: '' },
      turn('hi'),
      quick,
    );
    expect(result.failure).toBe('timeout');
  });

  it('a reply over the limit ends as tooLarge', async () => {
    const url = await service((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      const piece = JSON.stringify({
        choices: [{ index: 0, delta: { content: 'x'.repeat(400) } }],
      });
      for (let index = 0; index < 10; index++) response.write(`data: ${piece}\n\n`);
      response.end('data: [DONE]\n\n');
    });
    const result = await outcome(
      { protocol: 'openai-chat', baseUrl: url, model: 'm', apiKey: '' },
      turn('hi'),
      { limits: { replyBytes: 1_000 } },
    );
    expect(result.failure).toBe('tooLarge');
  });

  it('a stream over the limit ends as tooLarge, however it is framed', async () => {
    const url = await service((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.end(`data: {"padding":"${'y'.repeat(50_000)}"}\n\n`);
    });
    const result = await outcome(
      { protocol: 'openai-chat', baseUrl: url, model: 'm', apiKey: '' },
      turn('hi'),
      { limits: { streamBytes: 10_000 } },
    );
    expect(result.failure).toBe('tooLarge');
  });

  it('a redirect is not followed (to a private address or anywhere)', async () => {
    const url = await service((_request, response) => {
      response.writeHead(307, { location: 'http://10.0.0.1/v1/chat/completions' });
      response.end();
    });
    const result = await outcome(
      { protocol: 'openai-chat', baseUrl: url, model: 'm', apiKey: '' },
      turn('hi'),
    );
    expect(result.failure).toBe('down');
  });
});

describe('A2A', () => {
  let v1 = '';
  let legacy = '';
  beforeAll(async () => {
    // the card names the agent's own address: listen first, then answer as the agent
    const place = async (options: { apiKey?: string; legacy?: boolean }) => {
      const front = createServer();
      const url = await listen(front);
      const agent = a2aAgent({ url, ...options });
      front.on('request', (request, response) => agent.emit('request', request, response));
      return url;
    };
    v1 = await place({ apiKey: 'key-1' });
    legacy = await place({ legacy: true });
  });

  it('finds the card under the agent’s own path, at its host’s root, or at the URL given', () => {
    expect(agentCardUrls('https://x.example/agents/echo/')).toEqual([
      'https://x.example/agents/echo/.well-known/agent-card.json',
      'https://x.example/.well-known/agent-card.json',
      'https://x.example/agents/echo/.well-known/agent.json',
      'https://x.example/.well-known/agent.json',
    ]);
    expect(agentCardUrls('https://x.example')).toEqual([
      'https://x.example/.well-known/agent-card.json',
      'https://x.example/.well-known/agent.json',
    ]);
    expect(agentCardUrls('https://x.example/cards/echo.json')).toEqual([
      'https://x.example/cards/echo.json',
    ]);
  });

  it('talks to an agent served under a path of its host', async () => {
    const front = createServer();
    const base = await listen(front);
    const agent = a2aAgent({ url: `${base}/agents/echo` });
    front.on('request', (request, response) => {
      // only under the prefix: the host's root has no card
      if (!request.url?.startsWith('/agents/echo/')) return void response.writeHead(404).end();
      request.url = request.url.slice('/agents/echo'.length);
      agent.emit('request', request, response);
    });
    const result = await outcome(
      { protocol: 'a2a', url: `${base}/agents/echo`, credential: '' },
      turn('nested'),
    );
    expect(result.failure).toBeNull();
    expect(result.text).toContain('agent heard: nested');
  });

  it('v1.0: reads the card, sends the key in the header it names, streams the answer', async () => {
    const result = await outcome({ protocol: 'a2a', url: v1, credential: 'key-1' }, turn('hello'));
    expect(result.failure).toBeNull();
    expect(result.text).toMatch(/^\*\*A2A\*\* agent heard: hello\n\n- context: \w{8}$/);
    const context = result.events.find((event) => event.type === 'context');
    expect(context).toMatchObject({ type: 'context', contextId: expect.any(String) });
  });

  it('keeps the conversation’s context from one turn to the next', async () => {
    const first = await outcome({ protocol: 'a2a', url: v1, credential: 'key-1' }, turn('one'));
    const contextId = (
      first.events.find((event) => event.type === 'context') as {
        contextId: string;
      }
    ).contextId;
    const second = await outcome(
      { protocol: 'a2a', url: v1, credential: 'key-1', contextId },
      turn('two'),
    );
    expect(second.text).toContain(`- context: ${contextId.slice(0, 8)}`);
    // the same context: not announced again
    expect(second.events.some((event) => event.type === 'context')).toBe(false);
  });

  it('a wrong key is refused', async () => {
    const result = await outcome({ protocol: 'a2a', url: v1, credential: 'nope' }, turn('hi'));
    expect(result.failure).toBe('refused');
  });

  it('v0.3: falls back to /.well-known/agent.json and speaks message/stream', async () => {
    const result = await outcome({ protocol: 'a2a', url: legacy, credential: '' }, turn('old'));
    expect(result.failure).toBeNull();
    expect(result.text).toMatch(/^\*\*A2A\*\* agent heard: old/);
  });

  it('a card that says it streams, from an agent that does not, is invalid', async () => {
    const url = await service((request, response) => {
      if (request.method === 'GET') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(liarCard(`http://${request.headers.host}/a2a`)));
        return;
      }
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end('I do not stream');
    });
    const result = await outcome({ protocol: 'a2a', url, credential: '' }, turn('hi'));
    expect(result.failure).toBe('invalid');
  });

  it('no card is down', async () => {
    const url = await service((_request, response) => {
      response.writeHead(404);
      response.end();
    });
    const result = await outcome({ protocol: 'a2a', url, credential: '' }, turn('hi'));
    expect(result.failure).toBe('down');
  });

  it('the guard refuses a card on a private address, before any request leaves', async () => {
    const result = await outcome({ protocol: 'a2a', url: v1, credential: 'key-1' }, turn('hi'), {
      fetch: agentFetch({ privateNetwork: false }),
    });
    expect(result.failure).toBe('down');
    expect(result.message).toContain(PRIVATE_ADDRESS_REFUSED);
  });
});

describe('A2A agents that misbehave', () => {
  /** an agent (the reference one, its executor replaced) that does what `steps` say */
  const misbehaving = async (steps: Step[], streaming = true) => {
    const front = createServer();
    const url = await listen(front);
    const agent = a2aAgent({ url, executor: scripted(steps), streaming });
    front.on('request', (request, response) => agent.emit('request', request, response));
    return { protocol: 'a2a' as const, url, credential: '' };
  };

  it('a card that says it does not stream gets one blocking call, read as one answer', async () => {
    const target = await misbehaving(
      [{ text: 'all at once' }, { state: TaskState.TASK_STATE_COMPLETED }],
      false,
    );
    expect(await outcome(target, turn('hi'))).toMatchObject({ failure: null, text: 'all at once' });
  });

  it('a task that fails midway is the agent’s error, with its words and the text before', async () => {
    const target = await misbehaving([
      { text: 'Part' },
      { state: TaskState.TASK_STATE_FAILED, said: 'the model is overloaded' },
    ]);
    const result = await outcome(target, turn('hi'));
    expect(result.failure).toBe('agentError');
    expect(result.message).toContain('the model is overloaded');
    expect(result.events.filter((event) => event.type === 'delta')).toEqual([
      { type: 'delta', text: 'Part' },
    ]);
  });

  it('a rejected or cancelled task is the agent’s error; one that needs authorization is refused', async () => {
    const rejected = await misbehaving([
      { state: TaskState.TASK_STATE_REJECTED, said: 'I only answer about travel' },
    ]);
    expect(await outcome(rejected, turn('hi'))).toMatchObject({
      failure: 'agentError',
      message: expect.stringContaining('I only answer about travel'),
    });
    const cancelled = await misbehaving([{ state: TaskState.TASK_STATE_CANCELED }]);
    expect((await outcome(cancelled, turn('hi'))).failure).toBe('agentError');
    const locked = await misbehaving([{ state: TaskState.TASK_STATE_AUTH_REQUIRED }]);
    expect((await outcome(locked, turn('hi'))).failure).toBe('refused');
  });

  it('a stall is a timeout', async () => {
    const target = await misbehaving([{ text: 'Hm' }, 'stall']);
    expect((await outcome(target, turn('hi'), quick)).failure).toBe('timeout');
  });

  it('a reply over the limit ends as tooLarge', async () => {
    const target = await misbehaving([
      ...Array.from({ length: 10 }, () => ({ text: 'x'.repeat(400) })),
      { state: TaskState.TASK_STATE_COMPLETED },
    ]);
    const result = await outcome(target, turn('hi'), { limits: { replyBytes: 1_000 } });
    expect(result.failure).toBe('tooLarge');
  });

  it('a redirect of the call is not followed', async () => {
    const agent = await misbehaving([{ text: 'never' }]);
    const url = await service((request, response) => {
      // the card is the agent's; its endpoint sends the call elsewhere
      if (request.method === 'GET') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(liarCard(`http://${request.headers.host}/a2a`)));
        return;
      }
      response.writeHead(307, { location: `${agent.url}/a2a` });
      response.end();
    });
    const result = await outcome({ protocol: 'a2a', url, credential: '' }, turn('hi'));
    expect(result.failure).toBe('down');
  });
});

type Step = { text: string } | { state: TaskState; said?: string } | 'stall';

/** an A2A executor that streams the task, then each step: a piece of answer or a status */
function scripted(steps: Step[]): AgentExecutor {
  return {
    async execute({ taskId, contextId, task, userMessage }, bus) {
      const status = (state: TaskState, said?: string) => ({
        state,
        timestamp: new Date().toISOString(),
        message: said
          ? {
              messageId: `${taskId}-status`,
              contextId,
              taskId,
              role: Role.ROLE_AGENT,
              parts: [text(said)],
              metadata: undefined,
              extensions: [],
              referenceTaskIds: [],
            }
          : undefined,
      });
      bus.publish(
        AgentEvent.task(
          task ?? {
            id: taskId,
            contextId,
            artifacts: [],
            history: [userMessage],
            metadata: undefined,
            status: status(TaskState.TASK_STATE_WORKING),
          },
        ),
      );
      for (const [index, step] of steps.entries()) {
        if (step === 'stall') await new Promise(() => {});
        else if ('text' in step)
          bus.publish(
            AgentEvent.artifactUpdate({
              taskId,
              contextId,
              append: index > 0,
              lastChunk: false,
              metadata: undefined,
              artifact: {
                artifactId: 'answer',
                name: 'answer',
                description: '',
                parts: [text(step.text)],
                metadata: undefined,
                extensions: [],
              },
            }),
          );
        else
          bus.publish(
            AgentEvent.statusUpdate({
              taskId,
              contextId,
              metadata: undefined,
              status: status(step.state, step.said),
            }),
          );
      }
    },
    async cancelTask() {},
  };
}

/** a v1.0 card that promises streaming */
function liarCard(url: string) {
  return {
    name: 'Liar',
    description: 'Says it streams.',
    version: '1.0.0',
    supportedInterfaces: [{ url, protocolBinding: 'JSONRPC', protocolVersion: '1.0' }],
    capabilities: { streaming: true },
    defaultInputModes: ['text/plain'],
    defaultOutputModes: ['text/plain'],
    skills: [],
  };
}
