/**
 * An answer of server-sent events (the chat and legion runs) on Hono's `streamSSE`: `run`
 * emits events while it works; the client closing the connection aborts the signal it is
 * given, and an emit after that is dropped. The stream ends when `run` returns; an error it
 * throws is logged and ends the stream without an event (the client sees the stream end).
 * Each event is `event: <type>\ndata: <json>\n\n`, as `readSseEvents` in @legion/api reads.
 */
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';

export function sseResponse<E extends { type: string; data: unknown }>(
  c: Context,
  run: (emit: (event: E) => Promise<void>, signal: AbortSignal) => Promise<unknown>,
): Response {
  const stop = new AbortController();
  c.req.raw.signal.addEventListener('abort', () => stop.abort(), { once: true });
  const response = streamSSE(c, async (stream) => {
    stream.onAbort(() => stop.abort());
    const emit = async (event: E) => {
      if (stop.signal.aborted) return;
      await stream.writeSSE({ event: event.type, data: JSON.stringify(event.data) });
      // a write to a stream the client cancelled fails quietly: stop the run's work
      if (stream.aborted) stop.abort();
    };
    await run(emit, stop.signal);
  });
  // no cache of any kind, and no proxy buffering: each event is meant to arrive as it is sent
  response.headers.set('content-type', 'text/event-stream; charset=utf-8');
  response.headers.set('cache-control', 'no-store');
  response.headers.set('x-accel-buffering', 'no');
  response.headers.set('x-content-type-options', 'nosniff');
  return response;
}
