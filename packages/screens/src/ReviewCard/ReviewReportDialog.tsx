/**
 * Reports a review to the admins: a reason (required) and, for "other" (required then), what is
 * wrong. The choice and the text stay when sending fails, and the dialog says why.
 */
import {
  REPORT_NOTE_MAX_LENGTH,
  REVIEW_REPORT_REASONS,
  type ReviewReportInput,
  type ReviewReportReason,
} from '@legion/api';
import {
  Button,
  Callout,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  TextAreaField,
} from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { Flag } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';

/** the words of each report reason */
export function useReportReasonLabels(): Record<ReviewReportReason, string> {
  const { t } = useLingui();
  return {
    spam: t`垃圾广告`,
    offensive: t`辱骂或人身攻击`,
    'off-topic': t`与智能体无关`,
    'personal-data': t`泄露个人信息`,
    other: t`其他`,
  };
}

/**
 * Give it the review's id as its `key`: a new review to report starts empty, the same one
 * reopened keeps what was chosen.
 */
export type ReviewReportDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** whose review it is, to say which one is reported */
  author: string;
  onSubmit: (report: Omit<ReviewReportInput, 'reviewId'>) => void;
  pending?: boolean;
  /** why the last report failed */
  error?: string | null;
};

export function ReviewReportDialog({
  open,
  onOpenChange,
  author,
  onSubmit,
  pending = false,
  error = null,
}: ReviewReportDialogProps) {
  const { t } = useLingui();
  const id = useId();
  const [reason, setReason] = useState<ReviewReportReason | null>(null);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<'reason' | 'note' | null>(null);

  const labels = useReportReasonLabels();
  const hints: Record<ReviewReportReason, string> = {
    spam: t`推销、引流或重复刷屏`,
    offensive: t`侮辱、歧视或威胁他人`,
    'off-topic': t`内容和这个智能体没有关系`,
    'personal-data': t`含有手机号、身份证号等隐私`,
    other: t`请在下方说明`,
  };
  const reasons = REVIEW_REPORT_REASONS.map((value) => ({
    value,
    label: labels[value],
    hint: hints[value],
  }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) return setProblem('reason');
    if (reason === 'other' && !note.trim()) return setProblem('note');
    setProblem(null);
    onSubmit({ reason, note: note.trim() });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`关闭`} className="lu:max-w-md">
        <form noValidate onSubmit={submit} className="lu:space-y-4">
          <DialogTitle>{t`举报评价`}</DialogTitle>
          <DialogDescription>
            {t`举报 ${author} 的评价。管理员会在核实后决定隐藏或保留，举报人不会被公开。`}
          </DialogDescription>
          <fieldset
            className="lu:space-y-2"
            aria-describedby={problem === 'reason' ? `${id}-reason` : undefined}
            aria-invalid={problem === 'reason' ? true : undefined}
          >
            <legend className="lu:text-foreground lu:mb-2 lu:text-sm lu:font-medium">{t`举报原因`}</legend>
            {reasons.map((option) => (
              <label
                key={option.value}
                className="lu:border-border lu:has-checked:border-primary lu:has-checked:bg-primary-soft lu:flex lu:cursor-pointer lu:items-start lu:gap-3 lu:rounded-md lu:border lu:px-3 lu:py-2"
              >
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={option.value}
                  checked={reason === option.value}
                  onChange={() => {
                    setReason(option.value);
                    setProblem(null);
                  }}
                  className="lu:accent-primary lu:mt-1"
                />
                <span className="lu:min-w-0">
                  <span className="lu:text-foreground lu:block lu:text-sm lu:font-medium">
                    {option.label}
                  </span>
                  <span className="lu:text-muted-foreground lu:block lu:text-xs">
                    {option.hint}
                  </span>
                </span>
              </label>
            ))}
            {problem === 'reason' ? (
              <p id={`${id}-reason`} role="alert" className="lu:text-danger lu:text-sm">
                {t`请选择举报原因`}
              </p>
            ) : null}
          </fieldset>
          <TextAreaField
            label={reason === 'other' ? t`说明` : t`说明（选填）`}
            value={note}
            rows={3}
            maxLength={REPORT_NOTE_MAX_LENGTH}
            onChange={(event) => {
              setNote(event.target.value);
              if (problem === 'note') setProblem(null);
            }}
            error={problem === 'note' ? t`请说明这条评价哪里有问题` : undefined}
          />
          {error ? <Callout tone="danger">{error}</Callout> : null}
          <div className="lu:flex lu:justify-end lu:gap-2">
            <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
              {t`取消`}
            </Button>
            <Button type="submit" variant="danger" disabled={pending}>
              <Flag aria-hidden="true" />
              {pending ? t`正在提交…` : t`提交举报`}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
