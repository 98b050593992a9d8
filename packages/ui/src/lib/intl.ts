/**
 * Intl formatters, made once per language and options. Making one costs far more than using
 * it (a price card made two per render: about 35 ms of a slow phone's hydration on /pricing),
 * and a list formats the same way for every row.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
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

/** `new Intl.NumberFormat(locale, options)`, shared by every caller that asks the same */
export function numberFormat(locale?: string, options?: Intl.NumberFormatOptions) {
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

/** `new Intl.DateTimeFormat(locale, options)`, shared by every caller that asks the same */
export function dateTimeFormat(locale?: string, options?: Intl.DateTimeFormatOptions) {
  return cached(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}
