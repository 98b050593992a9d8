/**
 * The user menu (SPEC §2). Logged out: a login button. Logged in: a 32 px avatar whose
 * dropdown opens on hover on wide screens and toggles on click at 1024 px or less (closing
 * on a click outside), with the person's name, role badge, and my plugins, help and logout.
 */
import type { User } from '@legion/api';
import { useLingui } from '@lingui/react/macro';
import { BookOpen, LayoutGrid, LogOut, Moon, Sun } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { Avatar } from '../Avatar/Avatar.tsx';
import { Button } from '../Button/Button.tsx';
import { Link } from '../Link/Link.tsx';
import { cn } from '../lib/cn.ts';
import { useMediaQuery } from '../lib/useMediaQuery.ts';
import type { ThemeMode } from '../theme/theme.ts';
import { displayName, roleBadge } from './display.ts';

/** SPEC §9: the menu's mobile behaviour applies at this width or less. */
export const MENU_MOBILE_QUERY = '(max-width: 1024px)';
const HOVER_CLOSE_DELAY_MS = 150;

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
  user: User | null;
  /** called by the login button; without it the login dialog opens */
  onLogin?: () => void;
  /** ends the session; the menu closes when it resolves */
  onLogout: () => Promise<void>;
  /** hide the login button on small screens (e.g. where the page has its own) */
  hideLoginOnMobile?: boolean;
  /** with both, the menu offers the other theme (issue 8: switchable from the user menu) */
  themeMode?: ThemeMode;
  onThemeModeChange?: (mode: ThemeMode) => void;
}

function RoleBadge({ user }: { user: User }) {
  const { t } = useLingui();
  const badge = roleBadge(user);
  if (!badge) return null;
  return (
    <span
      data-variant={badge}
      className="data-[variant=admin]:bg-danger/12 data-[variant=developer]:bg-primary-soft data-[variant=admin]:text-danger data-[variant=developer]:text-primary inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium"
    >
      {badge === 'admin' ? t`管理员` : t`开发者`}
    </span>
  );
}

export function UserMenu({
  user,
  onLogin,
  onLogout,
  hideLoginOnMobile = false,
  themeMode,
  onThemeModeChange,
}: UserMenuProps) {
  const { t } = useLingui();
  const openLoginDialog = useOpenLoginDialog();
  const compact = useMediaQuery(MENU_MOBILE_QUERY);
  const [open, setOpen] = useState(false);
  const pointerInside = useRef(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

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

  const name = displayName(user);
  const hover = !compact;
  return (
    <div
      data-slot="user-menu"
      className="relative"
      onPointerEnter={(event) => {
        if (!hover || event.pointerType === 'touch') return;
        clearTimeout(closeTimer.current);
        pointerInside.current = true;
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (!hover || event.pointerType === 'touch') return;
        pointerInside.current = false;
        // a moment's grace to cross the gap between the avatar and the menu
        closeTimer.current = setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS);
      }}
    >
      <DropdownMenu.Root
        modal={false}
        open={open}
        onOpenChange={(next) => {
          // on wide screens the pointer decides while it is over the menu
          if (hover && !next && pointerInside.current) return;
          setOpen(next);
        }}
      >
        <DropdownMenu.Trigger className="focus-visible:outline-ring flex cursor-pointer items-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2">
          <Avatar src={user.portrait} name={name} size={32} aria-hidden="true" />
          <span className="sr-only">{t`账户菜单：${name}`}</span>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="border-border bg-surface-raised text-foreground z-50 w-64 rounded-lg border p-1.5 shadow-lg"
        >
          <div className="flex items-center gap-3 px-2.5 py-2.5">
            <Avatar src={user.portrait} name={name} size={40} />
            <div className="min-w-0 flex-1 space-y-1">
              <p className="truncate text-sm font-medium">{name}</p>
              <RoleBadge user={user} />
            </div>
          </div>
          <DropdownMenu.Separator className="bg-border my-1 h-px" />
          <MenuLink href="/developer" icon={<LayoutGrid aria-hidden="true" />}>
            {t`我的插件`}
          </MenuLink>
          <MenuLink href="/docs" icon={<BookOpen aria-hidden="true" />}>
            {t`帮助`}
          </MenuLink>
          {themeMode && onThemeModeChange ? (
            <DropdownMenu.Item
              className={itemClass}
              onSelect={(event) => {
                event.preventDefault();
                onThemeModeChange(themeMode === 'dark' ? 'light' : 'dark');
              }}
            >
              {themeMode === 'dark' ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
              {themeMode === 'dark' ? t`浅色模式` : t`深色模式`}
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className="bg-border my-1 h-px" />
          <DropdownMenu.Item
            className={itemClass}
            onSelect={async (event) => {
              event.preventDefault();
              await onLogout();
              pointerInside.current = false;
              setOpen(false);
            }}
          >
            <LogOut aria-hidden="true" />
            {t`退出登录`}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
    </div>
  );
}

const itemClass =
  'flex cursor-pointer select-none items-center gap-2.5 rounded-md px-2.5 py-2 text-sm outline-none transition-colors data-[highlighted]:bg-muted [&_svg]:size-4 [&_svg]:text-muted-foreground';

function MenuLink({
  href,
  icon,
  children,
}: {
  href: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <DropdownMenu.Item asChild className={itemClass}>
      <Link href={href}>
        {icon}
        {children}
      </Link>
    </DropdownMenu.Item>
  );
}
