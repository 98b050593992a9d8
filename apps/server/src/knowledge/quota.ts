/**
 * The knowledge space of a user (SPEC §3 fallback plans: 1 GB free, 10 GB premium, 2 TB
 * enterprise; 1 GB = 1024³ bytes): the bytes of every file they uploaded, across all their
 * bases, against their plan's quota.
 *
 * Until subscriptions exist, the plan is read from the orders the admin console records: a
 * paid or completed order for `agent-premium` or `agent-enterprise` paid within the last
 * PLAN_TERM_MS (the longest term sold, 12 months; orders do not record their own term) gives
 * that plan, the best one winning; anyone else is on the free plan. This is the one place to
 * change when subscriptions land.
 */
import { KNOWLEDGE_QUOTA_BYTES, type KnowledgePlan, type KnowledgeUsage } from '@legion/api';
import type { Queryable } from '../db/database.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** how long a paid plan order counts: the longest term sold (12 months) */
export const PLAN_TERM_MS = 366 * DAY_MS;

/** the order plan ids that carry a knowledge quota above the free one */
const PAID_PLANS: Record<string, KnowledgePlan> = {
  'agent-premium': 'premium',
  'agent-enterprise': 'enterprise',
};

/** the caller's plan, from their paid plan orders (see the module comment) */
export async function knowledgePlan(
  db: Queryable,
  userId: string,
  now: number,
): Promise<KnowledgePlan> {
  const rows = await db.query<{ plan_id: string }>(
    `select distinct plan_id from orders
     where user_id = $1 and status in ('paid', 'completed') and plan_id = any($2::text[])
       and paid_at <= $3 and paid_at > $4`,
    [userId, Object.keys(PAID_PLANS), new Date(now), new Date(now - PLAN_TERM_MS)],
  );
  const plans = new Set(rows.map((row) => PAID_PLANS[row.plan_id]));
  if (plans.has('enterprise')) return 'enterprise';
  if (plans.has('premium')) return 'premium';
  return 'free';
}

/** the bytes of every document the user has uploaded, across all their bases */
export async function knowledgeUsedBytes(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.query<{ bytes: number | string }>(
    `select coalesce(sum(d.bytes), 0) as bytes from knowledge_documents d
     join knowledge_bases b on b.id = d.base_id where b.user_id = $1`,
    [userId],
  );
  return Number(row?.bytes ?? 0);
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
