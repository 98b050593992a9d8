/**
 * Plans, orders and payment (issue 7; docs/decisions/ "Plans, orders and payment: the order
 * state machine as built"). The server computes every price; a buyer creates a pending order
 * with the QR of a wallet, the wallet's provider posts a signed notification, and a SUCCESS
 * on a pending order pays it, starts or extends the buyer's plan and completes it, in one
 * transaction. An unpaid order is cancelled at its pay-by time, or by its buyer.
 */
import { randomBytes } from 'node:crypto';
import {
  FREE_PLAN_ID,
  maskMobile,
  PAYMENT_METHODS,
  type Package,
  type Payment,
  type PaymentMethod,
  type PaymentNotification,
  type PaymentOrder,
  type PaymentOrderPage,
  type PlanSubscription,
  type PurchaseQuote,
} from '@legion/api';
import type { UserRow } from '../accounts/repository.ts';
import { audit } from '../audit/record.ts';
import type { Database, Queryable } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { type Language, translate } from '../http/messages.ts';
import { backgroundLoop } from '../shared/background.ts';
import { iso } from '../shared/time.ts';
import { orderNumberOf } from './order-number.ts';
import { planName, plansRepository, quoteCents, toPackage, toQuote, yuan } from './plans.ts';
import type { PaymentProvider, SandboxProvider, WalletOrderState } from './providers.ts';
import {
  activeSubscription,
  addMonths,
  BUYER_CANCELLED_REMARK,
  type EventOutcome,
  expireOverdueOrders,
  type OwnOrderFilter,
  type PaymentOrderRow,
  paymentRepository,
} from './repository.ts';

/** how long an order may wait for its payment */
export const ORDER_PAY_WINDOW_MS = 30 * 60_000;
/** how long one QR may be paid with (never past the order's pay-by time) */
export const PAYMENT_QR_TTL_MS = 5 * 60_000;
/** the buyer's page asks the wallet about its order at most this often (decision 0095) */
export const WALLET_QUERY_EVERY_MS = 3_000;
/** the scheduled reconciliation asks about every pending order older than this */
export const RECONCILE_AFTER_MS = 60_000;
/** how often the scheduled reconciliation runs */
export const RECONCILE_EVERY_MS = 30_000;

export const ORDER_NOT_FOUND = 'Order not found';
export const ONLY_PENDING_PAYABLE = 'Only a pending order can be paid';
export const ONLY_PENDING_CANCELLABLE = 'Only a pending order can be cancelled';
export const PAYMENT_UNAVAILABLE = 'Payment is not available right now';
export const INVALID_SIGNATURE = 'Invalid signature';
export const AMOUNT_MISMATCH = 'The amount does not match the order';
export const LATE_FOR_CANCELLED = 'The order was cancelled: the payment will be refunded';
export const ALREADY_PAID = 'The order is already paid: the payment will be refunded';
/** the failure of an order whose payer declined (shown to the buyer in their language) */
export const PAYER_DECLINED = 'The payer declined the payment';

/** what a buyer's failed attempt or a refused notification leaves in the order's remark */
const refundRemark = (businessNumber: string, why: 'cancelled' | 'paid') =>
  why === 'cancelled'
    ? `订单取消后收到支付成功通知（交易流水号 ${businessNumber}），需退款`
    : `订单已支付后再次收到支付成功通知（交易流水号 ${businessNumber}），需退款`;

const KNOWN_METHODS = new Set<string>(PAYMENT_METHODS);

const newQrToken = () => randomBytes(24).toString('base64url');

export interface PaymentServiceOptions {
  db: Database;
  now: () => number;
  /** the wallets' providers; null when no provider is configured (payment refused with 503) */
  providers: () => Promise<Record<PaymentMethod, PaymentProvider> | null>;
}

export interface NotifyResult {
  outcome: 'paid' | 'declined' | 'duplicate';
}

