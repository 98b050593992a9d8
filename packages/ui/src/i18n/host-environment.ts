/**
 * Reads what the user agent says about the host environment. The product's own app, when it
 * has one, identifies itself in its user agent as `<token>/<version>` (the token is the
 * product's, passed as `appToken`) and may add `Language/<zh|en>`. The language value comes
 * from that user agent inside the app, otherwise from the browser.
 */
export type HostPlatform = 'm' | 'ipad' | 'pc';
export type HostLanguage = 'zh' | 'en';

export interface HostEnvironment {
  /** inside the provider's own mobile app */
  inHostApp: boolean;
  /** inside a messenger's in-app browser (WeChat, QQ, DingTalk, Weibo …) */
  inMessenger: boolean;
  platform: HostPlatform;
  /** the host app's language inside it; elsewhere the browser's (zh unless it prefers English) */
  language: HostLanguage;
  /** only set inside the host app, e.g. "4.5.1" */
  appVersion: string | null;
}

const HOST_LANGUAGE = /\bLanguage\/(zh|en)\b/i;
const MESSENGER = /MicroMessenger|\bQQ\/|DingTalk|Weibo|Lark|Feishu/i;
const IPAD = /iPad|Macintosh.*\bMobile\b/i;
const MOBILE = /Android|iPhone|iPod|Mobile|HarmonyOS/i;

function browserLanguage(tags: readonly string[]): HostLanguage {
  for (const tag of tags) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (primary === 'en') return 'en';
    if (primary === 'zh') return 'zh';
  }
  return 'zh';
}

export interface HostAppOptions {
  /**
   * the word the product's own app writes in its user agent before `/<version>` (e.g.
   * `Acme` for `Acme/4.5.1`); without it no page counts as inside the app
   */
  appToken?: string | undefined;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `<token>/<version>` in a user agent, e.g. `Acme/4.5.1` */
function hostAppPattern(appToken: string): RegExp {
  return new RegExp(`\\b${escapeRegExp(appToken)}\\/(\\d+(?:\\.\\d+){0,3})`, 'i');
}

export function parseHostEnvironment(
  userAgent: string,
  browserLanguages: readonly string[] = [],
  { appToken }: HostAppOptions = {},
): HostEnvironment {
  const app = appToken ? hostAppPattern(appToken).exec(userAgent) : null;
  const inHostApp = app !== null;
  const language = inHostApp
    ? ((HOST_LANGUAGE.exec(userAgent)?.[1]?.toLowerCase() as HostLanguage | undefined) ?? 'zh')
    : browserLanguage(browserLanguages);
  let platform: HostPlatform = 'pc';
  if (IPAD.test(userAgent)) platform = 'ipad';
  else if (MOBILE.test(userAgent)) platform = 'm';
  return {
    inHostApp,
    inMessenger: !inHostApp && MESSENGER.test(userAgent),
    platform,
    language,
    appVersion: app?.[1] ?? null,
  };
}
