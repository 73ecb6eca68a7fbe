export {
  DataTable,
  dataTableCellVariants,
  type DataTableAlign,
  type DataTableColumn,
  type DataTableFilterSlotProps,
  type DataTableProps,
  type DataTableSort,
  type DataTableSortDirection,
} from './data-table';
export { compareDataTableValues, matchesDataTableSearch, type DataTableValue } from './values';
