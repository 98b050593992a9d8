import { join } from 'node:path';
import { type Health, openApiDocument } from '@legion/api';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { mountAccounts } from './accounts/routes.ts';
import { accountsService } from './accounts/service.ts';
import { ordersService } from './admin/orders.ts';
import { reviewsService } from './admin/reviews.ts';
import { mountAdmin, mountOrderExport } from './admin/routes.ts';
import type { Database } from './db/database.ts';
import { agentsService } from './developer/agents.ts';
import { certificationService } from './developer/certification.ts';
import { imagesService } from './developer/images.ts';
import { mountDeveloper, mountImages } from './developer/routes.ts';
import { statisticsService } from './developer/statistics.ts';
import { teamService } from './developer/team.ts';
import { type AppEnv, endpointMounter, type Mount, sessionMiddleware } from './http/endpoint.ts';
import { errorBody, respondError } from './http/errors.ts';
import { requestLanguage, translate } from './http/messages.ts';
import { isApiPath, mountWebApp } from './http/static.ts';
import { type IngestRunner, ingestRunner } from './knowledge/jobs.ts';
import { mountKnowledge, mountKnowledgeUpload } from './knowledge/routes.ts';
import { knowledgeService } from './knowledge/service.ts';
import { mountSeedMedia } from './market/media.ts';
import { mountMarket } from './market/routes.ts';
import { marketService } from './market/service.ts';
import { hostProviderClient } from './provider/client.ts';
import type { ProviderCredentials } from './provider/credentials.ts';
import { mountHost } from './provider/routes.ts';
import { hostService } from './provider/service.ts';
import { mountQrLogin } from './qr-login/routes.ts';
import { qrLoginService } from './qr-login/service.ts';
import { mountSandbox } from './sandbox/routes.ts';
import { sandboxService } from './sandbox/service.ts';

/** the base URL of the embedded sandbox provider; its requests never leave the process */
export const IN_PROCESS_PROVIDER_URL = 'http://sandbox.legion.internal/';

export interface AppOptions {
  db: Database;
  /** the folder of the built web app; omitted, the server answers the API only */
  webRoot?: string | undefined;
  version: string;
  migrations: number;
  /** the clock of every rule with a time in it (sessions, QR validity, limits); tests move it */
  now?: () => number;
  provider: {
    /** the host app's signed service; undefined: the embedded sandbox, in-process */
    url: string | undefined;
    credentials: ProviderCredentials;
  };
  /** the folder uploaded images are kept in (`<dataDir>/uploads`) */
  uploadsDir: string;
  /** the knowledge ingest runner (the server starts and stops it); one is made when omitted */
  knowledgeJobs?: IngestRunner | undefined;
  /** mounts the embedded sandbox host app (/open/*, /sandbox/phone) */
  sandbox: boolean;
  /** more endpoints, mounted with the same helper (tests use it for access rules) */
  routes?: ((mount: Mount) => void) | undefined;
}

export function createApp(options: AppOptions) {
  const { db, webRoot, version, migrations } = options;
  const now = options.now ?? Date.now;
  const app = new Hono<AppEnv>();

  const accounts = accountsService({ db, now });
  const qrLogin = qrLoginService({ db, accounts, now, sandbox: options.sandbox });
  const provider = hostProviderClient({
    baseUrl: options.provider.url ?? IN_PROCESS_PROVIDER_URL,
    ...options.provider.credentials,
    fetch: options.provider.url
      ? fetch
      : async (input, init) => app.fetch(new Request(input, init)),
    now,
  });
  const host = hostService({ accounts, provider });
  const market = marketService({ db, now });
  const agents = agentsService({ db, now });
  const developer = {
    certification: certificationService({ db, now }),
    agents,
    team: teamService({ db, now }),
    statistics: statisticsService({ db, now, agents }),
    images: imagesService({ db, now, uploadsDir: options.uploadsDir }),
  };
  const knowledgeFilesDir = join(options.uploadsDir, 'knowledge');
  const knowledgeJobs =
    options.knowledgeJobs ?? ingestRunner({ db, now, filesDir: knowledgeFilesDir });
  const knowledge = knowledgeService({ db, now, filesDir: knowledgeFilesDir, jobs: knowledgeJobs });
  const admin = { reviews: reviewsService({ db, now }), orders: ordersService({ db, now }) };

  app.use(compress());
  app.use(sessionMiddleware(accounts));

  app.get('/healthz', async (c) => {
    try {
      await db.query('select 1');
    } catch {
      return c.json(errorBody(503, translate('Database unavailable', requestLanguage(c))), 503);
    }
    const health: Health = { status: 'ok', database: db.kind, migrations, version };
    return c.json(health);
  });
  app.get('/api/openapi.json', (c) => c.json(openApiDocument(version)));

  const mount = endpointMounter(app);
  mountQrLogin(mount, qrLogin);
  mountAccounts(mount, accounts);
  mountHost(mount, host);
  mountMarket(mount, market);
  mountSeedMedia(app);
  mountDeveloper(mount, developer);
  mountImages(app, developer.images);
  mountAdmin(mount, admin);
  mountOrderExport(app, admin.orders);
  mountKnowledge(mount, knowledge);
  mountKnowledgeUpload(app, knowledge);
  options.routes?.(mount);

  if (options.sandbox) {
    const sandbox = sandboxService({
      db,
      accounts,
      apps: [options.provider.credentials],
      now,
    });
    mountSandbox(app, { sandbox, qrLogin, accounts });
  }

  if (webRoot) mountWebApp(app, webRoot);

  app.notFound((c) => {
    if (isApiPath(c.req.path) || !webRoot) {
      return c.json(errorBody(404, translate('Not found', requestLanguage(c))), 404);
    }
    return c.text('Not found', 404);
  });
  app.onError((error, c) => respondError(c, error));
  return app;
}
