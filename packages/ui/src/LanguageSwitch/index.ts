export { LanguageSwitch, type LanguageSwitchProps } from './LanguageSwitch.tsx';
