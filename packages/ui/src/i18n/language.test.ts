import { describe, expect, it } from 'vitest';
import { apiLanguage, isLocale, selectLanguage } from './language.ts';

const hostApp = (lang?: string) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile ChainPal/4.6.0${lang ? ` Language/${lang}` : ''}`;

describe('selectLanguage', () => {
  it('defaults to zh-CN with nothing to go on', () => {
    expect(selectLanguage({})).toBe('zh-CN');
  });

  it('takes lang=en from the query', () => {
    expect(selectLanguage({ search: '?lang=en' })).toBe('en');
  });

  it('gives Chinese for any other lang value, even over a stored English choice', () => {
    expect(selectLanguage({ search: '?lang=fr', stored: 'en' })).toBe('zh-CN');
    expect(selectLanguage({ search: '?lang=zh-CN', stored: 'en' })).toBe('zh-CN');
    expect(selectLanguage({ search: '?lang=', stored: 'en' })).toBe('zh-CN');
  });

  it('uses the stored language when it is en or zh-CN', () => {
    expect(selectLanguage({ stored: 'en', browserLanguages: ['zh-CN'] })).toBe('en');
    expect(selectLanguage({ stored: 'zh-CN', browserLanguages: ['en-US'] })).toBe('zh-CN');
  });

  it('ignores a stored value it does not accept', () => {
    expect(selectLanguage({ stored: 'fr', browserLanguages: ['en-GB'] })).toBe('en');
    expect(selectLanguage({ stored: 'zh', browserLanguages: [] })).toBe('zh-CN');
  });

  it('inside the host app, follows its user agent rather than the browser', () => {
    expect(selectLanguage({ userAgent: hostApp('en'), browserLanguages: ['zh-CN'] })).toBe('en');
    expect(selectLanguage({ userAgent: hostApp('zh'), browserLanguages: ['en-US'] })).toBe('zh-CN');
    expect(selectLanguage({ userAgent: hostApp(), browserLanguages: ['en-US'] })).toBe('zh-CN');
  });

  it('outside the host app, follows the first browser language we speak', () => {
    expect(selectLanguage({ browserLanguages: ['en-US', 'zh-CN'] })).toBe('en');
    expect(selectLanguage({ browserLanguages: ['de-DE', 'zh-TW'] })).toBe('zh-CN');
    expect(selectLanguage({ browserLanguages: ['de-DE', 'fr'] })).toBe('zh-CN');
  });
});

describe('isLocale and apiLanguage', () => {
  it('accepts only en and zh-CN', () => {
    expect(['en', 'zh-CN', 'zh', 'EN', null].map(isLocale)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
  it('names the header language', () => {
    expect(apiLanguage('en')).toBe('en');
    expect(apiLanguage('zh-CN')).toBe('zh');
  });
});
