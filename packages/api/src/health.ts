import { z } from 'zod';

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  /** number of migrations applied */
  migrations: z.number().int().nonnegative(),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;
