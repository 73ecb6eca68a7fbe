import * as Popover from '@radix-ui/react-popover';
import { cva } from 'class-variance-authority';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { DayPickerLocale } from 'react-day-picker';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { Calendar, CalendarIcon, calendarPopoverClass } from './calendar';
import { formatPickerDate, fromDateParts, toDateParts, type DateParts } from './date-parts';

export const dateOfBirthBoxVariants = cva(
  'h-10 rounded-md border bg-card px-2 text-center text-base tabular-nums text-foreground transition-colors placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-55 sm:text-sm',
  {
    variants: {
      part: { day: 'w-16', month: 'w-16', year: 'w-24' },
      invalid: { true: 'border-destructive', false: 'border-input' },
    },
    defaultVariants: { invalid: false },
  },
);

type Part = keyof DateParts;
const PARTS: readonly Part[] = ['day', 'month', 'year'];
const MAX_LENGTH: Record<Part, number> = { day: 2, month: 2, year: 4 };
const AUTOCOMPLETE: Record<Part, string> = { day: 'bday-day', month: 'bday-month', year: 'bday-year' };
// Keys people type between day, month and year out of habit; they move on instead of being dropped.
const SEPARATORS = new Set(['/', '.', '-', ' ', ',']);
const EMPTY: DateParts = { day: '', month: '', year: '' };

export interface DateOfBirthInputProps {
  /** Controlled value: the three boxes as typed (digits only). */
  value?: DateParts;
  /**
   * Initial value when uncontrolled.
   * @default { day: '', month: '', year: '' }
   */
  defaultValue?: DateParts;
  /** Called with the new parts on every edit and when a date is picked in the calendar. */
  onValueChange?: (value: DateParts) => void;
  /**
   * Name of the group (a fieldset legend).
   * @default 'Date of birth'
   */
  legend?: string;
  /**
   * Keeps the legend for screen readers only, for pages whose heading already says it.
   * @default false
   */
  hideLegend?: boolean;
  /**
   * Label of the day box.
   * @default 'Day'
   */
  dayLabel?: string;
  /**
   * Label of the month box.
   * @default 'Month'
   */
  monthLabel?: string;
  /**
   * Label of the year box.
   * @default 'Year'
   */
  yearLabel?: string;
  /**
   * Placeholders of the day, month and year boxes.
   * @default { day: 'DD', month: 'MM', year: 'YYYY' }
   */
  placeholders?: DateParts;
  /**
   * Accessible name of the calendar button.
   * @default 'Open calendar'
   */
  openCalendarLabel?: string;
  /** Error message shown under the boxes; marks them invalid. */
  error?: string;
  /**
   * Disables the boxes and the calendar button.
   * @default false
   */
  disabled?: boolean;
  /**
   * The date that counts as today in the calendar (its highlight and the last selectable month).
   * Pass a fixed date in tests and stories.
   * @default the current date
   */
  today?: Date;
  /**
   * Month the calendar opens on when the boxes hold no valid date.
   * @default the month 18 years before `today`
   */
  defaultMonth?: Date;
  /** react-day-picker locale (e.g. `sl` from `react-day-picker/locale`): month names and calendar labels. */
  locale?: DayPickerLocale;
  /** Base id; the boxes get `${id}-day`, `${id}-month` and `${id}-year`. */
  id?: string;
  /** Form field name prefix; the boxes are named `${name}.day`, `${name}.month` and `${name}.year`. */
  name?: string;
  className?: string;
}

/**
 * Date of birth as three boxes (day, month, year) with auto-advance and a calendar picker. The value
 * stays as typed text so a validator can tell "incomplete" from "impossible"; use `fromDateParts` and
 * `ageOn` from this module to check it.
 */
