import { useLingui } from '@lingui/react/macro';
import { RefreshCw } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { Button } from '../Button/Button.tsx';
import { cn } from '../lib/cn.ts';
import { Spinner } from '../Spinner/Spinner.tsx';

export type PaymentQrState = 'generating' | 'waiting' | 'expired' | 'declined';

export interface PaymentQrProps {
  /** what the QR encodes; empty while generating */
  value: string;
  state: PaymentQrState;
  /** e.g. "Scan with the chat wallet to pay" */
  label: string;
  /** whole seconds until the QR expires, while waiting */
  secondsLeft?: number;
  onRefresh: () => void;
  className?: string;
}

/**
 * The payment QR a wallet scans, while it is generated, while it waits (with the
 * time it has left), once it has expired, and once the payer declined in the wallet (both
 * faded, with a refresh: a declined QR is used up, but "expired" would tell the wrong story).
 */
export function PaymentQr({
  value,
  state,
  label,
  secondsLeft,
  onRefresh,
  className,
}: PaymentQrProps) {
  const { t } = useLingui();
  const left =
    secondsLeft === undefined
      ? ''
      : `${Math.floor(secondsLeft / 60)}:${String(secondsLeft % 60).padStart(2, '0')}`;
  return (
    <figure
      data-slot="payment-qr"
      data-state={state}
      className={cn('lu:flex lu:flex-col lu:items-center lu:gap-3', className)}
    >
      <div className="lu:border-border lu:relative lu:flex lu:size-56 lu:items-center lu:justify-center lu:rounded-xl lu:border lu:bg-white lu:p-3">
        {state === 'generating' || !value ? (
          <Spinner label={t`正在生成支付二维码`} />
        ) : (
          <QRCodeSVG
            value={value}
            size={200}
            level="M"
            role="img"
            aria-label={label}
            className={cn((state === 'expired' || state === 'declined') && 'lu:opacity-15')}
          />
        )}
        {state === 'expired' || state === 'declined' ? (
          <div className="lu:absolute lu:inset-0 lu:flex lu:flex-col lu:items-center lu:justify-center lu:gap-3 lu:rounded-xl">
            <p className="lu:text-foreground lu:px-4 lu:text-center lu:text-sm lu:font-medium">
              {state === 'declined' ? t`付款方已拒绝支付` : t`二维码已过期`}
            </p>
            <Button size="sm" onClick={onRefresh}>
              <RefreshCw aria-hidden="true" />
              {t`刷新二维码`}
            </Button>
          </div>
        ) : null}
      </div>
      <figcaption className="lu:text-center lu:text-sm">
        <span className="lu:text-foreground lu:block">{label}</span>
        {state === 'waiting' && left ? (
          <span className="lu:text-muted-foreground lu:tabular-nums" aria-live="off">
            {t`${left} 后二维码失效`}
          </span>
        ) : state === 'generating' ? (
          <span className="lu:text-muted-foreground">{t`正在生成支付二维码…`}</span>
        ) : null}
      </figcaption>
    </figure>
  );
}
