import { describe, expect, it } from 'vitest';
import {
  creditCodeCheckCharacter,
  idCardCheckCharacter,
  isValidCreditCode,
  isValidIdCardNumber,
  isValidMobile,
} from './identity-codes.ts';

describe('GB 11643 ID card numbers', () => {
  it('accepts numbers whose check character matches, X included', () => {
    // the standard's own worked example, and one ending in X
    expect(isValidIdCardNumber('11010519491231002X')).toBe(true);
    expect(isValidIdCardNumber('440524198801010011')).toBe(true);
    expect(isValidIdCardNumber('11010519491231002x')).toBe(true);
  });

  it('refuses any single changed digit', () => {
    const valid = '440524198801010011';
    for (let i = 0; i < 17; i++) {
      const digit = String((Number(valid[i]) + 1) % 10);
      const changed = `${valid.slice(0, i)}${digit}${valid.slice(i + 1)}`;
      expect(isValidIdCardNumber(changed), changed).toBe(false);
    }
  });

  it('refuses impossible dates, wrong lengths and letters', () => {
    const withDate = (date: string) => {
      const first17 = `440524${date}001`;
      return `${first17}${idCardCheckCharacter(first17)}`;
    };
    expect(isValidIdCardNumber(withDate('19900230'))).toBe(false);
    expect(isValidIdCardNumber(withDate('18991231'))).toBe(false);
    expect(isValidIdCardNumber(withDate('20000229'))).toBe(true);
    expect(isValidIdCardNumber('44052418800101001')).toBe(false);
    expect(isValidIdCardNumber('44052418800101001A')).toBe(false);
  });
});

describe('GB 32100 unified social credit codes', () => {
  // a real company's code, checked by hand below
  const valid = '91110000802100433B';

  it('accepts a code whose check character matches, in any case', () => {
    expect(isValidCreditCode(valid)).toBe(true);
    // the example of the standard
    expect(isValidCreditCode('91350100M000100Y43')).toBe(true);
    expect(isValidCreditCode(valid.toLowerCase())).toBe(true);
  });

  it('computes the check character by the standard weights', () => {
    // Σ(value × weight) = 485; 485 mod 31 = 20; 31 − 20 = 11, the character B
    expect(creditCodeCheckCharacter('91110000802100433')).toBe('B');
    // Σ = 167 for the ID example; 167 mod 11 = 2, the character X
    expect(idCardCheckCharacter('11010519491231002')).toBe('X');
  });

  it('refuses any single changed character', () => {
    for (let i = 0; i < 17; i++) {
      const character = valid[i] === '1' ? '2' : '1';
      const changed = `${valid.slice(0, i)}${character}${valid.slice(i + 1)}`;
      expect(isValidCreditCode(changed), changed).toBe(false);
    }
  });

  it('refuses letters outside its alphabet and wrong lengths', () => {
    expect(isValidCreditCode('91110000I02100433B')).toBe(false);
    expect(isValidCreditCode(valid.slice(0, 17))).toBe(false);
  });
});

describe('mobile numbers', () => {
  it('accepts 11 digits starting 1[3-9]', () => {
    expect(['13900000003', '19912345678'].map(isValidMobile)).toEqual([true, true]);
    expect(['12900000003', '1390000000', '1390000000a'].map(isValidMobile)).toEqual([
      false,
      false,
      false,
    ]);
  });
});
