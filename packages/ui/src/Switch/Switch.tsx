import { Switch as SwitchPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';

/** An on/off control (Radix's switch: role="switch", Space and Enter toggle it). */
export function Switch({ className, ...props }: ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchPrimitive.Root
      data-slot="switch"
      className={cn(
        'lu:bg-input lu:data-[state=checked]:bg-primary lu:focus-visible:outline-ring lu:inline-flex lu:h-5 lu:w-9 lu:shrink-0 lu:cursor-pointer lu:items-center lu:rounded-full lu:p-0.5 lu:transition-colors lu:focus-visible:outline-2 lu:focus-visible:outline-offset-2 lu:disabled:cursor-not-allowed lu:disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb className="lu:bg-surface lu:block lu:size-4 lu:rounded-full lu:shadow-sm lu:transition-transform lu:data-[state=checked]:translate-x-4" />
    </SwitchPrimitive.Root>
  );
}
