/**
 * The web-vitals budgets: a metric above its line (not at it) is a warning. Pure, so the rules are
 * unit-tested without a browser.
 */
export const VITAL_THRESHOLDS = {
  /** unitless */
  CLS: 0.1,
  /** milliseconds */
  INP: 200,
  FCP: 1800,
  LCP: 2500,
  TTFB: 800,
} as const;

export type VitalName = keyof typeof VITAL_THRESHOLDS;

/** a long task of this many milliseconds or more is logged */
export const LONG_TASK_MS = 100;

/** how often the monitor's panel refreshes */
export const VITALS_REFRESH_MS = 1000;

/** `?vitals=1` switches the monitor on (and remembers it); `?vitals=0` switches it off */
export const VITALS_QUERY = 'vitals';
export const VITALS_STORAGE_KEY = 'legion:vitals';

export function isOverBudget(name: VitalName, value: number): boolean {
  return value > VITAL_THRESHOLDS[name];
}

export function formatVital(name: VitalName, value: number): string {
  return name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;
}

/**
 * Whether the monitor is on: the query parameter decides and is remembered; without it, the
 * remembered choice; off by default.
 */
export function vitalsWanted(search: string, stored: string | null): boolean {
  const value = new URLSearchParams(search).get(VITALS_QUERY);
  if (value === '1' || value === 'on') return true;
  if (value === '0' || value === 'off') return false;
  return stored === '1';
}

/** Ctrl+Shift+V (⌘+Shift+V on a Mac) toggles the monitor */
export function isVitalsShortcut(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}): boolean {
  return event.shiftKey && (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'v';
}
