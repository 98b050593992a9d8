/**
 * The app's main-service client. A 401/403 on a call that needs a session clears the stored
 * auth, saves the page (unless on login, register, 404 or error paths) and opens the login
 * dialog; the client makes sure that happens at most once a second.
 */

import { type ApiClient, ApiError, createApiClient } from '@legion/api';
import { apiLanguage, isLocale } from '@legion/ui';
import { i18n } from './i18n.ts';
import { requestScope } from './ssr/scope.ts';
import { loginDialogOpenAtom, signedOutAtom } from './state/auth.ts';
import { isNoLoginPath, savePageState } from './state/page-state.ts';
import { appStore } from './state/store.ts';
import { clearStoredAuth, readStoredToken } from './state/stored-auth.ts';

/**
 * Why a call was refused, in the interface language, as the server said it (a 4xx); `fallback`
 * when the connection or the server failed, whose own words would not help the person.
 */
export function refusalOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status !== null && error.status < 500
    ? error.message
    : fallback;
}

export function handleUnauthorized() {
  clearStoredAuth();
  appStore.set(signedOutAtom);
  const { pathname, search } = window.location;
  if (isNoLoginPath(pathname)) return;
  savePageState(pathname, search);
  appStore.set(loginDialogOpenAtom, true);
}

const browserApi = createApiClient({
  // development, tests and stories check every call against the contract; the production
  // build leaves zod and the schemas out of the first load (the server checks its answers)
  contract: import.meta.env.PROD ? undefined : () => import('@legion/api').then((m) => m.endpoints),
  getToken: readStoredToken,
  getLanguage: () => apiLanguage(isLocale(i18n.locale) ? i18n.locale : 'zh-CN'),
  onUnauthorized: handleUnauthorized,
});

/**
 * The app's client: the tab's own, or during a server render the client of the request being
 * rendered (anonymous, answered in-process; see ssr/scope.ts).
 */
export const api: ApiClient = {
  call: (...args) => (requestScope()?.api ?? browserApi).call(...args),
  upload: (...args) => (requestScope()?.api ?? browserApi).upload(...args),
  download: (...args) => (requestScope()?.api ?? browserApi).download(...args),
  stream: (...args) => (requestScope()?.api ?? browserApi).stream(...args),
};
