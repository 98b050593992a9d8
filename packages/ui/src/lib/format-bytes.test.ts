import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes.ts';

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
