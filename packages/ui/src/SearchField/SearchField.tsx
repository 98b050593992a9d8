import { Search } from 'lucide-react';
import { useId } from 'react';
import { Input } from '../Field/Field.tsx';
import { cn } from '../lib/cn.ts';
import { useSearchDraft } from './useSearchDraft.ts';

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
 * at once on Enter or when emptied (the box's own clear button empties it). Only typing
 * searches, so going back in history to another search is not undone by a stale draft.
 */
export function SearchField({
  label,
  value,
  onSearch,
  maxLength = 100,
  className,
}: SearchFieldProps) {
  const inputId = useId();
  const { draft, type, submit } = useSearchDraft(value, onSearch);
  return (
    <form
      aria-label={label}
      data-slot="search-field"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className={cn('lu:relative lu:max-w-sm', className)}
    >
      <label htmlFor={inputId} className="lu:sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="lu:text-muted-foreground lu:pointer-events-none lu:absolute lu:top-1/2 lu:left-3 lu:size-4 lu:-translate-y-1/2"
      />
      <Input
        id={inputId}
        type="search"
        value={draft}
        maxLength={maxLength}
        onChange={(event) => type(event.target.value)}
        placeholder={label}
        className="lu:pl-9"
      />
    </form>
  );
}
