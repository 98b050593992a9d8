export { Header, type HeaderProps } from './Header.tsx';
export { type HeaderNavItem, type HeaderNavKey, headerNavItems, isNavItemActive } from './nav.ts';
