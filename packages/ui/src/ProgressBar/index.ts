export { ProgressBar, type ProgressTone } from './ProgressBar.tsx';
