export { AgentCard, type AgentCardProps } from './AgentCard.tsx';
export { AgentHealthNote, type AgentHealthNoteProps } from './AgentHealthNote.tsx';
export { categoryLabels } from './category.ts';
