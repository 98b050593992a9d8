export {
  AgentAbout,
  type AgentAboutProps,
  AgentOverviewPanel,
  type AgentOverviewPanelProps,
  AgentProfileHeader,
  type AgentProfileHeaderProps,
  AgentReviewList,
  type AgentReviewListProps,
  RatingDistribution,
  type RatingDistributionProps,
} from './AgentProfile.tsx';
