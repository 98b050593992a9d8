/**
 * The session kept in local storage: `token`, `user` (JSON) and `userId`
 * (default "0"). At start-up the session is restored from them.
 */
import { type LoginResult, ROLE_PERMISSIONS, type User } from '@legion/api';

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

/**
 * Whether a stored value has the shape of the user this app stored (from a server answer the
 * contract checked). Only the shape the first render relies on is checked here, without zod,
 * which stays off the first page load: the restored session is checked with the server right
 * after (AuthController), and its answer replaces this user.
 */
function isStoredUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  const texts = ['id', 'username', 'name', 'mobile', 'email', 'portrait'] as const;
  return (
    texts.every((key) => typeof user[key] === 'string') &&
    typeof user.role === 'string' &&
    Object.hasOwn(ROLE_PERMISSIONS, user.role) &&
    Array.isArray(user.permissions) &&
    user.permissions.every((permission) => typeof permission === 'string') &&
    (user.developer === null || typeof user.developer === 'object')
  );
}

/** The stored user, if the token is there too and the user still has its shape. */
export function readStoredUser(): User | null {
  const store = storage();
  if (!store?.getItem(STORAGE_KEYS.token)) return null;
  try {
    const stored: unknown = JSON.parse(store.getItem(STORAGE_KEYS.user) ?? 'null');
    return isStoredUser(stored) ? stored : null;
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
