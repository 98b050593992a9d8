import { cn, DescriptionList, type DescriptionListItem } from '@legion/ui';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CircleCheck } from 'lucide-react';

/** a paid order, written in the reader's language, as its receipt shows it */
export interface OrderReceiptData {
  orderNumber: string;
  planName: string;
  months: number;
  /** what was paid, formatted with its currency */
  amountPaid: string;
  /** how it was paid: the wallet's name */
  method: string;
  /** the payment provider's transaction number; null when the provider gave none */
  businessNumber: string | null;
  /** when it was paid, formatted */
  paidAt: string;
  /** the period it bought, formatted; null while it is not yet applied */
  period: { start: string; end: string } | null;
}

export interface OrderReceiptProps {
  receipt: OrderReceiptData;
  className?: string | undefined;
}

/**
 * The receipt of a paid order: the amount paid (never "amount due"), the plan and the period it
 * bought, how it was paid and the payment provider's transaction number. Put it in a `Card`.
 */
export function OrderReceipt({ receipt, className }: OrderReceiptProps) {
  const { t } = useLingui();
  const items: DescriptionListItem[] = [
    {
      term: t`套餐`,
      value: `${receipt.planName} · ${t`${plural(receipt.months, { other: '# 个月' })}`}`,
    },
    {
      term: t`服务期`,
      value: receipt.period
        ? t`${receipt.period.start} 至 ${receipt.period.end}`
        : t`支付完成后开始生效`,
    },
    { term: t`支付方式`, value: receipt.method },
    {
      term: t`交易流水号`,
      value: receipt.businessNumber ?? t`无`,
      format: receipt.businessNumber ? 'code' : 'text',
    },
    { term: t`订单号`, value: receipt.orderNumber, format: 'code' },
    { term: t`支付时间`, value: receipt.paidAt },
  ];
  return (
    <section className={cn('lu:space-y-5', className)} aria-label={t`支付凭证`}>
      <div className="lu:flex lu:items-center lu:gap-3">
        <CircleCheck aria-hidden="true" className="lu:text-success lu:size-8 lu:shrink-0" />
        <div>
          <p className="lu:text-muted-foreground lu:text-sm">{t`实付金额`}</p>
          <p className="lu:text-foreground lu:text-2xl lu:font-semibold lu:tabular-nums">
            {receipt.amountPaid}
          </p>
        </div>
      </div>
      <DescriptionList items={items} layout="rows" />
    </section>
  );
}
