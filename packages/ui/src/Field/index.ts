export {
  Field,
  type FieldProps,
  Input,
  SelectField,
  type SelectFieldProps,
  TextAreaField,
  type TextAreaFieldProps,
} from './Field.tsx';
