export { FileName, type FileNameProps, splitFileName } from './FileName.tsx';
