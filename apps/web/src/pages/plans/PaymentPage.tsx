/**
 * Payment (SPEC §2 /payment?planId=, §3 Package purchase values, §4 Payment, §5): choose
 * months and a wallet, accept the service agreement, then a QR that is generated, waits,
 * expires or is refreshed, until the payment succeeds or fails. Every price comes from the
 * server. The order's id joins the address, so a reload picks the payment up again; opened
 * without one while an order of the plan waits for payment, the page resumes that order.
 */

import {
  ApiError,
  PAYMENT_METHODS,
  type Package,
  type Payment,
  type PaymentMethod,
  PURCHASE_MONTHS,
  type PurchaseMonths,
} from '@legion/api';
import {
  Button,
  cn,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  ErrorState,
  Link,
  PaymentQr,
  Segmented,
  Spinner,
  StatusPage,
} from '@legion/ui';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, CircleCheck, CircleX, PackageX, Wallet } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../api.ts';
import { useFormatDate } from '../../features/console.tsx';
import { useMoney } from '../../hooks/money.ts';
import {
  isFreePlan,
  SUBSCRIPTION_KEY,
  useFallbackPackages,
  usePackages,
  useWalletName,
} from './parts.tsx';

/** how often a pending order is asked after */
const POLL_MS = 2000;

const paymentKey = (id: string) => ['payment', id] as const;
/** the caller's order of a plan waiting for payment, if any */
const pendingKey = (planId: string) => ['pending-order', planId] as const;

/** the time now, ticking every second (for the QR's countdown) */
function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function Row({ term, children, strong }: { term: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className={cn('text-foreground tabular-nums', strong && 'text-2xl font-semibold')}>
        {children}
      </dd>
    </div>
  );
}

function PlanSummary({ plan }: { plan: Package }) {
  return (
    <section
      aria-labelledby="payment-plan"
      className="border-border bg-surface rounded-xl border p-6"
    >
      <h2 id="payment-plan" className="text-foreground text-lg font-semibold">
        {plan.specName}
      </h2>
      <p className="text-muted-foreground mt-1 text-sm">{plan.subtitle}</p>
      <ul className="mt-5 space-y-2.5 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="text-foreground flex gap-2">
            <Check aria-hidden="true" className="text-primary mt-0.5 size-4 shrink-0" />
            {feature}
          </li>
        ))}
      </ul>
    </section>
  );
}

function AgreementDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent closeLabel={t`关闭`} className="max-w-lg space-y-3">
        <DialogTitle>{t`Legion 服务协议`}</DialogTitle>
        <DialogDescription>{t`购买前请阅读以下要点。`}</DialogDescription>
        <ol className="text-foreground list-decimal space-y-2 pl-5 text-sm leading-relaxed">
          <li>{t`套餐按月计费，自支付成功时起生效，到期后自动恢复为免费版，不会自动续费。`}</li>
          <li>{t`在有效期内再次购买同一套餐，时长顺延；购买其他套餐，新套餐自支付成功时起算。`}</li>
          <li>{t`未支付的订单 30 分钟后自动取消；支付二维码 5 分钟内有效，可随时刷新。`}</li>
          <li>{t`知识库空间等权益以所购套餐为准，降级后超出的内容不会删除，但无法继续上传。`}</li>
        </ol>
        <div className="flex justify-end">
          <Button onClick={onClose}>{t`我知道了`}</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function Checkout({ plan, onCreated }: { plan: Package; onCreated: (payment: Payment) => void }) {
  const { t } = useLingui();
  const money = useMoney();
  const walletName = useWalletName();
  const agreementId = useId();
  const [months, setMonths] = useState<PurchaseMonths>(1);
  const [method, setMethod] = useState<PaymentMethod>('chat_wallet');
  const [agreed, setAgreed] = useState(false);
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const quote = useQuery({
    queryKey: ['quote', plan.specNo, months],
    queryFn: () => api.call('purchaseQuote', { planId: plan.specNo, months }),
    placeholderData: keepPreviousData,
  });
  const create = useMutation({
    mutationFn: () =>
      api.call('createPayment', { planId: plan.specNo, months, method, agreementAccepted: true }),
    onSuccess: onCreated,
    onError: (error) => {
      const agreement = error instanceof ApiError && error.fields?.agreementAccepted;
      setProblem(agreement ? t`请先阅读并同意服务协议` : error.message);
    },
  });
  function pay() {
    // SPEC §5: payment requires agreeing to the service agreement first
    if (!agreed) return setProblem(t`请先阅读并同意服务协议`);
    setProblem(null);
    create.mutate();
  }
  return (
    <section
      aria-label={t`订单信息`}
      className="border-border bg-surface space-y-6 rounded-xl border p-6"
    >
      <div className="space-y-2">
        <p className="text-foreground text-sm font-medium">{t`购买时长`}</p>
        <Segmented<string>
          label={t`购买时长`}
          value={String(months)}
          onChange={(value) => setMonths(Number(value) as PurchaseMonths)}
          options={PURCHASE_MONTHS.map((value) => ({
            value: String(value),
            label: t`${plural(value, { other: '# 个月' })}`,
          }))}
        />
      </div>
      {quote.isError ? (
        <ErrorState message={t`价格加载失败`} onRetry={() => void quote.refetch()} />
      ) : (
        <dl className="border-border space-y-2 border-y py-4 text-sm" aria-busy={quote.isFetching}>
          <Row term={t`单价`}>{quote.data ? t`${money(quote.data.unitPrice)}/月` : '—'}</Row>
          <Row term={t`时长`}>{t`${plural(months, { other: '# 个月' })}`}</Row>
          <Row term={t`配置费`}>{quote.data ? money(quote.data.configFee) : '—'}</Row>
          <Row term={t`合计`} strong>
            {quote.data ? money(quote.data.totalPrice) : '—'}
          </Row>
        </dl>
      )}
      <fieldset className="space-y-2">
        <legend className="text-foreground mb-2 text-sm font-medium">{t`支付方式`}</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {PAYMENT_METHODS.map((value) => (
            <label
              key={value}
              className={cn(
                'border-border flex cursor-pointer items-center gap-3 rounded-lg border px-4 py-3 text-sm',
                method === value && 'border-primary bg-primary-soft',
              )}
            >
              <input
                type="radio"
                name="payment-method"
                value={value}
                checked={method === value}
                onChange={() => setMethod(value)}
                className="accent-primary size-4"
              />
              <Wallet aria-hidden="true" className="text-primary size-4" />
              <span className="text-foreground">{walletName(value)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="space-y-1">
        <div className="flex items-start gap-2 text-sm">
          <input
            id={agreementId}
            type="checkbox"
            checked={agreed}
            onChange={(event) => {
              setAgreed(event.target.checked);
              if (event.target.checked) setProblem(null);
            }}
            aria-invalid={problem === t`请先阅读并同意服务协议` ? true : undefined}
            className="accent-primary mt-0.5 size-4"
          />
          <label htmlFor={agreementId} className="text-foreground">
            {t`我已阅读并同意`}
          </label>
          <button
            type="button"
            className="text-primary cursor-pointer hover:underline"
            onClick={() => setReading(true)}
          >
            {t`《Legion 服务协议》`}
          </button>
        </div>
        {problem ? (
          <p role="alert" className="text-danger text-xs">
            {problem}
          </p>
        ) : null}
      </div>
      <Button className="w-full" size="lg" disabled={create.isPending || !quote.data} onClick={pay}>
        {create.isPending
          ? t`正在生成支付二维码…`
          : quote.data
            ? t`立即支付 ${money(quote.data.totalPrice)}`
            : t`立即支付`}
      </Button>
      <AgreementDialog open={reading} onClose={() => setReading(false)} />
    </section>
  );
}

function Progress({ orderId, onRestart }: { orderId: string; onRestart: () => void }) {
  const { t } = useLingui();
  const money = useMoney();
  const walletName = useWalletName();
  const formatDate = useFormatDate();
  const queryClient = useQueryClient();
  const now = useNow();
  const payment = useQuery({
    queryKey: paymentKey(orderId),
    queryFn: () => api.call('payment', { id: orderId }),
    refetchInterval: (query) => (query.state.data?.order.status === 'pending' ? POLL_MS : false),
  });
  const settle = (next: Payment) => {
    queryClient.setQueryData(paymentKey(orderId), next);
    if (next.order.status === 'completed' || next.order.status === 'paid') {
      void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY });
    }
  };
  const refresh = useMutation({
    mutationFn: (method?: PaymentMethod) =>
      api.call('refreshPaymentQr', { id: orderId, ...(method ? { method } : {}) }),
    onSuccess: settle,
  });
  const cancel = useMutation({
    mutationFn: () => api.call('cancelPayment', { id: orderId }),
    onSuccess: settle,
  });
  const status = payment.data?.order.status;
  useEffect(() => {
    if (status === 'completed' || status === 'paid') {
      void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY });
    }
  }, [status, queryClient]);
  if (payment.isPending) return <Spinner className="w-full py-24" label={t`正在加载订单`} />;
  if (payment.isError) {
    const missing = payment.error instanceof ApiError && payment.error.status === 404;
    return missing ? (
      <StatusPage
        icon={<PackageX aria-hidden="true" className="size-10" />}
        title={t`订单不存在`}
        description={t`它可能属于其他账号，或者链接有误。`}
        actions={
          <Button asChild variant="outline">
            <Link href="/pricing">{t`返回价格方案`}</Link>
          </Button>
        }
      />
    ) : (
      <ErrorState message={t`订单加载失败`} onRetry={() => void payment.refetch()} />
    );
  }
  const { order, qr, subscription } = payment.data;
  const summary = (
    <dl className="border-border bg-surface space-y-2 rounded-xl border p-6 text-sm">
      <Row term={t`套餐`}>{order.planName}</Row>
      <Row term={t`时长`}>{t`${plural(order.months, { other: '# 个月' })}`}</Row>
      <Row term={t`单价`}>{t`${money(order.unitPrice)}/月`}</Row>
      <Row term={t`配置费`}>{money(order.configFee)}</Row>
      <Row term={t`订单号`}>
        <span className="text-xs">{order.orderNumber}</span>
      </Row>
      <Row term={t`应付金额`} strong>
        {money(order.amount)}
      </Row>
    </dl>
  );
  if (order.status === 'completed' || order.status === 'paid') {
    return (
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[1fr_20rem]">
        <section
          aria-label={t`支付结果`}
          className="border-border bg-surface flex flex-col items-center gap-3 rounded-xl border p-8 text-center"
        >
          <CircleCheck aria-hidden="true" className="text-success size-14" />
          <h2 className="text-foreground text-2xl font-semibold">{t`支付成功`}</h2>
          <p className="text-muted-foreground">
            {subscription.expiresAt
              ? t`你已开通${subscription.planName}，有效期至 ${formatDate(subscription.expiresAt)}。`
              : t`你已开通${subscription.planName}。`}
          </p>
          <div className="mt-2 flex flex-wrap justify-center gap-2">
            <Button asChild>
              <Link href="/knowledge">{t`去使用知识库`}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link href="/pricing">{t`查看套餐`}</Link>
            </Button>
          </div>
        </section>
        {summary}
      </div>
    );
  }
  if (order.status === 'cancelled') {
    return (
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[1fr_20rem]">
        <section
          aria-label={t`支付结果`}
          className="border-border bg-surface flex flex-col items-center gap-3 rounded-xl border p-8 text-center"
        >
          <CircleX aria-hidden="true" className="text-muted-foreground size-14" />
          <h2 className="text-foreground text-2xl font-semibold">{t`订单已取消`}</h2>
          <p className="text-muted-foreground">{t`这笔订单没有扣款。需要的话，可以重新下单。`}</p>
          <Button onClick={onRestart}>{t`重新下单`}</Button>
        </section>
        {summary}
      </div>
    );
  }
  const expired = !qr || new Date(qr.expiresAt).getTime() <= now;
  const secondsLeft = qr
    ? Math.max(0, Math.ceil((new Date(qr.expiresAt).getTime() - now) / 1000))
    : 0;
  const other = order.method === 'chat_wallet' ? 'pay_wallet' : 'chat_wallet';
  // the server words it in the reader's language
  const failure = order.failure;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[1fr_20rem]">
      <section
        aria-label={t`扫码支付`}
        className="border-border bg-surface flex flex-col items-center gap-4 rounded-xl border p-6"
      >
        {failure ? (
          <div
            role="alert"
            className="bg-danger/10 text-danger w-full rounded-md px-3 py-2 text-sm"
          >
            {t`支付未完成：${failure}。可以刷新二维码后重新支付。`}
          </div>
        ) : null}
        <PaymentQr
          value={qr?.url ?? ''}
          state={
            refresh.isPending
              ? 'generating'
              : failure
                ? 'declined'
                : expired
                  ? 'expired'
                  : 'waiting'
          }
          label={t`请使用${walletName(order.method)}扫码支付 ${money(order.amount)}`}
          secondsLeft={secondsLeft}
          onRefresh={() => refresh.mutate(undefined)}
        />
        {qr?.url.includes('/sandbox/') && !expired && !failure ? (
          <p className="text-muted-foreground text-center text-xs">
            {t`沙箱环境：用手机扫码，或`}{' '}
            <a
              href={qr.url}
              target="_blank"
              rel="noreferrer"
              className="text-primary underline underline-offset-2"
            >
              {t`打开支付页面`}
            </a>
          </p>
        ) : null}
        <div className="flex flex-wrap justify-center gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={refresh.isPending}
            onClick={() => refresh.mutate(undefined)}
          >
            {t`刷新二维码`}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={refresh.isPending}
            onClick={() => refresh.mutate(other)}
          >
            {t`改用${walletName(other)}`}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-danger hover:text-danger"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate()}
          >
            {t`取消订单`}
          </Button>
        </div>
        <p className="text-muted-foreground text-xs">
          {t`请在 ${formatDate(order.payBy, true)} 前完成支付，逾期订单自动取消。`}
        </p>
      </section>
      {summary}
    </div>
  );
}

