/** Conversations with an agent (the agent page) for stories and tests; each parses with the contract. */
import {
  type ChatCitation,
  type ChatMessage,
  type Conversation,
  chatCitationSchema,
  chatMessageSchema,
  conversationSchema,
} from '../chat.ts';

export function chatMessageFixture(
  fields: Partial<ChatMessage> & Pick<ChatMessage, 'id' | 'role'>,
) {
  return chatMessageSchema.parse({
    content: '',
    status: 'complete',
    failure: null,
    failureMessage: null,
    citations: [],
    knowledgeBaseIds: [],
    durationMs: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    ...fields,
  });
}

export const chatCitationFixtures: ChatCitation[] = [
  chatCitationSchema.parse({
    passageId: 'P1',
    quote: '入职满一年的员工每年享有 5 天带薪年假。',
    documentId: '11',
    documentName: '员工手册.pdf',
    knowledgeBaseId: '1',
    chunkIndex: 4,
  }),
  chatCitationSchema.parse({
    passageId: 'P2',
    quote: '年假当年有效，未休部分不折算工资。',
    documentId: '12',
    documentName: '休假制度 2026.docx',
    knowledgeBaseId: '1',
    chunkIndex: 1,
  }),
];

const historyMessages: ChatMessage[] = [
  chatMessageFixture({
    id: '501',
    role: 'user',
    content: '年假怎么计算？',
    knowledgeBaseIds: ['1'],
    createdAt: '2026-11-20T09:00:00.000Z',
  }),
  chatMessageFixture({
    id: '502',
    role: 'assistant',
    content:
      '根据员工手册，年假按工龄计算：\n\n> 入职满一年的员工每年享有 5 天带薪年假。\n\n之后每满一年加 1 天，最多 15 天；当年有效，不折算工资。',
    citations: chatCitationFixtures,
    durationMs: 3200,
    createdAt: '2026-11-20T09:00:01.000Z',
  }),
  chatMessageFixture({
    id: '503',
    role: 'user',
    content: '谢谢！\n那病假呢？',
    createdAt: '2026-11-20T09:01:00.000Z',
  }),
  chatMessageFixture({
    id: '504',
    role: 'assistant',
    content: '病假需要提供医院证明，3 天以内由直属上级审批。',
    durationMs: 1800,
    createdAt: '2026-11-20T09:01:01.000Z',
  }),
];

export const conversationFixtures = {
  /** a subscriber who has not written yet */
  empty: conversationSchema.parse({ agentId: '1', subscribed: true, messages: [] }),
  /** no message yet, one base chosen on an earlier visit */
  sharing: conversationSchema.parse({
    agentId: '1',
    subscribed: true,
    messages: [],
    knowledgeBases: [{ id: '1', name: '产品手册' }],
  }),
  /** two turns, the first answered from a knowledge base with citations */
  history: conversationSchema.parse({ agentId: '1', subscribed: true, messages: historyMessages }),
  /** a reply the person stopped, then one the agent could not give */
  interrupted: conversationSchema.parse({
    agentId: '1',
    subscribed: true,
    messages: [
      chatMessageFixture({ id: '601', role: 'user', content: '写一份周报模板' }),
      chatMessageFixture({
        id: '602',
        role: 'assistant',
        content: '好的，下面是一份周报模板：\n本周完成：',
        status: 'stopped',
        durationMs: 2100,
      }),
      chatMessageFixture({ id: '603', role: 'user', content: '查一下明天上海的天气' }),
      chatMessageFixture({
        id: '604',
        role: 'assistant',
        status: 'failed',
        failure: 'agentError',
        failureMessage: '天气服务暂时不可用，请稍后再问。',
        durationMs: 900,
      }),
    ],
  }),
  /** someone signed in who has not subscribed: they may not chat */
  notSubscribed: conversationSchema.parse({ agentId: '1', subscribed: false, messages: [] }),
} satisfies Record<string, Conversation>;
