import * as Popover from '@radix-ui/react-popover';
import { cva } from 'class-variance-authority';
import { useId, useState } from 'react';
import type { DayPickerLocale } from 'react-day-picker';
import { cn } from '../../lib/cn';
import { Calendar, CalendarIcon, calendarPopoverClass } from '../date-of-birth-input/calendar';
import { formatPickerDate } from '../date-of-birth-input/date-parts';
import { fromIsoDate, isRangeInverted, toIsoDate } from './iso-date';

/** A period as the income statement call takes it: two yyyy-mm-dd strings, `''` while unset. */
export interface DateRangeValue {
  from: string;
  to: string;
}

export const dateRangeTriggerVariants = cva(
  'flex h-10 w-full items-center justify-between gap-2 rounded-md border bg-card px-3 text-left text-sm text-foreground transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-55 data-[state=open]:border-ring',
  {
    variants: {
      invalid: { true: 'border-destructive', false: 'border-input' },
    },
    defaultVariants: { invalid: false },
  },
);

type End = keyof DateRangeValue;
const EMPTY: DateRangeValue = { from: '', to: '' };

export interface DateRangeFieldProps {
  /** Controlled value. */
  value?: DateRangeValue;
  /**
   * Initial value when uncontrolled. The app computes the default period (previous calendar year).
   * @default { from: '', to: '' }
   */
  defaultValue?: DateRangeValue;
  /** Called with the new period whenever either date is picked. */
  onValueChange?: (value: DateRangeValue) => void;
  /**
   * Accessible name of the group.
   * @default 'Period'
   */
  label?: string;
  /**
   * Label of the start date.
   * @default 'From'
   */
  fromLabel?: string;
  /**
   * Label of the end date.
   * @default 'To'
   */
  toLabel?: string;
  /**
   * Text shown while a date is unset.
   * @default 'mm/dd/yyyy'
   */
  placeholder?: string;
  /**
   * Message shown while the start date lies after the end date.
   * @default 'The start date must not be after the end date.'
   */
  invalidRangeMessage?: string;
  /** Any other error for the period (e.g. from the server); shown under the fields. */
  error?: string;
  /**
   * Disables both pickers.
   * @default false
   */
  disabled?: boolean;
  /**
   * The date that counts as today in the calendars. Pass a fixed date in tests and stories.
   * @default the current date
   */
  today?: Date;
  /**
   * First month the calendars can show.
   * @default January ten years before `today`
   */
  startMonth?: Date;
  /**
   * Last month the calendars can show.
   * @default December of the year of `today`
   */
  endMonth?: Date;
  /** react-day-picker locale (e.g. `sl` from `react-day-picker/locale`): month names and calendar labels. */
  locale?: DayPickerLocale;
  className?: string;
}

/**
 * A from–to period with a calendar picker per end, shown as mm/dd/yyyy and reported as yyyy-mm-dd.
 * It warns while the start lies after the end; it does not stop the user from getting there, since
 * picking the end first is a legitimate order.
 */
export function DateRangeField({
  value,
  defaultValue = EMPTY,
  onValueChange,
  label = 'Period',
  fromLabel = 'From',
  toLabel = 'To',
  placeholder = 'mm/dd/yyyy',
  invalidRangeMessage = 'The start date must not be after the end date.',
  error,
  disabled = false,
  today,
  startMonth,
  endMonth,
  locale,
  className,
}: DateRangeFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [inner, setInner] = useState(defaultValue);
  const range = value ?? inner;
  const inverted = isRangeInverted(range.from, range.to);
  const message = inverted ? invalidRangeMessage : error;

  const pick = (end: End, date: Date) => {
    const next = { ...range, [end]: toIsoDate(date) };
    if (value === undefined) setInner(next);
    onValueChange?.(next);
  };

  const fieldProps = {
    range,
    placeholder,
    invalid: Boolean(message),
    describedBy: message ? errorId : undefined,
    disabled,
    today,
    startMonth,
    endMonth,
    locale,
    onPick: pick,
  };

  return (
    <div
      role="group"
      aria-label={label}
      data-slot="date-range-field"
      data-state={inverted ? 'invalid' : range.from && range.to ? 'complete' : 'incomplete'}
      className={cn('flex flex-col gap-2', className)}
    >
      <div className="grid grid-cols-2 gap-3">
        <DateField end="from" label={fromLabel} {...fieldProps} />
        <DateField end="to" label={toLabel} {...fieldProps} />
      </div>
      {message && (
        <p id={errorId} data-slot="date-range-field-error" className="text-sm text-destructive">
          {message}
        </p>
      )}
    </div>
  );
}

