export { Callout, type CalloutProps, calloutVariants } from './Callout.tsx';
