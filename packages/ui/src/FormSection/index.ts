export {
  FormActions,
  FormSection,
  type FormSectionProps,
  formSectionVariants,
} from './FormSection.tsx';
