import { endpoints } from '@legion/api';
import { clientIp } from '../http/client-ip.ts';
import type { Mount } from '../http/endpoint.ts';
import { type FeedbackService, RateLimitedError } from './service.ts';

/** the form's fields in the order they are shown: the first failing one is the answer's msg */
const FORM_ORDER = ['company', 'contactName', 'mobile', 'smsCode', 'details'];

export function mountFeedback(mount: Mount, feedback: FeedbackService) {
  mount(
    endpoints.requestSmsCode,
    async ({ input, c }) => {
      try {
        return await feedback.requestCode(input.mobile, clientIp(c));
      } catch (error) {
        if (error instanceof RateLimitedError) {
          c.header('Retry-After', String(error.retryAfterSeconds));
        }
        throw error;
      }
    },
    { messageFrom: ['mobile'] },
  );
  mount(endpoints.submitFeedback, ({ input, c }) => feedback.submit(input, clientIp(c)), {
    messageFrom: FORM_ORDER,
  });
  mount(endpoints.adminFeedback, ({ input }) => feedback.list(input));
}
