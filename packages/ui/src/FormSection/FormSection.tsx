import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

export const formSectionVariants = cva('lu:grid lu:gap-4', {
  variants: {
    columns: {
      1: '',
      /** two fields side by side from 640 px; a field with `sm:col-span-2` takes the row */
      2: 'lu:sm:grid-cols-2',
    },
  },
  defaultVariants: { columns: 2 },
});

export type FormSectionProps = Omit<ComponentProps<'fieldset'>, 'title'> &
  VariantProps<typeof formSectionVariants> & {
    /** the group's name, read before each of its fields by screen readers */
    legend: ReactNode;
  };

/**
 * A named group of a form's fields (a fieldset with its legend), laid out in one or two
 * columns. `disabled` locks every field inside it at once.
 */
export function FormSection({ legend, columns, className, children, ...props }: FormSectionProps) {
  return (
    <fieldset
      data-slot="form-section"
      className={cn(formSectionVariants({ columns }), className)}
      {...props}
    >
      <legend className="lu:text-foreground lu:mb-3 lu:text-base lu:font-semibold">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** The row of a form's buttons, at its end: the main action last. */
export function FormActions({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="form-actions"
      className={cn('lu:flex lu:flex-wrap lu:justify-end lu:gap-2', className)}
      {...props}
    />
  );
}
