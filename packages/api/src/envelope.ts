import { z } from 'zod';
import { reviewOutcomeSchema } from './developer.ts';

/** Main-service success code: a response succeeds only when code === 0. */
export const SUCCESS_CODE = 0;

/** Every main-service answer: `{code, data, msg}`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), data, msg: z.string() });
}

/** A failure answer: `{code, msg}`, with the HTTP status telling the class of failure. */
export const apiErrorSchema = z.object({
  code: z.number().int(),
  msg: z.string(),
  /** field-level messages of a validation failure, keyed by the field's path */
  fields: z.record(z.string(), z.string()).optional(),
  /** on a 409 to a review decision: the decision another admin made first */
  decided: reviewOutcomeSchema.optional(),
  /** on a 409 to an upload: the document already in the base with the same content */
  sameContent: z.object({ id: z.string(), name: z.string() }).optional(),
});
export type SameContent = NonNullable<z.infer<typeof apiErrorSchema>['sameContent']>;
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
