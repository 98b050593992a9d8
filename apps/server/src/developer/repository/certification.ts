/**
 * Certification applications: the application a user keeps, its rounds (each submission
 * snapshotted, each decision recorded on its round), and the certified developer's role.
 */
import type { ReviewStatus } from '@legion/api';
import { displayNameSql } from '../../accounts/display-name.ts';
import type { Queryable } from '../../db/database.ts';
import type { Decision } from './review-points.ts';

type Time = Date | string;

export interface ApplicationRow {
  id: string;
  user_id: string;
  developer_name: string;
  mobile: string;
  email: string;
  company_name: string;
  industry: string;
  legal_person_name: string;
  id_card: string;
  credit_code: string;
  status: ReviewStatus;
  review_opinion: string;
  rejection_reason: string;
  submitted_at: Time;
  reviewed_at: Time | null;
}

export interface ApplicationFields {
  developerName: string;
  mobile: string;
  email: string;
  companyName: string;
  industry: string;
  legalPersonName: string;
  idCardNumber: string;
  socialCreditCode: string;
}

const APPLICATION_COLUMNS = `id::text as id, user_id::text as user_id, developer_name, mobile,
  email, company_name, industry, legal_person_name, id_card, credit_code, status, review_opinion,
  rejection_reason, submitted_at, reviewed_at`;

