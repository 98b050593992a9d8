export { RevealValue, type RevealValueProps } from './RevealValue.tsx';
