/**
 * Chatting with an agent (the agent page `/agent?id=…`): one conversation per person
 * and agent, kept on the server; each turn is streamed back as server-sent events while the
 * server calls the agent (packages/api/src/agent-protocol.ts).
 */
import { z } from 'zod';
import { AGENT_LIMITS } from './agent-protocol.ts';

export const CHAT_MESSAGE_STATUSES = ['streaming', 'complete', 'stopped', 'failed'] as const;
export type ChatMessageStatus = (typeof CHAT_MESSAGE_STATUSES)[number];

/**
 * Why a reply failed, for the person: the agent did not answer (down), answered too slowly
 * (timeout), answered too much (tooLarge), answered in a way the platform cannot read
 * (invalid), said it could not answer (agentError, with its own message), or refused the
 * platform's credentials (refused: HTTP 401 or 403, a key or signature it does not accept).
 */
export const CHAT_FAILURES = [
  'down',
  'timeout',
  'tooLarge',
  'invalid',
  'agentError',
  'refused',
] as const;
export type ChatFailure = (typeof CHAT_FAILURES)[number];

/** the knowledge bases one turn may share */
export const CHAT_MAX_SHARED_BASES = 5;

export const chatCitationSchema = z.object({
  passageId: z.string(),
  quote: z.string(),
  documentId: z.string(),
  documentName: z.string(),
  knowledgeBaseId: z.string(),
  chunkIndex: z.number().int().nonnegative(),
});
export type ChatCitation = z.infer<typeof chatCitationSchema>;

export const chatMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  status: z.enum(CHAT_MESSAGE_STATUSES),
  failure: z.enum(CHAT_FAILURES).nullable(),
  /** the agent's own words when it said it could not answer */
  failureMessage: z.string().nullable(),
  citations: z.array(chatCitationSchema),
  /** the bases the person shared for this turn (on their message) */
  knowledgeBaseIds: z.array(z.string()),
  /** how long the reply took, once it ended */
  durationMs: z.number().int().nonnegative().nullable(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** a knowledge base the person shares with an agent */
export const sharedBaseSchema = z.object({ id: z.string(), name: z.string() });
export type SharedBase = z.infer<typeof sharedBaseSchema>;

export const conversationSchema = z.object({
  agentId: z.string(),
  /** whether the person may chat: only subscribers can */
  subscribed: z.boolean(),
  /** oldest first */
  messages: z.array(chatMessageSchema),
  /** the bases the person chose to share with this agent, kept between visits */
  knowledgeBases: z.array(sharedBaseSchema).default([]),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const agentIdParamSchema = z.object({ id: z.string().regex(/^\d{1,18}$/, 'id') });

const baseIdsSchema = z
  .array(z.string().regex(/^\d{1,18}$/, 'id'))
  .max(CHAT_MAX_SHARED_BASES, `Share at most ${CHAT_MAX_SHARED_BASES} knowledge bases`);

/** PUT /api/agents/:id/knowledge: the bases to share with the agent from now on */
export const sharedBasesInputSchema = agentIdParamSchema.extend({
  knowledgeBaseIds: baseIdsSchema,
});
export type SharedBasesInput = z.input<typeof sharedBasesInputSchema>;
export const sharedBasesSchema = z.object({ knowledgeBases: z.array(sharedBaseSchema) });
export type SharedBases = z.infer<typeof sharedBasesSchema>;

/** POST /api/agents/:id/chat, answered as server-sent events (the registry's `chatStream`) */
export const CHAT_STREAM = { path: '/api/agents/:id/chat' } as const;

export const chatRequestSchema = z.object({
  message: z.string().trim().min(1, 'Please enter a message').max(AGENT_LIMITS.messageChars),
  knowledgeBaseIds: baseIdsSchema.default([]),
  /** ask again: the last reply (failed or stopped) is replaced; `message` repeats the question */
  retry: z.boolean().default(false),
});
export type ChatRequest = z.input<typeof chatRequestSchema>;

/**
 * What the chat stream sends, in order: user (not on a retry), assistant, then deltas and
 * citations, then done with the stored reply (complete, or failed with its reason). A stream
 * the person closed ends without done; the reply is stored as stopped.
 */
export const chatStreamEventSchemas = {
  /** the person's message as stored */
  user: z.object({ message: chatMessageSchema }),
  /** the reply has started (status streaming) */
  assistant: z.object({ message: chatMessageSchema }),
  delta: z.object({ text: z.string() }),
  citation: z.object({ citation: chatCitationSchema }),
  /** the reply as stored when it ended: complete, stopped or failed */
  done: z.object({ message: chatMessageSchema }),
} as const;
export type ChatStreamEventType = keyof typeof chatStreamEventSchemas;
export type ChatStreamEvent = {
  [K in ChatStreamEventType]: { type: K; data: z.infer<(typeof chatStreamEventSchemas)[K]> };
}[ChatStreamEventType];