export function certificationRepository(db: Queryable) {
  /** the application as it now stands becomes its next round (pending); answers the round id */
  async function snapshotRound(applicationId: string): Promise<string> {
    const [row] = await db.query<{ id: string }>(
      `insert into developer_application_submissions (application_id, round, developer_name,
         mobile, email, company_name, industry, legal_person_name, id_card, credit_code,
         submitted_at)
       select a.id, coalesce((select max(s.round) from developer_application_submissions s
           where s.application_id = a.id), 0) + 1,
         a.developer_name, a.mobile, a.email, a.company_name, a.industry, a.legal_person_name,
         a.id_card, a.credit_code, a.submitted_at
       from developer_applications a where a.id = $1::bigint
       returning id::text as id`,
      [applicationId],
    );
    if (!row) throw new Error(`application ${applicationId} not found`);
    return row.id;
  }

  return {
    async findApplicationByUser(userId: string, lock = false): Promise<ApplicationRow | null> {
      const [row] = await db.query<ApplicationRow>(
        `select ${APPLICATION_COLUMNS} from developer_applications where user_id = $1::bigint
         ${lock ? 'for update' : ''}`,
        [userId],
      );
      return row ?? null;
    },

    async findApplication(id: string, lock = false): Promise<ApplicationRow | null> {
      const [row] = await db.query<ApplicationRow>(
        `select ${APPLICATION_COLUMNS} from developer_applications where id = $1::bigint
         ${lock ? 'for update' : ''}`,
        [id],
      );
      return row ?? null;
    },

    /** null when the user already has one (a concurrent submission won) */
    async insertApplication(
      userId: string,
      fields: ApplicationFields,
      at: Date,
    ): Promise<ApplicationRow | null> {
      const [row] = await db.query<ApplicationRow>(
        `insert into developer_applications (user_id, developer_name, mobile, email,
           company_name, industry, legal_person_name, id_card, credit_code, submitted_at)
         values ($1::bigint, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         on conflict (user_id) do nothing
         returning ${APPLICATION_COLUMNS}`,
        [
          userId,
          fields.developerName,
          fields.mobile,
          fields.email,
          fields.companyName,
          fields.industry,
          fields.legalPersonName,
          fields.idCardNumber,
          fields.socialCreditCode,
          at,
        ],
      );
      if (row) await snapshotRound(row.id);
      return row ?? null;
    },

    /** a resubmission: new fields, pending again, the last review cleared */
    async resubmitApplication(
      id: string,
      fields: ApplicationFields,
      at: Date,
    ): Promise<ApplicationRow> {
      const [row] = await db.query<ApplicationRow>(
        `update developer_applications set developer_name = $2, mobile = $3, email = $4,
           company_name = $5, industry = $6, legal_person_name = $7, id_card = $8,
           credit_code = $9, status = 'pending', review_opinion = '', rejection_reason = '',
           reviewer_id = null, reviewed_at = null, submitted_at = $10
         where id = $1::bigint
         returning ${APPLICATION_COLUMNS}`,
        [
          id,
          fields.developerName,
          fields.mobile,
          fields.email,
          fields.companyName,
          fields.industry,
          fields.legalPersonName,
          fields.idCardNumber,
          fields.socialCreditCode,
          at,
        ],
      );
      if (!row) throw new Error('application not updated');
      await snapshotRound(row.id);
      return row;
    },

    /**
     * The decision on a pending application, on it and on its current round, as one
     * conditional update: null when it is not pending (decided meanwhile, or no such id).
     * Answers the application and the id of the round decided.
     */
    async reviewApplication(
      id: string,
      review: Decision,
    ): Promise<{ row: ApplicationRow; submissionId: string } | null> {
      const [row] = await db.query<ApplicationRow>(
        `update developer_applications set status = $2, review_opinion = $3,
           rejection_reason = case when $2 = 'rejected' then $3 else '' end,
           reviewer_id = $4::bigint, reviewed_at = $5
         where id = $1::bigint and status = 'pending'
         returning ${APPLICATION_COLUMNS}`,
        [id, review.status, review.comment, review.reviewerId, review.at],
      );
      if (!row) return null;
      const [round] = await db.query<{ id: string }>(
        `update developer_application_submissions set status = $2, review_comment = $3,
           reviewer_id = $4::bigint, reviewed_at = $5
         where application_id = $1::bigint and round = (
           select max(round) from developer_application_submissions where application_id = $1::bigint
         )
         returning id::text as id`,
        [id, review.status, review.comment, review.reviewerId, review.at],
      );
      if (!round) throw new Error(`application ${id} has no round`);
      return { row, submissionId: round.id };
    },

    /** the application's latest rejected round, if any */
    async latestRejectedRound(applicationId: string): Promise<string | null> {
      const [row] = await db.query<{ id: string }>(
        `select id::text as id from developer_application_submissions
         where application_id = $1::bigint and status = 'rejected'
         order by round desc limit 1`,
        [applicationId],
      );
      return row?.id ?? null;
    },

    /** the decision on the application's current round: who, when, what (null while pending) */
    async currentRoundDecision(applicationId: string) {
      const [row] = await db.query<{
        id: string;
        status: ReviewStatus;
        review_comment: string;
        reviewer_name: string | null;
        reviewed_at: Time | null;
      }>(
        `select s.id::text as id, s.status, s.review_comment,
           ${displayNameSql('r')} as reviewer_name, s.reviewed_at
         from developer_application_submissions s left join users r on r.id = s.reviewer_id
         where s.application_id = $1::bigint
         order by s.round desc limit 1`,
        [applicationId],
      );
      return row ?? null;
    },

    /** the round before the current one, when the current one is a resubmission */
    async previousRound(
      applicationId: string,
    ): Promise<{ id: string; status: ReviewStatus } | null> {
      const [row] = await db.query<{ id: string; status: ReviewStatus }>(
        `select id::text as id, status from developer_application_submissions
         where application_id = $1::bigint
         order by round desc offset 1 limit 1`,
        [applicationId],
      );
      return row ?? null;
    },

    /** developer status 1 and, if unset, developer role 0; an admin (role 1) stays an admin */
    async certifyDeveloper(userId: string) {
      await db.query(
        `update users set developer_status = 1,
           developer_role = coalesce(developer_role, 0),
           role = case when developer_role = 1 then 'admin' else 'developer' end
         where id = $1::bigint`,
        [userId],
      );
    },
  };
}
