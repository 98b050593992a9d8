import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';

export interface RouteHandle {
  title?: MessageDescriptor;
  /**
   * The page stays alive when the person navigates away, cached under this name and its
   * path parameters, so two paths of one page share a view (see KeepAliveOutlet).
   */
  keepAlive?: string;
}

/** Names the tab after the deepest route that has a title, in the current language. */
export function useDocumentTitle() {
  const matches = useMatches();
  const { i18n } = useLingui();
  const title = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .filter((t): t is MessageDescriptor => t !== undefined)
    .at(-1);
  const text = title ? i18n._(title) : null;
  useEffect(() => {
    document.title = text ? `${text} · Legion` : 'Legion';
  }, [text]);
}
