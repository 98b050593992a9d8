/**
 * What the server renderer reads from a page request: the language (the browser's rules, with
 * the cookie as the stored choice) and the theme (its cookie). Cookies and headers come from
 * anyone, so nothing here throws on a malformed one: it is ignored.
 */
import { HOST_APP_USER_AGENT_TOKEN, LANGUAGE_COOKIE, THEME_COOKIE } from '@legion/api';
import { isThemeMode, type Locale, selectLanguage, type ThemeMode } from '@legion/ui';

/** a cookie's value, or null when it is missing or not validly encoded */
export function cookie(request: Request, name: string): string | null {
  for (const part of request.headers.get('cookie')?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return null;
    }
  }
  return null;
}

/** `Accept-Language` as a browser's `navigator.languages`: by quality, best first */
export function acceptedLanguages(header: string | null): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), quality: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

/** the language rules of the browser (ui selectLanguage), with the cookie as the stored choice */
export function languageOf(request: Request): Locale {
  return selectLanguage({
    appToken: HOST_APP_USER_AGENT_TOKEN,
    search: new URL(request.url).search,
    stored: cookie(request, LANGUAGE_COOKIE),
    userAgent: request.headers.get('user-agent') ?? '',
    browserLanguages: acceptedLanguages(request.headers.get('accept-language')),
  });
}

export function themeOf(request: Request): ThemeMode {
  const stored = cookie(request, THEME_COOKIE);
  return isThemeMode(stored) ? stored : 'light';
}
