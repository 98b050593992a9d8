import { describe, expect, it } from 'vitest';
import { parseHostEnvironment } from './host-environment.ts';

describe('parseHostEnvironment', () => {
  it('reads platform, language and version from the host app', () => {
    expect(
      parseHostEnvironment('Mozilla/5.0 (Linux; Android 14) Mobile Acme/4.5.1 Language/en', [], {
        appToken: 'Acme',
      }),
    ).toEqual({
      inHostApp: true,
      inMessenger: false,
      platform: 'm',
      language: 'en',
      appVersion: '4.5.1',
    });
  });

  it('recognises a messenger in-app browser', () => {
    const env = parseHostEnvironment(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 MicroMessenger/8.0.50',
    );
    expect(env).toMatchObject({ inHostApp: false, inMessenger: true, platform: 'm' });
  });

  it('tells iPad and desktop apart', () => {
    expect(parseHostEnvironment('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)').platform).toBe(
      'ipad',
    );
    expect(
      parseHostEnvironment('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0')
        .platform,
    ).toBe('pc');
  });

  it('outside the host app, takes the language from the browser and has no app version', () => {
    const desktop = 'Mozilla/5.0 (X11; Linux x86_64)';
    expect(parseHostEnvironment(desktop, ['en-US', 'zh-CN'])).toMatchObject({
      inHostApp: false,
      language: 'en',
      appVersion: null,
    });
    expect(parseHostEnvironment(desktop, ['de-DE', 'zh-TW']).language).toBe('zh');
    expect(parseHostEnvironment(desktop, ['fr']).language).toBe('zh');
    expect(parseHostEnvironment(desktop).language).toBe('zh');
  });

  it('knows no app without the product naming its token', () => {
    expect(parseHostEnvironment('Mozilla/5.0 (iPhone) Mobile Acme/4.6.0').inHostApp).toBe(false);
    expect(
      parseHostEnvironment('Mozilla/5.0 (iPhone) Mobile Acme/4.6.0', [], { appToken: 'Other' })
        .inHostApp,
    ).toBe(false);
    // a token is a word, not a pattern
    expect(
      parseHostEnvironment('Mozilla/5.0 Mobile AcmeX/1.0', [], { appToken: 'Acm.' }).inHostApp,
    ).toBe(false);
  });

  it('inside the host app, its user agent beats the browser language', () => {
    const ua = 'Mozilla/5.0 (iPhone) Mobile Acme/4.6.0 Language/zh';
    expect(parseHostEnvironment(ua, ['en-US'], { appToken: 'Acme' }).language).toBe('zh');
  });
});
