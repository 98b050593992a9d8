/**
 * Route guards. They shape the interface only; the server enforces every rule itself.
 * Visitors on a page that needs a session are asked to sign in; signed-in people without
 * the role see why, and what to do about it.
 */
import { hasRole } from '@legion/api';
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
      icon={<LockKeyhole aria-hidden="true" className="size-10" />}
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

export function RequireAdmin({ children }: { children?: ReactNode }) {
  const user = useAtomValue(currentUserAtom);
  if (!user) return <SignInRequired />;
  if (!hasRole(user, 'admin')) {
    return (
      <StatusPage
        code="403"
        icon={<ShieldAlert aria-hidden="true" className="size-10" />}
        title={<Trans>没有权限</Trans>}
        description={<Trans>审核管理仅对管理员开放。</Trans>}
        actions={
          <Button asChild variant="outline">
            <Link href="/">
              <Trans>返回首页</Trans>
            </Link>
          </Button>
        }
      />
    );
  }
  return children ?? <Outlet />;
}
