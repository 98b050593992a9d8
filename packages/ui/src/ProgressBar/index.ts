import type { ComponentProps } from 'react';
import type { ProgressBar } from './ProgressBar.tsx';

export { ProgressBar, type ProgressTone } from './ProgressBar.tsx';

// props of the components whose props have no name of their own
export type ProgressBarProps = ComponentProps<typeof ProgressBar>;
