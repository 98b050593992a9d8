/**
 * The home page's feedback form: a visitor asks for an SMS code for
 * their phone, then sends the form with it; admins read the list.
 *
 * Limits on codes, checked under per-phone and per-address locks so that requests sent at once
 * cannot pass them together: per phone one code per SMS_CODE_COOLDOWN_SECONDS and 5 an hour;
 * per address 10 an hour. Over one → 429 SMS_RATE_LIMITED with the seconds to wait. A code is
 * 6 random digits, valid SMS_CODE_TTL_SECONDS, kept as a salted SHA-256; only a phone's newest
 * code counts (a new one replaces the older ones); every check takes one of its 5 attempts,
 * and a right code is used once.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  type FeedbackInput,
  type FeedbackPage,
  type feedbackQuerySchema,
  maskMobile,
  SMS_CODE_COOLDOWN_SECONDS,
  SMS_CODE_LENGTH,
  SMS_CODE_TTL_SECONDS,
  SMS_CODE_WRONG,
  SMS_RATE_LIMITED,
  type SmsCodeAnswer,
} from '@legion/api';
import type { z } from 'zod';
import type { Database } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { containsPattern } from '../shared/sql.ts';
import { iso } from '../shared/time.ts';
import { codeText, type SmsProvider } from '../sms/provider.ts';
import { type FeedbackRow, feedbackRepository, type SmsPurpose } from './repository.ts';

const HOUR_MS = 60 * 60_000;
export const MAX_CODES_PER_PHONE_PER_HOUR = 5;
export const MAX_CODES_PER_IP_PER_HOUR = 10;
/** checks of one code before it is burned */
export const MAX_CODE_ATTEMPTS = 5;
/** code rows are kept this long for the limits (and a look at abuse), then deleted */
const CODE_RETENTION_MS = 24 * HOUR_MS;

export const SMS_UNAVAILABLE = 'SMS codes cannot be sent right now';

const PURPOSE: SmsPurpose = 'feedback';

/** a 429 that says when to try again (the route sends it as Retry-After) */
export class RateLimitedError extends ApiError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super(429, SMS_RATE_LIMITED);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** 6 random digits from the CSPRNG, leading zeros kept */
export function newSmsCode(): string {
  return String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
}

const digest = (salt: string, mobile: string, code: string) =>
  createHash('sha256').update(`${salt}:${mobile}:${code}`).digest('base64url');

/** `salt$hash`: a random salt per code, bound to the phone */
export function hashSmsCode(mobile: string, code: string): string {
  const salt = randomBytes(16).toString('base64url');
  return `${salt}$${digest(salt, mobile, code)}`;
}

export function smsCodeMatches(stored: string, mobile: string, code: string): boolean {
  const [salt, hash] = stored.split('$');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash);
  const actual = Buffer.from(digest(salt, mobile, code));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** the seconds until the `limit`-th newest time of the window leaves it, at least 1 */
function waitFor(times: number[], limit: number, windowMs: number, at: number): number {
  const oldestThatMustLeave = times[times.length - limit] ?? at;
  return Math.max(1, Math.ceil((oldestThatMustLeave + windowMs - at) / 1000));
}

const toFeedback = (row: FeedbackRow) => ({
  id: row.id,
  company: row.company,
  contactName: row.contact_name,
  mobile: maskMobile(row.mobile),
  details: row.details,
  createdAt: iso(row.created_at),
});

export function feedbackService(deps: {
  db: Database;
  now: () => number;
  /** null: no SMS provider (sandbox off, no real gateway configured) */
  sms: SmsProvider | null;
}) {
  const { db, now, sms } = deps;
  const repo = feedbackRepository(db);
  const wrongCode = () => new ApiError(400, SMS_CODE_WRONG, { smsCode: SMS_CODE_WRONG });

  return {
    async requestCode(mobile: string, ip: string): Promise<SmsCodeAnswer> {
      if (!sms) throw new ApiError(503, SMS_UNAVAILABLE);
      const at = now();
      const code = newSmsCode();
      const id = await db.transaction(async (tx) => {
        const locked = feedbackRepository(tx);
        await locked.lockRequester(mobile, ip);
        const hourAgo = new Date(at - HOUR_MS);
        const [byPhone, byIp] = await Promise.all([
          locked.codeTimesOfMobile(mobile, PURPOSE, hourAgo),
          locked.codeTimesOfIp(ip, hourAgo),
        ]);
        const waits: number[] = [];
        const last = byPhone.at(-1);
        if (last !== undefined && at - last < SMS_CODE_COOLDOWN_SECONDS * 1000) {
          waits.push(waitFor(byPhone, 1, SMS_CODE_COOLDOWN_SECONDS * 1000, at));
        }
        if (byPhone.length >= MAX_CODES_PER_PHONE_PER_HOUR) {
          waits.push(waitFor(byPhone, MAX_CODES_PER_PHONE_PER_HOUR, HOUR_MS, at));
        }
        if (byIp.length >= MAX_CODES_PER_IP_PER_HOUR) {
          waits.push(waitFor(byIp, MAX_CODES_PER_IP_PER_HOUR, HOUR_MS, at));
        }
        if (waits.length > 0) throw new RateLimitedError(Math.max(...waits));
        return locked.insertCode({
          mobile,
          purpose: PURPOSE,
          codeHash: hashSmsCode(mobile, code),
          createdAt: new Date(at),
          expiresAt: new Date(at + SMS_CODE_TTL_SECONDS * 1000),
          ip,
        });
      });
      try {
        await sms.send({ mobile, text: codeText(code, SMS_CODE_TTL_SECONDS) });
      } catch (error) {
        // not sent: it does not count against the limits
        await repo.deleteCode(id);
        throw error;
      }
      await repo.deleteCodesBefore(new Date(at - CODE_RETENTION_MS));
      return { cooldownSeconds: SMS_CODE_COOLDOWN_SECONDS };
    },

    async submit(input: FeedbackInput, ip: string) {
      const at = new Date(now());
      const attempt = await repo.takeAttempt(input.mobile, PURPOSE, at, MAX_CODE_ATTEMPTS);
      if (!attempt || !smsCodeMatches(attempt.code_hash, input.mobile, input.smsCode)) {
        throw wrongCode();
      }
      const row = await db.transaction(async (tx) => {
        const locked = feedbackRepository(tx);
        if (!(await locked.useCode(attempt.id, at))) throw wrongCode();
        return locked.insertFeedback({
          company: input.company,
          contactName: input.contactName,
          mobile: input.mobile,
          details: input.details,
          createdAt: at,
          ip,
        });
      });
      return { id: row.id, createdAt: iso(row.created_at) };
    },

    async list(query: z.output<typeof feedbackQuerySchema>): Promise<FeedbackPage> {
      const keyword = query.q?.trim();
      const { items, total } = await repo.listFeedback(
        keyword ? containsPattern(keyword) : null,
        query.pageSize,
        (query.page - 1) * query.pageSize,
      );
      return { items: items.map(toFeedback), total, page: query.page, pageSize: query.pageSize };
    },
  };
}

export type FeedbackService = ReturnType<typeof feedbackService>;