interface DateFieldProps {
  end: End;
  label: string;
  range: DateRangeValue;
  placeholder: string;
  invalid: boolean;
  describedBy: string | undefined;
  disabled: boolean;
  today: Date | undefined;
  startMonth: Date | undefined;
  endMonth: Date | undefined;
  locale: DayPickerLocale | undefined;
  onPick: (end: End, date: Date) => void;
}

function DateField({
  end,
  label,
  range,
  placeholder,
  invalid,
  describedBy,
  disabled,
  onPick,
  ...calendar
}: DateFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const buttonId = `${id}-button`;
  const valueId = `${id}-value`;
  const [open, setOpen] = useState(false);
  const selected = fromIsoDate(range[end]) ?? undefined;
  const other = fromIsoDate(range[end === 'from' ? 'to' : 'from']) ?? undefined;

  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label id={labelId} htmlFor={buttonId} className="text-sm font-medium text-foreground">
        {label}
      </label>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger asChild>
          <button
            id={buttonId}
            type="button"
            disabled={disabled}
            // Name = label + shown date ("From 01/01/2025"), so the value is announced with the field.
            aria-labelledby={`${labelId} ${valueId}`}
            aria-describedby={describedBy}
            data-slot={`date-range-field-${end}`}
            className={dateRangeTriggerVariants({ invalid })}
          >
            <span
              id={valueId}
              className={cn('truncate', selected ? 'tabular-nums' : 'text-muted-foreground')}
            >
              {selected ? formatPickerDate(selected) : placeholder}
            </span>
            <CalendarIcon className="size-4 shrink-0 text-muted-foreground" />
          </button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align={end === 'from' ? 'start' : 'end'}
            sideOffset={8}
            collisionPadding={16}
            aria-label={label}
            data-slot="date-range-field-calendar"
            className={calendarPopoverClass}
            // The calendar focuses the selected day itself; Radix would focus the month dropdown.
            onOpenAutoFocus={(event) => event.preventDefault()}
          >
            <RangeEndCalendar
              selected={selected}
              other={other}
              onSelect={(date) => {
                if (!date) return;
                onPick(end, date);
                setOpen(false);
              }}
              {...calendar}
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}

interface RangeEndCalendarProps {
  selected: Date | undefined;
  other: Date | undefined;
  onSelect: (date: Date | undefined) => void;
  today: Date | undefined;
  startMonth: Date | undefined;
  endMonth: Date | undefined;
  locale: DayPickerLocale | undefined;
}

/** Mounted only while open, so the current date is read only when someone looks. */
function RangeEndCalendar({
  selected,
  other,
  onSelect,
  today,
  startMonth,
  endMonth,
  locale,
}: RangeEndCalendarProps) {
  const now = today ?? new Date();
  return (
    <Calendar
      mode="single"
      // The user just opened the picker: focus belongs on the selected (or first) day of the grid.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      captionLayout="dropdown"
      selected={selected}
      onSelect={onSelect}
      today={now}
      // Open where the user is working: this end, else the other end, else today.
      defaultMonth={selected ?? other ?? now}
      startMonth={startMonth ?? new Date(now.getFullYear() - 10, 0, 1)}
      endMonth={endMonth ?? new Date(now.getFullYear(), 11, 1)}
      locale={locale}
    />
  );
}
