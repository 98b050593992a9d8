/** MSW handlers of feedback and its SMS codes. */
import { delay, HttpResponse, http } from 'msw';
import { AUTH_MESSAGES } from '../../codes.ts';
import { endpoints } from '../../endpoints.ts';
import { SMS_CODE_COOLDOWN_SECONDS, SMS_CODE_WRONG, SMS_RATE_LIMITED } from '../../feedback.ts';
import { feedbackFixtures } from '../feedback-fixtures.ts';
import { any, fail, ok, pageOfItems } from './shared.ts';

export const feedbackHandlers = {
  smsCode: {
    ok: http.post(any(endpoints.requestSmsCode.path), () =>
      ok({ cooldownSeconds: SMS_CODE_COOLDOWN_SECONDS }),
    ),
    rateLimited: http.post(any(endpoints.requestSmsCode.path), () => fail(429, SMS_RATE_LIMITED)),
  },
  submit: {
    ok: http.post(any(endpoints.submitFeedback.path), async () => {
      await delay(200);
      return ok({ id: '501', createdAt: '2026-11-22T09:01:00.000Z' });
    }),
    wrongCode: http.post(any(endpoints.submitFeedback.path), () =>
      HttpResponse.json(
        { code: 400, msg: SMS_CODE_WRONG, fields: { smsCode: SMS_CODE_WRONG } },
        { status: 400 },
      ),
    ),
    error: http.post(any(endpoints.submitFeedback.path), () =>
      fail(500, AUTH_MESSAGES.serverError),
    ),
  },
  list: {
    ok: http.get(any(endpoints.adminFeedback.path), ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      const items = feedbackFixtures.filter((item) =>
        [item.company, item.contactName, item.details].some((text) => text.includes(q)),
      );
      return ok(pageOfItems(items, request, 20));
    }),
    error: http.get(any(endpoints.adminFeedback.path), () => fail(500, AUTH_MESSAGES.serverError)),
  },
};
