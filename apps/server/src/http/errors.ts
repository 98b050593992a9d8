import type { ApiErrorBody } from '@legion/api';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * A failure a route answers with: the HTTP status tells its class (400 validation, 401, 403,
 * 404, 409, 413, 429, 500) and the body is `{code, msg}` with code = that status.
 */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly fields: Record<string, string> | undefined;
  constructor(status: ContentfulStatusCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.status = status;
    this.fields = fields;
  }
}

export function errorBody(status: number, msg: string, fields?: Record<string, string>) {
  const body: ApiErrorBody = { code: status, msg };
  if (fields) body.fields = fields;
  return body;
}

export function respondError(c: Context, error: unknown) {
  if (error instanceof ApiError) {
    return c.json(errorBody(error.status, error.message, error.fields), error.status);
  }
  console.error(error);
  return c.json(errorBody(500, 'Server error. Please try again later.'), 500);
}
