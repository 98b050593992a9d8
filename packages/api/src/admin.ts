/**
 * The admin console (the pages under /admin): review queues with their age against the
 * 7-working-day promise, review pages with history and what changed, rejections with points
 * to fix, revealing masked identity numbers (logged), and orders.
 */
import { z } from 'zod';
import {
  agentVersionSchema,
  developerApplicationSchema,
  REVIEW_STATUSES,
  reviewPointStateSchema,
  reviewStatusSchema,
} from './developer.ts';
import { agentCategorySchema } from './market.ts';
import { orderStatusSchema, paymentMethodSchema } from './orders.ts';
import { pageOf } from './paging.ts';

const id = z.string().regex(/^\d{1,18}$/, 'id');
/** a day of a list's date filter (UTC) */
export const filterDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date like 2026-01-31');
const day = filterDaySchema;
const pageNumber = z.coerce.number().int().min(1).max(10_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(20);

/** the review promise: a decision within this many working days (Monday to Friday) */
export const REVIEW_WORKING_DAYS = 7;

/** How long an item has waited and when its decision is due. */
export const reviewClockSchema = z.object({
  /** working days since submission (0 on the day itself) */
  ageWorkingDays: z.number().int().nonnegative(),
  /** the submission date plus 7 working days (ISO 8601) */
  dueAt: z.string(),
  /** still pending after its due date */
  overdue: z.boolean(),
});
export type ReviewClock = z.infer<typeof reviewClockSchema>;

// ---------------------------------------------------------------------------------------------
// Queues

export const REVIEW_SORTS = ['oldest', 'newest'] as const;

/** a date filter may cover one day (from = to), never run backwards; said on `from` */
export const dayRangeForward: [
  (value: { from?: string | undefined; to?: string | undefined }) => boolean,
  { message: string; path: string[] },
] = [
  (value) => !value.from || !value.to || value.from <= value.to,
  { message: 'The start date must not be after the end date', path: ['from'] },
];

const queueQuery = z
  .object({
    status: reviewStatusSchema.optional(),
    /** name, company or mobile for applications; names, company or developer for agents */
    q: z.string().trim().max(100).optional(),
    /** submitted on or after this day (UTC) */
    from: day.optional(),
    /** submitted on or before this day (UTC) */
    to: day.optional(),
    /** oldest first by default: the longest wait is reviewed first */
    sort: z.enum(REVIEW_SORTS).default('oldest'),
    page: pageNumber,
    pageSize,
  })
  .refine(...dayRangeForward);

export const applicationQueueQuerySchema = queueQuery;
export type ApplicationQueueQuery = z.input<typeof applicationQueueQuerySchema>;

export const applicationRowSchema = /* @__PURE__ */ reviewClockSchema.extend({
  id: z.string(),
  developerName: z.string(),
  companyName: z.string(),
  industry: z.string(),
  /** masked */
  mobile: z.string(),
  status: reviewStatusSchema,
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewerName: z.string().nullable(),
  /** how many times it was submitted (1 for a first submission) */
  submissions: z.number().int().positive(),
});
export type ApplicationRow = z.infer<typeof applicationRowSchema>;
export const applicationQueueSchema = /* @__PURE__ */ pageOf(applicationRowSchema);
export type ApplicationQueue = z.infer<typeof applicationQueueSchema>;

export const agentQueueQuerySchema = queueQuery;
export type AgentQueueQuery = z.input<typeof agentQueueQuerySchema>;

export const agentVersionRowSchema = /* @__PURE__ */ reviewClockSchema.extend({
  /** the version's id: what the review page and the decision name */
  id: z.string(),
  agentId: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  logo: z.string(),
  version: z.string(),
  company: z.string(),
  developerName: z.string(),
  status: reviewStatusSchema,
  /** a new version of an agent that is already on the market */
  isUpdate: z.boolean(),
  /**
   * which submission of this version number it is (1 for the first): a rejected agent is
   * resubmitted under the same number, and the rows must tell the rounds apart
   */
  submission: z.number().int().positive(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewerName: z.string().nullable(),
});
export type AgentVersionRow = z.infer<typeof agentVersionRowSchema>;
export const agentQueueSchema = /* @__PURE__ */ pageOf(agentVersionRowSchema);
export type AgentQueue = z.infer<typeof agentQueueSchema>;

/** the numbers on the sidebar's badges: what waits for a decision now */
export const reviewCountsSchema = z.object({
  applications: z.number().int().nonnegative(),
  agents: z.number().int().nonnegative(),
  /** legion versions waiting for review (no due date: legions have no review promise) */
  legions: z.number().int().nonnegative(),
  /** reviews with reports no admin has decided on */
  reportedReviews: z.number().int().nonnegative(),
  /** of those, past their due date */
  overdueApplications: z.number().int().nonnegative(),
  overdueAgents: z.number().int().nonnegative(),
});
export type ReviewCounts = z.infer<typeof reviewCountsSchema>;

// ---------------------------------------------------------------------------------------------
// Review pages

/** one earlier submission and what was decided about it */
export const reviewHistoryEntrySchema = z.object({
  submittedAt: z.string(),
  status: reviewStatusSchema,
  reviewedAt: z.string().nullable(),
  reviewerName: z.string().nullable(),
  comment: z.string(),
  points: z.array(reviewPointStateSchema),
});
export type ReviewHistoryEntry = z.infer<typeof reviewHistoryEntrySchema>;

/** a field whose value differs between two submissions */
export const fieldChangeSchema = z.object({
  field: z.string(),
  before: z.string(),
  after: z.string(),
});
export type FieldChange = z.infer<typeof fieldChangeSchema>;

export const MASKED_FIELDS = ['mobile', 'idCardNumber'] as const;
export type MaskedField = (typeof MASKED_FIELDS)[number];

export const applicationReviewSchema = /* @__PURE__ */ reviewClockSchema.extend({
  /** mobile and ID card number masked; reveal them one by one */
  application: developerApplicationSchema,
  /** the points of the last rejection, with what the resubmission says it addressed */
  openPoints: z.array(reviewPointStateSchema),
  /** what changed since the previous submission; empty for a first one */
  changes: z.array(fieldChangeSchema),
  /** earlier submissions, newest first */
  history: z.array(reviewHistoryEntrySchema),
  /** who decided the current submission; null while it is pending */
  reviewerName: z.string().nullable(),
});
export type ApplicationReview = z.infer<typeof applicationReviewSchema>;

export const revealRequestSchema = z.object({ id, field: z.enum(MASKED_FIELDS) });
export const revealedSchema = z.object({ field: z.enum(MASKED_FIELDS), value: z.string() });
export type Revealed = z.infer<typeof revealedSchema>;

export const agentVersionReviewSchema = /* @__PURE__ */ reviewClockSchema.extend({
  agentId: z.string(),
  category: agentCategorySchema,
  developerName: z.string(),
  /** the version under review (or decided), ID card masked */
  /** never a draft: a draft is its developer's alone */
  version: /* @__PURE__ */ agentVersionSchema.extend({ status: reviewStatusSchema }),
  /** the version on the market; null for a first submission */
  live: /* @__PURE__ */ agentVersionSchema.extend({ status: reviewStatusSchema }).nullable(),
  /** what differs from the live version, or from the previous submission of a new agent */
  changes: z.array(fieldChangeSchema),
  openPoints: z.array(reviewPointStateSchema),
  history: z.array(reviewHistoryEntrySchema),
});
export type AgentVersionReview = z.infer<typeof agentVersionReviewSchema>;

export const agentRevealRequestSchema = z.object({ id, field: z.literal('idCardNumber') });

// ---------------------------------------------------------------------------------------------
// Orders; their statuses and payment methods live in orders.ts

export const orderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  /** what was bought: the agent's or the plan's name, as the order wrote it (Chinese) */
  agentName: z.string(),
  /** the same in English: the plan's or the agent's English name (as written when unknown) */
  agentNameEn: z.string(),
  userName: z.string(),
  /** masked */
  userPhone: z.string(),
  /** in yuan, two decimals */
  amount: z.number().nonnegative(),
  paymentMethod: paymentMethodSchema,
  status: orderStatusSchema,
  orderTime: z.string(),
  paidAt: z.string().nullable(),
  /** the wallet account that paid; empty until paid */
  payAccount: z.string(),
  /** the payment provider's transaction number; empty until paid */
  businessNumber: z.string(),
  remark: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderQuerySchema = z
  .object({
    status: orderStatusSchema.optional(),
    /** order number, user name or phone, agent name */
    q: z.string().trim().max(100).optional(),
    from: day.optional(),
    to: day.optional(),
    page: pageNumber,
    pageSize,
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, {
    message: 'The start date must not be after the end date',
    path: ['from'],
  });
export type OrderQuery = z.input<typeof orderQuerySchema>;

export const orderPageSchema = /* @__PURE__ */ pageOf(orderSchema).extend({
  /** over the whole filtered set, not just this page */
  totals: z.object({
    count: z.number().int().nonnegative(),
    /** yuan */
    amount: z.number().nonnegative(),
    /** yuan of the paid and completed ones */
    paidAmount: z.number().nonnegative(),
  }),
});
export type OrderPage = z.infer<typeof orderPageSchema>;

/** the filtered set as CSV (UTF-8 with BOM, so spreadsheet apps read the Chinese) */
export const ORDER_EXPORT_PATH = '/api/admin/orders.csv';
export const ORDER_EXPORT_MAX_ROWS = 50_000;

export const orderIdSchema = z.object({ id });

export const ADMIN_REVIEW_STATUSES = REVIEW_STATUSES;
