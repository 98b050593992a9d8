/**
 * The main-service client: JSON over ky, base path /api, 15000 ms timeout, the
 * bearer token and language headers on every call, success only when `code === 0`. Uploads
 * with progress, the CSV download and the event streams go through the same ky instance, so
 * the headers, the envelope of a refusal, 401/403 and the timeout are handled in one place
 * (see docs/decisions/, "One transport").
 *
 * A call needs only its route (method, path, access: routes.ts, generated from the contract).
 * Given the contract (`options.contract`), the client also checks each input and each answer
 * against its zod schemas — development, tests and stories do; a production build does not,
 * so its first page load carries neither zod nor the schemas: the server checks every answer
 * against the same contract before sending it.
 */
import ky, { type KyInstance, type Options } from 'ky';
import { API_CODES, NETWORK_ERROR, NETWORK_ERROR_MESSAGE, UNEXPECTED_ANSWER } from './codes.ts';
import type { ReviewOutcome } from './developer.ts';
import type {
  EndpointInput,
  EndpointName,
  EndpointNameOf,
  EndpointOutput,
  Endpoints,
  EventSchemas,
  StreamEvent,
} from './endpoints.ts';
import type { ApiErrorBody, SameContent } from './envelope.ts';
import { type Route, routes } from './routes.ts';

export const API_TIMEOUT_MS = 15_000;
/** 401/403 open the login dialog at most once in this window */
export const UNAUTHORIZED_DEBOUNCE_MS = 1000;

export class ApiError extends Error {
  /** the `code` of the answer, the HTTP status, or NETWORK_ERROR when nothing came back */
  readonly code: number | typeof NETWORK_ERROR;
  readonly status: number | null;
  readonly fields: Record<string, string> | undefined;
  /** on a 409 to a review decision: what another admin decided first */
  readonly decided: ReviewOutcome | undefined;
  /** on a 409 to an upload: the document already in the base with the same content */
  readonly sameContent: SameContent | undefined;
  constructor(
    code: number | typeof NETWORK_ERROR,
    message: string,
    status: number | null = null,
    details: Pick<ApiErrorBody, 'fields' | 'decided' | 'sameContent'> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.fields = details.fields;
    this.decided = details.decided;
    this.sameContent = details.sameContent;
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

export interface UploadOptions {
  /** how much of the file has gone up, 0–100, as it goes */
  onProgress?: (percent: number) => void;
  /** aborting cancels the upload */
  signal?: AbortSignal;
}

export interface StreamOptions<E> {
  /** each event, in order, once it checked out against the contract */
  onEvent: (event: E) => void;
  /** aborting ends the request */
  signal?: AbortSignal | undefined;
  /**
   * the event schemas to check against when the client was given no contract (a production
   * build): the page that streams has them anyway; events with no schema are left alone
   */
  events?: EventSchemas | undefined;
}

export interface DownloadedFile {
  blob: Blob;
  /** from the answer's Content-Disposition, when it names one */
  fileName: string | null;
}

export interface ApiClient {
  /** `signal` cancels the request (a search the person has typed past, a page left) */
  call<N extends EndpointNameOf<'json'>>(
    name: N,
    input?: EndpointInput<N>,
    options?: { signal?: AbortSignal },
  ): Promise<EndpointOutput<N>>;
  /** sends one file as a multipart form; resolves with the answer's `data` */
  upload<N extends EndpointNameOf<'upload'>>(
    name: N,
    input: EndpointInput<N>,
    file: Blob,
    options?: UploadOptions,
  ): Promise<EndpointOutput<N>>;
  /** fetches a file (the orders' CSV) */
  download<N extends EndpointNameOf<'download'>>(
    name: N,
    input?: EndpointInput<N>,
    options?: { signal?: AbortSignal },
  ): Promise<DownloadedFile>;
  /**
   * Posts the input and reads the answer's events until the stream ends. Resolves with the
   * data of its last `done` event, or null when none came. Rejects with an ApiError (the
   * server's code, or NETWORK_ERROR) or, when aborted, with the abort reason.
   */
  stream<N extends EndpointNameOf<'events'>>(
    name: N,
    input: EndpointInput<N>,
    options: StreamOptions<StreamEvent<N>>,
  ): Promise<EndpointOutput<N> | null>;
}

interface Envelope extends Pick<ApiErrorBody, 'fields' | 'decided' | 'sameContent'> {
  code?: unknown;
  data?: unknown;
  msg?: unknown;
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

/** the input as ky's searchParams: absent values left out, the rest as text */
function searchParamsOf(input: Record<string, unknown>): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined && value !== null) params[key] = String(value);
  }
  return params;
}

