import type { ComponentProps } from 'react';
import type { SideNav } from './SideNav.tsx';

export { isSideNavItemActive, SideNav, type SideNavItem } from './SideNav.tsx';

// props of the components whose props have no name of their own
export type SideNavProps = ComponentProps<typeof SideNav>;
