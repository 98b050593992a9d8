/**
 * What the login QR image encodes: the JSON form of the `qrCode` field, parsed
 * when it is a string, with a `timestamp` field added. A code that does not parse gives
 * nothing to draw, silently.
 */
import type { QrParams } from './types.ts';

export function qrCodeObject(params: QrParams | null): Record<string, unknown> | null {
  if (!params) return null;
  let value: unknown = params.qrCode;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  return value as Record<string, unknown>;
}

/** The string to draw, or null when there is nothing to draw (no entries). */
export function qrCodeValue(params: QrParams | null, timestamp: number): string | null {
  const object = qrCodeObject(params);
  if (!object || Object.keys(object).length === 0) return null;
  return JSON.stringify({ ...object, timestamp });
}
