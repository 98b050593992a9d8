export { ResponsiveTable, type ResponsiveTableProps } from './ResponsiveTable.tsx';
