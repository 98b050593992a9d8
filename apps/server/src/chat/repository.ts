/**
 * The SQL of conversations: the person's subscription, the one conversation per person and
 * agent with its messages, and the 'use' each turn counts. The agent a turn calls comes from
 * the agents repository.
 */
import type { ChatCitation, ChatFailure, ChatMessage } from '@legion/api';
import type { Queryable } from '../db/database.ts';

export interface MessageRow {
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

/** how a reply ended: what it said, cited, and why it stopped */
export interface ReplyOutcome {
  content: string;
  status: ChatMessage['status'];
  failure: ChatFailure | null;
  failureMessage: string | null;
  citations: ChatCitation[];
  durationMs: number;
}

const messageColumns = (table = '') =>
  ['id::text as id', 'role', 'content', 'status', 'failure', 'failure_message', 'citations']
    .concat(['knowledge_base_ids', 'duration_ms', 'created_at'])
    .map((column) => `${table}${column}`)
    .join(', ');
const MESSAGE_COLUMNS = messageColumns();

export function chatRepository(db: Queryable) {
  return {
    async isSubscribed(userId: string, agentId: string): Promise<boolean> {
      const rows = await db.query(
        'select 1 from subscriptions where user_id = $1::bigint and agent_id = $2::bigint',
        [userId, agentId],
      );
      return rows.length > 0;
    },

    /** the bases the person shares with the agent: their own that still exist, in their order */
    sharedBases(userId: string, agentId: string) {
      return db.query<{ id: string; name: string }>(
        `select b.id::text as id, b.name
         from agent_knowledge_choices c
         cross join lateral jsonb_array_elements_text(c.base_ids) with ordinality as chosen(id, place)
         join knowledge_bases b on b.id = chosen.id::bigint and b.user_id = c.user_id
         where c.user_id = $1::bigint and c.agent_id = $2::bigint
         order by chosen.place`,
        [userId, agentId],
      );
    },

    /** of these bases, the ones that are the person's own */
    async ownBases(userId: string, baseIds: string[]): Promise<Set<string>> {
      if (baseIds.length === 0) return new Set();
      const rows = await db.query<{ id: string }>(
        `select id::text as id from knowledge_bases
         where user_id = $1::bigint and id = any($2::bigint[])`,
        [userId, baseIds],
      );
      return new Set(rows.map((row) => row.id));
    },

    async setSharedBases(userId: string, agentId: string, baseIds: string[], at: Date) {
      await db.query(
        `insert into agent_knowledge_choices (user_id, agent_id, base_ids, updated_at)
         values ($1::bigint, $2::bigint, $3, $4)
         on conflict (user_id, agent_id)
         do update set base_ids = excluded.base_ids, updated_at = excluded.updated_at`,
        [userId, agentId, JSON.stringify(baseIds), at],
      );
    },

    /**
     * the person's conversation with the agent, made on their first turn: its id, and the
     * context an A2A agent named for it (null until one did)
     */
    async touchConversation(
      userId: string,
      agentId: string,
      at: Date,
    ): Promise<{ id: string; contextId: string | null }> {
      const [row] = await db.query<{ id: string; agent_context_id: string | null }>(
        `insert into conversations (user_id, agent_id, created_at, updated_at)
         values ($1::bigint, $2::bigint, $3, $3)
         on conflict (user_id, agent_id) do update set updated_at = excluded.updated_at
         returning id::text as id, agent_context_id`,
        [userId, agentId, at],
      );
      if (!row) throw new Error('conversation not stored');
      return { id: row.id, contextId: row.agent_context_id };
    },

    /** the context the agent named for the conversation, kept for its next turns */
    async setContextId(conversationId: string, contextId: string) {
      await db.query(
        `update conversations set agent_context_id = $2
         where id = $1::bigint and agent_context_id is distinct from $2`,
        [conversationId, contextId.slice(0, 200)],
      );
    },

    async deleteConversation(userId: string, agentId: string) {
      await db.query(
        'delete from conversations where user_id = $1::bigint and agent_id = $2::bigint',
        [userId, agentId],
      );
    },

    /** oldest first */
    listMessages(userId: string, agentId: string): Promise<MessageRow[]> {
      return db.query<MessageRow>(
        `select ${messageColumns('m.')}
         from conversation_messages m
         join conversations c on c.id = m.conversation_id
         where c.user_id = $1::bigint and c.agent_id = $2::bigint
         order by m.id`,
        [userId, agentId],
      );
    },

    /** replies still streaming that were started before `before` become failed (timeout) */
    async failAbandoned(userId: string, agentId: string, before: Date) {
      await db.query(
        `update conversation_messages m set status = 'failed', failure = 'timeout'
         from conversations c
         where c.id = m.conversation_id and c.user_id = $1::bigint and c.agent_id = $2::bigint
           and m.status = 'streaming' and m.created_at < $3`,
        [userId, agentId, before],
      );
    },

    /** the replies after the last question go (it is being asked again) */
    async deleteRepliesToLastQuestion(conversationId: string) {
      await db.query(
        `delete from conversation_messages
         where conversation_id = $1::bigint and role = 'assistant'
           and id > (select max(id) from conversation_messages
                     where conversation_id = $1::bigint and role = 'user')`,
        [conversationId],
      );
    },

    async insertQuestion(
      conversationId: string,
      content: string,
      knowledgeBaseIds: string[],
      at: Date,
    ): Promise<MessageRow> {
      const [row] = await db.query<MessageRow>(
        `insert into conversation_messages
           (conversation_id, role, content, status, knowledge_base_ids, created_at)
         values ($1::bigint, 'user', $2, 'complete', $3::jsonb, $4)
         returning ${MESSAGE_COLUMNS}`,
        [conversationId, content, JSON.stringify(knowledgeBaseIds), at],
      );
      if (!row) throw new Error('question not stored');
      return row;
    },

    /** an empty reply, streaming */
    async insertReply(conversationId: string, at: Date): Promise<MessageRow> {
      const [row] = await db.query<MessageRow>(
        `insert into conversation_messages (conversation_id, role, content, status, created_at)
         values ($1::bigint, 'assistant', '', 'streaming', $2)
         returning ${MESSAGE_COLUMNS}`,
        [conversationId, at],
      );
      if (!row) throw new Error('reply not stored');
      return row;
    },

    /** a turn is a 'use' of the agent in the statistics */
    async recordUse(agentId: string, userId: string, at: Date) {
      await db.query(
        `insert into agent_events (agent_id, user_id, kind, at) values ($1::bigint, $2::bigint, 'use', $3)`,
        [agentId, userId, at],
      );
    },

    /** null when the reply is gone (the conversation was cleared meanwhile) */
    async finishReply(replyId: string, outcome: ReplyOutcome): Promise<MessageRow | null> {
      const [row] = await db.query<MessageRow>(
        `update conversation_messages
         set content = $2, status = $3, failure = $4, failure_message = $5,
           citations = $6::jsonb, duration_ms = $7
         where id = $1::bigint
         returning ${MESSAGE_COLUMNS}`,
        [
          replyId,
          outcome.content,
          outcome.status,
          outcome.failure,
          outcome.failureMessage,
          JSON.stringify(outcome.citations),
          outcome.durationMs,
        ],
      );
      return row ?? null;
    },
  };
}
