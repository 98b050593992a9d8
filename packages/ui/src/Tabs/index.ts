import type { ComponentProps } from 'react';
import type { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs.tsx';

export { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs.tsx';

// props of the components whose props have no name of their own
export type TabsProps = ComponentProps<typeof Tabs>;
export type TabsListProps = ComponentProps<typeof TabsList>;
export type TabsTriggerProps = ComponentProps<typeof TabsTrigger>;
export type TabsContentProps = ComponentProps<typeof TabsContent>;
