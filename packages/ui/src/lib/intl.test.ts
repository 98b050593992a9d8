import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl.ts';

const VALUES = [
  0, 1, 2.5, 4.6, 4.65, 9.95, 18.8, 99.5, 100, 999, 1000, 1234, 5688, 9999, 10000, 12345, 12345.678,
  99999, 123456, 999999, 1000000, 1234567, 99999999, 100000000, 123456789, 1.005, 0.125, 0.5,
  0.0049, -3.25, -1234.5,
];

// every way the interface formats numbers, and a few more
const OPTIONS: (Intl.NumberFormatOptions | undefined)[] = [
  undefined,
  {},
  { maximumFractionDigits: 0 },
  { maximumFractionDigits: 1 },
  { maximumFractionDigits: 2 },
  { minimumFractionDigits: 1, maximumFractionDigits: 1 },
  { minimumFractionDigits: 2 },
  { style: 'currency', currency: 'CNY' },
  { style: 'currency', currency: 'CNY', minimumFractionDigits: 0, maximumFractionDigits: 2 },
  { style: 'currency', currency: 'CNY', minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { style: 'percent' },
  { style: 'percent', maximumFractionDigits: 1 },
  { notation: 'compact' },
];

describe('numberFormat', () => {
  for (const locale of ['en', 'zh-CN']) {
    for (const options of OPTIONS) {
      it(`writes ${locale} ${JSON.stringify(options)} as Intl does`, () => {
        const ours = numberFormat(locale, options);
        const intl = new Intl.NumberFormat(locale, options);
        // compact notation is for counts: whole numbers and not negative
        const values =
          options?.notation === 'compact'
            ? VALUES.filter((value) => value >= 0).map(Math.round)
            : VALUES;
        expect(values.map((value) => ours.format(value))).toEqual(
          values.map((value) => intl.format(value)),
        );
      });
    }
  }

  it('leaves other languages and options to Intl', () => {
    expect(numberFormat('de', { style: 'currency', currency: 'EUR' })).toBeInstanceOf(
      Intl.NumberFormat,
    );
    expect(numberFormat('en', { style: 'currency', currency: 'USD' })).toBeInstanceOf(
      Intl.NumberFormat,
    );
    expect(numberFormat('en', { useGrouping: false })).toBeInstanceOf(Intl.NumberFormat);
    expect(numberFormat('en')).not.toBeInstanceOf(Intl.NumberFormat);
  });

  it('makes one formatter per language and options', () => {
    expect(numberFormat('en', { maximumFractionDigits: 1 })).toBe(
      numberFormat('en', { maximumFractionDigits: 1 }),
    );
    expect(numberFormat('en', { maximumFractionDigits: 1 })).not.toBe(
      numberFormat('en', { maximumFractionDigits: 2 }),
    );
    expect(numberFormat('en')).not.toBe(numberFormat('zh-CN'));
  });
});

describe('dateTimeFormat', () => {
  it('formats as Intl does, once per language and options', () => {
    expect(dateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(0)).toBe(
      'Jan 1, 1970',
    );
    expect(dateTimeFormat('en', { dateStyle: 'medium' })).toBe(
      dateTimeFormat('en', { dateStyle: 'medium' }),
    );
  });
});
