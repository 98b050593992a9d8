/**
 * The agent marketplace (the pages /plugins and /plugins/statistics/{id}): what a visitor
 * browses, an agent's public page, and subscriptions.
 */
import { z } from 'zod';
import { agentHealthSchema } from './agent-health.ts';

import { AGENT_CATEGORIES, MARKET_PAGE_SIZE, MARKET_SORTS } from './catalog.ts';
import { pageOf } from './paging.ts';

export {
  AGENT_CATEGORIES,
  type AgentCategory,
  isAgentCategory,
  MARKET_PAGE_SIZE,
  MARKET_SORTS,
  type MarketSort,
} from './catalog.ts';
export const agentCategorySchema = z.enum(AGENT_CATEGORIES);

const pageNumber = z.coerce.number().int().min(1).max(10_000).default(1);

export const marketQuerySchema = z.object({
  /** searched in the Chinese and English names and descriptions */
  q: z.string().trim().max(100).optional(),
  category: agentCategorySchema.optional(),
  sort: z.enum(MARKET_SORTS).default('popular'),
  page: pageNumber,
  pageSize: z.coerce.number().int().min(1).max(48).default(MARKET_PAGE_SIZE),
});
export type MarketQuery = z.input<typeof marketQuerySchema>;

export const agentCardSchema = z.object({
  id: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  descriptionZh: z.string(),
  descriptionEn: z.string(),
  /** image URL */
  logo: z.string(),
  company: z.string(),
  category: agentCategorySchema,
  /** average of the ratings, 0 when there are none */
  rating: z.number().min(0).max(5),
  ratingCount: z.number().int().nonnegative(),
  subscriberCount: z.number().int().nonnegative(),
  /** when it was first approved and published (ISO 8601) */
  publishedAt: z.string(),
  /** when its live version was approved: the market's "updated N days ago" */
  updatedAt: z.string(),
  /** whether the signed-in caller subscribes to it (false for visitors) */
  subscribed: z.boolean(),
  /** how it answered the platform's latest probes */
  health: agentHealthSchema.default('available'),
  /** when it stopped answering (ISO 8601); null unless its health is down */
  downSince: z.string().nullable().default(null),
});
export type AgentCard = z.infer<typeof agentCardSchema>;

export const agentPageSchema = /* @__PURE__ */ pageOf(agentCardSchema);
export type AgentPage = z.infer<typeof agentPageSchema>;

export const agentDetailSchema = /* @__PURE__ */ agentCardSchema.extend({
  coverZh: z.string(),
  coverEn: z.string(),
  developerName: z.string(),
  version: z.string(),
  url: z.string(),
  /** when the live version was approved (ISO 8601), null if never */
  reviewedAt: z.string().nullable(),
  /**
   * "What's new": the approved versions, newest first (at most 5), with their notes in Chinese
   * and in English ('' where the developer wrote none in that language)
   */
  releases: z.array(
    z.object({
      version: z.string(),
      notesZh: z.string(),
      notesEn: z.string(),
      releasedAt: z.string(),
    }),
  ),
});
export type AgentDetail = z.infer<typeof agentDetailSchema>;

export const agentIdSchema = z.object({ id: z.string().regex(/^\d{1,18}$/, 'id') });

export const agentTrendPointSchema = z.object({
  /** YYYY-MM-DD */
  date: z.string(),
  subscribers: z.number().int().nonnegative(),
  activeUsers: z.number().int().nonnegative(),
  orders: z.number().int().nonnegative(),
});

/** The "data overview" tab: figures from real events, not made up. */
export const agentOverviewSchema = z.object({
  subscribers: z.number().int().nonnegative(),
  /** distinct users who used it in the last 30 days */
  activeUsers: z.number().int().nonnegative(),
  orders: z.number().int().nonnegative(),
  /** one point a day for the last 30 days, oldest first */
  trend: z.array(agentTrendPointSchema),
  /** how many ratings of 1, 2, 3, 4 and 5 stars */
  ratingDistribution: z.tuple([
    z.number().int().nonnegative(),
    z.number().int().nonnegative(),
    z.number().int().nonnegative(),
    z.number().int().nonnegative(),
    z.number().int().nonnegative(),
  ]),
});
export type AgentOverview = z.infer<typeof agentOverviewSchema>;

/** a developer's public answer to a review (agent-reviews.ts) */
export const reviewReplySchema = z.object({
  content: z.string(),
  /** the developer's public name: the agent's company, else the developer's name */
  author: z.string(),
  createdAt: z.string(),
  /** null until the reply is edited */
  updatedAt: z.string().nullable(),
});
export type ReviewReply = z.infer<typeof reviewReplySchema>;

export const agentReviewSchema = z.object({
  id: z.string(),
  /** shown as written by its author: name, else masked mobile */
  author: z.string(),
  rating: z.number().int().min(1).max(5),
  content: z.string(),
  createdAt: z.string(),
  /** when the author last changed it; null if never */
  updatedAt: z.string().nullable(),
  /** the agent's live version when the review was last written */
  version: z.string(),
  /** the author subscribes to the agent now (every review is written by a subscriber) */
  verifiedSubscriber: z.boolean(),
  reply: reviewReplySchema.nullable(),
});
export type AgentReview = z.infer<typeof agentReviewSchema>;
/** a review on the agent's page: whether the signed-in reader reported it (false for visitors) */
export const publicReviewSchema = /* @__PURE__ */ agentReviewSchema.extend({
  reportedByMe: z.boolean(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;
export const agentReviewPageSchema = /* @__PURE__ */ pageOf(publicReviewSchema);
export type AgentReviewPage = z.infer<typeof agentReviewPageSchema>;

export const agentReviewsQuerySchema = /* @__PURE__ */ agentIdSchema.extend({
  page: pageNumber,
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

export const subscriptionSchema = z.object({
  subscribed: z.boolean(),
  subscriberCount: z.number().int().nonnegative(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** an agent the caller subscribes to, as their own list shows it */
export const subscribedAgentSchema = /* @__PURE__ */ agentCardSchema.extend({
  /** when they subscribed (ISO 8601) */
  subscribedAt: z.string(),
  /** when they last chatted with it (ISO 8601), null before their first message */
  lastUsedAt: z.string().nullable(),
});
export type SubscribedAgent = z.infer<typeof subscribedAgentSchema>;

/** every published agent the caller subscribes to: the last used first, then the newest */
export const subscribedAgentListSchema = z.object({ items: z.array(subscribedAgentSchema) });
export type SubscribedAgentList = z.infer<typeof subscribedAgentListSchema>;
