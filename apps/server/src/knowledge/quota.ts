/**
 * The knowledge space of a user (by plan: 1 GB free, 10 GB premium, 2 TB
 * enterprise; 1 GB = 1024³ bytes): the bytes of every file they uploaded, across all their
 * bases, against their plan's quota.
 *
 * The plan is the user's plan subscription (plan_subscriptions, written when a payment
 * completes): agent-premium gives premium, agent-enterprise enterprise, while it has not
 * expired; anyone else is on the free plan. A payment's new plan applies at once.
 */
import { KNOWLEDGE_QUOTA_BYTES, type KnowledgePlan, type KnowledgeUsage } from '@legion/api';
import type { Queryable } from '../db/database.ts';
import { activeSubscription } from '../payment/index.ts';
import { knowledgeRepository } from './repository.ts';

/** the plan ids that carry a knowledge quota above the free one */
const PAID_PLANS: Record<string, KnowledgePlan> = {
  'agent-premium': 'premium',
  'agent-enterprise': 'enterprise',
};

/** the caller's plan, from their subscription (see the module comment) */
export async function knowledgePlan(
  db: Queryable,
  userId: string,
  now: number,
): Promise<KnowledgePlan> {
  const subscription = await activeSubscription(db, userId, now);
  return (subscription && PAID_PLANS[subscription.plan_id]) || 'free';
}

/** the bytes of every document the user has uploaded, across all their bases */
export async function knowledgeUsedBytes(db: Queryable, userId: string): Promise<number> {
  return knowledgeRepository(db).usedBytes(userId);
}

export async function knowledgeUsage(
  db: Queryable,
  userId: string,
  now: number,
): Promise<KnowledgeUsage> {
  const plan = await knowledgePlan(db, userId, now);
  return {
    plan,
    usedBytes: await knowledgeUsedBytes(db, userId),
    quotaBytes: KNOWLEDGE_QUOTA_BYTES[plan],
  };
}
