/** MSW handlers of an agent’s conversation and its chat stream. */
import { delay, HttpResponse, http } from 'msw';
import { CHAT_STREAM, type ChatMessage, type ChatStreamEventType } from '../../chat.ts';
import { API_CODES, AUTH_MESSAGES } from '../../codes.ts';
import { endpoints } from '../../endpoints.ts';
import {
  chatCitationFixtures,
  chatMessageFixture,
  conversationFixtures,
} from '../chat-fixtures.ts';
import { knowledgeBaseFixtures } from '../knowledge-fixtures.ts';
import { any, eventStream, fail, ok } from './shared.ts';

type ChatStep = { wait?: number | 'infinite'; type: ChatStreamEventType; data: unknown };

let chatMessageId = 9000;
const ANSWER = {
  zh: [
    '根据员工手册，',
    '年假按工龄计算：\n',
    '> 入职满一年每年 5 天带薪年假。\n',
    '之后每满一年加 1 天，最多 15 天。',
  ],
  en: [
    'Going by the handbook, ',
    'annual leave grows with service:\n',
    '> 5 paid days a year after the first year.\n',
    'One more day each year after that, up to 15.',
  ],
};

/** what the server sends first: the stored question and the reply it starts */
async function turnStart(request: Request) {
  const body = (await request.json()) as { message: string; knowledgeBaseIds?: string[] };
  const english = request.headers.get('x-language') === 'en';
  const user = chatMessageFixture({
    id: String(++chatMessageId),
    role: 'user',
    content: body.message,
    knowledgeBaseIds: body.knowledgeBaseIds ?? [],
  });
  const reply = chatMessageFixture({
    id: String(++chatMessageId),
    role: 'assistant',
    status: 'streaming',
  });
  const steps: ChatStep[] = [
    { type: 'user', data: { message: user } },
    { wait: 100, type: 'assistant', data: { message: reply } },
  ];
  return { body, english, reply, steps };
}

function answered(reply: ChatMessage, english: boolean): ChatStep[] {
  const parts = english ? ANSWER.en : ANSWER.zh;
  const citation = chatCitationFixtures[0];
  return [
    ...parts.map((text): ChatStep => ({ wait: 150, type: 'delta', data: { text } })),
    { wait: 100, type: 'citation', data: { citation } },
    {
      wait: 100,
      type: 'done',
      data: {
        message: {
          ...reply,
          status: 'complete',
          content: parts.join(''),
          citations: [citation],
          durationMs: 2300,
        },
      },
    },
  ];
}

export const chatHandlers = {
  conversation: {
    ok: http.get(any(endpoints.agentConversation.path), () => ok(conversationFixtures.history)),
    empty: http.get(any(endpoints.agentConversation.path), () => ok(conversationFixtures.empty)),
    /** a base chosen on an earlier visit */
    sharing: http.get(any(endpoints.agentConversation.path), () =>
      ok(conversationFixtures.sharing),
    ),
    /** a stopped reply and a failed one */
    interrupted: http.get(any(endpoints.agentConversation.path), () =>
      ok(conversationFixtures.interrupted),
    ),
    notSubscribed: http.get(any(endpoints.agentConversation.path), () =>
      ok(conversationFixtures.notSubscribed),
    ),
    loading: http.get(any(endpoints.agentConversation.path), async () => {
      await delay('infinite');
      return ok(null);
    }),
    notFound: http.get(any(endpoints.agentConversation.path), () => fail(404, 'Agent not found')),
    error: http.get(any(endpoints.agentConversation.path), () =>
      fail(500, AUTH_MESSAGES.serverError),
    ),
  },
  clear: {
    ok: http.delete(any(endpoints.clearAgentConversation.path), () => ok(null)),
  },
  /** PUT /api/agents/:id/knowledge: the bases to share, kept */
  shareBases: {
    ok: http.put(any(endpoints.setAgentKnowledge.path), async ({ request }) => {
      const { knowledgeBaseIds = [] } = (await request.json()) as { knowledgeBaseIds?: string[] };
      const knowledgeBases = knowledgeBaseIds.flatMap((id) => {
        const base = knowledgeBaseFixtures.find((item) => item.id === id);
        return base ? [{ id, name: base.name }] : [];
      });
      return ok({ knowledgeBases });
    }),
    error: http.put(any(endpoints.setAgentKnowledge.path), () =>
      fail(500, AUTH_MESSAGES.serverError),
    ),
  },
  /** POST /api/agents/:id/chat, answered as server-sent events */
  stream: {
    /** user, assistant, four deltas, a citation, done */
    ok: http.post(any(CHAT_STREAM.path), async ({ request }) => {
      const { english, reply, steps } = await turnStart(request);
      return eventStream([...steps, ...answered(reply, english)]);
    }),
    /** the agent does not answer (failure 'down'); asked again (retry) it does */
    down: http.post(any(CHAT_STREAM.path), async ({ request }) => {
      const { body, english, reply, steps } = await turnStart(request);
      if ((body as { retry?: boolean }).retry) {
        return eventStream([...steps, ...answered(reply, english)]);
      }
      return eventStream([
        ...steps,
        {
          wait: 300,
          type: 'done',
          data: { message: { ...reply, status: 'failed', failure: 'down', durationMs: 15_000 } },
        },
      ]);
    }),
    /** a minute before the first word */
    slow: http.post(any(CHAT_STREAM.path), async ({ request }) => {
      const { english, reply, steps } = await turnStart(request);
      const [first, ...rest] = answered(reply, english);
      return eventStream([...steps, { ...(first as ChatStep), wait: 60_000 }, ...rest]);
    }),
    /** one delta, then nothing more: for stopping a reply */
    endless: http.post(any(CHAT_STREAM.path), async ({ request }) => {
      const { english, steps } = await turnStart(request);
      return eventStream([
        ...steps,
        {
          wait: 100,
          type: 'delta',
          data: { text: english ? 'Here is a first draft: ' : '好的，先写一个初稿：' },
        },
        { wait: 'infinite', type: 'delta', data: { text: '' } },
      ]);
    }),
    notSubscribed: http.post(any(CHAT_STREAM.path), () =>
      fail(403, 'Only subscribers can chat with this agent', API_CODES.notSubscribed),
    ),
    busy: http.post(any(CHAT_STREAM.path), () =>
      fail(409, 'A reply is still being written', API_CODES.replyInProgress),
    ),
    networkError: http.post(any(CHAT_STREAM.path), () => HttpResponse.error()),
  },
};
