import { type Health, healthSchema } from '../health.ts';

/** Fixtures parse with the contract, so a mock cannot drift from the API. */
export const healthFixture: Health = healthSchema.parse({
  status: 'ok',
  database: 'pglite',
  migrations: 1,
  version: '0.1.0',
});
