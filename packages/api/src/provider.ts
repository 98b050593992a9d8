/**
 * The provider's signed service: every request carries an app id, a SHA-256 signature over
 * its data, a timestamp and an os marker; an answer succeeds only with code "000000". Used by
 * the server only: the secret never reaches the browser.
 */
import { z } from 'zod';

export const PROVIDER_SUCCESS_CODE = '000000';
export const PROVIDER_TIMEOUT_MS = 300_000;
/** a signed request older or newer than this is refused */
export const PROVIDER_TIMESTAMP_WINDOW_MS = 5 * 60_000;

export const PROVIDER_HEADERS = {
  appId: 'x-app-id',
  signature: 'x-signature',
  timestamp: 'x-timestamp',
  os: 'x-os',
} as const;

/**
 * The string that is hashed: the data fields with keys sorted, object values as JSON,
 * joined `key=value` with `&`, then the secret, then the timestamp.
 */
export function providerSigningString(
  data: Record<string, unknown>,
  secret: string,
  timestamp: number | string,
): string {
  const fields = Object.keys(data)
    .sort()
    .map((key) => {
      const value = data[key];
      const text =
        value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value);
      return `${key}=${text}`;
    })
    .join('&');
  return `${fields}${secret}${timestamp}`;
}

/** The lower-case hex SHA-256 of a text's UTF-8 bytes (Web Crypto: browser, Node, workers). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function signProviderRequest(
  data: Record<string, unknown>,
  secret: string,
  timestamp: number | string,
): Promise<string> {
  return sha256Hex(providerSigningString(data, secret, timestamp));
}

/** the headers of a signed request carrying `data` */
export async function providerRequestHeaders(
  credentials: { appId: string; secret: string; os?: string | undefined },
  data: Record<string, unknown>,
  timestamp: number,
): Promise<Record<string, string>> {
  return {
    'content-type': 'application/json',
    [PROVIDER_HEADERS.appId]: credentials.appId,
    [PROVIDER_HEADERS.signature]: await signProviderRequest(data, credentials.secret, timestamp),
    [PROVIDER_HEADERS.timestamp]: String(timestamp),
    [PROVIDER_HEADERS.os]: credentials.os ?? 'web',
  };
}

export const providerAnswerSchema = z.object({
  code: z.string(),
  data: z.unknown().optional(),
  msg: z.string().optional(),
});
export type ProviderAnswer = z.infer<typeof providerAnswerSchema>;

export const queryUserIdRequestSchema = z
  .object({
    mobile: z
      .string()
      .regex(/^1\d{10}$/)
      .optional(),
    email: z.email().optional(),
  })
  .refine((body) => body.mobile || body.email, 'mobile or email is required');
export const queryUserIdAnswerSchema = z.object({ userId: z.string() });

export class ProviderError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'ProviderError';
    this.code = code;
  }
}

export interface ProviderClientOptions {
  baseUrl: string;
  appId: string;
  secret: string;
  /** the os marker header */
  os?: string;
  fetch?: typeof fetch;
  now?: () => number;
  timeout?: number;
}

/** A client of the signed service: signs, sends, and unwraps `{code: "000000", data}`. */
export function createProviderClient(options: ProviderClientOptions) {
  const doFetch = options.fetch ?? fetch;
  return {
    async post<T>(path: string, data: Record<string, unknown>, answer: z.ZodType<T>): Promise<T> {
      const timestamp = (options.now ?? Date.now)();
      const response = await doFetch(new URL(path, options.baseUrl), {
        method: 'POST',
        headers: await providerRequestHeaders(options, data, timestamp),
        body: JSON.stringify(data),
        signal: AbortSignal.timeout(options.timeout ?? PROVIDER_TIMEOUT_MS),
      });
      const body = providerAnswerSchema.parse(await response.json());
      if (body.code !== PROVIDER_SUCCESS_CODE) {
        throw new ProviderError(body.code, body.msg ?? 'Provider request failed');
      }
      return answer.parse(body.data);
    },
  };
}
