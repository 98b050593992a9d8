/**
 * What the platform asks of the host app: signing in with its transaction code
 * (autoLogin) and finding a host-app user id by mobile or e-mail.
 */
import { type LoginResult, ProviderError } from '@legion/api';
import { ZodError } from 'zod';
import type { AccountsService } from '../accounts/service.ts';
import { ApiError } from '../http/errors.ts';
import type { HostProviderClient } from './client.ts';

export const AUTO_LOGIN_FAILED = 'Auto login failed: no user info returned';
export const USER_NOT_FOUND = 'User not found';
const PROVIDER_USER_NOT_FOUND = '100404';

export function hostService(deps: { accounts: AccountsService; provider: HostProviderClient }) {
  return {
    async autoLogin(chainPalToken: string): Promise<LoginResult> {
      let mobile: string;
      try {
        ({ mobile } = await deps.provider.verifyToken(chainPalToken));
      } catch (error) {
        // the provider refused the code or answered without a user
        if (error instanceof ProviderError || error instanceof ZodError) {
          throw new ApiError(401, AUTO_LOGIN_FAILED);
        }
        throw error;
      }
      const user = await deps.accounts.findOrCreateByMobile(mobile);
      return deps.accounts.startSession(user);
    },

    async queryUserId(query: { mobile?: string | undefined; email?: string | undefined }) {
      try {
        return await deps.provider.queryUserId(query);
      } catch (error) {
        if (error instanceof ProviderError && error.code === PROVIDER_USER_NOT_FOUND) {
          throw new ApiError(404, USER_NOT_FOUND);
        }
        throw error;
      }
    },
  };
}

export type HostService = ReturnType<typeof hostService>;
