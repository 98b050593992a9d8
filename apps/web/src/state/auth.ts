/** Auth state and the login dialog's global visibility flag. */
import type { AuthState, LoginResult, User } from '@legion/api';
import { atom } from 'jotai';
import { readStoredUser } from './stored-auth.ts';

/** signed out: what a server render shows, and what the browser hydrates */
export const ANONYMOUS_AUTH: AuthState = {
  isAuthenticated: false,
  user: null,
  qrParams: null,
  qrLoading: false,
  qrError: null,
};

export function restoredState(): AuthState {
  // start-up: the session comes back from the stored token and user
  const user = readStoredUser();
  return { isAuthenticated: !!user, user, qrParams: null, qrLoading: false, qrError: null };
}

export const authAtom = atom<AuthState>(restoredState());

export const currentUserAtom = atom((get) => get(authAtom).user);

/**
 * While a server-rendered page hydrates it is shown signed out (as the server rendered it), but
 * it already belongs to the person whose session the tab restores: their id, until then.
 */
export const hydratingForAtom = atom<string | null>(null);

/**
 * Whose views the keep-alive holds: the signed-in person's, else a visitor's. Taking a
 * server-rendered page over keeps its view (and what is being tapped or typed in it) instead
 * of making it again when the restored session is applied.
 */
export const viewScopeAtom = atom(
  (get) => get(hydratingForAtom) ?? get(authAtom).user?.id ?? 'visitor',
);

/** The login modal is driven by this one flag. */
export const loginDialogOpenAtom = atom(false);

export const signedInAtom = atom(null, (_get, set, result: LoginResult) => {
  set(authAtom, {
    isAuthenticated: true,
    user: result.userInfo,
    qrParams: null,
    qrLoading: false,
    qrError: null,
  });
  set(loginDialogOpenAtom, false);
});

export const userRefreshedAtom = atom(null, (get, set, user: User) => {
  set(authAtom, { ...get(authAtom), isAuthenticated: true, user });
});

/** Logout and a 401 clear all auth state. */
export const signedOutAtom = atom(null, (_get, set) => {
  set(authAtom, {
    isAuthenticated: false,
    user: null,
    qrParams: null,
    qrLoading: false,
    qrError: null,
  });
});
