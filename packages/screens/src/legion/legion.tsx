/**
 * Legion's own header and user-menu configuration: one set of the props Header and UserMenu
 * take. Another product passes its own items, logo and rule instead.
 */
import type { User } from '@legion/api';
import type { HeaderProps, MenuUser, SiteFooterProps, ThemeMode, UserMenuItem } from '@legion/ui';
import { cn, type HeaderNavItem, isNavItemActive, Link } from '@legion/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { BookOpen, Gem, LayoutGrid, LogOut, Moon, Sun } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Logo } from '../Logo/Logo.tsx';
import { displayName, roleBadge } from './display.ts';

/**
 * Legion's signed-in person as UserMenu shows them: the name (else the mobile, else the
 * e-mail), the portrait, and a tag for admins and developers.
 */
export function legionMenuUser(user: User | null): MenuUser | null {
  if (!user) return null;
  const role = roleBadge(user);
  const badge =
    role === 'admin'
      ? { label: <Trans>管理员</Trans>, tone: 'danger' as const }
      : role === 'developer'
        ? { label: <Trans>开发者</Trans>, tone: 'primary' as const }
        : null;
  return { name: displayName(user), avatarUrl: user.portrait, badge };
}

/** Legion's navigation; review management is shown to admins only. */
export function legionNavItems({ isAdmin = false }: { isAdmin?: boolean } = {}): HeaderNavItem[] {
  const items: HeaderNavItem[] = [
    { key: 'market', label: <Trans>插件市场</Trans>, href: '/plugins/market' },
    { key: 'developer', label: <Trans>我的插件</Trans>, href: '/developer' },
    { key: 'knowledge', label: <Trans>知识库</Trans>, href: '/knowledge' },
  ];
  if (isAdmin) items.push({ key: 'admin', label: <Trans>审核管理</Trans>, href: '/admin' });
  return items;
}

/** Everything of Header's props that makes it Legion's, to spread into `<Header>`. */
export function legionHeader({
  isAdmin = false,
}: {
  isAdmin?: boolean;
} = {}): Pick<HeaderProps, 'items' | 'logo' | 'homeLabel' | 'isActive'> {
  return {
    items: legionNavItems({ isAdmin }),
    logo: <Logo />,
    homeLabel: <Trans>Legion 首页</Trans>,
    isActive: isNavItemActive,
  };
}

/**
 * Legion's footer: the documentation within one click of every page (a visitor has no account
 * menu, whose "help" leads there too), and the other public places.
 */
export function legionFooter(): Pick<SiteFooterProps, 'links' | 'note'> {
  return {
    links: [
      { key: 'docs', label: <Trans>文档中心</Trans>, href: '/docs' },
      { key: 'market', label: <Trans>插件市场</Trans>, href: '/plugins/market' },
      { key: 'legion', label: <Trans>军团</Trans>, href: '/legion' },
      { key: 'pricing', label: <Trans>价格方案</Trans>, href: '/pricing' },
    ],
    note: <Trans>Legion 多智能体平台</Trans>,
  };
}

/** Legion's pricing link, the first of the header's actions. */
export function LegionPricingLink({ className, ...props }: Omit<ComponentProps<'a'>, 'href'>) {
  const { t } = useLingui();
  return (
    <Link
      href="/pricing"
      aria-label={t`价格方案`}
      className={cn(
        'lu:from-accent lu:to-warning lu:text-accent-foreground lu:inline-flex lu:h-9 lu:items-center lu:gap-1.5 lu:rounded-full lu:bg-gradient-to-r lu:px-3 lu:text-sm lu:font-semibold lu:shadow-sm lu:transition-opacity lu:hover:opacity-90',
        className,
      )}
      {...props}
    >
      <Gem aria-hidden="true" className="lu:size-4" />
      <span className="lu:hidden lu:sm:inline">{t`价格`}</span>
    </Link>
  );
}

/**
 * Legion's account menu: my plugins, help, the other theme (with both theme props) and
 * logout, which closes the menu once the session has ended.
 */
export function legionUserMenuItems({
  onLogout,
  themeMode,
  onThemeModeChange,
}: {
  onLogout: () => Promise<void>;
  themeMode?: ThemeMode | undefined;
  onThemeModeChange?: ((mode: ThemeMode) => void) | undefined;
}): UserMenuItem[] {
  const items: UserMenuItem[] = [
    {
      key: 'developer',
      label: <Trans>我的插件</Trans>,
      icon: <LayoutGrid aria-hidden="true" />,
      href: '/developer',
    },
    {
      key: 'help',
      label: <Trans>帮助</Trans>,
      icon: <BookOpen aria-hidden="true" />,
      href: '/docs',
    },
  ];
  if (themeMode && onThemeModeChange)
    items.push({
      key: 'theme',
      label: themeMode === 'dark' ? <Trans>浅色模式</Trans> : <Trans>深色模式</Trans>,
      icon: themeMode === 'dark' ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />,
      onSelect: () => onThemeModeChange(themeMode === 'dark' ? 'light' : 'dark'),
      closeOnSelect: false,
    });
  items.push(
    { key: 'logout-separator', separator: true },
    {
      key: 'logout',
      label: <Trans>退出登录</Trans>,
      icon: <LogOut aria-hidden="true" />,
      onSelect: onLogout,
    },
  );
  return items;
}
