export {
  applyThemeMode,
  isThemeMode,
  selectThemeMode,
  THEME_STORAGE_KEY,
  type ThemeMode,
} from './theme.ts';
