/**
 * The router's side of keep-alive: routes whose handle names a
 * `keepAlive` view (the market list, a base's document list, the admin tables) stay alive,
 * one view per name and path parameters, in the library's `KeepAlive`. Each kept view sees the location it was last
 * shown with, so a hidden list does not react to another page's address; coming back to it
 * by a plain link (no query) brings back the query it was left with (search, page, sort).
 * Signing out or in as someone else drops them all.
 */
import { KEEP_ALIVE_MAX_VIEWS, KeepAlive } from '@legion/ui';
import { useAtomValue } from 'jotai';
import { type ReactNode, useEffect, useRef } from 'react';
import {
  type Location,
  UNSAFE_LocationContext as LocationContext,
  useLocation,
  useMatches,
  useNavigate,
  useNavigationType,
  useOutlet,
} from 'react-router-dom';
import { PageHydrated } from '../ssr/hydration.tsx';
import { viewScopeAtom } from '../state/auth.ts';
import type { RouteHandle } from './useDocumentTitle.ts';

export function KeepAliveOutlet({ fallback }: { fallback: ReactNode }) {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const matches = useMatches();
  const scope = useAtomValue(viewScopeAtom);

  const leaf = matches.at(-1);
  const name = (leaf?.handle as RouteHandle | undefined)?.keepAlive;
  const key = leaf && name ? [name, ...Object.values(leaf.params)].join(':') : null;

  const remembered = useRef({ scope, locations: new Map<string, Location>() });
  if (remembered.current.scope !== scope) remembered.current = { scope, locations: new Map() };
  const previousKey = useRef<string | null>(null);
  const left = key ? remembered.current.locations.get(key) : undefined;
  const restore =
    key !== null &&
    key !== previousKey.current &&
    navigationType === 'PUSH' &&
    location.search === '' &&
    left !== undefined &&
    left.search !== '';
  const shown = restore && left ? left : location;

  useEffect(() => {
    previousKey.current = key;
    if (key === null) return;
    if (restore && left) {
      // no scroll reset: the kept view goes back to where it was scrolled. A task later, so
      // the push that brought us here has finished (it would clear the router's flag)
      const timer = setTimeout(() =>
        navigate(
          { pathname: left.pathname, search: left.search, hash: left.hash },
          { replace: true, preventScrollReset: true },
        ),
      );
      return () => clearTimeout(timer);
    }
    const { locations } = remembered.current;
    locations.delete(key);
    locations.set(key, location);
    // remember no more addresses than views are kept
    for (const old of locations.keys()) {
      if (locations.size <= KEEP_ALIVE_MAX_VIEWS) break;
      locations.delete(old);
    }
  }, [key, restore, left, location, navigate]);

  return (
    <KeepAlive activeKey={key} scope={scope} fallback={fallback}>
      <LocationContext.Provider value={{ location: shown, navigationType }}>
        {outlet}
      </LocationContext.Provider>
      <PageHydrated />
    </KeepAlive>
  );
}
