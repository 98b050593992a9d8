import type { ComponentProps } from 'react';
import type { LinkProvider } from './Link.tsx';

export { Link, type LinkProps, LinkProvider } from './Link.tsx';

// props of the components whose props have no name of their own
export type LinkProviderProps = ComponentProps<typeof LinkProvider>;
