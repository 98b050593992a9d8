/**
 * The stories' mock API: one MSW worker for the preview, started as soon as the preview loads
 * (in parallel with the story index, the story's module and its catalogs, not after them) and
 * imported lazily, so msw is not part of the preview's first chunk.
 *
 * A story lists its handlers in `parameters.msw` (an array, or `{ handlers: { name: [...] } }`
 * so a story can replace one of the meta's by name). The story waits for the worker only when it
 * has handlers; in the story tests every story waits for it, so a call to our API without a
 * handler fails the test (unhandled-requests.ts, vitest.setup.ts).
 */
import type { Loader } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { unhandledApiRequests } from './unhandled-requests.ts';

type MswParameter = RequestHandler[] | { handlers?: RequestHandler[] | Record<string, unknown> };

let started: Promise<SetupWorker> | undefined;

export function startWorker(): Promise<SetupWorker> {
  started ??= import('msw/browser').then(async ({ setupWorker }) => {
    const worker = setupWorker();
    await worker.start({
      quiet: true,
      // beside the preview, wherever the catalogue is served: at the root in development and in
      // the story tests, under /storybook/ on the server (its scope is that folder)
      serviceWorker: { url: new URL('mockServiceWorker.js', window.location.href).pathname },
      // a call to our API without a handler fails the story; assets and modules pass
      onUnhandledFrame({ frame, defaults }) {
        const request = (frame as { data?: { request?: Request } }).data?.request;
        if (!request) return;
        const { pathname } = new URL(request.url);
        if (pathname.startsWith('/api/') || pathname.startsWith('/agent/package/')) {
          unhandledApiRequests.push(`${request.method} ${pathname}`);
          defaults.error();
        }
      },
    });
    return worker;
  });
  return started;
}

function handlersOf(parameter: MswParameter | undefined): RequestHandler[] {
  if (!parameter) return [];
  if (Array.isArray(parameter)) return parameter;
  const { handlers } = parameter;
  if (!handlers) return [];
  return (Array.isArray(handlers) ? handlers : Object.values(handlers))
    .flat()
    .filter(Boolean) as RequestHandler[];
}

const inStoryTests = import.meta.env.VITEST_STORYBOOK === 'true';

export const mswLoader: Loader = async ({ parameters }) => {
  const handlers = handlersOf(parameters.msw as MswParameter | undefined);
  const worker = startWorker();
  if (handlers.length === 0 && !inStoryTests) {
    // nothing to mock: render now, and drop the previous story's handlers once it is up
    void worker.then((running) => running.resetHandlers());
    return {};
  }
  const running = await worker;
  running.resetHandlers();
  if (handlers.length > 0) running.use(...handlers);
  return {};
};
