import { describe, expect, it } from 'vitest';
import {
  formatVital,
  isOverBudget,
  isVitalsShortcut,
  LONG_TASK_MS,
  VITAL_THRESHOLDS,
  VITALS_REFRESH_MS,
  vitalsWanted,
} from './thresholds.ts';

describe('web-vitals budgets', () => {
  it('warns above the budget lines, not at them', () => {
    expect(VITAL_THRESHOLDS).toEqual({ CLS: 0.1, INP: 200, FCP: 1800, LCP: 2500, TTFB: 800 });
    expect(isOverBudget('CLS', 0.1)).toBe(false);
    expect(isOverBudget('CLS', 0.11)).toBe(true);
    expect(isOverBudget('INP', 201)).toBe(true);
    expect(isOverBudget('FCP', 1800)).toBe(false);
    expect(isOverBudget('LCP', 2501)).toBe(true);
    expect(isOverBudget('TTFB', 799)).toBe(false);
    expect(LONG_TASK_MS).toBe(100);
    expect(VITALS_REFRESH_MS).toBe(1000);
  });

  it('formats CLS unitless and the rest in milliseconds', () => {
    expect(formatVital('CLS', 0.0421)).toBe('0.042');
    expect(formatVital('LCP', 1234.6)).toBe('1235 ms');
  });

  it('is off by default, on by ?vitals=1 or the remembered choice', () => {
    expect(vitalsWanted('', null)).toBe(false);
    expect(vitalsWanted('?vitals=1', null)).toBe(true);
    expect(vitalsWanted('?vitals=0', '1')).toBe(false);
    expect(vitalsWanted('?lang=en', '1')).toBe(true);
    expect(isVitalsShortcut({ key: 'V', ctrlKey: true, metaKey: false, shiftKey: true })).toBe(
      true,
    );
    expect(isVitalsShortcut({ key: 'v', ctrlKey: true, metaKey: false, shiftKey: false })).toBe(
      false,
    );
  });
});
