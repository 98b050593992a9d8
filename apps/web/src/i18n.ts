/**
 * The app's Lingui instance. A locale is activated only once its catalogs (the library's,
 * the screens' and the app's) are loaded, and <html lang> always names the active locale.
 */

import { LANGUAGE_COOKIE } from '@legion/api';
import { loadScreensMessages } from '@legion/screens';
import { LANGUAGE_STORAGE_KEY, type Locale, loadUiMessages } from '@legion/ui';
import { i18n } from '@lingui/core';
import { rememberForServer } from './state/cookie.ts';

export async function loadAppMessages(locale: Locale) {
  const catalog =
    locale === 'en' ? await import('./locales/en.po') : await import('./locales/zh-CN.po');
  return catalog.messages;
}

/** The three catalogs of a language: the app's over the screens', over the library's. */
export async function loadMessages(locale: Locale) {
  const [ui, screens, app] = await Promise.all([
    loadUiMessages(locale),
    loadScreensMessages(locale),
    loadAppMessages(locale),
  ]);
  return { ...ui, ...screens, ...app };
}

/** Loads a language's catalogs and makes it the active one; writes nothing down. */
export async function activateLocale(locale: Locale): Promise<void> {
  i18n.loadAndActivate({ locale, messages: await loadMessages(locale) });
  document.documentElement.lang = locale;
}

/**
 * Writes a person's choice of language down: in local storage, and in the cookie the server
 * renders the next page from. Only for an explicit choice (the `lang` query, the switch).
 */
export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
    rememberForServer(LANGUAGE_COOKIE, locale);
  } catch {
    // storage can be unavailable (private mode); the choice then lasts for this page only
  }
}

export { i18n };
