/** What the payment tests share: creating an order and paying it through the sandbox page. */
import { type PaymentMethod, paymentSchema } from '@legion/api';
import { expect } from 'vitest';
import { signNotification } from '../src/payment/providers.ts';
import type { Account } from './developer-helpers.ts';
import { type Answer, call, type TestServer } from './helpers.ts';

export const GB = 1024 ** 3;
export const MINUTE_MS = 60_000;

export async function createOrder(
  server: TestServer,
  account: Account,
  planId: string,
  months: number,
  method: PaymentMethod,
) {
  const answer = await call(server, '/api/payment/orders', {
    token: account.token,
    body: { planId, months, method, agreementAccepted: true },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return paymentSchema.parse(answer.body.data);
}

export async function paymentOf(server: TestServer, account: Account, id: string) {
  const answer = await call(server, `/api/payment/orders/${id}`, { token: account.token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return paymentSchema.parse(answer.body.data);
}

export async function page(url: string) {
  const response = await fetch(url);
  return { status: response.status, html: await response.text(), response };
}

/** the pay page at the QR's URL, then its "pay", "decline" or "pay-lost" form, as a phone would */
export async function useQr(
  server: TestServer,
  qrUrl: string,
  action: 'pay' | 'decline' | 'pay-lost',
) {
  const shown = await page(qrUrl);
  expect(shown.status, shown.html).toBe(200);
  const form = new RegExp(`<form method="post" action="([^"]+/${action})">`).exec(shown.html);
  expect(form, shown.html).not.toBeNull();
  const response = await fetch(`${server.url}${form?.[1]}`, { method: 'POST' });
  return { shown: shown.html, status: response.status, html: await response.text() };
}

/** the notifications recorded for an order, oldest first */
export function eventsOf(server: TestServer, orderId: string) {
  return server.db.query<{
    outcome: string;
    signature_ok: boolean;
    business_number: string;
    // biome-ignore lint/suspicious/noExplicitAny: the body as received
    payload: any;
  }>(
    `select outcome, signature_ok, business_number, payload from payment_events
     where order_id = $1::bigint order by id`,
    [orderId],
  );
}

/** a notification signed with the wallet's secret, as its provider would send it */
export async function signedNotification(
  server: TestServer,
  method: PaymentMethod,
  fields: {
    orderNumber: string;
    amountCents: number;
    result: 'SUCCESS' | 'DECLINED';
    businessNumber?: string;
  },
) {
  const [row] = await server.db.query<{ value: string }>(
    'select value from app_settings where key = $1',
    [`payment:${method}:secret`],
  );
  const body = {
    orderNumber: fields.orderNumber,
    businessNumber:
      fields.businessNumber ?? `TEST${Date.now()}${Math.random().toString().slice(2, 8)}`,
    payAccount: '139****0000',
    amountCents: fields.amountCents,
    result: fields.result,
    timestamp: server.clock.now(),
  };
  return { ...body, signature: signNotification(body, row?.value ?? '') };
}

export function notify(server: TestServer, method: string, body: unknown): Promise<Answer> {
  return call(server, `/api/payment/notify/${method}`, { body });
}
