/**
 * The admin console: developer audit (`/admin`, matched exactly), plugin
 * audit (`/admin/plugins`, matched by prefix), legion audit, reported reviews, orders,
 * feedback and the audit trail; the audits and the reported reviews with the live number of items waiting for a
 * decision; the administrator's label at the foot. Admins only: the
 * guard shapes the screen, the server refuses everyone else.
 */
import { SideNav } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import {
  FileCheck2,
  Flag,
  MessageSquareText,
  Package,
  Receipt,
  ScrollText,
  ShieldCheck,
  Swords,
} from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { api } from '../api.ts';
import { RequireAdmin } from '../auth/guards.tsx';
import { currentUserAtom } from '../state/auth.ts';
import { ConsoleShell } from './ConsoleShell.tsx';

export const REVIEW_COUNTS_KEY = ['admin-review-counts'];

function AdminShell() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const user = useAtomValue(currentUserAtom);
  const counts = useQuery({
    queryKey: REVIEW_COUNTS_KEY,
    queryFn: () => api.call('adminReviewCounts'),
    // the queues change while an admin works: keep the badges fresh
    refetchInterval: 60_000,
  });
  // an application's review page belongs to the developer audit
  const current = pathname.startsWith('/admin/dev/') ? '/admin' : pathname;
  return (
    <ConsoleShell
      nav={
        <SideNav
          label={t`审核管理`}
          currentPath={current}
          items={[
            {
              href: '/admin',
              label: t`开发者审核`,
              icon: <FileCheck2 aria-hidden="true" />,
              badge: counts.data?.applications,
              exact: true,
            },
            {
              href: '/admin/plugins',
              label: t`插件审核`,
              icon: <Package aria-hidden="true" />,
              badge: counts.data?.agents,
            },
            {
              href: '/admin/legions',
              label: t`军团审核`,
              icon: <Swords aria-hidden="true" />,
              badge: counts.data?.legions,
            },
            {
              href: '/admin/reviews',
              label: t`评价审核`,
              icon: <Flag aria-hidden="true" />,
              badge: counts.data?.reportedReviews,
            },
            { href: '/admin/orders', label: t`订单管理`, icon: <Receipt aria-hidden="true" /> },
            {
              href: '/admin/feedback',
              label: t`意见反馈`,
              icon: <MessageSquareText aria-hidden="true" />,
            },
            {
              href: '/admin/audit',
              label: t`审计日志`,
              icon: <ScrollText aria-hidden="true" />,
            },
          ]}
          footer={
            <span className="lu:inline-flex lu:items-center lu:gap-1.5">
              <ShieldCheck aria-hidden="true" className="lu:size-3.5" />
              {t`管理员`}
              {user?.name ? ` · ${user.name}` : ''}
            </span>
          }
        />
      }
    />
  );
}

export function AdminLayout() {
  return (
    <RequireAdmin>
      <AdminShell />
    </RequireAdmin>
  );
}
