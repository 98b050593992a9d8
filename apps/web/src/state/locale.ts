import { DEFAULT_LOCALE, type Locale } from '@legion/ui';
import { atom } from 'jotai';
import { activateLocale } from '../i18n.ts';

/** The active interface language. Seeded at start-up, after its catalogs are loaded. */
export const localeAtom = atom<Locale>(DEFAULT_LOCALE);

/** Loads the catalogs of a language, then makes it the active one. */
export const changeLocaleAtom = atom(null, async (_get, set, locale: Locale) => {
  await activateLocale(locale);
  set(localeAtom, locale);
});
