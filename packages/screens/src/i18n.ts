import type { Messages } from '@lingui/core';

/**
 * The screens' own translations. The app merges them with the library's and its own before
 * it activates a locale; each locale is a separate chunk, loaded only when chosen.
 */
export async function loadScreensMessages(locale: 'zh-CN' | 'en'): Promise<Messages> {
  const catalog =
    locale === 'en' ? await import('./locales/en.po') : await import('./locales/zh-CN.po');
  return catalog.messages;
}
