/**
 * What every agent call shares, whatever protocol the agent speaks: the limits (the first
 * event, silence between events, the whole turn, the reply's size and the stream's) and the
 * names of the ways a call can go wrong, which chat, legions and statistics store and show:
 * down (no answer, a refused connection, an error status), timeout, tooLarge, invalid (not
 * what the protocol promises), agentError (the agent said so), refused (HTTP 401 or 403: it
 * does not accept the platform's credentials). A stop by the person (the caller's signal) ends
 * the call as StoppedError.
 *
 * A protocol's adapter is a generator of the events chat and legions use (delta, citation,
 * route); `guardedCall` runs it under the limits and turns whatever it throws into those names.
 * The fetch it hands the adapter (and through it an official client) counts the bytes of every
 * response and follows no redirect: an agent answers at the address its developer gave.
 */
import { AGENT_LIMITS, type AgentPassage, type ChatFailure, SseTooLargeError } from '@legion/api';

export class AgentCallError extends Error {
  readonly failure: ChatFailure;
  constructor(failure: ChatFailure, message: string) {
    super(message);
    this.name = 'AgentCallError';
    this.failure = failure;
  }
}

export class StoppedError extends Error {
  constructor() {
    super('stopped');
    this.name = 'StoppedError';
  }
}

export type AgentCallEvent =
  | { type: 'delta'; text: string }
  | { type: 'citation'; passageId: string; quote: string }
  | { type: 'route'; memberId: string }
  /** the agent's own name for the conversation (A2A's context), to send with the next turn */
  | { type: 'context'; contextId: string };

/**
 * A knowledge passage as the text-only protocols send it: its id (which a citation names),
 * its document, its text.
 */
export const passageBlock = (passage: AgentPassage) =>
  `[${passage.id}] (${passage.documentName})\n${passage.text}`;

export type AgentLimits = { [Key in keyof typeof AGENT_LIMITS]: number };

export interface AgentCallOptions {
  signal?: AbortSignal;
  /** the fetch calls go through: the SSRF guard (chat/agent-fetch.ts) */
  fetch?: typeof fetch;
  now?: () => number;
  limits?: Partial<AgentLimits>;
}

/** what an adapter gets: the fetch to use, the call's signal and its limits */
export interface AdapterContext {
  fetch: typeof fetch;
  signal: AbortSignal;
  limits: AgentLimits;
  now: () => number;
}

export type Adapter = (context: AdapterContext) => AsyncGenerator<AgentCallEvent>;

/**
 * A response whose body errors with SseTooLargeError once more than `maxBytes` have arrived:
 * an official client buffers what it reads, so the limit must hold below it.
 */
function limitBody(response: Response, maxBytes: number): Response {
  if (!response.body) return response;
  let seen = 0;
  const counted = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > maxBytes) controller.error(new SseTooLargeError(maxBytes));
        else controller.enqueue(chunk);
      },
    }),
  );
  return new Response(counted, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

/** the fetch an adapter uses: the call's signal too, no redirects, a limit on every body */
export function callFetch(base: typeof fetch, signal: AbortSignal, maxBytes: number): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const signals = [signal, init?.signal].filter((entry): entry is AbortSignal => !!entry);
    const response = await base(input, {
      ...init,
      signal: AbortSignal.any(signals),
      redirect: 'error',
    });
    return limitBody(response, maxBytes);
  }) as typeof fetch;
}

/**
 * Runs an adapter under the limits: the first event within `firstEventMs`, each next within
 * `idleMs`, all within `totalMs`, at most `replyBytes` of reply text; yields its events.
 */
export async function* guardedCall(
  adapter: Adapter,
  options: AgentCallOptions = {},
): AsyncGenerator<AgentCallEvent> {
  const limits: AgentLimits = { ...AGENT_LIMITS, ...options.limits };
  const controller = new AbortController();
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, ms);
  };
  const total = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, limits.totalMs);
  const stop = () => controller.abort();
  options.signal?.addEventListener('abort', stop, { once: true });
  if (options.signal?.aborted) controller.abort();

  const interrupted = (error: unknown): Error => {
    if (options.signal?.aborted) return new StoppedError();
    if (timedOut) return new AgentCallError('timeout', 'the agent took too long');
    if (error instanceof AgentCallError) return error;
    if (hasCause(error, SseTooLargeError))
      return new AgentCallError('tooLarge', `the answer exceeded ${limits.streamBytes} bytes`);
    return new AgentCallError('down', error instanceof Error ? error.message : 'unreachable');
  };

  const events = adapter({
    fetch: callFetch(options.fetch ?? fetch, controller.signal, limits.streamBytes),
    signal: controller.signal,
    limits,
    now: options.now ?? Date.now,
  });
  let replyBytes = 0;
  const encoder = new TextEncoder();
  try {
    arm(limits.firstEventMs);
    for (;;) {
      let next: IteratorResult<AgentCallEvent>;
      try {
        next = await events.next();
      } catch (error) {
        throw interrupted(error);
      }
      if (next.done) {
        // a client that ends its stream quietly when its request is aborted
        if (controller.signal.aborted) throw interrupted(new Error('aborted'));
        return;
      }
      arm(limits.idleMs);
      const event = next.value;
      if (event.type === 'delta') {
        if (event.text === '') continue;
        replyBytes += encoder.encode(event.text).byteLength;
        if (replyBytes > limits.replyBytes)
          throw new AgentCallError('tooLarge', `the reply exceeded ${limits.replyBytes} bytes`);
      }
      yield event;
    }
  } finally {
    clearTimeout(timer);
    clearTimeout(total);
    options.signal?.removeEventListener('abort', stop);
    controller.abort();
    await events.return(undefined).catch(() => {});
  }
}

/** the error, or one of its causes, is of this kind (clients wrap what fetch threw) */
function hasCause(error: unknown, kind: new (...args: never[]) => Error): boolean {
  for (let at = error, depth = 0; at && depth < 5; depth++) {
    if (at instanceof kind) return true;
    at = (at as { cause?: unknown }).cause;
  }
  return false;
}
