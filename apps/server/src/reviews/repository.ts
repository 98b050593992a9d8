/**
 * The SQL of agent reviews (migration 0025): writing one as its author, the public and the
 * developer's lists, replies, reports and moderation.
 */
import type { DeveloperReviewFilter, ModerationQueue, ReviewReportReason } from '@legion/api';
import { displayNameSql } from '../accounts/display-name.ts';
import { AGENTS_TABLE, LIVE_COMPANY, NAMING_VERSION_JOIN } from '../agents/sql.ts';
import type { Queryable } from '../db/database.ts';

export interface ReviewRow {
  id: string;
  agent_id: string;
  author: string;
  rating: number;
  content: string;
  version: string;
  created_at: Date | string;
  updated_at: Date | string | null;
  hidden_at: Date | string | null;
  hidden_reason: string;
  verified_subscriber: boolean;
  reply: string;
  reply_author: string | null;
  replied_at: Date | string | null;
  reply_updated_at: Date | string | null;
}

export interface ModeratedReviewRow extends ReviewRow {
  name_zh: string;
  name_en: string;
  /** `[{reason, note, reporter, created_at}]`, newest first */
  reports: { reason: ReviewReportReason; note: string; reporter: string; created_at: string }[];
  decision: { action: 'hide' | 'keep'; reason: string; admin: string; at: string } | null;
}

/** a review `r` of agent `a` by `u`, with its reply's author (`d`, the developer who replied) */
const REVIEW_COLUMNS = `r.id::text as id, r.agent_id::text as agent_id,
  ${displayNameSql('u')} as author, r.rating::int as rating, r.content, r.version,
  r.created_at, r.updated_at, r.hidden_at, r.hidden_reason,
  exists (select 1 from subscriptions s where s.agent_id = r.agent_id and s.user_id = r.user_id)
    as verified_subscriber,
  r.reply, r.replied_at, r.reply_updated_at,
  case when r.replied_at is null then null
    else coalesce(${LIVE_COMPANY}, (select ${displayNameSql('d')} from users d
      where d.id = a.developer_id)) end as reply_author`;

const REVIEW_FROM = `ratings_reviews r join users u on u.id = r.user_id
  join ${AGENTS_TABLE} a on a.id = r.agent_id`;

const DEVELOPER_FILTER: Record<DeveloperReviewFilter, string> = {
  all: 'true',
  unreplied: `r.replied_at is null and r.hidden_at is null`,
  hidden: 'r.hidden_at is not null',
};

const OPEN_REPORT = `exists (select 1 from review_reports rr
  where rr.review_id = r.id and rr.resolved_at is null)`;

const LATEST_DECISION = `(select m.action from review_moderations m where m.review_id = r.id
  order by m.at desc, m.id desc limit 1)`;

const MODERATION_FILTER: Record<ModerationQueue, string> = {
  reported: OPEN_REPORT,
  hidden: `not ${OPEN_REPORT} and r.hidden_at is not null`,
  kept: `not ${OPEN_REPORT} and r.hidden_at is null and ${LATEST_DECISION} = 'keep'`,
};

/** the reported reviews that waited longest first; the decided ones latest decision first */
const MODERATION_ORDER: Record<ModerationQueue, string> = {
  reported: `(select min(rr.created_at) from review_reports rr
    where rr.review_id = r.id and rr.resolved_at is null), r.id`,
  hidden: 'r.hidden_at desc, r.id desc',
  kept: `(select max(m.at) from review_moderations m where m.review_id = r.id) desc, r.id desc`,
};

