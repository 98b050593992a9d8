import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';

/** Radix dialog parts with our look: focus trap, Escape, outside click and labels built in. */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export function DialogContent({
  className,
  children,
  closeLabel,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & {
  /** the accessible name of the close button */
  closeLabel: string;
}) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        data-slot="dialog-overlay"
        className="lu:bg-overlay lu:data-[state=open]:animate-fade-in lu:fixed lu:inset-0 lu:z-50"
      />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          'lu:border-border lu:bg-surface lu:text-foreground lu:data-[state=open]:animate-fade-in lu:fixed lu:top-1/2 lu:left-1/2 lu:z-50 lu:max-h-[calc(100dvh-2rem)] lu:w-[calc(100vw-2rem)] lu:-translate-x-1/2 lu:-translate-y-1/2 lu:overflow-y-auto lu:rounded-xl lu:border lu:p-6 lu:shadow-lg lu:focus:outline-none',
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          aria-label={closeLabel}
          className="lu:text-muted-foreground lu:hover:bg-muted lu:hover:text-foreground lu:absolute lu:top-4 lu:right-4 lu:inline-flex lu:size-8 lu:cursor-pointer lu:items-center lu:justify-center lu:rounded-md lu:transition-colors"
        >
          <X aria-hidden="true" className="lu:size-4" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn('lu:text-foreground lu:pr-8 lu:text-xl lu:font-semibold', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('lu:text-muted-foreground lu:text-sm', className)}
      {...props}
    />
  );
}
