export {
  ReviewDecisionForm,
  type ReviewDecisionFormProps,
  type ReviewDecisionInput,
  type ReviewDecisionKind,
  type ReviewFieldOption,
  type ReviewRequiredAction,
} from './ReviewDecisionForm.tsx';
