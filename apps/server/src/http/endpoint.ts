/**
 * The one way a registry endpoint is mounted: the body limited to 64 KB, access from its
 * `access` field (401 without a session, 403 without the role), input validated with its zod
 * schema (400 with per-field messages; 404 when a path parameter is malformed), the answer
 * checked against its output schema (which also strips anything the contract does not show)
 * and wrapped in `{code: 0, data, msg}`. The input is the JSON body (POST, PUT, PATCH) or the
 * query (GET, DELETE), with the path's `:parameters` merged over it. A GET mounted with `cache`
 * answers from the answer cache (answer-cache.ts) once its input is valid.
 */
import type { Endpoint, Transport } from '@legion/api';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import type { UserRow } from '../accounts/repository.ts';
import type { AccountsService } from '../accounts/service.ts';
import type { SignatureCheck } from '../provider/signature.ts';
import type { AnswerCache, CachePolicy } from './answer-cache.ts';
import { ApiError, respondError } from './errors.ts';
import { requestLanguage } from './messages.ts';
import { type UploadKind, UploadRateLimitedError, type UploadRateLimiter } from './upload-rate.ts';

export interface Session {
  /** the bearer token of the request, whether or not it is valid */
  token: string | null;
  /** its user: null for no token, an unknown one or an expired one */
  user(): Promise<UserRow | null>;
}

export interface AppEnv {
  Variables: { session: Session };
}

export const SIGN_IN_REQUIRED = 'Please sign in';
export const NOT_ALLOWED = 'Not allowed';
export const INVALID_REQUEST = 'Invalid request';

/** JSON calls are small; uploads will have their own limit */
export const MAX_JSON_BODY = 64 * 1024;

/** 413 for a body over `maxSize`, before anything reads it */
export function limitBody(
  maxSize = MAX_JSON_BODY,
  message = 'Request body too large',
): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize,
    onError: (c) => respondError(c, new ApiError(413, message)),
  });
  // a GET or HEAD has no body (the Fetch API gives it none); asking for one would make
  // @hono/node-server build a whole Request for nothing, a tenth of a cached answer's time
  return (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next));
}

export function bearerToken(c: Context): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
  return match?.[1] ?? null;
}

/** Reads the bearer token; its user is loaded once, when something asks for it. */
export function sessionMiddleware(accounts: AccountsService): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c);
    let user: Promise<UserRow | null> | undefined;
    c.set('session', {
      token,
      user: () => {
        user ??= accounts.userForToken(token);
        return user;
      },
    });
    await next();
  };
}

/** the user of a non-public endpoint: the helper has already refused everyone else */
export function signedIn(user: UserRow | null): UserRow {
  if (!user) throw new ApiError(401, SIGN_IN_REQUIRED);
  return user;
}

export const INVALID_SIGNATURE = 'Invalid signature';
export const INVALID_API_KEY = 'Invalid API key';

/** the person whose API key the bearer is, or null (no such key, revoked, expired) */
export type PersonalKeys = (key: string) => Promise<UserRow | null>;
export const STALE_SIGNATURE = 'Signature timestamp outside the allowed window';

function allowed(access: Endpoint['access'], user: UserRow): boolean {
  if (access === 'host' || access === 'key') return false;
  if (access === 'admin') return user.role === 'admin';
  if (access === 'developer') return user.role === 'developer' || user.role === 'admin';
  return true;
}

export const INVALID_CHARACTER = 'Contains a character that is not allowed';

/** PostgreSQL stores neither U+0000 nor a lone UTF-16 surrogate (in text or in jsonb) */
const storable = (text: string) => !text.includes('\u0000') && text.isWellFormed();

/**
 * The path of the first string (or key) in the value that PostgreSQL cannot store: without
 * this check it would end as a 500 in SQL ("invalid byte sequence", "Unicode low surrogate
 * must follow a high surrogate"). Walked without recursion: a body may nest thousands deep.
 */
function unstorableTextAt(value: unknown): string[] | undefined {
  const stack: [unknown, string[]][] = [[value, []]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      if (!storable(item)) return path;
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (!storable(key)) return [...path, key];
        stack.push([child, [...path, key]]);
      }
    }
  }
  return undefined;
}

