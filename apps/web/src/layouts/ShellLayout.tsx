import {
  LegionPricingLink,
  legionFooter,
  legionHeader,
  legionMenuUser,
  legionUserMenuItems,
  NotificationBell,
} from '@legion/screens';
import {
  AppShell,
  Header,
  LanguageSwitch,
  PageSpinner,
  SiteFooter,
  ThemeToggle,
  UserMenu,
} from '@legion/ui';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useLogout } from '../auth/useAuthActions.ts';
import { useWarnBeforeUnload } from '../before-unload.ts';
import { useUnreadNotifications } from '../features/notifications.ts';
import { currentUserAtom } from '../state/auth.ts';
import { changeLocaleAtom, localeAtom } from '../state/locale.ts';
import { themeModeAtom } from '../state/theme.ts';
import { hasUploadsAtom, uploadItemsAtom, uploadsGoingUpAtom } from '../state/upload-items.ts';
import { KeepAliveOutlet } from './KeepAliveOutlet.tsx';
import { useDocumentTitle } from './useDocumentTitle.ts';

/** the app's uploads in a tray, loaded once there are some */
const UploadDock = lazy(() => import('./UploadDock.tsx'));

/**
 * Someone else signing in on this tab does not see (or send) the files of the one before;
 * signing in again as the same person, after a session ran out, keeps them to retry.
 */
function useForgetUploadsOfAnotherAccount(userId: string | null) {
  const setUploads = useSetAtom(uploadItemsAtom);
  const last = useRef(userId);
  useEffect(() => {
    if (userId === null) return;
    if (last.current !== null && last.current !== userId) setUploads([]);
    last.current = userId;
  }, [userId, setUploads]);
}

/**
 * The shared layout: header on top, the lazy page below, and the app's uploads in a tray on
 * every page while there are some (closing the tab asks first while files are going up).
 */
export function ShellLayout() {
  useDocumentTitle();
  const location = useLocation();
  const [, setSearchParams] = useSearchParams();
  const locale = useAtomValue(localeAtom);
  const changeLocale = useSetAtom(changeLocaleAtom);
  const [themeMode, setThemeMode] = useAtom(themeModeAtom);
  const user = useAtomValue(currentUserAtom);
  const logout = useLogout();
  const hasUploads = useAtomValue(hasUploadsAtom);
  useWarnBeforeUnload(useAtomValue(uploadsGoingUpAtom));
  useForgetUploadsOfAnotherAccount(user?.id ?? null);
  const unread = useUnreadNotifications(user !== null);

  return (
    <AppShell
      header={
        <Header
          {...legionHeader({ isAdmin: user?.role === 'admin' })}
          currentPath={location.pathname}
          actions={
            <>
              <LegionPricingLink />
              <LanguageSwitch
                locale={locale}
                onLocaleChange={async (next) => {
                  await changeLocale(next);
                  // an explicit choice replaces the ?lang= the page was opened with
                  setSearchParams(
                    (params) => {
                      params.delete('lang');
                      return params;
                    },
                    { replace: true },
                  );
                }}
              />
              <ThemeToggle mode={themeMode} onModeChange={setThemeMode} />
              {user ? (
                <NotificationBell href="/notifications" unread={unread.data?.unread} />
              ) : null}
              <UserMenu
                user={legionMenuUser(user)}
                items={legionUserMenuItems({
                  onLogout: logout,
                  themeMode,
                  onThemeModeChange: setThemeMode,
                })}
              />
            </>
          }
        />
      }
      footer={<SiteFooter {...legionFooter()} />}
      overlay={
        hasUploads ? (
          <Suspense fallback={null}>
            <UploadDock />
          </Suspense>
        ) : null
      }
    >
      <KeepAliveOutlet fallback={<PageSpinner />} />
    </AppShell>
  );
}
