/**
 * A buyer's plan orders: the packages and quotes, creating an order (the server computes every
 * price) with the QR of a wallet, its page's polling, a new QR, cancelling, the buyer's list and
 * plan, and the order a sandbox QR pays for. An unpaid order is cancelled at its pay-by time, or
 * by its buyer.
 */
import { randomBytes } from 'node:crypto';
import {
  FREE_PLAN_ID,
  type Package,
  type Payment,
  type PaymentMethod,
  type PaymentOrder,
  type PaymentOrderPage,
  type PlanSubscription,
  type PurchaseQuote,
} from '@legion/api';
import type { UserRow } from '../accounts/repository.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { type Language, translate } from '../http/messages.ts';
import { iso } from '../shared/time.ts';
import type { Settle } from './notifications.ts';
import { orderNumberOf } from './order-number.ts';
import { planName, plansRepository, quoteCents, toPackage, toQuote, yuan } from './plans.ts';
import {
  activeSubscription,
  BUYER_CANCELLED_REMARK,
  expireOverdueOrders,
  type OwnOrderFilter,
  type PaymentOrderRow,
  paymentRepository,
} from './repository.ts';
import type { PaymentParts } from './wallets.ts';

/** how long an order may wait for its payment */
export const ORDER_PAY_WINDOW_MS = 30 * 60_000;
/** how long one QR may be paid with (never past the order's pay-by time) */
export const PAYMENT_QR_TTL_MS = 5 * 60_000;
/**
 * the buyer's page asks the wallet about its order at most this often, so that a payment whose
 * notification is late or lost still settles it; the reconciliation leaves an order alone that was
 * asked about more recently than this
 */
export const WALLET_QUERY_EVERY_MS = 3_000;

export const ORDER_NOT_FOUND = 'Order not found';
export const ONLY_PENDING_PAYABLE = 'Only a pending order can be paid';
export const ONLY_PENDING_CANCELLABLE = 'Only a pending order can be cancelled';

const newQrToken = () => randomBytes(24).toString('base64url');

const qrExpiry = (at: number, payBy: number) => new Date(Math.min(at + PAYMENT_QR_TTL_MS, payBy));

