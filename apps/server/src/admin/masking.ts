/**
 * How the admin console shows identity numbers until an admin reveals one (and the reveal is
 * logged): an ID card keeps its first 6 and last 4 characters. Mobiles use the contract's
 * maskMobile (first 3 and last 4).
 */
export function maskIdCard(value: string): string {
  if (value.length <= 10) return '*'.repeat(value.length);
  return `${value.slice(0, 6)}${'*'.repeat(value.length - 10)}${value.slice(-4)}`;
}
