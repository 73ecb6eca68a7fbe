export {
  LoadMoreTable,
  loadMoreTableCellVariants,
  type LoadMoreTableAlign,
  type LoadMoreTableColumn,
  type LoadMoreTableProps,
  type LoadMoreTableTotal,
  type LoadMoreTableWidth,
} from './load-more-table';
export { nextTableSort, type LoadMoreTableSortDirection, type LoadMoreTableSort } from './sort';
