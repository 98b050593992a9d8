/**
 * The market's SQL: published agents with their live version (the latest approved one),
 * subscriptions, ratings and the event log the statistics are counted from.
 */
import type { AgentCategory, AgentHealth, MarketSort } from '@legion/api';
import { displayNameSql } from '../accounts/display-name.ts';
import { agentsData } from '../agents/index.ts';
import type { NewAgent, NewAgentVersion } from '../agents/repository.ts';
import {
  AGENTS_TABLE,
  HEALTH_COLUMNS,
  HEALTH_JOIN,
  LIVE_VERSION_JOIN,
  PUBLISHED_AGENT,
} from '../agents/sql.ts';
import type { Queryable } from '../db/database.ts';
import { PAID_ORDER } from '../payment/index.ts';

/** a published agent as the market shows it, from its live version */
export interface MarketAgentRow {
  id: string;
  /** when the live version was approved */
  updated_at: Date | string;
  category: AgentCategory;
  subscriber_count: number;
  published_at: Date | string;
  health: AgentHealth;
  down_since: Date | string | null;
  subscribed: boolean;
  rating: number;
  rating_count: number;
  name_zh: string;
  name_en: string;
  description_zh: string;
  description_en: string;
  logo: string;
  company: string;
}

export interface MarketAgentDetailRow extends MarketAgentRow {
  cover_zh: string;
  cover_en: string;
  version: string;
  url: string;
  reviewed_at: Date | string | null;
  developer_name: string;
}

export interface DayCountRow {
  day: string;
  kind: 'subscribe' | 'use' | 'order';
  count: number;
}

export type AgentEventKind = 'subscribe' | 'unsubscribe' | 'use' | 'order';

export interface MarketFilter {
  /** an ILIKE pattern, already escaped */
  pattern: string | null;
  category: AgentCategory | null;
}

/**
 * The average as shown (one decimal) and the count; sorting by the shown average keeps the
 * tie-break on the count visible to a reader of the list.
 */
const RATINGS = `left join lateral (
    select round(avg(r.rating), 1)::float8 as rating, count(*)::int as rating_count
    from ratings_reviews r where r.agent_id = a.id and r.hidden_at is null
  ) r on true`;

const CARD_COLUMNS = `a.id::text as id, a.category, a.subscriber_count, a.published_at,
  v.reviewed_at as updated_at,
  coalesce(r.rating, 0)::float8 as rating, coalesce(r.rating_count, 0)::int as rating_count,
  v.name_zh, v.name_en, v.description_zh, v.description_en, v.logo, v.company,
  ${HEALTH_COLUMNS}`;

/** `$n`: the caller's user id, or null for a visitor */
const subscribedColumn = (n: number) =>
  `exists (select 1 from subscriptions s where s.agent_id = a.id and s.user_id = $${n}::bigint)
   as subscribed`;

const ORDER_BY: Record<MarketSort, string> = {
  popular: 'a.subscriber_count desc, a.id',
  newest: 'a.published_at desc, a.id desc',
  rating: 'coalesce(r.rating, 0) desc, coalesce(r.rating_count, 0) desc, a.id',
};

const FILTER = `${PUBLISHED_AGENT}
  and ($1::text is null or a.category = $1)
  and ($2::text is null or v.name_zh ilike $2 or v.name_en ilike $2
    or v.description_zh ilike $2 or v.description_en ilike $2)`;

