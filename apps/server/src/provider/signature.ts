/**
 * Checks a request signed like the host app's provider service: a known app id, the SHA-256
 * signature over the body as sent (compared in constant time) and a timestamp within the
 * window. The sandbox host app checks the platform's calls with it, and the platform checks the
 * host app's calls (reviews written in the app) with it.
 */
import { timingSafeEqual } from 'node:crypto';
import { PROVIDER_HEADERS, PROVIDER_TIMESTAMP_WINDOW_MS, signProviderRequest } from '@legion/api';
import type { ProviderCredentials } from './credentials.ts';

export type SignatureRefusal = 'invalid-signature' | 'stale-timestamp';

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function signatureChecker(options: {
  /** the apps whose secrets sign: the platform's own credentials */
  apps: () => Promise<ProviderCredentials[]> | ProviderCredentials[];
  now: () => number;
}) {
  /** null when the request passes */
  return async function refuse(
    header: (name: string) => string | undefined,
    body: Record<string, unknown>,
  ): Promise<SignatureRefusal | null> {
    const appId = header(PROVIDER_HEADERS.appId);
    const signature = header(PROVIDER_HEADERS.signature) ?? '';
    const timestamp = header(PROVIDER_HEADERS.timestamp) ?? '';
    const app = (await options.apps()).find((known) => known.appId === appId);
    if (!app || !/^\d{1,16}$/.test(timestamp)) return 'invalid-signature';
    const expected = await signProviderRequest(body, app.secret, timestamp);
    if (!sameText(signature.toLowerCase(), expected)) return 'invalid-signature';
    if (Math.abs(options.now() - Number(timestamp)) > PROVIDER_TIMESTAMP_WINDOW_MS) {
      return 'stale-timestamp';
    }
    return null;
  };
}

export type SignatureCheck = ReturnType<typeof signatureChecker>;
