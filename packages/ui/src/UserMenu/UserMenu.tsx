/**
 * The user menu. Logged out: a login button. Logged in: the avatar and its account
 * menu (AccountMenu), loaded when someone is signed in; until it has loaded, the same avatar.
 */
import { useLingui } from '@lingui/react/macro';
import { createContext, lazy, type ReactNode, Suspense, useContext } from 'react';
import { Avatar } from '../Avatar/Avatar.tsx';
import { Button } from '../Button/Button.tsx';
import { cn } from '../lib/cn.ts';
import type { MenuUser, UserMenuItem } from './items.ts';

export { MENU_MOBILE_QUERY } from './display.ts';

const AccountMenu = lazy(() => import('./AccountMenu.tsx'));

/** Lets library components open the app's login dialog without knowing how it is shown. */
const LoginDialogContext = createContext<() => void>(() => {});
export function LoginDialogProvider({
  openLoginDialog,
  children,
}: {
  openLoginDialog: () => void;
  children: ReactNode;
}) {
  return <LoginDialogContext value={openLoginDialog}>{children}</LoginDialogContext>;
}
export function useOpenLoginDialog() {
  return useContext(LoginDialogContext);
}

export interface UserMenuProps {
  /** the signed-in person (name, picture, tag), or null for the login button */
  user: MenuUser | null;
  /** called by the login button; without it the login dialog opens */
  onLogin?: () => void;
  /** the account menu's entries below the person's name */
  items: readonly UserMenuItem[];
  /** hide the login button on small screens (e.g. where the page has its own) */
  hideLoginOnMobile?: boolean;
}

export function UserMenu({ user, onLogin, items, hideLoginOnMobile = false }: UserMenuProps) {
  const { t } = useLingui();
  const openLoginDialog = useOpenLoginDialog();

  if (!user) {
    return (
      <Button
        size="sm"
        onClick={onLogin ?? openLoginDialog}
        className={cn(hideLoginOnMobile && 'hidden md:inline-flex')}
      >
        {t`登录`}
      </Button>
    );
  }

  const name = user.name.trim() || '--';
  return (
    <Suspense
      fallback={
        <span data-slot="user-menu" className="flex items-center rounded-full">
          <Avatar src={user.avatarUrl ?? undefined} name={name} size={32} aria-hidden="true" />
        </span>
      }
    >
      <AccountMenu user={user} items={items} />
    </Suspense>
  );
}
