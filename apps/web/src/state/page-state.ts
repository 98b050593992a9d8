/**
 * What brings a person back after signing in: the page they were
 * on (path and search, in session storage, 30 minutes), whether to restore it, and a
 * login-redirect set by flows that know where to go next (pricing → payment).
 */
export const PAGE_STATE_KEY = 'legion:page-state';
export const RESTORE_FLAG_KEY = 'legion:restore-page-state';
export const LOGIN_REDIRECT_KEY = 'legion:login-redirect';
export const PAGE_STATE_TTL_MS = 30 * 60_000;

/** Paths that never open the login popup nor save their state. */
const NO_LOGIN_PREFIXES = ['/login', '/register', '/404', '/error'];

export function isNoLoginPath(path: string): boolean {
  return NO_LOGIN_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** Closing the dialog on these sends the person back: the page needs a session. */
export function needsSession(path: string): boolean {
  return ['/developer', '/admin', '/agent', '/knowledge'].some((prefix) => path.startsWith(prefix));
}

export interface PageState {
  path: string;
  search: string;
  savedAt: number;
}

export interface LoginRedirect {
  path: string;
  replace?: boolean;
}

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function savePageState(path: string, search: string, now = Date.now()) {
  if (isNoLoginPath(path)) return;
  const store = session();
  store?.setItem(PAGE_STATE_KEY, JSON.stringify({ path, search, savedAt: now }));
  store?.setItem(RESTORE_FLAG_KEY, '1');
}

/** The saved page, if the restore flag is set and it is younger than 30 minutes. */
export function takePageState(now = Date.now()): PageState | null {
  const store = session();
  if (!store) return null;
  const flagged = store.getItem(RESTORE_FLAG_KEY) === '1';
  const raw = store.getItem(PAGE_STATE_KEY);
  store.removeItem(RESTORE_FLAG_KEY);
  store.removeItem(PAGE_STATE_KEY);
  if (!flagged || !raw) return null;
  try {
    const state = JSON.parse(raw) as PageState;
    if (typeof state.path !== 'string' || now - state.savedAt > PAGE_STATE_TTL_MS) return null;
    return state;
  } catch {
    return null;
  }
}

export function hasRestoreFlag(): boolean {
  return session()?.getItem(RESTORE_FLAG_KEY) === '1';
}

export function clearRestoreFlag() {
  session()?.removeItem(RESTORE_FLAG_KEY);
}

export function setLoginRedirect(redirect: LoginRedirect) {
  session()?.setItem(LOGIN_REDIRECT_KEY, JSON.stringify(redirect));
  clearRestoreFlag();
}

export function takeLoginRedirect(): LoginRedirect | null {
  const store = session();
  const raw = store?.getItem(LOGIN_REDIRECT_KEY);
  store?.removeItem(LOGIN_REDIRECT_KEY);
  if (!raw) return null;
  try {
    const redirect = JSON.parse(raw) as LoginRedirect;
    return typeof redirect.path === 'string' && redirect.path ? redirect : null;
  } catch {
    return null;
  }
}

export type AfterLogin =
  | { kind: 'redirect'; path: string; replace: boolean }
  | { kind: 'restore'; path: string }
  | { kind: 'stay' };

/**
 * After authentication: a login redirect with a path wins (replacing history when
 * flagged, then cleared); otherwise, if the restore flag is set, the saved page; otherwise the
 * flag is cleared and the person stays.
 */
export function decideAfterLogin(now = Date.now()): AfterLogin {
  const redirect = takeLoginRedirect();
  if (redirect) return { kind: 'redirect', path: redirect.path, replace: !!redirect.replace };
  if (hasRestoreFlag()) {
    const state = takePageState(now);
    if (state) return { kind: 'restore', path: `${state.path}${state.search}` };
  }
  clearRestoreFlag();
  return { kind: 'stay' };
}
