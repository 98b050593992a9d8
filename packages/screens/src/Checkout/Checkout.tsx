import {
  PAYMENT_METHODS,
  type Package,
  type PaymentMethod,
  type PaymentOrder,
  type PaymentQr as PaymentQrData,
  PURCHASE_MONTHS,
  type PurchaseMonths,
  type PurchaseQuote,
} from '@legion/api';
import {
  Button,
  Card,
  cn,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  ErrorState,
  PaymentQr,
  Segmented,
  useMoney,
} from '@legion/ui';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Check, CircleCheck, CircleX, Smartphone, Wallet } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';

/** The name of each wallet a plan can be paid with, in both languages. */
export const paymentMethodLabels: Record<PaymentMethod, MessageDescriptor> = {
  chat_wallet: msg`聊天钱包`,
  pay_wallet: msg`支付钱包`,
};

function Row({ term, children, strong }: { term: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className="lu:flex lu:items-baseline lu:justify-between lu:gap-4">
      <dt className="lu:text-muted-foreground">{term}</dt>
      <dd
        className={cn(
          'lu:text-foreground lu:tabular-nums',
          strong && 'lu:text-2xl lu:font-semibold',
        )}
      >
        {children}
      </dd>
    </div>
  );
}

export type CheckoutPlanSummaryProps = { plan: Package };

