import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { seedAccounts, seedAdminAccount } from './accounts/seed.ts';
import { seedAdminConsole } from './admin/seed.ts';
import type { HealthSettings } from './agents/health.ts';
import type { AgentLimits } from './agents/protocols/call.ts';
import { createApp } from './app.ts';
import { BUILTIN_AGENTS_PATH } from './builtin-agents/catalog.ts';
import { ensureBuiltinAgents } from './builtin-agents/index.ts';
import { agentFetch } from './chat/agent-fetch.ts';
import type { ServerConfig } from './config.ts';
import { type Database, openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { seedDeveloperConsole } from './developer/seed.ts';
import { type FileStore, KNOWLEDGE_PREFIX, openFileStore, prefixedStore } from './files/store.ts';
import { keptAlive } from './http/connections.ts';
import type { Mount } from './http/endpoint.ts';
import { ingestRunner } from './knowledge/jobs.ts';
import { seedLegions } from './legion/seed.ts';
import { seedMarket } from './market/seed.ts';
import { DELIVER_EVERY_MS } from './notifications/service.ts';
import { seedPlans } from './payment/plans.ts';
import { RECONCILE_EVERY_MS } from './payment/reconciliation.ts';
import { providerCredentials } from './provider/credentials.ts';
import { loadSecretKey, secretBox } from './shared/secret-box.ts';

export const VERSION = '0.1.0';

export interface RunningServer {
  url: string;
  port: number;
  /** the server's database (for tests and tools) */
  db: Database;
  /** where uploaded files are kept (local folder or S3-compatible bucket) */
  files: FileStore;
  /** every route and middleware the app mounted, as Hono lists them (the role-matrix test) */
  routes: readonly { method: string; path: string }[];
  /** the registry endpoints the mounter mounted, as `METHOD /path` */
  mounted: ReadonlySet<string>;
  /** resolves once the knowledge ingest queue is idle (tests) */
  knowledgeIdle(): Promise<void>;
  /** stops taking connections, lets in-flight requests finish, then closes the database */
  close(): Promise<void>;
}

export interface StartOptions {
  /** PostgreSQL only: the schema to work in (tests use one each) */
  schema?: string | undefined;
  /** the clock of the rules (sessions, QR validity, limits); tests move it */
  now?: (() => number) | undefined;
  /** where start-up notices go, e.g. the seed password (console.log by default) */
  log?: ((line: string) => void) | undefined;
  /** more endpoints, mounted with the registry's helper (tests) */
  routes?: ((mount: Mount) => void) | undefined;
  /** how often the payment reconciliation runs (RECONCILE_EVERY_MS unless set; tests shorten it) */
  reconcileEveryMs?: number | undefined;
  /** how often notifications' SMS are sent (DELIVER_EVERY_MS unless set) */
  deliverEveryMs?: number | undefined;
  /** the time and size limits of test, check and probe calls to agents (tests shorten them) */
  agentLimits?: Partial<AgentLimits> | undefined;
  /**
   * how often the health checker looks for agents due, and its settings; null: off; unset: as
   * the config says (LEGION_HEALTH_*), every HEALTH_TICK_MS
   */
  health?: { everyMs: number; settings?: Partial<HealthSettings> | undefined } | null | undefined;
}

/** how often an instance looks for agents due for a health probe */
export const HEALTH_TICK_MS = 10_000;

/** this server's own address from the host it listens on: loopback when that is every address */
export function ownUrl(host: string, port: number): string {
  if (host === '' || host === '0.0.0.0' || host === '::') return `http://127.0.0.1:${port}`;
  return host.includes(':') ? `http://[${host}]:${port}` : `http://${host}:${port}`;
}

/** Opens the database, applies migrations, seeds a fresh one and starts listening. */
export async function startServer(
  config: ServerConfig,
  options: StartOptions = {},
): Promise<RunningServer> {
  const now = options.now ?? Date.now;
  const log = options.log ?? console.log;
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: join(config.dataDir, 'pglite'),
    schema: options.schema,
  });
  const migrations = await migrate(db);
  if (config.demo) {
    await seedAccounts(db, { password: config.seedPassword, now, log });
    await seedMarket(db, { now, log });
    await seedDeveloperConsole(db, { now, log });
    await seedAdminConsole(db, { now, log });
    await seedLegions(db, { now, log });
  } else {
    await seedAdminAccount(db, { password: config.adminPassword, now, log });
  }
  await seedPlans(db);
  const credentials = await providerCredentials(db, config.provider);
  if (config.provider.url && !(config.provider.appId && config.provider.secret)) {
    log('LEGION_PROVIDER_URL is set without LEGION_PROVIDER_APP_ID and LEGION_PROVIDER_SECRET');
  }
  if (!config.provider.url && !config.sandbox) {
    log('LEGION_SANDBOX is off and LEGION_PROVIDER_URL unset: host-app sign-in will fail');
  }
  const secretKey = loadSecretKey({
    env: config.secretKey,
    sandbox: config.sandbox,
    dataDir: config.dataDir,
  });
  if (!secretKey) {
    log('LEGION_SECRET_KEY is unset: agents with an API key cannot be saved or called');
  }
  const files = openFileStore(config.files, join(config.dataDir, 'uploads'));
  const knowledgeJobs = ingestRunner({
    db,
    now,
    files: prefixedStore(files, KNOWLEDGE_PREFIX),
    leaseMs: config.ingestLeaseMs,
  });
  // the built-in agents are on this server: their address is trusted by name, once known
  let builtinAgentsBase: string | undefined;
  const app = createApp({
    agentFetch: agentFetch({
      privateNetwork: config.agentPrivateNetwork,
      trusted: (url) => builtinAgentsBase !== undefined && url.href.startsWith(builtinAgentsBase),
    }),
    db,
    secretBox: secretBox(secretKey),
    webRoot: config.webRoot,
    storybookRoot: config.storybookRoot,
    hostApp: config.hostApp,
    version: VERSION,
    migrations,
    now,
    provider: { url: config.provider.url, credentials },
    sandbox: config.sandbox,
    files,
    knowledgeJobs,
    routes: options.routes,
    paymentSecrets: config.paymentSecrets,
    log,
    reconcileEveryMs: options.reconcileEveryMs ?? RECONCILE_EVERY_MS,
    deliverEveryMs: options.deliverEveryMs ?? DELIVER_EVERY_MS,
    agentLimits: options.agentLimits,
    health:
      options.health === undefined
        ? config.healthChecks
          ? {
              everyMs: HEALTH_TICK_MS,
              settings: {
                ...(config.healthIntervalMs ? { intervalMs: config.healthIntervalMs } : {}),
                ...(config.healthRealTurnMs ? { realTurnEveryMs: config.healthRealTurnMs } : {}),
              },
            }
          : undefined
        : (options.health ?? undefined),
  });
  const { promise: listening, resolve } = Promise.withResolvers<AddressInfo>();
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) =>
    resolve(info),
  );
  const address = await listening;
  const closeServer = keptAlive(server as Server);
  // the built-in agents are called over HTTP at this server's address, which can change per run
  const baseUrl = config.publicUrl ?? ownUrl(config.host, address.port);
  builtinAgentsBase = `${baseUrl.replace(/\/+$/, '')}${BUILTIN_AGENTS_PATH}/`;
  await ensureBuiltinAgents(db, {
    baseUrl,
    now,
    log,
  });
  // jobs a stopped server left running are queued again and run
  await knowledgeJobs.recover();
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${shownHost}:${address.port}`,
    port: address.port,
    db,
    files,
    routes: app.routes.map(({ method, path }) => ({ method, path })),
    mounted: app.mounted,
    knowledgeIdle: () => knowledgeJobs.idle(),
    close() {
      closing ??= (async () => {
        await closeServer();
        await knowledgeJobs.stop();
        await app.stopBackground();
        await db.close();
      })();
      return closing;
    },
  };
}
