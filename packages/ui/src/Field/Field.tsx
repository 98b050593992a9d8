import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '../lib/cn.ts';

/** the look of every text box: input, text area, select */
export const boxClass =
  'border-input bg-surface text-foreground placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-ring/40 aria-[invalid=true]:border-danger w-full rounded-md border px-3 text-base shadow-sm transition-colors focus-visible:outline-2 md:text-sm';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input data-slot="input" className={cn(boxClass, 'h-10', className)} {...props} />;
}

export type FieldProps = ComponentProps<'input'> & {
  label: string;
  /** the validation message, shown under the input and announced with it */
  error?: string | undefined;
  hint?: string;
};

function Labelled({
  label,
  error,
  hint,
  className,
  inputId,
  children,
}: {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  className?: string | undefined;
  inputId: string;
  children: ReactNode;
}) {
  const messageId = `${inputId}-message`;
  return (
    <div data-slot="field" className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-foreground text-sm font-medium">
        {label}
      </label>
      {children}
      {error ? (
        <p id={messageId} className="text-danger text-xs">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="text-muted-foreground text-xs">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export type TextAreaFieldProps = ComponentProps<'textarea'> & {
  label: string;
  error?: string | undefined;
  hint?: string;
};

/** A labelled multi-line input with its message. */
export function TextAreaField({ label, error, hint, className, id, ...props }: TextAreaFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <Labelled label={label} error={error} hint={hint} className={className} inputId={inputId}>
      <textarea
        id={inputId}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? `${inputId}-message` : undefined}
        className={cn(boxClass, 'min-h-24 py-2 leading-relaxed')}
        {...props}
      />
    </Labelled>
  );
}

export type SelectFieldProps = ComponentProps<'select'> & {
  label: string;
  error?: string | undefined;
  hint?: string;
  options: Array<{ value: string; label: string }>;
};

/** A labelled native select: the platform's own picker on phones. */
export function SelectField({
  label,
  error,
  hint,
  className,
  id,
  options,
  ...props
}: SelectFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <Labelled label={label} error={error} hint={hint} className={className} inputId={inputId}>
      <select
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? `${inputId}-message` : undefined}
        className={cn(boxClass, 'h-10')}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

/** A labelled input with its message; the message is tied to the input for screen readers. */
export function Field({ label, error, hint, className, id, ...props }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <Labelled label={label} error={error} hint={hint} className={className} inputId={inputId}>
      <Input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? `${inputId}-message` : undefined}
        {...props}
      />
    </Labelled>
  );
}
