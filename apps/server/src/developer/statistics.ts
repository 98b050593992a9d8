/**
 * An agent's figures for its developer and the developer home, counted
 * from the market's event log over whole UTC days: new users are those whose first
 * subscription falls in the range, active users those who used the agent, orders the paid
 * orders of the agent placed in the range, and revenue their amount. Every day of the range has
 * its point, zeros included; a range may not end after today. The call quality (error rate,
 * time to the first event) comes from the agents' call log, which holds only the last 30 days.
 */
import {
  type AgentStatistics,
  type AgentUserPage,
  type DeveloperHome,
  maskMobile,
  type statisticsQuerySchema,
} from '@legion/api';
import type { z } from 'zod';
import { displayName } from '../accounts/display-name.ts';
import type { UserRow } from '../accounts/repository.ts';
import { agentsData, callQuality } from '../agents/index.ts';
import type { AgentsService } from '../agents/service.ts';
import type { Database } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { yuan } from '../payment/plans.ts';
import { iso } from '../shared/time.ts';
import { type AgentUserRow, statisticsRepository } from './repository/statistics.ts';

const DAY_MS = 24 * 60 * 60_000;
/** a range that ends after today (UTC): its days have no figures yet */
export const RANGE_IN_FUTURE = 'The end date must not be after today';
/** the home's window: today (UTC) and the 29 days before it, like the market's overview */
export const HOME_DAYS = 30;
export const HOME_RECENT_REVIEWS = 5;

/** YYYY-MM-DD of a UTC day */
const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const dayStart = (day: string) => Date.parse(`${day}T00:00:00.000Z`);

function agentUser(row: AgentUserRow): AgentUserPage['items'][number] {
  const mobile = row.mobile ? maskMobile(row.mobile) : '';
  return {
    name: displayName(row),
    mobile,
    subscribedAt: iso(row.subscribed_at),
    lastUsedAt: row.last_used_at === null ? null : iso(row.last_used_at),
    uses: row.uses,
    orders: row.orders,
  };
}

export interface StatisticsOptions {
  db: Database;
  now: () => number;
  agents: AgentsService;
}

export function statisticsService({ db, now, agents }: StatisticsOptions) {
  const repo = statisticsRepository(db);

  return {
    async agentStatistics(
      user: UserRow,
      query: z.output<typeof statisticsQuerySchema>,
    ): Promise<AgentStatistics> {
      await agents.requireAccess(query.id, user.id);
      if (query.to > utcDay(now())) {
        throw new ApiError(400, RANGE_IN_FUTURE, { to: RANGE_IN_FUTURE });
      }
      const start = dayStart(query.from);
      const days = Math.round((dayStart(query.to) - start) / DAY_MS) + 1;
      const from = new Date(start);
      const to = new Date(start + days * DAY_MS);
      const [totals, daily, quality] = await Promise.all([
        repo.totals([query.id], from, to),
        repo.dailyStatistics([query.id], from, to),
        callQuality(db, query.id, { from, to, now: now() }),
      ]);
      const byDay = new Map(daily.map((row) => [row.day, row]));
      return {
        from: query.from,
        to: query.to,
        newUsers: totals.new_users,
        activeUsers: totals.active_users,
        calls: totals.calls,
        orders: totals.orders,
        revenue: yuan(Number(totals.revenue_cents)),
        trend: Array.from({ length: days }, (_, index) => {
          const date = utcDay(start + index * DAY_MS);
          const row = byDay.get(date);
          return {
            date,
            newUsers: row?.new_users ?? 0,
            activeUsers: row?.active_users ?? 0,
            calls: row?.calls ?? 0,
            orders: row?.orders ?? 0,
          };
        }),
        quality,
      };
    },

    async agentUsers(
      user: UserRow,
      query: { id: string; page: number; pageSize: number },
    ): Promise<AgentUserPage> {
      await agents.requireAccess(query.id, user.id);
      const offset = (query.page - 1) * query.pageSize;
      const [total, rows] = await Promise.all([
        repo.countSubscribers(query.id),
        repo.listSubscribers(query.id, { limit: query.pageSize, offset }),
      ]);
      return {
        items: rows.map(agentUser),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** over the agents the caller manages, owned or as a team member */
    async home(user: UserRow): Promise<DeveloperHome> {
      const managed = await agentsData(db).managedAgentSummaries(user.id);
      const counts = { pending: 0, rejected: 0, approved: 0 };
      let subscribers = 0;
      for (const agent of managed) {
        counts[agent.status] += 1;
        subscribers += agent.subscriber_count;
      }
      const ids = managed.map((agent) => agent.id);
      const today = dayStart(utcDay(now()));
      const from = new Date(today - (HOME_DAYS - 1) * DAY_MS);
      const to = new Date(today + DAY_MS);
      const [totals, reviews] = ids.length
        ? await Promise.all([
            repo.totals(ids, from, to),
            agentsData(db).recentDecisions(ids, HOME_RECENT_REVIEWS),
          ])
        : [{ new_users: 0, active_users: 0, calls: 0, orders: 0 }, []];
      return {
        counts,
        subscribers,
        newUsers30d: totals.new_users,
        activeUsers30d: totals.active_users,
        orders30d: totals.orders,
        recentReviews: reviews.map((row) => ({
          agentId: row.agent_id,
          nameZh: row.name_zh,
          nameEn: row.name_en,
          version: row.version,
          status: row.status,
          comment: row.review_comment,
          reviewedAt: iso(row.reviewed_at),
        })),
      };
    },
  };
}

export type StatisticsService = ReturnType<typeof statisticsService>;
