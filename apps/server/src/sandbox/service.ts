/**
 * The embedded sandbox of the host app (ARCHITECTURE "Runtime"): its signed service
 * (/open/*), which checks requests exactly as the real one would, and the phone's actions
 * (scan and confirm a login QR, open the web app inside the host app with a transaction code).
 */
import { PROVIDER_SUCCESS_CODE, type ProviderAnswer } from '@legion/api';
import { hashToken, newToken } from '../accounts/secrets.ts';
import type { AccountsService } from '../accounts/service.ts';
import type { Queryable } from '../db/database.ts';
import type { ProviderCredentials } from '../provider/credentials.ts';
import { signatureChecker } from '../provider/signature.ts';
import { hostTokenRepository } from './repository.ts';

export const HOST_TOKEN_TTL_MS = 5 * 60_000;

export const PROVIDER_CODES = {
  invalidRequest: '100400',
  invalidSignature: '100401',
  notFound: '100404',
  staleTimestamp: '100408',
  invalidToken: '100410',
} as const;

export type { ProviderAnswer };

export const providerOk = (data: unknown): ProviderAnswer => ({
  code: PROVIDER_SUCCESS_CODE,
  msg: 'success',
  data,
});

export interface SandboxOptions {
  db: Queryable;
  accounts: AccountsService;
  /** the apps the sandbox knows: the platform's own credentials */
  apps: ProviderCredentials[];
  now: () => number;
}

export function sandboxService({ db, accounts, apps, now }: SandboxOptions) {
  const tokens = hostTokenRepository(db);
  const check = signatureChecker({ apps: () => apps, now });
  return {
    /** checks a signed request (provider/signature.ts); null when it passes */
    async refuse(
      header: (name: string) => string | undefined,
      body: Record<string, unknown>,
    ): Promise<ProviderAnswer | null> {
      const refusal = await check(header, body);
      if (refusal === 'stale-timestamp') {
        return { code: PROVIDER_CODES.staleTimestamp, msg: 'timestamp outside the allowed window' };
      }
      return refusal ? { code: PROVIDER_CODES.invalidSignature, msg: 'invalid signature' } : null;
    },

    async queryUserId(query: { mobile?: string | undefined; email?: string | undefined }) {
      const user =
        (query.mobile ? await accounts.findUserByMobile(query.mobile) : null) ??
        (query.email ? await accounts.findUserByEmail(query.email) : null);
      return user ? { userId: user.id } : null;
    },

    /** The host app hands the web app a one-use transaction code for the phone's user. */
    async issueHostToken(mobile: string) {
      const user = await accounts.findOrCreateByMobile(mobile);
      const chainPalToken = newToken();
      const at = now();
      const expiresAt = new Date(at + HOST_TOKEN_TTL_MS);
      await tokens.insert(hashToken(chainPalToken), user.id, new Date(at), expiresAt);
      await tokens.deleteExpired(new Date(at));
      return { chainPalToken, userId: user.id, expiresAt: expiresAt.toISOString() };
    },

    /** the user of a transaction code, once */
    async verifyHostToken(chainPalToken: string) {
      const userId = await tokens.use(hashToken(chainPalToken), new Date(now()));
      const user = userId ? await accounts.findUserById(userId) : null;
      return user?.mobile ? { userId: user.id, mobile: user.mobile } : null;
    },
  };
}

export type SandboxService = ReturnType<typeof sandboxService>;
