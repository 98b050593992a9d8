// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  decideAfterLogin,
  isNoLoginPath,
  needsSession,
  PAGE_STATE_TTL_MS,
  savePageState,
  setLoginRedirect,
} from './page-state.ts';

beforeEach(() => sessionStorage.clear());

describe('page state around sign-in', () => {
  it('restores the saved page when flagged', () => {
    savePageState('/knowledge/3/documents', '?page=2', 1000);
    expect(decideAfterLogin(2000)).toEqual({
      kind: 'restore',
      path: '/knowledge/3/documents?page=2',
    });
    // taken once
    expect(decideAfterLogin(3000)).toEqual({ kind: 'stay' });
  });

  it('forgets a saved page older than 30 minutes', () => {
    savePageState('/developer', '', 0);
    expect(decideAfterLogin(PAGE_STATE_TTL_MS + 1)).toEqual({ kind: 'stay' });
  });

  it('never saves login, register, 404 or error paths', () => {
    for (const path of ['/login', '/register/x', '/404', '/error']) {
      savePageState(path, '', 0);
      expect(decideAfterLogin(1)).toEqual({ kind: 'stay' });
    }
    expect(isNoLoginPath('/login')).toBe(true);
    expect(isNoLoginPath('/plugins')).toBe(false);
  });

  it('prefers a login redirect, with its replace flag, and clears it', () => {
    savePageState('/pricing', '', 0);
    setLoginRedirect({ path: '/payment?planId=agent-premium', replace: true });
    expect(decideAfterLogin(1)).toEqual({
      kind: 'redirect',
      path: '/payment?planId=agent-premium',
      replace: true,
    });
    expect(decideAfterLogin(2)).toEqual({ kind: 'stay' });
  });

  it('knows which paths need a session', () => {
    expect(
      ['/developer/plugins', '/admin', '/agent', '/knowledge/1/upload'].every(needsSession),
    ).toBe(true);
    expect(['/', '/plugins/market', '/pricing', '/docs'].some(needsSession)).toBe(false);
  });
});
