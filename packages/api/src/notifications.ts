/**
 * The notification centre: what a person is told without checking again — a decision
 * on their application, agent or legion (with the reason's summary), being added to or removed
 * from a team, a new version of an agent they subscribe to, a new submission waiting (admins),
 * and a review of theirs an admin hid. The words are the interface's, from the kind and its
 * fields, in either language; `link` is where the notification leads.
 */
import { z } from 'zod';
import { pageOf } from './paging.ts';

export const NOTIFICATION_KINDS = [
  'application-decided',
  'agent-decided',
  'legion-decided',
  'team-added',
  'team-removed',
  'agent-updated',
  'submission-waiting',
  'review-hidden',
  /** an agent one manages stopped answering the platform's probes; and answers again */
  'agent-down',
  'agent-recovered',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** what a waiting submission is */
export const SUBMISSION_SUBJECTS = ['application', 'agent', 'legion'] as const;
export type SubmissionSubject = (typeof SUBMISSION_SUBJECTS)[number];

/** how long a reason's summary is at most (the full reason is behind the link) */
export const NOTIFICATION_REASON_LENGTH = 80;

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** of a decision; null for the other kinds */
  decision: z.enum(['approved', 'rejected']).nullable(),
  /** of a waiting submission; null for the other kinds */
  subject: z.enum(SUBMISSION_SUBJECTS).nullable(),
  /** the agent's or legion's name in each language ('' when there is none) */
  nameZh: z.string(),
  nameEn: z.string(),
  version: z.string(),
  /** the reason's first words: a rejection's or a hidden review's */
  reason: z.string(),
  /** the team's owner, for team notifications */
  owner: z.string(),
  /** an in-app path, or null */
  link: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = /* @__PURE__ */ pageOf(notificationSchema).extend({
  /** every unread notification of the person, not only this page's */
  unread: z.number().int().nonnegative(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const NOTIFICATION_FILTERS = ['all', 'unread'] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

export const notificationQuerySchema = z.object({
  filter: z.enum(NOTIFICATION_FILTERS).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

export const unreadCountSchema = z.object({ unread: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** marks the given notifications read, or every one with `all` */
export const markReadSchema = z
  .object({
    ids: z
      .array(z.string().regex(/^\d{1,18}$/, 'id'))
      .max(100)
      .default([]),
    all: z.boolean().default(false),
  })
  .refine((input) => input.all || input.ids.length > 0, 'Name the notifications to mark read');
export type MarkRead = z.input<typeof markReadSchema>;
