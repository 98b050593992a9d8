export {
  DataTable,
  type DataTableColumn,
  type DataTablePagination,
  type DataTableProps,
  type DataTableSort,
  type SortDirection,
} from './DataTable.tsx';