export function paymentService({ db, now, providers }: PaymentServiceOptions) {
  const repo = paymentRepository(db);

  async function provider(method: PaymentMethod): Promise<PaymentProvider> {
    const all = await providers();
    const found = all?.[method];
    if (!found) throw new ApiError(503, PAYMENT_UNAVAILABLE);
    return found;
  }

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
      const wallet = await provider(row.payment_method);
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

  const qrExpiry = (at: number, payBy: number) => new Date(Math.min(at + PAYMENT_QR_TTL_MS, payBy));

  /** applies a SUCCESS to a locked pending order: paid, the plan, completed */
  async function pay(
    tx: Queryable,
    order: PaymentOrderRow,
    notification: PaymentNotification,
    at: number,
  ) {
    const txRepo = paymentRepository(tx);
    const paidAt = new Date(at);
    const paid = await txRepo.markPaid(order.id, {
      at: paidAt,
      payAccount: notification.payAccount,
      businessNumber: notification.businessNumber,
    });
    if (!paid) throw new Error(`order ${order.id} is no longer pending`);
    const planId = order.plan_id ?? '';
    const current = await txRepo.lockSubscription(order.user_id);
    const currentExpiry = current ? new Date(current.expires_at).getTime() : 0;
    // the same plan, still running: the months are added to its end; anything else (none,
    // expired, another plan) starts now and replaces it
    const extend = current !== null && current.plan_id === planId && currentExpiry > at;
    // the period this order bought: what its receipt shows
    const period = {
      start: new Date(extend ? currentExpiry : at),
      end: new Date(addMonths(extend ? currentExpiry : at, order.months)),
    };
    await txRepo.saveSubscription({
      userId: order.user_id,
      planId,
      startedAt: extend && current ? new Date(current.started_at) : paidAt,
      expiresAt: period.end,
      at: paidAt,
      orderId: order.id,
    });
    if (!(await txRepo.markCompleted(order.id, paidAt, period))) {
      throw new Error(`order ${order.id} was not paid`);
    }
  }

  /**
   * Asks the order's wallet about it and, when the wallet says it was paid, settles it through the
   * same path as the wallet's notification (idempotent: a payment already applied is a
   * duplicate). Answers the wallet's state, or null when it could not be asked.
   */
  async function settle(order: PaymentOrderRow): Promise<WalletOrderState['state'] | null> {
    const wallet = await provider(order.payment_method);
    await repo.markQueried(order.id, new Date(now()));
    let answer: WalletOrderState;
    try {
      answer = await wallet.query(order.order_number);
    } catch {
      return null;
    }
    if (answer.state === 'SUCCESS') {
      // a refusal (cancelled, amount) is recorded by notify itself: nothing more to do here;
      // anything else (the database) is not a wallet's answer and goes up
      await service.notify(order.payment_method, answer.notification).catch((error: unknown) => {
        if (!(error instanceof ApiError)) throw error;
      });
    }
    return answer.state;
  }

  /** tells the wallet a cancelled order is closed, so that its QR cannot be paid any more */
  async function closeAtWallet(
    order: Pick<PaymentOrderRow, 'id' | 'order_number' | 'payment_method'>,
  ) {
    const wallet = await provider(order.payment_method);
    await wallet.close(order.order_number);
    await repo.markClosed(order.id, new Date(now()));
  }

  const service = {
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
      await provider(input.method);
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

    /**
     * The scheduled reconciliation (every RECONCILE_EVERY_MS, on every instance): each pending
     * order older than RECONCILE_AFTER_MS is asked about at its wallet and settled when paid;
     * each cancelled order not yet closed at its wallet is closed there. Answers how many orders
     * it settled.
     */
    async reconcile(): Promise<number> {
      if (!(await providers())) return 0;
      const at = now();
      let settled = 0;
      const due = await repo.pendingToQuery(
        new Date(at - RECONCILE_AFTER_MS),
        new Date(at - WALLET_QUERY_EVERY_MS),
        new Date(at),
      );
      for (const order of due) {
        if ((await settle(order)) === 'SUCCESS') settled++;
      }
      await expireOverdueOrders(db, at);
      for (const order of await repo.unclosedCancelled()) {
        await closeAtWallet(order).catch(() => {});
      }
      return settled;
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
      await provider(wallet);
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
      await closeAtWallet(row).catch(() => {});
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

    /**
     * A wallet's notification (POST /api/payment/notify/:method). Every one is recorded in
     * payment_events; the refusals are recorded first and thrown after.
     */
    async notify(method: PaymentMethod, notification: PaymentNotification): Promise<NotifyResult> {
      const at = now();
      const wallet = await provider(method);
      const event = (orderId: string | null, outcome: EventOutcome) => ({
        orderId,
        orderNumber: notification.orderNumber,
        method,
        businessNumber: notification.businessNumber,
        result: notification.result,
        amountCents: notification.amountCents,
        payload: notification,
        signatureOk: outcome !== 'bad_signature',
        outcome,
        at: new Date(at),
      });
      if (!KNOWN_METHODS.has(method) || !wallet.verify(notification)) {
        await repo.record(event(null, 'bad_signature'));
        throw new ApiError(401, INVALID_SIGNATURE);
      }
      const decided = await db.transaction(
        async (tx): Promise<{ outcome: NotifyResult['outcome'] } | { error: ApiError }> => {
          const txRepo = paymentRepository(tx);
          const order = await txRepo.lockByNumber(notification.orderNumber);
          if (!order) {
            await txRepo.record(event(null, 'unknown_order'));
            return { error: new ApiError(404, ORDER_NOT_FOUND) };
          }
          if (await txRepo.applied(method, notification.businessNumber)) {
            await txRepo.record(event(order.id, 'duplicate'));
            return { outcome: 'duplicate' };
          }
          if (notification.amountCents !== Number(order.amount_cents)) {
            await txRepo.record(event(order.id, 'amount_mismatch'));
            return { error: new ApiError(400, AMOUNT_MISMATCH) };
          }
          // an unpaid order past its time is cancelled before anything else is decided
          let status = order.status;
          if (status === 'pending' && new Date(order.pay_by).getTime() <= at) {
            await expireOverdueOrders(tx, at);
            status = 'cancelled';
          }
          const success = notification.result === 'SUCCESS';
          if (status === 'pending') {
            // applied at most once per business number: a concurrent twin loses here
            if (!(await txRepo.record(event(order.id, success ? 'paid' : 'declined')))) {
              await txRepo.record(event(order.id, 'duplicate'));
              return { outcome: 'duplicate' };
            }
            if (success) await pay(tx, order, notification, at);
            else await txRepo.decline(order.id, new Date(at), PAYER_DECLINED);
            return { outcome: success ? 'paid' : 'declined' };
          }
          if (!success) {
            // a decline for an order that is no longer pending changes nothing
            await txRepo.record(event(order.id, 'ignored'));
            return { outcome: 'declined' };
          }
          const why = status === 'cancelled' ? 'cancelled' : 'paid';
          await txRepo.record(
            event(order.id, why === 'cancelled' ? 'refused_cancelled' : 'refused_paid'),
          );
          const remark = refundRemark(notification.businessNumber, why);
          await txRepo.appendRemark(order.id, remark);
          // the platform leaves it, answering a wallet (its notification, or the query of a
          // reconciliation): no person; the address is the wallet's, or none in the background
          await audit(tx, {
            actorId: null,
            action: 'refund-remark',
            subject: 'order',
            subjectId: order.id,
            detail: remark,
            at: new Date(now()),
          });
          return {
            error: new ApiError(409, why === 'cancelled' ? LATE_FOR_CANCELLED : ALREADY_PAID),
          };
        },
      );
      if ('error' in decided) throw decided.error;
      return decided;
    },

    /** the pending order a sandbox QR token pays for, after the expiry sweep */
    async sandboxOrder(token: string) {
      await expireOverdueOrders(db, now());
      const row = await repo.findByQrToken(token);
      if (!row) return null;
      return {
        row,
        expired: row.qr_expires_at === null || new Date(row.qr_expires_at).getTime() <= now(),
        wallet: await provider(row.payment_method),
      };
    },

    /** the signed notification the sandbox wallet sends for the payer's choice */
    sandboxNotification(
      wallet: SandboxProvider,
      row: PaymentOrderRow,
      result: 'SUCCESS' | 'DECLINED',
    ): PaymentNotification {
      const account = row.mobile ? maskMobile(row.mobile) : `sandbox-${row.user_id}`;
      return wallet.notification({
        orderNumber: row.order_number,
        amountCents: Number(row.amount_cents),
        result,
        payAccount: account,
        at: now(),
      });
    },
  };
  return service;
}

/**
 * Runs the payment reconciliation every `everyMs` until stopped, one run at a time; a failed run
 * is logged and the next one tries again.
 */
export function reconciliationLoop(
  payment: Pick<PaymentService, 'reconcile'>,
  everyMs: number,
  log: (line: string) => void = () => {},
) {
  return backgroundLoop('payment reconciliation', () => payment.reconcile(), everyMs, log);
}

export type PaymentService = ReturnType<typeof paymentService>;
