/**
 * Accounts and sign-in (by password, by the login QR code, or with the host app's transaction
 * code): the shapes the server answers with and the client is typed by.
 */
import { z } from 'zod';

export const ROLES = ['user', 'developer', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** A user's developer info: status 1 means approved; role 0 developer, 1 admin. */
export const developerInfoSchema = z.object({
  status: z.number().int(),
  role: z.union([z.literal(0), z.literal(1)]),
});
export type DeveloperInfo = z.infer<typeof developerInfoSchema>;

export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  /** masked: first 3 and last 4 digits kept ("138****5678"); the original stays on the server */
  mobile: z.string(),
  email: z.string(),
  /** image URL, or empty for the initial placeholder */
  portrait: z.string(),
  role: roleSchema,
  /** the user's own permissions, on top of the role's defaults */
  permissions: z.array(z.string()),
  developer: developerInfoSchema.nullable(),
});
export type User = z.infer<typeof userSchema>;

export const loginResultSchema = z.object({
  token: z.string().min(1),
  userInfo: userSchema,
  role: roleSchema,
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/**
 * The login QR's parameters: qrCode is a JSON string or an object; the QR image encodes its
 * JSON.
 */
export const qrParamsSchema = z.object({
  token: z.string().min(1),
  /** when the code was issued, ms since the epoch */
  timestamp: z.number().int(),
  qrCode: z.union([z.string(), z.record(z.string(), z.unknown())]),
});
export type QrParams = z.infer<typeof qrParamsSchema>;

export const QR_STATUSES = ['waiting', 'scanned', 'confirmed', 'expired'] as const;
export const qrStatusSchema = z.object({ status: z.enum(QR_STATUSES) });
export type QrStatus = z.infer<typeof qrStatusSchema>['status'];

export const qrTokenSchema = z.object({ qrToken: z.string().min(1).max(200) });
export const autoLoginRequestSchema = z.object({ chainPalToken: z.string().min(1).max(2000) });

/** Password sign-in: username and password are both required. */
export const passwordLoginRequestSchema = z.object({
  username: z.string().trim().min(1, 'username required').max(100),
  password: z.string().min(1, 'password required').max(200),
});
export type PasswordLoginRequest = z.infer<typeof passwordLoginRequestSchema>;

/** What the sandbox phone sends when its user confirms a login QR. */
export const sandboxConfirmRequestSchema = z.object({
  qrToken: z.string().min(1).max(200),
  mobile: z.string().regex(/^1\d{10}$/, 'a mainland mobile number of 11 digits'),
});

/** The sign-in state the web app holds. */
export const authStateSchema = z.object({
  isAuthenticated: z.boolean(),
  user: userSchema.nullable(),
  qrParams: qrParamsSchema.nullable(),
  qrLoading: z.boolean(),
  qrError: z.string().nullable(),
});
export type AuthState = z.infer<typeof authStateSchema>;

/** Keeps the first 3 and last 4 digits of a mobile number. */
export function maskMobile(mobile: string): string {
  if (mobile.length < 8) return mobile;
  return `${mobile.slice(0, 3)}${'*'.repeat(mobile.length - 7)}${mobile.slice(-4)}`;
}
