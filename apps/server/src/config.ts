import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOST_APP_DEFAULTS, type HostApp, hostAppSchema, type PaymentMethod } from '@legion/api';
import { type FileStoreConfig, readFileStoreConfig } from './files/store.ts';
import { readPaymentSecrets } from './payment/providers.ts';
import { parseSecretKey } from './shared/secret-box.ts';

export interface ProviderConfig {
  /** LEGION_PROVIDER_URL: the host app's signed service; unset, the embedded sandbox in-process */
  url: string | undefined;
  /** LEGION_PROVIDER_APP_ID / LEGION_PROVIDER_SECRET; unset, generated once and kept in the database */
  appId: string | undefined;
  secret: string | undefined;
}

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  webRoot: string;
  /**
   * LEGION_STORYBOOK_ROOT: the built component catalogue (`npm run build-storybook`), served at
   * /storybook/; `storybook-static/` at the repository root by default. Omitted or not built,
   * /storybook/ answers a 404 page that says how to build it.
   */
  storybookRoot?: string | undefined;
  /** LEGION_SEED_PASSWORD: the demo accounts' password; unset, generated and printed once */
  seedPassword: string | undefined;
  /**
   * LEGION_DEMO (on | off): a first start fills the platform with demo data (the `developer`
   * and `user` accounts, sample agents and their history, 30 people without passwords, orders,
   * reviews, a legion). On by default while the sandbox is on (a laptop's `npm start`), off
   * otherwise: a production database starts with the admin account and the built-in agents.
   */
  demo: boolean;
  /**
   * LEGION_ADMIN_PASSWORD: the admin account's password when there is no demo data; unset,
   * generated and printed once
   */
  adminPassword?: string | undefined;
  provider: ProviderConfig;
  /**
   * LEGION_SANDBOX (on | off): the embedded sandbox host app (/open/*, /sandbox/phone). On by
   * default unless LEGION_PROVIDER_URL names a real provider: its phone page signs anyone in.
   */
  sandbox: boolean;
  /**
   * where uploaded files go: `<dataDir>/uploads` by default; an S3-compatible bucket when
   * LEGION_S3_ENDPOINT is set (with LEGION_S3_BUCKET, LEGION_S3_REGION (default us-east-1),
   * LEGION_S3_ACCESS_KEY_ID and LEGION_S3_SECRET_ACCESS_KEY)
   */
  files: FileStoreConfig;
  /**
   * LEGION_PAY_CHAT_WALLET_SECRET / LEGION_PAY_PAY_WALLET_SECRET: the wallets' signing secrets
   * for payment notifications; unset, generated once and kept in the database
   */
  paymentSecrets?: Partial<Record<PaymentMethod, string>> | undefined;
  /**
   * LEGION_PUBLIC_URL: where this server itself is reached, e.g. `http://10.0.0.5:3000`; the
   * built-in agents are registered at `<it>/builtin-agents/<slug>`. Unset,
   * `http://127.0.0.1:<the port it listens on>` (the HOST when that is one address).
   */
  publicUrl?: string | undefined;
  /**
   * LEGION_INGEST_LEASE_MS: how long a knowledge ingest job stays with the instance that claimed
   * it without a renewal, i.e. how soon after a crash another instance takes it over (30 s)
   */
  ingestLeaseMs?: number | undefined;
  /**
   * LEGION_AGENT_PRIVATE_NETWORK (on | off): whether developers' agents may be on private or
   * loopback addresses. On by default while the sandbox is on (an agent on the developer's own
   * machine); off otherwise, so an agent URL cannot reach into the platform's network.
   */
  agentPrivateNetwork: boolean;
  /**
   * LEGION_HEALTH_CHECKS (on | off): the health checker of published agents. On by default
   * unless the platform has demo data, whose agents live at addresses nobody serves (they would
   * all show as not answering). LEGION_HEALTH_INTERVAL_MS (5 minutes): between two probes of an
   * agent; LEGION_HEALTH_REAL_TURN_MS (1 hour): a real turn at most this often per agent.
   */
  healthChecks?: boolean | undefined;
  healthIntervalMs?: number | undefined;
  healthRealTurnMs?: number | undefined;
  /**
   * LEGION_HOST_APP_NAME (ChainPal), LEGION_HOST_APP_ANDROID_URL, LEGION_HOST_APP_IOS_URL,
   * LEGION_HOST_APP_DOWNLOAD_URL: the host app's name and download links, written into the
   * web app's index.html; unset ones keep HOST_APP_DEFAULTS
   */
  hostApp?: HostApp | undefined;
  /**
   * LEGION_SECRET_KEY: 32 bytes, hex or base64 (`openssl rand -base64 32`), that agents' API keys
   * are sealed with; never stored in the database. Unset with the sandbox on, one is generated
   * into `<dataDir>/secret.key`; unset otherwise, saving an agent's API key is refused.
   */
  secretKey?: string | undefined;
}