/** `{username: 'username required'}`; a missing field reads "<field> required" */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input, {
    error: (issue) =>
      issue.input === undefined && issue.path?.length
        ? `${String(issue.path.at(-1))} required`
        : undefined,
  });
  if (result.success) {
    const unstorable = unstorableTextAt(result.data);
    if (!unstorable) return result.data;
    if (!unstorable.length) throw new ApiError(400, INVALID_CHARACTER);
    throw new ApiError(400, INVALID_REQUEST, { [unstorable.join('.')]: INVALID_CHARACTER });
  }
  const fields: Record<string, string> = {};
  let formMessage: string | undefined;
  for (const issue of result.error.issues) {
    if (issue.path.length === 0) formMessage ??= issue.message;
    else fields[issue.path.join('.')] ??= issue.message;
  }
  const hasFields = Object.keys(fields).length > 0;
  throw new ApiError(400, formMessage ?? INVALID_REQUEST, hasFields ? fields : undefined);
}

/** the JSON body (empty means `{}`) or, for GET and DELETE, the query */
export async function readInput(c: Context, method: Endpoint['method']): Promise<unknown> {
  if (method === 'GET' || method === 'DELETE') return c.req.query();
  const text = await c.req.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'Invalid JSON body');
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The input with the path's parameters merged over it: the path is the authority on `:id`,
 * whatever the query or body say. A body that is not an object stays as it is (and fails
 * validation).
 */
export function withPathParams(input: unknown, params: Record<string, string>): unknown {
  if (Object.keys(params).length === 0 || !isPlainObject(input)) return input;
  return { ...input, ...params };
}

export interface EndpointRequest<Input> {
  input: Input;
  /** for 'public' endpoints null unless a valid bearer came along; otherwise always a user */
  user: UserRow | null;
  token: string | null;
  c: Context<AppEnv>;
}

/** an upload's request: the signed-in user, the files of the transport's field, the whole form */
export interface UploadRequest<Input> extends EndpointRequest<Input> {
  user: UserRow;
  files: File[];
  form: Record<string, unknown>;
}

/** a download's answer: the file's name and its contents */
export interface DownloadAnswer {
  fileName: string;
  body: string;
}

/**
 * What a handler answers, by the endpoint's transport: the envelope's `data` (JSON, upload), a
 * file (download), or a Response of its own making (an event stream, a raw body in another
 * protocol's wire format).
 */
export type Answered<O extends z.ZodType, T> = T extends { kind: 'download' }
  ? DownloadAnswer
  : T extends { kind: 'events' } | { kind: 'raw' }
    ? Response
    : z.input<O>;

export type Handler<I extends z.ZodType, O extends z.ZodType, T> = T extends { kind: 'upload' }
  ? (request: UploadRequest<z.output<I>>) => Promise<z.input<O>> | z.input<O>
  : (request: EndpointRequest<z.output<I>>) => Promise<Answered<O, T>> | Answered<O, T>;

/** an upload's own rules, checked in this order before its body is read */
export interface UploadRules {
  /** throws the refusal (ApiError) when the signed-in user may not upload here (e.g. 404) */
  authorize?: (user: UserRow, c: Context<AppEnv>) => Promise<void>;
  /** counts the upload against the user's rate of this kind; every started upload counts */
  rate: { limiter: UploadRateLimiter; kind: UploadKind };
  maxBodyBytes: number;
  /** the 413 message */
  tooLarge: string;
  /** the 400 message when the body is not a readable form */
  unreadable: string;
}

export interface MountOptions {
  /**
   * The 404 message when a path parameter does not validate ('Not found' by default): a
   * malformed id names nothing, exactly like an unknown one.
   */
  notFound?: string;
  /**
   * Fields whose message, when they fail, becomes the answer's `msg` instead of "Invalid
   * request" (the first failing one in this order): a form's one decisive message.
   */
  messageFrom?: string[];
  /**
   * A GET whose answer may be kept (answer-cache.ts): 'public' when it is the same for
   * everyone, 'per-person' when a signed-in caller's has something of theirs in it (their
   * answer is then never kept, and marked private). Only answers that change with the
   * catalogue (migration 0017's tables) may be cached: nothing else forgets them.
   */
  cache?: CachePolicy;
  /** an upload endpoint's rules (required for one) */
  upload?: UploadRules;
  /**
   * a raw endpoint's refusals in its protocol's own error shape; without it, the envelope's
   * `{code, msg}`
   */
  refuse?: (error: unknown, c: Context<AppEnv>) => Response | Promise<Response>;
}

