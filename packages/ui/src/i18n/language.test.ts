import { describe, expect, it } from 'vitest';
import { apiLanguage, isLocale, selectLanguage, startLanguage } from './language.ts';

const hostApp = (lang?: string) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile Acme/4.6.0${lang ? ` Language/${lang}` : ''}`;

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
    expect(selectLanguage({ stored: 'en' })).toBe('en');
    expect(selectLanguage({ stored: 'zh-CN', appToken: 'Acme', userAgent: hostApp('en') })).toBe(
      'zh-CN',
    );
  });

  it('ignores a stored value it does not accept', () => {
    expect(selectLanguage({ stored: 'fr' })).toBe('zh-CN');
    expect(selectLanguage({ stored: 'zh', appToken: 'Acme', userAgent: hostApp('en') })).toBe('en');
  });

  it('inside the host app, follows the language its user agent states', () => {
    expect(selectLanguage({ appToken: 'Acme', userAgent: hostApp('en') })).toBe('en');
    expect(selectLanguage({ appToken: 'Acme', userAgent: hostApp('zh') })).toBe('zh-CN');
    expect(selectLanguage({ appToken: 'Acme', userAgent: hostApp() })).toBe('zh-CN');
  });

  it('in a plain browser, follows the browser language: en* gives English, else Chinese', () => {
    const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0';
    const visit = (...browserLanguages: string[]) =>
      selectLanguage({ userAgent: chrome, browserLanguages });
    expect(visit('en-US', 'zh-CN')).toBe('en');
    expect(visit('en')).toBe('en');
    expect(visit('EN-gb')).toBe('en');
    expect(visit('zh-CN', 'en-US')).toBe('zh-CN');
    expect(visit('fr-FR')).toBe('zh-CN');
    expect(visit('eno')).toBe('zh-CN');
    expect(visit()).toBe('zh-CN');
  });

  it('lets the query, the stored choice and the host app win over the browser language', () => {
    expect(selectLanguage({ search: '?lang=zh-CN', browserLanguages: ['en-US'] })).toBe('zh-CN');
    expect(selectLanguage({ stored: 'zh-CN', browserLanguages: ['en-US'] })).toBe('zh-CN');
    expect(
      selectLanguage({ appToken: 'Acme', userAgent: hostApp('zh'), browserLanguages: ['en-US'] }),
    ).toBe('zh-CN');
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

describe('startLanguage', () => {
  it('writes nothing down on a first visit that chose nothing', () => {
    expect(startLanguage({ browserLanguages: ['zh-CN'] })).toEqual({
      locale: 'zh-CN',
      remember: null,
      switchTo: null,
    });
    expect(startLanguage({ appToken: 'Acme', userAgent: hostApp('en') })).toEqual({
      locale: 'en',
      remember: null,
      switchTo: null,
    });
    // a server-rendered first visit, in the language of Accept-Language
    expect(startLanguage({ rendered: 'zh-CN', browserLanguages: ['en-US'] })).toEqual({
      locale: 'zh-CN',
      remember: null,
      switchTo: null,
    });
  });

  it('writes down the lang query, over a stored choice', () => {
    expect(startLanguage({ search: '?lang=en', stored: 'zh-CN' })).toEqual({
      locale: 'en',
      remember: 'en',
      switchTo: null,
    });
    expect(startLanguage({ search: '?lang=en', stored: 'zh-CN', rendered: 'en' })).toEqual({
      locale: 'en',
      remember: 'en',
      switchTo: null,
    });
  });

  it('keeps a stored choice, and writes it to the cookie again', () => {
    expect(startLanguage({ stored: 'en', browserLanguages: ['zh-CN'] })).toEqual({
      locale: 'en',
      remember: 'en',
      switchTo: null,
    });
  });

  it('switches a server-rendered page to a stored choice the server did not render in', () => {
    // the cookie was missing: the server went by Accept-Language
    expect(startLanguage({ stored: 'en', rendered: 'zh-CN' })).toEqual({
      locale: 'zh-CN',
      remember: 'en',
      switchTo: 'en',
    });
    expect(startLanguage({ stored: 'en', rendered: 'en' })).toEqual({
      locale: 'en',
      remember: 'en',
      switchTo: null,
    });
    // a stored value we do not speak is no choice
    expect(startLanguage({ stored: 'fr', rendered: 'en' }).switchTo).toBeNull();
  });
});
