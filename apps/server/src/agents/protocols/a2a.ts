/**
 * An agent that speaks A2A (Agent2Agent), v1.0 or v0.3, through the official client: its card
 * is read from `/.well-known/agent-card.json` (or, for older agents, `/.well-known/agent.json`)
 * under the agent's URL or its host's root, or from the URL itself when it names the card; the
 * client picks the transport and version the card offers, and the turn is one streamed message
 * (one blocking `sendMessage` when the card says it does not stream). Every request, the card's included, goes through the call's guarded fetch.
 *
 * What the agent streams becomes the reply: artifact text as it arrives; when a task ends with
 * no artifact, its last status message (or what it said while working). A task that fails, is
 * rejected or cancelled ends as agentError with the agent's words; one that needs
 * authorization as refused. The context the agent names is handed on (`context` event) so that
 * the next turn of the conversation continues it.
 */
import {
  type AgentCard,
  type Part,
  SendMessageRequest,
  type StreamResponse,
  TaskState,
} from '@a2a-js/sdk';
import {
  ClientFactory,
  DefaultAgentCardResolver,
  JsonRpcTransportFactory,
  RestTransportFactory,
} from '@a2a-js/sdk/client';
import { isJsonRpcError, isRestError } from '@a2a-js/sdk/errors';
import type { AgentChatRequest } from '@legion/api';
import { type Adapter, AgentCallError, type AgentCallEvent, passageBlock } from './call.ts';

export interface A2aTarget {
  protocol: 'a2a';
  /** the agent's base URL: its card is under /.well-known/ there */
  url: string;
  /** an API key or bearer token, sent the way the card's security scheme asks; '' for none */
  credential: string;
  /** the context the agent named in an earlier turn of this conversation */
  contextId?: string | undefined;
}

const CARD_PATHS = ['/.well-known/agent-card.json', '/.well-known/agent.json'];

const textOf = (parts: readonly Part[] | undefined) =>
  (parts ?? []).map((part) => (part.content?.$case === 'text' ? part.content.value : '')).join('');

/** the headers that carry the credential: the card's API-key header, else a bearer token */
function credentialHeaders(card: AgentCard, credential: string): Record<string, string> {
  if (!credential) return {};
  for (const { scheme } of Object.values(card.securitySchemes)) {
    if (scheme?.$case === 'apiKeySecurityScheme' && scheme.value.location === 'header')
      return { [scheme.value.name]: credential };
  }
  return { Authorization: `Bearer ${credential}` };
}

/** the text the platform sends: the passages and the member's role before the question */
function messageText(request: AgentChatRequest): string {
  const parts: string[] = [];
  if (request.role) parts.push(`[${request.role.name}] ${request.role.instructions}`);
  for (const passage of request.passages) parts.push(passageBlock(passage));
  parts.push(request.message);
  return parts.join('\n\n');
}

const TERMINAL_FAILURES = new Map<TaskState, string>([
  [TaskState.TASK_STATE_FAILED, 'the agent could not complete the task'],
  [TaskState.TASK_STATE_REJECTED, 'the agent declined the task'],
  [TaskState.TASK_STATE_CANCELED, 'the agent cancelled the task'],
]);

/**
 * Where an agent's card may be, in the order tried: the URL itself when it names a JSON file;
 * else `/.well-known/agent-card.json` under the URL's own path (an agent served under a path
 * of its host), then at the host's root as the specification places it, then the older
 * `/.well-known/agent.json` in the same two places.
 */
export function agentCardUrls(url: string): string[] {
  const parsed = new URL(url);
  if (/\.json$/i.test(parsed.pathname)) return [parsed.href];
  const path = parsed.pathname.replace(/\/+$/, '');
  const bases = path ? [`${parsed.origin}${path}`, parsed.origin] : [parsed.origin];
  return CARD_PATHS.flatMap((card) => bases.map((base) => `${base}${card}`));
}

/**
 * The agent's card, from the first of its places that has one (agentCardUrls). A card answered
 * with 401 or 403 is refused credentials; no card anywhere, or no answer at all, is the agent
 * being down.
 */
export async function readAgentCard(
  url: string,
  fetch: typeof globalThis.fetch,
  signal: AbortSignal,
): Promise<AgentCard> {
  let status: number | undefined;
  const watched = (async (input: string | URL | Request, init?: RequestInit) => {
    const response = await fetch(input, init);
    status = response.status;
    return response;
  }) as typeof globalThis.fetch;
  const cards = new DefaultAgentCardResolver({
    fetchImpl: watched,
    legacyCompat: { enabled: true },
  });
  for (const cardUrl of agentCardUrls(url)) {
    status = undefined;
    try {
      // an absolute path replaces the base entirely
      return await cards.resolve(cardUrl, cardUrl);
    } catch (error) {
      // no answer at all (refused, unreachable, a private address): the connection's trouble
      if (status === undefined || signal.aborted) throw error;
      if (status === 401 || status === 403)
        throw new AgentCallError('refused', `the agent card was refused (HTTP ${status})`);
    }
  }
  throw new AgentCallError('down', 'the agent card could not be read');
}

