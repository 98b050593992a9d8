import { API_CODES, type ApiErrorBody, type ReviewOutcome, type SameContent } from '@legion/api';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { requestLanguage, translate } from './messages.ts';

export const SERVER_ERROR_MESSAGE = 'Server error. Please try again later.';

/**
 * A failure a route answers with: the HTTP status tells its class (400 validation, 401, 403,
 * 404, 409, 410, 413, 429, 500) and the body is `{code, msg}` with code = that status, unless
 * a product code is given (e.g. 1002 "QR code expired" on 410, or 1001 "keep waiting" on 200).
 * The message is English; the answer carries it in the request's language.
 */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly fields: Record<string, string> | undefined;
  readonly code: number;
  constructor(
    status: ContentfulStatusCode,
    message: string,
    fields?: Record<string, string>,
    code: number = status,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fields = fields;
    this.code = code;
  }
}

/**
 * 409 to a second review decision: the answer carries the decision that was made first (who,
 * when, what), so the admin who lost the race is told rather than seeing the page flip.
 */
export class ReviewConflict extends ApiError {
  readonly decided: ReviewOutcome;
  constructor(message: string, decided: ReviewOutcome) {
    super(409, message);
    this.decided = decided;
  }
}

/**
 * 409 to an upload whose content is already in the base: the answer names that document, so
 * the person can be asked whether to upload it anyway.
 */
export class SameContentConflict extends ApiError {
  readonly sameContent: SameContent;
  constructor(message: string, sameContent: SameContent) {
    super(409, message, undefined, API_CODES.sameContent);
    this.sameContent = sameContent;
  }
}

export function errorBody(status: number, msg: string, fields?: Record<string, string>) {
  const body: ApiErrorBody = { code: status, msg };
  if (fields) body.fields = fields;
  return body;
}

export function respondError(c: Context, error: unknown) {
  const language = requestLanguage(c);
  if (error instanceof ApiError) {
    const fields = error.fields
      ? Object.fromEntries(
          Object.entries(error.fields).map(([key, text]) => [key, translate(text, language)]),
        )
      : undefined;
    const body: ApiErrorBody & { data?: null } = errorBody(
      error.code,
      translate(error.message, language),
      fields,
    );
    // a non-success answer on HTTP 200 keeps the envelope's shape: {code, data: null, msg}
    if (error.status < 400) body.data = null;
    if (error instanceof ReviewConflict) body.decided = error.decided;
    if (error instanceof SameContentConflict) body.sameContent = error.sameContent;
    return c.json(body, error.status);
  }
  console.error(error);
  return c.json(errorBody(500, translate(SERVER_ERROR_MESSAGE, language)), 500);
}
