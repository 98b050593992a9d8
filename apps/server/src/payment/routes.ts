/**
 * Plans and payment over HTTP: the registry's endpoints (the package list at its fixed path
 * outside /api, PACKAGE_LIST_PATH; quotes, orders, the subscription, the wallets'
 * notifications) and the sandbox wallet's pay page, whose buttons post the wallet's signed
 * notification to the same notification route a real provider calls.
 */
import { endpoints, type PaymentMethod, type PaymentNotification } from '@legion/api';
import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type AppEnv, limitBody, type Mount, signedIn } from '../http/endpoint.ts';
import { requestLanguage } from '../http/messages.ts';
import { type PayPage, renderPayPage } from './pages.ts';
import { SANDBOX_PAY_PATH, type SandboxProvider } from './providers.ts';
import type { PaymentService } from './service.ts';

/**
 * The origin the caller reached the server at: X-Forwarded-Proto and X-Forwarded-Host when a
 * proxy in front says so (the platform trusts X-Forwarded-For the same way), else the URL's.
 */
export function requestOrigin(c: Context): string {
  const url = new URL(c.req.url);
  const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim();
  const scheme = proto === 'http' || proto === 'https' ? proto : url.protocol.replace(':', '');
  const authority = host && /^[\w.-]+(:\d{1,5})?$/.test(host) ? host : url.host;
  return `${scheme}://${authority}`;
}

export function mountPayment(mount: Mount, payment: PaymentService) {
  mount(endpoints.packageList, ({ c }) => payment.packages(requestLanguage(c)), {
    cache: 'public',
  });
  mount(
    endpoints.purchaseQuote,
    ({ input, c }) => payment.quote(input.planId, input.months, requestLanguage(c)),
    { messageFrom: ['months'] },
  );
  mount(
    endpoints.createPayment,
    ({ input, user, c }) =>
      payment.create(signedIn(user), input, requestLanguage(c), requestOrigin(c)),
    { messageFrom: ['agreementAccepted', 'months'] },
  );
  mount(endpoints.payment, ({ input, user, c }) =>
    payment.payment(input.id, signedIn(user), requestLanguage(c), requestOrigin(c)),
  );
  mount(endpoints.refreshPaymentQr, ({ input, user, c }) =>
    payment.refreshQr(input.id, signedIn(user), input.method, requestLanguage(c), requestOrigin(c)),
  );
  mount(endpoints.cancelPayment, ({ input, user, c }) =>
    payment.cancel(input.id, signedIn(user), requestLanguage(c), requestOrigin(c)),
  );
  mount(endpoints.myOrders, ({ input, user, c }) =>
    payment.myOrders(signedIn(user), input, requestLanguage(c)),
  );
  mount(endpoints.mySubscription, ({ user, c }) =>
    payment.subscription(signedIn(user), requestLanguage(c)),
  );
  mount(endpoints.paymentNotify, ({ input }) => {
    const { method, ...notification } = input;
    return payment.notify(method, notification);
  });
}

const PAGE_HEADERS = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
};

/** what the notification route answered: `{code: 0, data}` or `{code, msg}` */
export type Deliver = (
  method: PaymentMethod,
  notification: PaymentNotification,
) => Promise<{
  status: number;
  body: { code?: number; data?: { outcome?: string }; msg?: string };
}>;

const UNKNOWN_CODE = {
  kind: 'error',
  zh: '支付码无效或已失效（订单已支付、已取消或二维码已刷新）',
  en: 'This payment code is not valid: the order was paid or cancelled, or the QR was refreshed',
} as const;
const EXPIRED_CODE = {
  kind: 'error',
  zh: '二维码已过期，请在网页上刷新二维码',
  en: 'This QR code has expired: refresh it on the payment page',
} as const;

