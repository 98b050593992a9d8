/**
 * The counts of the developer's statistics and home, from the market's event log, the
 * subscriptions and the paid orders. The latest review decisions on their agents come from
 * the agents repository.
 */
import { certifiedNameSql } from '../../accounts/display-name.ts';
import type { Queryable } from '../../db/database.ts';
import { PAID_ORDER } from '../../payment/index.ts';

type Time = Date | string;

export interface AgentUserRow {
  name: string;
  certified_name: string | null;
  username: string;
  mobile: string | null;
  subscribed_at: Time;
  last_used_at: Time | null;
  uses: number;
  orders: number;
}

export function statisticsRepository(db: Queryable) {
  return {
    /**
     * Per agent set and UTC day in [from, to): users whose first subscription to the agent
     * falls on that day, distinct users who used it, and orders. Days without any are absent.
     */
    dailyStatistics(agentIds: string[], from: Date, to: Date) {
      return db.query<{
        day: string;
        new_users: number;
        active_users: number;
        calls: number;
        orders: number;
      }>(
        `with firsts as (
           select agent_id, user_id, min(at) as at from agent_events
           where agent_id = any($1::bigint[]) and kind = 'subscribe' and user_id is not null
           group by agent_id, user_id
         ),
         days as (
           select to_char(at at time zone 'UTC', 'YYYY-MM-DD') as day, 'new' as kind, user_id
           from firsts where at >= $2 and at < $3
           union all
           select to_char(at at time zone 'UTC', 'YYYY-MM-DD'), kind, user_id
           from agent_events
           where agent_id = any($1::bigint[]) and kind = 'use' and at >= $2 and at < $3
           union all
           select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD'), 'order', user_id
           from orders
           where agent_id = any($1::bigint[]) and ${PAID_ORDER}
             and created_at >= $2 and created_at < $3
         )
         select day,
           count(*) filter (where kind = 'new')::int as new_users,
           count(distinct user_id) filter (where kind = 'use')::int as active_users,
           count(*) filter (where kind = 'use')::int as calls,
           count(*) filter (where kind = 'order')::int as orders
         from days group by day`,
        [agentIds, from, to],
      );
    },

    /**
     * Over [from, to), summed over the agents (so it adds up to each agent's own figures):
     * users whose first subscription falls in it, distinct users who used it, and the paid
     * orders placed in it with their amount (a cancelled or still pending order is no sale).
     */
    async totals(agentIds: string[], from: Date, to: Date) {
      const [row] = await db.query<{
        new_users: number;
        active_users: number;
        calls: number;
        orders: number;
        revenue_cents: number;
      }>(
        `select
           (select count(*) from (
              select 1 from agent_events
              where agent_id = any($1::bigint[]) and kind = 'subscribe' and user_id is not null
              group by agent_id, user_id having min(at) >= $2 and min(at) < $3
            ) f)::int as new_users,
           (select count(distinct (agent_id, user_id)) from agent_events
            where agent_id = any($1::bigint[]) and kind = 'use' and at >= $2 and at < $3
           )::int as active_users,
           (select count(*) from agent_events
            where agent_id = any($1::bigint[]) and kind = 'use' and at >= $2 and at < $3
           )::int as calls,
           o.orders, o.revenue_cents
         from (
           select count(*)::int as orders, coalesce(sum(amount_cents), 0)::float8 as revenue_cents
           from orders
           where agent_id = any($1::bigint[]) and ${PAID_ORDER}
             and created_at >= $2 and created_at < $3
         ) o`,
        [agentIds, from, to],
      );
      return row ?? { new_users: 0, active_users: 0, calls: 0, orders: 0, revenue_cents: 0 };
    },

    async countSubscribers(agentId: string): Promise<number> {
      const [row] = await db.query<{ count: number }>(
        'select count(*)::int as count from subscriptions where agent_id = $1::bigint',
        [agentId],
      );
      return row?.count ?? 0;
    },

    /** current subscribers, newest first, with their use and orders of the agent */
    listSubscribers(agentId: string, page: { limit: number; offset: number }) {
      return db.query<AgentUserRow>(
        `select u.name, ${certifiedNameSql('u')} as certified_name, u.username, u.mobile,
           s.created_at as subscribed_at,
           e.last_used_at, coalesce(e.uses, 0)::int as uses, coalesce(o.orders, 0)::int as orders
         from subscriptions s join users u on u.id = s.user_id
         left join lateral (
           select max(at) filter (where kind = 'use') as last_used_at,
             count(*) filter (where kind = 'use') as uses
           from agent_events where agent_id = s.agent_id and user_id = s.user_id
         ) e on true
         left join lateral (
           select count(*) as orders from orders
           where agent_id = s.agent_id and user_id = s.user_id and ${PAID_ORDER}
         ) o on true
         where s.agent_id = $1::bigint
         order by s.created_at desc, s.id desc
         limit $2 offset $3`,
        [agentId, page.limit, page.offset],
      );
    },
  };
}
