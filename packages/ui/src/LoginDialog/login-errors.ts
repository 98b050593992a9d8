import { ApiError, NETWORK_ERROR } from '@legion/api';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The error text, in the interface language, for a failed sign-in. */
export function loginErrorMessage(error: unknown, i18n: I18n): string {
  if (error instanceof ApiError) {
    if (error.code === NETWORK_ERROR) return i18n._(msg`网络错误，请检查网络连接`);
    if (error.status === 401) return i18n._(msg`用户名或密码错误`);
    if (error.status === 429) return i18n._(msg`尝试次数过多，请稍后再试`);
    if (error.status !== null && error.status >= 500) return i18n._(msg`服务器错误，请稍后再试`);
  }
  return i18n._(msg`登录失败`);
}

/** The other sign-in texts, for the places that show them. */
export const loginMessages = {
  qrFailed: msg`获取二维码失败`,
  verificationFailed: msg`登录验证失败`,
  autoLoginFailed: msg`自动登录失败：未返回用户信息`,
};
