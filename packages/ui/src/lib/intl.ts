/**
 * Number and date formatters, made once per language and options.
 *
 * Numbers in the interface's two languages are written here without ICU. The first
 * `Intl.NumberFormat` a page makes loads the engine's number data: 35–50 ms in Chromium on our
 * 2-core machine (about 200 ms on the phone Lighthouse models), spent inside hydration on every
 * page that shows a price, a rating or a count. English and Chinese write numbers alike (`,`
 * every three digits, `.` for decimals), so the options the interface uses — fraction digits,
 * CNY, percent, compact notation — are done by hand and held to Intl's output by
 * `intl.test.ts`. Any other language or option goes to Intl (decision 0088).
 */

/** What the interface formats numbers with: Intl's `format`, for numbers. */
export interface NumberFormatter {
  format(value: number): string;
}

type Options = Intl.NumberFormatOptions;

const HANDLED_LOCALES = new Set(['en', 'zh-CN']);
const HANDLED_OPTIONS = new Set([
  'style',
  'currency',
  'minimumFractionDigits',
  'maximumFractionDigits',
  'notation',
]);

/** whether `options` are all ones written here (else Intl formats) */
function handled(locale: string | undefined, options: Options | undefined): boolean {
  if (!locale || !HANDLED_LOCALES.has(locale)) return false;
  if (!options) return true;
  for (const key of Object.keys(options) as (keyof Options)[]) {
    if (options[key] === undefined) continue;
    if (!HANDLED_OPTIONS.has(key)) return false;
  }
  const { style = 'decimal', currency, notation = 'standard' } = options;
  if (style === 'currency') return currency === 'CNY' && notation === 'standard';
  if (style === 'percent') return notation === 'standard';
  return style === 'decimal' && (notation === 'standard' || notation === 'compact');
}

/**
 * `value` × 10^`by`, shifted in its decimal text so that 1.005 stays 1.005 and not
 * 1.00499… (a number written with an exponent is multiplied instead)
 */
function shift(value: number, by: number): number {
  const text = String(value);
  return text.includes('e') ? value * 10 ** by : Number(`${text}e${by}`);
}

/** |value| rounded half away from zero to `digits` decimals, as decimal text ("18.80") */
function fixed(value: number, digits: number): string {
  return shift(Math.round(shift(Math.abs(value), digits)), -digits).toFixed(digits);
}

/** `value` with its fraction between `min` and `max` digits and grouped thousands */
function decimal(value: number, min: number, max: number, group = true): string {
  let text = fixed(value, max);
  if (max > min && text.includes('.')) {
    // drop the trailing zeros beyond the minimum
    const [whole = '', fraction = ''] = text.split('.');
    let kept = fraction;
    while (kept.length > min && kept.endsWith('0')) kept = kept.slice(0, -1);
    text = kept ? `${whole}.${kept}` : whole;
  }
  if (!group) return text;
  const [whole = '', fraction] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

const COMPACT: Record<string, [number, string][]> = {
  en: [
    [1e12, 'T'],
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'K'],
  ],
  'zh-CN': [
    [1e12, '万亿'],
    [1e8, '亿'],
    [1e4, '万'],
  ],
};

/** compact notation as ICU writes it: two significant digits below 100 of a unit */
function compact(value: number, locale: string): string {
  const abs = Math.abs(value);
  const units = COMPACT[locale] ?? [];
  for (let i = 0; i < units.length; i++) {
    const [size, suffix] = units[i] as [number, string];
    if (abs < size) continue;
    const scaled = abs / size;
    const digits = scaled < 10 ? 1 : 0;
    const text = decimal(scaled, 0, digits, false);
    // rounding up into the next unit (999,999 → 1M, not 1000K)
    const bigger = units[i - 1];
    if (bigger && Number(text) * size >= bigger[0])
      return compact(bigger[0] * Math.sign(value), locale);
    return `${value < 0 ? '-' : ''}${text}${suffix}`;
  }
  // below the smallest unit: up to two significant digits of fraction, no grouping (zh) as ICU
  const text = decimal(abs, 0, abs < 100 ? (abs < 10 ? 1 : 0) : 0, locale === 'en');
  return `${value < 0 ? '-' : ''}${text}`;
}

function localFormatter(locale: string, options: Options = {}): NumberFormatter {
  const { style = 'decimal', notation = 'standard' } = options;
  const defaults = style === 'currency' ? [2, 2] : style === 'percent' ? [0, 0] : ([0, 3] as const);
  const min =
    options.minimumFractionDigits ?? Math.min(defaults[0], options.maximumFractionDigits ?? 99);
  const max = Math.max(options.maximumFractionDigits ?? Math.max(defaults[1], min), min);
  if (style === 'currency') {
    const symbol = locale === 'en' ? 'CN¥' : '¥';
    return {
      format: (value) => `${value < 0 ? '-' : ''}${symbol}${decimal(value, min, max)}`,
    };
  }
  if (style === 'percent') {
    return {
      format: (value) => `${value < 0 ? '-' : ''}${decimal(shift(Math.abs(value), 2), min, max)}%`,
    };
  }
  if (notation === 'compact') return { format: (value) => compact(value, locale) };
  return { format: (value) => `${value < 0 ? '-' : ''}${decimal(value, min, max)}` };
}

const numberFormats = new Map<string, NumberFormatter>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<F>(
  cache: Map<string, F>,
  locale: string | undefined,
  options: object | undefined,
  make: () => F,
) {
  const key = `${locale ?? ''}\u0000${options ? JSON.stringify(options) : ''}`;
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

/** Formats numbers as `new Intl.NumberFormat(locale, options)` does, made once per both. */
export function numberFormat(locale?: string, options?: Options): NumberFormatter {
  return cached(numberFormats, locale, options, () =>
    locale && handled(locale, options)
      ? localFormatter(locale, options)
      : new Intl.NumberFormat(locale, options),
  );
}

/** `new Intl.DateTimeFormat(locale, options)`, shared by every caller that asks the same */
export function dateTimeFormat(locale?: string, options?: Intl.DateTimeFormatOptions) {
  return cached(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}
