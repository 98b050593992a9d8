/**
 * The server's messages in both interface languages. Code throws and answers the English
 * text; the answer is translated at the edge into the language of the request.
 */
import type { Context } from 'hono';

export type Language = 'en' | 'zh';

const ZH: Record<string, string> = {
  'Invalid username or password': '用户名或密码错误',
  'Login failed': '登录失败',
  'Server error. Please try again later.': '服务器错误，请稍后再试',
  'Too many attempts. Please try again later.': '尝试次数过多，请稍后再试',
  'Please sign in': '请先登录',
  'Not allowed': '没有权限',
  'QR code expired': '二维码已过期',
  'QR code already used': '二维码已被使用',
  'Waiting for confirmation': '等待手机确认',
  'Auto login failed: no user info returned': '自动登录失败：未返回用户信息',
  'Invalid request': '请求参数有误',
  'Invalid JSON body': '请求体不是有效的 JSON',
  'Request body too large': '请求体过大',
  'Not found': '未找到',
  'User not found': '用户不存在',
  'Agent not found': '智能体不存在',
  'Database unavailable': '数据库不可用',
  'username required': '请输入用户名',
  'password required': '请输入密码',
  'mobile or email is required': '请提供手机号或邮箱',
  'a mainland mobile number of 11 digits': '请输入 11 位手机号',
};

/**
 * The language of a request: the X-Language header (en | zh) the web app sends, else the
 * first language of Accept-Language. Without either, English: the API's callers that state
 * no language are tools and scripts; the web app always states one.
 */
export function requestLanguage(c: Context): Language {
  const explicit = c.req.header('x-language')?.trim().toLowerCase();
  if (explicit === 'en' || explicit === 'zh') return explicit;
  const accepted = c.req.header('accept-language')?.split(',')[0]?.trim().toLowerCase() ?? '';
  return accepted.startsWith('zh') ? 'zh' : 'en';
}

/** The message in the language; messages without a translation stay as they are. */
export function translate(message: string, language: Language): string {
  return language === 'zh' ? (ZH[message] ?? message) : message;
}