/** a review as the moderation queue shows it: its agent, open reports and latest decision */
const MODERATED_SELECT = `select ${REVIEW_COLUMNS},
    coalesce(v.name_zh, '') as name_zh, coalesce(v.name_en, '') as name_en,
    coalesce((select json_agg(json_build_object('reason', rr.reason, 'note', rr.note,
        'reporter', ${displayNameSql('ru')}, 'created_at', rr.created_at)
        order by rr.created_at desc, rr.id desc)
      from review_reports rr join users ru on ru.id = rr.reporter_id
      where rr.review_id = r.id and rr.resolved_at is null), '[]'::json) as reports,
    (select json_build_object('action', m.action, 'reason', m.reason,
        'admin', ${displayNameSql('mu')}, 'at', m.at)
      from review_moderations m join users mu on mu.id = m.admin_id
      where m.review_id = r.id order by m.at desc, m.id desc limit 1) as decision
  from ${REVIEW_FROM}
  ${NAMING_VERSION_JOIN}`;

export function reviewsRepository(db: Queryable) {
  return {
    async subscribes(userId: string, agentId: string): Promise<boolean> {
      const rows = await db.query(
        'select 1 from subscriptions where user_id = $1::bigint and agent_id = $2::bigint',
        [userId, agentId],
      );
      return rows.length > 0;
    },

    /**
     * Writes the author's review of an agent: the first time a new row, afterwards the rating,
     * text and version of their row (the first writing date stays, the edit is dated). A hidden
     * review stays hidden. Answers its id.
     */
    async upsert(review: {
      agentId: string;
      userId: string;
      rating: number;
      content: string;
      version: string;
      at: Date;
    }): Promise<string> {
      const [row] = await db.query<{ id: string }>(
        `insert into ratings_reviews (agent_id, user_id, rating, content, version, created_at)
         values ($1::bigint, $2::bigint, $3, $4, $5, $6)
         on conflict (agent_id, user_id) do update set rating = excluded.rating,
           content = excluded.content, version = excluded.version,
           updated_at = excluded.created_at
         returning id::text as id`,
        [review.agentId, review.userId, review.rating, review.content, review.version, review.at],
      );
      if (!row) throw new Error('review not written');
      return row.id;
    },

    async findByAuthor(agentId: string, userId: string): Promise<ReviewRow | null> {
      const [row] = await db.query<ReviewRow>(
        `select ${REVIEW_COLUMNS} from ${REVIEW_FROM}
         where r.agent_id = $1::bigint and r.user_id = $2::bigint`,
        [agentId, userId],
      );
      return row ?? null;
    },

    async find(reviewId: string): Promise<(ReviewRow & { user_id: string }) | null> {
      const [row] = await db.query<ReviewRow & { user_id: string }>(
        `select ${REVIEW_COLUMNS}, r.user_id::text as user_id from ${REVIEW_FROM}
         where r.id = $1::bigint`,
        [reviewId],
      );
      return row ?? null;
    },

    /**
     * An agent's visible reviews, newest first, each with whether `readerId` reported it, and
     * how many there are.
     */
    async listVisible(
      agentId: string,
      page: { limit: number; offset: number },
      readerId: string | null,
    ) {
      const [rows, [count]] = await Promise.all([
        db.query<ReviewRow & { reported_by_me: boolean }>(
          `select ${REVIEW_COLUMNS},
             exists (select 1 from review_reports rr
               where rr.review_id = r.id and rr.reporter_id = $4::bigint) as reported_by_me
           from ${REVIEW_FROM}
           where r.agent_id = $1::bigint and r.hidden_at is null
           order by r.created_at desc, r.id desc limit $2 offset $3`,
          [agentId, page.limit, page.offset, readerId],
        ),
        db.query<{ total: number }>(
          `select count(*)::int as total from ratings_reviews
           where agent_id = $1::bigint and hidden_at is null`,
          [agentId],
        ),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    /** every review of an agent for its developer, hidden ones included */
    async listForDeveloper(
      agentId: string,
      filter: DeveloperReviewFilter,
      page: { limit: number; offset: number },
    ) {
      const where = `r.agent_id = $1::bigint and ${DEVELOPER_FILTER[filter]}`;
      const [rows, [count]] = await Promise.all([
        db.query<ReviewRow>(
          `select ${REVIEW_COLUMNS} from ${REVIEW_FROM} where ${where}
           order by r.created_at desc, r.id desc limit $2 offset $3`,
          [agentId, page.limit, page.offset],
        ),
        db.query<{ total: number }>(
          `select count(*)::int as total from ratings_reviews r where ${where}`,
          [agentId],
        ),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    /** sets (or, with '', removes) the reply; false when the review is not the agent's */
    async setReply(
      agentId: string,
      reviewId: string,
      reply: { content: string; by: string; at: Date } | null,
    ): Promise<boolean> {
      const rows = await db.query(
        reply
          ? `update ratings_reviews set reply = $3, reply_by = $4::bigint,
               reply_updated_at = case when replied_at is null then null
                 else $5::timestamptz end,
               replied_at = coalesce(replied_at, $5::timestamptz)
             where id = $2::bigint and agent_id = $1::bigint returning id`
          : `update ratings_reviews set reply = '', reply_by = null, replied_at = null,
               reply_updated_at = null
             where id = $2::bigint and agent_id = $1::bigint returning id`,
        reply ? [agentId, reviewId, reply.content, reply.by, reply.at] : [agentId, reviewId],
      );
      return rows.length > 0;
    },

    /**
     * A person's report of a review: one per person, a second one updates their reason and
     * opens it again if an admin has since decided.
     */
    async report(report: {
      reviewId: string;
      reporterId: string;
      reason: ReviewReportReason;
      note: string;
      at: Date;
    }) {
      await db.query(
        `insert into review_reports (review_id, reporter_id, reason, note, created_at)
         values ($1::bigint, $2::bigint, $3, $4, $5)
         on conflict (review_id, reporter_id) do update set reason = excluded.reason,
           note = excluded.note, created_at = excluded.created_at, resolved_at = null`,
        [report.reviewId, report.reporterId, report.reason, report.note, report.at],
      );
    },

    async listModeration(queue: ModerationQueue, page: { limit: number; offset: number }) {
      const where = MODERATION_FILTER[queue];
      const [rows, [count]] = await Promise.all([
        db.query<ModeratedReviewRow>(
          `${MODERATED_SELECT} where ${where}
           order by ${MODERATION_ORDER[queue]} limit $1 offset $2`,
          [page.limit, page.offset],
        ),
        db.query<{ total: number }>(
          `select count(*)::int as total from ratings_reviews r where ${where}`,
        ),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    async findModerated(reviewId: string): Promise<ModeratedReviewRow | null> {
      const [row] = await db.query<ModeratedReviewRow>(
        `${MODERATED_SELECT} where r.id = $1::bigint`,
        [reviewId],
      );
      return row ?? null;
    },

    /** records the decision, applies it and closes the review's open reports */
    async moderate(decision: {
      reviewId: string;
      adminId: string;
      action: 'hide' | 'keep';
      reason: string;
      at: Date;
    }) {
      await db.query(
        `insert into review_moderations (review_id, admin_id, action, reason, at)
         values ($1::bigint, $2::bigint, $3, $4, $5)`,
        [decision.reviewId, decision.adminId, decision.action, decision.reason, decision.at],
      );
      await db.query(
        decision.action === 'hide'
          ? `update ratings_reviews set hidden_at = $2, hidden_reason = $3 where id = $1::bigint`
          : `update ratings_reviews set hidden_at = null, hidden_reason = '' where id = $1::bigint`,
        decision.action === 'hide'
          ? [decision.reviewId, decision.at, decision.reason]
          : [decision.reviewId],
      );
      await db.query(
        `update review_reports set resolved_at = $2
         where review_id = $1::bigint and resolved_at is null`,
        [decision.reviewId, decision.at],
      );
    },
  };
}

export type ReviewsRepository = ReturnType<typeof reviewsRepository>;