export function DateOfBirthInput({
  value,
  defaultValue = EMPTY,
  onValueChange,
  legend = 'Date of birth',
  hideLegend = false,
  dayLabel = 'Day',
  monthLabel = 'Month',
  yearLabel = 'Year',
  placeholders = { day: 'DD', month: 'MM', year: 'YYYY' },
  openCalendarLabel = 'Open calendar',
  error,
  disabled = false,
  today,
  defaultMonth,
  locale,
  id,
  name,
  className,
}: DateOfBirthInputProps) {
  const generatedId = useId();
  const baseId = id ?? generatedId;
  const errorId = `${baseId}-error`;
  const [inner, setInner] = useState(defaultValue);
  const parts = value ?? inner;
  const [open, setOpen] = useState(false);
  const inputs = useRef<Partial<Record<Part, HTMLInputElement | null>>>({});
  const labels: Record<Part, string> = { day: dayLabel, month: monthLabel, year: yearLabel };
  const invalid = Boolean(error);
  const selected = fromDateParts(parts) ?? undefined;

  const commit = (next: DateParts) => {
    if (value === undefined) setInner(next);
    onValueChange?.(next);
  };

  const focusPart = (part: Part | undefined) => {
    const input = part && inputs.current[part];
    if (!input) return;
    input.focus();
    input.select();
  };

  const handleChange = (part: Part, raw: string) => {
    const digits = raw.replace(/\D/g, '').slice(0, MAX_LENGTH[part]);
    if (digits === parts[part]) return;
    commit({ ...parts, [part]: digits });
    const index = PARTS.indexOf(part);
    if (digits.length === MAX_LENGTH[part] && digits.length > parts[part].length) focusPart(PARTS[index + 1]);
  };

  const handleKeyDown = (part: Part, event: KeyboardEvent<HTMLInputElement>) => {
    const index = PARTS.indexOf(part);
    if (event.key === 'Backspace' && parts[part] === '' && index > 0) {
      event.preventDefault();
      focusPart(PARTS[index - 1]);
    } else if (SEPARATORS.has(event.key)) {
      event.preventDefault();
      if (parts[part] !== '') focusPart(PARTS[index + 1]);
    }
  };

  const handleSelect = (date: Date | undefined) => {
    if (!date) return;
    commit(toDateParts(date));
    setOpen(false);
  };

  return (
    <fieldset
      data-slot="date-of-birth-input"
      data-state={invalid ? 'invalid' : selected ? 'complete' : 'incomplete'}
      disabled={disabled}
      className={cn('m-0 min-w-0 border-0 p-0', className)}
    >
      <legend className={cn('mb-2 p-0 text-sm font-medium text-foreground', hideLegend && 'sr-only')}>
        {legend}
      </legend>
      <div className="flex items-end gap-2 sm:gap-3">
        {PARTS.map((part) => (
          <div key={part} className="flex flex-col gap-1.5">
            <label htmlFor={`${baseId}-${part}`} className="text-xs font-medium text-muted-foreground">
              {labels[part]}
            </label>
            <input
              ref={(node) => {
                inputs.current[part] = node;
              }}
              id={`${baseId}-${part}`}
              name={name ? `${name}.${part}` : undefined}
              data-slot={`date-of-birth-input-${part}`}
              type="text"
              inputMode="numeric"
              autoComplete={AUTOCOMPLETE[part]}
              maxLength={MAX_LENGTH[part]}
              placeholder={placeholders[part]}
              value={parts[part]}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? errorId : undefined}
              onChange={(event) => handleChange(part, event.target.value)}
              onKeyDown={(event) => handleKeyDown(part, event)}
              className={dateOfBirthBoxVariants({ part, invalid })}
            />
          </div>
        ))}
        <Popover.Root open={open} onOpenChange={setOpen}>
          <Popover.Trigger asChild>
            <Button
              variant="outline"
              size="icon"
              aria-label={openCalendarLabel}
              data-slot="date-of-birth-input-calendar-button"
              className="text-muted-foreground hover:text-foreground"
            >
              <CalendarIcon />
            </Button>
          </Popover.Trigger>
          <Popover.Portal>
            <Popover.Content
              align="end"
              sideOffset={8}
              collisionPadding={16}
              aria-label={legend}
              data-slot="date-of-birth-input-calendar"
              className={calendarPopoverClass}
              // The calendar focuses the selected (or first) day itself; Radix would focus the dropdown.
              onOpenAutoFocus={(event) => event.preventDefault()}
            >
              <BirthCalendar
                selected={selected}
                onSelect={handleSelect}
                today={today}
                defaultMonth={defaultMonth}
                locale={locale}
              />
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      </div>
      {invalid && (
        <p id={errorId} data-slot="date-of-birth-input-error" className="mt-2 text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}

interface BirthCalendarProps {
  selected: Date | undefined;
  onSelect: (date: Date | undefined) => void;
  today: Date | undefined;
  defaultMonth: Date | undefined;
  locale: DayPickerLocale | undefined;
}

/** Mounted only while the popover is open, so the current date is read only when someone looks. */
function BirthCalendar({ selected, onSelect, today, defaultMonth, locale }: BirthCalendarProps) {
  const now = today ?? new Date();
  const adultMonth = new Date(now.getFullYear() - 18, now.getMonth(), 1);
  return (
    <Calendar
      mode="single"
      // The user just opened the picker: focus belongs on the selected (or first) day of the grid.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      captionLayout="dropdown"
      reverseYears
      selected={selected}
      onSelect={onSelect}
      today={now}
      defaultMonth={selected ?? defaultMonth ?? adultMonth}
      startMonth={new Date(now.getFullYear() - 120, 0, 1)}
      endMonth={now}
      disabled={{ after: now }}
      locale={locale}
      footer={selected ? formatPickerDate(selected) : undefined}
    />
  );
}
