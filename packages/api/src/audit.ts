/**
 * The audit trail: every decision, reveal of personal data, secret rotation, role change,
 * moderation action and refund remark, with who, when, what and from which address; filtered
 * by person, action and date, and exported as CSV.
 */
import { z } from 'zod';
import { filterDaySchema } from './admin.ts';
import { reviewPointSchema } from './developer.ts';
import { pageOf } from './paging.ts';

export const AUDIT_ACTIONS = [
  'approve',
  'reject',
  'reveal',
  'rotate-secret',
  'role-change',
  'hide-review',
  'keep-review',
  'refund-remark',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_SUBJECTS = [
  'application',
  'agent_version',
  'legion_version',
  'agent',
  'user',
  'review',
  'order',
] as const;
export type AuditSubject = (typeof AUDIT_SUBJECTS)[number];

export const AUDIT_EXPORT_PATH = '/api/admin/audit.csv';

export const auditQuerySchema = z
  .object({
    /** the person who acted (a user id) */
    actor: z
      .string()
      .regex(/^\d{1,18}$/, 'actor')
      .optional(),
    action: z.enum(AUDIT_ACTIONS).optional(),
    from: filterDaySchema.optional(),
    to: filterDaySchema.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(50),
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, {
    message: 'The start date must not be after the end date',
    path: ['from'],
  });
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  /** who acted: their id and display name; null when the platform itself did (a wallet's late payment) */
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  action: z.enum(AUDIT_ACTIONS),
  subject: z.enum(AUDIT_SUBJECTS),
  subjectId: z.string(),
  /**
   * what was acted on, by name, in Chinese and English: an agent's or legion's name (with the
   * version's number), an applicant and their company, a person, an order's number; '' when
   * it no longer exists
   */
  subjectName: z.object({ zh: z.string(), en: z.string() }),
  /** the revealed field, the reason, the role or the remark */
  detail: z.string(),
  /** what a rejection asked to fix, field by field, in the reviewer's order */
  points: z.array(reviewPointSchema),
  /** the address the request came from ('' when the platform acted on its own) */
  ip: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = /* @__PURE__ */ pageOf(auditEntrySchema).extend({
  /** everyone who appears in the trail, for the person filter */
  actors: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
