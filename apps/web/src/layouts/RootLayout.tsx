import { LoginDialogProvider } from '@legion/ui';
import { useAtomValue } from 'jotai';
import { Outlet } from 'react-router-dom';
import { Toaster } from 'sonner';
import { AuthController } from '../auth/AuthController.tsx';
import { useOpenLogin } from '../auth/useAuthActions.ts';
import { themeModeAtom } from '../state/theme.ts';

/** Above both layouts: the sign-in flow and the toasts, on every page. */
export function RootLayout() {
  const openLogin = useOpenLogin();
  const theme = useAtomValue(themeModeAtom);
  return (
    <LoginDialogProvider openLoginDialog={openLogin}>
      <Outlet />
      <AuthController />
      <Toaster theme={theme} position="top-center" richColors closeButton />
    </LoginDialogProvider>
  );
}
