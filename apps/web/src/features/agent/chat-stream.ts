/**
 * The agent page's stream client: one turn of POST /api/agents/:id/chat, answered as
 * server-sent events, through the api client's `stream` (headers, 401 handling, {code, msg}
 * errors, events checked against the contract). A 403 "not subscribed" carries its own code
 * and opens no sign-in: it is about this agent, not the session.
 *
 * Takes the client as an argument, so it runs in the node unit project without the app's
 * modules (no Lingui macros, no atoms).
 */
import {
  type ApiClient,
  type ChatMessage,
  type ChatRequest,
  type ChatStreamEvent,
  chatStreamEventSchemas,
} from '@legion/api';

export interface StreamChatOptions {
  /** the app's api client */
  api: Pick<ApiClient, 'stream'>;
  /** each event, in order, once it parsed with the contract */
  onEvent: (event: ChatStreamEvent) => void;
  /** aborting ends the request */
  signal?: AbortSignal | undefined;
}

/**
 * Sends one turn and reads its events until the stream ends. Resolves with the reply as
 * stored (the `done` event's message), or null when the stream ended without one. Rejects with
 * an ApiError (the server's code, or NETWORK_ERROR) or, when aborted, with the abort reason.
 */
export async function streamChat(
  agentId: string,
  body: ChatRequest,
  { api, onEvent, signal }: StreamChatOptions,
): Promise<ChatMessage | null> {
  const done = await api.stream(
    'chatStream',
    { ...body, id: agentId },
    // the page has the event schemas anyway: checked in production too, not only with the contract
    { onEvent, signal, events: chatStreamEventSchemas },
  );
  return done?.message ?? null;
}
