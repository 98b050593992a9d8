/**
 * Route guards. They shape the interface only; the server enforces every rule itself.
 * Visitors on a page that needs a session are asked to sign in; signed-in people without
 * the role see why, and what to do about it, and the page behind asks the API nothing: a
 * refusal from the API (403) would sign them out.
 */
import { hasPermission, hasRole, type Permission } from '@legion/api';
import { Button, Link, StatusPage } from '@legion/ui';
import { Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { LockKeyhole, ShieldAlert } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { currentUserAtom } from '../state/auth.ts';
import { useOpenLogin } from './useAuthActions.ts';

function SignInRequired() {
  const openLogin = useOpenLogin();
  useEffect(() => {
    openLogin();
  }, [openLogin]);
  return (
    <StatusPage
      icon={<LockKeyhole aria-hidden="true" />}
      title={<Trans>请先登录</Trans>}
      description={<Trans>登录后才能使用这个页面。</Trans>}
      actions={
        <Button onClick={openLogin}>
          <Trans>登录</Trans>
        </Button>
      }
    />
  );
}

export function RequireSignIn({ children }: { children?: ReactNode }) {
  const user = useAtomValue(currentUserAtom);
  if (!user) return <SignInRequired />;
  return children ?? <Outlet />;
}

/** "No permission": why, and where to go instead (home unless `action` says otherwise) */
export function NoPermission({
  description,
  action,
}: {
  description: ReactNode;
  action?: ReactNode;
}) {
  return (
    <StatusPage
      code="403"
      icon={<ShieldAlert aria-hidden="true" />}
      title={<Trans>没有权限</Trans>}
      description={description}
      actions={
        action ?? (
          <Button asChild variant="outline">
            <Link href="/">
              <Trans>返回首页</Trans>
            </Link>
          </Button>
        )
      }
    />
  );
}

export function RequireAdmin({ children }: { children?: ReactNode }) {
  const user = useAtomValue(currentUserAtom);
  if (!user) return <SignInRequired />;
  if (!hasRole(user, 'admin')) {
    return <NoPermission description={<Trans>审核管理仅对管理员开放。</Trans>} />;
  }
  return children ?? <Outlet />;
}

/**
 * A page for those holding `permission` (the role's defaults and the user's own list;
 * a team member holds `my-plugins:manage` while they manage an agent). Others see why instead.
 */
export function RequirePermission({
  permission,
  description,
  action,
  children,
}: {
  permission: Permission;
  description: ReactNode;
  action?: ReactNode;
  children?: ReactNode;
}) {
  const user = useAtomValue(currentUserAtom);
  if (!user) return <SignInRequired />;
  if (!hasPermission(user, permission)) {
    return <NoPermission description={description} action={action} />;
  }
  return children ?? <Outlet />;
}

/** the developer console's pages about one agent: its owner's and its team's */
export function RequireAgentManager({ children }: { children?: ReactNode }) {
  return (
    <RequirePermission
      permission="my-plugins:manage"
      description={
        <Trans>
          只有认证开发者和被授权管理插件的团队成员可以使用这个页面。通过开发者认证，或请插件所有者把你加入团队并授权。
        </Trans>
      }
      action={
        <Button asChild variant="outline">
          <Link href="/developer/certification">
            <Trans>申请开发者认证</Trans>
          </Link>
        </Button>
      }
    >
      {children}
    </RequirePermission>
  );
}
