/**
 * A menu of actions behind a button (contact, export, delete): Radix DropdownMenu's parts
 * drawn with the library's tokens. Compose them: Trigger (asChild with a Button), Content,
 * Label, Item (with an icon, `variant="destructive"`), Separator, Group.
 */
import { cva, type VariantProps } from 'class-variance-authority';
import { DropdownMenu as DropdownMenuPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';

export type DropdownMenuProps = ComponentProps<typeof DropdownMenuPrimitive.Root>;

/** the menu's state; `modal={false}` keeps the page readable to assistive tech while open */
export function DropdownMenu(props: DropdownMenuProps) {
  return <DropdownMenuPrimitive.Root {...props} />;
}

export function DropdownMenuTrigger(props: ComponentProps<typeof DropdownMenuPrimitive.Trigger>) {
  return <DropdownMenuPrimitive.Trigger data-slot="dropdown-menu-trigger" {...props} />;
}

export function DropdownMenuContent({
  className,
  sideOffset = 4,
  collisionPadding = 8,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Content>) {
  return (
    <DropdownMenuPrimitive.Portal>
      <DropdownMenuPrimitive.Content
        data-slot="dropdown-menu-content"
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={cn(
          'lu:border-border lu:bg-surface-raised lu:text-foreground lu:z-50 lu:max-h-(--radix-dropdown-menu-content-available-height) lu:max-w-(--radix-dropdown-menu-content-available-width) lu:min-w-40 lu:overflow-y-auto lu:rounded-lg lu:border lu:p-1.5 lu:shadow-lg',
          className,
        )}
        {...props}
      />
    </DropdownMenuPrimitive.Portal>
  );
}

export const dropdownMenuItemVariants = cva(
  'lu:flex lu:cursor-pointer lu:items-center lu:gap-2.5 lu:rounded-md lu:px-2.5 lu:py-2 lu:text-sm lu:transition-colors lu:outline-none lu:select-none lu:data-[disabled]:pointer-events-none lu:data-[disabled]:opacity-50 lu:[&_svg]:size-4 lu:[&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'lu:data-[highlighted]:bg-muted lu:[&_svg]:text-muted-foreground',
        destructive: 'lu:text-danger lu:data-[highlighted]:bg-danger/10 lu:[&_svg]:text-danger',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type DropdownMenuItemProps = ComponentProps<typeof DropdownMenuPrimitive.Item> &
  VariantProps<typeof dropdownMenuItemVariants>;

export function DropdownMenuItem({ className, variant, ...props }: DropdownMenuItemProps) {
  return (
    <DropdownMenuPrimitive.Item
      data-slot="dropdown-menu-item"
      data-variant={variant ?? 'default'}
      className={cn(dropdownMenuItemVariants({ variant }), className)}
      {...props}
    />
  );
}

export function DropdownMenuLabel({
  className,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Label>) {
  return (
    <DropdownMenuPrimitive.Label
      data-slot="dropdown-menu-label"
      className={cn(
        'lu:text-muted-foreground lu:px-2.5 lu:py-1.5 lu:text-xs lu:font-medium',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Separator>) {
  return (
    <DropdownMenuPrimitive.Separator
      data-slot="dropdown-menu-separator"
      className={cn('lu:bg-border lu:my-1 lu:h-px', className)}
      {...props}
    />
  );
}

export function DropdownMenuGroup(props: ComponentProps<typeof DropdownMenuPrimitive.Group>) {
  return <DropdownMenuPrimitive.Group data-slot="dropdown-menu-group" {...props} />;
}
