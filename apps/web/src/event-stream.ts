/**
 * Posts a request whose answer is server-sent events (an agent's chat, a legion's run): such
 * answers cannot go through `api.call`, so this sends the same headers (the caller passes the
 * api client's `callHeaders()`), opens the login flow on a 401 like every call does, turns a
 * non-2xx answer into an ApiError with the server's {code, msg}, and checks every event it
 * knows against the contract before handing it on.
 *
 * Kept free of the app's modules (no Lingui macros, no atoms) so it runs in the node unit
 * project; pages wire the app's headers and 401 handling in.
 */
import { ApiError, NETWORK_ERROR, NETWORK_ERROR_MESSAGE, readSseEvents } from '@legion/api';

export const UNEXPECTED_ANSWER = 'Unexpected answer from the server';

/** a contract's schema of one event's data */
interface EventSchema {
  safeParse(value: unknown): { success: true; data: unknown } | { success: false };
}

/** `E` is the contract's union of `{ type, data }` events, typed by name */
export interface EventStreamOptions<E extends { type: string; data: unknown }> {
  /** the events this client knows, by name; any other is left alone */
  schemas: Record<E['type'], EventSchema>;
  /** aborting ends the request */
  signal?: AbortSignal | undefined;
  /** each event, in order, once it parsed with the contract */
  onEvent: (event: E) => void;
  /** the api client's headers (bearer token, language) */
  headers?: Record<string, string> | undefined;
  /** the api client's handling of an expired session */
  onUnauthorized?: (() => void) | undefined;
  /** whether a refusal means the session ended (default: a 401 or a 403) */
  sessionEnded?: ((status: number, code: number) => boolean) | undefined;
  fetch?: typeof fetch | undefined;
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');
}

/** what a stream's `done` event carries, when the contract has one */
export type DoneData<E extends { type: string; data: unknown }> = Extract<
  E,
  { type: 'done' }
>['data'];

/**
 * Posts `body` as JSON to `path` and reads its events until the stream ends. Resolves with the
 * data of its last `done` event, or null when none came. Rejects with an ApiError (the
 * server's code, or NETWORK_ERROR) or, when aborted, with the abort reason.
 */
export async function postEventStream<E extends { type: string; data: unknown }>(
  path: string,
  body: unknown,
  {
    schemas,
    signal,
    onEvent,
    headers = {},
    onUnauthorized,
    sessionEnded = (status) => status === 401 || status === 403,
    fetch: send = fetch,
  }: EventStreamOptions<E>,
): Promise<DoneData<E> | null> {
  let response: Response;
  try {
    response = await send(path, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch (error) {
    if (isAbort(error, signal)) throw error;
    throw new ApiError(NETWORK_ERROR, NETWORK_ERROR_MESSAGE);
  }

  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as {
      code?: unknown;
      msg?: unknown;
    } | null;
    const code = typeof envelope?.code === 'number' ? envelope.code : response.status;
    const message =
      typeof envelope?.msg === 'string' && envelope.msg ? envelope.msg : NETWORK_ERROR_MESSAGE;
    if (sessionEnded(response.status, code)) onUnauthorized?.();
    throw new ApiError(code, message, response.status);
  }
  if (!response.body) throw new ApiError(response.status, UNEXPECTED_ANSWER, response.status);

  let done: DoneData<E> | null = null;
  try {
    for await (const event of readSseEvents(response.body)) {
      // an event this client does not know yet is left alone
      if (!Object.hasOwn(schemas, event.type)) continue;
      const parsed = schemas[event.type as E['type']].safeParse(event.data);
      if (!parsed.success) throw new ApiError(response.status, UNEXPECTED_ANSWER, response.status);
      if (event.type === 'done') done = parsed.data as DoneData<E>;
      onEvent({ type: event.type, data: parsed.data } as E);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (isAbort(error, signal)) throw signal?.reason ?? error;
    // the connection broke in the middle of the answer
    throw new ApiError(NETWORK_ERROR, NETWORK_ERROR_MESSAGE);
  }
  return done;
}
