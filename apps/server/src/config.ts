import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  webRoot: string;
}

const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Reads the server's settings from the environment; every one has a working default. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.LEGION_DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    webRoot: resolve(env.LEGION_WEB_ROOT ?? DEFAULT_WEB_ROOT),
  };
}
