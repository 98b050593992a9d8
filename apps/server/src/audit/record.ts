/**
 * Writes an entry of the audit trail (migration 0027) in the transaction of what it records,
 * with the address of the request being served.
 */
import type { AuditAction, AuditSubject, ReviewPoint } from '@legion/api';
import type { Queryable } from '../db/database.ts';
import { requestIp } from '../http/request-scope.ts';

export interface AuditRecord {
  /** who acted; null when the platform did on its own */
  actorId: string | null;
  action: AuditAction;
  subject: AuditSubject;
  subjectId: string;
  /** the revealed field (reveals only) */
  field?: string | null | undefined;
  /** the reason, the role or the remark */
  detail?: string | undefined;
  /** what a rejection asked to fix, field by field */
  points?: readonly ReviewPoint[] | undefined;
  at: Date;
}

export async function audit(tx: Queryable, entry: AuditRecord) {
  await tx.query(
    `insert into audit_log (actor_id, action, subject_kind, subject_id, field, detail, ip, at,
       points)
     values ($1::bigint, $2, $3, $4::bigint, $5, $6, $7, $8, $9::jsonb)`,
    [
      entry.actorId,
      entry.action,
      entry.subject,
      entry.subjectId,
      entry.field ?? null,
      entry.detail ?? '',
      requestIp(),
      entry.at,
      JSON.stringify((entry.points ?? []).map(({ field, action }) => ({ field, action }))),
    ],
  );
}