export type Mount = <
  I extends z.ZodType,
  O extends z.ZodType,
  // a definition without a transport (written without the registry's helper) is JSON
  T extends Transport | undefined = undefined,
>(
  definition: Endpoint<I, O, T>,
  handler: Handler<I, O, T>,
  options?: MountOptions,
) => void;

/** a mounter, and the routes it mounted (`METHOD /path`), for the test that nothing else is */
export interface Mounter {
  mount: Mount;
  mounted: ReadonlySet<string>;
}

export const NOT_FOUND = 'Not found';

/**
 * A 'host' endpoint's signature (provider/signature.ts): checked over the body as sent, before
 * anything else; without a checker every host call is refused.
 */
async function checkHostSignature(c: Context, raw: unknown, check: SignatureCheck | undefined) {
  const body = isPlainObject(raw) ? raw : null;
  const refusal = check && body ? await check((name) => c.req.header(name), body) : 'invalid';
  if (refusal === 'stale-timestamp') throw new ApiError(401, STALE_SIGNATURE);
  if (refusal) throw new ApiError(401, INVALID_SIGNATURE);
}

/**
 * the caller of an endpoint that is not 'host': 401 without a session, 403 without the role;
 * of a 'key' endpoint, the person whose API key the bearer is (401 for anything else, a
 * session's token included)
 */
async function callerOf(
  c: Context<AppEnv>,
  access: Endpoint['access'],
  personalKeys: PersonalKeys | undefined,
) {
  if (access === 'key') {
    const { token } = c.var.session;
    const holder = token && personalKeys ? await personalKeys(token) : null;
    if (!holder) throw new ApiError(401, INVALID_API_KEY);
    return holder;
  }
  const user = await c.var.session.user();
  if (access !== 'public') {
    if (!user) throw new ApiError(401, SIGN_IN_REQUIRED);
    if (!allowed(access, user)) throw new ApiError(403, NOT_ALLOWED);
  }
  return user;
}

/**
 * The input validated: 404 when a path parameter is malformed (it names nothing), else 400
 * with per-field messages, the decisive field's message as the answer's `msg` when one failed.
 */
function inputOf<S extends z.ZodType>(
  schema: S,
  raw: unknown,
  params: Record<string, string>,
  options: MountOptions,
): z.output<S> {
  try {
    return validate(schema, raw);
  } catch (error) {
    const malformedParam =
      error instanceof ApiError &&
      Object.keys(error.fields ?? {}).some((field) =>
        Object.hasOwn(params, field.split('.')[0] ?? ''),
      );
    if (malformedParam) throw new ApiError(404, options.notFound ?? NOT_FOUND);
    const decisive =
      error instanceof ApiError
        ? options.messageFrom?.map((field) => error.fields?.[field]).find(Boolean)
        : undefined;
    if (error instanceof ApiError && decisive) {
      throw new ApiError(error.status, decisive, error.fields, error.code);
    }
    throw error;
  }
}

const envelopeOf = (data: unknown) => ({ code: 0, data, msg: 'ok' });

/**
 * Mounts registry endpoints, each by its transport: JSON in and the envelope out (optionally
 * cached), a multipart upload (rules, rate and body limit before the body is read), a file
 * download, an event stream, or a raw answer in another protocol's wire format. Every refusal
 * before the answer starts is the envelope's `{code, msg}` (a raw endpoint may answer its own
 * shape instead).
 */
