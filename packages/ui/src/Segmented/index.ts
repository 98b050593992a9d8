import type { ComponentProps } from 'react';
import type { Segmented } from './Segmented.tsx';

export { Segmented, type SegmentedOption } from './Segmented.tsx';

// props of the components whose props have no name of their own
export type SegmentedProps = ComponentProps<typeof Segmented>;
