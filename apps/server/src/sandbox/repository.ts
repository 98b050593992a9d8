import type { Queryable } from '../db/database.ts';

/** host_tokens: the sandbox host app's one-use transaction codes, by the hash of the code. */
export function hostTokenRepository(db: Queryable) {
  return {
    async insert(tokenHash: string, userId: string, createdAt: Date, expiresAt: Date) {
      await db.query(
        `insert into host_tokens (token_hash, user_id, created_at, expires_at)
         values ($1, $2, $3, $4)`,
        [tokenHash, userId, createdAt, expiresAt],
      );
    },
    /** marks an unused, unexpired code used and answers its user; null otherwise */
    async use(tokenHash: string, now: Date): Promise<string | null> {
      const [row] = await db.query<{ user_id: string }>(
        `update host_tokens set used_at = $2
         where token_hash = $1 and used_at is null and expires_at > $2
         returning user_id::text as user_id`,
        [tokenHash, now],
      );
      return row?.user_id ?? null;
    },
    async deleteExpired(now: Date) {
      await db.query('delete from host_tokens where expires_at <= $1', [now]);
    },
  };
}
