/** Test helpers for the streaming calls: server-sent event frames and a client over a fake fetch. */
import { createApiClient } from '@legion/api';
import { vi } from 'vitest';

/** one server-sent event as the server frames it */
export const sse = (type: string, data: unknown) =>
  `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;

/** a client as the production build makes it (no contract) over a fake fetch */
export function clientAnswering(response: Response) {
  const sent: Promise<unknown>[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (request) => {
    if (request instanceof Request) sent.push(request.clone().json());
    return response;
  });
  const onUnauthorized = vi.fn();
  const api = createApiClient({
    baseUrl: 'http://legion.test',
    getToken: () => 't',
    getLanguage: () => 'zh',
    fetch,
    onUnauthorized,
  });
  return { api, fetch, sent, onUnauthorized };
}
