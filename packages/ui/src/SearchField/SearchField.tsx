import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Input } from '../Field/Field.tsx';
import { cn } from '../lib/cn.ts';

/** how long typing pauses before the search runs */
export const SEARCH_DEBOUNCE_MS = 300;

export type SearchFieldProps = {
  /** names the search form and its box, and stands in the empty box, e.g. "Search documents" */
  label: string;
  /** the search in force (from the address, say); the box follows it when it changes */
  value: string;
  /** runs with the trimmed query a moment after typing stops, at once on Enter */
  onSearch: (query: string) => void;
  maxLength?: number;
  className?: string;
};

/**
 * A search box for a list: it searches as one types, a moment (300 ms) after the last key,
 * and at once on Enter. The box's own clear button (a search input's) empties it. Only typing starts the timer, so going back in
 * history to another search is not undone by a stale draft.
 */
export function SearchField({
  label,
  value,
  onSearch,
  maxLength = 100,
  className,
}: SearchFieldProps) {
  const inputId = useId();
  const [draft, setDraft] = useState(value);
  const typed = useRef(false);
  // the search in force changed elsewhere (back button, a link): show it
  useEffect(() => {
    // the box already says it (a trailing space a person is typing stays)
    if (!typed.current) setDraft((current) => (current.trim() === value ? current : value));
  }, [value]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on typing alone, on purpose
  useEffect(() => {
    if (!typed.current) return;
    const timer = setTimeout(() => {
      typed.current = false;
      if (draft.trim() !== value) onSearch(draft.trim());
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft]);
  return (
    <form
      aria-label={label}
      data-slot="search-field"
      onSubmit={(event) => {
        event.preventDefault();
        typed.current = false;
        onSearch(draft.trim());
      }}
      className={cn('relative max-w-sm', className)}
    >
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
      />
      <Input
        id={inputId}
        type="search"
        value={draft}
        maxLength={maxLength}
        onChange={(event) => {
          typed.current = true;
          setDraft(event.target.value);
        }}
        placeholder={label}
        className="pl-9"
      />
    </form>
  );
}
