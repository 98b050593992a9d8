/**
 * Conversations with agents. A turn: check the agent is on the market and the
 * person subscribed, gather the passages of the bases they shared, store their message and
 * an empty reply, call the agent (agents/protocols) and store what it streams, then the outcome.
 * Every turn counts as a 'use' of the agent, which the developer's statistics read.
 */
import {
  AGENT_LIMITS,
  type AgentPassage,
  API_CODES,
  type ChatCitation,
  type ChatFailure,
  type ChatMessage,
  type ChatStreamEvent,
  type Conversation,
  KNOWLEDGE_BASE_NOT_FOUND,
  type SharedBases,
} from '@legion/api';
import type { UserRow } from '../accounts/repository.ts';
import {
  AGENT_NOT_FOUND,
  agentCallTarget,
  agentsData,
  agentUserId,
  recordCall,
} from '../agents/index.ts';
import {
  AgentCallError,
  type AgentCallOptions,
  callAgent,
  StoppedError,
} from '../agents/protocols/index.ts';
import type { CallableAgentRow } from '../agents/repository.ts';
import type { Database } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import type { Language } from '../http/messages.ts';
import type { KnowledgeService } from '../knowledge/service.ts';
import type { SecretBox } from '../shared/secret-box.ts';
import { chatRepository, type MessageRow } from './repository.ts';

export const NOT_SUBSCRIBED = 'Subscribe to the agent to chat with it';
export const REPLY_IN_PROGRESS = 'A reply is still on its way';
export const NOTHING_TO_RETRY = 'There is no question to ask again';

const json = <T>(value: T | string): T => (typeof value === 'string' ? JSON.parse(value) : value);

function toMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    status: row.status,
    failure: row.failure,
    failureMessage: row.failure_message,
    citations: json(row.citations),
    knowledgeBaseIds: json(row.knowledge_base_ids),
    durationMs: row.duration_ms,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export interface ChatOptions {
  db: Database;
  /** milliseconds, like the other services */
  now: () => number;
  knowledge: Pick<KnowledgeService, 'retrieve'>;
  /** how agents are called: tests shorten the limits or swap fetch */
  call?: AgentCallOptions;
  /** opens the API keys agents are called with */
  box: SecretBox;
}

export interface TurnInput {
  message: string;
  knowledgeBaseIds: string[];
  retry: boolean;
}

