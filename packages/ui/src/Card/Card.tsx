import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';

export const cardVariants = cva('lu:border-border lu:text-foreground lu:rounded-lg lu:border', {
  variants: {
    variant: {
      default: 'lu:bg-surface',
      /** a quieter box inside a page or another card */
      muted: 'lu:bg-muted/40',
      /** a whole card that is one link or button: it answers the pointer and the keyboard */
      interactive:
        'lu:bg-surface lu:hover:border-primary/50 lu:focus-visible:outline-ring lu:has-[a:focus-visible]:outline-ring lu:transition-colors lu:focus-visible:outline-2 lu:has-[a:focus-visible]:outline-2',
      /** a place something can go, e.g. nothing yet */
      dashed: 'lu:border-dashed',
    },
    padding: {
      /** for cards made of CardHeader, CardContent and CardFooter rows, or a list or table */
      none: '',
      sm: 'lu:p-3',
      md: 'lu:p-4',
      lg: 'lu:p-5',
      /** a form or a page's main block: more room from 768 px */
      xl: 'lu:p-5 lu:md:p-6',
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
        'lu:flex lu:flex-wrap lu:items-center lu:justify-between lu:gap-x-3 lu:gap-y-1',
        divided ? 'lu:border-border lu:border-b lu:px-4 lu:py-3' : 'lu:mb-3',
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
      className={cn('lu:text-foreground lu:font-medium', className)}
      {...props}
    />
  );
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return (
    <p
      data-slot="card-description"
      className={cn('lu:text-muted-foreground lu:text-sm', className)}
      {...props}
    />
  );
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('lu:p-4', className)} {...props} />;
}

/** The last row of a card: a link to more, or the card's actions, at the end. */
export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-footer"
      className={cn(
        'lu:border-border lu:flex lu:items-center lu:justify-end lu:gap-2 lu:border-t lu:px-4 lu:py-2',
        className,
      )}
      {...props}
    />
  );
}
