export { AgentCard, type AgentCardProps } from './AgentCard.tsx';
export { categoryLabels } from './category.ts';
