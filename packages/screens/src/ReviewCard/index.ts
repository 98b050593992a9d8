export { ReviewCard, type ReviewCardProps } from './ReviewCard.tsx';
export { ReviewModerationList, type ReviewModerationListProps } from './ReviewModerationList.tsx';
export { ReviewReplyList, type ReviewReplyListProps } from './ReviewReplyList.tsx';
export {
  ReviewReportDialog,
  type ReviewReportDialogProps,
  useReportReasonLabels,
} from './ReviewReportDialog.tsx';
