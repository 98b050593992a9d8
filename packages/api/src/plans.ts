/**
 * Plans, payment and subscriptions (the pages /pricing and /payment): the plans and the
 * built-in ones, what a purchase costs, orders and paying for them. The server computes every
 * price: the client names a plan, months and a wallet.
 */
import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_METHODS } from './orders.ts';
import { pageOf } from './paging.ts';

export {
  FALLBACK_PACKAGES,
  FREE_PLAN_ID,
  PACKAGE_LIST_FAILED,
  PACKAGE_LIST_PATH,
  PLAN_IDS,
  type PlanId,
} from './catalog.ts';

/** A plan as the list call answers it, plus whether it is the recommended one */
export const packageSchema = z.object({
  specNo: z.string(),
  specName: z.string(),
  subtitle: z.string(),
  /** price per month, in yuan */
  amount: z.number().nonnegative(),
  features: z.array(z.string()),
  /** the plan carrying the recommended badge (agent-premium) */
  popular: z.boolean().optional(),
});
export type Package = z.infer<typeof packageSchema>;
export const packageListSchema = z.array(packageSchema);

/** the lengths a plan can be bought for, in months */
export const PURCHASE_MONTHS = [1, 3, 6, 12] as const;
export type PurchaseMonths = (typeof PURCHASE_MONTHS)[number];

export const UNKNOWN_PLAN = 'This plan does not exist';
export const FREE_PLAN_NOT_PURCHASABLE = 'The free plan cannot be bought';
export const AGREEMENT_REQUIRED = 'Please read and accept the service agreement first';
export const MONTHS_MESSAGE = 'Please choose 1, 3, 6 or 12 months';

const planId = z.string().trim().min(1, UNKNOWN_PLAN).max(50, UNKNOWN_PLAN);
const months = z.coerce
  .number({ error: MONTHS_MESSAGE })
  .int(MONTHS_MESSAGE)
  .refine((value) => (PURCHASE_MONTHS as readonly number[]).includes(value), MONTHS_MESSAGE);

export const purchaseQuoteInputSchema = z.object({ planId, months });
export type PurchaseQuoteInput = z.input<typeof purchaseQuoteInputSchema>;

/** What a plan costs for a number of months, in yuan, as the server computes it */
export const purchaseQuoteSchema = z.object({
  planId: z.string(),
  planName: z.string(),
  /** the plan's listed price per month */
  price: z.number().nonnegative(),
  months: z.number().int().positive(),
  /** the price per month charged for this length */
  unitPrice: z.number().nonnegative(),
  /** unitPrice × months + configFee */
  totalPrice: z.number().nonnegative(),
  /** a one-time fee on top; 0 when the plan has none */
  configFee: z.number().nonnegative(),
});
export type PurchaseQuote = z.infer<typeof purchaseQuoteSchema>;

export const createPaymentInputSchema = /* @__PURE__ */ purchaseQuoteInputSchema.extend({
  method: z.enum(PAYMENT_METHODS),
  /** payment requires agreeing to the service agreement first */
  agreementAccepted: z.literal(true, { error: AGREEMENT_REQUIRED }),
});
export type CreatePaymentInput = z.input<typeof createPaymentInputSchema>;

const id = z.string().regex(/^\d{1,18}$/, 'id');
export const paymentIdSchema = z.object({ id });
export const refreshPaymentQrSchema = z.object({ id, method: z.enum(PAYMENT_METHODS).optional() });

/** one purchase as its buyer follows it */
export const paymentOrderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  planId: z.string(),
  planName: z.string(),
  months: z.number().int().positive(),
  unitPrice: z.number().nonnegative(),
  configFee: z.number().nonnegative(),
  /** what is charged, in yuan: the quote's total */
  amount: z.number().nonnegative(),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** the wallet's transaction number, once paid */
  businessNumber: z.string().nullable(),
  /** the period a completed order bought (ISO 8601); null before it is completed */
  period: z.object({ start: z.string(), end: z.string() }).nullable(),
  /** after this an unpaid order is cancelled */
  payBy: z.string(),
  /** why the last attempt failed (the payer declined, the wallet refused); null otherwise */
  failure: z.string().nullable(),
  remark: z.string(),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

/** the QR a wallet scans: the sandbox pay page's address by default */
export const paymentQrSchema = z.object({
  /** what the QR image encodes */
  url: z.string(),
  expiresAt: z.string(),
});
export type PaymentQr = z.infer<typeof paymentQrSchema>;

/** the signed-in user's plan: free unless a paid one is active */
export const planSubscriptionSchema = z.object({
  planId: z.string(),
  planName: z.string(),
  /** when the current paid period ends; null on the free plan */
  expiresAt: z.string().nullable(),
});
export type PlanSubscription = z.infer<typeof planSubscriptionSchema>;

export const paymentSchema = z.object({
  order: paymentOrderSchema,
  /** null once the order is paid, completed or cancelled */
  qr: paymentQrSchema.nullable(),
  /** the buyer's plan as it stands now (after a completed payment: the new one) */
  subscription: planSubscriptionSchema,
});
export type Payment = z.infer<typeof paymentSchema>;

export const myOrdersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
  /** only orders in this state (the payment page asks for a pending one to resume) */
  status: z.enum(ORDER_STATUSES).optional(),
  /** only orders of this plan */
  planId: z.string().max(64).optional(),
});
export const paymentOrderPageSchema = /* @__PURE__ */ pageOf(paymentOrderSchema);
export type PaymentOrderPage = z.infer<typeof paymentOrderPageSchema>;

/**
 * What a wallet provider posts when a payment succeeds or is declined, signed with the
 * wallet's secret: HMAC-SHA256 over the other fields (keys sorted, key=value joined by &).
 */
export const paymentNotificationSchema = z.object({
  orderNumber: z.string().min(1).max(64),
  /** the provider's transaction number: a notification is applied at most once per number */
  businessNumber: z.string().min(1).max(64),
  payAccount: z.string().max(64),
  /** in cents, as charged */
  amountCents: z.number().int().nonnegative(),
  result: z.enum(['SUCCESS', 'DECLINED']),
  /** ms since the epoch */
  timestamp: z.number().int().positive(),
  signature: z.string().regex(/^[0-9a-f]{64}$/, 'signature'),
});
export type PaymentNotification = z.infer<typeof paymentNotificationSchema>;
export const paymentNotifyInputSchema = /* @__PURE__ */ paymentNotificationSchema.extend({
  method: z.enum(PAYMENT_METHODS),
});

export const paymentNotifyAnswerSchema = z.object({
  /** applied now, or already applied before (a replay): either way the provider may stop */
  outcome: z.enum(['paid', 'declined', 'duplicate']),
});
