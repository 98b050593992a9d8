import {
  type AgentCard,
  endpoints,
  type Health,
  type HostApp,
  openApiDocument,
  PAYMENT_METHODS,
  type PaymentMethod,
  providerRequestHeaders,
} from '@legion/api';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { mountAccounts } from './accounts/routes.ts';
import { accountsService } from './accounts/service.ts';
import { ordersService } from './admin/orders.ts';
import { reviewsService } from './admin/reviews.ts';
import { mountAdmin } from './admin/routes.ts';
import { conformanceService } from './agents/conformance.ts';
import { type HealthSettings, healthChecker } from './agents/health.ts';
import type { AgentLimits } from './agents/protocols/call.ts';
import { agentsService } from './agents/service.ts';
import { agentTestConsole } from './agents/test-console.ts';
import { mountAudit } from './audit/routes.ts';
import { auditService } from './audit/service.ts';
import { builtinSigningKeys, mountBuiltinAgents } from './builtin-agents/index.ts';
import { mountChat } from './chat/routes.ts';
import { chatService } from './chat/service.ts';
import type { Database } from './db/database.ts';
import { certificationService } from './developer/certification.ts';
import { imagesService } from './developer/images.ts';
import { mountDeveloper, mountImages } from './developer/routes.ts';
import { statisticsService } from './developer/statistics.ts';
import { teamService } from './developer/team.ts';
import { mountFeedback } from './feedback/routes.ts';
import { feedbackService } from './feedback/service.ts';
import { type FileStore, KNOWLEDGE_PREFIX, prefixedStore } from './files/store.ts';
import { answerCache } from './http/answer-cache.ts';
import { type AppEnv, endpointMounter, type Mount, sessionMiddleware } from './http/endpoint.ts';
import { errorBody, respondError } from './http/errors.ts';
import { requestLanguage, translate } from './http/messages.ts';
import { requestScopeMiddleware } from './http/request-scope.ts';
import { securityHeaders } from './http/security-headers.ts';
import { isApiPath, mountWebApp } from './http/static.ts';
import { mountStorybook } from './http/storybook.ts';
import { uploadRateLimiter } from './http/upload-rate.ts';
import { type IngestRunner, ingestRunner } from './knowledge/jobs.ts';
import { mountKnowledge, mountKnowledgeUpload } from './knowledge/routes.ts';
import { knowledgeService } from './knowledge/service.ts';
import { mountLegionRuns, mountLegions } from './legion/routes.ts';
import { legionService } from './legion/service.ts';
import { mountSeedMedia } from './market/media.ts';
import { mountMarket } from './market/routes.ts';
import { marketService } from './market/service.ts';
import { mountNotifications } from './notifications/routes.ts';
import { notificationsService, smsDeliveryLoop } from './notifications/service.ts';
import { paymentSecrets, sandboxProvider } from './payment/providers.ts';
import { reconciliationLoop } from './payment/reconciliation.ts';
import { mountPayment, mountSandboxPay } from './payment/routes.ts';
import { paymentService } from './payment/service.ts';
import { hostProviderClient } from './provider/client.ts';
import type { ProviderCredentials } from './provider/credentials.ts';
import { mountHost } from './provider/routes.ts';
import { hostService } from './provider/service.ts';
import { signatureChecker } from './provider/signature.ts';
import { mountQrLogin } from './qr-login/routes.ts';
import { qrLoginService } from './qr-login/service.ts';
import { mountReviews } from './reviews/routes.ts';
import { reviewsService as agentReviewsService } from './reviews/service.ts';
import { mountSandbox } from './sandbox/routes.ts';
import { sandboxService } from './sandbox/service.ts';
import { type SecretBox, secretBox } from './shared/secret-box.ts';
import { sandboxOutbox } from './sms/outbox.ts';
import { mountSmsOutbox } from './sms/page.ts';

/** the base URL of the embedded sandbox provider; its requests never leave the process */
export const IN_PROCESS_PROVIDER_URL = 'http://sandbox.legion.internal/';

