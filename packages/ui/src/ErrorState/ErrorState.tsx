import { useLingui } from '@lingui/react/macro';
import { RefreshCw } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '../Button/Button.tsx';
import { cn } from '../lib/cn.ts';

export type ErrorStateProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** what failed to load, in the person's words, e.g. "The orders could not be loaded" */
  message: string;
  /** loads it again; without it no retry button is shown */
  onRetry?: () => void;
  /** the retry button's text; "Retry" by default */
  retryLabel?: string;
};

/** A block that failed to load, in place of its content, with a way to try again. */
export function ErrorState({ message, onRetry, retryLabel, className, ...props }: ErrorStateProps) {
  const { t } = useLingui();
  return (
    <div
      role="alert"
      data-slot="error-state"
      className={cn(
        'lu:flex lu:flex-col lu:items-center lu:gap-3 lu:py-12 lu:text-center',
        className,
      )}
      {...props}
    >
      <p className="lu:text-muted-foreground">{message}</p>
      {onRetry ? (
        <Button variant="outline" onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          {retryLabel ?? t`重试`}
        </Button>
      ) : null}
    </div>
  );
}
