import type { ComponentProps } from 'react';
import type { UsageMeter } from './UsageMeter.tsx';

export { UsageMeter } from './UsageMeter.tsx';

// props of the components whose props have no name of their own
export type UsageMeterProps = ComponentProps<typeof UsageMeter>;
