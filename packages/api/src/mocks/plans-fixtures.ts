import {
  FALLBACK_PACKAGES,
  type Payment,
  type PaymentOrder,
  type PlanSubscription,
  type PurchaseQuote,
} from '../plans.ts';

/** the stories' clock stands here; fixtures are dated around it */
export const PAYMENT_NOW = '2026-11-22T09:01:00.000Z';

export const packageFixtures = FALLBACK_PACKAGES;

/** the quote as the server computes it: the listed price per month, no fee */
export function quoteFixture(planId: string, months: number): PurchaseQuote | null {
  const plan = FALLBACK_PACKAGES.zh.find((entry) => entry.specNo === planId);
  if (!plan || plan.amount === 0) return null;
  const totalPrice = Math.round(plan.amount * months * 100) / 100;
  return {
    planId,
    planName: plan.specName,
    price: plan.amount,
    months,
    unitPrice: plan.amount,
    totalPrice,
    configFee: 0,
  };
}

export const freeSubscriptionFixture: PlanSubscription = {
  planId: 'agent-free',
  planName: '个人免费版',
  expiresAt: null,
};

export const premiumSubscriptionFixture: PlanSubscription = {
  planId: 'agent-premium',
  planName: '个人高级版',
  expiresAt: '2027-02-22T09:02:00.000Z',
};

export const pendingOrderFixture: PaymentOrder = {
  id: '7001',
  orderNumber: 'LG202611220900017001',
  planId: 'agent-premium',
  planName: '个人高级版',
  months: 3,
  unitPrice: 18.8,
  configFee: 0,
  amount: 56.4,
  method: 'chat_wallet',
  status: 'pending',
  createdAt: '2026-11-22T09:00:00.000Z',
  paidAt: null,
  businessNumber: null,
  period: null,
  payBy: '2026-11-22T09:30:00.000Z',
  failure: null,
  remark: '',
};

const qr = (expiresAt: string) => ({
  url: 'http://localhost:6006/sandbox/pay/chat_wallet/9f2c1d7e4b',
  expiresAt,
});

export const paymentFixtures: Record<
  'waiting' | 'expired' | 'declined' | 'completed' | 'cancelled',
  Payment
> = {
  waiting: {
    order: pendingOrderFixture,
    qr: qr('2026-11-22T09:05:00.000Z'),
    subscription: freeSubscriptionFixture,
  },
  expired: {
    order: pendingOrderFixture,
    qr: qr('2026-11-22T09:00:30.000Z'),
    subscription: freeSubscriptionFixture,
  },
  declined: {
    order: { ...pendingOrderFixture, failure: '付款方已拒绝支付' },
    // a decline uses the QR up: the server ends it at the moment of the decline
    qr: qr('2026-11-22T09:00:30.000Z'),
    subscription: freeSubscriptionFixture,
  },
  completed: {
    order: {
      ...pendingOrderFixture,
      status: 'completed',
      paidAt: '2026-11-22T09:02:00.000Z',
      businessNumber: '4200002611220902178813',
      period: { start: '2026-11-22T09:02:00.000Z', end: '2027-02-22T09:02:00.000Z' },
    },
    qr: null,
    subscription: premiumSubscriptionFixture,
  },
  cancelled: {
    order: { ...pendingOrderFixture, status: 'cancelled', remark: 'Cancelled by the buyer' },
    qr: null,
    subscription: freeSubscriptionFixture,
  },
};
