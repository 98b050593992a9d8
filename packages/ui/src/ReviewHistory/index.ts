export {
  ReviewHistory,
  type ReviewHistoryItem,
  type ReviewHistoryProps,
} from './ReviewHistory.tsx';
