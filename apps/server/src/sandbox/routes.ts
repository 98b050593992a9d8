/**
 * The embedded sandbox over HTTP: the host app's signed service (/open/*) and the sandbox
 * phone (/sandbox/phone). The phone's forms answer HTML; the same actions sent as JSON
 * answer `{code: 0, data, msg}` (or `{code, msg}`), for tests and scripts.
 */
import {
  autoLoginRequestSchema,
  hostReviewSchema,
  qrTokenSchema,
  queryUserIdRequestSchema,
  sandboxConfirmRequestSchema,
} from '@legion/api';
import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { AccountsService } from '../accounts/service.ts';
import { type AppEnv, limitBody, validate } from '../http/endpoint.ts';
import { ApiError, respondError } from '../http/errors.ts';
import { translate } from '../http/messages.ts';
import type { QrLoginService } from '../qr-login/service.ts';
import {
  type Notice,
  PHONE_PATH,
  type PhonePage,
  type ReviewScreen,
  renderPhonePage,
} from './pages.ts';
import { PROVIDER_CODES, type ProviderAnswer, providerOk, type SandboxService } from './service.ts';

export interface SandboxRoutesDeps {
  sandbox: SandboxService;
  qrLogin: QrLoginService;
  accounts: AccountsService;
  /** the agents on the market, for the review screen's choice */
  reviewAgents: () => Promise<{ id: string; name: string }[]>;
  /** a call of the host app's server to the platform, signed with the app's credentials */
  callPlatform: (path: string, body: Record<string, unknown>) => Promise<PlatformAnswer>;
}

export interface PlatformAnswer {
  status: number;
  body: { code: number; msg: string; data?: unknown; fields?: Record<string, string> };
}

const PAGE_HEADERS = {
  // the page needs nothing but its own inline style and its own forms
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
};

const isJson = (c: Context) => /application\/json/i.test(c.req.header('content-type') ?? '');

