import type { ComponentProps } from 'react';
import type { ReviewPoints } from './ReviewPoints.tsx';

export { type ReviewPointItem, ReviewPoints } from './ReviewPoints.tsx';

// props of the components whose props have no name of their own
export type ReviewPointsProps = ComponentProps<typeof ReviewPoints>;
