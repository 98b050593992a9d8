export { isSideNavItemActive, SideNav, type SideNavItem } from './SideNav.tsx';