export function marketRepository(db: Queryable) {
  return {
    async countMarketAgents(filter: MarketFilter): Promise<number> {
      const [row] = await db.query<{ total: number }>(
        `select count(*)::int as total from ${AGENTS_TABLE} a ${LIVE_VERSION_JOIN} where ${FILTER}`,
        [filter.category, filter.pattern],
      );
      return row?.total ?? 0;
    },

    /** one page of the market and, on each row, how many agents the filter matches in all */
    listMarketAgents(
      filter: MarketFilter,
      sort: MarketSort,
      page: { limit: number; offset: number },
      userId: string | null,
    ) {
      return db.query<MarketAgentRow & { total: number }>(
        `select ${CARD_COLUMNS}, ${subscribedColumn(3)}, count(*) over ()::int as total
         from ${AGENTS_TABLE} a ${LIVE_VERSION_JOIN} ${RATINGS} ${HEALTH_JOIN}
         where ${FILTER}
         order by ${ORDER_BY[sort]}
         limit $4 offset $5`,
        [filter.category, filter.pattern, userId, page.limit, page.offset],
      );
    },

    /** the published agents the person subscribes to: the last used first, then the newest */
    subscribedAgents(userId: string) {
      return db.query<
        MarketAgentRow & { subscribed_at: Date | string; last_used_at: Date | string | null }
      >(
        `select ${CARD_COLUMNS}, true as subscribed,
           s.created_at as subscribed_at, c.updated_at as last_used_at
         from subscriptions s
         join ${AGENTS_TABLE} a on a.id = s.agent_id
         ${LIVE_VERSION_JOIN} ${RATINGS} ${HEALTH_JOIN}
         left join conversations c on c.user_id = s.user_id and c.agent_id = s.agent_id
         where s.user_id = $1::bigint and ${PUBLISHED_AGENT}
         order by c.updated_at desc nulls last, s.created_at desc, a.id desc`,
        [userId],
      );
    },

    async findMarketAgent(id: string, userId: string | null) {
      const [row] = await db.query<MarketAgentDetailRow>(
        `select ${CARD_COLUMNS}, ${subscribedColumn(2)},
           v.cover_zh, v.cover_en, v.version, v.url, v.reviewed_at,
           ${displayNameSql('d')} as developer_name
         from ${AGENTS_TABLE} a ${LIVE_VERSION_JOIN} ${RATINGS} ${HEALTH_JOIN}
         join users d on d.id = a.developer_id
         where a.id = $1::bigint and ${PUBLISHED_AGENT}`,
        [id, userId],
      );
      return row ?? null;
    },

    /** true when this call created the subscription (the agent must be published) */
    async insertSubscription(userId: string, agentId: string, at: Date): Promise<boolean> {
      const rows = await db.query(
        `insert into subscriptions (user_id, agent_id, created_at)
         select $1::bigint, a.id, $3 from ${AGENTS_TABLE} a where a.id = $2::bigint and ${PUBLISHED_AGENT}
         on conflict (user_id, agent_id) do nothing
         returning id`,
        [userId, agentId, at],
      );
      return rows.length === 1;
    },

    /** true when this call ended an existing subscription */
    async deleteSubscription(userId: string, agentId: string): Promise<boolean> {
      const rows = await db.query(
        'delete from subscriptions where user_id = $1::bigint and agent_id = $2::bigint returning id',
        [userId, agentId],
      );
      return rows.length === 1;
    },

    async insertEvent(agentId: string, userId: string | null, kind: AgentEventKind, at: Date) {
      await db.query(
        'insert into agent_events (agent_id, user_id, kind, at) values ($1::bigint, $2::bigint, $3, $4)',
        [agentId, userId, kind, at],
      );
    },

    async countDistinctUsers(agentId: string, kind: AgentEventKind, from: Date, to: Date) {
      const [row] = await db.query<{ count: number }>(
        `select count(distinct user_id)::int as count from agent_events
         where agent_id = $1::bigint and kind = $2 and at >= $3 and at <= $4`,
        [agentId, kind, from, to],
      );
      return row?.count ?? 0;
    },

    /** the agent's paid orders placed up to `to` (cancelled and pending ones are no sale) */
    async countPaidOrders(agentId: string, to: Date) {
      const [row] = await db.query<{ count: number }>(
        `select count(*)::int as count from orders
         where agent_id = $1::bigint and ${PAID_ORDER} and created_at <= $2`,
        [agentId, to],
      );
      return row?.count ?? 0;
    },

    /**
     * Per UTC day from `from` to `to`: new subscriptions, distinct users who used it, paid
     * orders. Days without any are absent.
     */
    dailyCounts(agentId: string, from: Date, to: Date) {
      return db.query<DayCountRow>(
        `select to_char(at at time zone 'UTC', 'YYYY-MM-DD') as day, kind,
           (case when kind = 'use' then count(distinct user_id) else count(*) end)::int as count
         from agent_events
         where agent_id = $1::bigint and kind in ('subscribe', 'use')
           and at >= $2 and at <= $3
         group by 1, 2
         union all
         select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD'), 'order', count(*)::int
         from orders
         where agent_id = $1::bigint and ${PAID_ORDER} and created_at >= $2 and created_at <= $3
         group by 1`,
        [agentId, from, to],
      );
    },

    /** how many ratings of each value the agent has */
    ratingCounts(agentId: string) {
      return db.query<{ rating: number; count: number }>(
        `select rating::int as rating, count(*)::int as count from ratings_reviews
         where agent_id = $1::bigint and hidden_at is null group by rating`,
        [agentId],
      );
    },

    /**
     * The market tests write their agents through these; the seed and the built-in agents
     * write through agents/index.ts, since the agents domain owns the tables.
     */
    insertAgent: (agent: NewAgent) => agentsData(db).insertSeedAgent(agent),
    insertAgentVersion: (version: NewAgentVersion) => agentsData(db).insertSeedVersion(version),

    /** many subscriptions in one statement (the seed) */
    async insertSubscriptions(rows: { userId: string; agentId: string; at: Date }[]) {
      if (rows.length === 0) return;
      await db.query(
        `insert into subscriptions (user_id, agent_id, created_at)
         select * from unnest($1::bigint[], $2::bigint[], $3::timestamptz[])
         on conflict (user_id, agent_id) do nothing`,
        [rows.map((r) => r.userId), rows.map((r) => r.agentId), rows.map((r) => r.at)],
      );
    },

    async insertEvents(
      rows: { agentId: string; userId: string | null; kind: AgentEventKind; at: Date }[],
    ) {
      if (rows.length === 0) return;
      await db.query(
        `insert into agent_events (agent_id, user_id, kind, at)
         select * from unnest($1::bigint[], $2::bigint[], $3::text[], $4::timestamptz[])`,
        [
          rows.map((r) => r.agentId),
          rows.map((r) => r.userId),
          rows.map((r) => r.kind),
          rows.map((r) => r.at),
        ],
      );
    },
  };
}

export type MarketRepository = ReturnType<typeof marketRepository>;
