export { SearchSelect, type SearchSelectProps } from './search-select';
export { findExactOption, type SearchSelectOption } from './options';
