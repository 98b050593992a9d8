export { CellText, type CellTextProps } from './CellText.tsx';