export function mountSandboxPay(app: Hono<AppEnv>, payment: PaymentService, deliver: Deliver) {
  app.use(`${SANDBOX_PAY_PATH}/*`, limitBody());

  const page = (c: Context, content: PayPage, status: ContentfulStatusCode = 200) => {
    for (const [name, value] of Object.entries(PAGE_HEADERS)) c.header(name, value);
    return c.html(renderPayPage(content), status);
  };

  /** the token's pending order and its sandbox wallet, or the page to answer instead */
  async function payable(c: Context, token: string) {
    const found = token.length <= 200 ? await payment.sandboxOrder(token) : null;
    if (found?.row.status !== 'pending') {
      return { answer: page(c, { message: UNKNOWN_CODE }, 404) };
    }
    if (found.wallet.kind !== 'sandbox') {
      return { answer: page(c, { message: UNKNOWN_CODE }, 404) };
    }
    const wallet = found.wallet as SandboxProvider;
    if (found.expired) {
      return { answer: page(c, { message: EXPIRED_CODE, wallet: wallet.name }, 410) };
    }
    return { row: found.row, wallet };
  }

  app.get(`${SANDBOX_PAY_PATH}/:token`, async (c) => {
    const token = c.req.param('token');
    const found = await payable(c, token);
    if ('answer' in found) return found.answer;
    const { row, wallet } = found;
    return page(c, {
      order: {
        token,
        wallet: wallet.name,
        planZh: row.name_zh ?? row.item_name,
        planEn: row.name_en ?? row.item_name,
        months: row.months,
        amount: Number(row.amount_cents) / 100,
        orderNumber: row.order_number,
      },
    });
  });

  // pay-lost: the wallet takes the payment but its notification never arrives (a tester's way
  // to see the platform ask the wallet and settle the order anyway, decision 0095)
  for (const [action, result] of [
    ['pay', 'SUCCESS'],
    ['pay-lost', 'SUCCESS'],
    ['decline', 'DECLINED'],
  ] as const) {
    app.post(`${SANDBOX_PAY_PATH}/:token/${action}`, async (c) => {
      const found = await payable(c, c.req.param('token'));
      if ('answer' in found) return found.answer;
      const { row, wallet } = found;
      // an order is paid once at the wallet: paying again sends the payment it holds
      const held = await wallet.query(row.order_number);
      if (held.state === 'CLOSED') return page(c, { message: UNKNOWN_CODE }, 404);
      const notification =
        held.state === 'SUCCESS'
          ? held.notification
          : payment.sandboxNotification(wallet, row, result);
      if (
        result === 'SUCCESS' &&
        !(await wallet.recordPaid(notification, notification.timestamp))
      ) {
        return page(c, { message: UNKNOWN_CODE }, 404);
      }
      if (action === 'pay-lost') {
        return page(c, {
          wallet: wallet.name,
          message: {
            kind: 'success',
            zh: '已支付，但钱包的通知没有送达：网页向钱包查询后会完成订单',
            en: 'Paid, but the wallet’s notification was lost: the web page asks the wallet and completes the order',
          },
        });
      }
      const answer = await deliver(wallet.method, notification);
      const outcome = answer.body.data?.outcome;
      if (answer.status === 200 && (outcome === 'paid' || outcome === 'duplicate')) {
        return page(c, {
          wallet: wallet.name,
          message: {
            kind: 'success',
            zh: '支付成功，请回到网页查看订单',
            en: 'Paid: go back to the web page to see the order',
          },
          // what the wallet posted, for testers to replay (a replay only ever answers duplicate)
          sent: { path: `/api/payment/notify/${wallet.method}`, notification },
        });
      }
      if (answer.status === 200 && outcome === 'declined') {
        return page(c, {
          wallet: wallet.name,
          message: {
            kind: 'info',
            zh: '已拒绝支付，可在网页上刷新二维码后重新支付',
            en: 'Payment declined: refresh the QR on the web page to pay again',
          },
        });
      }
      const msg = answer.body.msg ?? 'Payment failed';
      return page(
        c,
        { wallet: wallet.name, message: { kind: 'error', zh: `支付失败：${msg}`, en: msg } },
        (answer.status >= 400 ? answer.status : 500) as ContentfulStatusCode,
      );
    });
  }
}
