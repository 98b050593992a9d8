import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** What went wrong with a sign-in, as far as the person needs to know. */
export type LoginFailure = 'network' | 'credentials' | 'rate-limited' | 'server' | 'unknown';

/**
 * Reads a failed sign-in call: an error with an HTTP `status` (401 wrong credentials, 429 too
 * many tries, 5xx the server's fault); a fetch that never got an answer (a TypeError, or an
 * error whose `code` is 'NETWORK_ERROR' and that has no status) is the network's.
 */
export function loginFailure(error: unknown): LoginFailure {
  if (error instanceof TypeError) return 'network';
  if (typeof error !== 'object' || error === null) return 'unknown';
  const { status, code } = error as { status?: unknown; code?: unknown };
  if (typeof status !== 'number') return code === 'NETWORK_ERROR' ? 'network' : 'unknown';
  if (status === 401) return 'credentials';
  if (status === 429) return 'rate-limited';
  return status >= 500 ? 'server' : 'unknown';
}

const FAILURE_TEXT = {
  network: msg`网络错误，请检查网络连接`,
  credentials: msg`用户名或密码错误`,
  'rate-limited': msg`尝试次数过多，请稍后再试`,
  server: msg`服务器错误，请稍后再试`,
  unknown: msg`登录失败`,
};

/** The error text, in the interface language, for a failed sign-in. */
export function loginErrorMessage(error: unknown, i18n: I18n): string {
  return i18n._(FAILURE_TEXT[loginFailure(error)]);
}

/** The other sign-in texts, for the places that show them. */
export const loginMessages = {
  qrFailed: msg`获取二维码失败`,
  verificationFailed: msg`登录验证失败`,
  autoLoginFailed: msg`自动登录失败：未返回用户信息`,
};
