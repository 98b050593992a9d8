import { type ComponentProps, useId } from 'react';
import { cn } from '../lib/cn.ts';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      data-slot="input"
      className={cn(
        'border-input bg-surface text-foreground placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-ring/40 aria-[invalid=true]:border-danger h-10 w-full rounded-md border px-3 text-base shadow-sm transition-colors focus-visible:outline-2 md:text-sm',
        className,
      )}
      {...props}
    />
  );
}

export type FieldProps = ComponentProps<'input'> & {
  label: string;
  /** the validation message, shown under the input and announced with it */
  error?: string | undefined;
  hint?: string;
};

/** A labelled input with its message; the message is tied to the input for screen readers. */
export function Field({ label, error, hint, className, id, ...props }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const messageId = `${inputId}-message`;
  return (
    <div data-slot="field" className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-foreground text-sm font-medium">
        {label}
      </label>
      <Input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        {...props}
      />
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
