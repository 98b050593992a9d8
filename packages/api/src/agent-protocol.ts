/**
 * The agent protocol: how the platform calls an agent at its registered URL (see the
 * documentation article "Agent protocol" and docs/decisions/). One HTTP POST of JSON per
 * turn, answered with server-sent events. Calls are made by the platform's server only and
 * signed like the provider's service calls (provider.ts): SHA-256 over the body's fields
 * (keys sorted, object values as JSON, `key=value` joined with `&`), then the signing key,
 * then the timestamp. The signing key is the SHA-256 (hex) of the agent's secret: the
 * developer's service derives it from the secret it was given, and the platform keeps only
 * that hash.
 */
import { z } from 'zod';
import { providerSigningString, sha256Hex } from './provider.ts';
import { SSE_MAX_BYTES } from './sse.ts';

export { encodeSseEvent, readSseEvents, SseTooLargeError } from './sse.ts';

export const AGENT_HEADERS = {
  agentId: 'x-agent-id',
  signature: 'x-signature',
  timestamp: 'x-timestamp',
} as const;

export const AGENT_LIMITS = {
  /** a request older or newer than this is refused by the agent */
  timestampWindowMs: 5 * 60_000,
  /** the user's message */
  messageChars: 4000,
  /** earlier turns sent along, newest last */
  historyTurns: 20,
  /** knowledge passages sent along */
  passages: 8,
  passageChars: 2000,
  /** the reply's text the platform accepts; more ends the call as too large */
  replyBytes: 64 * 1024,
  /** the whole event stream, text and framing together */
  streamBytes: SSE_MAX_BYTES,
  /** waiting for the first event */
  firstEventMs: 15_000,
  /** silence between two events */
  idleMs: 30_000,
  /** the whole turn */
  totalMs: 120_000,
} as const;

export const agentTurnSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(AGENT_LIMITS.replyBytes),
});
export type AgentTurn = z.infer<typeof agentTurnSchema>;

/** a chunk of one of the user's documents, shared with the agent for this turn */
export const agentPassageSchema = z.object({
  /** "P1", "P2" … in rank order; citations name it */
  id: z.string().max(20),
  documentId: z.string(),
  documentName: z.string().max(255),
  knowledgeBaseId: z.string(),
  chunkIndex: z.number().int().nonnegative(),
  text: z.string().max(AGENT_LIMITS.passageChars),
  score: z.number(),
});
export type AgentPassage = z.infer<typeof agentPassageSchema>;

export const agentChatRequestSchema = z.object({
  /** the conversation on the platform; stable across turns */
  conversationId: z.string().max(40),
  /** this turn's id; an agent may use it to drop a repeated delivery */
  turnId: z.string().max(40),
  /** the person, as an id of their own for this agent (not their platform id) */
  userId: z.string().max(80),
  language: z.enum(['zh-CN', 'en']),
  message: z.string().min(1).max(AGENT_LIMITS.messageChars),
  history: z.array(agentTurnSchema).max(AGENT_LIMITS.historyTurns),
  passages: z.array(agentPassageSchema).max(AGENT_LIMITS.passages),
  /** in a legion: the member's role and the composer's instructions for it */
  role: z.object({ name: z.string().max(40), instructions: z.string().max(500) }).optional(),
  /**
   * In a legion with a router: the agent is asked to pick the one member that should answer
   * `message`, and answers with a `route` event naming it (then `done`).
   */
  route: z
    .object({
      members: z
        .array(
          z.object({
            id: z.string().max(20),
            role: z.string().max(40),
            description: z.string().max(2000),
          }),
        )
        .min(1)
        .max(10),
    })
    .optional(),
});
export type AgentChatRequest = z.infer<typeof agentChatRequestSchema>;

/** the events an agent streams back, each as `event: <type>` and `data: <JSON>` */
export const agentEventSchemas = {
  /** more of the reply's text */
  delta: z.object({ text: z.string() }),
  /** a passage the reply used, with the words it quotes */
  citation: z.object({ passageId: z.string(), quote: z.string().max(500) }),
  /** the reply is complete */
  done: z.object({}).loose(),
  /** the agent could not answer; the message is shown to the person */
  error: z.object({ message: z.string().max(500) }),
  /** the answer to a `route` request: the member that should answer */
  route: z.object({ memberId: z.string().max(20) }),
} as const;
export type AgentEventType = keyof typeof agentEventSchemas;
export type AgentEvent = {
  [K in AgentEventType]: { type: K; data: z.infer<(typeof agentEventSchemas)[K]> };
}[AgentEventType];

/** The key both sides sign with: SHA-256 (hex) of the agent's secret. */
export function agentSigningKey(secret: string): Promise<string> {
  return sha256Hex(secret);
}

export function signAgentRequest(
  body: Record<string, unknown>,
  signingKey: string,
  timestamp: number | string,
): Promise<string> {
  return sha256Hex(providerSigningString(body, signingKey, timestamp));
}

/** The headers of a signed call. */
export async function agentRequestHeaders(
  agentId: string,
  body: Record<string, unknown>,
  signingKey: string,
  now: number = Date.now(),
): Promise<Record<string, string>> {
  // signed as it is sent: a field whose value is undefined is not in the JSON at all
  const sent = JSON.parse(JSON.stringify(body)) as Record<string, unknown>;
  return {
    'content-type': 'application/json',
    accept: 'text/event-stream',
    [AGENT_HEADERS.agentId]: agentId,
    [AGENT_HEADERS.timestamp]: String(now),
    [AGENT_HEADERS.signature]: await signAgentRequest(sent, signingKey, now),
  };
}

export type AgentRequestProblem = 'agent' | 'timestamp' | 'signature' | 'body';

/**
 * What an agent checks before answering: its own id, a timestamp within the window, the
 * signature over the body as sent, and the body's shape. Resolves with the request, or the
 * first problem found.
 */
export async function verifyAgentRequest(options: {
  agentId: string;
  signingKey: string;
  headers: { get(name: string): string | null };
  rawBody: string;
  now?: number;
}): Promise<{ ok: true; request: AgentChatRequest } | { ok: false; problem: AgentRequestProblem }> {
  const { headers } = options;
  if (headers.get(AGENT_HEADERS.agentId) !== options.agentId)
    return { ok: false, problem: 'agent' };
  const timestamp = headers.get(AGENT_HEADERS.timestamp) ?? '';
  const at = /^\d{1,16}$/.test(timestamp) ? Number(timestamp) : Number.NaN;
  const now = options.now ?? Date.now();
  if (!Number.isFinite(at) || Math.abs(now - at) > AGENT_LIMITS.timestampWindowMs) {
    return { ok: false, problem: 'timestamp' };
  }
  let body: unknown;
  try {
    body = JSON.parse(options.rawBody);
  } catch {
    return { ok: false, problem: 'body' };
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return { ok: false, problem: 'body' };
  }
  const expected = await signAgentRequest(
    body as Record<string, unknown>,
    options.signingKey,
    timestamp,
  );
  const given = headers.get(AGENT_HEADERS.signature) ?? '';
  if (!constantTimeEqual(expected, given)) return { ok: false, problem: 'signature' };
  const parsed = agentChatRequestSchema.safeParse(body);
  if (!parsed.success) return { ok: false, problem: 'body' };
  return { ok: true, request: parsed.data };
}

function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) {
    difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  }
  return difference === 0;
}
