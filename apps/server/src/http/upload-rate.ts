/**
 * The upload rate limit (docs/decisions/ "Upload rate limit"): per user and kind,
 * at most UPLOAD_RATE_LIMITS[kind].max uploads started within a sliding window. Over it →
 * 429 TOO_MANY_UPLOADS with the seconds until the oldest upload of the window leaves it.
 *
 * The count lives in the database (table upload_events, migration 0012), not in memory, so
 * that several server instances on one PostgreSQL share it; each check runs under a per-user
 * advisory lock, so that uploads sent at once cannot pass the limit together.
 */
import type { Database, Queryable } from '../db/database.ts';
import { ApiError } from './errors.ts';

export type UploadKind = 'knowledge' | 'image';

const MINUTE_MS = 60_000;

export const UPLOAD_RATE_LIMITS: Record<UploadKind, { max: number; windowMs: number }> = {
  // a folder of documents dropped at once still goes through (the 78 files of our test
  // corpus do); a script uploading in a loop does not
  knowledge: { max: 120, windowMs: 10 * MINUTE_MS },
  // an agent has a logo and two covers: 30 leaves room for many second thoughts
  image: { max: 30, windowMs: 10 * MINUTE_MS },
};

export const TOO_MANY_UPLOADS = 'Too many uploads: please try again later';

/** an arbitrary constant: the advisory-lock namespace of the upload counts */
const UPLOAD_RATE_LOCK = 4_231_990;

/** a 429 that says when to try again (the upload route sends it as Retry-After) */
export class UploadRateLimitedError extends ApiError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super(429, TOO_MANY_UPLOADS);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

function uploadEventsRepository(db: Queryable) {
  return {
    async lock(userId: string, kind: UploadKind) {
      await db.query('select pg_advisory_xact_lock($1::int, hashtext($2::text))', [
        UPLOAD_RATE_LOCK,
        `${kind}:${userId}`,
      ]);
    },
    /** how many uploads of the kind the user started after `since` */
    async count(userId: string, kind: UploadKind, since: Date): Promise<number> {
      const [row] = await db.query<{ count: string | number }>(
        `select count(*) as count from upload_events
          where user_id = $1 and kind = $2 and created_at > $3`,
        [userId, kind, since],
      );
      return Number(row?.count ?? 0);
    },
    /** the time of the upload after `since` with `skip` older ones before it */
    async timeAt(userId: string, kind: UploadKind, since: Date, skip: number) {
      const [row] = await db.query<{ created_at: Date | string }>(
        `select created_at from upload_events
          where user_id = $1 and kind = $2 and created_at > $3
          order by created_at, id offset $4 limit 1`,
        [userId, kind, since, skip],
      );
      return row ? new Date(row.created_at).getTime() : null;
    },
    async record(userId: string, kind: UploadKind, at: Date) {
      await db.query('insert into upload_events (user_id, kind, created_at) values ($1, $2, $3)', [
        userId,
        kind,
        at,
      ]);
    },
    /**
     * Deletes some rows older than `before`: a few per upload keep the table small, and
     * SKIP LOCKED keeps two instances pruning at once from waiting on each other.
     */
    async pruneBefore(before: Date) {
      await db.query(
        `delete from upload_events where id in (
           select id from upload_events where created_at <= $1
            order by created_at limit 100 for update skip locked)`,
        [before],
      );
    },
  };
}

export function uploadRateLimiter(deps: { db: Database; now: () => number }) {
  const { db, now } = deps;
  const longestWindowMs = Math.max(...Object.values(UPLOAD_RATE_LIMITS).map((l) => l.windowMs));

  return {
    /**
     * Counts one upload of the kind for the user, or throws UploadRateLimitedError when the
     * window is full (the refused attempt is not counted).
     */
    async take(userId: string, kind: UploadKind): Promise<void> {
      const { max, windowMs } = UPLOAD_RATE_LIMITS[kind];
      const at = now();
      await db.transaction(async (tx) => {
        const repo = uploadEventsRepository(tx);
        await repo.lock(userId, kind);
        const since = new Date(at - windowMs);
        const count = await repo.count(userId, kind, since);
        if (count >= max) {
          // the upload that must leave the window for one more to fit
          const leaves = (await repo.timeAt(userId, kind, since, count - max)) ?? at;
          throw new UploadRateLimitedError(Math.max(1, Math.ceil((leaves + windowMs - at) / 1000)));
        }
        await repo.record(userId, kind, new Date(at));
        await repo.pruneBefore(new Date(at - longestWindowMs));
      });
    },
  };
}

export type UploadRateLimiter = ReturnType<typeof uploadRateLimiter>;
