import { cva, type VariantProps } from 'class-variance-authority';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export const descriptionListVariants = cva('grid gap-x-10', {
  variants: {
    columns: {
      1: 'grid-cols-1',
      2: 'grid-cols-1 sm:grid-cols-2',
    },
  },
  defaultVariants: { columns: 1 },
});

// A rule between rows, none under the last row (the last item, or the last two side by side). The
// label keeps at least its longest word: a long value (an address) wraps instead of covering it.
export const descriptionListItemVariants = cva(
  'grid min-w-0 grid-cols-[minmax(min-content,1fr)_auto] items-baseline gap-x-4 gap-y-0.5 border-b py-2.5 last:border-b-0',
  {
    variants: {
      columns: {
        1: '',
        2: 'sm:[&:nth-last-child(2):nth-child(odd)]:border-b-0',
      },
    },
    defaultVariants: { columns: 1 },
  },
);

export interface DescriptionListItem {
  /** Stable key; the label is used when absent. */
  id?: string;
  /** The term, for example 'Interest rate'. */
  label: ReactNode;
  /** The value; `null`, `undefined` and `''` show `notAvailableLabel`. */
  value?: ReactNode;
  /** Secondary text under the value, for example how a figure was computed. */
  hint?: ReactNode;
}

export interface DescriptionListProps
  extends Omit<ComponentProps<'section'>, 'title'>, VariantProps<typeof descriptionListVariants> {
  /** Heading above the list; it also names the section for assistive technology. */
  title?: ReactNode;
  /** The label/value pairs, in display order. */
  items: DescriptionListItem[];
  /**
   * Shown in place of a missing value (`null`, `undefined` or `''`).
   * @default 'N/A'
   */
  notAvailableLabel?: string;
  /**
   * Pairs per row from 480 px; below that the list always has one column.
   * @default 1
   */
  columns?: 1 | 2;
}

/** True when a value should show the not-available label instead. */
export function isMissingValue(value: ReactNode): boolean {
  return value === null || value === undefined || value === '';
}

/**
 * A titled panel of label/value pairs (loan data, debtor data) in a semantic `<dl>`. Missing values read
 * `notAvailableLabel` (default 'N/A') and are marked `data-state="missing"`, so a blank never looks like
 * a rendering bug.
 */
export function DescriptionList({
  title,
  items,
  notAvailableLabel = 'N/A',
  columns,
  className,
  ...props
}: DescriptionListProps) {
  const titleId = useId();
  return (
    <section
      data-slot="description-list"
      aria-labelledby={title ? titleId : undefined}
      className={cn('flex flex-col gap-2', className)}
      {...props}
    >
      {title && (
        <h3
          id={titleId}
          data-slot="description-list-title"
          className="text-base font-semibold text-foreground"
        >
          {title}
        </h3>
      )}
      <dl data-columns={columns ?? 1} className={descriptionListVariants({ columns })}>
        {items.map((item, index) => {
          const missing = isMissingValue(item.value);
          return (
            <div
              key={item.id ?? (typeof item.label === 'string' ? item.label : index)}
              data-slot="description-list-item"
              data-state={missing ? 'missing' : 'present'}
              className={descriptionListItemVariants({ columns })}
            >
              <dt data-slot="description-list-label" className="text-sm text-muted-foreground">
                {item.label}
              </dt>
              <dd
                data-slot="description-list-value"
                className={cn(
                  'min-w-0 text-right text-sm font-medium break-words',
                  missing ? 'text-muted-foreground' : 'text-foreground',
                )}
              >
                {missing ? notAvailableLabel : item.value}
              </dd>
              {item.hint && (
                <dd
                  data-slot="description-list-hint"
                  className="col-start-2 text-right text-xs text-muted-foreground"
                >
                  {item.hint}
                </dd>
              )}
            </div>
          );
        })}
      </dl>
    </section>
  );
}
