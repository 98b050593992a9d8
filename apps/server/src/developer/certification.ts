/**
 * Developer certification: one application per user, pending → approved | rejected;
 * a rejected one is edited and resubmitted (pending again, the last review cleared). Approval
 * makes the applicant a developer (developer status 1, developer role 0) in the same transaction.
 */
import type {
  DeveloperApplication,
  developerApplicationInputSchema,
  MyApplication,
  ReviewOutcome,
  ReviewPointState,
  reviewDecisionSchema,
} from '@legion/api';
import type { z } from 'zod';
import type { UserRow } from '../accounts/repository.ts';
import { audit } from '../audit/record.ts';
import type { Database, Queryable } from '../db/database.ts';
import { INVALID_REQUEST } from '../http/endpoint.ts';
import { ApiError, ReviewConflict } from '../http/errors.ts';
import { tell } from '../notifications/tell.ts';
import { iso } from '../shared/time.ts';
import { expectedDecisionAt } from '../shared/working-days.ts';
import { type ApplicationRow, certificationRepository } from './repository/certification.ts';
import {
  type ReviewPointRow,
  type ReviewSubject,
  reviewPointsRepository,
} from './repository/review-points.ts';

export const APPLICATION_UNDER_REVIEW = 'Your application is under review';
export const ALREADY_DEVELOPER = 'You are already a certified developer';
export const APPLICATION_REVIEWED = 'This application has already been reviewed';
export const APPLICATION_NOT_FOUND = 'Application not found';
export const UNKNOWN_POINT = 'Unknown point';

export const toPoint = (row: ReviewPointRow): ReviewPointState => ({
  id: row.id,
  field: row.field,
  action: row.action,
  addressed: row.addressed,
});

/** What a second review decision is told: who decided first, when, what, and the points. */
export async function reviewConflict(
  db: Queryable,
  kind: ReviewSubject,
  message: string,
  decided: {
    id: string;
    status: ReviewOutcome['status'];
    reviewer_name: string | null;
    reviewed_at: Date | string;
    review_comment: string;
  },
): Promise<ReviewConflict> {
  const points = await reviewPointsRepository(db).pointsOf(kind, [decided.id]);
  return new ReviewConflict(message, {
    status: decided.status,
    reviewerName: decided.reviewer_name,
    reviewedAt: iso(decided.reviewed_at),
    comment: decided.review_comment,
    points: points.map(toPoint),
  });
}

/**
 * A resubmission says which points of the rejection it addressed: exactly those are marked,
 * the others unmarked; an id that is not one of them answers 400 on `addressedPoints`.
 */
export async function addressPoints(
  tx: Queryable,
  kind: ReviewSubject,
  rejectedId: string | null,
  addressed: string[],
) {
  const repo = reviewPointsRepository(tx);
  const points = rejectedId ? await repo.pointsOf(kind, [rejectedId]) : [];
  const known = new Set(points.map((point) => point.id));
  if (addressed.some((id) => !known.has(id))) {
    throw new ApiError(400, INVALID_REQUEST, { addressedPoints: UNKNOWN_POINT });
  }
  if (rejectedId && points.length) await repo.markAddressed(kind, rejectedId, addressed);
}

/** the application as its applicant sees it: with the points of its latest rejection */
export async function loadApplication(
  db: Queryable,
  row: ApplicationRow,
): Promise<DeveloperApplication> {
  const rejected = await certificationRepository(db).latestRejectedRound(row.id);
  const points = rejected
    ? await reviewPointsRepository(db).pointsOf('application', [rejected])
    : [];
  return toApplication(row, points.map(toPoint));
}

export function toApplication(
  row: ApplicationRow,
  points: ReviewPointState[],
): DeveloperApplication {
  return {
    id: row.id,
    userId: row.user_id,
    developerName: row.developer_name,
    mobile: row.mobile,
    email: row.email,
    companyName: row.company_name,
    industry: row.industry,
    legalPersonName: row.legal_person_name,
    idCardNumber: row.id_card,
    socialCreditCode: row.credit_code,
    status: row.status,
    reviewOpinion: row.review_opinion,
    rejectionReason: row.rejection_reason,
    submittedAt: iso(row.submitted_at),
    reviewedAt: row.reviewed_at === null ? null : iso(row.reviewed_at),
    points,
    expectedDecisionAt: expectedDecisionAt(row.submitted_at, row.status === 'pending'),
  };
}

