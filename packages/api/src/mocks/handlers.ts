import { HttpResponse, http } from 'msw';
import { healthFixture } from './fixtures.ts';

export const healthHandlers = {
  ok: http.get('/healthz', () => HttpResponse.json(healthFixture)),
};

/** The happy path of every call, for stories and component tests. */
export const handlers = [healthHandlers.ok];
