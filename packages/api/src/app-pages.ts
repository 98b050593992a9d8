/**
 * The web app's pages as path patterns: the app's router (apps/web/src/routes.tsx) declares
 * exactly these, and the server answers any other path it serves the app on with 404 and the
 * same page, so the not-found screen comes with a not-found status. Zod-free, so the first load
 * can use it. A unit test beside the routes fails when the two lists differ.
 */
export const APP_PAGE_PATHS = [
  '/',
  '/agent',
  '/legion',
  '/legion/:id',
  '/plugins',
  '/plugins/market',
  '/plugins/statistics/:id',
  '/admin',
  '/admin/dev/review/:id',
  '/admin/plugins',
  '/admin/plugins/review/:id',
  '/admin/orders',
  '/admin/orders/detail/:id',
  '/admin/feedback',
  '/admin/legions',
  '/admin/reviews',
  '/admin/audit',
  '/developer',
  '/developer/certification',
  '/developer/orders',
  '/developer/orders/:id',
  '/developer/plugins',
  '/developer/orchestration',
  '/developer/statistics/:id',
  '/developer/reviews/:id',
  '/developer/member',
  '/knowledge',
  '/knowledge/:id/documents',
  '/knowledge/:id/upload',
  '/notifications',
  '/pricing',
  '/payment',
  '/docs',
  '/docs/:category',
  '/docs/:category/:article',
] as const;

export type AppPagePath = (typeof APP_PAGE_PATHS)[number];

const segments = (path: string) => path.split('/').filter((segment) => segment !== '');

const patterns = APP_PAGE_PATHS.map(segments);

/**
 * Whether the app has a page at this path, matched as its router does: case-insensitive,
 * a trailing slash ignored, `:param` standing for one segment.
 */
export function isAppPagePath(pathname: string): boolean {
  const parts = segments(pathname);
  return patterns.some(
    (pattern) =>
      pattern.length === parts.length &&
      pattern.every(
        (segment, i) =>
          segment.startsWith(':') || segment.toLowerCase() === parts[i]?.toLowerCase(),
      ),
  );
}
