export { AmountField, type AmountFieldProps } from './amount-field';
export { formatCentsForInput, parseAmountToCents, type ParseAmountOptions } from './amount';
