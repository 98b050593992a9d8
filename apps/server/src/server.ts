import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import type { ServerConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';

export const VERSION = '0.1.0';

export interface RunningServer {
  url: string;
  port: number;
  /** stops taking connections, lets in-flight requests finish, then closes the database */
  close(): Promise<void>;
}

/** Opens the database, applies migrations and starts listening. */
export async function startServer(
  config: ServerConfig,
  options: { schema?: string } = {},
): Promise<RunningServer> {
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: join(config.dataDir, 'pglite'),
    schema: options.schema,
  });
  const migrations = await migrate(db);
  const app = createApp({ db, webRoot: config.webRoot, version: VERSION, migrations });
  const { promise: listening, resolve } = Promise.withResolvers<AddressInfo>();
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) =>
    resolve(info),
  );
  const address = await listening;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${shownHost}:${address.port}`,
    port: address.port,
    close() {
      closing ??= (async () => {
        await new Promise<void>((done) => {
          server.close(() => done());
          // idle keep-alive sockets would hold close() open; busy ones finish their request
          if ('closeIdleConnections' in server) server.closeIdleConnections();
        });
        await db.close();
      })();
      return closing;
    },
  };
}
