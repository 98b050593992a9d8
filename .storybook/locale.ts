/** The stories' language: both catalogs (library and app) of a locale, loaded and activated. */
import { isLocale, type Locale, loadUiMessages } from '@legion/ui';
import { i18n } from '@lingui/core';
import { loadAppMessages } from '../apps/web/src/i18n.ts';

export async function activateLocale(locale: unknown): Promise<Locale> {
  const chosen = isLocale(locale) ? locale : 'zh-CN';
  if (i18n.locale === chosen) return chosen;
  const [ui, app] = await Promise.all([loadUiMessages(chosen), loadAppMessages(chosen)]);
  i18n.loadAndActivate({ locale: chosen, messages: { ...ui, ...app } });
  document.documentElement.lang = chosen;
  return chosen;
}
