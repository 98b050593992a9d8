/**
 * The sandbox SMS outbox page (GET /sandbox/sms), server-rendered like the sandbox phone: the
 * latest 50 messages, newest first, phones masked; `?mobile=<11 digits>` shows that phone's
 * messages with its number in full. Every value is escaped by Hono's `html` template; no script.
 */
import { isValidMobile, maskMobile } from '@legion/api';
import type { Hono } from 'hono';
import { html, raw } from 'hono/html';
import type { AppEnv } from '../http/endpoint.ts';
import { OUTBOX_PAGE_SIZE, type OutboxMessage, type SandboxOutbox } from './outbox.ts';

/** a piece of the page: escaped text and markup, as `html` answers it */
type Html = ReturnType<typeof html>;

export const SANDBOX_SMS_PATH = '/sandbox/sms';

const PAGE_HEADERS = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
};

const STYLE = `
:root { color-scheme: light dark; --accent: #4f46e5; --line: #d4d4d8; --muted: #71717a; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.55 system-ui, -apple-system, "PingFang SC", "Noto Sans CJK SC", sans-serif; background: #f4f4f5; color: #18181b; }
@media (prefers-color-scheme: dark) { body { background: #18181b; color: #f4f4f5; } section, li { background: #27272a !important; } }
main { max-width: 640px; margin: 0 auto; padding: 24px 16px 48px; }
h1 { font-size: 22px; margin: 0 0 4px; }
.en { color: var(--muted); font-weight: normal; font-size: 0.9em; }
form { display: flex; gap: 8px; align-items: end; margin: 16px 0; flex-wrap: wrap; }
label { font-weight: 600; width: 100%; }
input { flex: 1; font: inherit; padding: 8px 10px; border: 1px solid var(--line); border-radius: 8px; background: transparent; color: inherit; }
button, a.button { font: inherit; font-weight: 600; padding: 8px 14px; border: 0; border-radius: 8px; background: var(--accent); color: #fff; cursor: pointer; text-decoration: none; }
button:focus-visible, input:focus-visible, a:focus-visible { outline: 3px solid #a5b4fc; outline-offset: 2px; }
ol { list-style: none; padding: 0; margin: 0; }
li { background: #fff; border: 1px solid var(--line); border-radius: 12px; padding: 12px 16px; margin-top: 8px; }
.meta { color: var(--muted); font-size: 13px; }
code { font-family: ui-monospace, "SFMono-Regular", Menlo, monospace; }
.text { margin-top: 4px; word-break: break-all; }
.notice { border: 1px solid #dc2626; background: #fef2f2; border-radius: 12px; padding: 12px 16px; }
`;

const both = (zh: string, en: string) => html`${zh} <span class="en" lang="en">${en}</span>`;

export interface OutboxPage {
  messages: OutboxMessage[];
  /** what the filter field holds (as typed) */
  query: string;
  /** the phone shown in full, when the filter names a valid one */
  mobile: string | undefined;
}

function messageHtml(message: OutboxMessage, full: boolean): Html {
  const phone = full ? message.mobile : maskMobile(message.mobile);
  return html`<li data-testid="sms">
  <div class="meta"><code data-testid="sms-mobile">${phone}</code> ·
    <time datetime="${message.createdAt}">${message.createdAt}</time></div>
  <div class="text" data-testid="sms-text">${message.text}</div>
</li>`;
}

export function renderOutboxPage(page: OutboxPage): Html {
  const invalid = page.query !== '' && page.mobile === undefined;
  const list = invalid
    ? html`<p class="notice" role="alert">${both('请输入 11 位手机号', 'Enter an 11-digit mobile number')}</p>`
    : page.messages.length === 0
      ? html`<p>${both('还没有短信。', 'No messages yet.')}</p>`
      : html`<ol>${page.messages.map((m) => messageHtml(m, page.mobile !== undefined))}</ol>`;
  return html`<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>沙箱短信 · Sandbox SMS</title>
<style>${raw(STYLE)}</style>
</head>
<body>
<main>
  <h1>${both('沙箱短信', 'Sandbox SMS outbox')}</h1>
  <p>${both(
    `沙箱不会发送真实短信：这里是最近 ${OUTBOX_PAGE_SIZE} 条，最新的在前。`,
    `The sandbox sends no real SMS: here are the latest ${OUTBOX_PAGE_SIZE}, newest first.`,
  )}</p>
  <form method="get" action="${SANDBOX_SMS_PATH}">
    <label for="mobile">${both('只看这个手机号（显示完整号码）', 'Only this mobile (shown in full)')}</label>
    <input id="mobile" name="mobile" type="tel" inputmode="numeric" maxlength="11"
      placeholder="13800138000" value="${page.query}">
    <button type="submit">${both('筛选', 'Filter')}</button>
    <a class="button" href="${SANDBOX_SMS_PATH}">${both('全部', 'All')}</a>
  </form>
  ${list}
</main>
</body>
</html>`;
}

export function mountSmsOutbox(app: Hono<AppEnv>, outbox: SandboxOutbox) {
  app.get(SANDBOX_SMS_PATH, async (c) => {
    const query = (c.req.query('mobile') ?? '').trim().slice(0, 100);
    const mobile = isValidMobile(query) ? query : undefined;
    const invalid = query !== '' && !mobile;
    const messages = invalid ? [] : await outbox.latest(mobile);
    for (const [name, value] of Object.entries(PAGE_HEADERS)) c.header(name, value);
    return c.html(renderOutboxPage({ messages, query, mobile }), invalid ? 400 : 200);
  });
}