export function chatService({ db, now, knowledge, call = {}, box }: ChatOptions) {
  const repo = chatRepository(db);

  async function publishedAgent(agentId: string): Promise<CallableAgentRow> {
    const row = await agentsData(db).publishedAgentToCall(agentId);
    if (!row) throw new ApiError(404, AGENT_NOT_FOUND);
    return row;
  }

  /** a reply left streaming by a server that went away is failed once its time is over */
  const settleAbandoned = (user: UserRow, agentId: string) =>
    repo.failAbandoned(user.id, agentId, new Date(now() - AGENT_LIMITS.totalMs - 5_000));

  async function passagesFor(user: UserRow, baseIds: string[], question: string) {
    const hits = (
      await Promise.all(
        baseIds.map(async (baseId) =>
          (
            await knowledge.retrieve(user, baseId, question)
          ).hits.map((hit) => ({
            ...hit,
            knowledgeBaseId: baseId,
          })),
        ),
      )
    )
      .flat()
      // across bases as within one: passages holding all of the question's words first
      .sort((a, b) => Number(b.coverage === 1) - Number(a.coverage === 1) || b.score - a.score)
      .slice(0, AGENT_LIMITS.passages);
    return hits.map(
      (hit, index): AgentPassage => ({
        id: `P${index + 1}`,
        documentId: hit.documentId,
        documentName: hit.documentName.slice(0, 255),
        knowledgeBaseId: hit.knowledgeBaseId,
        chunkIndex: hit.chunkIndex,
        text: hit.text.slice(0, AGENT_LIMITS.passageChars),
        score: hit.score,
      }),
    );
  }

  return {
    async conversation(user: UserRow, agentId: string): Promise<Conversation> {
      await publishedAgent(agentId);
      await settleAbandoned(user, agentId);
      return {
        agentId,
        subscribed: await repo.isSubscribed(user.id, agentId),
        messages: (await repo.listMessages(user.id, agentId)).map(toMessage),
        knowledgeBases: await repo.sharedBases(user.id, agentId),
      };
    },

    /** the bases the person shares with the agent from now on: their own only (404 otherwise) */
    async setSharedBases(user: UserRow, agentId: string, baseIds: string[]): Promise<SharedBases> {
      await publishedAgent(agentId);
      const unique = [...new Set(baseIds)];
      const own = await repo.ownBases(user.id, unique);
      if (unique.some((id) => !own.has(id))) throw new ApiError(404, KNOWLEDGE_BASE_NOT_FOUND);
      await repo.setSharedBases(user.id, agentId, unique, new Date(now()));
      return { knowledgeBases: await repo.sharedBases(user.id, agentId) };
    },

    async clear(user: UserRow, agentId: string): Promise<null> {
      await repo.deleteConversation(user.id, agentId);
      return null;
    },

    /**
     * Checks everything that can be refused with an HTTP error (404, 403, 409), stores the
     * person's message and an empty reply, and returns the turn to stream.
     */
    async startTurn(user: UserRow, agentId: string, input: TurnInput, language: Language) {
      const agent = await publishedAgent(agentId);
      if (!(await repo.isSubscribed(user.id, agentId))) {
        throw new ApiError(403, NOT_SUBSCRIBED, undefined, API_CODES.notSubscribed);
      }
      await settleAbandoned(user, agentId);
      const earlier = await repo.listMessages(user.id, agentId);
      const last = earlier.at(-1);
      if (last?.status === 'streaming') {
        throw new ApiError(409, REPLY_IN_PROGRESS, undefined, API_CODES.replyInProgress);
      }
      let question = input.message;
      let baseIds = input.knowledgeBaseIds;
      let history = earlier;
      if (input.retry) {
        // ask the last question again: its failed or stopped reply makes way
        const lastQuestion = earlier.findLast((row) => row.role === 'user');
        if (!lastQuestion) throw new ApiError(409, NOTHING_TO_RETRY);
        question = lastQuestion.content;
        baseIds = json(lastQuestion.knowledge_base_ids);
        history = earlier.slice(0, earlier.indexOf(lastQuestion));
      }
      // the bases are the person's own (404 otherwise), read before anything is stored
      const passages = baseIds.length ? await passagesFor(user, baseIds, question) : [];

      const stored = await db.transaction(async (tx) => {
        const txRepo = chatRepository(tx);
        const at = new Date(now());
        const { id: conversation, contextId } = await txRepo.touchConversation(
          user.id,
          agentId,
          at,
        );
        let userRow: MessageRow | undefined;
        if (input.retry) await txRepo.deleteRepliesToLastQuestion(conversation);
        else userRow = await txRepo.insertQuestion(conversation, question, baseIds, at);
        const replyRow = await txRepo.insertReply(conversation, at);
        await txRepo.recordUse(agentId, user.id, at);
        return { conversation, contextId, userRow, replyRow };
      });

      const turns = history
        .filter((row) => row.status === 'complete' && row.content)
        .slice(-AGENT_LIMITS.historyTurns)
        .map((row) => ({ role: row.role, content: row.content.slice(0, AGENT_LIMITS.replyBytes) }));
      const signingKey = agent.agent_secret_hash;
      const request = {
        conversationId: stored.conversation,
        turnId: stored.replyRow.id,
        userId: agentUserId(signingKey, user.id),
        language: language === 'zh' ? ('zh-CN' as const) : ('en' as const),
        message: question,
        history: turns,
        passages,
      };

      return {
        user: stored.userRow ? toMessage(stored.userRow) : null,
        reply: toMessage(stored.replyRow),
        /** calls the agent, emitting the turn's events; stores and emits the outcome */
        async run(emit: (event: ChatStreamEvent) => Promise<void>, signal: AbortSignal) {
          const started = Date.now();
          let firstEventMs: number | null = null;
          let logMessage = '';
          let content = '';
          const citations: ChatCitation[] = [];
          let status: ChatMessage['status'] = 'complete';
          let failure: ChatFailure | null = null;
          let failureMessage: string | null = null;
          try {
            const target = agentCallTarget(agent, box, stored.contextId);
            const events = callAgent(target, request, { ...call, signal });
            for await (const event of events) {
              firstEventMs ??= Date.now() - started;
              if (event.type === 'context') {
                // an A2A agent's own thread for this conversation, sent back on the next turn
                await repo.setContextId(stored.conversation, event.contextId);
              } else if (event.type === 'delta') {
                content += event.text;
                await emit({ type: 'delta', data: { text: event.text } });
              } else if (event.type === 'citation') {
                const passage = passages.find((entry) => entry.id === event.passageId);
                if (!passage || citations.some((entry) => entry.passageId === passage.id)) continue;
                const citation: ChatCitation = {
                  passageId: passage.id,
                  quote: event.quote,
                  documentId: passage.documentId,
                  documentName: passage.documentName,
                  knowledgeBaseId: passage.knowledgeBaseId,
                  chunkIndex: passage.chunkIndex,
                };
                citations.push(citation);
                await emit({ type: 'citation', data: { citation } });
              }
            }
          } catch (error) {
            if (error instanceof StoppedError || signal.aborted) status = 'stopped';
            else if (error instanceof AgentCallError) {
              status = 'failed';
              failure = error.failure;
              failureMessage = error.failure === 'agentError' ? error.message : null;
              // the developer's log says why, whatever the failure
              logMessage = error.message;
            } else {
              status = 'failed';
              failure = 'down';
              console.error(error);
            }
          }
          const durationMs = Math.max(0, Date.now() - started);
          const row = await repo.finishReply(stored.replyRow.id, {
            content,
            status,
            failure,
            failureMessage,
            citations,
            durationMs,
          });
          try {
            if (row && !signal.aborted)
              await emit({ type: 'done', data: { message: toMessage(row) } });
          } finally {
            // logged once the person has their answer, not before
            await recordCall(db, {
              agentId,
              kind: 'chat',
              protocol: agent.protocol,
              status,
              failure,
              failureMessage: logMessage,
              firstEventMs,
              totalMs: durationMs,
              at: new Date(now()),
            });
          }
        },
      };
    },
  };
}

export type ChatService = ReturnType<typeof chatService>;
