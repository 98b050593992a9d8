/**
 * Reviews of agents (decision 0096). Written only by subscribers, from the host app
 * (the provider-signed endpoint; the seed writes through `write` too), one per person and
 * agent, editable, against the agent's live version. The market shows the visible ones; the
 * developer (or a team member authorised for the agent) replies; anyone signed in reports one;
 * an admin hides it (it leaves the rating) or keeps it, with a reason the author is told.
 */
import type {
  AgentReview,
  AgentReviewPage,
  DeveloperReview,
  DeveloperReviewPage,
  developerReviewsQuerySchema,
  HostReview,
  hostReviewInputSchema,
  hostReviewLookupSchema,
  ModeratedReviewPage,
  ModerationDecision,
  moderationDecisionSchema,
  moderationQuerySchema,
  ReviewReportInput,
  reviewReportInputSchema,
} from '@legion/api';
import type { z } from 'zod';
import type { UserRow } from '../accounts/repository.ts';
import { AGENT_NOT_FOUND, agentsData } from '../agents/index.ts';
import { audit } from '../audit/record.ts';
import type { Database, Queryable } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { tell } from '../notifications/tell.ts';
import { iso } from '../shared/time.ts';
import { type ModeratedReviewRow, type ReviewRow, reviewsRepository } from './repository.ts';

export const ONLY_SUBSCRIBERS = 'Only subscribers of this agent can review it';
export const REVIEW_NOT_FOUND = 'Review not found';
export const CANNOT_REPORT_OWN = 'You cannot report your own review';

const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

function toReview(row: ReviewRow): AgentReview {
  return {
    id: row.id,
    author: row.author,
    rating: row.rating,
    content: row.content,
    createdAt: iso(row.created_at),
    updatedAt: isoOrNull(row.updated_at),
    version: row.version,
    verifiedSubscriber: row.verified_subscriber,
    reply:
      row.replied_at === null
        ? null
        : {
            content: row.reply,
            author: row.reply_author ?? '',
            createdAt: iso(row.replied_at),
            updatedAt: isoOrNull(row.reply_updated_at),
          },
  };
}

function toDeveloperReview(row: ReviewRow): DeveloperReview {
  return {
    ...toReview(row),
    state: row.hidden_at === null ? 'visible' : 'hidden',
    hiddenReason: row.hidden_reason,
  };
}

function toHostReview(row: ReviewRow): HostReview {
  const { author: _author, verifiedSubscriber: _subscribes, ...review } = toDeveloperReview(row);
  return { ...review, agentId: row.agent_id };
}

function toModerated(row: ModeratedReviewRow) {
  return {
    ...toDeveloperReview(row),
    agentId: row.agent_id,
    agentNameZh: row.name_zh,
    agentNameEn: row.name_en,
    reports: row.reports.map((report) => ({
      reason: report.reason,
      note: report.note,
      reporter: report.reporter,
      createdAt: iso(report.created_at),
    })),
    decision: row.decision && { ...row.decision, at: iso(row.decision.at) },
  };
}

export interface ReviewsOptions {
  db: Database;
  now: () => number;
  /** the user of a mobile number the host app names; null when the platform has none */
  findUserByMobile: (mobile: string) => Promise<UserRow | null>;
  /** throws 404 unless the user may manage the agent (its owner or an authorised member) */
  requireAgentAccess: (agentId: string, userId: string) => Promise<unknown>;
}

/** one review of a subscriber, as the host app and the seed write it */
export interface ReviewWrite {
  agentId: string;
  userId: string;
  rating: number;
  content: string;
  /** when it is written; the server's clock unless the seed dates it in the past */
  at?: Date;
}

/**
 * Writes a subscriber's review of a published agent in `tx`, against its live version. The
 * one path every review takes: the host app's endpoint and the seed.
 */
export async function writeReview(tx: Queryable, review: ReviewWrite, now: () => number) {
  const repo = reviewsRepository(tx);
  const at = review.at ?? new Date(now());
  const agent = await agentsData(tx).publishedAgentAt(review.agentId, at);
  if (!agent) throw new ApiError(404, AGENT_NOT_FOUND);
  if (!(await repo.subscribes(review.userId, review.agentId))) {
    throw new ApiError(403, ONLY_SUBSCRIBERS);
  }
  return repo.upsert({
    agentId: review.agentId,
    userId: review.userId,
    rating: review.rating,
    content: review.content,
    version: agent.version,
    at,
  });
}

