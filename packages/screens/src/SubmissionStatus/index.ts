export {
  RejectionReason,
  SubmissionStatus,
  type SubmissionStatusProps,
  type SubmissionStep,
  SubmissionSteps,
} from './SubmissionStatus.tsx';
