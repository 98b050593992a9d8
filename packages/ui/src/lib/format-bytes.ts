import { numberFormat } from './intl.ts';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** the size in its unit (1024-based) and which unit that is */
function scaled(bytes: number): { value: number; unit: number } {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return { value, unit };
}

function written(bytes: number, locale: string | undefined, extraDigits = 0): string {
  const { value, unit } = scaled(bytes);
  const digits = unit === 0 ? 0 : (value < 10 ? 1 : 0) + extraDigits;
  const number = numberFormat(locale, { maximumFractionDigits: digits }).format(value);
  return `${number} ${UNITS[unit]}`;
}

/**
 * A size for people: 1024-based, one decimal below 10 of a unit ("1.4 MB", "20 MB",
 * "512 B"), the number written in the locale's way.
 */
export function formatBytes(bytes: number, locale?: string): string {
  return written(bytes, locale);
}

/**
 * Two sizes that a sentence compares ("20.03 MB, over the 20 MB limit"; "1.41 MB left, this
 * file 1.42 MB"), written with as many more decimals (up to three) as it takes for two
 * different sizes not to read the same, and in bytes when even that is not enough.
 */
export function formatBytesApart(a: number, b: number, locale?: string): [string, string] {
  if (a === b) return [written(a, locale), written(b, locale)];
  for (let extra = 0; extra <= 3; extra += 1) {
    const pair: [string, string] = [written(a, locale, extra), written(b, locale, extra)];
    if (pair[0] !== pair[1]) return pair;
  }
  const exact = numberFormat(locale, { maximumFractionDigits: 0 });
  return [`${exact.format(Math.max(0, a))} B`, `${exact.format(Math.max(0, b))} B`];
}
