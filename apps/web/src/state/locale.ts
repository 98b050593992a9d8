import { DEFAULT_LOCALE, type Locale } from '@legion/ui';
import { atom } from 'jotai';
import { activateLocale, rememberLocale } from '../i18n.ts';

/** The active interface language. Seeded at start-up, after its catalogs are loaded. */
export const localeAtom = atom<Locale>(DEFAULT_LOCALE);

/** A person's choice: loads the catalogs of a language, makes it the active one, keeps it. */
export const changeLocaleAtom = atom(null, async (_get, set, locale: Locale) => {
  rememberLocale(locale);
  await activateLocale(locale);
  set(localeAtom, locale);
});
