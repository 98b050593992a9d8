/**
 * A question about one file that must be answered before it goes on (e.g. "the same content
 * is already there: upload it anyway?"): the caller's words, then "upload anyway" and "skip".
 */

import { Button } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';

export function UploadQuestion({
  name,
  question,
  onConfirm,
  onSkip,
  compact = false,
}: {
  name: string;
  question: string;
  onConfirm?: (() => void) | undefined;
  onSkip?: (() => void) | undefined;
  /** smaller buttons, for the tray */
  compact?: boolean;
}) {
  const { t } = useLingui();
  const size = compact ? 'lu:h-7' : undefined;
  return (
    <div className="lu:space-y-1.5">
      <p className="lu:text-warning-strong lu:text-xs">{question}</p>
      <div className="lu:flex lu:flex-wrap lu:gap-2">
        {onConfirm ? (
          <Button
            variant="outline"
            size="sm"
            className={size}
            onClick={onConfirm}
            aria-label={t`仍然上传 ${name}`}
          >
            {t`仍然上传`}
          </Button>
        ) : null}
        {onSkip ? (
          <Button
            variant="ghost"
            size="sm"
            className={size}
            onClick={onSkip}
            aria-label={t`不上传 ${name}`}
          >
            {t`不上传`}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
