import { z } from 'zod';
import { HOST_APP_NAME_MAX, type HostApp } from './host-app-meta.ts';

/** The server's check of the host app setting (the browser reads it with parseHostAppMeta). */
export const hostAppSchema = z.object({
  /** how every page names the host app, e.g. "下载 ChainPal App" */
  appName: z.string().trim().min(1).max(HOST_APP_NAME_MAX),
  /** the Android package */
  androidPackageUrl: z.string().url(),
  /** the iOS listing in the App Store */
  iosAppStoreUrl: z.string().url(),
  /** the download section of the host app's website (desktop) */
  websiteDownloadUrl: z.string().url(),
}) satisfies z.ZodType<HostApp>;
