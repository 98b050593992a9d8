/**
 * Checks of the identity numbers a developer application and an agent carry:
 * the resident ID card number of GB 11643-1999 and the unified social credit code of
 * GB 32100-2015, each by its check character.
 */

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** The check character of the first 17 digits of an ID card number. */
export function idCardCheckCharacter(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (ID_WEIGHTS[i] ?? 0);
  return ID_CHECK[sum % 11] ?? '';
}

function isRealDate(yyyymmdd: string): boolean {
  const year = Number(yyyymmdd.slice(0, 4));
  const month = Number(yyyymmdd.slice(4, 6));
  const day = Number(yyyymmdd.slice(6, 8));
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** 18 characters: region, a real birth date, sequence, and the GB 11643 check character. */
export function isValidIdCardNumber(value: string): boolean {
  const id = value.trim().toUpperCase();
  if (!/^[1-9]\d{16}[\dX]$/.test(id)) return false;
  if (!isRealDate(id.slice(6, 14))) return false;
  return idCardCheckCharacter(id.slice(0, 17)) === id[17];
}

/** GB 32100 code characters: digits and capitals without I, O, S, V, Z. */
const USCC_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character of the first 17 characters of a unified social credit code. */
export function creditCodeCheckCharacter(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = USCC_CHARSET.indexOf(first17[i] ?? '');
    if (value < 0) return '';
    sum += value * (USCC_WEIGHTS[i] ?? 0);
  }
  const check = (31 - (sum % 31)) % 31;
  return USCC_CHARSET[check] ?? '';
}

/** 18 characters of the code's alphabet, a 6-digit region, and the GB 32100 check character. */
export function isValidCreditCode(value: string): boolean {
  const code = value.trim().toUpperCase();
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(code)) return false;
  return creditCodeCheckCharacter(code.slice(0, 17)) === code[17];
}

/** A mainland mobile number: 11 digits starting 1[3-9]. */
export function isValidMobile(value: string): boolean {
  return /^1[3-9]\d{9}$/.test(value.trim());
}
