/**
 * The sandbox phone, server-rendered: plain HTML forms that work without JavaScript, in
 * Chinese with the English beside it. Written with Hono's `html` template, which escapes every
 * value it is given (nested templates and `raw` pass through as they are).
 */
import type { HostReview, QrStatus } from '@legion/api';
import { html, raw } from 'hono/html';
import { SEED_ACCOUNTS } from '../accounts/seed.ts';
import { SANDBOX_PHONE_PATH } from '../qr-login/service.ts';

/** a piece of the page: escaped text and markup, as `html` answers it */
type Html = ReturnType<typeof html>;

export const PHONE_PATH = SANDBOX_PHONE_PATH;

export interface Notice {
  kind: 'success' | 'error';
  zh: string;
  en: string;
}

export interface PhonePage {
  qrToken?: string | undefined;
  /** the QR's state, when a token is given */
  qrStatus?: QrStatus | undefined;
  mobile?: string | undefined;
  notice?: Notice | undefined;
  /** a transaction code just issued for the host app */
  hostToken?: { chainPalToken: string; expiresAt: string; mobile: string } | undefined;
  /** the "write a review" screen: the agents on the market, what was typed, the review */
  review?: ReviewScreen | undefined;
}

export interface ReviewScreen {
  agents: { id: string; name: string }[];
  mobile?: string | undefined;
  agentId?: string | undefined;
  rating?: number | undefined;
  content?: string | undefined;
  /** the person's review as the platform keeps it, after writing or looking it up */
  saved?: HostReview | null | undefined;
}

const STATUS_TEXT: Record<QrStatus, [string, string]> = {
  waiting: ['等待扫码', 'waiting for a scan'],
  scanned: ['已扫码，等待确认', 'scanned, waiting for confirmation'],
  confirmed: ['已确认', 'confirmed'],
  expired: ['已过期', 'expired'],
};

const STYLE = `
:root { color-scheme: light dark; --accent: #4f46e5; --line: #d4d4d8; --muted: #71717a; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.55 system-ui, -apple-system, "PingFang SC", "Noto Sans CJK SC", sans-serif; background: #f4f4f5; color: #18181b; }
@media (prefers-color-scheme: dark) { body { background: #18181b; color: #f4f4f5; } section, .notice { background: #27272a !important; } }
main { max-width: 420px; margin: 0 auto; padding: 24px 16px 48px; }
h1 { font-size: 22px; margin: 0 0 4px; }
h2 { font-size: 17px; margin: 0 0 12px; }
.en { color: var(--muted); font-weight: normal; font-size: 0.9em; }
p { margin: 0 0 12px; }
section { background: #fff; border: 1px solid var(--line); border-radius: 12px; padding: 16px; margin-top: 16px; }
label { display: block; font-weight: 600; margin: 8px 0 4px; }
input, select, textarea { width: 100%; font: inherit; padding: 8px 10px; border: 1px solid var(--line); border-radius: 8px; background: transparent; color: inherit; }
button { margin-top: 12px; width: 100%; font: inherit; font-weight: 600; padding: 10px; border: 0; border-radius: 8px; background: var(--accent); color: #fff; cursor: pointer; }
button.secondary { background: transparent; color: var(--accent); border: 1px solid var(--accent); }
button .en { color: inherit; opacity: 0.9; }
button:focus-visible, input:focus-visible { outline: 3px solid #a5b4fc; outline-offset: 2px; }
code, output { font-family: ui-monospace, "SFMono-Regular", Menlo, monospace; font-size: 13px; word-break: break-all; }
output { display: block; padding: 8px 10px; border-radius: 8px; background: #eef2ff; color: #312e81; user-select: all; }
.notice { border-radius: 12px; padding: 12px 16px; margin-top: 16px; border: 1px solid; }
.notice.success { border-color: #16a34a; background: #f0fdf4; }
.notice.error { border-color: #dc2626; background: #fef2f2; }
.status { font-weight: 600; }
ul { padding-left: 20px; margin: 0; }
.spaced { margin-top: 12px; }
fieldset { border: 0; padding: 0; margin: 8px 0 0; }
legend { font-weight: 600; padding: 0; margin-bottom: 4px; }
.stars { display: flex; gap: 8px; }
.stars label { display: inline-flex; align-items: center; gap: 4px; font-weight: normal; margin: 0; }
.stars input { width: auto; }
blockquote { margin: 8px 0 0; padding: 8px 12px; border-left: 3px solid var(--accent); }
`;

