/**
 * The host app (the chat app Legion lives in): its name and its download links.
 * One setting on the server (LEGION_HOST_APP_* in the environment, see README); the server
 * checks it with `hostAppSchema` (host-app.ts) and writes it into index.html as
 * `<meta name="legion-host-app" content="<json>">` (no inline script: the CSP forbids them);
 * the web app reads it at start, falling back to these defaults. This module is the browser's
 * side and imports no zod: it is on every page's first load, and zod is not.
 */

export interface HostApp {
  /** how every page names the host app, e.g. "下载 ChainPal App" */
  appName: string;
  /** the Android package */
  androidPackageUrl: string;
  /** the iOS listing in the App Store */
  iosAppStoreUrl: string;
  /** the download section of the host app's website (desktop) */
  websiteDownloadUrl: string;
}

export const HOST_APP_DEFAULTS: HostApp = {
  appName: 'ChainPal',
  androidPackageUrl: 'https://chainpal.cn/download/android/chainpal-latest.apk',
  iosAppStoreUrl: 'https://apps.apple.com/cn/app/chainpal/id6450000000',
  websiteDownloadUrl: 'https://chainpal.cn/download',
};

/**
 * The word the host app writes in its user agent before its version (`ChainPal/4.5.1`): the
 * app identifies itself so, whatever name the pages give it.
 */
export const HOST_APP_USER_AGENT_TOKEN = 'ChainPal';

/** the most characters of the app's name (the schema's limit too) */
export const HOST_APP_NAME_MAX = 40;

/** the name of the `<meta>` in index.html that carries the setting as JSON */
export const HOST_APP_META_NAME = 'legion-host-app';

const URL_FIELDS = ['androidPackageUrl', 'iosAppStoreUrl', 'websiteDownloadUrl'] as const;

/** the setting in a page's `<meta>`, or the defaults when it is missing or unreadable */
export function parseHostAppMeta(content: string | null | undefined): HostApp {
  if (!content) return HOST_APP_DEFAULTS;
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch {
    return HOST_APP_DEFAULTS;
  }
  if (typeof value !== 'object' || value === null) return HOST_APP_DEFAULTS;
  const record = value as Record<string, unknown>;
  const appName = typeof record.appName === 'string' ? record.appName.trim() : '';
  if (!appName || appName.length > HOST_APP_NAME_MAX) return HOST_APP_DEFAULTS;
  const urls: Partial<Record<(typeof URL_FIELDS)[number], string>> = {};
  for (const field of URL_FIELDS) {
    const url = record[field];
    if (typeof url !== 'string' || !URL.canParse(url)) return HOST_APP_DEFAULTS;
    urls[field] = url;
  }
  return { appName, ...(urls as Omit<HostApp, 'appName'>) };
}
