/** MSW handlers of the health check. */
import { HttpResponse, http } from 'msw';
import { healthFixture } from '../fixtures.ts';
import { any } from './shared.ts';

export const healthHandlers = {
  ok: http.get(any('/healthz'), () => HttpResponse.json(healthFixture)),
};
