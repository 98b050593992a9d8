/** MSW handlers of sign-in (QR, password, host app), the session, and the host app’s user lookup. */
import { delay, HttpResponse, http } from 'msw';
import type { User } from '../../auth.ts';
import { API_CODES, AUTH_MESSAGES } from '../../codes.ts';
import { endpoints } from '../../endpoints.ts';
import { loginResultFixture, qrParamsFixture, userFixtures } from '../fixtures.ts';
import { any, fail, ok } from './shared.ts';

export const authHandlers = {
  qrParams: {
    ok: http.get(any(endpoints.qrParams.path), () =>
      ok({ ...qrParamsFixture, timestamp: Date.now() }),
    ),
    loading: http.get(any(endpoints.qrParams.path), async () => {
      await delay('infinite');
      return ok(qrParamsFixture);
    }),
    error: http.get(any(endpoints.qrParams.path), () => fail(500, AUTH_MESSAGES.serverError)),
  },
  qrStatus: {
    waiting: http.get(any(endpoints.qrStatus.path), () => ok({ status: 'waiting' })),
    confirmed: http.get(any(endpoints.qrStatus.path), () => ok({ status: 'confirmed' })),
    expired: http.get(any(endpoints.qrStatus.path), () => ok({ status: 'expired' })),
    /** the first code expires; the next one waits (for the refresh story) */
    expiredOnce: () => {
      let asked = 0;
      return http.get(any(endpoints.qrStatus.path), () =>
        ok({ status: asked++ === 0 ? 'expired' : 'waiting' }),
      );
    },
  },
  qrLogin: {
    ok: (user: User = userFixtures.user) =>
      http.post(any(endpoints.qrLogin.path), () => ok(loginResultFixture(user))),
    waiting: http.post(any(endpoints.qrLogin.path), () =>
      HttpResponse.json({ code: API_CODES.qrWaiting, data: null, msg: 'Waiting for confirmation' }),
    ),
  },
  passwordLogin: {
    ok: (user: User = userFixtures.user) =>
      http.post(any(endpoints.passwordLogin.path), () => ok(loginResultFixture(user))),
    invalid: http.post(any(endpoints.passwordLogin.path), () =>
      fail(401, AUTH_MESSAGES.invalidCredentials),
    ),
    serverError: http.post(any(endpoints.passwordLogin.path), () =>
      fail(500, AUTH_MESSAGES.serverError),
    ),
    tooMany: http.post(any(endpoints.passwordLogin.path), () =>
      fail(429, 'Too many attempts. Please try again later.'),
    ),
  },
  autoLogin: {
    ok: (user: User = userFixtures.user) =>
      http.post(any(endpoints.autoLogin.path), () => ok(loginResultFixture(user))),
  },
  logout: {
    ok: http.post(any(endpoints.logout.path), () => ok(null)),
    error: http.post(any(endpoints.logout.path), () => fail(500, AUTH_MESSAGES.serverError)),
  },
  currentUser: {
    ok: (user: User = userFixtures.user) =>
      http.get(any(endpoints.currentUser.path), () => ok(user)),
    unauthorized: http.get(any(endpoints.currentUser.path), () => fail(401, 'Please sign in')),
  },
};

export const hostHandlers = {
  queryUserId: {
    ok: http.post(any(endpoints.hostQueryUserId.path), () => ok({ userId: 'chainpal-10086' })),
    notFound: http.post(any(endpoints.hostQueryUserId.path), () => fail(404, 'User not found')),
  },
};
