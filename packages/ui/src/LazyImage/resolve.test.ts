import { describe, expect, it } from 'vitest';
import { resolveImageSrc } from './resolve.ts';

describe('resolveImageSrc', () => {
  it('uses http, /, data: and blob: sources as they are', () => {
    for (const src of [
      'https://cdn.example.com/a.png',
      'http://x/a.png',
      '/media/seed/logo/a.svg',
      'data:image/png;base64,AAAA',
      'blob:https://legion/1234',
    ]) {
      expect(resolveImageSrc(src)).toBe(src);
    }
  });
  it('puts other sources under the images folder', () => {
    expect(resolveImageSrc('logo.png')).toBe('/assets/images/logo.png');
    expect(resolveImageSrc('./icons/a.svg')).toBe('/assets/images/icons/a.svg');
  });
});
