export {
  DecisionBar,
  type DecisionBarProps,
  ReviewDialogContent,
  type ReviewDialogContentProps,
  ReviewDialogSection,
  type ReviewDialogSectionProps,
} from './ReviewDialog.tsx';
