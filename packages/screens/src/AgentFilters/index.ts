export { AgentFilters, type AgentFiltersProps } from './AgentFilters.tsx';