/** codes the contract gives a refusal about the thing asked (e.g. 1004, not subscribed) */
const PRODUCT_CODES = new Set<unknown>(
  Object.values(API_CODES).filter((code) => code !== API_CODES.success),
);

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');
}

/**
 * A fetch that sends through XMLHttpRequest, for ky's `fetch` option: the one browser API
 * that reports an upload's progress over HTTP/1.1 (ky's own onUploadProgress streams the
 * body, which Chromium refuses on an HTTP/1.1 connection). Outside a browser, plain fetch.
 */
function fetchWithUploadProgress(
  onProgress: (percent: number) => void,
  fallback: typeof fetch,
): typeof fetch {
  if (typeof XMLHttpRequest === 'undefined') return fallback;
  return async (input, init) => {
    const request = new Request(input, init);
    const body = request.body ? await request.blob() : null;
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      request.headers.forEach((value, name) => {
        xhr.setRequestHeader(name, value);
      });
      xhr.responseType = 'blob';
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) onProgress((event.loaded / event.total) * 100);
      });
      xhr.addEventListener('load', () => {
        const headers = new Headers();
        for (const line of xhr
          .getAllResponseHeaders()
          .trim()
          .split(/[\r\n]+/)) {
          const colon = line.indexOf(':');
          if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
        }
        const empty = [204, 205, 304].includes(xhr.status);
        resolve(new Response(empty ? null : xhr.response, { status: xhr.status, headers }));
      });
      xhr.addEventListener('error', () => reject(new TypeError('Failed to fetch')));
      xhr.addEventListener('abort', () =>
        reject(request.signal.reason ?? new DOMException('The upload was cancelled', 'AbortError')),
      );
      if (request.signal.aborted) {
        reject(request.signal.reason);
        return;
      }
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body);
    });
  };
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

  /** the input checked against the contract (when there is one), as a plain record */
  async function inputOf(name: EndpointName, input: unknown): Promise<Record<string, unknown>> {
    const schemas = await schemasOf(name);
    return (schemas ? schemas.input.parse(input ?? {}) : (input ?? {})) as Record<string, unknown>;
  }

  /** sends through ky; a failure to get any answer is NETWORK_ERROR, a cancel stays a cancel */
  async function send(path: string, init: Options): Promise<Response> {
    try {
      return await http(path, init);
    } catch (error) {
      // a cancelled call is not a network failure: its caller has moved on
      if (isAbort(error, init.signal ?? undefined)) throw init.signal?.reason ?? error;
      throw new ApiError(NETWORK_ERROR, NETWORK_ERROR_MESSAGE);
    }
  }

  /**
   * The ApiError of an answer that is not a success, or null: 401/403 on an endpoint that needs
   * a session open the sign-in (unless the code says the refusal is about the thing asked, such
   * as 1004 not subscribed), and the error carries the server's {code, msg}.
   */
  function refusalOf(route: Route, response: Response, envelope: Envelope | null) {
    const message =
      typeof envelope?.msg === 'string' && envelope.msg ? envelope.msg : NETWORK_ERROR_MESSAGE;
    const code = typeof envelope?.code === 'number' ? envelope.code : response.status;
    if (response.status === 401 || response.status === 403) {
      // on a sign-in call a 401 means wrong credentials, not an expired session
      if (route.access !== 'public' && !PRODUCT_CODES.has(code)) unauthorized();
      return new ApiError(
        PRODUCT_CODES.has(code) ? code : response.status,
        message,
        response.status,
      );
    }
    if (!response.ok) {
      // the answer's own code when it has one (e.g. 1002, QR expired), else the status
      return new ApiError(code, message, response.status, {
        fields: envelope?.fields,
        decided: envelope?.decided,
        sameContent: envelope?.sameContent,
      });
    }
    if (envelope !== null && envelope.code !== API_CODES.success) {
      return new ApiError(code, message, response.status);
    }
    return null;
  }

  const envelopeOf = (response: Response) =>
    response.json().catch(() => null) as Promise<Envelope | null>;

  /** the `data` of an envelope answer, checked against the contract when there is one */
  async function dataOf(name: EndpointName, response: Response): Promise<never> {
    const envelope = await envelopeOf(response);
    const refusal = refusalOf(routes[name], response, envelope ?? {});
    if (refusal) throw refusal;
    const schemas = await schemasOf(name);
    if (!schemas) return envelope?.data as never;
    const parsed = schemas.output.safeParse(envelope?.data);
    if (!parsed.success) throw new ApiError(response.status, UNEXPECTED_ANSWER, response.status);
    return parsed.data as never;
  }

  return {
    async call(name, input, callOptions) {
      const route = routes[name];
      const { path, rest } = fillPath(route.path, await inputOf(name, input));
      const takesBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
      const response = await send(path, {
        method: route.method,
        ...(takesBody ? { json: rest } : { searchParams: searchParamsOf(rest) }),
        ...(callOptions?.signal ? { signal: callOptions.signal } : {}),
      });
      return dataOf(name, response);
    },

    async upload(name, input, file, uploadOptions = {}) {
      const route = routes[name];
      const { path, rest } = fillPath(route.path, await inputOf(name, input));
      const form = new FormData();
      for (const [key, value] of Object.entries(searchParamsOf(rest))) form.set(key, value);
      form.set(route.field ?? 'file', file);
      const { onProgress, signal } = uploadOptions;
      const response = await send(path, {
        method: route.method,
        body: form,
        // a large file takes as long as the connection needs; the person can cancel it
        timeout: false,
        ...(onProgress
          ? { fetch: fetchWithUploadProgress(onProgress, options.fetch ?? globalThis.fetch) }
          : {}),
        ...(signal ? { signal } : {}),
      });
      return dataOf(name, response);
    },

    async download(name, input, downloadOptions) {
      const route = routes[name];
      const { path, rest } = fillPath(route.path, await inputOf(name, input));
      const response = await send(path, {
        method: route.method,
        searchParams: searchParamsOf(rest),
        ...(downloadOptions?.signal ? { signal: downloadOptions.signal } : {}),
      });
      if (!response.ok) {
        const refusal = refusalOf(route, response, await envelopeOf(response));
        if (refusal) throw refusal;
      }
      const fileName =
        /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? null;
      return { blob: await response.blob(), fileName };
    },

    async stream(name, input, { onEvent, signal, events }) {
      const route = routes[name];
      const { path, rest } = fillPath(route.path, await inputOf(name, input));
      const response = await send(path, {
        method: route.method,
        json: rest,
        headers: { accept: 'text/event-stream' },
        ...(signal ? { signal } : {}),
      });
      if (!response.ok) {
        const refusal = refusalOf(route, response, await envelopeOf(response));
        if (refusal) throw refusal;
      }
      if (!response.body) throw new ApiError(response.status, UNEXPECTED_ANSWER, response.status);

      const definition = await schemasOf(name);
      const schemas: EventSchemas =
        (definition?.transport && 'events' in definition.transport
          ? definition.transport.events
          : events) ?? {};
      const checked = Boolean(definition) || Boolean(events);
      let done: unknown = null;
      // the SSE reader (and its parser) loads with the first stream, not with the first page
      const { readSseEvents } = await import('./sse.ts');
      try {
        for await (const event of readSseEvents(response.body)) {
          const schema = schemas[event.type];
          // an event this client does not know yet is left alone
          if (checked && !schema) continue;
          const parsed = schema
            ? schema.safeParse(event.data)
            : { success: true, data: event.data };
          if (!parsed.success)
            throw new ApiError(response.status, UNEXPECTED_ANSWER, response.status);
          if (event.type === 'done') done = parsed.data;
          onEvent({ type: event.type, data: parsed.data } as never);
        }
      } catch (error) {
        if (error instanceof ApiError) throw error;
        if (isAbort(error, signal)) throw signal?.reason ?? error;
        // the connection broke in the middle of the answer
        throw new ApiError(NETWORK_ERROR, NETWORK_ERROR_MESSAGE);
      }
      return done as never;
    },
  };
}
