import { useLingui } from '@lingui/react/macro';
import { Eye } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { cn } from '../lib/cn.ts';

export interface RevealValueProps {
  /** the value as it may be shown to anyone, e.g. 137****1207 */
  masked: string;
  /** what the value is, for the button's accessible name ("show the full …") */
  label: string;
  /** asks for the full value; the place to record who looked at it */
  onReveal: () => Promise<string>;
  /** the request failed: tell the reader (the button is usable again) */
  onError?: ((error: Error) => void) | undefined;
  className?: string | undefined;
}

/**
 * A masked personal value (a phone or ID number) with a button that asks for it in full.
 * Revealing is on request so that each look can be audited; the button says so in its title.
 */
export function RevealValue({ masked, label, onReveal, onError, className }: RevealValueProps) {
  const { t } = useLingui();
  const [value, setValue] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  async function reveal() {
    setPending(true);
    try {
      setValue(await onReveal());
    } catch (error) {
      onError?.(error instanceof Error ? error : new Error(String(error)));
    } finally {
      setPending(false);
    }
  }
  if (value)
    return (
      <span
        data-slot="reveal-value"
        data-state="revealed"
        className={cn('lu:font-mono', className)}
      >
        {value}
      </span>
    );
  return (
    <span
      data-slot="reveal-value"
      data-state="masked"
      className={cn('lu:inline-flex lu:flex-wrap lu:items-center lu:gap-2', className)}
    >
      <span className="lu:font-mono">{masked}</span>
      <Button
        variant="ghost"
        size="sm"
        disabled={pending}
        aria-label={t`显示完整的${label}`}
        title={t`查看会记入审计日志`}
        onClick={() => void reveal()}
      >
        <Eye aria-hidden="true" />
        {t`显示`}
      </Button>
    </span>
  );
}
