/**
 * Everything the library's components need from the app, in one provider: the Lingui
 * instance with the library's own catalog for the active locale, the colour theme, and the
 * component its links navigate with (the app's router Link).
 */
import { i18n as defaultI18n, type I18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { type ComponentType, type ReactNode, useEffect, useLayoutEffect } from 'react';
import { loadUiMessages } from '../i18n/catalog.ts';
import type { Locale } from '../i18n/language.ts';
import { type LinkProps, LinkProvider } from '../Link/Link.tsx';
import { applyThemeMode, type ThemeMode } from '../theme/theme.ts';

export interface LegionUiProviderProps {
  /** the app's Lingui instance (default: @lingui/core's `i18n`) */
  i18n?: I18n;
  /**
   * With a locale, the provider loads the library's catalog for it, merges the app's
   * messages over it (`loadMessages`) and activates it; nothing renders until the first one
   * is active. Without one, the app loads and activates catalogs itself (merging
   * `loadUiMessages(locale)` into its own).
   */
  locale?: Locale;
  /** the app's own messages for a locale, merged over the library's */
  loadMessages?: (locale: Locale) => Promise<Messages>;
  /** applied to the document (`data-theme`), which the colour tokens follow; omit to leave it alone */
  theme?: ThemeMode;
  /** how the library's links navigate, e.g. the router's Link (default: a plain anchor) */
  linkComponent?: ComponentType<LinkProps>;
  children: ReactNode;
}

const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

export function LegionUiProvider({
  i18n = defaultI18n,
  locale,
  loadMessages,
  theme,
  linkComponent,
  children,
}: LegionUiProviderProps) {
  useBrowserLayoutEffect(() => {
    if (theme) applyThemeMode(theme);
  }, [theme]);

  useEffect(() => {
    if (!locale || i18n.locale === locale) return;
    let current = true;
    Promise.all([loadUiMessages(locale), loadMessages?.(locale) ?? {}]).then(([ui, app]) => {
      if (current) i18n.loadAndActivate({ locale, messages: { ...ui, ...app } });
    });
    return () => {
      current = false;
    };
  }, [i18n, locale, loadMessages]);

  const content = <I18nProvider i18n={i18n}>{children}</I18nProvider>;
  return linkComponent ? <LinkProvider component={linkComponent}>{content}</LinkProvider> : content;
}
