export { ProseTable, ProseTableCell, ProseTableHead, type ProseTableProps } from './ProseTable.tsx';
