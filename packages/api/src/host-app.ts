import { z } from 'zod';

/**
 * The host app (the chat app Legion lives in): its name and its download links (issue 16).
 * One setting on the server (LEGION_HOST_APP_* in the environment, see README); the server
 * writes it into index.html as `<meta name="legion-host-app" content="<json>">` (no inline
 * script: the CSP forbids them) and the web app reads it at start, falling back to these
 * defaults.
 */
export const hostAppSchema = z.object({
  /** how every page names the host app, e.g. "下载 ChainPal App" */
  appName: z.string().trim().min(1).max(40),
  /** the Android package */
  androidPackageUrl: z.string().url(),
  /** the iOS listing in the App Store */
  iosAppStoreUrl: z.string().url(),
  /** the download section of the host app's website (desktop) */
  websiteDownloadUrl: z.string().url(),
});
export type HostApp = z.infer<typeof hostAppSchema>;

export const HOST_APP_DEFAULTS: HostApp = {
  appName: 'ChainPal',
  androidPackageUrl: 'https://chainpal.cn/download/android/chainpal-latest.apk',
  iosAppStoreUrl: 'https://apps.apple.com/cn/app/chainpal/id6450000000',
  websiteDownloadUrl: 'https://chainpal.cn/download',
};

/** the name of the `<meta>` in index.html that carries the setting as JSON */
export const HOST_APP_META_NAME = 'legion-host-app';

/** the setting in a page's `<meta>`, or the defaults when it is missing or unreadable */
export function parseHostAppMeta(content: string | null | undefined): HostApp {
  if (!content) return HOST_APP_DEFAULTS;
  try {
    const parsed = hostAppSchema.safeParse(JSON.parse(content));
    return parsed.success ? parsed.data : HOST_APP_DEFAULTS;
  } catch {
    return HOST_APP_DEFAULTS;
  }
}
