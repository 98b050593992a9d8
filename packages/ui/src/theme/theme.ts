/** Light and dark themes, chosen by the stored theme mode. */
export type ThemeMode = 'light' | 'dark';
export const THEME_STORAGE_KEY = 'theme_mode';

export function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'light' || value === 'dark';
}

/** The stored mode wins; without one, the system's preference. */
export function selectThemeMode(stored: string | null, prefersDark: boolean): ThemeMode {
  if (isThemeMode(stored)) return stored;
  return prefersDark ? 'dark' : 'light';
}

/** Applies a mode to the document: `data-theme` drives the colour tokens. */
export function applyThemeMode(mode: ThemeMode, root: HTMLElement = document.documentElement) {
  root.dataset.theme = mode;
  root.style.colorScheme = mode;
}
