import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { ROUTES_FILE, routesSource } from './api-routes.ts';

it('packages/api/src/routes.ts matches the contract (else run node scripts/api-routes.ts)', async () => {
  expect(await readFile(ROUTES_FILE, 'utf8')).toBe(routesSource());
});
