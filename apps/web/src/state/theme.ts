import { THEME_COOKIE } from '@legion/api';
import { applyThemeMode, THEME_STORAGE_KEY, type ThemeMode } from '@legion/ui';
import { atom } from 'jotai';
import { rememberForServer } from './cookie.ts';

/** The mode the page shows: /early.js applied the stored (or system) one before the first paint. */
export function documentThemeMode(): ThemeMode {
  if (typeof document === 'undefined') return 'light';
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

/** a server render sets it to the mode it rendered in; hydration then settles it (ssr/hydration.tsx) */
export const themeModeValueAtom = atom<ThemeMode>(documentThemeMode());

/** The colour theme; writing it applies it to the page and stores it. */
export const themeModeAtom = atom(
  (get) => get(themeModeValueAtom),
  (_get, set, mode: ThemeMode) => {
    applyThemeMode(mode);
    try {
      localStorage.setItem(THEME_STORAGE_KEY, mode);
      // the server renders the next page in it too
      rememberForServer(THEME_COOKIE, mode);
    } catch {
      // not stored; still applied for this page
    }
    set(themeModeValueAtom, mode);
  },
);