export interface AppOptions {
  db: Database;
  /** the folder of the built web app; omitted, the server answers the API only */
  webRoot?: string | undefined;
  /**
   * the folder of the built component catalogue (`npm run build-storybook`), served at
   * /storybook/; omitted or not built, /storybook/ answers a 404 page that says how to build it
   */
  storybookRoot?: string | undefined;
  /** the host app's name and download links, written into index.html (defaults when omitted) */
  hostApp?: HostApp | undefined;
  version: string;
  migrations: number;
  /** the clock of every rule with a time in it (sessions, QR validity, limits); tests move it */
  now?: () => number;
  provider: {
    /** the host app's signed service; undefined: the embedded sandbox, in-process */
    url: string | undefined;
    credentials: ProviderCredentials;
  };
  /** where uploaded files are kept: images at the top, knowledge files under `knowledge/` */
  files: FileStore;
  /** the knowledge ingest runner (the server starts and stops it); one is made when omitted */
  knowledgeJobs?: IngestRunner | undefined;
  /** mounts the embedded sandbox host app (/open/*, /sandbox/phone) */
  sandbox: boolean;
  /** more endpoints, mounted with the same helper (tests use it for access rules) */
  routes?: ((mount: Mount) => void) | undefined;
  /** the wallets' signing secrets from the environment; unset ones are kept in the database */
  paymentSecrets?: Partial<Record<PaymentMethod, string>> | undefined;
  /** seals and opens agents' API keys (none: saving or calling with one is refused) */
  secretBox?: SecretBox | undefined;
  /** how agents are called: `agentFetch` (chat/agent-fetch.ts) refuses private addresses */
  agentFetch?: typeof fetch | undefined;
  /** the time and size limits of the console's, checks' and probes' calls (tests shorten them) */
  agentLimits?: Partial<AgentLimits> | undefined;
  /**
   * the health checker of published agents: how often this instance looks for agents due for a
   * probe, and the probes' settings; off when omitted (the server sets it)
   */
  health?: { everyMs: number; settings?: Partial<HealthSettings> | undefined } | undefined;
  /** where the server's lines go, e.g. the sandbox SMS outbox (console.log by default) */
  log?: ((line: string) => void) | undefined;
  /** how often the payment reconciliation runs; off when omitted (the server sets it) */
  reconcileEveryMs?: number | undefined;
  /** how often notifications' SMS are sent (undefined: not in the background) */
  deliverEveryMs?: number | undefined;
}

