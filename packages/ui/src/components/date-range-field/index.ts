export {
  DateRangeField,
  dateRangeTriggerVariants,
  type DateRangeFieldProps,
  type DateRangeValue,
} from './date-range-field';
export { fromIsoDate, isRangeInverted, toIsoDate } from './iso-date';
