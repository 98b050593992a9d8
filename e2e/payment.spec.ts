/**
 * Buying a plan end to end, on the real server and its sandbox wallets: a visitor picks the
 * advanced plan, signs in through the redirect, accepts the agreement and pays with each
 * wallet on the sandbox pay page; the order is completed at the server's price. A declined
 * payment leaves the order pending and payable again, and a replayed notification changes
 * nothing. A payment whose notification is lost completes while the buyer waits.
 */
import type { Payment } from '@legion/api';
import { expect, type Page, test } from '@playwright/test';
import { bearer, data, freshMobile, openSignedIn, signInByPhone } from './support/api.ts';

const loginDialog = (page: Page) => page.getByRole('dialog', { name: '登录 Legion' });

/**
 * The QR's sandbox pay page, opened as the phone would: on a phone by the checkout's own link
 * to the wallet app (it cannot scan its own screen), at a desktop's width as the phone that
 * scans the QR.
 */
async function openPayPage(page: Page) {
  const link = page.getByRole('link', { name: '打开支付页面' });
  await expect(link).toBeVisible();
  const app = page.getByRole('link', { name: /^在.+中打开并支付$/ });
  if ((page.viewportSize()?.width ?? 1280) < 768) {
    await expect(app).toBeVisible();
    const opened = page.waitForEvent('popup');
    await app.click();
    return opened;
  }
  await expect(app).toBeHidden();
  const href = await link.getAttribute('href');
  if (!href) throw new Error('no pay page link');
  const phone = await page.context().newPage();
  await phone.goto(href);
  return phone;
}

async function checkout(page: Page, months: string, wallet: string) {
  const form = page.getByRole('region', { name: '订单信息' });
  await form.getByRole('button', { name: months }).click();
  await form.getByRole('radio', { name: wallet }).check();
  await form.getByLabel('我已阅读并同意').check();
  await form.getByRole('button', { name: /^立即支付 ¥/ }).click();
  await expect(
    page.getByRole('img', { name: new RegExp(`请使用${wallet}扫码支付`) }),
  ).toBeVisible();
}

