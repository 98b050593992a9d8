import { readFileSync } from 'node:fs';
import { APP_PAGE_PATHS, isAppPagePath } from '@legion/api';
import { describe, expect, it } from 'vitest';

// read as text: the routes module needs the Lingui macro, which the unit project does not run
const routesSource = readFileSync(new URL('./routes.tsx', import.meta.url), 'utf8');
const routerPaths = [...routesSource.matchAll(/\bpath: '([^']+)'/g)]
  .map((match) => match[1] as string)
  .filter((path) => path !== '*');

describe('the page list the server answers 404 by', () => {
  it('is exactly the paths of the router', () => {
    expect(routerPaths.length).toBeGreaterThan(20);
    expect([...routerPaths].sort()).toEqual([...APP_PAGE_PATHS].sort());
  });

  it('matches paths as the router does', () => {
    expect(isAppPagePath('/')).toBe(true);
    expect(isAppPagePath('/plugins/market/')).toBe(true);
    expect(isAppPagePath('/Pricing')).toBe(true);
    expect(isAppPagePath('/knowledge/42/documents')).toBe(true);
    expect(isAppPagePath('/docs/api/api-introduction')).toBe(true);
    expect(isAppPagePath('/this/does/not/exist')).toBe(false);
    expect(isAppPagePath('/knowledge/42')).toBe(false);
    expect(isAppPagePath('/legion/1/2')).toBe(false);
  });
});
