/**
 * The stories' language. A library story gets the library's catalog only, so a message the
 * library forgot to translate shows in its own stories instead of being covered by another
 * catalog; a screen gets the library's and the screens'; an app page all three. Each catalog
 * is its own chunk, fetched once per locale.
 *
 * Activating replaces the locale's messages (`loadAndActivate`), so a library story shown after
 * an app screen holds the library's catalog only, in Storybook and in the story tests, whose
 * files share one page (vitest.config.ts).
 */
import { isLocale, type Locale, loadUiMessages } from '@legion/ui';
import { i18n, type Messages } from '@lingui/core';
import { loadScreensMessages } from '../packages/screens/src/i18n.ts';

export type CatalogScope = 'library' | 'screens' | 'app';

/** the app's pages are titled `App/…` (apps/web), Legion's screens `Screens/…`; the rest is the library's */
export const catalogScope = (title: string): CatalogScope =>
  title === 'App' || title.startsWith('App/')
    ? 'app'
    : title.startsWith('Screens/')
      ? 'screens'
      : 'library';

type Catalog = 'library' | 'screens' | 'app';
const CATALOGS: Record<CatalogScope, Catalog[]> = {
  library: ['library'],
  screens: ['library', 'screens'],
  app: ['library', 'screens', 'app'],
};

const catalogs = new Map<string, Promise<Messages>>();

function catalog(name: Catalog, locale: Locale): Promise<Messages> {
  const key = `${name}:${locale}`;
  let messages = catalogs.get(key);
  if (!messages) {
    messages =
      name === 'library'
        ? loadUiMessages(locale)
        : name === 'screens'
          ? loadScreensMessages(locale)
          : import('../apps/web/src/i18n.ts').then(({ loadAppMessages }) =>
              loadAppMessages(locale),
            );
    catalogs.set(key, messages);
  }
  return messages;
}

/** starts fetching the library's catalog of a locale before any story asks for it */
export function prefetchCatalog(locale: Locale): void {
  void catalog('library', locale);
}

let active: string | undefined;
let activeScope: CatalogScope = 'app';

/** activates a locale with the catalogs of `scope` (by default, those of the story on show) */
export async function activateLocale(
  locale: unknown,
  scope: CatalogScope = activeScope,
): Promise<Locale> {
  const chosen = isLocale(locale) ? locale : 'zh-CN';
  const key = `${scope}:${chosen}`;
  if (active === key) return chosen;
  const parts = await Promise.all(CATALOGS[scope].map((name) => catalog(name, chosen)));
  i18n.loadAndActivate({ locale: chosen, messages: Object.assign({}, ...parts) });
  active = key;
  activeScope = scope;
  document.documentElement.lang = chosen;
  return chosen;
}
