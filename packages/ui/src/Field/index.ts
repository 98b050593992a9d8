import type { ComponentProps } from 'react';
import type { Input } from './Field.tsx';

export {
  Field,
  type FieldProps,
  Input,
  SelectField,
  type SelectFieldProps,
  TextAreaField,
  type TextAreaFieldProps,
} from './Field.tsx';

// props of the components whose props have no name of their own
export type InputProps = ComponentProps<typeof Input>;
