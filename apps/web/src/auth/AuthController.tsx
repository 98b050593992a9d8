/**
 * Everything sign-in does outside the header: the login dialog and its QR flow, what
 * happens after authentication, closing the dialog, the host app's automatic sign-in, and
 * checking a restored session with the server.
 */
import { ApiError, HOST_APP_USER_AGENT_TOKEN, type LoginResult } from '@legion/api';
import {
  Button,
  loginMessages,
  parseHostEnvironment,
  type QrState,
  qrCodeObject,
  useQrLogin,
} from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { api } from '../api.ts';
import { APP_LINKS } from '../app-links.ts';
import { requestHostAuthCode } from '../host-bridge.ts';
import { authAtom, loginDialogOpenAtom, signedInAtom, userRefreshedAtom } from '../state/auth.ts';
import { decideAfterLogin, needsSession } from '../state/page-state.ts';
import { readStoredToken, storeLogin, storeUser } from '../state/stored-auth.ts';

// The dialog's code (Radix, QR image, form) loads the first time it opens, not with every page.
const LoginDialog = lazy(() =>
  import('@legion/ui/login-dialog').then((module) => ({ default: module.LoginDialog })),
);

/** wait this long after authentication before moving on */
export const REDIRECT_AFTER_LOGIN_MS = 200;

export function AuthController() {
  const { t, i18n } = useLingui();
  const [auth, setAuth] = useAtom(authAtom);
  const open = useAtomValue(loginDialogOpenAtom);
  const setOpen = useSetAtom(loginDialogOpenAtom);
  const signedIn = useSetAtom(signedInAtom);
  const refreshUser = useSetAtom(userRefreshedAtom);
  const navigate = useNavigate();
  const location = useLocation();
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [everOpened, setEverOpened] = useState(open);
  if (open && !everOpened) setEverOpened(true);

  const onAuthenticated = useCallback(
    (result: LoginResult) => {
      storeLogin(result);
      signedIn(result);
      clearTimeout(redirectTimer.current);
      redirectTimer.current = setTimeout(() => {
        const next = decideAfterLogin();
        if (next.kind === 'redirect') navigate(next.path, { replace: next.replace });
        else if (next.kind === 'restore') {
          const here = `${window.location.pathname}${window.location.search}`;
          if (next.path !== here) navigate(next.path);
        }
      }, REDIRECT_AFTER_LOGIN_MS);
    },
    [navigate, signedIn],
  );
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const inHostApp = useState(
    () =>
      parseHostEnvironment(navigator.userAgent, [], { appToken: HOST_APP_USER_AGENT_TOKEN })
        .inHostApp,
  )[0];
  const [hostPending, setHostPending] = useState(false);
  const [hostFailed, setHostFailed] = useState(false);

  // inside the host chat app: sign in with the app's transaction code
  const hostLogin = useCallback(async () => {
    setHostPending(true);
    setHostFailed(false);
    try {
      const { transactionCode, code } = await requestHostAuthCode();
      if (!transactionCode || !code) return;
      onAuthenticated(await api.call('autoLogin', { chainPalToken: transactionCode }));
    } catch (error) {
      // the bridge's own failures are swallowed; a refused sign-in is shown
      if (error instanceof ApiError) setHostFailed(true);
      else console.debug(error);
    } finally {
      setHostPending(false);
    }
  }, [onAuthenticated]);

  useEffect(() => {
    if (inHostApp && !readStoredToken()) void hostLogin();
  }, [inHostApp, hostLogin]);

  const qr: QrState = { qrParams: auth.qrParams, qrLoading: auth.qrLoading, qrError: auth.qrError };
  const qrLogin = useQrLogin({
    visible: open && !inHostApp,
    isAuthenticated: auth.isAuthenticated,
    qr,
    onQrChange: (next) => setAuth((current) => ({ ...current, ...next })),
    fetchErrorMessage: i18n._(loginMessages.qrFailed),
    fetchQrParams: () => api.call('qrParams'),
    checkStatus: async (qrToken) => (await api.call('qrStatus', { qrToken })).status,
    qrLogin: (qrToken) => api.call('qrLogin', { qrToken }),
    onAuthenticated,
  });

  // a restored session is checked once with the server; a 401 reopens the login flow
  useEffect(() => {
    if (!readStoredToken()) return;
    api.call('currentUser').then(
      (user) => {
        storeUser(user);
        refreshUser(user);
      },
      () => {},
    );
  }, [refreshUser]);

  const sandbox = qrCodeObject(auth.qrParams)?.sandbox;

  if (!everOpened) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next || auth.isAuthenticated) return;
          // closing without signing in on a page that needs a session: go back, or home
          if (needsSession(location.pathname)) {
            // the router's index knows in-app steps; history.length also counts the page the
            // person came from before this document loaded
            const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
            if (index > 0 || window.history.length > 1) navigate(-1);
            else navigate('/', { replace: true });
          }
        }}
        qr={qr}
        qrLogin={qrLogin}
        appName={APP_LINKS.appName}
        title={t`登录 Legion`}
        description={t`登录后即可订阅智能体、管理知识库和插件。`}
        {...(inHostApp
          ? {
              hostApp: {
                onHostLogin: () => void hostLogin(),
                pending: hostPending,
                failed: hostFailed,
              },
            }
          : {})}
        onPasswordLogin={async (values) => {
          onAuthenticated(await api.call('passwordLogin', values));
        }}
        qrFooter={
          typeof sandbox === 'string' ? (
            <Button asChild variant="link" size="sm">
              <a href={sandbox} target="_blank" rel="noreferrer">
                {t`没有 App？用沙箱手机扫码`}
              </a>
            </Button>
          ) : null
        }
      />
    </Suspense>
  );
}
