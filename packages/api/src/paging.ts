/**
 * The page every list endpoint answers with. Its own module, imported by every domain that
 * lists something, so that no domain imports another only to paginate (see
 * imports.test.ts: the contract's imports point one way).
 */
import { z } from 'zod';

/** A page of a list: every list endpoint paginates. */
/* @__NO_SIDE_EFFECTS__ */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  });
}
