/**
 * The developer console (/developer…): a sidebar of its sections beside the page. Anyone signed
 * in enters: its home lists the agents they subscribe to, a user who is not yet certified
 * applies from it, and a team member manages the agents shared with them. The server decides
 * what each may do.
 */
import { SideNav, type SideNavItem } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import {
  BadgeCheck,
  BarChart3,
  LayoutDashboard,
  Package,
  Receipt,
  Users,
  Workflow,
} from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { RequireSignIn } from '../auth/guards.tsx';
import { useIsCertified } from '../features/console.tsx';
import { ConsoleShell } from './ConsoleShell.tsx';

export function DeveloperLayout() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const certified = useIsCertified();
  const items: SideNavItem[] = [
    {
      href: '/developer',
      label: certified ? t`开发者中心` : t`我的智能体`,
      icon: <LayoutDashboard aria-hidden="true" />,
      exact: true,
    },
    ...(certified
      ? []
      : [
          {
            href: '/developer/certification',
            label: t`开发者认证`,
            icon: <BadgeCheck aria-hidden="true" />,
          },
        ]),
    { href: '/developer/orders', label: t`我的订单`, icon: <Receipt aria-hidden="true" /> },
    { href: '/developer/plugins', label: t`我的插件`, icon: <Package aria-hidden="true" /> },
    ...(certified
      ? [{ href: '/developer/member', label: t`成员管理`, icon: <Users aria-hidden="true" /> }]
      : []),
    {
      href: '/developer/orchestration',
      label: t`编排`,
      icon: <Workflow aria-hidden="true" />,
    },
  ];
  // an agent's statistics and reviews belong to "my agents"
  const current = /^\/developer\/(statistics|reviews)\//.test(pathname)
    ? '/developer/plugins'
    : pathname;
  return (
    <RequireSignIn>
      <ConsoleShell
        nav={
          <SideNav
            items={items}
            currentPath={current}
            label={t`开发者控制台`}
            footer={
              <span className="lu:inline-flex lu:items-center lu:gap-1.5">
                <BarChart3 aria-hidden="true" className="lu:size-3.5" />
                {certified ? t`认证开发者` : t`开发者控制台`}
              </span>
            }
          />
        }
      />
    </RequireSignIn>
  );
}
