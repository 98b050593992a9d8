/**
 * Conversations with agents (issue 9). A turn: check the agent is on the market and the
 * person subscribed, gather the passages of the bases they shared, store their message and
 * an empty reply, call the agent (caller.ts) and store what it streams, then the outcome.
 * Every turn counts as a 'use' of the agent, which the developer's statistics read.
 */
import { createHash } from 'node:crypto';
import {
  AGENT_LIMITS,
  type AgentPassage,
  API_CODES,
  type ChatCitation,
  type ChatFailure,
  type ChatMessage,
  type ChatStreamEvent,
  type Conversation,
} from '@legion/api';
import type { UserRow } from '../accounts/repository.ts';
import type { Database, Queryable } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import type { Language } from '../http/messages.ts';
import type { KnowledgeService } from '../knowledge/service.ts';
import { AGENT_NOT_FOUND } from '../market/service.ts';
import { AgentCallError, type AgentCallOptions, callAgent, StoppedError } from './caller.ts';

export const NOT_SUBSCRIBED = 'Subscribe to the agent to chat with it';
export const REPLY_IN_PROGRESS = 'A reply is still on its way';
export const NOTHING_TO_RETRY = 'There is no question to ask again';

interface MessageRow {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  status: ChatMessage['status'];
  failure: ChatFailure | null;
  failure_message: string | null;
  citations: ChatCitation[] | string;
  knowledge_base_ids: string[] | string;
  duration_ms: number | null;
  created_at: Date | string;
}

const messageColumns = (table = '') =>
  ['id::text as id', 'role', 'content', 'status', 'failure', 'failure_message', 'citations']
    .concat(['knowledge_base_ids', 'duration_ms', 'created_at'])
    .map((column) => `${table}${column}`)
    .join(', ');
const MESSAGE_COLUMNS = messageColumns();

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

interface AgentRow {
  id: string;
  agent_key: string;
  agent_secret_hash: string;
  url: string;
}

export interface ChatOptions {
  db: Database;
  /** milliseconds, like the other services */
  now: () => number;
  knowledge: Pick<KnowledgeService, 'retrieve'>;
  /** how agents are called: tests shorten the limits or swap fetch */
  call?: AgentCallOptions;
}

export interface TurnInput {
  message: string;
  knowledgeBaseIds: string[];
  retry: boolean;
}