function readHostApp(env: NodeJS.ProcessEnv): HostApp {
  const parsed = hostAppSchema.safeParse({
    appName: env.LEGION_HOST_APP_NAME || HOST_APP_DEFAULTS.appName,
    androidPackageUrl: env.LEGION_HOST_APP_ANDROID_URL || HOST_APP_DEFAULTS.androidPackageUrl,
    iosAppStoreUrl: env.LEGION_HOST_APP_IOS_URL || HOST_APP_DEFAULTS.iosAppStoreUrl,
    websiteDownloadUrl: env.LEGION_HOST_APP_DOWNLOAD_URL || HOST_APP_DEFAULTS.websiteDownloadUrl,
  });
  if (!parsed.success) {
    throw new Error(
      `LEGION_HOST_APP_*: a name of 1-40 characters and http(s) URLs are expected (${parsed.error.issues[0]?.path.join('.')})`,
    );
  }
  return parsed.data;
}

const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../web/dist', import.meta.url));
const DEFAULT_STORYBOOK_ROOT = fileURLToPath(new URL('../../../storybook-static', import.meta.url));

/** the key as given, once it is known to be one: a wrong key fails the start, not a save */
function readSecretKey(value: string | undefined): string | undefined {
  if (!value) return undefined;
  parseSecretKey(value);
  return value;
}

function flag(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (/^(1|on|true|yes)$/i.test(value)) return true;
  if (/^(0|off|false|no)$/i.test(value)) return false;
  throw new Error(`${name} must be on or off, got "${value}"`);
}

/** Reads the server's settings from the environment; every one has a working default. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  const seedPassword = env.LEGION_SEED_PASSWORD || undefined;
  if (seedPassword !== undefined && seedPassword.length < 8) {
    throw new Error('LEGION_SEED_PASSWORD must be at least 8 characters');
  }
  const adminPassword = env.LEGION_ADMIN_PASSWORD || undefined;
  if (adminPassword !== undefined && adminPassword.length < 8) {
    throw new Error('LEGION_ADMIN_PASSWORD must be at least 8 characters');
  }
  const providerUrl = env.LEGION_PROVIDER_URL || undefined;
  if (providerUrl !== undefined && !URL.canParse(providerUrl)) {
    throw new Error(`LEGION_PROVIDER_URL must be a URL, got "${providerUrl}"`);
  }
  const publicUrl = env.LEGION_PUBLIC_URL || undefined;
  if (publicUrl !== undefined && !/^https?:$/.test(URL.parse(publicUrl)?.protocol ?? '')) {
    throw new Error(`LEGION_PUBLIC_URL must be an http(s) URL, got "${publicUrl}"`);
  }
  const ingestLeaseMs = env.LEGION_INGEST_LEASE_MS ? Number(env.LEGION_INGEST_LEASE_MS) : undefined;
  if (ingestLeaseMs !== undefined && !(Number.isInteger(ingestLeaseMs) && ingestLeaseMs >= 300)) {
    throw new Error(
      `LEGION_INGEST_LEASE_MS must be a whole number of milliseconds, at least 300, got "${env.LEGION_INGEST_LEASE_MS}"`,
    );
  }
  const sandbox = flag('LEGION_SANDBOX', env.LEGION_SANDBOX, !providerUrl);
  const demo = flag('LEGION_DEMO', env.LEGION_DEMO, sandbox);
  const milliseconds = (name: string, least: number) => {
    const value = env[name];
    if (!value) return undefined;
    const parsed = Number(value);
    if (!(Number.isInteger(parsed) && parsed >= least))
      throw new Error(
        `${name} must be a whole number of milliseconds, at least ${least}, got "${value}"`,
      );
    return parsed;
  };
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.LEGION_DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    webRoot: resolve(env.LEGION_WEB_ROOT ?? DEFAULT_WEB_ROOT),
    storybookRoot: resolve(env.LEGION_STORYBOOK_ROOT || DEFAULT_STORYBOOK_ROOT),
    seedPassword,
    provider: {
      url: providerUrl,
      appId: env.LEGION_PROVIDER_APP_ID || undefined,
      secret: env.LEGION_PROVIDER_SECRET || undefined,
    },
    sandbox,
    demo,
    adminPassword,
    files: readFileStoreConfig(env),
    paymentSecrets: readPaymentSecrets(env),
    publicUrl,
    ingestLeaseMs,
    agentPrivateNetwork: flag(
      'LEGION_AGENT_PRIVATE_NETWORK',
      env.LEGION_AGENT_PRIVATE_NETWORK,
      sandbox,
    ),
    hostApp: readHostApp(env),
    secretKey: readSecretKey(env.LEGION_SECRET_KEY),
    healthChecks: flag('LEGION_HEALTH_CHECKS', env.LEGION_HEALTH_CHECKS, !demo),
    healthIntervalMs: milliseconds('LEGION_HEALTH_INTERVAL_MS', 1000),
    healthRealTurnMs: milliseconds('LEGION_HEALTH_REAL_TURN_MS', 1000),
  };
}
