import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { HOST_APP_DEFAULTS, HOST_APP_META_NAME, type HostApp, isAppPagePath } from '@legion/api';
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
    path.startsWith('/sandbox/')
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
 * start (issue 16): a meta, not a script, as the CSP allows no inline script.
 */
export function withHostAppMeta(html: string, hostApp: HostApp): string {
  const content = JSON.stringify(hostApp).replace(/[&"<>]/g, (c) => HTML_ESCAPES[c] ?? c);
  const meta = `<meta name="${HOST_APP_META_NAME}" content="${content}" />`;
  if (html.includes('</head>')) return html.replace('</head>', `${meta}</head>`);
  return html.replace('<body', `${meta}<body`);
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated,
 * and index.html for any other GET a browser makes (the app's router takes it from there):
 * with 200 on the app's pages and 404 elsewhere, where the app shows its not-found page.
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
  app.get('*', async (c, next) => {
    if (isApiPath(c.req.path) || c.req.path.startsWith('/assets/')) return next();
    indexHtml ??= withHostAppMeta(await readFile(indexPath, 'utf8'), hostApp);
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml, isAppPagePath(c.req.path) || isIndexPath(c.req.path) ? 200 : 404);
  });
}
