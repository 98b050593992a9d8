import type { Messages } from '@lingui/core';
import type { Locale } from './language.ts';

/**
 * The library's own translations. An app merges them with its own catalog before it
 * activates a locale; each locale is a separate chunk, loaded only when chosen.
 */
export async function loadUiMessages(locale: Locale): Promise<Messages> {
  const catalog =
    locale === 'en' ? await import('../locales/en.po') : await import('../locales/zh-CN.po');
  return catalog.messages;
}
