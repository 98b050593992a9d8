/**
 * The one way a registry endpoint is mounted: the body limited to 64 KB, access from its
 * `access` field (401 without a session, 403 without the role), input validated with its zod
 * schema (400 with per-field messages; 404 when a path parameter is malformed), the answer
 * checked against its output schema (which also strips anything the contract does not show)
 * and wrapped in `{code: 0, data, msg}`. The input is the JSON body (POST, PUT, PATCH) or the
 * query (GET, DELETE), with the path's `:parameters` merged over it. A GET mounted with `cache`
 * answers from the answer cache (answer-cache.ts) once its input is valid.
 */
import type { Endpoint } from '@legion/api';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import type { UserRow } from '../accounts/repository.ts';
import type { AccountsService } from '../accounts/service.ts';
import type { SignatureCheck } from '../provider/signature.ts';
import type { AnswerCache, CachePolicy } from './answer-cache.ts';
import { ApiError, respondError } from './errors.ts';
import { requestLanguage } from './messages.ts';

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
export const STALE_SIGNATURE = 'Signature timestamp outside the allowed window';

function allowed(access: Endpoint['access'], user: UserRow): boolean {
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
}

export type Mount = <I extends z.ZodType, O extends z.ZodType>(
  definition: Endpoint<I, O>,
  handler: (request: EndpointRequest<z.output<I>>) => Promise<z.input<O>> | z.input<O>,
  options?: MountOptions,
) => void;

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

export function endpointMounter(
  app: Hono<AppEnv>,
  answers?: AnswerCache,
  hostSignature?: SignatureCheck,
): Mount {
  return (definition, handler, options = {}) => {
    const cache = definition.method === 'GET' ? options.cache : undefined;
    app.on(definition.method, definition.path, limitBody(), async (c) => {
      const { token } = c.var.session;
      if (definition.access === 'host') {
        // the host app's server calls with its signature, not a person's session
        const body = await readInput(c, definition.method).catch(() => null);
        await checkHostSignature(c, body, hostSignature);
        const input = validate(definition.input, withPathParams(body, c.req.param()));
        const data = definition.output.parse(await handler({ input, user: null, token: null, c }));
        return c.json({ code: 0, data, msg: 'ok' });
      }
      const user = await c.var.session.user();
      if (definition.access !== 'public') {
        if (!user) throw new ApiError(401, SIGN_IN_REQUIRED);
        if (!allowed(definition.access, user)) throw new ApiError(403, NOT_ALLOWED);
      }
      // a visitor asking exactly what was asked before: the kept answer, before parsing anything
      const shareable = cache && answers && (cache === 'public' || token === null);
      const exactKey = shareable ? `${c.req.url} ${requestLanguage(c)}` : '';
      const kept = shareable ? answers?.kept(c, exactKey) : undefined;
      if (kept) return kept;
      const params = c.req.param() as Record<string, string>;
      const raw = withPathParams(await readInput(c, definition.method), params);
      let input: z.output<typeof definition.input>;
      try {
        input = validate(definition.input, raw);
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
      if (cache && answers) {
        const answer = async (caller: UserRow | null) => {
          const request = { input, user: caller, token: caller ? token : null, c };
          const data = definition.output.parse(await handler(request));
          return JSON.stringify({ code: 0, data, msg: 'ok' });
        };
        if (cache === 'per-person' && user) return answers.personal(c, await answer(user));
        // nothing of the caller in the key nor in the answer: it is the same for everyone
        const key = `${definition.path} ${JSON.stringify(input)} ${requestLanguage(c)}`;
        return answers.shared(c, key, cache, () => answer(null), exactKey || undefined);
      }
      const data = definition.output.parse(await handler({ input, user, token, c }));
      return c.json({ code: 0, data, msg: 'ok' });
    });
  };
}
