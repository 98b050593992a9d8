/**
 * What each protocol adapter adds to the time of the reply's first event: the reference agent
 * (examples/agents) called directly with fetch, until its first piece of text arrives, beside
 * the same agent through `callAgent` (the limits, the counted body, the official client) until
 * its first delta. A2A's adapter also reads the agent's card on every call, which a direct
 * call does not; that read is part of what it adds. Target: at most 5 ms at p50.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type AgentChatRequest, agentRequestHeaders, agentSigningKey } from '@legion/api';
import { type AgentTarget, callAgent } from '../apps/server/src/agents/protocols/index.ts';
import { a2aAgent } from '../examples/agents/a2a.ts';
import { legionAgent } from '../examples/agents/legion.ts';
import { openAiChatAgent } from '../examples/agents/openai-chat.ts';

const RUNS = 200;
const WARMUP = 20;
const TARGET_MS = 5;

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** milliseconds until the body has shown `marker` */
async function firstText(response: Response, marker: string): Promise<void> {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let seen = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    seen += decoder.decode(value, { stream: true });
    if (seen.includes(marker)) break;
  }
  await reader.cancel();
}

async function viaAdapter(target: AgentTarget, request: AgentChatRequest): Promise<void> {
  const events = callAgent(target, request);
  for await (const event of events) if (event.type === 'delta') break;
}

const p50 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function measure(run: () => Promise<void>): Promise<number> {
  for (let index = 0; index < WARMUP; index++) await run();
  const times: number[] = [];
  for (let index = 0; index < RUNS; index++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return p50(times);
}

export async function benchAdapters() {
  const request: AgentChatRequest = {
    conversationId: 'c1',
    turnId: 't1',
    userId: 'u1',
    language: 'en',
    message: 'hello',
    history: [],
    passages: [],
  };
  const servers: Server[] = [];
  const start = async (server: Server) => {
    servers.push(server);
    return listen(server);
  };
  try {
    const signingKey = await agentSigningKey('lgs_bench');
    const legionUrl = await start(legionAgent('bench', 'lgs_bench'));
    const openAiUrl = await start(openAiChatAgent('sk-bench'));
    const front = createServer();
    const a2aUrl = await start(front);
    const a2a = a2aAgent({ url: a2aUrl, apiKey: 'key-bench' });
    front.on('request', (incoming, outgoing) => a2a.emit('request', incoming, outgoing));

    const rows: Array<[string, number, number]> = [];
    rows.push([
      'legion',
      await measure(async () => {
        const headers = await agentRequestHeaders('bench', request, signingKey);
        const response = await fetch(legionUrl, {
          method: 'POST',
          headers,
          body: JSON.stringify(request),
        });
        await firstText(response, 'event: delta');
      }),
      await measure(() =>
        viaAdapter({ protocol: 'legion', url: legionUrl, agentKey: 'bench', signingKey }, request),
      ),
    ]);
    rows.push([
      'openai-chat',
      await measure(async () => {
        const response = await fetch(`${openAiUrl}/v1/chat/completions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: 'Bearer sk-bench' },
          body: JSON.stringify({
            model: 'echo',
            stream: true,
            messages: [{ role: 'user', content: 'hello' }],
          }),
        });
        await firstText(response, '"content"');
      }),
      await measure(() =>
        viaAdapter(
          {
            protocol: 'openai-chat',
            baseUrl: `${openAiUrl}/v1`,
            model: 'echo',
            apiKey: 'sk-bench',
          },
          request,
        ),
      ),
    ]);
    rows.push([
      'a2a',
      await measure(async () => {
        const response = await fetch(`${a2aUrl}/a2a`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'text/event-stream',
            'a2a-version': '1.0',
            'x-api-key': 'key-bench',
          },
          body: JSON.stringify({
            jsonrpc: '2.0',
            id: 1,
            method: 'SendStreamingMessage',
            params: {
              message: {
                messageId: crypto.randomUUID(),
                role: 'ROLE_USER',
                parts: [{ text: 'hello' }],
              },
            },
          }),
        });
        await firstText(response, 'artifactUpdate');
      }),
      await measure(() =>
        viaAdapter({ protocol: 'a2a', url: a2aUrl, credential: 'key-bench' }, request),
      ),
    ]);

    console.log(
      `first event of a reply, p50 of ${RUNS} calls on loopback (target: the adapter adds ≤ ${TARGET_MS} ms)`,
    );
    for (const [protocol, direct, adapted] of rows) {
      const added = adapted - direct;
      console.log(
        `  ${protocol.padEnd(12)} direct ${direct.toFixed(2)} ms, through the adapter ${adapted.toFixed(2)} ms: adds ${added.toFixed(2)} ms ${added <= TARGET_MS ? '(within target)' : '(over target)'}`,
      );
    }
  } finally {
    for (const server of servers) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }
}
