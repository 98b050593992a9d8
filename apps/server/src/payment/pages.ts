/**
 * The sandbox wallet's pay page (/sandbox/pay/:token), server-rendered like the sandbox phone:
 * plain HTML forms that work without JavaScript, Chinese with the English beneath. Every value
 * is escaped by Hono's `html` template.
 */
import { html, raw } from 'hono/html';
import { SANDBOX_PAY_PATH, type WalletName } from './providers.ts';

/** a piece of the page: escaped text and markup, as `html` answers it */
type Html = ReturnType<typeof html>;

export interface PayPageOrder {
  token: string;
  wallet: WalletName;
  planZh: string;
  planEn: string;
  months: number;
  amount: number;
  orderNumber: string;
}

export interface PayPageMessage {
  kind: 'success' | 'error' | 'info';
  zh: string;
  en: string;
}

export interface PayPage {
  /** the order to pay, with the buttons; absent on an outcome or an error */
  order?: PayPageOrder | undefined;
  message?: PayPageMessage | undefined;
  /** the wallet's name in the title, when known */
  wallet?: WalletName | undefined;
  /** the signed notification the sandbox wallet posted, shown for testers */
  sent?: { path: string; notification: unknown } | undefined;
}

const STYLE = `
:root { color-scheme: light dark; --accent: #16a34a; --line: #d4d4d8; --muted: #71717a; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.55 system-ui, -apple-system, "PingFang SC", "Noto Sans CJK SC", sans-serif; background: #f4f4f5; color: #18181b; }
@media (prefers-color-scheme: dark) { body { background: #18181b; color: #f4f4f5; } section, .message { background: #27272a !important; } }
main { max-width: 420px; margin: 0 auto; padding: 24px 16px 48px; }
h1 { font-size: 22px; margin: 0 0 4px; }
h2 { font-size: 17px; margin: 0 0 8px; }
.en { display: block; color: var(--muted); font-weight: normal; font-size: 0.85em; }
section { background: #fff; border: 1px solid var(--line); border-radius: 12px; padding: 16px; margin-top: 16px; }
dl { margin: 0; display: grid; grid-template-columns: auto 1fr; gap: 8px 12px; }
dt { color: var(--muted); }
dd { margin: 0; text-align: right; font-weight: 600; word-break: break-all; }
.amount { font-size: 32px; font-weight: 700; text-align: center; margin: 8px 0 16px; }
form { margin: 0; }
button { margin-top: 12px; width: 100%; font: inherit; font-weight: 600; padding: 12px; border: 0; border-radius: 8px; background: var(--accent); color: #fff; cursor: pointer; }
button.secondary { background: transparent; color: #dc2626; border: 1px solid #dc2626; }
button.tester { background: transparent; color: inherit; border: 1px dashed currentColor; font-weight: 400; }
button .en { display: inline; color: inherit; opacity: 0.9; }
button:focus-visible { outline: 3px solid #86efac; outline-offset: 2px; }
.message { border-radius: 12px; padding: 12px 16px; margin-top: 16px; border: 1px solid var(--line); background: #fff; }
.message.success { border-color: #16a34a; background: #f0fdf4; }
.message.error { border-color: #dc2626; background: #fef2f2; }
pre { white-space: pre-wrap; word-break: break-all; font-size: 12px; margin: 8px 0 0; }
summary { cursor: pointer; }
`;

const both = (zh: string, en: string) => html`${zh}<span class="en" lang="en">${en}</span>`;

const inline = (zh: string, en: string) => html`${zh} <span class="en" lang="en">${en}</span>`;

function messageHtml(message: PayPageMessage | undefined): Html {
  if (!message) return html``;
  const role = message.kind === 'error' ? 'alert' : 'status';
  return html`<div class="message ${message.kind}" role="${role}" data-kind="${message.kind}">
  <strong>${both(message.zh, message.en)}</strong></div>`;
}

function sentHtml(sent: PayPage['sent']): Html {
  if (!sent) return html``;
  return html`<details class="message">
  <summary>${inline('已发送的支付通知', 'Notification sent')} <code>POST ${sent.path}</code></summary>
  <pre data-testid="notification">${JSON.stringify(sent.notification)}</pre>
</details>`;
}

function orderHtml(order: PayPageOrder): Html {
  const action = `${SANDBOX_PAY_PATH}/${encodeURIComponent(order.token)}`;
  return html`<section aria-labelledby="order-title">
  <h2 id="order-title">${both('订单信息', 'Order')}</h2>
  <p class="amount" data-testid="amount">¥${order.amount.toFixed(2)}</p>
  <dl>
    <dt>${both('商品', 'Item')}</dt><dd data-testid="plan">${both(order.planZh, order.planEn)}</dd>
    <dt>${both('时长', 'Term')}</dt><dd>${both(`${order.months} 个月`, `${order.months} month${order.months === 1 ? '' : 's'}`)}</dd>
    <dt>${both('订单号', 'Order number')}</dt><dd><code>${order.orderNumber}</code></dd>
  </dl>
  <form method="post" action="${`${action}/pay`}">
    <button type="submit">${inline('确认支付', 'Pay')}</button>
  </form>
  <form method="post" action="${`${action}/decline`}">
    <button type="submit" class="secondary">${inline('拒绝', 'Decline')}</button>
  </form>
  <form method="post" action="${`${action}/pay-lost`}">
    <button type="submit" class="tester">${inline('支付，但通知丢失（测试）', 'Pay, notification lost (test)')}</button>
  </form>
</section>`;
}

export function renderPayPage(page: PayPage): Html {
  const wallet = page.order?.wallet ?? page.wallet;
  const title = wallet ? inline(wallet.zh, wallet.en) : inline('沙箱钱包', 'Sandbox wallet');
  const plainTitle = wallet ? `${wallet.zh} · ${wallet.en}` : '沙箱钱包 · Sandbox wallet';
  return html`<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${plainTitle}</title>
<style>${raw(STYLE)}</style>
</head>
<body>
<main>
  <h1>${title}</h1>
  <p>${both('沙箱支付：不会产生真实扣款。', 'Sandbox payment: no real money moves.')}</p>
  ${messageHtml(page.message)}
  ${sentHtml(page.sent)}
  ${page.order ? orderHtml(page.order) : ''}
</main>
</body>
</html>`;
}
