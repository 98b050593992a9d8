/**
 * Hydration renders exactly what the server rendered: signed out (the server cannot read the
 * session in local storage) and in the theme of the cookie. Right after, the tab's own state
 * takes over: the stored session and the theme /early.js applied. The header's sign-in
 * button becomes the avatar in the same place, so nothing moves.
 */
import { useEffect } from 'react';
import { ANONYMOUS_AUTH, authAtom, restoredState } from '../state/auth.ts';
import type { appStore } from '../state/store.ts';
import { documentThemeMode, themeModeValueAtom } from '../state/theme.ts';
import type { SsrState } from './state.ts';

type Store = typeof appStore;

export function startHydration(store: Store, ssr: SsrState) {
  store.set(authAtom, ANONYMOUS_AUTH);
  store.set(themeModeValueAtom, ssr.theme);
}

export function settleAfterHydration(store: Store) {
  store.set(authAtom, restoredState());
  store.set(themeModeValueAtom, documentThemeMode());
  // /early.js held a tap made before this moment, and gives it now
  document.documentElement.dataset.hydrated = '';
  document.dispatchEvent(new Event(HYDRATED_EVENT));
}

/** sent on the document once the server-rendered page has hydrated (public/early.js listens) */
export const HYDRATED_EVENT = 'legion:hydrated';

/** Runs `onDone` once, after the tree it sits in has hydrated. */
export function AfterHydration({ onDone }: { onDone: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration
  useEffect(() => onDone(), []);
  return null;
}
