/** What every domain's MSW handlers share: any-origin paths, the envelope, pages, streams. */
import { HttpResponse } from 'msw';

/** matches the path on any origin: the page's in a browser, any base URL in Node */
export const any = (path: string) => `*${path}`;
export const ok = (data: unknown) => HttpResponse.json({ code: 0, data, msg: 'ok' });
export const fail = (status: number, msg: string, code = status) =>
  HttpResponse.json({ code, msg }, { status });

/** one page of a list, as the server pages it */
export function pageOfItems<T>(items: T[], request: Request, pageSize = 12) {
  const url = new URL(request.url);
  const page = Number(url.searchParams.get('page') ?? 1);
  const size = Number(url.searchParams.get('pageSize') ?? pageSize);
  return {
    items: items.slice((page - 1) * size, page * size),
    total: items.length,
    page,
    pageSize: size,
  };
}

/** one event of a mocked stream, sent after its wait (or never, for 'infinite') */
export type StreamStep = { wait?: number | 'infinite'; type: string; data: unknown };

/** An answer of server-sent events, each after its wait; stops quietly when the reader goes. */
export function eventStream(steps: StreamStep[]): HttpResponse<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder();
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      void (async () => {
        for (const step of steps) {
          const { wait } = step;
          if (wait === 'infinite') await new Promise(() => {});
          else if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
          if (cancelled) return;
          controller.enqueue(
            encoder.encode(`event: ${step.type}\ndata: ${JSON.stringify(step.data)}\n\n`),
          );
        }
        if (!cancelled) controller.close();
      })();
    },
    cancel() {
      cancelled = true;
    },
  });
  return new HttpResponse(stream, {
    headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' },
  });
}
