import { LoginDialogProvider, Toaster } from '@legion/ui';
import { useAtomValue } from 'jotai';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { AuthController } from '../auth/AuthController.tsx';
import { useOpenLogin } from '../auth/useAuthActions.ts';
import { SCROLL_POSITIONS_KEY } from '../ssr/hydration.tsx';
import { themeModeAtom } from '../state/theme.ts';

/** Above both layouts: the sign-in flow and the toasts, on every page. */
export function RootLayout() {
  const openLogin = useOpenLogin();
  const theme = useAtomValue(themeModeAtom);
  return (
    <LoginDialogProvider openLoginDialog={openLogin}>
      <Outlet />
      {/* coming back to a list finds it where it was left */}
      <ScrollRestoration storageKey={SCROLL_POSITIONS_KEY} />
      <AuthController />
      {/* below the sticky header (64 px; on a phone with its row of links, 110 px), so a
          notice never covers the links a person may want next */}
      <Toaster theme={theme} offset={{ top: 76 }} mobileOffset={{ top: 118 }} />
    </LoginDialogProvider>
  );
}
