import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';

export interface RouteHandle {
  title?: MessageDescriptor;
  /**
   * The page stays alive when the person navigates away, cached under this name and its
   * path parameters, so two paths of one page share a view (see KeepAliveOutlet).
   */
  keepAlive?: string;
  /**
   * Loads what the page renders beyond its own module (a docs article's MDX), so the server
   * renders it and the browser hydrates it without a spinner in between.
   */
  preload?: (locale: string, params: Readonly<Record<string, string | undefined>>) => Promise<void>;
}

/** A title a page names itself (a docs article's own title), for the path it was set on. */
const pageTitleAtom = atom<{ path: string; text: string } | null>(null);

/**
 * Names the tab after what the page shows, over its route's generic title: for pages whose
 * title is data (an article, a category). Kept only while the page is shown on its path.
 */
export function usePageTitle(text: string | undefined) {
  const { pathname } = useLocation();
  const setPageTitle = useSetAtom(pageTitleAtom);
  useEffect(() => {
    if (!text) return;
    const own = { path: pathname, text };
    setPageTitle(own);
    return () => setPageTitle((current) => (current === own ? null : current));
  }, [pathname, text, setPageTitle]);
}

/**
 * Names the tab after the page's own title if it set one, else the deepest route that has a
 * title, in the current language.
 */
export function useDocumentTitle() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const { i18n } = useLingui();
  const pageTitle = useAtomValue(pageTitleAtom);
  const title = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .filter((t): t is MessageDescriptor => t !== undefined)
    .at(-1);
  const text = pageTitle?.path === pathname ? pageTitle.text : title ? i18n._(title) : null;
  useEffect(() => {
    document.title = text ? `${text} · Legion` : 'Legion';
  }, [text]);
}
