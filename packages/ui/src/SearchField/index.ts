export { SearchField, type SearchFieldProps } from './SearchField.tsx';
export { SEARCH_DEBOUNCE_MS, type SearchDraft, useSearchDraft } from './useSearchDraft.ts';
