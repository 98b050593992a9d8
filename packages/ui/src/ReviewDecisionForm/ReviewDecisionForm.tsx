import { useLingui } from '@lingui/react/macro';
import { Check, Plus, Trash2, X } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { Field, SelectField, TextAreaField } from '../Field/Field.tsx';
import { cn } from '../lib/cn.ts';
import { Segmented } from '../Segmented/Segmented.tsx';

export type ReviewDecisionKind = 'approve' | 'reject';

/** a field a required action can name */
export interface ReviewFieldOption {
  value: string;
  /** the field's label in the reader's language */
  label: string;
}

/** one field the submitter must fix, and how */
export interface ReviewRequiredAction {
  field: string;
  action: string;
}

/** what the reviewer decided, trimmed; a rejection's actions, none for an approval */
export interface ReviewDecisionInput {
  decision: ReviewDecisionKind;
  comment: string;
  points: ReviewRequiredAction[];
}

export interface ReviewDecisionFormProps {
  /** the fields a required action can name, in form order */
  fields: ReviewFieldOption[];
  /** called with a valid decision: a rejection always has a reason and every action is written */
  onSubmit: (input: ReviewDecisionInput) => void;
  /** the decision is being sent: the submit button is disabled */
  pending?: boolean | undefined;
  /** why sending failed, already in the reader's language; hidden once the reviewer switches */
  error?: string | null | undefined;
  className?: string | undefined;
}

/**
 * Approve, or reject with a required reason and the fields to fix, each with what to do. The
 * form checks what it can before calling `onSubmit`; sending, and saying a decision that
 * arrived second (show `ReviewResult` with `conflict` then), belong to the caller.
 */
export function ReviewDecisionForm({
  fields,
  onSubmit,
  pending = false,
  error,
  className,
}: ReviewDecisionFormProps) {
  const { t } = useLingui();
  const [mode, setMode] = useState<ReviewDecisionKind>('approve');
  const [comment, setComment] = useState('');
  // each drafted action keeps a key of its own while the list is edited
  const [points, setPoints] = useState<Array<ReviewRequiredAction & { key: number }>>([]);
  const nextKey = useRef(0);
  const [problem, setProblem] = useState<string | null>(null);
  // the caller's error belongs to the last submit: switching decision puts it away
  const [errorDismissed, setErrorDismissed] = useState(false);
  const shown = problem ?? (errorDismissed ? null : (error ?? null));
  const edit = (index: number, change: Partial<ReviewRequiredAction>) =>
    setPoints((current) =>
      current.map((entry, at) => (at === index ? { ...entry, ...change } : entry)),
    );
  function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    setErrorDismissed(false);
    const reason = comment.trim();
    if (mode === 'reject' && !reason) return setProblem(t`驳回时请填写原因`);
    if (mode === 'reject' && points.some((point) => !point.action.trim()))
      return setProblem(t`请写明每一处需要怎样修改`);
    onSubmit({
      decision: mode,
      comment: reason,
      points:
        mode === 'reject'
          ? points.map((point) => ({ field: point.field, action: point.action.trim() }))
          : [],
    });
  }
  return (
    <form
      noValidate
      data-slot="review-decision-form"
      data-state={mode}
      aria-label={t`审核决定`}
      onSubmit={submit}
      className={cn(
        'lu:border-border lu:bg-surface lu:space-y-4 lu:rounded-lg lu:border lu:p-4',
        className,
      )}
    >
      <h2 className="lu:text-foreground lu:font-medium">{t`审核决定`}</h2>
      <Segmented
        label={t`决定`}
        value={mode}
        onChange={(next) => {
          setMode(next);
          setProblem(null);
          setErrorDismissed(true);
        }}
        options={[
          { value: 'approve', label: t`通过` },
          { value: 'reject', label: t`驳回` },
        ]}
      />
      <TextAreaField
        label={mode === 'reject' ? t`驳回原因（必填）` : t`审核意见（选填）`}
        value={comment}
        maxLength={500}
        rows={3}
        onChange={(event) => setComment(event.target.value)}
      />
      {mode === 'reject' ? (
        <fieldset className="lu:space-y-3">
          <legend className="lu:text-foreground lu:mb-2 lu:text-sm lu:font-medium">
            {t`需要修改的地方（每一处对应一个字段）`}
          </legend>
          {points.map((point, index) => (
            // field and delete on one line, the instruction below at full width: the form is
            // often a narrow column, where side by side left the instruction ~75 px wide
            <div
              key={point.key}
              data-slot="review-required-action"
              className="lu:border-border lu:space-y-2 lu:rounded-md lu:border lu:p-3"
            >
              <div className="lu:flex lu:items-end lu:gap-2">
                <SelectField
                  label={t`字段`}
                  className="lu:min-w-0 lu:flex-1"
                  value={point.field}
                  options={fields}
                  onChange={(event) => edit(index, { field: event.target.value })}
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={t`删除第 ${index + 1} 处`}
                  onClick={() =>
                    setPoints((current) => current.filter((_entry, at) => at !== index))
                  }
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
              <Field
                label={t`怎样修改`}
                value={point.action}
                maxLength={300}
                onChange={(event) => edit(index, { action: event.target.value })}
              />
            </div>
          ))}
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => {
              nextKey.current += 1;
              const key = nextKey.current;
              setPoints((current) => [
                ...current,
                { key, field: fields[0]?.value ?? '', action: '' },
              ]);
            }}
          >
            <Plus aria-hidden="true" />
            {t`添加一处`}
          </Button>
        </fieldset>
      ) : null}
      {shown ? (
        <p
          role="alert"
          className="lu:bg-danger/10 lu:text-danger lu:rounded-md lu:px-3 lu:py-2 lu:text-sm"
        >
          {shown}
        </p>
      ) : null}
      <div className="lu:flex lu:justify-end">
        <Button type="submit" variant={mode === 'reject' ? 'danger' : 'primary'} disabled={pending}>
          {mode === 'reject' ? <X aria-hidden="true" /> : <Check aria-hidden="true" />}
          {mode === 'reject' ? t`驳回` : t`通过`}
        </Button>
      </div>
    </form>
  );
}
