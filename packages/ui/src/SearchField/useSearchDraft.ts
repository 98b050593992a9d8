import { useEffect, useEffectEvent, useRef, useState } from 'react';

/** how long typing pauses before the search runs */
export const SEARCH_DEBOUNCE_MS = 300;

export type SearchDraft = {
  /** what the box says: the search being typed, apart from the one in force */
  draft: string;
  /** the person typed: the search runs a moment after the last key, at once when emptied */
  type: (value: string) => void;
  /** Enter: the search runs at once */
  submit: () => void;
  /** the page sets the box itself (clearing the filters, say); nothing is searched */
  reset: (value: string) => void;
};

/**
 * A search box's draft. It searches as one types, SEARCH_DEBOUNCE_MS after the last key, at
 * once when the box is emptied or on Enter. When the search in force changes elsewhere (the
 * back button, a link) the box shows it, unless the person has typed since: a search that
 * lands while they type on never takes back the keys they pressed meanwhile.
 */
export function useSearchDraft(value: string, onSearch: (query: string) => void): SearchDraft {
  const [draft, setDraft] = useState(value);
  // What the box says now. Enter may come in the same task as the keys before it (a page
  // replaying what was typed before it ran), before React has rendered the new draft.
  const latest = useRef(value);
  const show = (next: string) => {
    latest.current = next;
    setDraft(next);
  };
  // keys pressed that no search has taken yet
  const typing = useRef(false);
  const search = useEffectEvent((query: string) => {
    typing.current = false;
    if (query !== value) onSearch(query);
  });
  useEffect(() => {
    // the box already says it (a trailing space being typed stays)
    if (typing.current || latest.current.trim() === value) return;
    latest.current = value;
    setDraft(value);
  }, [value]);
  useEffect(() => {
    if (!typing.current) return;
    const query = draft.trim();
    if (!query) return search('');
    const timer = setTimeout(() => search(query), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft]);
  return {
    draft,
    type: (next) => {
      typing.current = true;
      show(next);
    },
    submit: () => {
      typing.current = false;
      onSearch(latest.current.trim());
    },
    reset: (next) => {
      typing.current = false;
      show(next);
    },
  };
}
