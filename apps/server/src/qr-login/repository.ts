import type { Queryable } from '../db/database.ts';

export type StoredQrStatus = 'waiting' | 'scanned' | 'confirmed' | 'consumed';

export interface QrLoginRow {
  status: StoredQrStatus;
  user_id: string | null;
  created_at: Date;
}

/** qr_logins: one row per login QR, found by the hash of its token. */
export function qrLoginRepository(db: Queryable) {
  return {
    async insert(tokenHash: string, createdAt: Date) {
      await db.query('insert into qr_logins (token_hash, created_at) values ($1, $2)', [
        tokenHash,
        createdAt,
      ]);
    },
    async find(tokenHash: string): Promise<QrLoginRow | null> {
      const [row] = await db.query<QrLoginRow>(
        'select status, user_id::text as user_id, created_at from qr_logins where token_hash = $1',
        [tokenHash],
      );
      return row ?? null;
    },
    /**
     * Moves the QR from one of `from` to `to` if it was issued after `issuedAfter`; true when
     * it moved. One statement, so two racing requests cannot both move it.
     */
    async transition(
      tokenHash: string,
      from: StoredQrStatus[],
      to: StoredQrStatus,
      issuedAfter: Date,
      userId?: string,
    ): Promise<{ user_id: string | null } | null> {
      const [row] = await db.query<{ user_id: string | null }>(
        `update qr_logins set status = $3, user_id = coalesce($5::bigint, user_id)
         where token_hash = $1 and status = any($2::text[]) and created_at > $4
         returning user_id::text as user_id`,
        [tokenHash, from, to, issuedAfter, userId ?? null],
      );
      return row ?? null;
    },
    async deleteIssuedBefore(before: Date) {
      await db.query('delete from qr_logins where created_at < $1', [before]);
    },
  };
}
