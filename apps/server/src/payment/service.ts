/**
 * Plans, orders and payment, put together: the buyer's orders (orders.ts), the wallets'
 * notifications and settling an order (notifications.ts) and the scheduled reconciliation
 * (reconciliation.ts), all reaching the wallets through wallets.ts. The one object the routes
 * and the reconciliation loop use.
 */
import type { Database } from '../db/database.ts';
import { paymentNotifications } from './notifications.ts';
import { paymentOrders } from './orders.ts';
import { paymentReconciliation } from './reconciliation.ts';
import { paymentWallets, type WalletProviders } from './wallets.ts';

export interface PaymentServiceOptions {
  db: Database;
  now: () => number;
  /** the wallets' providers; null when no provider is configured (payment refused with 503) */
  providers: WalletProviders;
}

export function paymentService({ db, now, providers }: PaymentServiceOptions) {
  const wallets = paymentWallets(db, now, providers);
  const { notify, settle, sandboxNotification } = paymentNotifications({ db, now, wallets });
  const orders = paymentOrders({ db, now, wallets, settle });
  const { reconcile } = paymentReconciliation({ db, now, wallets, settle });
  return { ...orders, reconcile, notify, sandboxNotification };
}

export type PaymentService = ReturnType<typeof paymentService>;