export function chatService({ db, now, knowledge, call = {} }: ChatOptions) {
  async function publishedAgent(agentId: string): Promise<AgentRow> {
    const [row] = await db.query<AgentRow>(
      `select a.id::text as id, a.agent_key, a.agent_secret_hash, v.url
       from agents a
       join lateral (
         select url from agent_versions
         where agent_id = a.id and status = 'approved'
         order by reviewed_at desc, id desc limit 1
       ) v on true
       where a.id = $1::bigint and a.published`,
      [agentId],
    );
    if (!row) throw new ApiError(404, AGENT_NOT_FOUND);
    return row;
  }

  async function subscribed(tx: Queryable, user: UserRow, agentId: string) {
    const rows = await tx.query(
      'select 1 from subscriptions where user_id = $1::bigint and agent_id = $2::bigint',
      [user.id, agentId],
    );
    return rows.length > 0;
  }

  async function conversationId(tx: Queryable, user: UserRow, agentId: string) {
    const [row] = await tx.query<{ id: string }>(
      `insert into conversations (user_id, agent_id, created_at, updated_at)
       values ($1::bigint, $2::bigint, $3, $3)
       on conflict (user_id, agent_id) do update set updated_at = excluded.updated_at
       returning id::text as id`,
      [user.id, agentId, new Date(now())],
    );
    if (!row) throw new Error('conversation not stored');
    return row.id;
  }

  async function messages(tx: Queryable, user: UserRow, agentId: string): Promise<MessageRow[]> {
    return tx.query<MessageRow>(
      `select ${messageColumns('m.')}
       from conversation_messages m
       join conversations c on c.id = m.conversation_id
       where c.user_id = $1::bigint and c.agent_id = $2::bigint
       order by m.id`,
      [user.id, agentId],
    );
  }

  /** a reply left streaming by a server that went away is failed once its time is over */
  async function settleAbandoned(tx: Queryable, user: UserRow, agentId: string) {
    await tx.query(
      `update conversation_messages m set status = 'failed', failure = 'timeout'
       from conversations c
       where c.id = m.conversation_id and c.user_id = $1::bigint and c.agent_id = $2::bigint
         and m.status = 'streaming' and m.created_at < $3`,
      [user.id, agentId, new Date(now() - AGENT_LIMITS.totalMs - 5_000)],
    );
  }

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
      .sort((a, b) => b.score - a.score)
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
      await settleAbandoned(db, user, agentId);
      return {
        agentId,
        subscribed: await subscribed(db, user, agentId),
        messages: (await messages(db, user, agentId)).map(toMessage),
      };
    },

    async clear(user: UserRow, agentId: string): Promise<null> {
      await db.query(
        'delete from conversations where user_id = $1::bigint and agent_id = $2::bigint',
        [user.id, agentId],
      );
      return null;
    },

    /**
     * Checks everything that can be refused with an HTTP error (404, 403, 409), stores the
     * person's message and an empty reply, and returns the turn to stream.
     */
    async startTurn(user: UserRow, agentId: string, input: TurnInput, language: Language) {
      const agent = await publishedAgent(agentId);
      if (!(await subscribed(db, user, agentId))) {
        throw new ApiError(403, NOT_SUBSCRIBED, undefined, API_CODES.notSubscribed);
      }
      await settleAbandoned(db, user, agentId);
      const earlier = await messages(db, user, agentId);
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
        const conversation = await conversationId(tx, user, agentId);
        const at = new Date(now());
        let userRow: MessageRow | undefined;
        if (input.retry) {
          await tx.query(
            `delete from conversation_messages
             where conversation_id = $1::bigint and role = 'assistant'
               and id > (select max(id) from conversation_messages
                         where conversation_id = $1::bigint and role = 'user')`,
            [conversation],
          );
        } else {
          [userRow] = await tx.query<MessageRow>(
            `insert into conversation_messages
               (conversation_id, role, content, status, knowledge_base_ids, created_at)
             values ($1::bigint, 'user', $2, 'complete', $3::jsonb, $4)
             returning ${MESSAGE_COLUMNS}`,
            [conversation, question, JSON.stringify(baseIds), at],
          );
        }
        const [replyRow] = await tx.query<MessageRow>(
          `insert into conversation_messages (conversation_id, role, content, status, created_at)
           values ($1::bigint, 'assistant', '', 'streaming', $2)
           returning ${MESSAGE_COLUMNS}`,
          [conversation, at],
        );
        await tx.query(
          `insert into agent_events (agent_id, user_id, kind, at) values ($1::bigint, $2::bigint, 'use', $3)`,
          [agentId, user.id, at],
        );
        if (!replyRow) throw new Error('reply not stored');
        return { conversation, userRow, replyRow };
      });

      const turns = history
        .filter((row) => row.status === 'complete' && row.content)
        .slice(-AGENT_LIMITS.historyTurns)
        .map((row) => ({ role: row.role, content: row.content.slice(0, AGENT_LIMITS.replyBytes) }));
      const signingKey = agent.agent_secret_hash;
      const request = {
        conversationId: stored.conversation,
        turnId: stored.replyRow.id,
        // the person as this agent sees them: stable, and not their platform id
        userId: createHash('sha256').update(`${signingKey}:${user.id}`).digest('hex').slice(0, 32),
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
          let content = '';
          const citations: ChatCitation[] = [];
          let status: ChatMessage['status'] = 'complete';
          let failure: ChatFailure | null = null;
          let failureMessage: string | null = null;
          try {
            const events = callAgent(
              { url: agent.url, agentKey: agent.agent_key, signingKey },
              request,
              { ...call, signal },
            );
            for await (const event of events) {
              if (event.type === 'delta') {
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
            } else {
              status = 'failed';
              failure = 'down';
              console.error(error);
            }
          }
          const [row] = await db.query<MessageRow>(
            `update conversation_messages
             set content = $2, status = $3, failure = $4, failure_message = $5,
               citations = $6::jsonb, duration_ms = $7
             where id = $1::bigint
             returning ${MESSAGE_COLUMNS}`,
            [
              stored.replyRow.id,
              content,
              status,
              failure,
              failureMessage,
              JSON.stringify(citations),
              Math.max(0, Date.now() - started),
            ],
          );
          if (row && !signal.aborted)
            await emit({ type: 'done', data: { message: toMessage(row) } });
        },
      };
    },
  };
}

export type ChatService = ReturnType<typeof chatService>;
