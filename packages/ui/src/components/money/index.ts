export { Money, Percent, moneyVariants, type MoneyProps, type PercentProps } from './money';