export function reviewsService({ db, now, findUserByMobile, requireAgentAccess }: ReviewsOptions) {
  const repo = reviewsRepository(db);
  const agents = agentsData(db);

  /** the host app's person: unknown to the platform means they subscribe to nothing */
  async function hostUser(mobile: string): Promise<UserRow> {
    const user = await findUserByMobile(mobile);
    if (!user) throw new ApiError(403, ONLY_SUBSCRIBERS);
    return user;
  }

  async function requirePublished(agentId: string) {
    if (!(await agents.publishedAgentAt(agentId))) throw new ApiError(404, AGENT_NOT_FOUND);
  }

  return {
    async hostWrite(input: z.output<typeof hostReviewInputSchema>): Promise<HostReview> {
      const user = await hostUser(input.mobile);
      return db.transaction(async (tx) => {
        await writeReview(tx, { ...input, userId: user.id }, now);
        const row = await reviewsRepository(tx).findByAuthor(input.agentId, user.id);
        if (!row) throw new Error('review not read back');
        return toHostReview(row);
      });
    },

    /** the person's review of the agent, null if they wrote none */
    async hostLookup(input: z.output<typeof hostReviewLookupSchema>): Promise<HostReview | null> {
      await requirePublished(input.agentId);
      const user = await findUserByMobile(input.mobile);
      const row = user ? await repo.findByAuthor(input.agentId, user.id) : null;
      return row ? toHostReview(row) : null;
    },

    /** the visible reviews; a signed-in reader's say which ones they reported */
    async list(
      agentId: string,
      page: { page: number; pageSize: number },
      readerId: string | null,
    ): Promise<AgentReviewPage> {
      await requirePublished(agentId);
      const { rows, total } = await repo.listVisible(
        agentId,
        { limit: page.pageSize, offset: (page.page - 1) * page.pageSize },
        readerId,
      );
      return {
        items: rows.map((row) => ({ ...toReview(row), reportedByMe: row.reported_by_me })),
        total,
        page: page.page,
        pageSize: page.pageSize,
      };
    },

    async report(userId: string, input: z.output<typeof reviewReportInputSchema>) {
      const review = await repo.find(input.reviewId);
      // a hidden review is not on the market: there is nothing to report
      if (
        !review ||
        review.hidden_at !== null ||
        !(await agents.publishedAgentAt(review.agent_id))
      ) {
        throw new ApiError(404, REVIEW_NOT_FOUND);
      }
      if (review.user_id === userId) throw new ApiError(400, CANNOT_REPORT_OWN);
      await repo.report({ ...input, reviewId: review.id, reporterId: userId, at: new Date(now()) });
      return { reported: true as const };
    },

    async developerList(
      userId: string,
      query: z.output<typeof developerReviewsQuerySchema>,
    ): Promise<DeveloperReviewPage> {
      await requireAgentAccess(query.id, userId);
      const { rows, total } = await repo.listForDeveloper(query.id, query.filter, {
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return {
        items: rows.map(toDeveloperReview),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async reply(
      userId: string,
      input: { id: string; reviewId: string; content: string | null },
    ): Promise<DeveloperReview> {
      await requireAgentAccess(input.id, userId);
      const reply =
        input.content === null ? null : { content: input.content, by: userId, at: new Date(now()) };
      if (!(await repo.setReply(input.id, input.reviewId, reply))) {
        throw new ApiError(404, REVIEW_NOT_FOUND);
      }
      const row = await repo.find(input.reviewId);
      if (!row) throw new ApiError(404, REVIEW_NOT_FOUND);
      return toDeveloperReview(row);
    },

    async moderationQueue(
      query: z.output<typeof moderationQuerySchema>,
    ): Promise<ModeratedReviewPage> {
      const { rows, total } = await repo.listModeration(query.status, {
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return { items: rows.map(toModerated), total, page: query.page, pageSize: query.pageSize };
    },

    async moderate(adminId: string, decision: z.output<typeof moderationDecisionSchema>) {
      return db.transaction(async (tx) => {
        const txRepo = reviewsRepository(tx);
        const [locked] = await tx.query<{ user_id: string }>(
          'select user_id::text as user_id from ratings_reviews where id = $1::bigint for update',
          [decision.reviewId],
        );
        if (!locked) throw new ApiError(404, REVIEW_NOT_FOUND);
        const at = new Date(now());
        await txRepo.moderate({ ...decision, adminId, at });
        await audit(tx, {
          actorId: adminId,
          action: decision.action === 'hide' ? 'hide-review' : 'keep-review',
          subject: 'review',
          subjectId: decision.reviewId,
          detail: decision.reason,
          at,
        });
        const row = await txRepo.findModerated(decision.reviewId);
        if (!row) throw new ApiError(404, REVIEW_NOT_FOUND);
        // the author is told why their review left the agent's page
        if (decision.action === 'hide') {
          await tell.reviewHidden(
            tx,
            {
              authorId: locked.user_id,
              agentId: row.agent_id,
              nameZh: row.name_zh,
              nameEn: row.name_en,
              reason: decision.reason,
            },
            at,
          );
        }
        return toModerated(row);
      });
    },
  };
}

export type ReviewsService = ReturnType<typeof reviewsService>;
export type { ModerationDecision, ReviewReportInput };
