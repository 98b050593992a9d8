/**
 * The SQL of the feedback form: SMS codes (by a salted hash, never the code), and feedback.
 * Every time comes from the server's clock.
 */
import type { Queryable } from '../db/database.ts';

export type SmsPurpose = 'feedback';

export interface FeedbackRow {
  id: string;
  company: string;
  contact_name: string;
  mobile: string;
  details: string;
  created_at: Date | string;
}

/** an arbitrary constant: the advisory-lock namespace of the SMS code limits */
const SMS_LOCK = 4_231_978;

export function feedbackRepository(db: Queryable) {
  return {
    /**
     * Serializes the code requests of one phone and of one address until the transaction ends,
     * so two requests at once cannot both pass a limit. The phone is always locked first.
     */
    async lockRequester(mobile: string, ip: string) {
      await db.query('select pg_advisory_xact_lock($1::int, hashtext($2::text))', [
        SMS_LOCK,
        `mobile:${mobile}`,
      ]);
      await db.query('select pg_advisory_xact_lock($1::int, hashtext($2::text))', [
        SMS_LOCK,
        `ip:${ip}`,
      ]);
    },

    /** when the phone's codes of the window were sent, oldest first */
    async codeTimesOfMobile(mobile: string, purpose: SmsPurpose, since: Date): Promise<number[]> {
      const rows = await db.query<{ created_at: Date | string }>(
        `select created_at from sms_codes where mobile = $1 and purpose = $2 and created_at > $3
         order by created_at`,
        [mobile, purpose, since],
      );
      return rows.map((row) => new Date(row.created_at).getTime());
    },

    /** when the address's codes of the window were sent, oldest first (every purpose) */
    async codeTimesOfIp(ip: string, since: Date): Promise<number[]> {
      const rows = await db.query<{ created_at: Date | string }>(
        'select created_at from sms_codes where ip = $1 and created_at > $2 order by created_at',
        [ip, since],
      );
      return rows.map((row) => new Date(row.created_at).getTime());
    },

    async insertCode(code: {
      mobile: string;
      purpose: SmsPurpose;
      codeHash: string;
      createdAt: Date;
      expiresAt: Date;
      ip: string;
    }): Promise<string> {
      const [row] = await db.query<{ id: string }>(
        `insert into sms_codes (mobile, purpose, code_hash, created_at, expires_at, ip)
         values ($1, $2, $3, $4, $5, $6) returning id::text as id`,
        [code.mobile, code.purpose, code.codeHash, code.createdAt, code.expiresAt, code.ip],
      );
      if (!row) throw new Error('sms code not stored');
      return row.id;
    },

    async deleteCode(id: string) {
      await db.query('delete from sms_codes where id = $1', [id]);
    },

    async deleteCodesBefore(before: Date) {
      await db.query('delete from sms_codes where created_at < $1', [before]);
    },

    /**
     * Counts one check against the phone's newest code, if it is still usable (unused,
     * unexpired, fewer than `maxAttempts` checks), and answers its hash; null otherwise. One
     * statement: checks sent at once each take their own attempt.
     */
    async takeAttempt(
      mobile: string,
      purpose: SmsPurpose,
      now: Date,
      maxAttempts: number,
    ): Promise<{ id: string; code_hash: string } | null> {
      const [row] = await db.query<{ id: string; code_hash: string }>(
        `update sms_codes set attempts = attempts + 1
         where id = (select id from sms_codes where mobile = $1 and purpose = $2
                     order by created_at desc, id desc limit 1)
           and used_at is null and expires_at > $3 and attempts < $4
         returning id::text as id, code_hash`,
        [mobile, purpose, now, maxAttempts],
      );
      return row ?? null;
    },

    /** marks the code used; false when another request used it first */
    async useCode(id: string, now: Date): Promise<boolean> {
      const rows = await db.query(
        `update sms_codes set used_at = $2
         where id = $1 and used_at is null and expires_at > $2 returning id`,
        [id, now],
      );
      return rows.length === 1;
    },

    async insertFeedback(feedback: {
      company: string;
      contactName: string;
      mobile: string;
      details: string;
      createdAt: Date;
      ip: string;
    }): Promise<FeedbackRow> {
      const [row] = await db.query<FeedbackRow>(
        `insert into feedback (company, contact_name, mobile, details, created_at, ip)
         values ($1, $2, $3, $4, $5, $6)
         returning id::text as id, company, contact_name, mobile, details, created_at`,
        [
          feedback.company,
          feedback.contactName,
          feedback.mobile,
          feedback.details,
          feedback.createdAt,
          feedback.ip,
        ],
      );
      if (!row) throw new Error('feedback not stored');
      return row;
    },

    /** newest first; `pattern` is an escaped ILIKE pattern over company, name and details */
    async listFeedback(pattern: string | null, limit: number, offset: number) {
      const where = `where ($1::text is null or company ilike $1 or contact_name ilike $1
        or details ilike $1)`;
      const [items, [count]] = await Promise.all([
        db.query<FeedbackRow>(
          `select id::text as id, company, contact_name, mobile, details, created_at
           from feedback ${where} order by created_at desc, id desc limit $2 offset $3`,
          [pattern, limit, offset],
        ),
        db.query<{ total: string | number }>(`select count(*) as total from feedback ${where}`, [
          pattern,
        ]),
      ]);
      return { items, total: Number(count?.total ?? 0) };
    },
  };
}
