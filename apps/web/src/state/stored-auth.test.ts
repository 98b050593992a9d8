import { userFixtures } from '@legion/api/mocks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readStoredUser, STORAGE_KEYS } from './stored-auth.ts';

/** a Map-backed localStorage for the node environment */
function fakeStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

beforeEach(() => {
  Object.defineProperty(globalThis, 'window', {
    value: { localStorage: fakeStorage() },
    configurable: true,
  });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'window');
});

const store = (token: string | null, user: unknown) => {
  if (token) window.localStorage.setItem(STORAGE_KEYS.token, token);
  window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
};

describe('readStoredUser', () => {
  it('restores the user stored beside a token', () => {
    store('token-1', userFixtures.developer);
    expect(readStoredUser()).toEqual(userFixtures.developer);
  });

  it('restores no one without a token', () => {
    store(null, userFixtures.user);
    expect(readStoredUser()).toBeNull();
  });

  it('refuses a stored value that is not the shape of a user', () => {
    for (const broken of [
      null,
      'user',
      { ...userFixtures.user, role: 'superuser' },
      { ...userFixtures.user, id: 7 },
      { ...userFixtures.user, permissions: 'all' },
      { ...userFixtures.user, developer: 'yes' },
      { id: '1', role: 'user' },
    ]) {
      window.localStorage.clear();
      store('token-1', broken);
      expect(readStoredUser(), JSON.stringify(broken)).toBeNull();
    }
    window.localStorage.setItem(STORAGE_KEYS.user, '{not json');
    expect(readStoredUser()).toBeNull();
  });
});
