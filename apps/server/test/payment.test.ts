/**
 * Plans, quotes, orders and the sandbox wallets over HTTP: the package list in both
 * languages, server-computed quotes, creating an order, paying or declining through the
 * sandbox pay page with each wallet, expiry, cancellation, isolation, and extension.
 */
import {
  AGREEMENT_REQUIRED,
  FALLBACK_PACKAGES,
  FREE_PLAN_NOT_PURCHASABLE,
  knowledgeUsageSchema,
  MONTHS_MESSAGE,
  orderPageSchema,
  PACKAGE_LIST_PATH,
  PAYMENT_METHODS,
  paymentOrderPageSchema,
  planSubscriptionSchema,
  purchaseQuoteSchema,
  UNKNOWN_PLAN,
} from '@legion/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths } from '../src/payment/repository.ts';
import { type Account, addAccount } from './developer-helpers.ts';
import { call, signIn, startTestServer, type TestServer } from './helpers.ts';
import { createOrder, GB, MINUTE_MS, page, paymentOf, useQr } from './payment-helpers.ts';

let server: TestServer;
let adminToken = '';
beforeAll(async () => {
  server = await startTestServer();
  adminToken = await signIn(server, 'admin');
}, 60_000);
afterAll(() => server.close());

const DAY_MS = 24 * 60 * 60_000;

async function subscription(account: Account) {
  const answer = await call(server, '/api/subscription', { token: account.token });
  expect(answer.status).toBe(200);
  return planSubscriptionSchema.parse(answer.body.data);
}

async function knowledgeQuota(account: Account) {
  const answer = await call(server, '/api/knowledge/usage', { token: account.token });
  return knowledgeUsageSchema.parse(answer.body.data).quotaBytes;
}

async function adminOrder(orderNumber: string) {
  const answer = await call(server, `/api/admin/orders?q=${orderNumber}`, { token: adminToken });
  expect(answer.status).toBe(200);
  const found = orderPageSchema.parse(answer.body.data);
  expect(found.items).toHaveLength(1);
  const [order] = found.items;
  if (!order) throw new Error(`order ${orderNumber} not listed`);
  return order;
}

describe('the package list', () => {
  it('answers the seeded plans at its fixed path, in the language of the request', async () => {
    const zh = await call(server, PACKAGE_LIST_PATH, { headers: { 'x-language': 'zh' } });
    expect(zh.status).toBe(200);
    expect(zh.body).toEqual({ code: 0, data: FALLBACK_PACKAGES.zh, msg: 'ok' });
    expect(zh.body.data.map((plan: { amount: number }) => plan.amount)).toEqual([0, 18.8, 5688]);
    expect(zh.body.data[1]).toMatchObject({ specNo: 'agent-premium', specName: '个人高级版' });

    const en = await call(server, PACKAGE_LIST_PATH, { headers: { 'x-language': 'en' } });
    expect(en.body.data).toEqual(FALLBACK_PACKAGES.en);
    expect(en.body.data[1].specName).toBe('Personal Advanced');
    // Accept-Language alone picks the language too
    const accepted = await call(server, PACKAGE_LIST_PATH, {
      headers: { 'accept-language': 'zh-CN,zh;q=0.9' },
    });
    expect(accepted.body.data[2].specName).toBe('企业版');
  });
});

describe('quotes', () => {
  it('are computed on the server: unit price × months + config fee', async () => {
    const premium = await call(server, '/api/payment/quote?planId=agent-premium&months=3', {
      headers: { 'x-language': 'zh' },
    });
    expect(premium.status).toBe(200);
    expect(purchaseQuoteSchema.parse(premium.body.data)).toEqual({
      planId: 'agent-premium',
      planName: '个人高级版',
      price: 18.8,
      months: 3,
      unitPrice: 18.8,
      totalPrice: 56.4,
      configFee: 0,
    });
    const enterprise = await call(server, '/api/payment/quote?planId=agent-enterprise&months=12');
    expect(enterprise.body.data).toMatchObject({
      planName: 'Enterprise',
      unitPrice: 5688,
      totalPrice: 68_256,
      configFee: 0,
    });
  });

  it('refuse an unknown plan (404), the free plan and a wrong number of months (400)', async () => {
    const unknown = await call(server, '/api/payment/quote?planId=agent-gold&months=1');
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe(UNKNOWN_PLAN);
    const free = await call(server, '/api/payment/quote?planId=agent-free&months=1');
    expect(free.status).toBe(400);
    expect(free.body.msg).toBe(FREE_PLAN_NOT_PURCHASABLE);
    for (const months of ['2', '0', '1.5', '24']) {
      const wrong = await call(server, `/api/payment/quote?planId=agent-premium&months=${months}`);
      expect(wrong.status, months).toBe(400);
      expect(wrong.body.msg).toBe(MONTHS_MESSAGE);
    }
    // not a number at all: still a 400 (with zod's own message: the contract names none)
    const text = await call(server, '/api/payment/quote?planId=agent-premium&months=x');
    expect(text.status).toBe(400);
    const zh = await call(server, '/api/payment/quote?planId=agent-free&months=1', {
      headers: { 'x-language': 'zh' },
    });
    expect(zh.body.msg).toBe('免费版无需购买');
  });
});

