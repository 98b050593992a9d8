import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import {
  HOST_APP_DEFAULTS,
  HOST_APP_META_NAME,
  type HostApp,
  isAppPagePath,
  PAGE_RENDERER_PATH,
  type PageRenderer,
} from '@legion/api';
import type { Env, Hono } from 'hono';

/** Paths the server owns: never answered with the web app. */
export function isApiPath(path: string): boolean {
  return (
    path === '/api' ||
    path.startsWith('/api/') ||
    path.startsWith('/agent/package/') ||
    path === '/healthz' ||
    // images the server draws (the seed agents' logos and covers)
    path.startsWith('/media/') ||
    // the embedded sandbox host app: its signed service and its phone page
    path.startsWith('/open/') ||
    path === '/sandbox' ||
    path.startsWith('/sandbox/') ||
    // the component catalogue (the built Storybook, http/storybook.ts)
    path === '/storybook' ||
    path.startsWith('/storybook/')
  );
}

function isIndexPath(path: string): boolean {
  return path === '/' || path === '/index.html';
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  '<': '&lt;',
  '>': '&gt;',
};

/**
 * index.html with the host app's name and download links in a `<meta>` the web app reads at
 * start: a meta, not a script, as the CSP allows no inline script.
 */
export function withHostAppMeta(html: string, hostApp: HostApp): string {
  const content = JSON.stringify(hostApp).replace(/[&"<>]/g, (c) => HTML_ESCAPES[c] ?? c);
  const meta = `<meta name="${HOST_APP_META_NAME}" content="${content}" />`;
  if (html.includes('</head>')) return html.replace('</head>', `${meta}</head>`);
  return html.replace('<body', `${meta}<body`);
}

/**
 * The web build's server renderer (decision 0086), when the build has one: a build output
 * loaded at run time, so the server's sources import nothing from the web app.
 */
async function loadPageRenderer(webRoot: string): Promise<PageRenderer | null> {
  const path = join(webRoot, PAGE_RENDERER_PATH);
  if (!existsSync(path)) {
    console.warn(`web app has no server renderer: ${path} is missing; pages render in the browser`);
    return null;
  }
  return (await import(pathToFileURL(path).href)) as PageRenderer;
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated.
 * The public pages (and the not-found page) are rendered here by the web build's renderer;
 * any other GET a browser makes gets index.html (the app's router takes it from there), with
 * 200 on the app's pages and 404 elsewhere.
 */
export function mountWebApp<E extends Env>(
  app: Hono<E>,
  webRoot: string,
  hostApp: HostApp = HOST_APP_DEFAULTS,
) {
  const indexPath = join(webRoot, 'index.html');
  if (!existsSync(indexPath)) {
    console.warn(`web app not built: ${indexPath} is missing (run npm run build:web)`);
    return;
  }
  app.use(
    '/assets/*',
    serveStatic({
      root: webRoot,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  const staticFiles = serveStatic<E>({
    root: webRoot,
    onFound: (_path, c) => {
      c.header('Cache-Control', 'no-cache');
    },
  });
  // index.html itself is answered below, with the host app setting written into it
  app.use('*', (c, next) => (isIndexPath(c.req.path) ? next() : staticFiles(c, next)));
  let indexHtml: string | undefined;
  const renderer = loadPageRenderer(webRoot);
  app.get('*', async (c, next) => {
    if (isApiPath(c.req.path) || c.req.path.startsWith('/assets/')) return next();
    indexHtml ??= withHostAppMeta(await readFile(indexPath, 'utf8'), hostApp);
    const rendered = await (await renderer)?.render({
      request: c.req.raw,
      template: indexHtml,
      // the page's data comes through the API as the browser would get it: same checks, same cache
      fetchApi: async (request) => app.fetch(request),
      nonce: (c.get as (key: string) => unknown)('secureHeadersNonce') as string,
    });
    if (rendered) return rendered;
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml, isAppPagePath(c.req.path) || isIndexPath(c.req.path) ? 200 : 404);
  });
}
