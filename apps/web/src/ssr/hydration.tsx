/**
 * Hydration renders exactly what the server rendered: signed out (the server cannot read the
 * session in local storage) and in the theme of the cookie. Right after, the tab's own state
 * takes over: the stored session and the theme /early.js applied. The header's sign-in
 * button becomes the avatar in the same place, so nothing moves.
 *
 * React hydrates the page's own part (inside the layouts' Suspense and the keep-alive's
 * Activity) after the frame around it. The page counts as hydrated when that part has: a
 * `PageHydrated` inside it says so, and only then are what the person typed, sent and tapped
 * meanwhile given to the app (public/early.js).
 */

import { createContext, type ReactNode, useContext, useEffect, useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';
import { ANONYMOUS_AUTH, authAtom, hydratingForAtom, restoredState } from '../state/auth.ts';
import type { appStore } from '../state/store.ts';
import { documentThemeMode, themeModeValueAtom } from '../state/theme.ts';
import type { SsrState } from './state.ts';

type Store = typeof appStore;

/** where the person had scrolled the server-rendered page, until it has hydrated */
let scrolledTo = 0;
const rememberScroll = () => {
  scrolledTo = window.scrollY;
};

/** where RootLayout's ScrollRestoration keeps the scroll position of each history entry */
export const SCROLL_POSITIONS_KEY = 'legion-scroll-positions';

/**
 * Forgets the position ScrollRestoration saved for this entry of the tab's history (keyed by
 * the location's key, "default" for an entry the app did not push): it would scroll a page the
 * server has just rendered, where the person may already have scrolled, to where the tab's
 * previous page was.
 */
function forgetSavedScroll() {
  try {
    const saved = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}');
    const key = (window.history.state as { key?: string } | null)?.key ?? 'default';
    if (!(key in saved)) return;
    delete saved[key];
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(saved));
  } catch {
    // no session storage: nothing was saved either
  }
}

export function startHydration(store: Store, ssr: SsrState) {
  store.set(authAtom, ANONYMOUS_AUTH);
  store.set(hydratingForAtom, restoredState().user?.id ?? 'visitor');
  store.set(themeModeValueAtom, ssr.theme);
  forgetSavedScroll();
  scrolledTo = window.scrollY;
  window.addEventListener('scroll', rememberScroll, { passive: true });
}

export function settleAfterHydration(store: Store) {
  // rendered at once, so that what /early.js gives back below finds the page as the person
  // now sees it (signed in, in their theme; the same view, see viewScopeAtom)
  flushSync(() => {
    store.set(authAtom, restoredState());
    store.set(hydratingForAtom, null);
    store.set(themeModeValueAtom, documentThemeMode());
  });
  // /early.js held what was typed, sent and tapped before this moment, and gives it now
  document.documentElement.dataset.hydrated = '';
  document.dispatchEvent(new Event(HYDRATED_EVENT));
}

/** sent on the document once the server-rendered page has hydrated (public/early.js listens) */
export const HYDRATED_EVENT = 'legion:hydrated';

/**
 * At the root, after the router: ScrollRestoration takes a first page to its top as the frame
 * hydrates, and a person who had scrolled the server-rendered page is put back where they
 * were, in the same commit, before the browser paints.
 */
export function KeepScrollThroughHydration() {
  useLayoutEffect(() => {
    window.removeEventListener('scroll', rememberScroll);
    if (scrolledTo > 0 && !window.location.hash && window.scrollY !== scrolledTo) {
      window.scrollTo(0, scrolledTo);
    }
  }, []);
  return null;
}

const PageHydratedContext = createContext<(() => void) | null>(null);

/** Gives the page parts below it what to call once they have hydrated (once in all). */
export function PageHydrationProvider({
  onHydrated,
  children,
}: {
  onHydrated: (() => void) | null;
  children: ReactNode;
}) {
  return <PageHydratedContext.Provider value={onHydrated}>{children}</PageHydratedContext.Provider>;
}

/** Sits beside a page inside its Suspense: says the page has hydrated (on a server-rendered page). */
export function PageHydrated() {
  const onHydrated = useContext(PageHydratedContext);
  useEffect(() => onHydrated?.(), [onHydrated]);
  return null;
}

/** `fn`, run the first time only */
export function once(fn: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    fn();
  };
}
