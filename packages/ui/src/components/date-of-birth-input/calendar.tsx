import { DateLib, DayPicker, type ChevronProps, type DayPickerProps, type Labels } from 'react-day-picker';
import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon, ChevronUpIcon } from '../../icons';
import { cn } from '../../lib/cn';

/*
 * Internal: the react-day-picker calendar in the kit's look, shared by DateOfBirthInput and
 * DateRangeField. It is styled with utilities only (no react-day-picker stylesheet), so the app needs
 * no extra CSS import. Weeks start on Monday (European platform) unless a `locale` says otherwise.
 */

const chevrons = {
  up: ChevronUpIcon,
  down: ChevronDownIcon,
  left: ChevronLeftIcon,
  right: ChevronRightIcon,
} as const;

function CalendarChevron({ orientation = 'down', className }: ChevronProps) {
  const Chevron = chevrons[orientation];
  return <Chevron className={cn('size-4', className)} />;
}

/*
 * The default English label ("Wednesday, May 23rd, 1990") does not contain the visible "23" as a
 * word, which fails WCAG 2.5.3 (label in name) for voice control users. Locales that bring their own
 * label (such as `sl`) keep theirs.
 */
const labelDayButton: Labels['labelDayButton'] = (date, modifiers, options, dateLib) => {
  let label = (dateLib ?? new DateLib(options)).format(date, 'EEEE, d MMMM yyyy');
  if (modifiers.today) label = `Today, ${label}`;
  if (modifiers.selected) label = `${label}, selected`;
  return label;
};

const navButton =
  'inline-flex size-9 items-center justify-center rounded-md text-foreground transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-disabled:pointer-events-none aria-disabled:opacity-40';

export function Calendar({ className, classNames, components, labels, ...props }: DayPickerProps) {
  const ownDayLabel = props.locale?.labels?.labelDayButton === undefined;
  return (
    <DayPicker
      labels={ownDayLabel ? { labelDayButton, ...labels } : labels}
      weekStartsOn={props.locale ? undefined : 1}
      navLayout="after"
      className={cn('w-fit text-sm', className)}
      classNames={{
        months: 'relative flex flex-col',
        month: 'relative flex flex-col gap-3',
        month_caption: 'flex h-9 items-center pr-20',
        caption_label:
          'inline-flex items-center gap-1 text-sm font-medium [&>svg]:size-4 [&>svg]:text-muted-foreground',
        dropdowns: 'flex items-center gap-2',
        dropdown_root:
          'relative inline-flex h-9 items-center rounded-md border border-input bg-card px-2.5 transition-colors hover:bg-muted has-[select:focus-visible]:outline-2 has-[select:focus-visible]:outline-offset-2 has-[select:focus-visible]:outline-ring',
        dropdown: 'absolute inset-0 w-full cursor-pointer appearance-none opacity-0',
        nav: 'absolute right-0 top-0 flex items-center gap-1',
        button_previous: navButton,
        button_next: navButton,
        chevron: 'size-4',
        month_grid: 'border-collapse',
        weekday: 'size-10 p-0 text-xs font-medium text-muted-foreground',
        day: 'size-10 p-0 text-center',
        day_button:
          'inline-flex size-10 items-center justify-center rounded-md tabular-nums transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring disabled:pointer-events-none',
        selected:
          '[&>button]:bg-primary [&>button]:font-semibold [&>button]:text-primary-foreground [&>button]:hover:bg-primary/90',
        today: 'font-semibold [&:not([aria-selected])>button]:text-primary',
        outside: 'text-muted-foreground',
        disabled: 'text-muted-foreground opacity-50',
        hidden: 'invisible',
        footer: 'pt-3 text-sm text-muted-foreground',
        ...classNames,
      }}
      components={{ Chevron: CalendarChevron, ...components }}
      {...props}
    />
  );
}

/** The calendar glyph of the picker buttons. */
export { CalendarIcon } from '../../icons';

/** Popover surface shared by the date pickers. */
export const calendarPopoverClass =
  'z-50 rounded-lg border bg-popover p-3 text-popover-foreground shadow-overlay outline-none';
