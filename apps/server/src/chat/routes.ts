import { type ChatStreamEvent, endpoints } from '@legion/api';
import { AGENT_NOT_FOUND } from '../agents/index.ts';
import { type Mount, signedIn } from '../http/endpoint.ts';
import { requestLanguage } from '../http/messages.ts';
import { sseResponse } from '../http/sse.ts';
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
  // one turn as server-sent events: every refusal (403 unless subscribed, 409 while a reply
  // is streaming) comes before the stream starts; closing the connection stops the agent's
  // call and keeps the partial reply
  mount(
    endpoints.chatStream,
    async ({ input, user, c }) => {
      const { id, ...request } = input;
      const turn = await chat.startTurn(signedIn(user), id, request, requestLanguage(c));
      return sseResponse<ChatStreamEvent>(c, async (emit, signal) => {
        if (turn.user) await emit({ type: 'user', data: { message: turn.user } });
        await emit({ type: 'assistant', data: { message: turn.reply } });
        await turn.run(emit, signal);
      });
    },
    agentPath,
  );
}