export interface CertificationOptions {
  db: Database;
  now: () => number;
}

/** where an admin reviews an application */
const applicationLink = (applicationId: string) => `/admin/dev/review/${applicationId}`;

/** an application waits for the admins */
const waiting = (tx: Queryable, applicationId: string, at: Date) =>
  tell.submissionWaiting(tx, { subject: 'application', link: applicationLink(applicationId) }, at);

export function certificationService({ db, now }: CertificationOptions) {
  const repo = certificationRepository(db);

  return {
    async mine(userId: string): Promise<MyApplication> {
      const row = await repo.findApplicationByUser(userId);
      return { application: row ? await loadApplication(db, row) : null };
    },

    submit(
      user: UserRow,
      input: z.output<typeof developerApplicationInputSchema>,
    ): Promise<DeveloperApplication> {
      if (user.role !== 'user') throw new ApiError(409, ALREADY_DEVELOPER);
      return db.transaction(async (tx) => {
        const txRepo = certificationRepository(tx);
        const at = new Date(now());
        const existing = await txRepo.findApplicationByUser(user.id, true);
        if (!existing) {
          // a first submission has no points to address
          await addressPoints(tx, 'application', null, input.addressedPoints);
          const created = await txRepo.insertApplication(user.id, input, at);
          // a concurrent submission of the same user got there first
          if (!created) throw new ApiError(409, APPLICATION_UNDER_REVIEW);
          await waiting(tx, created.id, at);
          return loadApplication(tx, created);
        }
        if (existing.status === 'pending') throw new ApiError(409, APPLICATION_UNDER_REVIEW);
        if (existing.status === 'approved') throw new ApiError(409, ALREADY_DEVELOPER);
        const rejected = await txRepo.latestRejectedRound(existing.id);
        await addressPoints(tx, 'application', rejected, input.addressedPoints);
        const resubmitted = await txRepo.resubmitApplication(existing.id, input, at);
        await waiting(tx, existing.id, at);
        return loadApplication(tx, resubmitted);
      });
    },

    review(
      reviewer: UserRow,
      input: z.output<typeof reviewDecisionSchema>,
    ): Promise<DeveloperApplication> {
      return db.transaction(async (tx) => {
        const txRepo = certificationRepository(tx);
        const approved = input.decision === 'approve';
        const at = new Date(now());
        // one conditional update: of two admins deciding at once, exactly one gets the row
        const decided = await txRepo.reviewApplication(input.id, {
          status: approved ? 'approved' : 'rejected',
          comment: input.comment,
          reviewerId: reviewer.id,
          at,
        });
        if (!decided) {
          const exists = await txRepo.findApplication(input.id);
          if (!exists) throw new ApiError(404, APPLICATION_NOT_FOUND);
          const round = await txRepo.currentRoundDecision(input.id);
          if (round?.status === 'pending' || !round?.reviewed_at) {
            throw new ApiError(409, APPLICATION_REVIEWED);
          }
          // the loser is told who decided first, when and what
          throw await reviewConflict(tx, 'application', APPLICATION_REVIEWED, {
            ...round,
            status: round.status,
            reviewed_at: round.reviewed_at,
          });
        }
        const { row, submissionId } = decided;
        if (approved) await txRepo.certifyDeveloper(row.user_id);
        else
          await reviewPointsRepository(tx).insertPoints('application', submissionId, input.points);
        await tell.applicationDecided(
          tx,
          { userId: row.user_id, approved, reason: input.comment },
          at,
        );
        await tell.submissionDecided(tx, { link: applicationLink(row.id) }, at);
        await audit(tx, {
          actorId: reviewer.id,
          action: approved ? 'approve' : 'reject',
          subject: 'application',
          subjectId: row.id,
          detail: input.comment,
          points: input.points,
          at,
        });
        // a certification makes the applicant a developer: a change of role
        if (approved) {
          await audit(tx, {
            actorId: reviewer.id,
            action: 'role-change',
            subject: 'user',
            subjectId: row.user_id,
            detail: 'user → developer',
            at,
          });
        }
        return loadApplication(tx, row);
      });
    },
  };
}

export type CertificationService = ReturnType<typeof certificationService>;
