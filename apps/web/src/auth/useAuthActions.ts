import { toast } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { api } from '../api.ts';
import { loginDialogOpenAtom, signedOutAtom } from '../state/auth.ts';
import { isNoLoginPath, needsSession, savePageState } from '../state/page-state.ts';
import { clearStoredAuth } from '../state/stored-auth.ts';

/** Opens the login dialog, saving the page first so sign-in comes back to it. */
export function useOpenLogin() {
  const setOpen = useSetAtom(loginDialogOpenAtom);
  const { pathname, search } = useLocation();
  return useCallback(() => {
    if (isNoLoginPath(pathname)) return;
    savePageState(pathname, search);
    setOpen(true);
  }, [pathname, search, setOpen]);
}

/**
 * Logout always succeeds for the person: a server failure is ignored, all local
 * state is cleared, and the toast says so (login.logoutSuccess); only a failure to clear
 * local state shows login.logoutFailed.
 */
export function useLogout() {
  const { t } = useLingui();
  const signedOut = useSetAtom(signedOutAtom);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(async () => {
    await api.call('logout').catch(() => {});
    try {
      clearStoredAuth();
      signedOut();
      toast.success(t({ id: 'login.logoutSuccess', message: '已退出登录' }));
      if (needsSession(pathname)) navigate('/', { replace: true });
    } catch {
      toast.error(t({ id: 'login.logoutFailed', message: '退出登录失败，请重试' }));
    }
  }, [navigate, pathname, signedOut, t]);
}
