/**
 * The main-service client (SPEC §7, §8): JSON over ky, base path /api, 15000 ms timeout, the
 * bearer token and language headers on every call, success only when `code === 0`.
 *
 * A call needs only its route (method, path, access: routes.ts, generated from the contract).
 * Given the contract (`options.contract`), the client also checks each input and each answer
 * against its zod schemas — development, tests and stories do; a production build does not,
 * so its first page load carries neither zod nor the schemas: the server checks every answer
 * against the same contract before sending it.
 */
import ky, { type KyInstance } from 'ky';
import { API_CODES, NETWORK_ERROR, NETWORK_ERROR_MESSAGE } from './codes.ts';
import type { ReviewOutcome } from './developer.ts';
import type { EndpointInput, EndpointName, EndpointOutput, Endpoints } from './endpoints.ts';
import { routes } from './routes.ts';

export const API_TIMEOUT_MS = 15_000;
/** 401/403 open the login dialog at most once in this window (SPEC §9) */
export const UNAUTHORIZED_DEBOUNCE_MS = 1000;

export class ApiError extends Error {
  /** the `code` of the answer, the HTTP status, or NETWORK_ERROR when nothing came back */
  readonly code: number | typeof NETWORK_ERROR;
  readonly status: number | null;
  readonly fields: Record<string, string> | undefined;
  /** on a 409 to a review decision: what another admin decided first */
  readonly decided: ReviewOutcome | undefined;
  constructor(
    code: number | typeof NETWORK_ERROR,
    message: string,
    status: number | null = null,
    fields?: Record<string, string>,
    decided?: ReviewOutcome,
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.fields = fields;
    this.decided = decided;
  }
}

export interface ApiClientOptions {
  /** origin (and path) the /api paths resolve against; the page's own origin by default */
  baseUrl?: string;
  getToken: () => string | null;
  /** the interface language: sent as Accept-Language and the language header */
  getLanguage: () => 'en' | 'zh';
  /**
   * Called on HTTP 401 or 403, at most once per second: the app clears stored auth, saves
   * the page state and opens the login dialog.
   */
  onUnauthorized?: () => void;
  fetch?: typeof fetch;
  timeout?: number;
  /** the contract, to check inputs and answers against (loaded once, on the first call) */
  contract?: (() => Endpoints | Promise<Endpoints>) | undefined;
}

export interface ApiClient {
  /** `signal` cancels the request (a search the person has typed past, a page left) */
  call<N extends EndpointName>(
    name: N,
    input?: EndpointInput<N>,
    options?: { signal?: AbortSignal },
  ): Promise<EndpointOutput<N>>;
}

interface Envelope {
  code?: unknown;
  data?: unknown;
  msg?: unknown;
  fields?: Record<string, string>;
  decided?: ReviewOutcome;
}

/** Puts `:name` parameters of a path from the input, and returns the rest of the input. */
export function fillPath(
  path: string,
  input: Record<string, unknown>,
): { path: string; rest: Record<string, unknown> } {
  const rest = { ...input };
  const filled = path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value ?? ''));
  });
  return { path: filled, rest };
}

function pathWithQuery(path: string, input: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  let lastUnauthorized = Number.NEGATIVE_INFINITY;
  const http: KyInstance = ky.create({
    ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
    timeout: options.timeout ?? API_TIMEOUT_MS,
    retry: 0,
    throwHttpErrors: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const language = options.getLanguage();
          request.headers.set('Accept-Language', language === 'en' ? 'en' : 'zh-CN,zh');
          request.headers.set('X-Language', language);
          const token = options.getToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
    },
  });

  function unauthorized() {
    const now = Date.now();
    if (now - lastUnauthorized < UNAUTHORIZED_DEBOUNCE_MS) return;
    lastUnauthorized = now;
    options.onUnauthorized?.();
  }

  let contract: Promise<Endpoints> | undefined;
  /** the contract's schemas of one endpoint, or null when the client was given no contract */
  async function schemasOf<N extends EndpointName>(name: N) {
    if (!options.contract) return null;
    contract ??= Promise.resolve(options.contract());
    return (await contract)[name];
  }

  return {
    async call(name, input, options) {
      const definition = routes[name];
      const schemas = await schemasOf(name);
      const validInput = (schemas ? schemas.input.parse(input ?? {}) : (input ?? {})) as Record<
        string,
        unknown
      >;
      const { path, rest: body } = fillPath(definition.path, validInput);
      const takesBody = ['POST', 'PUT', 'PATCH'].includes(definition.method);
      let response: Response;
      try {
        response = await http(takesBody ? path : pathWithQuery(path, body), {
          method: definition.method,
          ...(takesBody ? { json: body } : {}),
          ...(options?.signal ? { signal: options.signal } : {}),
        });
      } catch (error) {
        // a cancelled call is not a network failure: its caller has moved on
        if (options?.signal?.aborted) throw error;
        throw new ApiError(NETWORK_ERROR, NETWORK_ERROR_MESSAGE);
      }
      const envelope = (await response.json().catch(() => null)) as Envelope | null;
      const message =
        typeof envelope?.msg === 'string' && envelope.msg ? envelope.msg : NETWORK_ERROR_MESSAGE;
      if (response.status === 401 || response.status === 403) {
        // on a sign-in call a 401 means wrong credentials, not an expired session
        if (definition.access !== 'public') unauthorized();
        throw new ApiError(response.status, message, response.status);
      }
      if (!response.ok) {
        // the answer's own code when it has one (e.g. 1002, QR expired), else the status
        const code = typeof envelope?.code === 'number' ? envelope.code : response.status;
        throw new ApiError(code, message, response.status, envelope?.fields, envelope?.decided);
      }
      if (envelope?.code !== API_CODES.success) {
        const code = typeof envelope?.code === 'number' ? envelope.code : response.status;
        throw new ApiError(code, message, response.status);
      }
      if (!schemas) return envelope.data as never;
      const parsed = schemas.output.safeParse(envelope.data);
      if (!parsed.success) {
        throw new ApiError(response.status, 'Unexpected answer from the server', response.status);
      }
      return parsed.data as never;
    },
  };
}
