import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn('lu:bg-muted lu:flex lu:gap-1 lu:rounded-lg lu:p-1', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        'lu:text-muted-foreground lu:hover:text-foreground lu:data-[state=active]:bg-surface lu:data-[state=active]:text-foreground lu:flex-1 lu:cursor-pointer lu:rounded-md lu:px-3 lu:py-1.5 lu:text-sm lu:font-medium lu:whitespace-nowrap lu:transition-colors lu:data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export const TabsContent = TabsPrimitive.Content;
