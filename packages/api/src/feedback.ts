/**
 * The home page's feedback form: a visitor asks for an SMS code for their phone, then sends
 * the form with it; company, contact name, phone, SMS code and details are all required, and
 * the reply comes within 1-3 working days. Admins read the list.
 */
import { z } from 'zod';
import { MOBILE_MESSAGE, REQUIRED_FIELDS_MESSAGE } from './developer.ts';
import { isValidMobile } from './identity-codes.ts';
import { pageOf } from './paging.ts';

/** what the sender is told about the reply: it comes within these working days */
export const FEEDBACK_REPLY_WORKING_DAYS = '1-3';

/** seconds before the same phone may ask for another code (the button counts down) */
export const SMS_CODE_COOLDOWN_SECONDS = 60;
/** how long a code stays valid */
export const SMS_CODE_TTL_SECONDS = 10 * 60;
export const SMS_CODE_LENGTH = 6;

export const SMS_CODE_MESSAGE = 'Please enter the 6-digit code';
export const SMS_CODE_WRONG = 'The code is wrong or has expired: please ask for a new one';
export const SMS_RATE_LIMITED = 'Too many codes requested: please try again later';

const required = (max: number) =>
  z.string().trim().min(1, REQUIRED_FIELDS_MESSAGE).max(max, `at most ${max} characters`);
const mobile = /* @__PURE__ */ required(11).refine(isValidMobile, MOBILE_MESSAGE);

export const smsCodeRequestSchema = z.object({ mobile });
export type SmsCodeRequest = z.infer<typeof smsCodeRequestSchema>;

export const smsCodeAnswerSchema = z.object({
  /** seconds until another code may be asked for this phone */
  cooldownSeconds: z.number().int().nonnegative(),
});
export type SmsCodeAnswer = z.infer<typeof smsCodeAnswerSchema>;

export const feedbackInputSchema = z.object({
  company: required(100),
  contactName: required(50),
  mobile,
  smsCode: z
    .string()
    .trim()
    .min(1, REQUIRED_FIELDS_MESSAGE)
    .regex(new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`), SMS_CODE_MESSAGE),
  details: required(2000),
});
export type FeedbackInput = z.infer<typeof feedbackInputSchema>;

export const feedbackSchema = z.object({
  id: z.string(),
  company: z.string(),
  contactName: z.string(),
  /** masked in lists: first 3 and last 4 digits */
  mobile: z.string(),
  details: z.string(),
  createdAt: z.string(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

export const feedbackReceiptSchema = z.object({ id: z.string(), createdAt: z.string() });

export const feedbackQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const feedbackPageSchema = /* @__PURE__ */ pageOf(feedbackSchema);
export type FeedbackPage = z.infer<typeof feedbackPageSchema>;
