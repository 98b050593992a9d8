import type { ComponentProps } from 'react';
import type { Switch } from './Switch.tsx';

export { Switch } from './Switch.tsx';

// props of the components whose props have no name of their own
export type SwitchProps = ComponentProps<typeof Switch>;
