/**
 * The one way a multipart upload is mounted. It is not a registry endpoint (its body is not
 * JSON), so it keeps the registry's rules by hand: who may call is decided first (401, 403 or
 * 404, before a byte of the body is read), then the user's upload rate (429 with Retry-After,
 * see upload-rate.ts), then the route's own body limit (413), then the parsed form goes to the
 * handler and its answer into the `{code: 0, data, msg}` envelope.
 */
import type { Context, Hono } from 'hono';
import type { UserRow } from '../accounts/repository.ts';
import { type AppEnv, limitBody, signedIn } from './endpoint.ts';
import { ApiError } from './errors.ts';
import { type UploadKind, UploadRateLimitedError, type UploadRateLimiter } from './upload-rate.ts';

export interface UploadRoute<T> {
  path: string;
  /** throws the refusal (ApiError) when the signed-in user may not upload here */
  authorize?: (user: UserRow, c: Context<AppEnv>) => Promise<void>;
  /** counts the upload against the user's rate of this kind; every started upload counts */
  rate: { limiter: UploadRateLimiter; kind: UploadKind };
  maxBodyBytes: number;
  /** the 413 message */
  tooLarge: string;
  /** the 400 message when the body is not a readable form */
  unreadable: string;
  handle: (upload: {
    user: UserRow;
    form: Record<string, unknown>;
    c: Context<AppEnv>;
  }) => Promise<T>;
}

/** the files a form value holds: none, one, or several sent under the same name */
export function filesIn(value: unknown): File[] {
  return [value].flat().filter((item): item is File => item instanceof File);
}

export function mountUpload<T>(app: Hono<AppEnv>, route: UploadRoute<T>) {
  app.post(
    route.path,
    async (c, next) => {
      const user = signedIn(await c.var.session.user());
      await route.authorize?.(user, c);
      try {
        await route.rate.limiter.take(user.id, route.rate.kind);
      } catch (error) {
        if (error instanceof UploadRateLimitedError) {
          c.header('Retry-After', String(error.retryAfterSeconds));
        }
        throw error;
      }
      await next();
    },
    limitBody(route.maxBodyBytes, route.tooLarge),
    async (c) => {
      const user = signedIn(await c.var.session.user());
      let form: Record<string, unknown>;
      try {
        form = await c.req.parseBody({ all: true });
      } catch {
        throw new ApiError(400, route.unreadable);
      }
      const data = await route.handle({ user, form, c });
      return c.json({ code: 0, data, msg: 'ok' });
    },
  );
}
