/** `node apps/server/src/main.ts`: the whole platform on one port. */
import { readConfig } from './config.ts';
import { startServer } from './server.ts';

const config = readConfig();
const server = await startServer(config);
console.log(`Legion is running at ${server.url}`);
console.log(
  config.databaseUrl
    ? 'database: PostgreSQL (DATABASE_URL)'
    : `database: PGlite in ${config.dataDir}`,
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
