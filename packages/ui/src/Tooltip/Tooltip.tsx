import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { type ReactElement, type ReactNode, useState } from 'react';
import { cn } from '../lib/cn.ts';

export type TooltipProps = {
  /** what the tip says: a sentence or two */
  content: ReactNode;
  /** the control it explains: one element that takes focus (a button) */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  className?: string;
};

/**
 * A short explanation of a control, shown on hover and on keyboard focus (Radix Tooltip), and on
 * a tap, since a phone has no hover: the trigger's click opens it instead of closing it.
 */
export function Tooltip({ content, children, side = 'top', className }: TooltipProps) {
  const [open, setOpen] = useState(false);
  return (
    <TooltipPrimitive.Provider delayDuration={200}>
      <TooltipPrimitive.Root open={open} onOpenChange={setOpen}>
        <TooltipPrimitive.Trigger
          asChild
          onClick={(event) => {
            // Radix closes a tooltip on its trigger's click; a tap opens it here
            event.preventDefault();
            setOpen(true);
          }}
        >
          {children}
        </TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            data-slot="tooltip"
            side={side}
            sideOffset={6}
            collisionPadding={8}
            className={cn(
              'lu:bg-foreground lu:text-background lu:z-50 lu:max-w-72 lu:rounded-md lu:px-3 lu:py-2 lu:text-xs lu:leading-relaxed lu:shadow-md',
              className,
            )}
          >
            {content}
            <TooltipPrimitive.Arrow className="lu:fill-foreground" />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
