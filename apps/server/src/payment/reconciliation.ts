/**
 * The scheduled reconciliation, so that payments always settle: every instance asks the wallets
 * about the pending orders, settles the paid ones and closes the cancelled ones at their wallets,
 * every RECONCILE_EVERY_MS until stopped.
 */
import { backgroundLoop } from '../shared/background.ts';
import type { Settle } from './notifications.ts';
import { WALLET_QUERY_EVERY_MS } from './orders.ts';
import { expireOverdueOrders, paymentRepository } from './repository.ts';
import type { PaymentParts } from './wallets.ts';

/** the scheduled reconciliation asks about every pending order older than this */
export const RECONCILE_AFTER_MS = 60_000;
/** how often the scheduled reconciliation runs */
export const RECONCILE_EVERY_MS = 30_000;

export function paymentReconciliation({
  db,
  now,
  wallets,
  settle,
}: PaymentParts & { settle: Settle }) {
  const repo = paymentRepository(db);
  return {
    /**
     * The scheduled reconciliation (every RECONCILE_EVERY_MS, on every instance): each pending
     * order older than RECONCILE_AFTER_MS is asked about at its wallet and settled when paid;
     * each cancelled order not yet closed at its wallet is closed there. Answers how many orders
     * it settled.
     */
    async reconcile(): Promise<number> {
      if (!(await wallets.configured())) return 0;
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
        await wallets.close(order).catch(() => {});
      }
      return settled;
    },
  };
}

/**
 * Runs the payment reconciliation every `everyMs` until stopped, one run at a time; a failed run
 * is logged and the next one tries again.
 */
export function reconciliationLoop(
  payment: { reconcile(): Promise<number> },
  everyMs: number,
  log: (line: string) => void = () => {},
) {
  return backgroundLoop('payment reconciliation', () => payment.reconcile(), everyMs, log);
}
