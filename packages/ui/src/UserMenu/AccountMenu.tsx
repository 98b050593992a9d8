/**
 * The signed-in part of the user menu (SPEC §2): a 32 px avatar whose dropdown opens on hover
 * on wide screens and toggles on click at 1024 px or less (closing on a click outside), with
 * the person's name, role badge, and my plugins, help, the theme and logout. Loaded only once
 * someone is signed in (UserMenu), so a visitor's first page load carries no dropdown.
 */
import type { User } from '@legion/api';
import { useLingui } from '@lingui/react/macro';
import { BookOpen, LayoutGrid, LogOut, Moon, Sun } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Avatar } from '../Avatar/Avatar.tsx';
import { Link } from '../Link/Link.tsx';
import { useMediaQuery } from '../lib/useMediaQuery.ts';
import type { ThemeMode } from '../theme/theme.ts';
import { displayName, MENU_MOBILE_QUERY, roleBadge } from './display.ts';

const HOVER_CLOSE_DELAY_MS = 150;

export interface AccountMenuProps {
  user: User;
  onLogout: () => Promise<void>;
  themeMode?: ThemeMode | undefined;
  onThemeModeChange?: ((mode: ThemeMode) => void) | undefined;
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

export default function AccountMenu({
  user,
  onLogout,
  themeMode,
  onThemeModeChange,
}: AccountMenuProps) {
  const { t } = useLingui();
  const compact = useMediaQuery(MENU_MOBILE_QUERY);
  const [open, setOpen] = useState(false);
  const pointerInside = useRef(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

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
