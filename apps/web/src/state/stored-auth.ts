/**
 * The session kept in local storage (SPEC §3): `token`, `user` (JSON) and `userId`
 * (default "0"). At start-up the session is restored from them.
 */
import { type LoginResult, type User, userSchema } from '@legion/api';

export const STORAGE_KEYS = { token: 'token', user: 'user', userId: 'userId' } as const;
export const ANONYMOUS_USER_ID = '0';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readStoredToken(): string | null {
  return storage()?.getItem(STORAGE_KEYS.token) || null;
}

/** The stored user, if the token is there too and the user still parses. */
export function readStoredUser(): User | null {
  const store = storage();
  if (!store?.getItem(STORAGE_KEYS.token)) return null;
  try {
    const parsed = userSchema.safeParse(JSON.parse(store.getItem(STORAGE_KEYS.user) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function readStoredUserId(): string {
  return storage()?.getItem(STORAGE_KEYS.userId) || ANONYMOUS_USER_ID;
}

export function storeLogin(result: LoginResult) {
  const store = storage();
  if (!store) return;
  store.setItem(STORAGE_KEYS.token, result.token);
  store.setItem(STORAGE_KEYS.user, JSON.stringify(result.userInfo));
  store.setItem(STORAGE_KEYS.userId, result.userInfo.id);
}

export function storeUser(user: User) {
  storage()?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

export function clearStoredAuth() {
  const store = storage();
  if (!store) return;
  store.removeItem(STORAGE_KEYS.token);
  store.removeItem(STORAGE_KEYS.user);
  store.setItem(STORAGE_KEYS.userId, ANONYMOUS_USER_ID);
}
