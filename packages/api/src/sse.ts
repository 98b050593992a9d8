/**
 * Server-sent events as Legion sends them (`event: <name>` and `data: <JSON>` lines): framing
 * one, and reading a stream of them. Used by the server (agent calls, its own streams) and by
 * the client's `stream`; free of zod, so the client carries it without the contract.
 */
import { createParser } from 'eventsource-parser';

/** the whole event stream of an agent's turn, text and framing together (AGENT_LIMITS) */
export const SSE_MAX_BYTES = 256 * 1024;

/** One server-sent event, framed. */
export function encodeSseEvent(type: string, data: unknown): string {
  return `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * Reads server-sent events from a byte stream: yields `{type, data}` per event (data parsed
 * as JSON when it is JSON; `message` when the event names no type). Throws `SseTooLargeError`
 * once more than `maxBytes` have arrived. The framing is eventsource-parser's (the WHATWG
 * rules: CR, LF or CRLF lines, comments, multi-line data); an event the stream ends in the
 * middle of, without its blank line, is still handed on.
 */
export async function* readSseEvents(
  stream: ReadableStream<Uint8Array>,
  maxBytes: number = SSE_MAX_BYTES,
): AsyncGenerator<{ type: string; data: unknown }> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const ready: { type: string; data: unknown }[] = [];
  const parser = createParser({
    onEvent: (event) => ready.push({ type: event.event ?? 'message', data: parsed(event.data) }),
  });
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > maxBytes) throw new SseTooLargeError(maxBytes);
      parser.feed(decoder.decode(value, { stream: true }));
      yield* ready.splice(0);
    }
    // a blank line dispatches what is left as a last event (EventSource itself would drop it)
    parser.feed(`${decoder.decode()}\n\n`);
    yield* ready.splice(0);
  } finally {
    reader.releaseLock();
  }
}

function parsed(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

export class SseTooLargeError extends Error {
  readonly limit: number;
  constructor(limit: number) {
    super(`the event stream exceeded ${limit} bytes`);
    this.limit = limit;
    this.name = 'SseTooLargeError';
  }
}
