import type { ComponentProps } from 'react';
import type { StatusBadge } from './StatusBadge.tsx';

export { type ReviewStatus, StatusBadge } from './StatusBadge.tsx';

// props of the components whose props have no name of their own
export type StatusBadgeProps = ComponentProps<typeof StatusBadge>;
