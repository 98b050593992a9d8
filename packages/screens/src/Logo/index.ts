import type { ComponentProps } from 'react';
import type { Logo } from './Logo.tsx';

export { Logo } from './Logo.tsx';

// props of the components whose props have no name of their own
export type LogoProps = ComponentProps<typeof Logo>;
