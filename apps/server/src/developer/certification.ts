/**
 * Developer certification (SPEC §4): one application per user, pending → approved | rejected;
 * a rejected one is edited and resubmitted (pending again, the last review cleared). Approval
 * makes the applicant a developer (SPEC §6: status 1, role 0) in the same transaction.
 */
import type {
  DeveloperApplication,
  developerApplicationInputSchema,
  MyApplication,
  reviewDecisionSchema,
} from '@legion/api';
import type { z } from 'zod';
import type { UserRow } from '../accounts/repository.ts';
import type { Database } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { type ApplicationRow, developerRepository } from './repository.ts';

export const APPLICATION_UNDER_REVIEW = 'Your application is under review';
export const ALREADY_DEVELOPER = 'You are already a certified developer';
export const APPLICATION_REVIEWED = 'This application has already been reviewed';
export const APPLICATION_NOT_FOUND = 'Application not found';

export const iso = (value: Date | string) => new Date(value).toISOString();

export function toApplication(row: ApplicationRow): DeveloperApplication {
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
  };
}

export interface CertificationOptions {
  db: Database;
  now: () => number;
}

export function certificationService({ db, now }: CertificationOptions) {
  const repo = developerRepository(db);

  return {
    async mine(userId: string): Promise<MyApplication> {
      const row = await repo.findApplicationByUser(userId);
      return { application: row ? toApplication(row) : null };
    },

    submit(
      user: UserRow,
      input: z.output<typeof developerApplicationInputSchema>,
    ): Promise<DeveloperApplication> {
      if (user.role !== 'user') throw new ApiError(409, ALREADY_DEVELOPER);
      return db.transaction(async (tx) => {
        const txRepo = developerRepository(tx);
        const at = new Date(now());
        const existing = await txRepo.findApplicationByUser(user.id, true);
        if (!existing) {
          const created = await txRepo.insertApplication(user.id, input, at);
          // a concurrent submission of the same user got there first
          if (!created) throw new ApiError(409, APPLICATION_UNDER_REVIEW);
          return toApplication(created);
        }
        if (existing.status === 'pending') throw new ApiError(409, APPLICATION_UNDER_REVIEW);
        if (existing.status === 'approved') throw new ApiError(409, ALREADY_DEVELOPER);
        return toApplication(await txRepo.resubmitApplication(existing.id, input, at));
      });
    },

    review(
      reviewer: UserRow,
      input: z.output<typeof reviewDecisionSchema>,
    ): Promise<DeveloperApplication> {
      return db.transaction(async (tx) => {
        const txRepo = developerRepository(tx);
        const application = await txRepo.findApplication(input.id, true);
        if (!application) throw new ApiError(404, APPLICATION_NOT_FOUND);
        if (application.status !== 'pending') throw new ApiError(409, APPLICATION_REVIEWED);
        const approved = input.decision === 'approve';
        const row = await txRepo.reviewApplication(application.id, {
          status: approved ? 'approved' : 'rejected',
          comment: input.comment,
          reviewerId: reviewer.id,
          at: new Date(now()),
        });
        if (approved) await txRepo.certifyDeveloper(application.user_id);
        return toApplication(row);
      });
    },
  };
}

export type CertificationService = ReturnType<typeof certificationService>;
