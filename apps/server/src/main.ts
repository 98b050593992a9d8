/** `node apps/server/src/main.ts`: the whole platform on one port. */
import './production-default.ts';
import { readConfig, type ServerConfig } from './config.ts';
import { startServer } from './server.ts';

let config: ServerConfig;
try {
  config = readConfig();
} catch (error) {
  // a setting is wrong: say which, without a stack trace
  console.error(`configuration error: ${(error as Error).message}`);
  process.exit(1);
}
const server = await startServer(config);
console.log(`Legion is running at ${server.url}`);
console.log(`mode: ${process.env.NODE_ENV}`);
console.log(
  config.databaseUrl
    ? 'database: PostgreSQL (DATABASE_URL)'
    : `database: PGlite in ${config.dataDir}`,
);
console.log(
  `files: ${server.files.kind === 's3' ? 'S3-compatible' : 'local folder'} ${server.files.location}`,
);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received: finishing in-flight requests, then stopping`);
  // a request that never ends must not keep the process alive for ever
  const force = setTimeout(() => {
    console.error('in-flight requests did not finish in 10 s; stopping anyway');
    process.exit(1);
  }, 10_000);
  force.unref();
  await server.close();
  console.log('stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
