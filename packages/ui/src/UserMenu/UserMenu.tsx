/**
 * The user menu. Logged out: a login button. Logged in: the avatar, and its account menu
 * (AccountMenu, with the dropdown's code) loaded when the person shows they want it: the
 * pointer over the avatar, a tap or click, or keyboard focus. Until then, and while it loads,
 * the same avatar as a button; the menu opens as it would have, so a page's first load
 * carries no dropdown.
 */
import { useLingui } from '@lingui/react/macro';
import { createContext, lazy, type ReactNode, Suspense, useContext, useState } from 'react';
import { Avatar } from '../Avatar/Avatar.tsx';
import { Button } from '../Button/Button.tsx';
import { cn } from '../lib/cn.ts';
import { useMediaQuery } from '../lib/useMediaQuery.ts';
import { MENU_MOBILE_QUERY, triggerClass } from './display.ts';
import type { MenuIntent, MenuUser, UserMenuItem } from './items.ts';

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
  const [intent, setIntent] = useState<MenuIntent | null>(null);
  const compact = useMediaQuery(MENU_MOBILE_QUERY);

  if (!user) {
    return (
      <Button
        size="sm"
        onClick={onLogin ?? openLoginDialog}
        className={cn(hideLoginOnMobile && 'lu:hidden lu:md:inline-flex')}
      >
        {t`登录`}
      </Button>
    );
  }

  const name = user.name.trim() || '--';
  // the avatar as the menu's trigger draws it, before the menu's code is here
  const avatar = (
    <div data-slot="user-menu" className="lu:relative">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={intent === 'press' || intent === 'hover'}
        className={triggerClass}
        onPointerEnter={(event) => {
          // where the pointer opens the menu; below that width a press does
          if (event.pointerType !== 'touch' && !compact) setIntent((current) => current ?? 'hover');
        }}
        // a press comes before the focus it gives
        onPointerDown={() => setIntent('press')}
        onFocus={() => setIntent((current) => current ?? 'focus')}
        onClick={() => setIntent('press')}
      >
        <Avatar src={user.avatarUrl ?? undefined} name={name} size={32} aria-hidden="true" />
        <span className="lu:sr-only">{t`账户菜单：${name}`}</span>
      </button>
    </div>
  );
  if (!intent) return avatar;
  return (
    <Suspense fallback={avatar}>
      <AccountMenu user={user} items={items} intent={intent} />
    </Suspense>
  );
}