const both = (zh: string, en: string) => html`${zh} <span class="en" lang="en">${en}</span>`;

function noticeHtml(notice: Notice | undefined): Html {
  if (!notice) return html``;
  const role = notice.kind === 'error' ? 'alert' : 'status';
  return html`<div class="notice ${notice.kind}" role="${role}"><strong>${notice.zh}</strong>
  <div class="en" lang="en">${notice.en}</div></div>`;
}

function mobileField(id: string, mobile: string | undefined): Html {
  return html`<label for="${id}">${both('手机号', 'Mobile number')}</label>
  <input id="${id}" name="mobile" type="tel" inputmode="numeric" autocomplete="tel" required
    pattern="1[0-9]{10}" maxlength="11" placeholder="13900000003" value="${mobile ?? ''}">`;
}

function qrSection(page: PhonePage): Html {
  const token = page.qrToken ?? '';
  const usable = token && page.qrStatus && page.qrStatus !== 'expired';
  if (!usable) {
    return html`<section aria-labelledby="qr-title">
  <h2 id="qr-title">${both('扫码登录', 'Sign in by QR code')}</h2>
  <form method="get" action="${PHONE_PATH}">
    <label for="qr">${both('二维码令牌', 'QR token')}</label>
    <input id="qr" name="qr" required autocomplete="off" value="${token}"
      placeholder="${'粘贴网页二维码中的 token / paste the token of the QR'}">
    <button type="submit">${both('打开', 'Open')}</button>
  </form>
</section>`;
  }
  const [zhStatus, enStatus] = STATUS_TEXT[page.qrStatus ?? 'waiting'];
  const hidden = html`<input type="hidden" name="qrToken" value="${token}">`;
  const canAct = page.qrStatus === 'waiting' || page.qrStatus === 'scanned';
  return html`<section aria-labelledby="qr-title">
  <h2 id="qr-title">${both('扫码登录', 'Sign in by QR code')}</h2>
  <p>${both('二维码令牌', 'QR token')}<br><code data-testid="qr-token">${token}</code></p>
  <p>${both('状态', 'Status')}: <span class="status" data-status="${page.qrStatus}">${zhStatus}</span>
    <span class="en" lang="en">${enStatus}</span></p>
  ${
    canAct
      ? html`${
          page.qrStatus === 'waiting'
            ? html`<form method="post" action="${PHONE_PATH}/scan">${hidden}
    <button type="submit" class="secondary">${both('扫码', 'Scan')}</button></form>`
            : ''
        }
  <form method="post" action="${PHONE_PATH}/confirm">${hidden}
    ${mobileField('confirm-mobile', page.mobile)}
    <button type="submit">${both('确认登录', 'Confirm sign-in')}</button>
  </form>`
      : ''
  }
</section>`;
}

function hostSection(page: PhonePage): Html {
  const issued = page.hostToken
    ? html`<p class="spaced">${both('chainPalToken（5 分钟内有效，仅可使用一次）', 'chainPalToken (valid 5 minutes, once)')}</p>
  <output data-testid="chain-pal-token">${page.hostToken.chainPalToken}</output>
  <p class="spaced">${both('有效期至', 'Expires at')} <code>${page.hostToken.expiresAt}</code></p>`
    : '';
  return html`<section aria-labelledby="host-title">
  <h2 id="host-title">${both('在宿主 App 中打开', 'Open in host app')}</h2>
  <p>${both('宿主 App 会把该令牌交给网页，网页用它自动登录。', 'The host app hands this token to the web app, which signs in with it (autoLogin).')}</p>
  <form method="post" action="${PHONE_PATH}/host-token">
    ${mobileField('host-mobile', page.hostToken?.mobile ?? page.mobile)}
    <button type="submit">${both('获取令牌', 'Get token')}</button>
  </form>
  ${issued}
</section>`;
}

const STATE_TEXT = {
  visible: ['已发布', 'published'],
  hidden: ['已被管理员隐藏', 'hidden by an admin'],
} as const;

