export { Header, type HeaderProps } from './Header.tsx';
export {
  type HeaderNavIsActive,
  type HeaderNavItem,
  isNavItemActive,
  isNavItemActiveByPrefix,
} from './nav.ts';