export function endpointMounter(
  app: Hono<AppEnv>,
  answers?: AnswerCache,
  hostSignature?: SignatureCheck,
  /** who holds an API key; without it (no keys exist yet) every 'key' call is refused */
  personalKeys?: PersonalKeys,
): Mounter {
  const mounted = new Set<string>();
  const mount: Mount = (definition, handler, options = {}) => {
    mounted.add(`${definition.method} ${definition.path}`);
    const transport = definition.transport as Transport | undefined;
    // the handler as the transports below call it: their types were checked at the mount
    const handle = handler as (request: unknown) => Promise<unknown> | unknown;
    if (transport?.kind === 'upload') {
      mountUpload(app, definition, transport.field, handle, options, personalKeys);
      return;
    }
    const cache = definition.method === 'GET' ? options.cache : undefined;
    app.on(definition.method, definition.path, limitBody(), async (c) => {
      try {
        return await answer(c);
      } catch (error) {
        if (options.refuse) return options.refuse(error, c);
        throw error;
      }
    });

    async function answer(c: Context<AppEnv>): Promise<Response> {
      const { token } = c.var.session;
      if (definition.access === 'host') {
        // the host app's server calls with its signature, not a person's session
        const body = await readInput(c, definition.method).catch(() => null);
        await checkHostSignature(c, body, hostSignature);
        const input = validate(definition.input, withPathParams(body, c.req.param()));
        const data = definition.output.parse(await handle({ input, user: null, token: null, c }));
        return c.json(envelopeOf(data));
      }
      const user = await callerOf(c, definition.access, personalKeys);
      // a visitor asking exactly what was asked before: the kept answer, before parsing anything
      const shareable = cache && answers && (cache === 'public' || token === null);
      const exactKey = shareable ? `${c.req.url} ${requestLanguage(c)}` : '';
      const kept = shareable ? answers?.kept(c, exactKey) : undefined;
      if (kept) return kept;
      const params = c.req.param() as Record<string, string>;
      const raw = withPathParams(await readInput(c, definition.method), params);
      const input = inputOf(definition.input, raw, params, options);
      if (transport?.kind === 'events' || transport?.kind === 'raw') {
        return (await handle({ input, user, token, c })) as Response;
      }
      if (transport?.kind === 'download') {
        const file = (await handle({ input, user, token, c })) as DownloadAnswer;
        return c.body(file.body, 200, {
          'Content-Type': `${transport.type}; charset=utf-8`,
          'Content-Disposition': `attachment; filename="${file.fileName}"`,
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
        });
      }
      if (cache && answers) {
        const json = async (caller: UserRow | null) => {
          const request = { input, user: caller, token: caller ? token : null, c };
          const data = definition.output.parse(await handle(request));
          return JSON.stringify(envelopeOf(data));
        };
        if (cache === 'per-person' && user) return answers.personal(c, await json(user));
        // nothing of the caller in the key nor in the answer: it is the same for everyone
        const key = `${definition.path} ${JSON.stringify(input)} ${requestLanguage(c)}`;
        return answers.shared(c, key, cache, () => json(null), exactKey || undefined);
      }
      const data = definition.output.parse(await handle({ input, user, token, c }));
      return c.json(envelopeOf(data));
    }
  };
  return { mount, mounted };
}

/**
 * A multipart upload: who may call is decided first (401, 403, or the rules' own refusal such
 * as a 404, before a byte of the body is read), then the user's upload rate (429 with
 * Retry-After, see upload-rate.ts), then the upload's body limit (413); then the form's other
 * fields with the path's parameters are validated as the input, and the answer goes into the
 * envelope.
 */
function mountUpload(
  app: Hono<AppEnv>,
  definition: Endpoint,
  field: string,
  handle: (request: unknown) => Promise<unknown> | unknown,
  options: MountOptions,
  personalKeys: PersonalKeys | undefined,
) {
  const rules = options.upload;
  if (!rules) throw new Error(`${definition.path}: an upload is mounted with its upload rules`);
  app.on(
    definition.method,
    definition.path,
    async (c, next) => {
      const user = signedIn(await callerOf(c, definition.access, personalKeys));
      await rules.authorize?.(user, c);
      try {
        await rules.rate.limiter.take(user.id, rules.rate.kind);
      } catch (error) {
        if (error instanceof UploadRateLimitedError) {
          c.header('Retry-After', String(error.retryAfterSeconds));
        }
        throw error;
      }
      await next();
    },
    limitBody(rules.maxBodyBytes, rules.tooLarge),
    async (c) => {
      const user = signedIn(await callerOf(c, definition.access, personalKeys));
      let form: Record<string, unknown>;
      try {
        form = await c.req.parseBody({ all: true });
      } catch {
        throw new ApiError(400, rules.unreadable);
      }
      // the input is the form's fields that are not files, with the path's parameters
      const fields = Object.fromEntries(
        Object.entries(form).filter(([, value]) => filesIn(value).length === 0),
      );
      const params = c.req.param() as Record<string, string>;
      const input = inputOf(definition.input, withPathParams(fields, params), params, options);
      const files = filesIn(form[field]);
      const data = definition.output.parse(
        await handle({ input, user, token: c.var.session.token, c, files, form }),
      );
      return c.json(envelopeOf(data));
    },
  );
}

/** the files a form value holds: none, one, or several sent under the same name */
export function filesIn(value: unknown): File[] {
  return [value].flat().filter((item): item is File => item instanceof File);
}