export function createApp(options: AppOptions) {
  const { db, webRoot, version, migrations } = options;
  const now = options.now ?? Date.now;
  const log = options.log ?? console.log;
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
  const box = options.secretBox ?? secretBox(null);
  const agents = agentsService({ db, now, box });
  const agentCalls = {
    ...(options.agentFetch ? { fetch: options.agentFetch } : {}),
    ...(options.agentLimits ? { limits: options.agentLimits } : {}),
  };
  const conformance = conformanceService({
    db,
    now,
    box,
    requireAccess: agents.requireAccess,
    call: agentCalls,
  });
  const developer = {
    certification: certificationService({ db, now }),
    agents,
    testConsole: agentTestConsole({
      db,
      now,
      box,
      requireAccess: agents.requireAccess,
      call: agentCalls,
    }),
    conformance,
    team: teamService({ db, now, host }),
    statistics: statisticsService({ db, now, agents }),
    images: imagesService({ db, now, files: options.files }),
  };
  const knowledgeFiles = prefixedStore(options.files, KNOWLEDGE_PREFIX);
  const knowledgeJobs = options.knowledgeJobs ?? ingestRunner({ db, now, files: knowledgeFiles });
  const knowledge = knowledgeService({ db, now, files: knowledgeFiles, jobs: knowledgeJobs });
  const admin = {
    reviews: reviewsService({ db, now }),
    orders: ordersService({ db, now }),
    conformance,
  };
  // the wallets: the embedded sandbox providers while the sandbox is on (no real one yet)
  let wallets: ReturnType<typeof loadWallets> | undefined;
  const loadWallets = async () => {
    const secrets = await paymentSecrets(db, options.paymentSecrets);
    return Object.fromEntries(
      PAYMENT_METHODS.map((method) => [method, sandboxProvider(method, secrets[method], db)]),
    ) as Record<PaymentMethod, ReturnType<typeof sandboxProvider>>;
  };
  const payment = paymentService({
    db,
    now,
    providers: async () => {
      if (!options.sandbox) return null;
      wallets ??= loadWallets().catch((error) => {
        wallets = undefined;
        throw error;
      });
      return wallets;
    },
  });

  // payments that always settle: every instance asks the wallets about pending orders
  const reconciliation =
    options.reconcileEveryMs === undefined
      ? null
      : reconciliationLoop(payment, options.reconcileEveryMs, log);

  // first, so that every answer carries them, errors and 404s included
  app.use(securityHeaders());
  app.use(compress());
  app.use(sessionMiddleware(accounts));
  // the request's address, for the audit trail of whatever it does
  app.use(requestScopeMiddleware());

  app.get('/healthz', async (c) => {
    try {
      await db.query('select 1');
    } catch {
      return c.json(errorBody(503, translate('Database unavailable', requestLanguage(c))), 503);
    }
    const health: Health = { status: 'ok', database: db.kind, migrations, version };
    return c.json(health);
  });

  // the market list, an agent's detail and the package list from memory (decision 0083)
  // the host app's calls (reviews written in the app) are signed with the platform's credentials
  const hostSignature = signatureChecker({ apps: () => [options.provider.credentials], now });
  const { mount, mounted } = endpointMounter(app, answerCache({ db, now }), hostSignature);
  mount(endpoints.openApi, ({ c }) => c.json(openApiDocument(version)));
  mountQrLogin(mount, qrLogin);
  mountAccounts(mount, accounts);
  mountHost(mount, host);
  mountMarket(mount, market);
  mountReviews(
    mount,
    agentReviewsService({
      db,
      now,
      findUserByMobile: accounts.findUserByMobile,
      requireAgentAccess: agents.requireAccess,
    }),
  );
  mountSeedMedia(app);
  mountDeveloper(mount, developer);
  // uploads are counted in the database, so that every instance sees the same rate
  const uploads = uploadRateLimiter({ db, now });
  mountImages(mount, app, developer.images, uploads);
  mountAdmin(mount, admin);
  mountAudit(mount, auditService({ db }), now);
  mountKnowledge(mount, knowledge);
  mountKnowledgeUpload(mount, knowledge, uploads);
  const chat = chatService({ db, now, knowledge, call: agentCalls, box });
  mountChat(mount, chat);
  const legions = legionService({ db, now });
  mountLegions(mount, legions);
  mountLegionRuns(mount, legions, db, now, box, agentCalls);
  mountPayment(mount, payment);
  mountBuiltinAgents(app, { signingKeyOf: builtinSigningKeys(db), now });
  // SMS: the sandbox outbox while the sandbox is on; no real gateway yet (then 503)
  const smsOutbox = options.sandbox ? sandboxOutbox({ db, now, log }) : null;
  mountFeedback(mount, feedbackService({ db, now, sms: smsOutbox }));
  mountNotifications(mount, notificationsService({ db, now }));
  // the SMS of decisions, sent in the background by every instance (one claims each message)
  const smsDelivery =
    smsOutbox && options.deliverEveryMs !== undefined
      ? smsDeliveryLoop({ db, sms: smsOutbox, now }, options.deliverEveryMs, log)
      : null;
  options.routes?.(mount);

  // published agents watched by every instance (each claims the agents it probes)
  const healthLoop = options.health
    ? healthChecker({ db, now, box, call: agentCalls, settings: options.health.settings }).start(
        options.health.everyMs,
        log,
      )
    : null;

  if (options.sandbox) {
    const sandbox = sandboxService({
      db,
      accounts,
      apps: [options.provider.credentials],
      now,
    });
    mountSandbox(app, {
      sandbox,
      qrLogin,
      accounts,
      // the market's 100 most popular agents, as a visitor sees them
      reviewAgents: async () => {
        const cards: AgentCard[] = [];
        for (let page = 1; cards.length < 100; page += 1) {
          const { items, total } = await market.list({ sort: 'popular', page, pageSize: 48 }, null);
          cards.push(...items);
          if (items.length === 0 || cards.length >= total) break;
        }
        return cards
          .slice(0, 100)
          .map((card) => ({ id: card.id, name: `${card.nameZh} · ${card.nameEn}` }));
      },
      // the phone's host app signs its calls to the platform as the real one's server would
      callPlatform: async (path, body) => {
        const credentials = { ...options.provider.credentials, os: 'sandbox' };
        const response = await app.fetch(
          new Request(new URL(path, IN_PROCESS_PROVIDER_URL), {
            method: 'POST',
            headers: await providerRequestHeaders(credentials, body, now()),
            body: JSON.stringify(body),
          }),
        );
        return { status: response.status, body: await response.json() };
      },
    });
    if (smsOutbox) mountSmsOutbox(app, smsOutbox);
    // the sandbox wallet's pay page posts its notification through the real route, in-process
    mountSandboxPay(app, payment, async (method, notification) => {
      const response = await app.fetch(
        new Request(new URL(`api/payment/notify/${method}`, IN_PROCESS_PROVIDER_URL), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(notification),
        }),
      );
      return { status: response.status, body: await response.json() };
    });
  }

  // before the web app, whose pages would otherwise answer /storybook/
  mountStorybook(app, options.storybookRoot);
  if (webRoot) mountWebApp(app, webRoot, options.hostApp);

  app.notFound((c) => {
    if (isApiPath(c.req.path) || !webRoot) {
      return c.json(errorBody(404, translate('Not found', requestLanguage(c))), 404);
    }
    return c.text('Not found', 404);
  });
  app.onError((error, c) => respondError(c, error));
  /** stops what the app runs in the background (the payment reconciliation) */
  return Object.assign(app, {
    /** the routes the mounter mounted, each `METHOD /path` of a registry endpoint */
    mounted,
    stopBackground: async () => {
      await Promise.all([reconciliation?.stop(), smsDelivery?.stop(), healthLoop?.stop()]);
    },
  });
}
