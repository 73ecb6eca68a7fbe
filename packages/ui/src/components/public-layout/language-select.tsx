import { useId, useState } from 'react';
import { ChevronDownIcon, GlobeIcon } from '../../icons';
import { cn } from '../../lib/cn';

/** One language of the selector; `value` is a BCP 47 tag such as `en` or `sl`. */
export interface LanguageOption {
  value: string;
  label: string;
}

const DEFAULT_OPTIONS: LanguageOption[] = [
  { value: 'en', label: 'English' },
  { value: 'sl', label: 'Slovenščina' },
];

export interface LanguageSelectProps {
  /**
   * Languages, each labelled in its own language.
   * @default [{ value: 'en', label: 'English' }, { value: 'sl', label: 'Slovenščina' }]
   */
  options?: LanguageOption[];
  /** Controlled value. */
  value?: string;
  /**
   * Initial value when uncontrolled.
   * @default the first option
   */
  defaultValue?: string;
  /** Called with the chosen language's value. */
  onValueChange?: (value: string) => void;
  /**
   * Accessible name of the select.
   * @default 'Language'
   */
  label?: string;
  id?: string;
  className?: string;
}

/**
 * The header's language switch. A native select on purpose: it is keyboard and screen reader
 * friendly everywhere and opens the platform's own picker on phones.
 */
export function LanguageSelect({
  options = DEFAULT_OPTIONS,
  value,
  defaultValue,
  onValueChange,
  label = 'Language',
  id,
  className,
}: LanguageSelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const [inner, setInner] = useState(defaultValue ?? options[0]?.value ?? '');
  const current = value ?? inner;

  return (
    <div data-slot="language-select" className={cn('relative inline-flex items-center', className)}>
      <label htmlFor={selectId} className="sr-only">
        {label}
      </label>
      <GlobeIcon className="pointer-events-none absolute left-2.5 size-4 text-muted-foreground" />
      <select
        id={selectId}
        value={current}
        onChange={(event) => {
          if (value === undefined) setInner(event.target.value);
          onValueChange?.(event.target.value);
        }}
        className="h-9 cursor-pointer appearance-none rounded-md border border-input bg-card pl-8 pr-8 text-sm font-medium text-foreground transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDownIcon className="pointer-events-none absolute right-2.5 size-4 text-muted-foreground" />
    </div>
  );
}
