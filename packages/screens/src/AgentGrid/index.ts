export { AgentGrid, type AgentGridProps } from './AgentGrid.tsx';
