export type { MenuUser, UserMenuAction, UserMenuItem, UserMenuSeparator } from './items.ts';
export {
  LoginDialogProvider,
  MENU_MOBILE_QUERY,
  UserMenu,
  type UserMenuProps,
  useOpenLoginDialog,
} from './UserMenu.tsx';