export function paymentOrders({ db, now, wallets, settle }: PaymentParts & { settle: Settle }) {
  const repo = paymentRepository(db);

  function toOrder(row: PaymentOrderRow, language: Language): PaymentOrder {
    return {
      id: row.id,
      orderNumber: row.order_number,
      planId: row.plan_id ?? '',
      planName:
        row.name_zh !== null && row.name_en !== null
          ? planName({ name_zh: row.name_zh, name_en: row.name_en }, language)
          : row.item_name,
      months: row.months,
      unitPrice: yuan(Number(row.unit_price_cents)),
      configFee: yuan(Number(row.config_fee_cents)),
      amount: yuan(Number(row.amount_cents)),
      method: row.payment_method,
      status: row.status,
      createdAt: iso(row.created_at),
      paidAt: row.paid_at === null ? null : iso(row.paid_at),
      businessNumber: row.business_number === '' ? null : row.business_number,
      period:
        row.period_start === null || row.period_end === null
          ? null
          : { start: iso(row.period_start), end: iso(row.period_end) },
      payBy: iso(row.pay_by),
      failure: row.failure === null ? null : translate(row.failure, language),
      remark: row.remark,
    };
  }

  async function subscriptionOf(
    db: Queryable,
    userId: string,
    language: Language,
  ): Promise<PlanSubscription> {
    const active = await activeSubscription(db, userId, now());
    if (active) {
      return {
        planId: active.plan_id,
        planName:
          active.name_zh !== null && active.name_en !== null
            ? planName({ name_zh: active.name_zh, name_en: active.name_en }, language)
            : active.plan_id,
        expiresAt: iso(active.expires_at),
      };
    }
    const free = await plansRepository(db).find(FREE_PLAN_ID);
    return {
      planId: FREE_PLAN_ID,
      planName: free ? planName(free, language) : FREE_PLAN_ID,
      expiresAt: null,
    };
  }

  async function paymentOf(
    row: PaymentOrderRow,
    language: Language,
    origin: string,
  ): Promise<Payment> {
    let qr: Payment['qr'] = null;
    if (row.status === 'pending' && row.qr_token && row.qr_expires_at) {
      const wallet = await wallets.provider(row.payment_method);
      qr = { url: wallet.qrUrl(row.qr_token, origin), expiresAt: iso(row.qr_expires_at) };
    }
    return {
      order: toOrder(row, language),
      qr,
      subscription: await subscriptionOf(db, row.user_id, language),
    };
  }

  /** the caller's order, after the expiry sweep; 404 for anyone else's */
  async function own(id: string, user: UserRow): Promise<PaymentOrderRow> {
    await expireOverdueOrders(db, now());
    const row = await repo.findOwn(id, user.id);
    if (!row) throw new ApiError(404, ORDER_NOT_FOUND);
    return row;
  }

  return {
    async packages(language: Language): Promise<Package[]> {
      const rows = await plansRepository(db).list();
      return rows.map((row) => toPackage(row, language));
    },

    async quote(planId: string, months: number, language: Language): Promise<PurchaseQuote> {
      return toQuote(await quoteCents(db, planId, months), language);
    },

    async create(
      user: UserRow,
      input: { planId: string; months: number; method: PaymentMethod },
      language: Language,
      origin: string,
    ): Promise<Payment> {
      const quote = await quoteCents(db, input.planId, input.months);
      await wallets.provider(input.method);
      const at = now();
      const payBy = at + ORDER_PAY_WINDOW_MS;
      await expireOverdueOrders(db, at);
      const id = await db.transaction(async (tx) => {
        const txRepo = paymentRepository(tx);
        // one order of a plan waits for payment at a time: an order already pending for this
        // plan is resumed (its QR and terms as they are) rather than joined by another
        await txRepo.lockBuyer(user.id);
        const pending = await txRepo.pendingFor(user.id, quote.plan.spec_no, new Date(at));
        if (pending) return pending;
        const orderId = await txRepo.nextOrderId();
        await txRepo.insertOrder({
          id: orderId,
          orderNumber: orderNumberOf(orderId, at),
          userId: user.id,
          planId: quote.plan.spec_no,
          // the name as it was when ordered (the admin console's "agent name")
          itemName: quote.plan.name_zh,
          months: quote.months,
          unitPriceCents: quote.unitPriceCents,
          configFeeCents: quote.configFeeCents,
          amountCents: quote.totalCents,
          method: input.method,
          createdAt: new Date(at),
          payBy: new Date(payBy),
          qrToken: newQrToken(),
          qrExpiresAt: qrExpiry(at, payBy),
        });
        return orderId;
      });
      return paymentOf(await own(id, user), language, origin);
    },

    /**
     * the buyer's order as its page polls it: while it waits for payment the wallet is asked (at
     * most every WALLET_QUERY_EVERY_MS), so that a payment whose notification is late or lost
     * still completes it
     */
    async payment(id: string, user: UserRow, language: Language, origin: string) {
      const row = await own(id, user);
      const asked = row.wallet_queried_at ? new Date(row.wallet_queried_at).getTime() : 0;
      if (row.status === 'pending' && now() - asked >= WALLET_QUERY_EVERY_MS) {
        if ((await settle(row)) === 'SUCCESS') {
          return paymentOf(await own(id, user), language, origin);
        }
      }
      return paymentOf(row, language, origin);
    },

    async refreshQr(
      id: string,
      user: UserRow,
      method: PaymentMethod | undefined,
      language: Language,
      origin: string,
    ): Promise<Payment> {
      const row = await own(id, user);
      if (row.status !== 'pending') throw new ApiError(409, ONLY_PENDING_PAYABLE);
      const wallet = method ?? row.payment_method;
      await wallets.provider(wallet);
      const at = now();
      const replaced = await repo.replaceQr(id, {
        token: newQrToken(),
        expiresAt: qrExpiry(at, new Date(row.pay_by).getTime()),
        method: wallet,
      });
      if (!replaced) throw new ApiError(409, ONLY_PENDING_PAYABLE);
      return paymentOf(await own(id, user), language, origin);
    },

    async cancel(id: string, user: UserRow, language: Language, origin: string) {
      const row = await own(id, user);
      if (row.status === 'cancelled') return paymentOf(row, language, origin);
      if (row.status !== 'pending') throw new ApiError(409, ONLY_PENDING_CANCELLABLE);
      if (!(await repo.cancel(id, new Date(now()), BUYER_CANCELLED_REMARK))) {
        const again = await own(id, user);
        if (again.status !== 'cancelled') throw new ApiError(409, ONLY_PENDING_CANCELLABLE);
      }
      // its QR can no longer be paid; should the wallet not answer, the reconciliation retries
      await wallets.close(row).catch(() => {});
      return paymentOf(await own(id, user), language, origin);
    },

    async myOrders(
      user: UserRow,
      page: { page: number; pageSize: number } & OwnOrderFilter,
      language: Language,
    ): Promise<PaymentOrderPage> {
      await expireOverdueOrders(db, now());
      const filter: OwnOrderFilter = { status: page.status, planId: page.planId };
      const [total, rows] = await Promise.all([
        repo.countOwn(user.id, filter),
        repo.listOwn(
          user.id,
          { limit: page.pageSize, offset: (page.page - 1) * page.pageSize },
          filter,
        ),
      ]);
      return {
        items: rows.map((row) => toOrder(row, language)),
        total,
        page: page.page,
        pageSize: page.pageSize,
      };
    },

    subscription(user: UserRow, language: Language) {
      return subscriptionOf(db, user.id, language);
    },

    /** the pending order a sandbox QR token pays for, after the expiry sweep */
    async sandboxOrder(token: string) {
      await expireOverdueOrders(db, now());
      const row = await repo.findByQrToken(token);
      if (!row) return null;
      return {
        row,
        expired: row.qr_expires_at === null || new Date(row.qr_expires_at).getTime() <= now(),
        wallet: await wallets.provider(row.payment_method),
      };
    },
  };
}

export type PaymentOrders = ReturnType<typeof paymentOrders>;
