import { useLingui } from '@lingui/react/macro';
import { Gem } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from '../Link/Link.tsx';
import { Logo } from '../Logo/Logo.tsx';
import { cn } from '../lib/cn.ts';
import { type HeaderNavKey, headerNavItems, isNavItemActive } from './nav.ts';

export type HeaderProps = ComponentProps<'header'> & {
  /** the current location's path, to mark the active item */
  currentPath: string;
  /** admins also see review management */
  isAdmin?: boolean;
  /** controls at the right end: language, theme, the user menu */
  actions?: ReactNode;
};

export function Header({
  currentPath,
  isAdmin = false,
  actions,
  className,
  ...props
}: HeaderProps) {
  const { t } = useLingui();
  const labels: Record<HeaderNavKey, string> = {
    market: t`插件市场`,
    developer: t`我的插件`,
    knowledge: t`知识库`,
    admin: t`审核管理`,
  };
  const items = headerNavItems({ isAdmin });

  const nav = (variant: 'bar' | 'row') =>
    items.map((item) => {
      const active = isNavItemActive(item, currentPath);
      return (
        <Link
          key={item.key}
          href={item.path}
          aria-current={active ? 'page' : undefined}
          data-state={active ? 'active' : 'inactive'}
          className={cn(
            'text-muted-foreground hover:text-foreground rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors',
            'data-[state=active]:text-primary',
            variant === 'bar'
              ? 'hover:bg-muted data-[state=active]:bg-primary-soft py-2'
              : 'data-[state=active]:border-primary border-b-2 border-transparent py-2.5 data-[state=active]:rounded-none',
          )}
        >
          {labels[item.key]}
        </Link>
      );
    });

  return (
    <header
      data-slot="header"
      className={cn(
        'border-border bg-surface/85 supports-[backdrop-filter]:bg-surface/70 sticky top-0 z-40 border-b backdrop-blur',
        className,
      )}
      {...props}
    >
      <div className="max-w-content mx-auto flex h-16 items-center gap-4 px-4 md:gap-8 md:px-6">
        <Link href="/" aria-label={t`Legion 首页`} className="shrink-0 rounded-md">
          <Logo />
        </Link>
        <nav aria-label={t`主导航`} className="hidden items-center gap-1 md:flex">
          {nav('bar')}
        </nav>
        <div className="ml-auto flex items-center gap-1 md:gap-2">
          <Link
            href="/pricing"
            aria-label={t`价格方案`}
            className="from-accent to-warning text-accent-foreground inline-flex h-9 items-center gap-1.5 rounded-full bg-gradient-to-r px-3 text-sm font-semibold shadow-sm transition-opacity hover:opacity-90"
          >
            <Gem aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">{t`价格`}</span>
          </Link>
          {actions}
        </div>
      </div>
      <nav
        aria-label={t`主导航`}
        className="border-border flex gap-1 overflow-x-auto border-t px-2 md:hidden"
      >
        {nav('row')}
      </nav>
    </header>
  );
}
