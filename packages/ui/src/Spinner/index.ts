export { PageSpinner, Spinner, type SpinnerProps } from './Spinner.tsx';
