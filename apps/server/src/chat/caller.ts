/**
 * Calls an agent over the agent protocol (packages/api/src/agent-protocol.ts): signs the
 * request, reads its server-sent events, and turns every way it can go wrong into one of the
 * chat's failures: down (no answer, a refused call), timeout (first event, silence or the
 * whole turn too slow), tooLarge (more reply than AGENT_LIMITS allows), invalid (not an event
 * stream, malformed events, no `done`), agentError (the agent said so), refused (HTTP 401 or
 * 403: it does not accept the platform's key or signature). A stop by the person
 * (the caller's signal) ends it as StoppedError.
 */
import {
  AGENT_LIMITS,
  type AgentChatRequest,
  agentEventSchemas,
  agentRequestHeaders,
  type ChatFailure,
  readSseEvents,
  SseTooLargeError,
} from '@legion/api';

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

export interface AgentTarget {
  url: string;
  agentKey: string;
  signingKey: string;
}

export type AgentCallEvent =
  | { type: 'delta'; text: string }
  | { type: 'citation'; passageId: string; quote: string }
  | { type: 'route'; memberId: string };

export interface AgentCallOptions {
  signal?: AbortSignal;
  fetch?: typeof fetch;
  now?: () => number;
  limits?: Partial<Record<keyof typeof AGENT_LIMITS, number>>;
}

/** Yields the reply's deltas and citations; returns once the agent sent `done`. */
export async function* callAgent(
  target: AgentTarget,
  request: AgentChatRequest,
  options: AgentCallOptions = {},
): AsyncGenerator<AgentCallEvent> {
  const limits = { ...AGENT_LIMITS, ...options.limits };
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
    if (error instanceof SseTooLargeError) return new AgentCallError('tooLarge', error.message);
    return new AgentCallError('down', error instanceof Error ? error.message : 'unreachable');
  };

  try {
    arm(limits.firstEventMs);
    let response: Response;
    try {
      const headers = await agentRequestHeaders(
        target.agentKey,
        request,
        target.signingKey,
        (options.now ?? Date.now)(),
      );
      response = await (options.fetch ?? fetch)(target.url, {
        method: 'POST',
        headers,
        body: JSON.stringify(request),
        signal: controller.signal,
        redirect: 'error',
      });
    } catch (error) {
      throw interrupted(error);
    }
    if (response.status === 401 || response.status === 403) {
      await response.body?.cancel().catch(() => {});
      throw new AgentCallError(
        'refused',
        `the agent refused the platform's credentials (HTTP ${response.status})`,
      );
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel().catch(() => {});
      throw new AgentCallError('down', `the agent answered HTTP ${response.status}`);
    }
    if (!(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
      await response.body.cancel().catch(() => {});
      throw new AgentCallError('invalid', 'the agent did not answer with an event stream');
    }

    let replyBytes = 0;
    const encoder = new TextEncoder();
    const events = readSseEvents(response.body, limits.streamBytes);
    for (;;) {
      let next: IteratorResult<{ type: string; data: unknown }>;
      try {
        next = await events.next();
      } catch (error) {
        throw interrupted(error);
      }
      if (next.done) break;
      arm(limits.idleMs);
      const { type, data } = next.value;
      if (type === 'delta') {
        const parsed = agentEventSchemas.delta.safeParse(data);
        if (!parsed.success) throw new AgentCallError('invalid', 'a malformed delta event');
        replyBytes += encoder.encode(parsed.data.text).byteLength;
        if (replyBytes > limits.replyBytes) {
          await events.return(undefined);
          throw new AgentCallError('tooLarge', `the reply exceeded ${limits.replyBytes} bytes`);
        }
        yield { type: 'delta', text: parsed.data.text };
      } else if (type === 'citation') {
        const parsed = agentEventSchemas.citation.safeParse(data);
        if (!parsed.success) throw new AgentCallError('invalid', 'a malformed citation event');
        yield { type: 'citation', ...parsed.data };
      } else if (type === 'route') {
        const parsed = agentEventSchemas.route.safeParse(data);
        if (!parsed.success) throw new AgentCallError('invalid', 'a malformed route event');
        yield { type: 'route', memberId: parsed.data.memberId };
      } else if (type === 'error') {
        const parsed = agentEventSchemas.error.safeParse(data);
        throw new AgentCallError(
          'agentError',
          parsed.success ? parsed.data.message : 'the agent could not answer',
        );
      } else if (type === 'done') {
        await events.return(undefined);
        return;
      }
      // other event types are the agent's own business: ignored
    }
    throw new AgentCallError('invalid', 'the event stream ended without done');
  } finally {
    clearTimeout(timer);
    clearTimeout(total);
    options.signal?.removeEventListener('abort', stop);
    controller.abort();
  }
}
