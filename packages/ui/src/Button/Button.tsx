import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';

export const buttonVariants = cva(
  'lu:focus-visible:outline-ring lu:inline-flex lu:shrink-0 lu:cursor-pointer lu:items-center lu:justify-center lu:gap-2 lu:rounded-md lu:text-sm lu:font-medium lu:whitespace-nowrap lu:transition-colors lu:select-none lu:focus-visible:outline-2 lu:focus-visible:outline-offset-2 lu:disabled:pointer-events-none lu:disabled:opacity-50 lu:[&_svg]:size-4 lu:[&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'lu:bg-primary lu:text-primary-foreground lu:hover:bg-primary/90 lu:shadow-sm',
        secondary: 'lu:bg-secondary lu:text-secondary-foreground lu:hover:bg-secondary/80',
        outline: 'lu:border-input lu:bg-surface lu:text-foreground lu:hover:bg-muted lu:border',
        ghost: 'lu:text-foreground lu:hover:bg-muted',
        danger: 'lu:bg-danger lu:text-danger-foreground lu:hover:bg-danger/90 lu:shadow-sm',
        link: 'lu:text-primary lu:underline-offset-4 lu:hover:underline',
      },
      size: {
        sm: 'lu:h-8 lu:px-3',
        md: 'lu:h-10 lu:px-4',
        lg: 'lu:h-12 lu:px-6 lu:text-base',
        icon: 'lu:size-10',
        'icon-sm': 'lu:size-8',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** render the child element (a link, say) with the button's look */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      data-slot="button"
      data-variant={variant ?? 'primary'}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}
