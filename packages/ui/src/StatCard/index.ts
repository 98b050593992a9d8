import type { ComponentProps } from 'react';
import type { StatCard } from './StatCard.tsx';

export { StatCard } from './StatCard.tsx';

// props of the components whose props have no name of their own
export type StatCardProps = ComponentProps<typeof StatCard>;
