/**
 * The market's rules: only approved, published agents are shown; subscribing is idempotent and
 * logged as an event; the overview is counted from the event log with the server's clock.
 */
import type {
  AgentCard,
  AgentDetail,
  AgentOverview,
  AgentPage,
  marketQuerySchema,
  SubscribedAgentList,
  Subscription,
} from '@legion/api';
import type { z } from 'zod';
import { AGENT_NOT_FOUND, agentsData } from '../agents/index.ts';
import type { Database } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { containsPattern } from '../shared/sql.ts';
import { type MarketAgentRow, marketRepository } from './repository.ts';

/** the overview's window: today (UTC) and the 29 days before it */
export const TREND_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;

export interface MarketOptions {
  db: Database;
  now: () => number;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function toCard(row: MarketAgentRow): AgentCard {
  return {
    id: row.id,
    nameZh: row.name_zh,
    nameEn: row.name_en,
    descriptionZh: row.description_zh,
    descriptionEn: row.description_en,
    logo: row.logo,
    company: row.company,
    category: row.category,
    rating: Number(row.rating),
    ratingCount: row.rating_count,
    subscriberCount: row.subscriber_count,
    health: row.health,
    downSince: row.down_since === null ? null : iso(row.down_since),
    publishedAt: iso(row.published_at),
    updatedAt: iso(row.updated_at),
    subscribed: row.subscribed,
  };
}

/** how many approved versions "What's new" lists */
const RELEASES_SHOWN = 5;

/** YYYY-MM-DD of a UTC day */
const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

export function marketService({ db, now }: MarketOptions) {
  const repo = marketRepository(db);
  const agents = agentsData(db);

  async function requirePublished(id: string): Promise<number> {
    const count = await agents.publishedSubscriberCount(id);
    if (count === null) throw new ApiError(404, AGENT_NOT_FOUND);
    return count;
  }

  return {
    async list(
      query: z.output<typeof marketQuerySchema>,
      userId: string | null,
    ): Promise<AgentPage> {
      const filter = {
        pattern: query.q ? containsPattern(query.q) : null,
        category: query.category ?? null,
      };
      const offset = (query.page - 1) * query.pageSize;
      // one query on the market's hot path; the count alone only for a page past the end
      const rows = await repo.listMarketAgents(
        filter,
        query.sort,
        { limit: query.pageSize, offset },
        userId,
      );
      const total = rows[0]?.total ?? (offset > 0 ? await repo.countMarketAgents(filter) : 0);
      return { items: rows.map(toCard), total, page: query.page, pageSize: query.pageSize };
    },

    async detail(id: string, userId: string | null): Promise<AgentDetail> {
      const [row, releases] = await Promise.all([
        repo.findMarketAgent(id, userId),
        agents.releases(id, RELEASES_SHOWN),
      ]);
      if (!row) throw new ApiError(404, AGENT_NOT_FOUND);
      return {
        ...toCard(row),
        coverZh: row.cover_zh,
        coverEn: row.cover_en,
        developerName: row.developer_name,
        version: row.version,
        url: row.url,
        reviewedAt: row.reviewed_at === null ? null : iso(row.reviewed_at),
        releases: releases.map((release) => ({
          version: release.version,
          notesZh: release.release_notes_zh,
          notesEn: release.release_notes_en,
          releasedAt: iso(release.reviewed_at),
        })),
      };
    },

    async overview(id: string): Promise<AgentOverview> {
      const subscribers = await requirePublished(id);
      const at = now();
      const to = new Date(at);
      const todayStart = Date.parse(`${utcDay(at)}T00:00:00.000Z`);
      const from = new Date(todayStart - (TREND_DAYS - 1) * DAY_MS);
      const [activeUsers, orders, daily, ratings] = await Promise.all([
        repo.countDistinctUsers(id, 'use', from, to),
        repo.countPaidOrders(id, to),
        repo.dailyCounts(id, from, to),
        repo.ratingCounts(id),
      ]);
      const trend: AgentOverview['trend'] = Array.from({ length: TREND_DAYS }, (_, index) => ({
        date: utcDay(from.getTime() + index * DAY_MS),
        subscribers: 0,
        activeUsers: 0,
        orders: 0,
      }));
      const byDay = new Map(trend.map((point) => [point.date, point]));
      for (const row of daily) {
        const point = byDay.get(row.day);
        if (!point) continue;
        if (row.kind === 'subscribe') point.subscribers = row.count;
        else if (row.kind === 'use') point.activeUsers = row.count;
        else point.orders = row.count;
      }
      const ratingDistribution: AgentOverview['ratingDistribution'] = [0, 0, 0, 0, 0];
      for (const { rating, count } of ratings) {
        if (rating >= 1 && rating <= 5) ratingDistribution[rating - 1] = count;
      }
      return {
        subscribers,
        activeUsers,
        orders,
        trend,
        ratingDistribution,
      };
    },

    /** idempotent: a second call changes nothing and logs nothing */
    async subscriptions(userId: string): Promise<SubscribedAgentList> {
      const rows = await repo.subscribedAgents(userId);
      return {
        items: rows.map((row) => ({
          ...toCard(row),
          subscribedAt: iso(row.subscribed_at),
          lastUsedAt: row.last_used_at === null ? null : iso(row.last_used_at),
        })),
      };
    },

    subscribe(agentId: string, userId: string): Promise<Subscription> {
      return db.transaction(async (tx) => {
        const txRepo = marketRepository(tx);
        const txAgents = agentsData(tx);
        const at = new Date(now());
        if (await txRepo.insertSubscription(userId, agentId, at)) {
          await txRepo.insertEvent(agentId, userId, 'subscribe', at);
          return { subscribed: true, subscriberCount: await txAgents.subscriberCount(agentId) };
        }
        const count = await txAgents.publishedSubscriberCount(agentId);
        if (count === null) throw new ApiError(404, AGENT_NOT_FOUND);
        return { subscribed: true, subscriberCount: count };
      });
    },

    /**
     * Idempotent. A subscriber can leave an agent that has since left the market; anyone else
     * gets 404 for an agent the market does not show.
     */
    unsubscribe(agentId: string, userId: string): Promise<Subscription> {
      return db.transaction(async (tx) => {
        const txRepo = marketRepository(tx);
        const txAgents = agentsData(tx);
        if (await txRepo.deleteSubscription(userId, agentId)) {
          await txRepo.insertEvent(agentId, userId, 'unsubscribe', new Date(now()));
          return { subscribed: false, subscriberCount: await txAgents.subscriberCount(agentId) };
        }
        const count = await txAgents.publishedSubscriberCount(agentId);
        if (count === null) throw new ApiError(404, AGENT_NOT_FOUND);
        return { subscribed: false, subscriberCount: count };
      });
    },
  };
}

export type MarketService = ReturnType<typeof marketService>;