export function a2aAdapter(target: A2aTarget, request: AgentChatRequest): Adapter {
  return async function* ({ fetch, signal }) {
    // what the last response was: the client's errors do not all say
    let last: { status: number; type: string } | null = null;
    const watched = (async (input: string | URL | Request, init?: RequestInit) => {
      const response = await fetch(input, init);
      last = { status: response.status, type: response.headers.get('content-type') ?? '' };
      return response;
    }) as typeof fetch;
    const legacyCompat = { enabled: true };
    const factory = new ClientFactory({
      transports: [
        new JsonRpcTransportFactory({ fetchImpl: watched, legacyCompat }),
        new RestTransportFactory({ fetchImpl: watched, legacyCompat }),
      ],
    });
    const card = await readAgentCard(target.url, fetch, signal);
    const client = await factory.createFromAgentCard(card);

    const params = SendMessageRequest.fromJSON({
      message: {
        messageId: crypto.randomUUID(),
        role: 'ROLE_USER',
        parts: [{ text: messageText(request) }],
        ...(target.contextId ? { contextId: target.contextId } : {}),
      },
    });
    let streamedArtifacts = false;
    let working = '';
    let contextId = target.contextId ?? '';
    const context = (id: string | undefined): AgentCallEvent[] => {
      if (!id || id === contextId) return [];
      contextId = id;
      return [{ type: 'context', contextId: id }];
    };
    /** the end of the task: its words when no artifact carried them, or its failure */
    const ending = (state: TaskState | undefined, said: string): AgentCallEvent[] | null => {
      const failure = state === undefined ? undefined : TERMINAL_FAILURES.get(state);
      if (failure) throw new AgentCallError('agentError', said || failure);
      if (state === TaskState.TASK_STATE_AUTH_REQUIRED)
        throw new AgentCallError('refused', said || 'the agent asks for authorization');
      if (
        state === TaskState.TASK_STATE_COMPLETED ||
        state === TaskState.TASK_STATE_INPUT_REQUIRED
      ) {
        const text = streamedArtifacts ? '' : said || working;
        return text ? [{ type: 'delta', text }] : [];
      }
      return null;
    };

    last = null;
    try {
      const events = client.sendMessageStream(params, {
        signal,
        serviceParameters: credentialHeaders(card, target.credential),
      });
      for await (const event of events as AsyncIterable<StreamResponse>) {
        const payload = event.payload;
        if (!payload) continue;
        if (payload.$case === 'message') {
          yield* context(payload.value.contextId);
          const text = textOf(payload.value.parts);
          if (text) yield { type: 'delta', text };
          return;
        }
        if (payload.$case === 'artifactUpdate') {
          yield* context(payload.value.contextId);
          const text = textOf(payload.value.artifact?.parts);
          if (text) {
            streamedArtifacts = true;
            yield { type: 'delta', text };
          }
          continue;
        }
        if (payload.$case === 'task') {
          const task = payload.value;
          yield* context(task.contextId);
          // a blocking answer: the whole task at once
          const text = task.artifacts.map((artifact) => textOf(artifact.parts)).join('');
          if (text) {
            streamedArtifacts = true;
            yield { type: 'delta', text };
          }
          const end = ending(task.status?.state, textOf(task.status?.message?.parts));
          if (end) {
            yield* end;
            return;
          }
          continue;
        }
        if (payload.$case === 'statusUpdate') {
          yield* context(payload.value.contextId);
          const said = textOf(payload.value.status?.message?.parts);
          const end = ending(payload.value.status?.state, said);
          if (end) {
            yield* end;
            return;
          }
          if (said) working += said;
        }
      }
    } catch (error) {
      if (error instanceof AgentCallError || signal.aborted) throw error;
      const seen = last as { status: number; type: string } | null;
      if (seen && (seen.status === 401 || seen.status === 403))
        throw new AgentCallError(
          'refused',
          `the agent refused the platform's credentials (HTTP ${seen.status})`,
        );
      if (isRestError(error) && (error.statusCode === 401 || error.statusCode === 403))
        throw new AgentCallError('refused', `the agent refused the platform's credentials`);
      if (isJsonRpcError(error) || isRestError(error))
        throw new AgentCallError('agentError', error.message);
      if (seen && seen.status >= 200 && seen.status < 300 && !seen.type.includes('event-stream'))
        throw new AgentCallError('invalid', 'the agent did not answer with an event stream');
      throw error;
    }
    throw new AgentCallError('invalid', 'the task stream ended before the task did');
  };
}
