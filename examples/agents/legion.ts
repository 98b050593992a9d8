/**
 * A Legion-protocol agent with nothing but Node: it checks the platform's signature, then
 * streams a Markdown answer as `delta` events and ends with `done`.
 * Run: AGENT_ID=… AGENT_SECRET=lgs_… node examples/agents/legion.ts (port 8401)
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** keys sorted, objects as JSON, key=value joined by &, then the key and the timestamp */
function signature(body: Record<string, unknown>, key: string, timestamp: string) {
  const fields = Object.keys(body)
    .sort()
    .map((name) => {
      const value = body[name];
      return `${name}=${value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value)}`;
    });
  return sha256(`${fields.join('&')}${key}${timestamp}`);
}

export function legionAgent(agentId: string, secret: string): Server {
  const key = sha256(secret);
  return createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = JSON.parse(raw || '{}') as { message?: string; passages?: unknown[] };
    const timestamp = String(req.headers['x-timestamp'] ?? '');
    const given = Buffer.from(String(req.headers['x-signature'] ?? ''));
    const expected = Buffer.from(signature(body, key, timestamp));
    const fresh = Math.abs(Date.now() - Number(timestamp)) < 5 * 60_000;
    if (
      req.headers['x-agent-id'] !== agentId ||
      !fresh ||
      given.length !== expected.length ||
      !timingSafeEqual(given, expected)
    ) {
      res.writeHead(401).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    const send = (type: string, data: object) =>
      res.write(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`);
    for (const text of [
      '**Legion** agent heard: ',
      body.message ?? '',
      `\n\n- passages: ${body.passages?.length ?? 0}`,
    ])
      send('delta', { text });
    send('done', {});
    res.end();
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  legionAgent(process.env.AGENT_ID ?? '', process.env.AGENT_SECRET ?? '').listen(8401);
