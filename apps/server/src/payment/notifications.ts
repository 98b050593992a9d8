/**
 * A wallet's notifications and settling an order by them. Every notification is recorded in
 * payment_events; a signed SUCCESS on a pending order pays it, starts or extends the buyer's plan
 * and completes it, in one transaction. An order is also settled by asking its wallet about it
 * (the buyer's page and the reconciliation do): a payment the wallet holds goes through the same
 * path as its notification.
 */
import {
  maskMobile,
  PAYMENT_METHODS,
  type PaymentMethod,
  type PaymentNotification,
} from '@legion/api';
import { audit } from '../audit/record.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { ORDER_NOT_FOUND } from './orders.ts';
import type { SandboxProvider, WalletOrderState } from './providers.ts';
import {
  addMonths,
  type EventOutcome,
  expireOverdueOrders,
  type PaymentOrderRow,
  paymentRepository,
} from './repository.ts';
import type { PaymentParts } from './wallets.ts';

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

export interface NotifyResult {
  outcome: 'paid' | 'declined' | 'duplicate';
}

export function paymentNotifications({ db, now, wallets }: PaymentParts) {
  const repo = paymentRepository(db);

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
   * A wallet's notification (POST /api/payment/notify/:method). Every one is recorded in
   * payment_events; the refusals are recorded first and thrown after.
   */
  async function notify(
    method: PaymentMethod,
    notification: PaymentNotification,
  ): Promise<NotifyResult> {
    const at = now();
    const wallet = await wallets.provider(method);
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
  }

  /**
   * Asks the order's wallet about it and, when the wallet says it was paid, settles it through the
   * same path as the wallet's notification (idempotent: a payment already applied is a
   * duplicate). Answers the wallet's state, or null when it could not be asked.
   */
  async function settle(order: PaymentOrderRow): Promise<WalletOrderState['state'] | null> {
    const wallet = await wallets.provider(order.payment_method);
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
      await notify(order.payment_method, answer.notification).catch((error: unknown) => {
        if (!(error instanceof ApiError)) throw error;
      });
    }
    return answer.state;
  }

  /** the signed notification the sandbox wallet sends for the payer's choice */
  function sandboxNotification(
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
  }

  return { notify, settle, sandboxNotification };
}

export type PaymentNotifications = ReturnType<typeof paymentNotifications>;
/** asks an order's wallet about it and settles it when paid (see paymentNotifications) */
export type Settle = PaymentNotifications['settle'];
