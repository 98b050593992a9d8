/**
 * Payments that always settle (decision 0095): a wallet's notification can be lost, so
 * while the buyer's page waits, and in a scheduled reconciliation of every pending order past a
 * minute, the server asks the wallet and settles a paid order through the same path as its
 * notification, once; a cancelled order is closed at its wallet and its QR can no longer be paid.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount } from './developer-helpers.ts';
import { startTestServer, type TestServer, until } from './helpers.ts';
import { createOrder, eventsOf, notify, page, paymentOf, useQr } from './payment-helpers.ts';

let server: TestServer;
beforeAll(async () => {
  // the reconciliation runs every 50 ms of real time here, on the server's (test) clock
  server = await startTestServer({ reconcileEveryMs: 50 });
}, 60_000);
afterAll(() => server.close());

const orderRow = async (id: string) => {
  const [row] = await server.db.query<{ status: string; wallet_closed_at: Date | null }>(
    'select status, wallet_closed_at from orders where id = $1',
    [id],
  );
  return row;
};
const walletRow = async (orderNumber: string) => {
  const [row] = await server.db.query<{ state: string }>(
    'select state from sandbox_wallet_orders where order_number = $1',
    [orderNumber],
  );
  return row?.state ?? null;
};

/**
 * Resolves once a whole reconciliation run has gone by since the call. A witness order, paid
 * with its notification lost and made older than a minute, is settled by the first run that
 * looks for due orders after that; a second witness, made due once the first is settled, can
 * only be settled by a later run, and runs go one at a time: by then the first run has ended.
 */
async function aWholeReconciliationRun() {
  for (const witness of ['first', 'second']) {
    const account = await addAccount(server);
    const created = await createOrder(server, account, 'agent-premium', 1, 'pay_wallet');
    await useQr(server, created.qr?.url ?? '', 'pay-lost');
    await server.db.query(
      "update orders set created_at = created_at - interval '2 minutes' where id = $1",
      [created.order.id],
    );
    await until(async () => (await orderRow(created.order.id))?.status === 'completed', {
      what: `the reconciliation to settle the ${witness} witness order`,
      intervalMs: 25,
    });
  }
}

describe('a payment whose notification is lost', () => {
  it('completes when the buyer’s page asks, once', async () => {
    const account = await addAccount(server);
    const created = await createOrder(server, account, 'agent-premium', 1, 'chat_wallet');
    const paid = await useQr(server, created.qr?.url ?? '', 'pay-lost');
    expect(paid.status).toBe(200);
    expect(paid.html).toContain('通知没有送达');
    // the wallet has the payment; the platform has heard nothing yet
    expect(await walletRow(created.order.orderNumber)).toBe('paid');
    expect((await orderRow(created.order.id))?.status).toBe('pending');
    expect(await eventsOf(server, created.order.id)).toEqual([]);

    // the buyer's page polls: the server asks the wallet and settles the order
    const polled = await paymentOf(server, account, created.order.id);
    expect(polled.order.status).toBe('completed');
    expect(polled.subscription.planId).toBe('agent-premium');
    const [applied, ...rest] = await eventsOf(server, created.order.id);
    expect(applied).toMatchObject({ outcome: 'paid', signature_ok: true });
    expect(rest).toEqual([]);

    // the notification turns up after all: a duplicate, nothing changes
    const late = await notify(server, 'chat_wallet', applied?.payload);
    expect(late.body.data.outcome).toBe('duplicate');
    server.clock.advance(10_000);
    const again = await paymentOf(server, account, created.order.id);
    expect(again.order).toEqual(polled.order);
    expect(again.subscription).toEqual(polled.subscription);
    expect((await eventsOf(server, created.order.id)).map((event) => event.outcome)).toEqual([
      'paid',
      'duplicate',
    ]);
  });

  it('completes by the scheduled reconciliation once the order is a minute old, with nobody watching', async () => {
    const account = await addAccount(server);
    const created = await createOrder(server, account, 'agent-premium', 1, 'pay_wallet');
    await useQr(server, created.qr?.url ?? '', 'pay-lost');
    // younger than a minute: the reconciliation leaves it to the buyer's page
    await aWholeReconciliationRun();
    expect((await orderRow(created.order.id))?.status).toBe('pending');
    server.clock.advance(61_000);
    await until(async () => (await orderRow(created.order.id))?.status === 'completed', {
      what: 'the reconciliation to settle the order',
      intervalMs: 25,
    });
    // runs go on every 50 ms: still applied once
    await aWholeReconciliationRun();
    expect((await eventsOf(server, created.order.id)).map((event) => event.outcome)).toEqual([
      'paid',
    ]);
  });
});

describe('a cancelled order', () => {
  it('is closed at its wallet, and its QR cannot be paid', async () => {
    const account = await addAccount(server);
    const created = await createOrder(server, account, 'agent-premium', 1, 'chat_wallet');
    const qr = created.qr?.url ?? '';
    const shown = await page(qr);
    expect(shown.status).toBe(200);
    const cancel = await fetch(`${server.url}/api/payment/orders/${created.order.id}/cancel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(cancel.status).toBe(200);
    expect(await walletRow(created.order.orderNumber)).toBe('closed');
    expect((await orderRow(created.order.id))?.wallet_closed_at).not.toBeNull();
    // the form the payer still had open: refused, nothing recorded
    const form = /<form method="post" action="([^"]+\/pay)">/.exec(shown.html)?.[1];
    const late = await fetch(`${server.url}${form}`, { method: 'POST' });
    expect(late.status).toBe(404);
    expect(await walletRow(created.order.orderNumber)).toBe('closed');
    expect(await eventsOf(server, created.order.id)).toEqual([]);
  });

  it('past its pay-by time is closed at its wallet by the reconciliation', async () => {
    const account = await addAccount(server);
    const created = await createOrder(server, account, 'agent-premium', 1, 'pay_wallet');
    server.clock.advance(31 * 60_000);
    await until(async () => (await walletRow(created.order.orderNumber)) === 'closed', {
      what: 'the expired order to be closed at its wallet',
      intervalMs: 25,
    });
    expect((await orderRow(created.order.id))?.status).toBe('cancelled');
  });
});