export default function PaymentPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const planId = params.get('planId') ?? '';
  const orderId = params.get('order');
  const packages = usePackages();
  const fallback = useFallbackPackages();
  const plan = (packages.isError ? fallback : (packages.data ?? [])).find(
    (entry) => entry.specNo === planId,
  );
  const payable = !!plan && !isFreePlan(plan.specNo);
  // reopening /payment?planId=… while an order of that plan waits for payment resumes it
  const pending = useQuery({
    queryKey: pendingKey(planId),
    queryFn: () => api.call('myOrders', { status: 'pending', planId, pageSize: 1 }),
    enabled: payable && !orderId,
    staleTime: 0,
    gcTime: 0,
  });
  const resume = !orderId ? pending.data?.items[0] : undefined;
  useEffect(() => {
    if (resume) setParams({ planId, order: resume.id }, { replace: true });
  }, [resume, planId, setParams]);
  const restart = () => {
    // the order just left is no longer pending: do not resume it
    queryClient.removeQueries({ queryKey: pendingKey(planId) });
    setParams({ planId }, { replace: true });
  };
  let body: ReactNode;
  if (packages.isPending || (payable && !orderId && (pending.isPending || resume))) {
    body = <Spinner className="w-full py-24" label={t`正在加载套餐`} />;
  } else if (!plan || isFreePlan(plan.specNo)) {
    body = (
      <StatusPage
        icon={<PackageX aria-hidden="true" className="size-10" />}
        title={plan ? t`免费版无需购买` : t`没有找到这个套餐`}
        description={
          plan
            ? t`免费版注册即可使用。需要更多资源时，可以选择付费套餐。`
            : t`链接里的套餐不存在或已下架，请回到价格方案重新选择。`
        }
        actions={
          <Button asChild>
            <Link href="/pricing">{t`查看价格方案`}</Link>
          </Button>
        }
      />
    );
  } else if (orderId && /^\d{1,18}$/.test(orderId)) {
    body = <Progress orderId={orderId} onRestart={restart} />;
  } else {
    body = (
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[20rem_1fr]">
        <PlanSummary plan={plan} />
        <Checkout
          plan={plan}
          onCreated={(payment) => setParams({ planId, order: payment.order.id }, { replace: true })}
        />
      </div>
    );
  }
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 md:px-8 md:py-12">
      <h1 className="text-foreground mb-6 text-2xl font-semibold">{t`购买套餐`}</h1>
      {body}
    </div>
  );
}
