import { endpoints } from '@legion/api';
import { clientIp } from '../http/client-ip.ts';
import { type Mount, signedIn } from '../http/endpoint.ts';
import type { AccountsService } from './service.ts';

export function mountAccounts(mount: Mount, accounts: AccountsService) {
  mount(endpoints.passwordLogin, ({ input, c }) => accounts.passwordLogin(input, clientIp(c)));

  // idempotent: without a token, or with an unknown one, there is simply nothing to end
  mount(endpoints.logout, async ({ token }) => {
    await accounts.logout(token);
    return null;
  });

  mount(endpoints.currentUser, ({ user }) => accounts.userInfo(signedIn(user)));
}
