/**
 * The wallets as the other payment modules reach them: the provider of a payment method, which
 * refuses payment with 503 while no provider is configured, and closing a cancelled order at its
 * wallet (after a buyer's cancel, and again by the reconciliation when the wallet did not answer).
 */
import type { PaymentMethod } from '@legion/api';
import type { Database } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import type { PaymentProvider } from './providers.ts';
import { type PaymentOrderRow, paymentRepository } from './repository.ts';

export const PAYMENT_UNAVAILABLE = 'Payment is not available right now';

/** the wallets' providers; null when no provider is configured (payment refused with 503) */
export type WalletProviders = () => Promise<Record<PaymentMethod, PaymentProvider> | null>;

export function paymentWallets(db: Database, now: () => number, providers: WalletProviders) {
  const repo = paymentRepository(db);

  async function provider(method: PaymentMethod): Promise<PaymentProvider> {
    const all = await providers();
    const found = all?.[method];
    if (!found) throw new ApiError(503, PAYMENT_UNAVAILABLE);
    return found;
  }

  return {
    provider,

    /** whether any provider is configured */
    async configured(): Promise<boolean> {
      return (await providers()) !== null;
    },

    /** tells the wallet a cancelled order is closed, so that its QR cannot be paid any more */
    async close(order: Pick<PaymentOrderRow, 'id' | 'order_number' | 'payment_method'>) {
      const wallet = await provider(order.payment_method);
      await wallet.close(order.order_number);
      await repo.markClosed(order.id, new Date(now()));
    },
  };
}

export type PaymentWallets = ReturnType<typeof paymentWallets>;

/** what every payment module is built from */
export interface PaymentParts {
  db: Database;
  now: () => number;
  wallets: PaymentWallets;
}
