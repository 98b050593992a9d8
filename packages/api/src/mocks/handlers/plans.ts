/** MSW handlers of plans, quotes, payments and the buyer’s orders. */
import { delay, http } from 'msw';
import { AUTH_MESSAGES } from '../../codes.ts';
import { endpoints } from '../../endpoints.ts';
import {
  freeSubscriptionFixture,
  packageFixtures,
  paymentFixtures,
  pendingOrderFixture,
  premiumSubscriptionFixture,
  quoteFixture,
} from '../plans-fixtures.ts';
import { any, fail, ok, pageOfItems } from './shared.ts';

/** the language a call asked for (its X-Language header) */
const languageOf = (request: Request) =>
  request.headers.get('x-language') === 'en' ? ('en' as const) : ('zh' as const);

export const planHandlers = {
  packages: {
    ok: http.get(any(endpoints.packageList.path), ({ request }) =>
      ok(packageFixtures[languageOf(request)]),
    ),
    error: http.get(any(endpoints.packageList.path), () => fail(500, AUTH_MESSAGES.serverError)),
    /** never answers: the loading state */
    loading: http.get(any(endpoints.packageList.path), async () => {
      await delay('infinite');
      return ok([]);
    }),
  },
  quote: {
    ok: http.get(any(endpoints.purchaseQuote.path), ({ request }) => {
      const params = new URL(request.url).searchParams;
      const quote = quoteFixture(params.get('planId') ?? '', Number(params.get('months') ?? 1));
      return quote ? ok(quote) : fail(404, 'This plan does not exist');
    }),
  },
  subscription: {
    free: http.get(any(endpoints.mySubscription.path), () => ok(freeSubscriptionFixture)),
    premium: http.get(any(endpoints.mySubscription.path), () => ok(premiumSubscriptionFixture)),
  },
  create: {
    ok: http.post(any(endpoints.createPayment.path), async ({ request }) => {
      const body = (await request.json()) as {
        months: number;
        method: 'chat_wallet' | 'pay_wallet';
      };
      await delay(200);
      const quote = quoteFixture('agent-premium', body.months);
      return ok({
        ...paymentFixtures.waiting,
        order: {
          ...pendingOrderFixture,
          months: body.months,
          amount: quote?.totalPrice ?? pendingOrderFixture.amount,
          method: body.method,
        },
      });
    }),
    /** never answers: the QR is being generated */
    generating: http.post(any(endpoints.createPayment.path), async () => {
      await delay('infinite');
      return ok(paymentFixtures.waiting);
    }),
  },
  payment: {
    waiting: http.get(any(endpoints.payment.path), () => ok(paymentFixtures.waiting)),
    expired: http.get(any(endpoints.payment.path), () => ok(paymentFixtures.expired)),
    declined: http.get(any(endpoints.payment.path), () => ok(paymentFixtures.declined)),
    completed: http.get(any(endpoints.payment.path), () => ok(paymentFixtures.completed)),
    cancelled: http.get(any(endpoints.payment.path), () => ok(paymentFixtures.cancelled)),
    notFound: http.get(any(endpoints.payment.path), () => fail(404, 'Order not found')),
  },
  refresh: {
    ok: http.post(any(endpoints.refreshPaymentQr.path), () => ok(paymentFixtures.waiting)),
  },
  cancel: {
    ok: http.post(any(endpoints.cancelPayment.path), () => ok(paymentFixtures.cancelled)),
  },
  orders: {
    /** the buyer's orders, by state and plan when asked (as the server does) */
    ok: http.get(any(endpoints.myOrders.path), ({ request }) => {
      const url = new URL(request.url);
      const status = url.searchParams.get('status');
      const planId = url.searchParams.get('planId');
      const items = [
        { ...paymentFixtures.waiting.order, id: '7002', orderNumber: 'LG20261122-007002' },
        paymentFixtures.completed.order,
      ].filter(
        (order) => (!status || order.status === status) && (!planId || order.planId === planId),
      );
      return ok(pageOfItems(items, request, 20));
    }),
    /** a buyer without orders (nothing pending to resume) */
    none: http.get(any(endpoints.myOrders.path), ({ request }) => ok(pageOfItems([], request, 20))),
    error: http.get(any(endpoints.myOrders.path), () => fail(500, AUTH_MESSAGES.serverError)),
    loading: http.get(any(endpoints.myOrders.path), async () => {
      await delay('infinite');
      return ok(null);
    }),
  },
  notify: {
    ok: http.post(any(endpoints.paymentNotify.path), () => ok({ outcome: 'paid' })),
  },
};
