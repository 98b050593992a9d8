/**
 * The SQL of plan orders, payment notifications and plan subscriptions. Every write that
 * changes an order's state is conditional on the state it changes from.
 */
import type { OrderStatus, PaymentMethod } from '@legion/api';
import type { Queryable } from '../db/database.ts';

type Time = Date | string;

/** SQL: an order that is a sale (paid or completed; not pending, not cancelled) */
export const PAID_ORDER = "status in ('paid', 'completed')";

/** the remark of an order cancelled because it was not paid in time (as in the seed) */
export const EXPIRED_REMARK = '超时未支付，已自动取消';
/** the remark of an order its buyer cancelled (as in the seed) */
export const BUYER_CANCELLED_REMARK = '用户取消订单';

export interface PaymentOrderRow {
  id: string;
  order_number: string;
  user_id: string;
  plan_id: string | null;
  item_name: string;
  name_zh: string | null;
  name_en: string | null;
  months: number;
  unit_price_cents: number;
  config_fee_cents: number;
  amount_cents: number;
  payment_method: PaymentMethod;
  status: OrderStatus;
  created_at: Time;
  paid_at: Time | null;
  /** the wallet's transaction number; '' until paid */
  business_number: string;
  /** the period a completed order bought; null before (or for orders from before it was kept) */
  period_start: Time | null;
  period_end: Time | null;
  pay_by: Time;
  failure: string | null;
  remark: string;
  qr_token: string | null;
  qr_expires_at: Time | null;
  mobile: string | null;
  /** when the platform last asked the order's wallet about it (decision 0095) */
  wallet_queried_at: Time | null;
}

const ORDER_COLUMNS = `o.id::text as id, o.order_number, o.user_id::text as user_id, o.plan_id,
  o.item_name, p.name_zh, p.name_en, o.months, o.unit_price_cents::float8 as unit_price_cents,
  o.config_fee_cents::float8 as config_fee_cents, o.amount_cents::float8 as amount_cents,
  o.payment_method, o.status, o.created_at, o.paid_at, o.pay_by, o.failure, o.remark,
  o.qr_token, o.qr_expires_at, u.mobile, o.wallet_queried_at, o.business_number,
  o.period_start, o.period_end`;
const ORDER_FROM =
  'orders o join users u on u.id = o.user_id left join plans p on p.spec_no = o.plan_id';

/** the buyer's list filters, as $2 (status) and $3 (plan) */
export interface OwnOrderFilter {
  status?: OrderStatus;
  planId?: string;
}
const OWN_FILTER =
  'and ($2::text is null or o.status = $2) and ($3::text is null or o.plan_id = $3)';

export interface SubscriptionRow {
  plan_id: string;
  started_at: Time;
  expires_at: Time;
  name_zh: string | null;
  name_en: string | null;
}

export type EventOutcome =
  | 'paid'
  | 'declined'
  | 'duplicate'
  | 'bad_signature'
  | 'unknown_order'
  | 'amount_mismatch'
  | 'refused_cancelled'
  | 'refused_paid'
  | 'ignored';

export interface PaymentEvent {
  orderId: string | null;
  orderNumber: string;
  method: PaymentMethod;
  businessNumber: string;
  result: string;
  amountCents: number | null;
  payload: unknown;
  signatureOk: boolean;
  outcome: EventOutcome;
  at: Date;
}

/**
 * Cancels every pending order past its pay-by time, as of then: what every reader of orders
 * (the buyer's, the admin's, the notifications, the pay page) runs first. One indexed update.
 */
export async function expireOverdueOrders(db: Queryable, now: number): Promise<number> {
  const rows = await db.query(
    `update orders set status = 'cancelled', cancelled_at = pay_by, qr_token = null,
       qr_expires_at = null,
       remark = case when remark = '' then $2 else remark || '；' || $2 end
     where status = 'pending' and pay_by <= $1
     returning id`,
    [new Date(now), EXPIRED_REMARK],
  );
  return rows.length;
}

