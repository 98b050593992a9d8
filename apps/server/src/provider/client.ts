/**
 * The server's client of the host app's signed service: every request carries the app id, a
 * SHA-256 signature over its data and a timestamp (@legion/api provider.ts). The secret stays
 * here: the browser asks our API, our API signs and asks the provider. By default the provider
 * is the embedded sandbox, called in-process.
 */
import { createProviderClient, queryUserIdAnswerSchema } from '@legion/api';
import { z } from 'zod';

export const verifyTokenAnswerSchema = z.object({ userId: z.string(), mobile: z.string() });

export interface ProviderSettings {
  baseUrl: string;
  appId: string;
  secret: string;
  fetch: typeof fetch;
  now: () => number;
}

/** drops undefined fields: they would be signed but never sent */
function defined(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
}

export function hostProviderClient(settings: ProviderSettings) {
  const client = createProviderClient({ ...settings, os: 'server' });
  return {
    queryUserId(query: { mobile?: string | undefined; email?: string | undefined }) {
      return client.post('/open/queryUserId', defined(query), queryUserIdAnswerSchema);
    },
    verifyToken(chainPalToken: string) {
      return client.post('/open/verifyToken', { chainPalToken }, verifyTokenAnswerSchema);
    },
  };
}

export type HostProviderClient = ReturnType<typeof hostProviderClient>;
