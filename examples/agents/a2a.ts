/**
 * An A2A agent built with the official SDK (`@a2a-js/sdk`): its card at
 * /.well-known/agent-card.json (v1.0), JSON-RPC at /a2a, a Markdown answer streamed as
 * artifact pieces, then the task completed. With a key set, it wants it in `X-API-Key`, as its
 * card says. `legacy: true` makes it an older agent: a v0.3 card at /.well-known/agent.json
 * only, and v0.3 JSON-RPC (`message/stream`). `executor` replaces what it does and
 * `streaming: false` makes its card say it does not stream: how the tests make it misbehave.
 * Run: API_KEY=… node examples/agents/a2a.ts (port 8403)
 */
import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { AgentCard, formatSSEEvent, type Part, SSE_HEADERS, TaskState } from '@a2a-js/sdk';
import { LegacyJsonRpcTransportHandler } from '@a2a-js/sdk/compat/v0_3/server';
import {
  AgentEvent,
  type AgentExecutor,
  DefaultRequestHandler,
  InMemoryTaskStore,
  JsonRpcTransportHandler,
  ServerCallContext,
} from '@a2a-js/sdk/server';

/** a text part of a message or an artifact */
export const text = (value: string): Part => ({
  content: { $case: 'text', value },
  metadata: undefined,
  filename: '',
  mediaType: 'text/plain',
});
const textOf = (parts: Part[]) =>
  parts.map((part) => (part.content?.$case === 'text' ? part.content.value : '')).join('');

const executor: AgentExecutor = {
  async execute({ taskId, contextId, task, userMessage }, bus) {
    const status = (state: TaskState) => ({
      state,
      message: undefined,
      timestamp: new Date().toISOString(),
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
    const pieces = [
      '**A2A** agent heard: ',
      textOf(userMessage?.parts ?? []),
      `\n\n- context: ${contextId.slice(0, 8)}`,
    ];
    for (const [index, piece] of pieces.entries())
      bus.publish(
        AgentEvent.artifactUpdate({
          taskId,
          contextId,
          append: index > 0,
          lastChunk: index === pieces.length - 1,
          metadata: undefined,
          artifact: {
            artifactId: 'answer',
            name: 'answer',
            description: '',
            parts: [text(piece)],
            metadata: undefined,
            extensions: [],
          },
        }),
      );
    bus.publish(
      AgentEvent.statusUpdate({
        taskId,
        contextId,
        metadata: undefined,
        status: status(TaskState.TASK_STATE_COMPLETED),
      }),
    );
  },
  async cancelTask() {},
};

export function a2aAgent(options: {
  url: string;
  apiKey?: string;
  legacy?: boolean;
  executor?: AgentExecutor;
  streaming?: boolean;
}): Server {
  const card = AgentCard.fromJSON({
    name: 'Echo',
    description: 'Repeats what it hears, in Markdown.',
    version: '1.0.0',
    provider: { organization: 'Example Co', url: 'https://example.com' },
    supportedInterfaces: [
      {
        url: `${options.url}/a2a`,
        protocolBinding: 'JSONRPC',
        protocolVersion: options.legacy ? '0.3' : '1.0',
      },
    ],
    capabilities: { streaming: options.streaming ?? true },
    securitySchemes: {
      apiKey: { apiKeySecurityScheme: { location: 'header', name: 'X-API-Key' } },
    },
    defaultInputModes: ['text/plain'],
    defaultOutputModes: ['text/markdown'],
    skills: [{ id: 'echo', name: 'Echo', description: 'Says back what it heard.', tags: ['echo'] }],
  });
  const legacyCard = {
    name: card.name,
    description: card.description,
    version: card.version,
    url: `${options.url}/a2a`,
    protocolVersion: '0.3.0',
    preferredTransport: 'JSONRPC',
    capabilities: { streaming: true },
    defaultInputModes: ['text/plain'],
    defaultOutputModes: ['text/markdown'],
    securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' } },
    security: [{ apiKey: [] }],
    skills: [{ id: 'echo', name: 'Echo', description: 'Says back what it heard.', tags: ['echo'] }],
  };
  const requests = new DefaultRequestHandler(
    card,
    new InMemoryTaskStore(),
    options.executor ?? executor,
  );
  const handler = options.legacy
    ? new LegacyJsonRpcTransportHandler(requests)
    : new JsonRpcTransportHandler(requests);
  return createServer(async (req, res) => {
    const cardPath = options.legacy ? '/.well-known/agent.json' : '/.well-known/agent-card.json';
    if (req.method === 'GET' && req.url === cardPath)
      return void res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(options.legacy ? legacyCard : AgentCard.toJSON(card)));
    if (req.method !== 'POST' || req.url !== '/a2a') return void res.writeHead(404).end();
    if (options.apiKey && req.headers['x-api-key'] !== options.apiKey)
      return void res.writeHead(401).end();
    let body = '';
    for await (const chunk of req) body += chunk;
    const answer = await handler.handle(
      body,
      new ServerCallContext({ requestedVersion: options.legacy ? '0.3' : '1.0' }),
    );
    if (answer && typeof answer === 'object' && Symbol.asyncIterator in answer) {
      res.writeHead(200, SSE_HEADERS);
      for await (const event of answer as AsyncIterable<unknown>) res.write(formatSSEEvent(event));
      return void res.end();
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  a2aAgent({ url: 'http://127.0.0.1:8403', apiKey: process.env.API_KEY }).listen(8403);
