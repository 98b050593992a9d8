export {
  LOGIN_DIALOG_WIDTH,
  LOGIN_QR_SIZE,
  LoginDialog,
  type LoginDialogProps,
  type PasswordValues,
} from './LoginDialog.tsx';
export { loginErrorMessage, loginMessages } from './login-errors.ts';
export { qrCodeObject, qrCodeValue } from './qr-code-value.ts';
export {
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
