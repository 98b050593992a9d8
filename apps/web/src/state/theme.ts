import { applyThemeMode, THEME_STORAGE_KEY, type ThemeMode } from '@legion/ui';
import { atom } from 'jotai';

function initialThemeMode(): ThemeMode {
  // index.html applied the stored (or system) mode before the first paint.
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

const themeModeValueAtom = atom<ThemeMode>(initialThemeMode());

/** The colour theme; writing it applies it to the page and stores it. */
export const themeModeAtom = atom(
  (get) => get(themeModeValueAtom),
  (_get, set, mode: ThemeMode) => {
    applyThemeMode(mode);
    try {
      localStorage.setItem(THEME_STORAGE_KEY, mode);
    } catch {
      // not stored; still applied for this page
    }
    set(themeModeValueAtom, mode);
  },
);
