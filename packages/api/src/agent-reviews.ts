/**
 * Reviews of agents, which can only be written inside the host app: the host app sends a
 * subscriber's rating and text to a provider-signed endpoint, the market shows it with the
 * version it was written against, the agent's developer replies in public, anyone signed in
 * reports one, and an admin hides or keeps a reported review with a reason.
 */
import { z } from 'zod';
import { MOBILE_MESSAGE } from './developer.ts';
import { isValidMobile } from './identity-codes.ts';
import { agentIdSchema, agentReviewSchema } from './market.ts';
import { pageOf } from './paging.ts';

export const REVIEW_MAX_LENGTH = 1000;
export const REPLY_MAX_LENGTH = 1000;
export const REPORT_NOTE_MAX_LENGTH = 500;
export const MODERATION_REASON_MAX_LENGTH = 500;

export const REVIEW_REPLY_REQUIRED = 'Please write a reply';
export const REPORT_NOTE_REQUIRED = 'Please say what is wrong with this review';
export const MODERATION_REASON_REQUIRED = 'Please give a reason';

const id = z.string().regex(/^\d{1,18}$/, 'id');
const pageNumber = z.coerce.number().int().min(1).max(10_000).default(1);

// ---------------------------------------------------------------------------------------------
// From the host app (signed like the provider's service calls, provider.ts)

export const hostReviewInputSchema = z
  .object({
    agentId: id,
    /** the host app's user, by the mobile it knows them by */
    mobile: z.string().trim().refine(isValidMobile, MOBILE_MESSAGE),
    rating: z.number().int().min(1).max(5),
    content: z
      .string()
      .trim()
      .max(REVIEW_MAX_LENGTH, `at most ${REVIEW_MAX_LENGTH} characters`)
      .default(''),
  })
  .strict();
export type HostReviewInput = z.input<typeof hostReviewInputSchema>;

export const hostReviewLookupSchema = /* @__PURE__ */ hostReviewInputSchema.pick({
  agentId: true,
  mobile: true,
});

export const REVIEW_STATES = ['visible', 'hidden'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

// ---------------------------------------------------------------------------------------------
// Reports, by anyone signed in

export const REVIEW_REPORT_REASONS = [
  'spam',
  'offensive',
  'off-topic',
  'personal-data',
  'other',
] as const;
export type ReviewReportReason = (typeof REVIEW_REPORT_REASONS)[number];

export const reviewReportInputSchema = z
  .object({
    reviewId: id,
    reason: z.enum(REVIEW_REPORT_REASONS, 'Please choose a reason'),
    note: z
      .string()
      .trim()
      .max(REPORT_NOTE_MAX_LENGTH, `at most ${REPORT_NOTE_MAX_LENGTH} characters`)
      .default(''),
  })
  .refine((input) => input.reason !== 'other' || input.note.length > 0, {
    path: ['note'],
    message: REPORT_NOTE_REQUIRED,
  });
export type ReviewReportInput = z.input<typeof reviewReportInputSchema>;

export const reviewReportReceiptSchema = z.object({ reported: z.literal(true) });

// ---------------------------------------------------------------------------------------------
// The developer console: an agent's reviews and the replies

export const DEVELOPER_REVIEW_FILTERS = ['all', 'unreplied', 'hidden'] as const;
export type DeveloperReviewFilter = (typeof DEVELOPER_REVIEW_FILTERS)[number];

export const developerReviewsQuerySchema = /* @__PURE__ */ agentIdSchema.extend({
  filter: z.enum(DEVELOPER_REVIEW_FILTERS).default('all'),
  page: pageNumber,
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

export const developerReviewSchema = /* @__PURE__ */ agentReviewSchema.extend({
  state: z.enum(REVIEW_STATES),
  hiddenReason: z.string(),
});
export type DeveloperReview = z.infer<typeof developerReviewSchema>;
export const developerReviewPageSchema = /* @__PURE__ */ pageOf(developerReviewSchema);
export type DeveloperReviewPage = z.infer<typeof developerReviewPageSchema>;

/**
 * The author's own review, as the host app shows it to them: the developer's view of it
 * (moderation included) with its agent, without the public author line.
 */
export const hostReviewSchema = /* @__PURE__ */ developerReviewSchema
  .omit({ author: true, verifiedSubscriber: true })
  .extend({ agentId: z.string() });
export type HostReview = z.infer<typeof hostReviewSchema>;

export const reviewReplyInputSchema = /* @__PURE__ */ agentIdSchema.extend({
  reviewId: id,
  content: z
    .string()
    .trim()
    .min(1, REVIEW_REPLY_REQUIRED)
    .max(REPLY_MAX_LENGTH, `at most ${REPLY_MAX_LENGTH} characters`),
});
export type ReviewReplyInput = z.input<typeof reviewReplyInputSchema>;
export const reviewReplyTargetSchema = /* @__PURE__ */ agentIdSchema.extend({ reviewId: id });

// ---------------------------------------------------------------------------------------------
// Moderation, by admins

export const MODERATION_QUEUES = ['reported', 'hidden', 'kept'] as const;
export type ModerationQueue = (typeof MODERATION_QUEUES)[number];

export const moderationQuerySchema = z.object({
  status: z.enum(MODERATION_QUEUES).default('reported'),
  page: pageNumber,
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

export const moderationReportSchema = z.object({
  reason: z.enum(REVIEW_REPORT_REASONS),
  note: z.string(),
  /** the reporter's public name (never their mobile) */
  reporter: z.string(),
  createdAt: z.string(),
});

export const moderatedReviewSchema = /* @__PURE__ */ developerReviewSchema.extend({
  agentId: z.string(),
  agentNameZh: z.string(),
  agentNameEn: z.string(),
  /** reports not yet decided on, newest first */
  reports: z.array(moderationReportSchema),
  /** the latest decision, null before any */
  decision: z
    .object({
      action: z.enum(['hide', 'keep']),
      reason: z.string(),
      admin: z.string(),
      at: z.string(),
    })
    .nullable(),
});
export type ModeratedReview = z.infer<typeof moderatedReviewSchema>;
export const moderatedReviewPageSchema = /* @__PURE__ */ pageOf(moderatedReviewSchema);
export type ModeratedReviewPage = z.infer<typeof moderatedReviewPageSchema>;

export const moderationDecisionSchema = z.object({
  reviewId: id,
  action: z.enum(['hide', 'keep']),
  reason: z
    .string()
    .trim()
    .min(1, MODERATION_REASON_REQUIRED)
    .max(MODERATION_REASON_MAX_LENGTH, `at most ${MODERATION_REASON_MAX_LENGTH} characters`),
});
export type ModerationDecision = z.input<typeof moderationDecisionSchema>;
