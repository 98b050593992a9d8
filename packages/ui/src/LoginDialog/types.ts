/**
 * The shapes of a QR sign-in as the dialog and useQrLogin see them. A platform's own API may
 * return more; these are the fields the flow reads.
 */

/** The code to draw: qrCode is a JSON string or an object; the image encodes its JSON. */
export interface QrParams {
  /** the code's token, which the status checks and the sign-in name */
  token: string;
  /** when the code was issued, ms since the epoch */
  timestamp: number;
  qrCode: string | Record<string, unknown>;
}

export const QR_STATUSES = ['waiting', 'scanned', 'confirmed', 'expired'] as const;
/** where the code is: shown, scanned on the phone, confirmed there, or out of date */
export type QrStatus = (typeof QR_STATUSES)[number];
