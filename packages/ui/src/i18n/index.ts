export { loadUiMessages } from './catalog.ts';
export {
  type HostAppOptions,
  type HostEnvironment,
  type HostLanguage,
  type HostPlatform,
  parseHostEnvironment,
} from './host-environment.ts';
export {
  apiLanguage,
  DEFAULT_LOCALE,
  isLocale,
  LANGUAGE_STORAGE_KEY,
  type LanguageInputs,
  type LanguageStart,
  LOCALES,
  type Locale,
  selectLanguage,
  startLanguage,
} from './language.ts';
