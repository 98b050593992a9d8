/**
 * The built-in agents as HTTP services: `POST /builtin-agents/{slug}` speaks the agent protocol
 * (packages/api/src/agent-protocol.ts) like any developer's agent. The platform calls it over
 * HTTP at the URL registered for the agent; the service checks the call with
 * `verifyAgentRequest` against the key it is given at mount time and answers server-sent
 * events. It reads nothing of the platform's: the reply comes from the request alone.
 */
import { type AgentChatRequest, encodeSseEvent, verifyAgentRequest } from '@legion/api';
import type { Env, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { BUILTIN_AGENTS_PATH, type BuiltinAgentSlug, builtinAgentOf } from './catalog.ts';
import { dispatcherHelp, pickMember } from './dispatcher.ts';
import { answerFromPassages, type ReplySegment } from './knowledge-answerer.ts';
import { answerUtility } from './utility.ts';

export interface BuiltinSigningKey {
  /** the agent's key: the x-agent-id a call must carry */
  agentKey: string;
  /** SHA-256 (hex) of the agent's secret, as the platform keeps it */
  signingKey: string;
}

export interface BuiltinAgentsOptions {
  /** the key of a built-in agent, read at every call (a rotated secret counts at once); null: not set up */
  signingKeyOf: (slug: BuiltinAgentSlug) => Promise<BuiltinSigningKey | null>;
  /** the pause between two events, so the reply arrives as a stream (default 30 ms; 0 in tests) */
  pauseMs?: number;
  /** the clock the timestamp window is checked against (the platform's) */
  now?: () => number;
}

export type BuiltinEvent =
  | { type: 'delta'; data: { text: string } }
  | { type: 'citation'; data: { passageId: string; quote: string } }
  | { type: 'route'; data: { memberId: string } }
  | { type: 'done'; data: Record<string, never> };

/** the most characters one delta carries */
export const DELTA_CHARS = 20;

/** a reply as the protocol's events: deltas of at most DELTA_CHARS, a citation after its words */
export function replyEvents(segments: readonly ReplySegment[]): BuiltinEvent[] {
  const events: BuiltinEvent[] = [];
  for (const segment of segments) {
    const chars = Array.from(segment.text);
    for (let start = 0; start < chars.length; start += DELTA_CHARS) {
      events.push({
        type: 'delta',
        data: { text: chars.slice(start, start + DELTA_CHARS).join('') },
      });
    }
    if (segment.citation) events.push({ type: 'citation', data: segment.citation });
    if (segment.route) events.push({ type: 'route', data: { memberId: segment.route } });
  }
  events.push({ type: 'done', data: {} });
  return events;
}

/** what each built-in answers to one verified request */
export function builtinReply(
  slug: BuiltinAgentSlug,
  request: AgentChatRequest,
  now: number,
): ReplySegment[] {
  if (slug === 'knowledge-answerer') return answerFromPassages(request);
  if (slug === 'dispatcher') {
    const pick = pickMember(request);
    return pick
      ? [{ text: pick.text, route: pick.memberId }]
      : [{ text: dispatcherHelp(request.language) }];
  }
  return [{ text: answerUtility(request.message, request.language, now) }];
}

const PROBLEMS = {
  agent: { status: 401, msg: 'Unknown agent id' },
  timestamp: { status: 401, msg: 'Timestamp missing or outside the allowed window' },
  signature: { status: 401, msg: 'Bad signature' },
  body: { status: 400, msg: 'Malformed request body' },
} as const;

/**
 * a request holds at most a 4,000-character message, 20 earlier turns of up to 64 K characters
 * and 8 passages of 2,000: a few MB of JSON at worst; more is not a call from the platform
 */
const MAX_BODY_BYTES = 8 * 1024 * 1024;

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** Mounts `POST /builtin-agents/:slug` on the app. */
export function mountBuiltinAgents<E extends Env>(app: Hono<E>, options: BuiltinAgentsOptions) {
  const pauseMs = options.pauseMs ?? 30;
  const now = options.now ?? Date.now;

  app.post(
    `${BUILTIN_AGENTS_PATH}/:slug`,
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json({ code: 413, msg: 'Request body too large' }, 413),
    }),
    async (c) => {
      const agent = builtinAgentOf(c.req.param('slug'));
      if (!agent) return c.json({ code: 404, msg: 'No such built-in agent' }, 404);
      const key = await options.signingKeyOf(agent.slug);
      if (!key) return c.json({ code: 503, msg: 'This built-in agent is not set up' }, 503);
      const verdict = await verifyAgentRequest({
        agentId: key.agentKey,
        signingKey: key.signingKey,
        headers: c.req.raw.headers,
        rawBody: await c.req.text(),
        now: now(),
      });
      if (!verdict.ok) {
        const problem = PROBLEMS[verdict.problem];
        return c.json({ code: problem.status, msg: problem.msg }, problem.status);
      }

      const events = replyEvents(builtinReply(agent.slug, verdict.request, now()));
      const encoder = new TextEncoder();
      let index = 0;
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const event = events[index];
          if (!event) {
            controller.close();
            return;
          }
          if (index > 0 && pauseMs > 0) await sleep(pauseMs);
          index += 1;
          controller.enqueue(encoder.encode(encodeSseEvent(event.type, event.data)));
        },
      });
      return new Response(body, {
        status: 200,
        headers: {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          'x-accel-buffering': 'no',
        },
      });
    },
  );
}