async function readJsonObject(c: Context): Promise<Record<string, unknown> | null> {
  try {
    const value: unknown = JSON.parse((await c.req.text()) || '{}');
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** the fields of a form, or of a JSON object */
async function readAction(c: Context): Promise<Record<string, unknown>> {
  if (isJson(c)) {
    const body = await readJsonObject(c);
    if (!body) throw new ApiError(400, 'Invalid JSON body');
    return body;
  }
  const form = await c.req.parseBody();
  return Object.fromEntries(
    Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : undefined);

function errorNotice(error: ApiError): Notice {
  const field = error.fields ? Object.values(error.fields)[0] : undefined;
  const en = field ? `${error.message}: ${field}` : error.message;
  const zh = field
    ? `${translate(error.message, 'zh')}：${translate(field, 'zh')}`
    : translate(error.message, 'zh');
  return { kind: 'error', zh, en };
}

export function mountSandbox(app: Hono<AppEnv>, deps: SandboxRoutesDeps) {
  const { sandbox, qrLogin, accounts, reviewAgents, callPlatform } = deps;
  app.use('/open/*', limitBody());
  app.use(`${PHONE_PATH}/*`, limitBody());

  async function signed<S extends z.ZodType>(
    c: Context,
    schema: S,
    answer: (input: z.output<S>) => Promise<ProviderAnswer>,
  ) {
    const body = await readJsonObject(c);
    if (!body) return c.json({ code: PROVIDER_CODES.invalidRequest, msg: 'invalid request' }, 400);
    const refusal = await sandbox.refuse((name) => c.req.header(name), body);
    if (refusal) return c.json(refusal, 401);
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      return c.json({ code: PROVIDER_CODES.invalidRequest, msg: 'invalid request' }, 400);
    }
    const result = await answer(parsed.data);
    return c.json(result, result.code === PROVIDER_CODES.notFound ? 404 : 200);
  }

  app.post('/open/queryUserId', (c) =>
    signed(c, queryUserIdRequestSchema, async (query) => {
      const found = await sandbox.queryUserId(query);
      return found ? providerOk(found) : { code: PROVIDER_CODES.notFound, msg: 'user not found' };
    }),
  );

  app.post('/open/verifyToken', (c) =>
    signed(c, autoLoginRequestSchema, async ({ chainPalToken }) => {
      const found = await sandbox.verifyHostToken(chainPalToken);
      return found
        ? providerOk(found)
        : { code: PROVIDER_CODES.invalidToken, msg: 'token invalid, used or expired' };
    }),
  );

  const page = async (c: Context, content: PhonePage, status: ContentfulStatusCode = 200) => {
    for (const [name, value] of Object.entries(PAGE_HEADERS)) c.header(name, value);
    const review = { agents: await reviewAgents(), ...content.review };
    return c.html(renderPhonePage({ ...content, review }), status);
  };

  app.get(PHONE_PATH, async (c) => {
    const qrToken = c.req.query('qr')?.trim().slice(0, 200) || undefined;
    if (!qrToken) return page(c, {});
    const qrStatus = await qrLogin.status(qrToken);
    const notice: Notice | undefined =
      qrStatus === 'expired'
        ? {
            kind: 'error',
            zh: '二维码已过期，请在网页上刷新二维码',
            en: 'QR code expired: refresh it in the browser',
          }
        : undefined;
    return page(c, { qrToken, qrStatus, notice });
  });

  /** one phone action: JSON in, JSON out; or a form in, the page with the outcome out */
  function action(
    path: string,
    run: (fields: Record<string, unknown>) => Promise<{ data: unknown; page: PhonePage }>,
  ) {
    app.post(`${PHONE_PATH}/${path}`, async (c) => {
      const json = isJson(c);
      let fields: Record<string, unknown> = {};
      try {
        fields = await readAction(c);
        const outcome = await run(fields);
        return json ? c.json({ code: 0, data: outcome.data, msg: 'ok' }) : page(c, outcome.page);
      } catch (error) {
        if (json || !(error instanceof ApiError)) return respondError(c, error);
        const qrToken = text(fields.qrToken);
        const qrStatus = qrToken ? await qrLogin.status(qrToken) : undefined;
        return page(
          c,
          { qrToken, qrStatus, mobile: text(fields.mobile), notice: errorNotice(error) },
          error.status,
        );
      }
    });
  }

  action('scan', async (fields) => {
    const { qrToken } = validate(qrTokenSchema, { qrToken: text(fields.qrToken) });
    await qrLogin.scan(qrToken);
    return {
      data: { status: 'scanned' },
      page: {
        qrToken,
        qrStatus: await qrLogin.status(qrToken),
        notice: {
          kind: 'success',
          zh: '已扫码，请确认登录',
          en: 'Scanned: now confirm the sign-in',
        },
      },
    };
  });

  action('confirm', async (fields) => {
    const { qrToken, mobile } = validate(sandboxConfirmRequestSchema, {
      qrToken: text(fields.qrToken),
      mobile: text(fields.mobile),
    });
    // refuse an expired code before creating an account for a new number
    await qrLogin.check(qrToken);
    const user = await accounts.findOrCreateByMobile(mobile);
    await qrLogin.confirm(qrToken, user.id);
    return {
      data: { status: 'confirmed', userId: user.id },
      page: {
        qrToken,
        qrStatus: await qrLogin.status(qrToken),
        mobile,
        notice: {
          kind: 'success',
          zh: '已确认登录，请回到浏览器',
          en: 'Sign-in confirmed: go back to the browser',
        },
      },
    };
  });

  /**
   * The review screen: the phone's host app sends the review (or asks for the person's own)
   * to the platform's signed endpoint. A refusal keeps what was typed on the page.
   */
  function reviewAction(path: string, platformPath: string, sending: boolean) {
    app.post(`${PHONE_PATH}/${path}`, async (c) => {
      const json = isJson(c);
      const fields = await readAction(c).catch(() => null);
      if (!fields) return respondError(c, new ApiError(400, 'Invalid JSON body'));
      const rating =
        typeof fields.rating === 'number' ? fields.rating : Number(text(fields.rating) ?? NaN);
      const request = {
        agentId: text(fields.agentId) ?? '',
        mobile: text(fields.mobile) ?? '',
        // a rating that is not a number goes as null: NaN would be signed but sent as null
        ...(sending
          ? { rating: Number.isFinite(rating) ? rating : null, content: text(fields.content) ?? '' }
          : {}),
      };
      const answer = await callPlatform(platformPath, request);
      if (json) return c.json(answer.body, answer.status as ContentfulStatusCode);
      const screen: ReviewScreen = {
        agents: await reviewAgents(),
        mobile: request.mobile,
        agentId: request.agentId,
        rating: Number.isInteger(rating) ? rating : undefined,
        content: text(fields.content),
      };
      if (answer.body.code !== 0) {
        const status = answer.status as ContentfulStatusCode;
        const error = new ApiError(status, answer.body.msg, answer.body.fields);
        return page(c, { review: screen, notice: errorNotice(error) }, status);
      }
      const saved = hostReviewSchema.nullable().parse(answer.body.data);
      const notice: Notice | undefined = sending
        ? { kind: 'success', zh: '评价已提交', en: 'Review sent' }
        : undefined;
      return page(c, {
        review: {
          ...screen,
          ...(saved ? { rating: saved.rating, content: saved.content } : {}),
          saved,
        },
        notice,
      });
    });
  }
  reviewAction('review', '/api/app/reviews', true);
  reviewAction('review-lookup', '/api/app/reviews/lookup', false);

  action('host-token', async (fields) => {
    const { mobile } = validate(sandboxConfirmRequestSchema.pick({ mobile: true }), {
      mobile: text(fields.mobile),
    });
    const issued = await sandbox.issueHostToken(mobile);
    return {
      data: issued,
      page: {
        hostToken: { chainPalToken: issued.chainPalToken, expiresAt: issued.expiresAt, mobile },
        notice: {
          kind: 'success',
          zh: '已获取令牌，宿主 App 会用它打开网页',
          en: 'Token issued: the host app opens the web app with it',
        },
      },
    };
  });
}
