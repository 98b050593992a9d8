/**
 * The platform's own agent protocol (packages/api/src/agent-protocol.ts): one signed JSON POST
 * per turn, answered with server-sent events `delta`, `citation`, `route`, `error` and `done`.
 */
import {
  type AgentChatRequest,
  agentEventSchemas,
  agentRequestHeaders,
  readSseEvents,
} from '@legion/api';
import { type Adapter, AgentCallError } from './call.ts';

export interface LegionTarget {
  protocol: 'legion';
  url: string;
  /** the agent ID, sent in the clear */
  agentKey: string;
  /** the key the request is signed with: the SHA-256 of the agent secret */
  signingKey: string;
}

export function legionAdapter(target: LegionTarget, request: AgentChatRequest): Adapter {
  return async function* ({ fetch, signal, limits, now }) {
    const headers = await agentRequestHeaders(target.agentKey, request, target.signingKey, now());
    const response = await fetch(target.url, {
      method: 'POST',
      headers,
      body: JSON.stringify(request),
      signal,
    });
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
    const events = readSseEvents(response.body, limits.streamBytes);
    try {
      for await (const { type, data } of events) {
        if (type === 'delta') {
          const parsed = agentEventSchemas.delta.safeParse(data);
          if (!parsed.success) throw new AgentCallError('invalid', 'a malformed delta event');
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
          return;
        }
        // other event types are the agent's own business: ignored
      }
    } finally {
      await events.return(undefined);
    }
    throw new AgentCallError('invalid', 'the event stream ended without done');
  };
}
