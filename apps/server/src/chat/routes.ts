import {
  agentIdParamSchema,
  CHAT_STREAM,
  type ChatStreamEvent,
  chatRequestSchema,
  endpoints,
} from '@legion/api';
import type { Hono } from 'hono';
import type { UserRow } from '../accounts/repository.ts';
import {
  type AppEnv,
  limitBody,
  type Mount,
  readInput,
  signedIn,
  validate,
} from '../http/endpoint.ts';
import { ApiError } from '../http/errors.ts';
import { requestLanguage } from '../http/messages.ts';
import { sseResponse } from '../http/sse.ts';
import { AGENT_NOT_FOUND } from '../market/service.ts';
import type { ChatService } from './service.ts';

const agentPath = { notFound: AGENT_NOT_FOUND };

export function mountChat(mount: Mount, chat: ChatService) {
  mount(
    endpoints.agentConversation,
    ({ input, user }) => chat.conversation(signedIn(user), input.id),
    agentPath,
  );
  mount(
    endpoints.setAgentKnowledge,
    ({ input, user }) => chat.setSharedBases(signedIn(user), input.id, input.knowledgeBaseIds),
    agentPath,
  );
  mount(
    endpoints.clearAgentConversation,
    ({ input, user }) => chat.clear(signedIn(user), input.id),
    agentPath,
  );
}

/**
 * POST /api/agents/:id/chat answers with server-sent events, so it is mounted by hand with
 * the registry's rules: 401 without a session, 404 for a malformed or unknown agent, 400 for
 * a bad body, 403 unless subscribed, 409 while a reply is streaming; all before the stream
 * starts. Closing the connection stops the agent's call; the partial reply is kept.
 */
export function mountChatStream(app: Hono<AppEnv>, chat: ChatService) {
  app.post(CHAT_STREAM.path, limitBody(), async (c) => {
    const user: UserRow = signedIn(await c.var.session.user());
    if (!agentIdParamSchema.safeParse({ id: c.req.param('id') }).success) {
      throw new ApiError(404, AGENT_NOT_FOUND);
    }
    const input = validate(chatRequestSchema, await readInput(c, 'POST'));
    const turn = await chat.startTurn(user, c.req.param('id'), input, requestLanguage(c));

    return sseResponse<ChatStreamEvent>(c, async (emit, signal) => {
      if (turn.user) await emit({ type: 'user', data: { message: turn.user } });
      await emit({ type: 'assistant', data: { message: turn.reply } });
      await turn.run(emit, signal);
    });
  });
}
