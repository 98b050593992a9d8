import { HOST_APP_META_NAME, parseHostAppMeta } from '@legion/api';

/**
 * The host app: its name, where to download it and how to open it. One
 * setting on the server (LEGION_HOST_APP_*, see README) written into
 * index.html as a `<meta>`; read once at start, with the same defaults when it is missing
 * (the dev server, stories). So the download prompt on the home page, the open-in-app
 * overlay and every message naming the app always agree.
 */
const hostApp = parseHostAppMeta(
  globalThis.document?.querySelector(`meta[name="${HOST_APP_META_NAME}"]`)?.getAttribute('content'),
);

export const APP_LINKS = {
  ...hostApp,
  /** the deep-link scheme the app registers */
  deepLinkScheme: 'legion://',
  /** the customer service hotline shown on the home page */
  hotline: '400-820-2026',
} as const;
