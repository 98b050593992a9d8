/**
 * An OpenAI-compatible agent with nothing but Node: `POST /v1/chat/completions` with
 * `stream: true`, answered as `chat.completion.chunk` events and `[DONE]`, and
 * `GET /v1/models`. With a key set, it wants it as a bearer token.
 * Run: API_KEY=… node examples/agents/openai-chat.ts (port 8402, base URL http://…:8402/v1)
 */
import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';

type Message = { role: string; content: string };

export function openAiChatAgent(apiKey = ''): Server {
  return createServer(async (req, res) => {
    if (apiKey && req.headers.authorization !== `Bearer ${apiKey}`)
      return void res
        .writeHead(401, { 'content-type': 'application/json' })
        .end('{"error":{"message":"bad key"}}');
    // the models it serves: what the platform's health probe asks for
    if (req.method === 'GET' && req.url === '/v1/models')
      return void res
        .writeHead(200, { 'content-type': 'application/json' })
        .end('{"object":"list","data":[{"id":"reference","object":"model","owned_by":"example"}]}');
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions')
      return void res.writeHead(404).end();
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const { model, messages } = JSON.parse(raw) as { model: string; messages: Message[] };
    const question = messages.at(-1)?.content ?? '';
    const pieces = [
      '**OpenAI-compatible** agent heard: ',
      question,
      `\n\n- model: ${model}`,
      `\n- messages: ${messages.length}`,
    ];
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    const chunk = (delta: object, finish: string | null) =>
      res.write(
        `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 0, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`,
      );
    for (const content of pieces) chunk({ content }, null);
    chunk({}, 'stop');
    res.end('data: [DONE]\n\n');
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  openAiChatAgent(process.env.API_KEY).listen(8402);
