export { UsageMeter } from './UsageMeter.tsx';
