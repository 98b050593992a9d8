export { SEARCH_DEBOUNCE_MS, SearchField, type SearchFieldProps } from './SearchField.tsx';
