// The dialog itself (Radix, QR image, form) is its own entry, '@legion/ui/login-dialog', so
// apps can load it when it first opens; the flow and its texts are light and stay here (its
// types are named here too: a type import loads nothing).
export type {
  LoginDialogProps,
  PasswordValues,
  QrLoginDialogProps,
} from './LoginDialog.tsx';
export {
  type LoginFailure,
  loginErrorMessage,
  loginFailure,
  loginMessages,
} from './login-errors.ts';
export { qrCodeObject, qrCodeValue } from './qr-code-value.ts';
export { QR_STATUSES, type QrParams, type QrStatus } from './types.ts';
export {
  NO_QR,
  QR_REWRITE_INTERVAL_MS,
  QR_STATUS_POLL_MS,
  QR_TIMER_START_DELAY_MS,
  QR_VALIDITY_MS,
  type QrLogin,
  type QrLoginDeps,
  type QrState,
  type UseQrLoginOptions,
  useQrLogin,
} from './useQrLogin.ts';
