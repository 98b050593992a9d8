/**
 * The wallets' notifications (POST /api/payment/notify/:method): signed, recorded, applied at
 * most once per business number; a bad signature, an unknown order, a wrong amount and a late
 * payment for a cancelled order are recorded and refused.
 */
import { paymentNotifyAnswerSchema } from '@legion/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount } from './developer-helpers.ts';
import { call, signIn, startTestServer, type TestServer } from './helpers.ts';
import {
  createOrder,
  eventsOf,
  notify,
  paymentOf,
  signedNotification,
  useQr,
} from './payment-helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

const subscriptionRow = async (userId: string) => {
  const [row] = await server.db.query<{ plan_id: string; expires_at: Date; updated_at: Date }>(
    'select plan_id, expires_at, updated_at from plan_subscriptions where user_id = $1',
    [userId],
  );
  return row ?? null;
};

describe('a replayed notification', () => {
  it('answers duplicate and changes nothing', async () => {
    const account = await addAccount(server);
    const created = await createOrder(server, account, 'agent-premium', 1, 'chat_wallet');
    await useQr(server, created.qr?.url ?? '', 'pay');
    const paid = await paymentOf(server, account, created.order.id);
    expect(paid.order.status).toBe('completed');
    const subscriptionBefore = await subscriptionRow(account.id);
    const [applied] = await eventsOf(server, created.order.id);
    expect(applied).toMatchObject({ outcome: 'paid', signature_ok: true });

    // the very body the sandbox wallet sent, posted again to the notification route
    server.clock.advance(60_000);
    const replay = await notify(server, 'chat_wallet', applied?.payload);
    expect(replay.status, JSON.stringify(replay.body)).toBe(200);
    expect(paymentNotifyAnswerSchema.parse(replay.body.data)).toEqual({ outcome: 'duplicate' });
    const again = await notify(server, 'chat_wallet', applied?.payload);
    expect(again.body.data.outcome).toBe('duplicate');

    const after = await paymentOf(server, account, created.order.id);
    expect(after.order).toEqual(paid.order);
    expect(after.subscription).toEqual(paid.subscription);
    expect(await subscriptionRow(account.id)).toEqual(subscriptionBefore);
    expect((await eventsOf(server, created.order.id)).map((e) => e.outcome)).toEqual([
      'paid',
      'duplicate',
      'duplicate',
    ]);
  });

  it('racing with itself still pays once', async () => {
    const account = await addAccount(server);
    const created = await createOrder(server, account, 'agent-premium', 1, 'pay_wallet');
    const body = await signedNotification(server, 'pay_wallet', {
      orderNumber: created.order.orderNumber,
      amountCents: 1880,
      result: 'SUCCESS',
    });
    const answers = await Promise.all([1, 2, 3].map(() => notify(server, 'pay_wallet', body)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.body.data.outcome).sort()).toEqual([
      'duplicate',
      'duplicate',
      'paid',
    ]);
    const done = await paymentOf(server, account, created.order.id);
    expect(done.order.status).toBe('completed');
    const days =
      (Date.parse(done.subscription.expiresAt ?? '') - Date.parse(done.order.paidAt ?? '')) /
      86_400_000;
    expect(days).toBeLessThanOrEqual(31);
  });
});

