/**
 * The agent page's stream client. POST /api/agents/:id/chat is answered as server-sent events,
 * so it cannot go through `api.call`; it sends the same headers (the caller passes the api
 * client's `callHeaders()`), opens the login flow on a 401 like every call does, turns a
 * non-2xx answer into an ApiError with the server's {code, msg}, and checks every event
 * against the contract before handing it on.
 *
 * Kept free of the app's modules (no Lingui macros, no atoms) so it runs in the node unit
 * project; the page wires the app's headers and 401 handling in.
 */
import {
  API_CODES,
  ApiError,
  CHAT_STREAM,
  type ChatMessage,
  type ChatRequest,
  type ChatStreamEvent,
  type ChatStreamEventType,
  chatStreamEventSchemas,
  NETWORK_ERROR,
  NETWORK_ERROR_MESSAGE,
  readSseEvents,
} from '@legion/api';

export const UNEXPECTED_ANSWER = 'Unexpected answer from the server';

export interface StreamChatOptions {
  /** aborting ends the request; the server keeps the partial reply as stopped */
  signal?: AbortSignal;
  /** each event, in order, once it parsed with the contract */
  onEvent: (event: ChatStreamEvent) => void;
  /** the api client's headers (bearer token, language) */
  headers?: Record<string, string>;
  /** the api client's handling of an expired session */
  onUnauthorized?: () => void;
  fetch?: typeof fetch;
}

function isEventType(type: string): type is ChatStreamEventType {
  return Object.hasOwn(chatStreamEventSchemas, type);
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');
}

/**
 * Sends one turn and reads its events until the stream ends. Resolves with the reply as
 * stored (the `done` event's message), or null when the stream ended without one. Rejects with
 * an ApiError (the server's code, or NETWORK_ERROR) or, when aborted, with the abort reason.
 */
export async function streamChat(
  agentId: string,
  body: ChatRequest,
  { signal, onEvent, headers = {}, onUnauthorized, fetch: send = fetch }: StreamChatOptions,
): Promise<ChatMessage | null> {
  const path = CHAT_STREAM.path.replace(':id', encodeURIComponent(agentId));
  let response: Response;
  try {
    response = await send(path, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch (error) {
    if (isAbort(error, signal)) throw error;
    throw new ApiError(NETWORK_ERROR, NETWORK_ERROR_MESSAGE);
  }

  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as {
      code?: unknown;
      msg?: unknown;
    } | null;
    const code = typeof envelope?.code === 'number' ? envelope.code : response.status;
    const message =
      typeof envelope?.msg === 'string' && envelope.msg ? envelope.msg : NETWORK_ERROR_MESSAGE;
    // a 403 "not subscribed" is about this agent, not the session: no login dialog for it
    const sessionEnded =
      response.status === 401 || (response.status === 403 && code !== API_CODES.notSubscribed);
    if (sessionEnded) onUnauthorized?.();
    throw new ApiError(code, message, response.status);
  }
  if (!response.body) throw new ApiError(response.status, UNEXPECTED_ANSWER, response.status);

  let reply: ChatMessage | null = null;
  try {
    for await (const event of readSseEvents(response.body)) {
      // an event this client does not know yet is left alone
      if (!isEventType(event.type)) continue;
      const parsed = chatStreamEventSchemas[event.type].safeParse(event.data);
      if (!parsed.success) throw new ApiError(response.status, UNEXPECTED_ANSWER, response.status);
      const typed = { type: event.type, data: parsed.data } as ChatStreamEvent;
      if (typed.type === 'done') reply = typed.data.message;
      onEvent(typed);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (isAbort(error, signal)) throw signal?.reason ?? error;
    // the connection broke in the middle of the reply
    throw new ApiError(NETWORK_ERROR, NETWORK_ERROR_MESSAGE);
  }
  return reply;
}
