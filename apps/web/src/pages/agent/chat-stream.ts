/**
 * The agent page's stream client: POST /api/agents/:id/chat, answered as server-sent events,
 * read with the app's event-stream helper (headers, 401 handling, errors, contract checks).
 * A 403 "not subscribed" is about this agent, not the session, so it opens no login dialog.
 *
 * Kept free of the app's modules (no Lingui macros, no atoms) so it runs in the node unit
 * project; the page wires the app's headers and 401 handling in.
 */
import {
  API_CODES,
  CHAT_STREAM,
  type ChatMessage,
  type ChatRequest,
  type ChatStreamEvent,
  chatStreamEventSchemas,
} from '@legion/api';
import { type EventStreamOptions, postEventStream } from '../../event-stream.ts';

export { UNEXPECTED_ANSWER } from '../../event-stream.ts';

export type StreamChatOptions = Omit<
  EventStreamOptions<ChatStreamEvent>,
  'schemas' | 'sessionEnded'
>;

/**
 * Sends one turn and reads its events until the stream ends. Resolves with the reply as
 * stored (the `done` event's message), or null when the stream ended without one. Rejects with
 * an ApiError (the server's code, or NETWORK_ERROR) or, when aborted, with the abort reason.
 */
export async function streamChat(
  agentId: string,
  body: ChatRequest,
  options: StreamChatOptions,
): Promise<ChatMessage | null> {
  const done = await postEventStream<ChatStreamEvent>(
    CHAT_STREAM.path.replace(':id', encodeURIComponent(agentId)),
    body,
    {
      ...options,
      schemas: chatStreamEventSchemas,
      sessionEnded: (status, code) =>
        status === 401 || (status === 403 && code !== API_CODES.notSubscribed),
    },
  );
  return done?.message ?? null;
}
