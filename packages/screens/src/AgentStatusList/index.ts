export {
  type AgentStatusItem,
  AgentStatusList,
  type AgentStatusListProps,
  type RecentReviewItem,
  RecentReviewList,
} from './AgentStatusList.tsx';