describe('a notification that does not hold', () => {
  it('with a bad signature is refused (401) and recorded; nothing changes', async () => {
    const account = await addAccount(server);
    const created = await createOrder(server, account, 'agent-premium', 1, 'chat_wallet');
    const body = await signedNotification(server, 'chat_wallet', {
      orderNumber: created.order.orderNumber,
      amountCents: 1880,
      result: 'SUCCESS',
    });
    const flipped = `${body.signature[0] === 'a' ? 'b' : 'a'}${body.signature.slice(1)}`;
    const forged = await notify(server, 'chat_wallet', { ...body, signature: flipped });
    expect(forged.status).toBe(401);
    expect(forged.body.msg).toBe('Invalid signature');
    // a field changed after signing
    const tampered = await notify(server, 'chat_wallet', { ...body, payAccount: 'someone else' });
    expect(tampered.status).toBe(401);
    // signed for the other wallet
    const otherWallet = await notify(server, 'pay_wallet', body);
    expect(otherWallet.status).toBe(401);
    const [bad] = await server.db.query<{ count: number }>(
      `select count(*)::int as count from payment_events
       where order_number = $1 and outcome = 'bad_signature' and not signature_ok`,
      [created.order.orderNumber],
    );
    expect(bad?.count).toBe(3);
    expect((await paymentOf(server, account, created.order.id)).order.status).toBe('pending');
    // a malformed one is refused before anything
    expect((await notify(server, 'chat_wallet', { ...body, signature: 'xyz' })).status).toBe(400);
    expect((await notify(server, 'gold_wallet', body)).status).toBe(404);

    // the genuine one still pays
    const genuine = await notify(server, 'chat_wallet', body);
    expect(genuine.body.data).toEqual({ outcome: 'paid' });
  });

  it('for an unknown order (404) or the wrong amount (400) is recorded and refused', async () => {
    const account = await addAccount(server);
    const created = await createOrder(server, account, 'agent-premium', 3, 'pay_wallet');
    const unknown = await notify(
      server,
      'pay_wallet',
      await signedNotification(server, 'pay_wallet', {
        orderNumber: 'LG20990101-999999',
        amountCents: 5640,
        result: 'SUCCESS',
      }),
    );
    expect(unknown.status).toBe(404);
    const [recorded] = await server.db.query<{ outcome: string; order_id: string | null }>(
      "select outcome, order_id from payment_events where order_number = 'LG20990101-999999'",
    );
    expect(recorded).toEqual({ outcome: 'unknown_order', order_id: null });

    const cheap = await notify(
      server,
      'pay_wallet',
      await signedNotification(server, 'pay_wallet', {
        orderNumber: created.order.orderNumber,
        amountCents: 1,
        result: 'SUCCESS',
      }),
    );
    expect(cheap.status).toBe(400);
    expect(cheap.body.msg).toBe('The amount does not match the order');
    expect((await eventsOf(server, created.order.id)).map((e) => e.outcome)).toEqual([
      'amount_mismatch',
    ]);
    expect((await paymentOf(server, account, created.order.id)).order.status).toBe('pending');
  });
});

describe('a late notification', () => {
  it('for a cancelled order is recorded and refused (409): the order stays cancelled, a refund is due', async () => {
    const account = await addAccount(server);
    const created = await createOrder(server, account, 'agent-enterprise', 1, 'chat_wallet');
    const cancelled = await call(server, `/api/payment/orders/${created.order.id}/cancel`, {
      token: account.token,
      body: {},
    });
    expect(cancelled.body.data.order.status).toBe('cancelled');
    const body = await signedNotification(server, 'chat_wallet', {
      orderNumber: created.order.orderNumber,
      amountCents: 568_800,
      result: 'SUCCESS',
      businessNumber: '4200000000000000000000000001',
    });
    const late = await notify(server, 'chat_wallet', body);
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe('The order was cancelled: the payment will be refunded');

    const after = await paymentOf(server, account, created.order.id);
    expect(after.order.status).toBe('cancelled');
    expect(after.order.paidAt).toBeNull();
    expect(after.order.remark).toContain('用户取消订单');
    expect(after.order.remark).toContain('4200000000000000000000000001');
    expect(after.order.remark).toContain('需退款');
    expect(after.subscription.planId).toBe('agent-free');
    expect(await subscriptionRow(account.id)).toBeNull();
    expect(await eventsOf(server, created.order.id)).toMatchObject([
      { outcome: 'refused_cancelled', signature_ok: true },
    ]);
    // the refund remark is in the audit trail, left by the platform itself
    const trail = await call(server, '/api/admin/audit?action=refund-remark', {
      token: await signIn(server, 'admin'),
    });
    const entry = trail.body.data.items.find(
      (item: { subjectId: string }) => item.subjectId === created.order.id,
    );
    expect(entry).toMatchObject({ actor: null, subject: 'order' });
    expect(entry.detail).toContain('需退款');
  });

  it('for an order past its pay-by time cancels it first, then refuses', async () => {
    const account = await addAccount(server);
    const created = await createOrder(server, account, 'agent-premium', 1, 'pay_wallet');
    server.clock.advance(31 * 60_000);
    const body = await signedNotification(server, 'pay_wallet', {
      orderNumber: created.order.orderNumber,
      amountCents: 1880,
      result: 'SUCCESS',
    });
    const late = await notify(server, 'pay_wallet', body);
    expect(late.status).toBe(409);
    const after = await paymentOf(server, account, created.order.id);
    expect(after.order.status).toBe('cancelled');
    expect(after.order.remark).toMatch(/^超时未支付，已自动取消；.*需退款$/);
  });
});
