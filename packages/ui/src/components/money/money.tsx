import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { formatMoney, formatPercent, moneySign, percentSign } from '../../lib/format';
import { cn } from '../../lib/cn';

export const moneyVariants = cva('whitespace-nowrap tabular-nums', {
  variants: {
    size: {
      inherit: '',
      sm: 'text-sm',
      md: 'text-base',
      lg: 'text-xl font-semibold tracking-tight',
      xl: 'text-3xl font-semibold tracking-tight',
    },
    tone: {
      neutral: '',
      positive: 'text-success',
      negative: 'text-destructive',
    },
  },
  defaultVariants: { size: 'inherit', tone: 'neutral' },
});

type NumberTextProps = Omit<ComponentProps<'span'>, 'children'> & {
  /**
   * Text size; `inherit` takes the surrounding text's, for amounts in sentences and table cells.
   * @default 'inherit'
   */
  size?: VariantProps<typeof moneyVariants>['size'];
  /**
   * Shows a `+` on positive values and colours them success (gains) or destructive (losses).
   * @default false
   */
  signed?: boolean;
  /**
   * BCP 47 locale of the number format.
   * @default 'sl-SI'
   */
  locale?: string;
};

export interface MoneyProps extends NumberTextProps {
  /** The amount: euros, or integer cents with `fromCents`. */
  value: number | bigint;
  /**
   * `value` is an integer number of cents; formatted exactly, without floating point.
   * @default false
   */
  fromCents?: boolean;
  /**
   * ISO 4217 currency code.
   * @default 'EUR'
   */
  currency?: string;
}

/** An amount of money with two decimals and tabular figures: 1.234,56 €. */
export function Money({
  value,
  fromCents = false,
  currency = 'EUR',
  locale,
  signed = false,
  size,
  className,
  ...props
}: MoneyProps) {
  const sign = moneySign(value, { locale, currency, fromCents });
  const tone = signed && sign !== 'zero' ? sign : 'neutral';
  return (
    <span
      data-slot="money"
      data-size={size ?? 'inherit'}
      data-state={sign}
      className={cn(moneyVariants({ size, tone }), className)}
      {...props}
    >
      {formatMoney(value, { locale, currency, fromCents, signDisplay: signed ? 'exceptZero' : 'negative' })}
    </span>
  );
}

export interface PercentProps extends NumberTextProps {
  /** The value in percent (5.23 → 5,23 %), or a ratio with `fromRatio`. */
  value: number;
  /**
   * `value` is a ratio (0.0523 → 5,23 %).
   * @default false
   */
  fromRatio?: boolean;
  /**
   * Fraction digits shown.
   * @default 2
   */
  fractionDigits?: number;
}

/** A percentage with two decimals and tabular figures: 5,23 %. */
export function Percent({
  value,
  fromRatio = false,
  fractionDigits = 2,
  locale,
  signed = false,
  size,
  className,
  ...props
}: PercentProps) {
  const sign = percentSign(value, { locale, fromRatio, fractionDigits });
  const tone = signed && sign !== 'zero' ? sign : 'neutral';
  return (
    <span
      data-slot="percent"
      data-size={size ?? 'inherit'}
      data-state={sign}
      className={cn(moneyVariants({ size, tone }), className)}
      {...props}
    >
      {formatPercent(value, {
        locale,
        fromRatio,
        fractionDigits,
        signDisplay: signed ? 'exceptZero' : 'negative',
      })}
    </span>
  );
}
