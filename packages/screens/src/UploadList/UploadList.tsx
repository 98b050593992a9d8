/**
 * Files being uploaded, in the page's flow: each with its name, size and type, its state in
 * words, a progress bar while it moves, why it failed and what can be done (send it again,
 * process it again, take it off the list). The words and numbers come from the caller, who
 * knows what each state means for its files; the floating summary of the same files is
 * UploadTray.
 */

import {
  Button,
  Card,
  CardHeader,
  CardTitle,
  cn,
  FileName,
  ProgressBar,
  type ProgressTone,
} from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { FileText, RotateCcw, X } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { UploadQuestion } from './UploadQuestion.tsx';

export interface UploadListItem {
  id: string;
  /** the file's name */
  name: string;
  /** a line under the name, e.g. its size and type */
  detail?: string;
  /** the state in words ("正在上传 42%", "可用") */
  status: string;
  /** 0–100 for a bar, or null for none */
  progress: number | null;
  tone?: ProgressTone;
  /** finished well: the status reads as success */
  done?: boolean;
  /** why it failed, and what to do */
  problem?: string | null;
  /** a caution about a file that finished, e.g. that it yielded little text */
  note?: string | null;
  /** what the failure's button does: send the file again, or process it again */
  action?: 'resend' | 'retry' | null;
  /**
   * a question to answer before the file goes on, e.g. that its content is already there:
   * shown with "upload anyway" (onConfirm) and "skip" (onRemove)
   */
  question?: string | null;
  /** may be taken off the list (it is finished) */
  removable?: boolean;
}

export type UploadListProps = {
  items: ReadonlyArray<UploadListItem>;
  title: ReactNode;
  /** after the title, quieter: a count of what is done */
  summary?: ReactNode;
  /** at the end of the header, e.g. a link to the uploaded documents */
  action?: ReactNode;
  onResend?: (id: string) => void;
  onRetry?: (id: string) => void;
  /** the answer "upload anyway" to a file's question */
  onConfirm?: (id: string) => void;
  onRemove?: (id: string) => void;
  className?: string;
};

function UploadListRow({
  item,
  onResend,
  onRetry,
  onConfirm,
  onRemove,
}: { item: UploadListItem } & Pick<
  UploadListProps,
  'onResend' | 'onRetry' | 'onConfirm' | 'onRemove'
>) {
  const { t } = useLingui();
  const { name, status, problem } = item;
  return (
    <li className="lu:group lu:flex lu:gap-3 lu:px-4 lu:py-3" aria-label={name}>
      <FileText
        aria-hidden="true"
        className="lu:text-muted-foreground lu:mt-0.5 lu:size-5 lu:shrink-0"
      />
      <div className="lu:min-w-0 lu:flex-1 lu:space-y-1.5">
        <div className="lu:flex lu:flex-wrap lu:items-baseline lu:justify-between lu:gap-x-3 lu:gap-y-0.5">
          <FileName name={name} className="lu:text-foreground lu:text-sm lu:font-medium" />
          <p
            className={cn(
              'lu:shrink-0 lu:text-xs lu:tabular-nums',
              problem ? 'lu:text-danger' : 'lu:text-muted-foreground',
              item.done && 'lu:text-success-strong',
            )}
          >
            {status}
          </p>
        </div>
        {item.detail ? (
          <p className="lu:text-muted-foreground lu:text-xs lu:tabular-nums">{item.detail}</p>
        ) : null}
        {item.progress !== null ? (
          <ProgressBar label={t`${name}：${status}`} value={item.progress} tone={item.tone} />
        ) : null}
        {problem ? (
          <p role="alert" className="lu:text-danger lu:text-xs">
            {problem}
          </p>
        ) : null}
        {item.note ? <p className="lu:text-warning-strong lu:text-xs">{item.note}</p> : null}
        {item.question ? (
          <UploadQuestion
            name={name}
            question={item.question}
            onConfirm={onConfirm ? () => onConfirm(item.id) : undefined}
            onSkip={onRemove ? () => onRemove(item.id) : undefined}
          />
        ) : null}
        {item.action === 'resend' ? (
          <Button variant="outline" size="sm" onClick={() => onResend?.(item.id)}>
            <RotateCcw aria-hidden="true" />
            {t`重新上传`}
          </Button>
        ) : null}
        {item.action === 'retry' ? (
          <Button variant="outline" size="sm" onClick={() => onRetry?.(item.id)}>
            <RotateCcw aria-hidden="true" />
            {t`重试`}
          </Button>
        ) : null}
      </div>
      {item.removable && !item.question ? (
        <Button
          variant="ghost"
          size="icon-sm"
          className="lu:shrink-0"
          onClick={() => onRemove?.(item.id)}
          aria-label={t`从列表移除 ${name}`}
        >
          <X aria-hidden="true" />
        </Button>
      ) : null}
    </li>
  );
}

export function UploadList({
  items,
  title,
  summary,
  action,
  onResend,
  onRetry,
  onConfirm,
  onRemove,
  className,
}: UploadListProps) {
  const titleId = useId();
  return (
    <Card asChild padding="none" className={className}>
      <section data-slot="upload-list" aria-labelledby={titleId}>
        <CardHeader className="lu:gap-2">
          <CardTitle id={titleId} className="lu:text-sm">
            {title}
            {summary ? (
              <span className="lu:text-muted-foreground lu:ml-2 lu:font-normal lu:tabular-nums">
                {summary}
              </span>
            ) : null}
          </CardTitle>
          {action}
        </CardHeader>
        <ul className="lu:divide-border lu:divide-y">
          {items.map((item) => (
            <UploadListRow
              key={item.id}
              item={item}
              onResend={onResend}
              onRetry={onRetry}
              onConfirm={onConfirm}
              onRemove={onRemove}
            />
          ))}
        </ul>
      </section>
    </Card>
  );
}