function savedReview(saved: HostReview | null | undefined): Html {
  if (saved === undefined) return html``;
  if (saved === null) {
    return html`<p class="spaced" data-testid="review-none">${both('你还没有评价这个智能体。', 'You have not reviewed this agent yet.')}</p>`;
  }
  const [zhState, enState] = STATE_TEXT[saved.state];
  return html`<div class="spaced" data-testid="review-saved" data-state="${saved.state}">
  <p>${both('你的评价', 'Your review')}: <strong>${'★'.repeat(saved.rating)}${'☆'.repeat(5 - saved.rating)}</strong>
    · ${both('版本', 'version')} <code>${saved.version}</code></p>
  <p>${both('状态', 'Status')}: <span class="status">${zhState}</span> <span class="en" lang="en">${enState}</span></p>
  ${saved.state === 'hidden' ? html`<p role="note">${both('原因', 'Reason')}: ${saved.hiddenReason}</p>` : ''}
  ${saved.content ? html`<blockquote>${saved.content}</blockquote>` : ''}
  ${saved.reply ? html`<p class="spaced">${both('开发者回复', 'Developer reply')} (${saved.reply.author})</p><blockquote>${saved.reply.content}</blockquote>` : ''}
</div>`;
}

function reviewSection(screen: ReviewScreen | undefined, fallbackMobile: string | undefined): Html {
  if (!screen) return html``;
  const options = screen.agents.map(
    (agent) =>
      html`<option value="${agent.id}" ${agent.id === screen.agentId ? 'selected' : ''}>${agent.name}</option>`,
  );
  const stars = [5, 4, 3, 2, 1].map(
    (value) =>
      html`<label><input type="radio" name="rating" value="${value}" required ${
        value === (screen.rating ?? 5) ? 'checked' : ''
      }> ${value}★</label>`,
  );
  return html`<section aria-labelledby="review-title">
  <h2 id="review-title">${both('写评价', 'Write a review')}</h2>
  <p>${both('只有订阅了智能体的用户可以评价；再次提交会修改原评价。', 'Only subscribers can review an agent; sending again edits the review.')}</p>
  <form method="post" action="${PHONE_PATH}/review">
    ${mobileField('review-mobile', screen.mobile ?? fallbackMobile)}
    <label for="review-agent">${both('智能体', 'Agent')}</label>
    <select id="review-agent" name="agentId" required>${options}</select>
    <fieldset><legend>${both('评分', 'Rating')}</legend><div class="stars">${stars}</div></fieldset>
    <label for="review-content">${both('评价内容', 'Review')}</label>
    <textarea id="review-content" name="content" rows="4" maxlength="1000">${screen.content ?? ''}</textarea>
    <button type="submit">${both('提交评价', 'Send review')}</button>
    <button type="submit" class="secondary" formaction="${PHONE_PATH}/review-lookup" formnovalidate>${both('查看我的评价', 'See my review')}</button>
  </form>
  ${savedReview(screen.saved)}
</section>`;
}

function accountsSection(): Html {
  const items = SEED_ACCOUNTS.map(
    (a) =>
      html`<li><code>${a.mobile}</code> ${a.name} <span class="en">(${a.username})</span></li>`,
  );
  return html`<section aria-labelledby="accounts-title">
  <h2 id="accounts-title">${both('示例账号', 'Sample accounts')}</h2>
  <p>${both('新的手机号会自动注册为普通用户。', 'A new mobile number becomes a plain user account.')}</p>
  <ul>${items}</ul>
</section>`;
}

export function renderPhonePage(page: PhonePage): Html {
  return html`<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>沙箱手机 · Sandbox phone</title>
<style>${raw(STYLE)}</style>
</head>
<body>
<main>
  <h1>${both('沙箱手机', 'Sandbox phone')}</h1>
  <p>${both('模拟宿主 App：扫码、确认登录、在 App 中打开、写评价。', 'Stands in for the host app: scan, confirm sign-in, open in the app, write a review.')}</p>
  ${noticeHtml(page.notice)}
  ${qrSection(page)}
  ${hostSection(page)}
  ${reviewSection(page.review, page.mobile)}
  ${accountsSection()}
</main>
</body>
</html>`;
}
