/**
 * The app's Lingui instance. A locale is activated only once both catalogs (the library's
 * and the app's) are loaded, and <html lang> always names the active locale.
 */

import { LANGUAGE_STORAGE_KEY, type Locale, loadUiMessages } from '@legion/ui';
import { i18n } from '@lingui/core';

export async function loadAppMessages(locale: Locale) {
  const catalog =
    locale === 'en' ? await import('./locales/en.po') : await import('./locales/zh-CN.po');
  return catalog.messages;
}

export async function activateLocale(locale: Locale): Promise<void> {
  const [ui, app] = await Promise.all([loadUiMessages(locale), loadAppMessages(locale)]);
  i18n.loadAndActivate({ locale, messages: { ...ui, ...app } });
  document.documentElement.lang = locale;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // storage can be unavailable (private mode); the choice then lasts for this page only
  }
}

export { i18n };
