/** The mocks may not drift from the contract: every handler's answer parses with it. */
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../client.ts';
import { API_CODES } from '../codes.ts';
import { type EndpointName, endpoints } from '../endpoints.ts';
import { handlers } from './handlers.ts';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const api = createApiClient({
  baseUrl: 'http://legion.test',
  getToken: () => 'token',
  getLanguage: () => 'zh',
});

const inputs: Partial<Record<EndpointName, unknown>> = {
  qrStatus: { qrToken: 'qr' },
  qrLogin: { qrToken: 'qr' },
  passwordLogin: { username: 'user', password: 'secret' },
  autoLogin: { chainPalToken: 'host' },
  hostQueryUserId: { mobile: '13900000003' },
  marketAgent: { id: '1' },
  marketAgentOverview: { id: '1' },
  marketAgentReviews: { id: '1' },
  subscribe: { id: '1' },
  unsubscribe: { id: '1' },
};

describe('the happy-path handlers', () => {
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    it(`answer ${name} with what the contract says, or its documented non-zero code`, async () => {
      const call = api.call(name, inputs[name] as never);
      if (name === 'qrLogin') {
        // the default QR has not been confirmed yet: "keep waiting"
        await expect(call).rejects.toMatchObject({ code: API_CODES.qrWaiting });
        return;
      }
      const data = await call;
      expect(endpoints[name].output.safeParse(data).success).toBe(true);
    });
  }
});
