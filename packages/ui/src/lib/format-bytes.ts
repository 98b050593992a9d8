const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * A size for people: 1024-based, one decimal below 10 of a unit ("1.4 MB", "20 MB",
 * "512 B"), the number written in the locale's way.
 */
export function formatBytes(bytes: number, locale?: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit > 0 && value < 10 ? 1 : 0;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  return `${number} ${UNITS[unit]}`;
}
