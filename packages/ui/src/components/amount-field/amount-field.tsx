import { useId, useState, type FocusEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { DEFAULT_FORMAT_LOCALE, formatMoney } from '../../lib/format';
import { Button } from '../button';
import { TextField, type TextFieldProps } from '../text-field';
import { joinIds } from '../../lib/field';
import { formatCentsForInput, parseAmountToCents } from './amount';

export interface AmountFieldProps extends Omit<
  TextFieldProps,
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onValueChange'
  | 'type'
  | 'prefix'
  | 'inputMode'
  | 'min'
  | 'max'
  | 'step'
> {
  /** The amount in integer cents (controlled); `null` for an empty or unreadable field. */
  value?: number | null;
  /**
   * The initial amount in integer cents (uncontrolled).
   * @default null
   */
  defaultValue?: number | null;
  /** Called on every edit with the parsed cents (`null` when empty or not an amount) and the raw text. */
  onValueChange?: (cents: number | null, text: string) => void;
  /**
   * Locale of the decimal separator the field writes (reading accepts both `,` and `.`) and of the max hint.
   * @default 'sl-SI'
   */
  locale?: string;
  /**
   * The currency sign shown before the amount.
   * @default '€'
   */
  currencySymbol?: ReactNode;
  /**
   * Accepts negative amounts.
   * @default false
   */
  allowNegative?: boolean;
  /** Smallest valid amount in cents; a smaller one marks the field invalid once the person leaves it. */
  minCents?: number;
  /** Largest valid amount in cents: filled by the Max button, shown by `maxHint`, checked like `minCents`. */
  maxCents?: number;
  /** Text under the field about the maximum; a function receives the maximum formatted for `locale`. */
  maxHint?: ReactNode | ((formattedMax: string) => ReactNode);
  /**
   * Label of the button that fills in `maxCents`.
   * @default 'Max'
   */
  maxButtonLabel?: string;
  /**
   * Shows the Max button (only when `maxCents` is set).
   * @default true
   */
  showMaxButton?: boolean;
}

/**
 * A euro amount input. It keeps the typed text and reports integer cents, reading both `12,50` and `12.50`
 * (see `parseAmountToCents`). An unreadable or out-of-range amount is flagged once the person leaves the
 * field, not while they are still typing; the message itself comes from `error`.
 */
export function AmountField({
  value,
  defaultValue = null,
  onValueChange,
  locale = DEFAULT_FORMAT_LOCALE,
  currencySymbol = '€',
  allowNegative = false,
  minCents,
  maxCents,
  maxHint,
  maxButtonLabel = 'Max',
  showMaxButton = true,
  hint,
  invalid = false,
  disabled,
  onBlur,
  inputClassName,
  'aria-describedby': describedBy,
  ...props
}: AmountFieldProps) {
  const currencyId = useId();
  const [text, setText] = useState(() => formatCentsForInput(value ?? defaultValue, locale));
  const [touched, setTouched] = useState(false);
  const cents = parseAmountToCents(text, { allowNegative });

  // A new amount from the parent replaces the text unless the text already says that amount
  // (the parent echoing back what was just typed must not reformat it under the caret).
  const [previousValue, setPreviousValue] = useState(value);
  if (value !== previousValue) {
    setPreviousValue(value);
    if (value !== undefined && value !== cents) setText(formatCentsForInput(value, locale));
  }

  const change = (nextText: string) => {
    setText(nextText);
    onValueChange?.(parseAmountToCents(nextText, { allowNegative }), nextText);
  };

  const outOfRange =
    cents !== null &&
    ((minCents !== undefined && cents < minCents) || (maxCents !== undefined && cents > maxCents));
  const unreadable = text.trim() !== '' && cents === null;

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    setTouched(true);
    // Show the amount the field understood, in the locale's own form ("12.5" becomes "12,50").
    if (cents !== null) setText(formatCentsForInput(cents, locale));
    onBlur?.(event);
  };

  const formattedMax = maxCents === undefined ? '' : formatMoney(maxCents, { fromCents: true, locale });
  const maxHintNode = typeof maxHint === 'function' ? maxHint(formattedMax) : maxHint;
  const hasHint = Boolean(hint);
  const hasMaxHint = Boolean(maxHintNode);

  return (
    <TextField
      {...props}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={text}
      onChange={(event) => change(event.target.value)}
      onBlur={handleBlur}
      disabled={disabled}
      invalid={invalid || (touched && (unreadable || outOfRange))}
      aria-describedby={joinIds(describedBy, currencyId)}
      inputClassName={cn('tabular-nums', inputClassName)}
      prefix={
        <span id={currencyId} data-slot="amount-field-currency" className="font-medium text-foreground">
          {currencySymbol}
        </span>
      }
      suffix={
        maxCents !== undefined && showMaxButton ? (
          <Button
            variant="secondary"
            size="sm"
            className="-me-1.5 h-7 px-2.5 text-xs font-semibold focus-visible:outline-offset-0"
            disabled={disabled}
            data-slot="amount-field-max"
            onClick={() => change(formatCentsForInput(maxCents, locale))}
          >
            {maxButtonLabel}
          </Button>
        ) : undefined
      }
      hint={
        hasHint && hasMaxHint ? (
          <>
            <span className="block">{hint}</span>
            <span className="block tabular-nums">{maxHintNode}</span>
          </>
        ) : hasMaxHint ? (
          <span className="tabular-nums">{maxHintNode}</span>
        ) : (
          hint
        )
      }
    />
  );
}
