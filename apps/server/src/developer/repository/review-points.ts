/**
 * What every review writes beside its decision: the points of a rejection (on an application's
 * round or an agent version, and which of them the next submission addressed), and the audit
 * log of the admins' approvals, rejections and reveals.
 */
import type { ReviewPoint, ReviewPointState } from '@legion/api';
import type { Queryable } from '../../db/database.ts';

/** what a review point is about: a round of an application, or an agent version */
export type ReviewSubject = 'application' | 'agent_version';

export interface ReviewPointRow extends ReviewPointState {
  subject_id: string;
}

/** an admin's decision on a pending application or agent version */
export interface Decision {
  status: 'approved' | 'rejected';
  comment: string;
  reviewerId: string;
  at: Date;
}

export function reviewPointsRepository(db: Queryable) {
  return {
    async insertPoints(kind: ReviewSubject, subjectId: string, points: ReviewPoint[]) {
      if (points.length === 0) return;
      await db.query(
        `insert into review_points (subject_kind, subject_id, field, action, position)
         select $1, $2::bigint, field, action, position - 1
         from unnest($3::text[], $4::text[]) with ordinality as p (field, action, position)`,
        [kind, subjectId, points.map((p) => p.field), points.map((p) => p.action)],
      );
    },

    /** the points of the subjects, in the order they were listed */
    pointsOf(kind: ReviewSubject, subjectIds: string[]) {
      if (subjectIds.length === 0) return Promise.resolve([] as ReviewPointRow[]);
      return db.query<ReviewPointRow>(
        `select id::text as id, subject_id::text as subject_id, field, action, addressed
         from review_points
         where subject_kind = $1 and subject_id = any($2::bigint[])
         order by subject_id, position`,
        [kind, subjectIds],
      );
    },

    /** exactly the points `ids` of the subject are addressed, the others not */
    async markAddressed(kind: ReviewSubject, subjectId: string, ids: string[]) {
      await db.query(
        `update review_points set addressed = (id = any($3::bigint[]))
         where subject_kind = $1 and subject_id = $2::bigint`,
        [kind, subjectId, ids],
      );
    },
  };
}
