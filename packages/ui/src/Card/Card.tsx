import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';

export const cardVariants = cva('border-border text-foreground rounded-lg border', {
  variants: {
    variant: {
      default: 'bg-surface',
      /** a quieter box inside a page or another card */
      muted: 'bg-muted/40',
      /** a whole card that is one link or button: it answers the pointer and the keyboard */
      interactive:
        'bg-surface hover:border-primary/50 focus-visible:outline-ring has-[a:focus-visible]:outline-ring transition-colors focus-visible:outline-2 has-[a:focus-visible]:outline-2',
      /** a place something can go, e.g. nothing yet */
      dashed: 'border-dashed',
    },
    padding: {
      /** for cards made of CardHeader, CardContent and CardFooter rows, or a list or table */
      none: '',
      sm: 'p-3',
      md: 'p-4',
      lg: 'p-5',
      /** a form or a page's main block: more room from 768 px */
      xl: 'p-5 md:p-6',
    },
  },
  defaultVariants: { variant: 'default', padding: 'md' },
});

export type CardProps = ComponentProps<'div'> &
  VariantProps<typeof cardVariants> & {
    /** render the child element (a section, li, article, dl or link) with the card's look */
    asChild?: boolean;
  };

/** A bordered box that groups one piece of content on a page. */
export function Card({ className, variant, padding, asChild = false, ...props }: CardProps) {
  const Component = asChild ? Slot.Root : 'div';
  return (
    <Component
      data-slot="card"
      data-variant={variant ?? 'default'}
      className={cn(cardVariants({ variant, padding }), className)}
      {...props}
    />
  );
}

export type CardHeaderProps = ComponentProps<'div'> & {
  /** a rule under the header: for cards whose content is rows (padding="none") */
  divided?: boolean;
  asChild?: boolean;
};

/** The title row of a card; anything after the title (a count, an action) sits at the end. */
export function CardHeader({
  className,
  divided = true,
  asChild = false,
  ...props
}: CardHeaderProps) {
  const Component = asChild ? Slot.Root : 'header';
  return (
    <Component
      data-slot="card-header"
      className={cn(
        'flex flex-wrap items-center justify-between gap-x-3 gap-y-1',
        divided ? 'border-border border-b px-4 py-3' : 'mb-3',
        className,
      )}
      {...props}
    />
  );
}

export type CardTitleProps = ComponentProps<'h2'> & {
  /** the heading level that fits the page's outline */
  as?: 'h2' | 'h3' | 'h4' | 'p';
};

export function CardTitle({ className, as: Heading = 'h2', ...props }: CardTitleProps) {
  return (
    <Heading
      data-slot="card-title"
      className={cn('text-foreground font-medium', className)}
      {...props}
    />
  );
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return (
    <p
      data-slot="card-description"
      className={cn('text-muted-foreground text-sm', className)}
      {...props}
    />
  );
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('p-4', className)} {...props} />;
}

/** The last row of a card: a link to more, or the card's actions, at the end. */
export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-footer"
      className={cn(
        'border-border flex items-center justify-end gap-2 border-t px-4 py-2',
        className,
      )}
      {...props}
    />
  );
}
