import { describe, expect, it } from 'vitest';
import { isThemeMode, selectThemeMode } from './theme.ts';

describe('selectThemeMode', () => {
  it('uses the stored mode when it is light or dark', () => {
    expect(selectThemeMode('dark', false)).toBe('dark');
    expect(selectThemeMode('light', true)).toBe('light');
  });
  it('falls back to the system preference', () => {
    expect(selectThemeMode(null, true)).toBe('dark');
    expect(selectThemeMode('sepia', false)).toBe('light');
  });
  it('accepts only light and dark', () => {
    expect([isThemeMode('light'), isThemeMode('dark'), isThemeMode('auto')]).toEqual([
      true,
      true,
      false,
    ]);
  });
});
