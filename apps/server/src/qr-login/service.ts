/**
 * Sign-in by QR code: the web app shows a QR, the phone scans and confirms it,
 * the web app polls and then signs in with it, once. A QR is valid for 120000 ms.
 *
 *   waiting --scan--> scanned --confirm--> confirmed --login--> consumed
 *      \_______________confirm_______________/
 * Anything not consumed within 120000 ms of issue reads as expired.
 */
import { API_CODES, type LoginResult, type QrParams, type QrStatus } from '@legion/api';
import { hashToken, newToken } from '../accounts/secrets.ts';
import type { AccountsService } from '../accounts/service.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { type QrLoginRow, qrLoginRepository } from './repository.ts';

export const QR_VALIDITY_MS = 120_000;
/** rows older than this are deleted when new codes are issued */
const QR_RETENTION_MS = 24 * 60 * 60_000;

export const QR_EXPIRED = 'QR code expired';
export const QR_WAITING = 'Waiting for confirmation';
export const QR_USED = 'QR code already used';

export const SANDBOX_PHONE_PATH = '/sandbox/phone';

const expiredError = () => new ApiError(410, QR_EXPIRED, undefined, API_CODES.qrExpired);

export interface QrLoginOptions {
  db: Queryable;
  accounts: AccountsService;
  now: () => number;
  /** whether the embedded sandbox phone is mounted: the code then names its page */
  sandbox: boolean;
}

export function qrLoginService({ db, accounts, now, sandbox }: QrLoginOptions) {
  const repo = qrLoginRepository(db);
  const issuedAfter = () => new Date(now() - QR_VALIDITY_MS);
  const isExpired = (row: QrLoginRow) =>
    row.status !== 'consumed' && now() - new Date(row.created_at).getTime() > QR_VALIDITY_MS;

  /** the QR of the token, or 410 when there is none or it can no longer be used */
  async function usable(tokenHash: string): Promise<QrLoginRow> {
    const row = await repo.find(tokenHash);
    if (!row || isExpired(row)) throw expiredError();
    return row;
  }

  return {
    async issue(): Promise<QrParams> {
      const token = newToken(16);
      const timestamp = now();
      await repo.insert(hashToken(token), new Date(timestamp));
      await repo.deleteIssuedBefore(new Date(timestamp - QR_RETENTION_MS));
      const qrCode = JSON.stringify({
        action: 'legion-login',
        token,
        ...(sandbox ? { sandbox: `${SANDBOX_PHONE_PATH}?qr=${encodeURIComponent(token)}` } : {}),
      });
      return { token, timestamp, qrCode };
    },

    /** an unknown token reads as expired: either way the web app needs a new code */
    async status(token: string): Promise<QrStatus> {
      const row = await repo.find(hashToken(token));
      if (!row || isExpired(row)) return 'expired';
      return row.status === 'consumed' ? 'confirmed' : row.status;
    },

    /** throws 410 unless the QR can still be scanned, confirmed or used */
    async check(token: string): Promise<void> {
      await usable(hashToken(token));
    },

    /** the phone has read the code; scanning twice is harmless */
    async scan(token: string): Promise<void> {
      const tokenHash = hashToken(token);
      if (await repo.transition(tokenHash, ['waiting'], 'scanned', issuedAfter())) return;
      const row = await usable(tokenHash);
      if (row.status !== 'scanned') throw new ApiError(409, QR_USED);
    },

    /** the phone's user agreed to sign in; confirming twice as the same user is harmless */
    async confirm(token: string, userId: string): Promise<void> {
      const tokenHash = hashToken(token);
      const moved = await repo.transition(
        tokenHash,
        ['waiting', 'scanned'],
        'confirmed',
        issuedAfter(),
        userId,
      );
      if (moved) return;
      const row = await usable(tokenHash);
      if (row.status !== 'confirmed' || row.user_id !== userId) throw new ApiError(409, QR_USED);
    },

    /**
     * Signs in with a confirmed QR, once: 200 with code 1001 while the phone has not
     * confirmed, 410 with code 1002 once expired, used or unknown.
     */
    async login(token: string): Promise<LoginResult> {
      const tokenHash = hashToken(token);
      const consumed = await repo.transition(tokenHash, ['confirmed'], 'consumed', issuedAfter());
      if (!consumed?.user_id) {
        const row = await usable(tokenHash);
        if (row.status === 'consumed') throw expiredError();
        throw new ApiError(200, QR_WAITING, undefined, API_CODES.qrWaiting);
      }
      const user = await accounts.findUserById(consumed.user_id);
      if (!user) throw expiredError();
      return accounts.startSession(user);
    },
  };
}

export type QrLoginService = ReturnType<typeof qrLoginService>;
