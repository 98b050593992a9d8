/**
 * A document opened at a passage (decision 0094): the passage in the address of the base's page
 * (`?passage=<document>.<passage>`, so a citation in a chat is a link and a reload keeps it open),
 * its view with the text around it, and more of that text on demand.
 */
import { ApiError, KNOWLEDGE_PASSAGE_CONTEXT } from '@legion/api';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../api.ts';
import { KNOWLEDGE_KEY } from './keys.ts';

const PARAM = 'passage';
/** history state of an entry this page added by opening a passage itself */
const OPENED_HERE = 'passageOpenedHere';
/** how many passages each "show more" adds on its side */
const MORE = 4;
const INITIAL = { before: 2, after: 2 };

/** where a citation or a hit leads: its base's page, opened at the passage */
export const passageHref = (baseId: string, documentId: string, chunkIndex: number) =>
  `/knowledge/${encodeURIComponent(baseId)}/documents?${PARAM}=${encodeURIComponent(`${documentId}.${chunkIndex}`)}`;

export function usePassage(baseId: string) {
  const [params, setParams] = useSearchParams();
  const match = /^(\d{1,18})\.(\d{1,7})$/.exec(params.get(PARAM) ?? '');
  const documentId = match?.[1] ?? null;
  const chunkIndex = match ? Number(match[2]) : null;
  const key = match?.[0] ?? '';
  // the context widens while the same passage is open, and starts again for another
  const [context, setContext] = useState({ key, ...INITIAL });
  const around = context.key === key ? context : { key, ...INITIAL };
  const view = useQuery({
    queryKey: [...KNOWLEDGE_KEY, 'passage', baseId, key, around.before, around.after],
    queryFn: () =>
      api.call('knowledgePassage', {
        id: baseId,
        documentId: documentId ?? '',
        chunkIndex: chunkIndex ?? 0,
        before: around.before,
        after: around.after,
      }),
    enabled: documentId !== null,
    // the text shown stays while more of it loads
    placeholderData: (previous) => (previous?.document.id === documentId ? previous : undefined),
  });
  const missing = view.error instanceof ApiError && view.error.status === 404;
  const location = useLocation();
  const navigate = useNavigate();
  const setPassage = (value: string | null, options: { replace?: boolean } = {}) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(PARAM);
        else next.set(PARAM, value);
        return next;
      },
      { ...options, state: value === null ? null : { [OPENED_HERE]: true } },
    );
  // Closing leaves no step behind: a passage this page opened goes back to where it was opened;
  // one the person arrived at (a citation in a chat) is taken off the address in place, so Back
  // returns to the chat instead of opening it again.
  const openedHere = (location.state as Record<string, unknown> | null)?.[OPENED_HERE] === true;
  const close = () => (openedHere ? navigate(-1) : setPassage(null, { replace: true }));
  return {
    open: documentId !== null,
    view: view.data,
    loading: view.isFetching,
    missing,
    error: view.isError && !missing,
    reload: () => void view.refetch(),
    more: (side: 'before' | 'after') =>
      setContext({
        ...around,
        [side]: Math.min(KNOWLEDGE_PASSAGE_CONTEXT, around[side] + MORE),
      }),
    show: (document: string, chunk: number) => setPassage(`${document}.${chunk}`),
    close,
  };
}
