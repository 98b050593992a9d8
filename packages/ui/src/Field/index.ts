export { Field, type FieldProps, Input } from './Field.tsx';
