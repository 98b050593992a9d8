export {
  type SubscribedAgentItem,
  SubscribedAgentList,
  type SubscribedAgentListProps,
} from './SubscribedAgentList.tsx';
