/**
 * MSW handlers for stories and component tests: the happy path of every call, and the
 * other states a person can see, each parsing with the contract.
 */
import { delay, HttpResponse, http } from 'msw';
import type { User } from '../auth.ts';
import { API_CODES, AUTH_MESSAGES } from '../codes.ts';
import { endpoints } from '../endpoints.ts';
import { healthFixture, loginResultFixture, qrParamsFixture, userFixtures } from './fixtures.ts';

const ok = (data: unknown) => HttpResponse.json({ code: 0, data, msg: 'ok' });
const fail = (status: number, msg: string, code = status) =>
  HttpResponse.json({ code, msg }, { status });

export const healthHandlers = {
  ok: http.get('/healthz', () => HttpResponse.json(healthFixture)),
};

export const authHandlers = {
  qrParams: {
    ok: http.get(endpoints.qrParams.path, () => ok({ ...qrParamsFixture, timestamp: Date.now() })),
    loading: http.get(endpoints.qrParams.path, async () => {
      await delay('infinite');
      return ok(qrParamsFixture);
    }),
    error: http.get(endpoints.qrParams.path, () => fail(500, AUTH_MESSAGES.serverError)),
  },
  qrStatus: {
    waiting: http.get(endpoints.qrStatus.path, () => ok({ status: 'waiting' })),
    confirmed: http.get(endpoints.qrStatus.path, () => ok({ status: 'confirmed' })),
    expired: http.get(endpoints.qrStatus.path, () => ok({ status: 'expired' })),
    /** the first code expires; the next one waits (for the refresh story) */
    expiredOnce: () => {
      let asked = 0;
      return http.get(endpoints.qrStatus.path, () =>
        ok({ status: asked++ === 0 ? 'expired' : 'waiting' }),
      );
    },
  },
  qrLogin: {
    ok: (user: User = userFixtures.user) =>
      http.post(endpoints.qrLogin.path, () => ok(loginResultFixture(user))),
    waiting: http.post(endpoints.qrLogin.path, () =>
      HttpResponse.json({ code: API_CODES.qrWaiting, data: null, msg: 'Waiting for confirmation' }),
    ),
  },
  passwordLogin: {
    ok: (user: User = userFixtures.user) =>
      http.post(endpoints.passwordLogin.path, () => ok(loginResultFixture(user))),
    invalid: http.post(endpoints.passwordLogin.path, () =>
      fail(401, AUTH_MESSAGES.invalidCredentials),
    ),
    serverError: http.post(endpoints.passwordLogin.path, () =>
      fail(500, AUTH_MESSAGES.serverError),
    ),
    tooMany: http.post(endpoints.passwordLogin.path, () =>
      fail(429, 'Too many attempts. Please try again later.'),
    ),
  },
  autoLogin: {
    ok: (user: User = userFixtures.user) =>
      http.post(endpoints.autoLogin.path, () => ok(loginResultFixture(user))),
  },
  logout: {
    ok: http.post(endpoints.logout.path, () => ok(null)),
    error: http.post(endpoints.logout.path, () => fail(500, AUTH_MESSAGES.serverError)),
  },
  currentUser: {
    ok: (user: User = userFixtures.user) => http.get(endpoints.currentUser.path, () => ok(user)),
    unauthorized: http.get(endpoints.currentUser.path, () => fail(401, 'Please sign in')),
  },
};

/** The happy path of every call, for stories and component tests. */
export const handlers = [
  healthHandlers.ok,
  authHandlers.qrParams.ok,
  authHandlers.qrStatus.waiting,
  authHandlers.qrLogin.waiting,
  authHandlers.passwordLogin.ok(),
  authHandlers.logout.ok,
  authHandlers.currentUser.ok(),
];