test('buy the advanced plan with each wallet; a decline stays payable; a replay changes nothing', {
  tag: '@phone',
}, async ({ page, request }) => {
  test.setTimeout(120_000);
  const mobile = freshMobile();

  // 1. a visitor picks the advanced plan and signs in through the redirect
  await page.goto('/pricing');
  const premium = page.getByRole('article', { name: /个人高级版/ });
  await premium.getByRole('button', { name: '立即订阅' }).click();
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();
  const [phone] = await Promise.all([
    page.context().waitForEvent('page'),
    dialog.getByRole('link', { name: '没有 App？用沙箱手机扫码' }).click(),
  ]);
  await phone.getByRole('button', { name: /扫码/ }).click();
  const qrSection = phone.getByRole('region', { name: /扫码登录/ });
  await qrSection.getByLabel(/手机号/).fill(mobile);
  await qrSection.getByRole('button', { name: /确认登录/ }).click();
  // (the phone is a popup of the page: it stays open, as closing a popup can hang)
  await page.bringToFront();
  await expect(dialog).toBeHidden({ timeout: 10_000 });
  await expect(page).toHaveURL(/\/payment\?planId=agent-premium$/);
  const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';

  // 2. the agreement comes first; then 3 months with the chat wallet
  const form = page.getByRole('region', { name: '订单信息' });
  await form.getByRole('button', { name: '3 个月' }).click();
  await expect(form.getByRole('button', { name: '立即支付 ¥56.40' })).toBeVisible();
  await form.getByRole('button', { name: /^立即支付 ¥/ }).click();
  await expect(form.getByRole('alert')).toHaveText('请先阅读并同意服务协议');
  await checkout(page, '3 个月', '聊天钱包');
  const orderId = new URL(page.url()).searchParams.get('order') ?? '';
  expect(orderId).toMatch(/^\d+$/);

  let wallet = await openPayPage(page);
  await expect(wallet.getByTestId('amount')).toHaveText('¥56.40');
  await wallet.getByRole('button', { name: /确认支付/ }).click();
  await expect(wallet.locator('[data-kind="success"]')).toBeVisible();
  const notification = await wallet.getByTestId('notification').textContent();
  await wallet.close();
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText(/你已开通个人高级版，有效期至/)).toBeVisible();

  const paid = await data<Payment>(
    await request.get(`/api/payment/orders/${orderId}`, { headers: bearer(token) }),
  );
  expect(paid.order).toMatchObject({ status: 'completed', amount: 56.4, method: 'chat_wallet' });
  expect(paid.subscription.planId).toBe('agent-premium');
  const expiresAt = paid.subscription.expiresAt;

  // 3. the same notification again changes nothing
  const replay = await request.post('/api/payment/notify/chat_wallet', {
    data: JSON.parse(notification ?? '{}'),
  });
  expect((await replay.json()).data).toEqual({ outcome: 'duplicate' });
  const after = await data<Payment>(
    await request.get(`/api/payment/orders/${orderId}`, { headers: bearer(token) }),
  );
  expect(after.order.status).toBe('completed');
  expect(after.subscription.expiresAt).toBe(expiresAt);

  // 4. one more month with the payment wallet: declined first, then paid; the plan is theirs
  // now, so its card says until when and offers to renew
  await page.goto('/pricing');
  const renewable = page.getByRole('article', { name: /个人高级版/ });
  await expect(renewable.getByText(/^当前套餐，有效期至 /)).toBeVisible();
  await renewable.getByRole('button', { name: '续订' }).click();
  await expect(page).toHaveURL(/\/payment\?planId=agent-premium$/);
  await checkout(page, '1 个月', '支付钱包');
  const secondId = new URL(page.url()).searchParams.get('order') ?? '';
  wallet = await openPayPage(page);
  await wallet.getByRole('button', { name: /拒绝/ }).click();
  // the wallet's answer first: closing a page mid-navigation can hang
  await expect(wallet.locator('[data-kind="info"]')).toBeVisible();
  await wallet.close();
  await expect(page.getByRole('region', { name: '扫码支付' }).getByRole('alert')).toContainText(
    '支付未完成：付款方已拒绝支付',
    {
      timeout: 10_000,
    },
  );
  const declined = await data<Payment>(
    await request.get(`/api/payment/orders/${secondId}`, { headers: bearer(token) }),
  );
  expect(declined.order.status).toBe('pending');
  // the used-up QR says it was declined, not that it expired
  const qr = page.getByRole('figure');
  await expect(qr.getByText('付款方已拒绝支付')).toBeVisible();
  await expect(qr.getByText('二维码已过期')).toBeHidden();

  // reopening the plan's payment page resumes the pending order instead of making another
  await page.goto('/payment?planId=agent-premium');
  await expect(page).toHaveURL(new RegExp(`order=${secondId}$`));
  await expect(page.getByRole('region', { name: '订单信息' })).toBeHidden();

  await page.getByRole('button', { name: '刷新二维码' }).first().click();
  wallet = await openPayPage(page);
  await expect(wallet.getByTestId('amount')).toHaveText('¥18.80');
  await wallet.getByRole('button', { name: /确认支付/ }).click();
  await expect(wallet.locator('[data-kind="success"]')).toBeVisible();
  await wallet.close();
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 10_000 });
  const extended = await data<Payment>(
    await request.get(`/api/payment/orders/${secondId}`, { headers: bearer(token) }),
  );
  expect(extended.order).toMatchObject({ status: 'completed', amount: 18.8, method: 'pay_wallet' });
  // the active plan was extended by the month, not restarted
  expect(Date.parse(extended.subscription.expiresAt ?? '')).toBeGreaterThan(
    Date.parse(expiresAt ?? '') + 27 * 24 * 3600_000,
  );

  // the buyer's orders, under My Plugins: the plan until its new end, and each receipt
  await page.goto('/developer/orders');
  await expect(page.getByRole('region', { name: '当前套餐' })).toContainText('个人高级版');
  await page.getByRole('link', { name: `订单 ${extended.order.orderNumber} 的支付凭证` }).click();
  await expect(page.getByRole('heading', { level: 1, name: '支付凭证' })).toBeVisible();
  const receipt = page.getByRole('region', { name: '支付凭证' });
  await expect(receipt.getByText('实付金额')).toBeVisible();
  await expect(receipt.getByText('¥18.80')).toBeVisible();
  await expect(receipt.getByText(extended.order.businessNumber ?? 'no number')).toBeVisible();
  await expect(receipt.getByText(/ 至 /)).toBeVisible();
  await expect(page.getByText(/应付|待支付/)).toHaveCount(0);
});

test('a payment whose notification is lost still completes while the buyer waits', async ({
  page,
  request,
}) => {
  const session = await signInByPhone(request, freshMobile());
  await openSignedIn(page, session, '/payment?planId=agent-premium');
  await checkout(page, '1 个月', '支付钱包');
  const wallet = await openPayPage(page);
  // the wallet takes the money, but its notification never reaches the server
  await wallet.getByRole('button', { name: /支付，但通知丢失/ }).click();
  await expect(wallet.getByText(/通知没有送达/)).toBeVisible();
  await wallet.close();
  // the buyer's page asks the wallet while it waits, and the order completes
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/你已开通个人高级版，有效期至/)).toBeVisible();
});
