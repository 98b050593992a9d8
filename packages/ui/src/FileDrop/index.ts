export { FileDrop, type FileDropProps } from './FileDrop.tsx';
