import { Button, Spinner, TextAreaField } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { Play, Square } from 'lucide-react';
import type { ComponentProps } from 'react';

export type LegionRunFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  /** the message box's label */
  fieldLabel: string;
  value: string;
  onValueChange: (value: string) => void;
  placeholder?: string;
  /** under the box: a character count, what the run does */
  hint?: string;
  /** what is wrong with the message */
  error?: string | undefined;
  /** the run button's words */
  runLabel: string;
  /** a run is streaming: the run button waits and a stop button appears */
  running: boolean;
  /** the form was sent; the caller checks the message */
  onRun: () => void;
  onStop: () => void;
  /** keep the run button disabled while the box is empty */
  requireMessage?: boolean;
  rows?: number;
};

/** The message to run a legion with, its run button and, while it runs, a stop button. */
export function LegionRunForm({
  fieldLabel,
  value,
  onValueChange,
  placeholder,
  hint,
  error,
  runLabel,
  running,
  onRun,
  onStop,
  requireMessage = false,
  rows = 3,
  ...props
}: LegionRunFormProps) {
  const { t } = useLingui();
  return (
    <form
      noValidate
      className="lu:space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!running) onRun();
      }}
      {...props}
    >
      <TextAreaField
        label={fieldLabel}
        hint={hint}
        error={error}
        rows={rows}
        value={value}
        placeholder={placeholder}
        onChange={(event) => onValueChange(event.target.value)}
      />
      <div className="lu:flex lu:flex-wrap lu:justify-end lu:gap-2">
        {running ? (
          <Button type="button" variant="outline" onClick={onStop}>
            <Square aria-hidden="true" className="lu:fill-current" />
            {t`停止`}
          </Button>
        ) : null}
        <Button type="submit" disabled={running || (requireMessage && !value.trim())}>
          {running ? <Spinner size="sm" label={t`正在运行`} /> : <Play aria-hidden="true" />}
          {runLabel}
        </Button>
      </div>
    </form>
  );
}
