import type { Health } from '@legion/api';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { Database } from './db/database.ts';
import { errorBody, respondError } from './http/errors.ts';
import { isApiPath, mountWebApp } from './http/static.ts';

export interface AppOptions {
  db: Database;
  /** the folder of the built web app; omitted, the server answers the API only */
  webRoot?: string | undefined;
  version: string;
  migrations: number;
}

export function createApp({ db, webRoot, version, migrations }: AppOptions) {
  const app = new Hono();
  app.use(compress());

  app.get('/healthz', async (c) => {
    try {
      await db.query('select 1');
    } catch {
      return c.json(errorBody(503, 'Database unavailable'), 503);
    }
    const health: Health = { status: 'ok', database: db.kind, migrations, version };
    return c.json(health);
  });

  if (webRoot) mountWebApp(app, webRoot);

  app.notFound((c) => {
    if (isApiPath(c.req.path) || !webRoot) return c.json(errorBody(404, 'Not found'), 404);
    return c.text('Not found', 404);
  });
  app.onError((error, c) => respondError(c, error));
  return app;
}
