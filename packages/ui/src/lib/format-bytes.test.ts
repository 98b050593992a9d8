import { describe, expect, it } from 'vitest';
import { formatBytes, formatBytesApart } from './format-bytes.ts';

describe('formatBytes', () => {
  it('keeps small sizes in bytes', () => {
    expect(formatBytes(0, 'en')).toBe('0 B');
    expect(formatBytes(512, 'en')).toBe('512 B');
  });

  it('steps up by 1024 with one decimal below ten', () => {
    expect(formatBytes(1536, 'en')).toBe('1.5 KB');
    expect(formatBytes(1_482_113, 'zh-CN')).toBe('1.4 MB');
    expect(formatBytes(20 * 1024 * 1024, 'en')).toBe('20 MB');
    expect(formatBytes(1024 ** 3, 'en')).toBe('1 GB');
    expect(formatBytes(2 * 1024 ** 4, 'en')).toBe('2 TB');
  });

  it('groups large numbers the locale way and never goes negative', () => {
    expect(formatBytes(1023 * 1024 ** 4 * 2, 'en')).toBe('2,046 TB');
    expect(formatBytes(-5, 'en')).toBe('0 B');
  });
});

describe('formatBytesApart', () => {
  it('adds decimals until two different sizes read differently', () => {
    // a 21,000,000-byte file once read "文件大小 20 MB，超过了 20 MB 的上限": the
    // sizes are shown precisely enough to be true
    expect(formatBytesApart(21_000_000, 20 * 1024 * 1024, 'zh-CN')).toEqual(['20.03 MB', '20 MB']);
    expect(formatBytesApart(1_482_113, 1_490_000, 'en')).toEqual(['1.41 MB', '1.42 MB']);
  });

  it('keeps the usual precision when it already tells them apart', () => {
    expect(formatBytesApart(22 * 1024 * 1024, 20 * 1024 * 1024, 'en')).toEqual(['22 MB', '20 MB']);
    expect(formatBytesApart(5, 5, 'en')).toEqual(['5 B', '5 B']);
  });

  it('falls back to bytes when three more decimals are not enough', () => {
    expect(formatBytesApart(20 * 1024 * 1024 + 1, 20 * 1024 * 1024, 'en')).toEqual([
      '20,971,521 B',
      '20,971,520 B',
    ]);
  });
});
