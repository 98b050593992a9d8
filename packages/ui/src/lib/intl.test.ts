import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl.ts';

describe('numberFormat / dateTimeFormat', () => {
  it('formats as Intl does, in the language and options asked', () => {
    const options = { style: 'currency', currency: 'CNY' } as const;
    expect(numberFormat('zh-CN', options).format(1299)).toBe(
      new Intl.NumberFormat('zh-CN', options).format(1299),
    );
    expect(numberFormat('en', options).format(1299)).toBe('CN¥1,299.00');
    expect(dateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(0)).toBe(
      'Jan 1, 1970',
    );
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