export function paymentRepository(db: Queryable) {
  return {
    async markQueried(id: string, at: Date) {
      await db.query('update orders set wallet_queried_at = $2 where id = $1', [id, at]);
    },

    async markClosed(id: string, at: Date) {
      await db.query('update orders set wallet_closed_at = $2 where id = $1', [id, at]);
    },

    /**
     * the pending orders made before `createdBefore` whose wallet was not asked since
     * `askedBefore` (a reconciliation's batch, oldest first)
     */
    pendingToQuery(createdBefore: Date, askedBefore: Date, now: Date) {
      return db.query<PaymentOrderRow>(
        `select ${ORDER_COLUMNS} from ${ORDER_FROM}
         where o.status = 'pending' and o.created_at <= $1 and o.pay_by > $3
           and (o.wallet_queried_at is null or o.wallet_queried_at <= $2)
         order by o.created_at limit 200`,
        [createdBefore, askedBefore, now],
      );
    },

    /** cancelled orders of a wallet-paid plan not yet closed at their wallet (a batch) */
    unclosedCancelled() {
      return db.query<Pick<PaymentOrderRow, 'id' | 'order_number' | 'payment_method'>>(
        `select id::text as id, order_number, payment_method from orders
         where status = 'cancelled' and wallet_closed_at is null and plan_id is not null
         order by cancelled_at limit 200`,
      );
    },

    /** the next order id, so the order number can carry it */
    async nextOrderId(): Promise<string> {
      const [row] = await db.query<{ id: string }>(
        "select nextval(pg_get_serial_sequence('orders', 'id'))::text as id",
      );
      if (!row) throw new Error('no order id');
      return row.id;
    },

    async insertOrder(order: {
      id: string;
      orderNumber: string;
      userId: string;
      planId: string;
      itemName: string;
      months: number;
      unitPriceCents: number;
      configFeeCents: number;
      amountCents: number;
      method: PaymentMethod;
      createdAt: Date;
      payBy: Date;
      qrToken: string;
      qrExpiresAt: Date;
    }) {
      await db.query(
        `insert into orders (id, order_number, user_id, plan_id, item_name, months,
           unit_price_cents, config_fee_cents, amount_cents, payment_method, status, created_at,
           pay_by, qr_token, qr_expires_at)
         values ($1::bigint, $2, $3::bigint, $4, $5, $6, $7, $8, $9, $10, 'pending', $11, $12,
           $13, $14)`,
        [
          order.id,
          order.orderNumber,
          order.userId,
          order.planId,
          order.itemName,
          order.months,
          order.unitPriceCents,
          order.configFeeCents,
          order.amountCents,
          order.method,
          order.createdAt,
          order.payBy,
          order.qrToken,
          order.qrExpiresAt,
        ],
      );
    },

    /** one of the user's plan orders */
    async findOwn(id: string, userId: string): Promise<PaymentOrderRow | null> {
      const [row] = await db.query<PaymentOrderRow>(
        `select ${ORDER_COLUMNS} from ${ORDER_FROM}
         where o.id = $1::bigint and o.user_id = $2::bigint and o.plan_id is not null`,
        [id, userId],
      );
      return row ?? null;
    },

    async findByQrToken(token: string): Promise<PaymentOrderRow | null> {
      const [row] = await db.query<PaymentOrderRow>(
        `select ${ORDER_COLUMNS} from ${ORDER_FROM} where o.qr_token = $1`,
        [token],
      );
      return row ?? null;
    },

    /** the order of a notification, row-locked for the rest of the transaction */
    async lockByNumber(orderNumber: string): Promise<PaymentOrderRow | null> {
      const [locked] = await db.query<{ id: string }>(
        'select id::text as id from orders where order_number = $1 for update',
        [orderNumber],
      );
      if (!locked) return null;
      const [row] = await db.query<PaymentOrderRow>(
        `select ${ORDER_COLUMNS} from ${ORDER_FROM} where o.id = $1::bigint`,
        [locked.id],
      );
      return row ?? null;
    },

    async countOwn(userId: string, filter: OwnOrderFilter = {}): Promise<number> {
      const [row] = await db.query<{ count: number }>(
        `select count(*)::int as count from orders o
         where o.user_id = $1::bigint and o.plan_id is not null ${OWN_FILTER}`,
        [userId, filter.status ?? null, filter.planId ?? null],
      );
      return row?.count ?? 0;
    },

    /** newest first */
    listOwn(userId: string, page: { limit: number; offset: number }, filter: OwnOrderFilter = {}) {
      return db.query<PaymentOrderRow>(
        `select ${ORDER_COLUMNS} from ${ORDER_FROM}
         where o.user_id = $1::bigint and o.plan_id is not null ${OWN_FILTER}
         order by o.created_at desc, o.id desc limit $4 offset $5`,
        [userId, filter.status ?? null, filter.planId ?? null, page.limit, page.offset],
      );
    },

    /**
     * Holds the buyer's row until the transaction ends, so one buyer's orders are created one
     * at a time (two tabs paying for the same plan make one order, not two).
     */
    async lockBuyer(userId: string): Promise<void> {
      await db.query('select 1 from users where id = $1::bigint for update', [userId]);
    },

    /** the buyer's newest order of the plan still waiting for payment at `at`, if any */
    async pendingFor(userId: string, planId: string, at: Date): Promise<string | null> {
      const [row] = await db.query<{ id: string }>(
        `select id::text as id from orders
         where user_id = $1::bigint and plan_id = $2 and status = 'pending' and pay_by > $3
         order by created_at desc, id desc limit 1`,
        [userId, planId, at],
      );
      return row?.id ?? null;
    },

    /** a new QR (and maybe wallet) for a pending order; false when it is no longer pending */
    async replaceQr(
      id: string,
      qr: { token: string; expiresAt: Date; method: PaymentMethod },
    ): Promise<boolean> {
      const rows = await db.query(
        `update orders set qr_token = $2, qr_expires_at = $3, payment_method = $4, failure = null
         where id = $1::bigint and status = 'pending' returning id`,
        [id, qr.token, qr.expiresAt, qr.method],
      );
      return rows.length === 1;
    },

    async cancel(id: string, at: Date, remark: string): Promise<boolean> {
      const rows = await db.query(
        `update orders set status = 'cancelled', cancelled_at = $2, qr_token = null,
           qr_expires_at = null,
           remark = case when remark = '' then $3 else remark || '；' || $3 end
         where id = $1::bigint and status = 'pending' returning id`,
        [id, at, remark],
      );
      return rows.length === 1;
    },

    /** a declined attempt: the order stays pending, its QR used up, the failure kept */
    async decline(id: string, at: Date, failure: string): Promise<boolean> {
      const rows = await db.query(
        `update orders set failure = $3, qr_expires_at = least(qr_expires_at, $2)
         where id = $1::bigint and status = 'pending' returning id`,
        [id, at, failure],
      );
      return rows.length === 1;
    },

    async markPaid(
      id: string,
      paid: { at: Date; payAccount: string; businessNumber: string },
    ): Promise<boolean> {
      const rows = await db.query(
        `update orders set status = 'paid', paid_at = $2, pay_account = $3, business_number = $4,
           failure = null, qr_token = null, qr_expires_at = null
         where id = $1::bigint and status = 'pending' returning id`,
        [id, paid.at, paid.payAccount, paid.businessNumber],
      );
      return rows.length === 1;
    },

    /** completes a paid order with the period it bought */
    async markCompleted(
      id: string,
      at: Date,
      period: { start: Date; end: Date },
    ): Promise<boolean> {
      const rows = await db.query(
        `update orders set status = 'completed', completed_at = $2, period_start = $3,
           period_end = $4
         where id = $1::bigint and status = 'paid' returning id`,
        [id, at, period.start, period.end],
      );
      return rows.length === 1;
    },

    async appendRemark(id: string, remark: string) {
      await db.query(
        `update orders set remark = case when remark = '' then $2 else remark || '；' || $2 end
         where id = $1::bigint`,
        [id, remark],
      );
    },

    /** whether this wallet's business number was already applied */
    async applied(method: PaymentMethod, businessNumber: string): Promise<boolean> {
      const rows = await db.query(
        `select 1 from payment_events where method = $1 and business_number = $2
           and outcome in ('paid', 'declined')`,
        [method, businessNumber],
      );
      return rows.length > 0;
    },

    /**
     * Records a notification. An applied one ('paid', 'declined') is written only if its
     * business number was never applied: false when another got there first.
     */
    async record(event: PaymentEvent): Promise<boolean> {
      const rows = await db.query(
        `insert into payment_events (order_id, order_number, method, business_number, result,
           amount_cents, payload, signature_ok, outcome, received_at)
         values ($1::bigint, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10)
         on conflict (method, business_number) where outcome in ('paid', 'declined') do nothing
         returning id`,
        [
          event.orderId,
          event.orderNumber.slice(0, 200),
          event.method,
          event.businessNumber.slice(0, 200),
          event.result.slice(0, 50),
          event.amountCents,
          JSON.stringify(event.payload),
          event.signatureOk,
          event.outcome,
          event.at,
        ],
      );
      return rows.length === 1;
    },

    /** the user's plan subscription, locked for the rest of the transaction */
    async lockSubscription(userId: string) {
      const [row] = await db.query<{ plan_id: string; started_at: Time; expires_at: Time }>(
        `select plan_id, started_at, expires_at from plan_subscriptions
         where user_id = $1::bigint for update`,
        [userId],
      );
      return row ?? null;
    },

    async saveSubscription(subscription: {
      userId: string;
      planId: string;
      startedAt: Date;
      expiresAt: Date;
      at: Date;
      orderId: string;
    }) {
      await db.query(
        `insert into plan_subscriptions (user_id, plan_id, started_at, expires_at, updated_at,
           order_id)
         values ($1::bigint, $2, $3, $4, $5, $6::bigint)
         on conflict (user_id) do update set plan_id = excluded.plan_id,
           started_at = excluded.started_at, expires_at = excluded.expires_at,
           updated_at = excluded.updated_at, order_id = excluded.order_id`,
        [
          subscription.userId,
          subscription.planId,
          subscription.startedAt,
          subscription.expiresAt,
          subscription.at,
          subscription.orderId,
        ],
      );
    },
  };
}

/** the user's paid plan while it lasts; null on the free plan */
export async function activeSubscription(
  db: Queryable,
  userId: string,
  now: number,
): Promise<SubscriptionRow | null> {
  const [row] = await db.query<SubscriptionRow>(
    `select s.plan_id, s.started_at, s.expires_at, p.name_zh, p.name_en
     from plan_subscriptions s left join plans p on p.spec_no = s.plan_id
     where s.user_id = $1::bigint and s.expires_at > $2`,
    [userId, new Date(now)],
  );
  return row ?? null;
}

/** the same day of the month `months` later (UTC), or that month's last day */
export function addMonths(time: number, months: number): number {
  const start = new Date(time);
  const target = new Date(start);
  target.setUTCDate(1);
  target.setUTCMonth(start.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return target.getTime();
}
