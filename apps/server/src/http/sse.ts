/**
 * An answer of server-sent events (the chat and legion runs): `run` emits events while it
 * works; the client closing the connection aborts the signal it is given, and an emit after
 * that is dropped. The stream ends when `run` returns.
 */
import { encodeSseEvent } from '@legion/api';

export function sseResponse<E extends { type: string; data: unknown }>(
  run: (emit: (event: E) => Promise<void>, signal: AbortSignal) => Promise<unknown>,
  requestSignal?: AbortSignal,
): Response {
  const stop = new AbortController();
  requestSignal?.addEventListener('abort', () => stop.abort(), { once: true });
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const emit = async (event: E) => {
        if (stop.signal.aborted) return;
        try {
          controller.enqueue(encoder.encode(encodeSseEvent(event.type, event.data)));
        } catch {
          stop.abort();
        }
      };
      try {
        await run(emit, stop.signal);
      } catch (error) {
        console.error(error);
      } finally {
        try {
          controller.close();
        } catch {
          // already cancelled by the client
        }
      }
    },
    cancel() {
      stop.abort();
    },
  });
  return new Response(body, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    },
  });
}