describe('creating an order', () => {
  it('needs a signed-in user (401) and the accepted agreement (400)', async () => {
    const body = { planId: 'agent-premium', months: 1, method: 'chat_wallet' };
    const anonymous = await call(server, '/api/payment/orders', {
      body: { ...body, agreementAccepted: true },
    });
    expect(anonymous.status).toBe(401);
    const account = await addAccount(server);
    for (const agreement of [{}, { agreementAccepted: false }]) {
      const refused = await call(server, '/api/payment/orders', {
        token: account.token,
        body: { ...body, ...agreement },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toBe(AGREEMENT_REQUIRED);
      expect(refused.body.fields.agreementAccepted).toBe(AGREEMENT_REQUIRED);
    }
    const free = await call(server, '/api/payment/orders', {
      token: account.token,
      body: { ...body, planId: 'agent-free', agreementAccepted: true },
    });
    expect(free.status).toBe(400);
    const mine = await call(server, '/api/orders', { token: account.token });
    expect(paymentOrderPageSchema.parse(mine.body.data).total).toBe(0);
  });

  it('is pending at the server-computed amount, whatever price the client sends, with a QR', async () => {
    const account = await addAccount(server);
    const before = server.clock.now();
    const answer = await call(server, '/api/payment/orders', {
      token: account.token,
      body: {
        planId: 'agent-premium',
        months: 3,
        method: 'pay_wallet',
        agreementAccepted: true,
        amount: 0.01,
        totalPrice: 0.01,
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { order, qr, subscription } = answer.body.data;
    expect(order).toMatchObject({
      planId: 'agent-premium',
      planName: 'Personal Advanced',
      months: 3,
      unitPrice: 18.8,
      configFee: 0,
      amount: 56.4,
      method: 'pay_wallet',
      status: 'pending',
      paidAt: null,
      failure: null,
      remark: '',
    });
    expect(order.orderNumber).toMatch(/^LG\d{8}-\d{6,}$/);
    expect(Date.parse(order.payBy) - Date.parse(order.createdAt)).toBe(30 * MINUTE_MS);
    expect(Date.parse(order.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(qr.url).toMatch(new RegExp(`^${server.url}/sandbox/pay/[\\w-]{20,}$`));
    expect(Date.parse(qr.expiresAt) - Date.parse(order.createdAt)).toBe(5 * MINUTE_MS);
    expect(subscription).toEqual({
      planId: 'agent-free',
      planName: 'Personal Free',
      expiresAt: null,
    });
    // the origin the caller used is the QR's
    const proxied = await call(server, `/api/payment/orders/${order.id}`, {
      token: account.token,
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'legion.example.com' },
    });
    expect(proxied.body.data.qr.url).toMatch(/^https:\/\/legion\.example\.com\/sandbox\/pay\//);

    // the admin console shows it with every field
    expect(await adminOrder(order.orderNumber)).toMatchObject({
      id: order.id,
      agentName: '个人高级版',
      agentNameEn: 'Personal Advanced',
      userName: account.name,
      userPhone: `${account.mobile.slice(0, 3)}****${account.mobile.slice(-4)}`,
      amount: 56.4,
      paymentMethod: 'pay_wallet',
      status: 'pending',
      paidAt: null,
      payAccount: '',
      businessNumber: '',
      remark: '',
    });
  });
});

describe('an order already waiting for payment', () => {
  it('is resumed, not doubled: the buyer finds it by plan and state, and ordering again answers it', async () => {
    const account = await addAccount(server);
    const first = await createOrder(server, account, 'agent-premium', 3, 'chat_wallet');
    // the payment page, reopened at /payment?planId=agent-premium, looks for it first
    const found = await call(server, '/api/orders?status=pending&planId=agent-premium', {
      token: account.token,
    });
    expect(found.status).toBe(200);
    expect(found.body.data).toMatchObject({ total: 1, items: [{ id: first.order.id }] });
    const otherPlan = await call(server, '/api/orders?status=pending&planId=agent-enterprise', {
      token: account.token,
    });
    expect(otherPlan.body.data).toMatchObject({ total: 0, items: [] });

    // two tabs, or a second click: the same pending order, its terms and QR as they were
    const [again, twin] = await Promise.all([
      createOrder(server, account, 'agent-premium', 1, 'pay_wallet'),
      createOrder(server, account, 'agent-premium', 3, 'chat_wallet'),
    ]);
    expect(again.order).toEqual(first.order);
    expect(twin.order.id).toBe(first.order.id);
    expect(again.qr).toEqual(first.qr);
    const all = await call(server, '/api/orders', { token: account.token });
    expect(all.body.data.total).toBe(1);

    // another plan is another order; once cancelled, the plan can be ordered anew
    const enterprise = await createOrder(server, account, 'agent-enterprise', 1, 'chat_wallet');
    expect(enterprise.order.id).not.toBe(first.order.id);
    const cancelled = await call(server, `/api/payment/orders/${first.order.id}/cancel`, {
      token: account.token,
      body: {},
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const fresh = await createOrder(server, account, 'agent-premium', 1, 'pay_wallet');
    expect(fresh.order.id).not.toBe(first.order.id);
    expect(fresh.order).toMatchObject({ status: 'pending', months: 1, method: 'pay_wallet' });
    const none = await call(server, '/api/orders?status=lost', { token: account.token });
    expect(none.status).toBe(400);
  });
});

describe('paying through the sandbox pay page', () => {
  it.each(PAYMENT_METHODS)(
    'with %s: completed, the plan active, 10 GiB of knowledge space',
    async (method) => {
      const account = await addAccount(server);
      expect(await subscription(account)).toMatchObject({ planId: 'agent-free', expiresAt: null });
      expect(await knowledgeQuota(account)).toBe(GB);
      const created = await createOrder(server, account, 'agent-premium', 3, method);
      const qrUrl = created.qr?.url ?? '';

      const { shown, status, html } = await useQr(server, qrUrl, 'pay');
      // the page names the wallet, the plan and the amount
      expect(shown).toContain(method === 'chat_wallet' ? '聊天钱包' : '支付钱包');
      expect(shown).toContain('个人高级版');
      expect(shown).toContain('¥56.40');
      expect(shown).toContain('确认支付');
      expect(shown).toContain('拒绝');
      expect(status).toBe(200);
      expect(html).toContain('支付成功');

      const paid = await paymentOf(server, account, created.order.id);
      expect(paid.order).toMatchObject({
        status: 'completed',
        amount: 56.4,
        method,
        failure: null,
      });
      expect(paid.qr).toBeNull();
      const paidAt = Date.parse(paid.order.paidAt ?? '');
      expect(paid.subscription).toEqual({
        planId: 'agent-premium',
        planName: 'Personal Advanced',
        expiresAt: new Date(addMonths(paidAt, 3)).toISOString(),
      });
      const days = (Date.parse(paid.subscription.expiresAt ?? '') - paidAt) / DAY_MS;
      expect(days).toBeGreaterThanOrEqual(89);
      expect(days).toBeLessThanOrEqual(92);
      expect(await subscription(account)).toEqual(paid.subscription);
      expect(await knowledgeQuota(account)).toBe(10 * GB);

      const admin = await adminOrder(created.order.orderNumber);
      expect(admin).toMatchObject({ status: 'completed', amount: 56.4, paymentMethod: method });
      expect(admin.payAccount).toBe(`${account.mobile.slice(0, 3)}****${account.mobile.slice(-4)}`);
      expect(admin.businessNumber).toMatch(/^\d{20,}$/);
      expect(admin.paidAt).toBe(paid.order.paidAt);
      // the buyer's receipt: the wallet's number and the period bought
      expect(paid.order.businessNumber).toBe(admin.businessNumber);
      expect(paid.order.period).toEqual({
        start: paid.order.paidAt,
        end: paid.subscription.expiresAt,
      });

      // the used code is no longer valid; its page says so
      const again = await page(qrUrl);
      expect(again.status).toBe(404);
      expect(again.html).toContain('支付码无效');
      const mine = await call(server, '/api/orders', { token: account.token });
      expect(paymentOrderPageSchema.parse(mine.body.data).items).toEqual([paid.order]);
    },
  );

  it('a decline leaves the order pending with the failure; a refreshed QR (other wallet) pays it', async () => {
    const account = await addAccount(server);
    const created = await createOrder(server, account, 'agent-enterprise', 1, 'chat_wallet');
    const declined = await useQr(server, created.qr?.url ?? '', 'decline');
    expect(declined.status).toBe(200);
    expect(declined.html).toContain('已拒绝支付');

    const after = await paymentOf(server, account, created.order.id);
    expect(after.order).toMatchObject({
      status: 'pending',
      failure: 'The payer declined the payment',
      paidAt: null,
    });
    // the declined QR is used up: expired now, its page says so
    expect(Date.parse(after.qr?.expiresAt ?? '')).toBeLessThanOrEqual(server.clock.now());
    const stale = await page(created.qr?.url ?? '');
    expect(stale.status).toBe(410);
    expect(stale.html).toContain('二维码已过期');
    const zh = await call(server, `/api/payment/orders/${created.order.id}`, {
      token: account.token,
      headers: { 'x-language': 'zh' },
    });
    expect(zh.body.data.order.failure).toBe('付款方已拒绝支付');
    expect(await subscription(account)).toMatchObject({ planId: 'agent-free' });

    const refreshed = await call(server, `/api/payment/orders/${created.order.id}/qr`, {
      token: account.token,
      body: { method: 'pay_wallet' },
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.data.order).toMatchObject({ method: 'pay_wallet', failure: null });
    expect(refreshed.body.data.qr.url).not.toBe(created.qr?.url);
    expect(Date.parse(refreshed.body.data.qr.expiresAt)).toBeGreaterThan(server.clock.now());

    const paid = await useQr(server, refreshed.body.data.qr.url, 'pay');
    expect(paid.shown).toContain('支付钱包');
    expect(paid.html).toContain('支付成功');
    const done = await paymentOf(server, account, created.order.id);
    expect(done.order).toMatchObject({ status: 'completed', amount: 5688, method: 'pay_wallet' });
    expect(done.subscription.planId).toBe('agent-enterprise');
    expect(await knowledgeQuota(account)).toBe(2 * 1024 * GB);
  });

  it('an unknown code shows a clear page, escaping what it shows', async () => {
    const unknown = await page(`${server.url}/sandbox/pay/${encodeURIComponent('<b>nope</b>')}`);
    expect(unknown.status).toBe(404);
    expect(unknown.response.headers.get('content-type')).toMatch(/text\/html/);
    expect(unknown.html).toContain('支付码无效');
    expect(unknown.html).toContain('This payment code is not valid');
    expect(unknown.html).not.toContain('<b>nope</b>');
    const posted = await fetch(`${server.url}/sandbox/pay/nope/pay`, { method: 'POST' });
    expect(posted.status).toBe(404);
  });
});

describe('an order nobody pays', () => {
  it('is cancelled once its 30 minutes are over: for the buyer, the admin and the pay page', async () => {
    const account = await addAccount(server);
    const created = await createOrder(server, account, 'agent-premium', 1, 'chat_wallet');
    server.clock.advance(20 * MINUTE_MS);
    // the QR expired after 5 minutes; refreshing gives one up to the pay-by time at most
    const stale = await page(created.qr?.url ?? '');
    expect(stale.status).toBe(410);
    const refreshed = await call(server, `/api/payment/orders/${created.order.id}/qr`, {
      token: account.token,
      body: {},
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.data.order.status).toBe('pending');
    server.clock.advance(10 * MINUTE_MS + 1000);

    const expired = await paymentOf(server, account, created.order.id);
    expect(expired.order).toMatchObject({ status: 'cancelled', remark: '超时未支付，已自动取消' });
    expect(expired.qr).toBeNull();
    const gone = await page(refreshed.body.data.qr.url);
    expect(gone.status).toBe(404);
    expect((await adminOrder(created.order.orderNumber)).status).toBe('cancelled');
    const again = await call(server, `/api/payment/orders/${created.order.id}/qr`, {
      token: account.token,
      body: {},
    });
    expect(again.status).toBe(409);
  });

  it('is swept for the admin list too, without the buyer looking', async () => {
    const account = await addAccount(server);
    const created = await createOrder(server, account, 'agent-premium', 1, 'pay_wallet');
    server.clock.advance(31 * MINUTE_MS);
    expect(await adminOrder(created.order.orderNumber)).toMatchObject({
      status: 'cancelled',
      remark: '超时未支付，已自动取消',
    });
  });

  it('can be cancelled by its buyer', async () => {
    const account = await addAccount(server);
    const created = await createOrder(server, account, 'agent-premium', 6, 'chat_wallet');
    const cancelled = await call(server, `/api/payment/orders/${created.order.id}/cancel`, {
      token: account.token,
      body: {},
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.order).toMatchObject({
      status: 'cancelled',
      remark: '用户取消订单',
    });
    expect(cancelled.body.data.qr).toBeNull();
    expect((await page(created.qr?.url ?? '')).status).toBe(404);
  });
});

describe('isolation', () => {
  it("another user cannot read, refresh or cancel someone's order: 404", async () => {
    const owner = await addAccount(server);
    const stranger = await addAccount(server);
    const created = await createOrder(server, owner, 'agent-premium', 1, 'chat_wallet');
    const id = created.order.id;
    const read = await call(server, `/api/payment/orders/${id}`, { token: stranger.token });
    expect(read.status).toBe(404);
    const refresh = await call(server, `/api/payment/orders/${id}/qr`, {
      token: stranger.token,
      body: {},
    });
    expect(refresh.status).toBe(404);
    const cancel = await call(server, `/api/payment/orders/${id}/cancel`, {
      token: stranger.token,
      body: {},
    });
    expect(cancel.status).toBe(404);
    expect(
      (await call(server, '/api/payment/orders/99999999', { token: owner.token })).status,
    ).toBe(404);
    const theirs = await call(server, '/api/orders', { token: stranger.token });
    expect(theirs.body.data.total).toBe(0);
    expect((await paymentOf(server, owner, id)).order.status).toBe('pending');
  });
});

describe('subscriptions', () => {
  it('buying the same plan while it runs adds the months to its end; another plan starts now', async () => {
    const account = await addAccount(server);
    const first = await createOrder(server, account, 'agent-premium', 1, 'chat_wallet');
    await useQr(server, first.qr?.url ?? '', 'pay');
    const firstExpiry = Date.parse((await subscription(account)).expiresAt ?? '');

    server.clock.advance(3 * DAY_MS);
    const second = await createOrder(server, account, 'agent-premium', 3, 'pay_wallet');
    await useQr(server, second.qr?.url ?? '', 'pay');
    const extended = await subscription(account);
    expect(extended).toMatchObject({ planId: 'agent-premium' });
    expect(extended.expiresAt).toBe(new Date(addMonths(firstExpiry, 3)).toISOString());
    // the extension's receipt: its period starts where the running one ended
    expect((await paymentOf(server, account, second.order.id)).order.period).toEqual({
      start: new Date(firstExpiry).toISOString(),
      end: extended.expiresAt,
    });
    expect((await paymentOf(server, account, second.order.id)).order.businessNumber).toMatch(
      /^\d{20,}$/,
    );

    const third = await createOrder(server, account, 'agent-enterprise', 1, 'chat_wallet');
    await useQr(server, third.qr?.url ?? '', 'pay');
    const paidAt = Date.parse(
      (await paymentOf(server, account, third.order.id)).order.paidAt ?? '',
    );
    expect(await subscription(account)).toMatchObject({
      planId: 'agent-enterprise',
      expiresAt: new Date(addMonths(paidAt, 1)).toISOString(),
    });
  });

  it('count months by the calendar, to the last day of a shorter month', () => {
    expect(new Date(addMonths(Date.UTC(2026, 0, 31, 10), 1)).toISOString()).toBe(
      '2026-02-28T10:00:00.000Z',
    );
    expect(new Date(addMonths(Date.UTC(2027, 11, 15), 3)).toISOString()).toBe(
      '2028-03-15T00:00:00.000Z',
    );
    expect(new Date(addMonths(Date.UTC(2027, 11, 31), 2)).toISOString()).toBe(
      '2028-02-29T00:00:00.000Z',
    );
  });
});