/** The plan being bought: its name, subtitle and what it includes. */
export function CheckoutPlanSummary({ plan }: CheckoutPlanSummaryProps) {
  const headingId = useId();
  return (
    <Card asChild padding="none" className="lu:rounded-xl lu:p-6">
      <section aria-labelledby={headingId} data-slot="checkout-plan-summary">
        <h2 id={headingId} className="lu:text-foreground lu:text-lg lu:font-semibold">
          {plan.specName}
        </h2>
        <p className="lu:text-muted-foreground lu:mt-1 lu:text-sm">{plan.subtitle}</p>
        <ul className="lu:mt-5 lu:space-y-2.5 lu:text-sm">
          {plan.features.map((feature) => (
            <li key={feature} className="lu:text-foreground lu:flex lu:gap-2">
              <Check
                aria-hidden="true"
                className="lu:text-primary lu:mt-0.5 lu:size-4 lu:shrink-0"
              />
              {feature}
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}

/** The service agreement a buyer accepts before paying. */
export type CheckoutAgreement = {
  /** the dialog's title, e.g. "Service agreement" */
  title: string;
  /** the link beside the checkbox, e.g. "《Service agreement》" */
  linkText: string;
  /** a line under the title */
  description: string;
  /** the agreement's points, in order */
  points: string[];
};

export type CheckoutFormProps = {
  months: PurchaseMonths;
  onMonthsChange: (months: PurchaseMonths) => void;
  method: PaymentMethod;
  onMethodChange: (method: PaymentMethod) => void;
  /** the server's price for the months chosen; absent while it loads */
  quote?: PurchaseQuote;
  /** a new price is being asked for */
  quoteLoading?: boolean;
  /** the price could not be loaded: a message and `onQuoteRetry` */
  quoteError?: boolean;
  onQuoteRetry?: () => void;
  agreement: CheckoutAgreement;
  /** the order is being created: the pay button waits */
  paying?: boolean;
  /** why the last attempt to pay failed (the server's message) */
  error?: string | null;
  /** pay: called only once the agreement is accepted */
  onPay: () => void;
};

/**
 * The order form of a plan: how many months, the price the server quotes (unit price,
 * length, fee, total), the wallet, the service agreement (required, readable in a dialog)
 * and the pay button with the total.
 */
export function CheckoutForm({
  months,
  onMonthsChange,
  method,
  onMethodChange,
  quote,
  quoteLoading = false,
  quoteError = false,
  onQuoteRetry = () => {},
  agreement,
  paying = false,
  error,
  onPay,
}: CheckoutFormProps) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const agreementId = useId();
  const [agreed, setAgreed] = useState(false);
  const [reading, setReading] = useState(false);
  const [unaccepted, setUnaccepted] = useState(false);
  const problem = unaccepted ? t`请先阅读并同意服务协议` : error;
  return (
    <Card asChild padding="none" className="lu:space-y-6 lu:rounded-xl lu:p-6">
      <section aria-label={t`订单信息`} data-slot="checkout-form">
        <div className="lu:space-y-2">
          <p className="lu:text-foreground lu:text-sm lu:font-medium">{t`购买时长`}</p>
          <Segmented<string>
            label={t`购买时长`}
            value={String(months)}
            onChange={(value) => onMonthsChange(Number(value) as PurchaseMonths)}
            options={PURCHASE_MONTHS.map((value) => ({
              value: String(value),
              label: t`${plural(value, { other: '# 个月' })}`,
            }))}
          />
        </div>
        {quoteError ? (
          <ErrorState message={t`价格加载失败`} onRetry={onQuoteRetry} />
        ) : (
          <dl
            className="lu:border-border lu:space-y-2 lu:border-y lu:py-4 lu:text-sm"
            aria-busy={quoteLoading}
          >
            <Row term={t`单价`}>{quote ? t`${money(quote.unitPrice)}/月` : '—'}</Row>
            <Row term={t`时长`}>{t`${plural(months, { other: '# 个月' })}`}</Row>
            <Row term={t`配置费`}>{quote ? money(quote.configFee) : '—'}</Row>
            <Row term={t`合计`} strong>
              {quote ? money(quote.totalPrice) : '—'}
            </Row>
          </dl>
        )}
        <fieldset className="lu:space-y-2">
          <legend className="lu:text-foreground lu:mb-2 lu:text-sm lu:font-medium">{t`支付方式`}</legend>
          <div className="lu:grid lu:grid-cols-1 lu:gap-2 lu:sm:grid-cols-2">
            {PAYMENT_METHODS.map((value) => (
              <label
                key={value}
                className={cn(
                  'lu:border-border lu:flex lu:cursor-pointer lu:items-center lu:gap-3 lu:rounded-lg lu:border lu:px-4 lu:py-3 lu:text-sm',
                  method === value && 'lu:border-primary lu:bg-primary-soft',
                )}
              >
                <input
                  type="radio"
                  name="payment-method"
                  value={value}
                  checked={method === value}
                  onChange={() => onMethodChange(value)}
                  className="lu:accent-primary lu:size-4"
                />
                <Wallet aria-hidden="true" className="lu:text-primary lu:size-4" />
                <span className="lu:text-foreground">{i18n._(paymentMethodLabels[value])}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="lu:space-y-1">
          <div className="lu:flex lu:items-start lu:gap-2 lu:text-sm">
            <input
              id={agreementId}
              type="checkbox"
              checked={agreed}
              onChange={(event) => {
                setAgreed(event.target.checked);
                if (event.target.checked) setUnaccepted(false);
              }}
              aria-invalid={unaccepted || undefined}
              className="lu:accent-primary lu:mt-0.5 lu:size-4"
            />
            <label htmlFor={agreementId} className="lu:text-foreground">
              {t`我已阅读并同意`}
            </label>
            <button
              type="button"
              className="lu:text-primary lu:cursor-pointer lu:hover:underline"
              onClick={() => setReading(true)}
            >
              {agreement.linkText}
            </button>
          </div>
          {problem ? (
            <p role="alert" className="lu:text-danger lu:text-xs">
              {problem}
            </p>
          ) : null}
        </div>
        <Button
          className="lu:w-full"
          size="lg"
          disabled={paying || !quote}
          onClick={() => {
            // paying requires agreeing to the service agreement first
            if (!agreed) return setUnaccepted(true);
            setUnaccepted(false);
            onPay();
          }}
        >
          {paying
            ? t`正在生成支付二维码…`
            : quote
              ? t`立即支付 ${money(quote.totalPrice)}`
              : t`立即支付`}
        </Button>
        <Dialog open={reading} onOpenChange={setReading}>
          <DialogContent closeLabel={t`关闭`} className="lu:max-w-lg lu:space-y-3">
            <DialogTitle>{agreement.title}</DialogTitle>
            <DialogDescription>{agreement.description}</DialogDescription>
            <ol className="lu:text-foreground lu:list-decimal lu:space-y-2 lu:pl-5 lu:text-sm lu:leading-relaxed">
              {agreement.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ol>
            <div className="lu:flex lu:justify-end">
              <Button onClick={() => setReading(false)}>{t`我知道了`}</Button>
            </div>
          </DialogContent>
        </Dialog>
      </section>
    </Card>
  );
}

export type OrderSummaryProps = { order: PaymentOrder };

/** An order as its buyer follows it: plan, length, prices, number and the amount due. */
export function OrderSummary({ order }: OrderSummaryProps) {
  const { t } = useLingui();
  const money = useMoney();
  return (
    <Card asChild padding="none" className="lu:space-y-2 lu:rounded-xl lu:p-6 lu:text-sm">
      <dl data-slot="order-summary">
        <Row term={t`套餐`}>{order.planName}</Row>
        <Row term={t`时长`}>{t`${plural(order.months, { other: '# 个月' })}`}</Row>
        <Row term={t`单价`}>{t`${money(order.unitPrice)}/月`}</Row>
        <Row term={t`配置费`}>{money(order.configFee)}</Row>
        <Row term={t`订单号`}>
          <span className="lu:text-xs lu:break-all">{order.orderNumber}</span>
        </Row>
        <Row term={t`应付金额`} strong>
          {money(order.amount)}
        </Row>
      </dl>
    </Card>
  );
}

export type PaymentResultProps = {
  /** paid (or completed), or cancelled without a charge */
  outcome: 'paid' | 'cancelled';
  /** the plan the buyer has now, and until when (paid) */
  planName?: string;
  expiresAt?: string | null;
  /** where to go next: links or a button to order again */
  actions: ReactNode;
};

/** How a payment ended: paid, with the plan and its end date, or cancelled without a charge. */
export function PaymentResult({ outcome, planName = '', expiresAt, actions }: PaymentResultProps) {
  const { t, i18n } = useLingui();
  const paid = outcome === 'paid';
  return (
    <Card
      asChild
      padding="none"
      className="lu:flex lu:flex-col lu:items-center lu:gap-3 lu:rounded-xl lu:p-8 lu:text-center"
    >
      <section aria-label={t`支付结果`} data-slot="payment-result" data-state={outcome}>
        {paid ? (
          <CircleCheck aria-hidden="true" className="lu:text-success lu:size-14" />
        ) : (
          <CircleX aria-hidden="true" className="lu:text-muted-foreground lu:size-14" />
        )}
        <h2 className="lu:text-foreground lu:text-2xl lu:font-semibold">
          {paid ? t`支付成功` : t`订单已取消`}
        </h2>
        <p className="lu:text-muted-foreground">
          {!paid
            ? t`这笔订单没有扣款。需要的话，可以重新下单。`
            : expiresAt
              ? t`你已开通${planName}，有效期至 ${i18n.date(expiresAt, { dateStyle: 'medium' })}。`
              : t`你已开通${planName}。`}
        </p>
        <div className="lu:mt-2 lu:flex lu:flex-wrap lu:justify-center lu:gap-2">{actions}</div>
      </section>
    </Card>
  );
}

/** the time now, ticking every second (for the QR's countdown) */
function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export type PaymentPanelProps = {
  /** a pending order */
  order: PaymentOrder;
  /** its QR; null when there is none to scan */
  qr: PaymentQrData | null;
  /** a new QR is being made */
  refreshing?: boolean;
  cancelling?: boolean;
  /** a new QR, in the same wallet or in `method` */
  onRefresh: (method?: PaymentMethod) => void;
  onCancel: () => void;
};

/**
 * Paying a pending order by QR: the code with its countdown (expired and declined codes fade
 * with a refresh), why the last attempt failed, a link to the sandbox wallet, refreshing,
 * switching wallets, cancelling, and when the order lapses.
 */
export function PaymentPanel({
  order,
  qr,
  refreshing = false,
  cancelling = false,
  onRefresh,
  onCancel,
}: PaymentPanelProps) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const now = useNow();
  const wallet = (method: PaymentMethod) => i18n._(paymentMethodLabels[method]);
  const expired = !qr || new Date(qr.expiresAt).getTime() <= now;
  const secondsLeft = qr
    ? Math.max(0, Math.ceil((new Date(qr.expiresAt).getTime() - now) / 1000))
    : 0;
  const other = order.method === 'chat_wallet' ? 'pay_wallet' : 'chat_wallet';
  // the server words it in the reader's language
  const failure = order.failure;
  const payBy = i18n.date(order.payBy, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Card
      asChild
      padding="none"
      className="lu:flex lu:flex-col lu:items-center lu:gap-4 lu:rounded-xl lu:p-6"
    >
      <section aria-label={t`扫码支付`} data-slot="payment-panel">
        {failure ? (
          <div
            role="alert"
            className="lu:bg-danger/10 lu:text-danger lu:w-full lu:rounded-md lu:px-3 lu:py-2 lu:text-sm"
          >
            {t`支付未完成：${failure}。可以刷新二维码后重新支付。`}
          </div>
        ) : null}
        <PaymentQr
          value={qr?.url ?? ''}
          state={refreshing ? 'generating' : failure ? 'declined' : expired ? 'expired' : 'waiting'}
          label={t`请使用${wallet(order.method)}扫码支付 ${money(order.amount)}`}
          secondsLeft={secondsLeft}
          onRefresh={() => onRefresh()}
        />
        {qr && !expired && !failure && !refreshing ? (
          // a phone cannot scan its own screen: the wallet's mobile payment link opens the
          // wallet app; the order is noticed as paid when the person comes back (polling)
          <Button asChild className="lu:w-full lu:md:hidden">
            <a href={qr.url} target="_blank" rel="noreferrer">
              <Smartphone aria-hidden="true" />
              {t`在${wallet(order.method)}中打开并支付`}
            </a>
          </Button>
        ) : null}
        {qr?.url.includes('/sandbox/') && !expired && !failure ? (
          <p className="lu:text-muted-foreground lu:text-center lu:text-xs">
            {t`沙箱环境：用手机扫码，或`}{' '}
            <a
              href={qr.url}
              target="_blank"
              rel="noreferrer"
              className="lu:text-primary lu:underline lu:underline-offset-2"
            >
              {t`打开支付页面`}
            </a>
          </p>
        ) : null}
        <div className="lu:flex lu:flex-wrap lu:justify-center lu:gap-2">
          <Button variant="outline" size="sm" disabled={refreshing} onClick={() => onRefresh()}>
            {t`刷新二维码`}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={refreshing}
            onClick={() => onRefresh(other)}
          >
            {t`改用${wallet(other)}`}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="lu:text-danger lu:hover:text-danger"
            disabled={cancelling}
            onClick={onCancel}
          >
            {t`取消订单`}
          </Button>
        </div>
        <p className="lu:text-muted-foreground lu:text-xs">
          {t`请在 ${payBy} 前完成支付，逾期订单自动取消。`}
        </p>
      </section>
    </Card>
  );
}
