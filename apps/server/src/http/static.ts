import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { isAppPagePath } from '@legion/api';
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

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated,
 * and index.html for any other GET a browser makes (the app's router takes it from there):
 * with 200 on the app's pages and 404 elsewhere, where the app shows its not-found page.
 */
export function mountWebApp<E extends Env>(app: Hono<E>, webRoot: string) {
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
  app.use(
    '*',
    serveStatic({
      root: webRoot,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'no-cache');
      },
    }),
  );
  let indexHtml: string | undefined;
  app.get('*', async (c, next) => {
    if (isApiPath(c.req.path) || c.req.path.startsWith('/assets/')) return next();
    indexHtml ??= await readFile(indexPath, 'utf8');
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml, isAppPagePath(c.req.path) ? 200 : 404);
  });
}
