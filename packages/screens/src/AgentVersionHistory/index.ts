export {
  AgentVersionHistory,
  type AgentVersionHistoryProps,
  type AgentVersionItem,
} from './AgentVersionHistory.tsx';
