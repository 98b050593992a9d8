import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '../lib/cn.ts';

/** the look of every text box: input, text area, select */
export const boxClass =
  'lu:border-input lu:bg-surface lu:text-foreground lu:placeholder:text-muted-foreground lu:focus-visible:border-ring lu:focus-visible:outline-ring/40 lu:aria-[invalid=true]:border-danger lu:w-full lu:rounded-md lu:border lu:px-3 lu:text-base lu:shadow-sm lu:transition-colors lu:focus-visible:outline-2 lu:md:text-sm';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input data-slot="input" className={cn(boxClass, 'lu:h-10', className)} {...props} />;
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
    <div data-slot="field" className={cn('lu:flex lu:flex-col lu:gap-1.5', className)}>
      <label htmlFor={inputId} className="lu:text-foreground lu:text-sm lu:font-medium">
        {label}
      </label>
      {children}
      {error ? (
        <p id={messageId} className="lu:text-danger lu:text-xs">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="lu:text-muted-foreground lu:text-xs">
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
        className={cn(boxClass, 'lu:min-h-24 lu:py-2 lu:leading-relaxed')}
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
        className={cn(boxClass, 'lu:h-10')}
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
