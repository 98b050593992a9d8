/**
 * Payment providers: one per wallet an order may be paid with (the chat app's wallet or the
 * payment app's). A provider says what the buyer's QR encodes and checks the signature of
 * the notifications it posts to POST /api/payment/notify/:method. The embedded default is a
 * SANDBOX provider per wallet: its QR opens the server's own pay page (/sandbox/pay/:token),
 * where a phone (or a test) pays or declines, and it then posts a notification signed exactly
 * as a real provider would, through the same route.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { PAYMENT_METHODS, type PaymentMethod, type PaymentNotification } from '@legion/api';
import type { Queryable } from '../db/database.ts';
import { settingsRepository } from '../settings/repository.ts';

export const SANDBOX_PAY_PATH = '/sandbox/pay';

/** the fields of a notification that are signed: all but the signature */
export type NotificationFields = Omit<PaymentNotification, 'signature'>;

/**
 * The contract's signature: HMAC-SHA256 with the wallet's secret over the other fields, keys
 * sorted, `key=value` joined by `&`, as lowercase hex.
 */
export function signingString(fields: Record<string, unknown>): string {
  return Object.keys(fields)
    .filter((key) => key !== 'signature' && fields[key] !== undefined)
    .sort()
    .map((key) => `${key}=${String(fields[key])}`)
    .join('&');
}

export function signNotification(fields: Record<string, unknown>, secret: string): string {
  return createHmac('sha256', secret).update(signingString(fields)).digest('hex');
}

/** the signature checked in constant time */
export function signatureHolds(notification: PaymentNotification, secret: string): boolean {
  const { signature, ...fields } = notification;
  const expected = Buffer.from(signNotification(fields, secret), 'hex');
  const given = Buffer.from(signature, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export interface WalletName {
  zh: string;
  en: string;
}

export const WALLET_NAMES: Record<PaymentMethod, WalletName> = {
  chat_wallet: { zh: '聊天钱包', en: 'Chat wallet' },
  pay_wallet: { zh: '支付钱包', en: 'Pay wallet' },
};

/**
 * What a wallet says of an order when asked (decision 0095): not paid (yet), paid (with the
 * signed notification of the payment, as it was or would have been posted), or closed
 */
export type WalletOrderState =
  | { state: 'NOTPAY' }
  | { state: 'CLOSED' }
  | { state: 'SUCCESS'; notification: PaymentNotification };

export interface PaymentProvider {
  method: PaymentMethod;
  /** 'sandbox' for the embedded one */
  kind: string;
  name: WalletName;
  /** what the buyer's QR encodes, for the order's current QR token */
  qrUrl(token: string, origin: string): string;
  /** whether a notification posted to /api/payment/notify/<method> was signed by this wallet */
  verify(notification: PaymentNotification): boolean;
  /** asks the wallet about an order (its order query) */
  query(orderNumber: string): Promise<WalletOrderState>;
  /** tells the wallet the order is closed: its QR can no longer be paid */
  close(orderNumber: string): Promise<void>;
}

export interface SandboxProvider extends PaymentProvider {
  kind: 'sandbox';
  /**
   * the payer paid: the wallet keeps the payment (what its order query answers); false when the
   * order is closed at the wallet, so it cannot be paid
   */
  recordPaid(notification: PaymentNotification, at: number): Promise<boolean>;
  /** the signed notification the wallet sends once the payer has paid or declined */
  notification(order: {
    orderNumber: string;
    amountCents: number;
    result: 'SUCCESS' | 'DECLINED';
    payAccount: string;
    at: number;
  }): PaymentNotification;
}

/** the sandbox wallet's transaction numbers, shaped like each wallet's */
function businessNumber(method: PaymentMethod, at: number): string {
  const digits = (n: number) => Array.from(randomBytes(n), (byte) => String(byte % 10)).join('');
  const day = new Date(at).toISOString().slice(0, 10).replaceAll('-', '');
  return method === 'chat_wallet' ? `4200${digits(24)}` : `${day}2200${digits(16)}`;
}

/**
 * The embedded wallets: a pay page on this server, and their own record of the orders they were
 * asked to pay (sandbox_wallet_orders), which their order query reads as a real wallet's would
 */
export function sandboxProvider(
  method: PaymentMethod,
  secret: string,
  db: Queryable,
): SandboxProvider {
  return {
    method,
    kind: 'sandbox',
    name: WALLET_NAMES[method],
    qrUrl: (token, origin) => `${origin}${SANDBOX_PAY_PATH}/${encodeURIComponent(token)}`,
    verify: (notification) => signatureHolds(notification, secret),
    async query(orderNumber) {
      const [row] = await db.query<{ state: 'paid' | 'closed'; notification: unknown }>(
        `select state, notification from sandbox_wallet_orders
         where method = $1 and order_number = $2`,
        [method, orderNumber],
      );
      if (!row) return { state: 'NOTPAY' };
      if (row.state === 'closed') return { state: 'CLOSED' };
      return { state: 'SUCCESS', notification: row.notification as PaymentNotification };
    },
    async close(orderNumber) {
      await db.query(
        `insert into sandbox_wallet_orders (method, order_number, state, at)
         values ($1, $2, 'closed', now()) on conflict do nothing`,
        [method, orderNumber],
      );
    },
    async recordPaid(notification, at) {
      // a payment already kept stands (the same one again is fine); a closed order refuses
      await db.query(
        `insert into sandbox_wallet_orders (method, order_number, state, notification, at)
         values ($1, $2, 'paid', $3, $4) on conflict do nothing`,
        [method, notification.orderNumber, JSON.stringify(notification), new Date(at)],
      );
      const [row] = await db.query<{ state: string }>(
        'select state from sandbox_wallet_orders where method = $1 and order_number = $2',
        [method, notification.orderNumber],
      );
      return row?.state === 'paid';
    },
    notification({ orderNumber, amountCents, result, payAccount, at }) {
      const fields: NotificationFields = {
        orderNumber,
        businessNumber: businessNumber(method, at),
        payAccount,
        amountCents,
        result,
        timestamp: at,
      };
      return { ...fields, signature: signNotification(fields, secret) };
    },
  };
}

export const SECRET_ENV: Record<PaymentMethod, string> = {
  chat_wallet: 'LEGION_PAY_CHAT_WALLET_SECRET',
  pay_wallet: 'LEGION_PAY_PAY_WALLET_SECRET',
};

/** the wallets' secrets from the environment, where set */
export function readPaymentSecrets(
  env: NodeJS.ProcessEnv = process.env,
): Partial<Record<PaymentMethod, string>> {
  const secrets: Partial<Record<PaymentMethod, string>> = {};
  for (const method of PAYMENT_METHODS) {
    const value = env[SECRET_ENV[method]];
    if (value) secrets[method] = value;
  }
  return secrets;
}

/**
 * Each wallet's signing secret: the configured one, or one generated at the first start and
 * kept in app_settings, so that every instance on the database signs and checks alike.
 */
export async function paymentSecrets(
  db: Queryable,
  configured: Partial<Record<PaymentMethod, string>> = {},
): Promise<Record<PaymentMethod, string>> {
  const settings = settingsRepository(db);
  const secrets = {} as Record<PaymentMethod, string>;
  for (const method of PAYMENT_METHODS) {
    secrets[method] =
      configured[method] ??
      (await settings.getOrInsert(
        `payment:${method}:secret`,
        randomBytes(32).toString('base64url'),
      ));
  }
  return secrets;
}
