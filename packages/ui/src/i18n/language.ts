/**
 * The language rules, as one pure function so that the app,
 * the stories and the tests all agree on them: the `lang` query, then the stored choice,
 * then (inside the host app) the app's own language, else the browser's language: an `en*`
 * browser gets English, anything else zh-CN; see docs/decisions/.
 */
import { type HostAppOptions, parseHostEnvironment } from './host-environment.ts';

export const LOCALES = ['zh-CN', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';
/** local-storage key of the chosen language */
export const LANGUAGE_STORAGE_KEY = 'i18n_lang';

export function isLocale(value: unknown): value is Locale {
  return value === 'zh-CN' || value === 'en';
}

export interface LanguageInputs extends HostAppOptions {
  /** the page's query string, e.g. "?lang=en" */
  search?: string;
  /** the value stored under `i18n_lang`, if any */
  stored?: string | null;
  userAgent?: string;
  /** the browser's preferred languages, e.g. `navigator.languages` (first wins) */
  browserLanguages?: readonly string[];
}

export function selectLanguage({
  search = '',
  stored = null,
  userAgent = '',
  browserLanguages = [],
  appToken,
}: LanguageInputs): Locale {
  // 1. `lang` in the query: en gives English, any other value gives Chinese.
  const lang = new URLSearchParams(search).get('lang');
  if (lang !== null) return lang === 'en' ? 'en' : 'zh-CN';
  // 2. The stored language, only when it is one we speak.
  if (isLocale(stored)) return stored;
  // 3. Inside the host app, the app's language as its user agent states it.
  const host = parseHostEnvironment(userAgent, [], { appToken });
  if (host.inHostApp) return host.language === 'en' ? 'en' : 'zh-CN';
  // 4. Outside it, the browser's first language: English for any `en*`, else Chinese.
  return /^en\b/i.test(browserLanguages[0] ?? '') ? 'en' : DEFAULT_LOCALE;
}

/** The value of the language header the main service expects. */
export function apiLanguage(locale: Locale): 'en' | 'zh' {
  return locale === 'en' ? 'en' : 'zh';
}

/** What a page does with its language as it starts (`startLanguage`). */
export interface LanguageStart {
  /** the language to show first: the server's when it rendered the page, else the rules' */
  locale: Locale;
  /**
   * the choice to write down (local storage, and the cookie the server renders from): the
   * `lang` query's, or the stored one again so that the cookie agrees with it; null when
   * nobody chose (a default is never written over a later choice)
   */
  remember: Locale | null;
  /** a stored choice the server did not render in (its cookie missing or stale): switch to it */
  switchTo: Locale | null;
}

/**
 * The language rules at a page's start. Only an explicit choice is written down: the `lang`
 * query, or the language switch later; the browser's or the host app's language is shown but
 * not stored, so it never masks a choice made later or elsewhere. A server-rendered page
 * hydrates in the server's language and then switches to a stored choice that differs.
 */
export function startLanguage(
  inputs: LanguageInputs & { rendered?: Locale | null | undefined },
): LanguageStart {
  const chosen = selectLanguage(inputs);
  const queried = new URLSearchParams(inputs.search ?? '').has('lang');
  const stored = isLocale(inputs.stored) ? inputs.stored : null;
  const remember = queried ? chosen : stored;
  const rendered = inputs.rendered ?? null;
  if (rendered === null) return { locale: chosen, remember, switchTo: null };
  const switchTo = !queried && stored !== null && stored !== rendered ? stored : null;
  return { locale: rendered, remember, switchTo };
}
