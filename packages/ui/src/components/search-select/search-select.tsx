import * as PopoverPrimitive from '@radix-ui/react-popover';
import {
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { cn } from '../../lib/cn';
import { textFieldInputClassName, textFieldVariants, type TextFieldProps } from '../text-field/text-field';
import { FieldError, FieldHint, FieldLabel, fieldState, joinIds, useFieldIds } from '../../lib/field';
import { CheckIcon, ChevronDownIcon, SearchIcon } from '../../icons';
import { useControllableState } from '../../lib/use-controllable-state';
import { filterSearchSelectOptions, findExactOption, type SearchSelectOption } from './options';

export interface SearchSelectProps extends Omit<
  ComponentProps<'input'>,
  'size' | 'value' | 'defaultValue' | 'onChange' | 'prefix' | 'type' | 'role' | 'name'
> {
  /** The visible label, tied to the input with `htmlFor` and naming the list. */
  label: ReactNode;
  /**
   * Keeps the label for screen readers only.
   * @default false
   */
  hideLabel?: boolean;
  /** The choices, in display order. */
  options: SearchSelectOption[];
  /** The chosen option's value (controlled); `null` when nothing is chosen. */
  value?: string | null;
  /**
   * The initially chosen option's value (uncontrolled).
   * @default null
   */
  defaultValue?: string | null;
  /**
   * Called when the choice changes: with the option, or with `null` when the text is cleared or, on
   * leaving the field, matches no option exactly.
   */
  onValueChange?: (value: string | null, option: SearchSelectOption | null) => void;
  /** Called with the text on every keystroke (for example to load options from a server). */
  onInputChange?: (text: string) => void;
  /** Help text under the field, linked with `aria-describedby`. */
  hint?: ReactNode;
  /** Error message; when present the field is marked `aria-invalid` and the message is linked to it. */
  error?: ReactNode;
  /**
   * Marks the field invalid without a message.
   * @default false
   */
  invalid?: boolean;
  /**
   * Visual marker after the label of a `required` field.
   * @default '*'
   */
  requiredMarker?: ReactNode;
  /**
   * Height and text size, as in `TextField`.
   * @default 'md'
   */
  size?: TextFieldProps['size'];
  /**
   * Shown in the list, and announced, when no option contains the typed text.
   * @default 'No matches'
   */
  noResultsLabel?: string;
  /**
   * Accessible name of the arrow button that opens the list with a pointer.
   * @default 'Show options'
   */
  toggleLabel?: string;
  /** Form field name: a hidden input submits the chosen value (not the typed text). */
  name?: string;
  /** Classes for the `<input>` itself; `className` styles the outer wrapper. */
  inputClassName?: string;
}

/** Which option a state belongs to, so a parent changing the value (or its label) can be noticed. */
function selectionKey(option: SearchSelectOption | null, value: string | null): string {
  return JSON.stringify([value, option?.label ?? null]);
}

/**
 * A type-to-filter single choice (the country list), following the ARIA 1.2 combobox pattern with a
 * listbox popup and manual selection: typing filters (contains, case-insensitive) and opens the list,
 * ArrowDown/ArrowUp move the active option (wrapping), Enter chooses it, Escape closes the list (or, when
 * closed, clears the text). Leaving the field chooses the option whose name equals the text exactly
 * (`findExactOption`); with no such option the value becomes `null` and the typed text stays to be fixed.
 */
export function SearchSelect({
  label,
  hideLabel = false,
  options,
  value,
  defaultValue = null,
  onValueChange,
  onInputChange,
  hint,
  error,
  invalid = false,
  requiredMarker = '*',
  size,
  noResultsLabel = 'No matches',
  toggleLabel = 'Show options',
  name,
  id,
  className,
  inputClassName,
  disabled,
  required,
  placeholder,
  onKeyDown,
  onBlur,
  onClick,
  'aria-describedby': describedBy,
  ...props
}: SearchSelectProps) {
  const ids = useFieldIds(id);
  const listboxId = `${ids.controlId}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const controlRef = useRef<HTMLDivElement>(null);
  const [selectedValue, setSelectedValue] = useControllableState<string | null>(value, defaultValue);
  const selectedOption = options.find((option) => option.value === selectedValue) ?? null;
  const [text, setText] = useState(selectedOption?.label ?? '');
  // `null` while the text shows the chosen option: the list then offers every option, not just matches.
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  // A value (or label) the parent changes shows up in the text; our own commits record their key first,
  // so they are not mistaken for one.
  const key = selectionKey(selectedOption, selectedValue);
  const [previousKey, setPreviousKey] = useState(key);
  if (key !== previousKey) {
    setPreviousKey(key);
    setText(selectedOption?.label ?? '');
    setQuery(null);
  }

  const entries = (query === null ? options : filterSearchSelectOptions(options, query)).map((option) => ({
    option,
    id: `${listboxId}-${options.indexOf(option)}`,
  }));
  const listShown = open && entries.length > 0;
  const noResults = open && entries.length === 0;
  const activeEntry = listShown ? entries[activeIndex] : undefined;

  const activeId = activeEntry?.id;
  // The portal mounts the list a render after it opens: scroll once it is there, and on every move.
  const [listbox, setListbox] = useState<HTMLUListElement | null>(null);
  useEffect(() => {
    if (activeId && listbox) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId, listbox]);

  const enabledStep = (from: number, direction: 1 | -1): number => {
    const count = entries.length;
    for (let step = 1; step <= count; step += 1) {
      const index = (((from + direction * step) % count) + count) % count;
      if (!entries[index]?.option.disabled) return index;
    }
    return -1;
  };

  /** Opens the list with the chosen option active, else the given fallback. */
  const openList = (fallback: 'first' | 'last' | 'none') => {
    setOpen(true);
    const selectedIndex = entries.findIndex((entry) => entry.option.value === selectedValue);
    if (selectedIndex >= 0) setActiveIndex(selectedIndex);
    else if (fallback === 'first') setActiveIndex(enabledStep(-1, 1));
    else if (fallback === 'last') setActiveIndex(enabledStep(0, -1));
    else setActiveIndex(-1);
  };

  const closeList = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

  const commit = (option: SearchSelectOption | null) => {
    const nextValue = option?.value ?? null;
    setPreviousKey(selectionKey(option, nextValue));
    if (option) {
      setText(option.label);
      setQuery(null);
    }
    closeList();
    if (nextValue !== selectedValue) {
      setSelectedValue(nextValue);
      onValueChange?.(nextValue, option);
    }
  };

  /** Settles the typed text: the exactly matching option, or no choice at all. */
  const settle = () => {
    const match = findExactOption(options, text);
    if (match) commit(match);
    else if (selectedValue !== null) commit(null);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList(event.altKey ? 'none' : 'first');
        else if (entries.length > 0) setActiveIndex(enabledStep(activeIndex, 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList('last');
        else if (entries.length > 0) setActiveIndex(enabledStep(activeIndex < 0 ? 0 : activeIndex, -1));
        break;
      case 'Enter':
        if (open) event.preventDefault();
        if (activeEntry && !activeEntry.option.disabled) commit(activeEntry.option);
        else {
          settle();
          closeList();
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          closeList();
        } else if (text !== '') {
          event.preventDefault();
          setText('');
          setQuery(null);
          onInputChange?.('');
          commit(null);
        }
        break;
    }
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    closeList();
    settle();
    onBlur?.(event);
  };

  const hasHint = Boolean(hint);
  const hasError = Boolean(error);
  const isInvalid = invalid || hasError;
  const state = fieldState(disabled, isInvalid);
  const leadingIcon =
    query === null && selectedOption?.icon != null ? selectedOption.icon : <SearchIcon className="size-4" />;

  return (
    <div
      data-slot="search-select"
      data-size={size ?? 'md'}
      data-state={state}
      className={cn('flex flex-col gap-1.5', className)}
    >
      <FieldLabel
        id={ids.labelId}
        htmlFor={ids.controlId}
        required={required}
        requiredMarker={requiredMarker}
        hidden={hideLabel}
      >
        {label}
      </FieldLabel>
      {/* The list is a Radix popover anchored to the control and rendered in a portal, so a dialog
          or a scrolling container around the field cannot clip it; inside a Radix dialog it is a
          layer of its own (pointer events and outside clicks work as in the dialog). */}
      <PopoverPrimitive.Root
        open={open}
        onOpenChange={(next) => {
          if (!next) closeList();
        }}
      >
        <PopoverPrimitive.Anchor asChild>
          <div
            ref={controlRef}
            data-slot="search-select-control"
            data-state={open ? 'open' : 'closed'}
            className={cn(textFieldVariants({ size, state }), 'relative')}
          >
            <span
              aria-hidden="true"
              data-slot="search-select-icon"
              className="flex shrink-0 items-center text-muted-foreground"
            >
              {leadingIcon}
            </span>
            <input
              ref={inputRef}
              id={ids.controlId}
              type="text"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={listShown}
              aria-controls={open ? listboxId : undefined}
              aria-activedescendant={activeId}
              aria-invalid={isInvalid || undefined}
              aria-describedby={joinIds(describedBy, hasHint && ids.hintId, hasError && ids.errorId)}
              autoComplete="off"
              spellCheck={false}
              disabled={disabled}
              required={required}
              placeholder={placeholder}
              value={text}
              data-slot="search-select-input"
              className={cn(textFieldInputClassName, inputClassName)}
              onChange={(event) => {
                setText(event.target.value);
                setQuery(event.target.value);
                setOpen(true);
                setActiveIndex(-1);
                onInputChange?.(event.target.value);
              }}
              onKeyDown={handleKeyDown}
              onBlur={handleBlur}
              onClick={(event) => {
                onClick?.(event);
                if (!open) openList('none');
              }}
              {...props}
            />
            <button
              type="button"
              tabIndex={-1}
              aria-label={toggleLabel}
              aria-expanded={listShown}
              aria-controls={open ? listboxId : undefined}
              disabled={disabled}
              data-slot="search-select-toggle"
              // Keeps focus in the input, so opening the list does not count as leaving the field.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                if (open) {
                  closeList();
                  return;
                }
                inputRef.current?.focus();
                openList('none');
              }}
              className="-me-1.5 inline-flex size-8 shrink-0 items-center justify-center rounded-sm text-muted-foreground hover:bg-muted hover:text-foreground disabled:pointer-events-none"
            >
              <ChevronDownIcon className={cn('size-4 transition-transform', open && 'rotate-180')} />
            </button>
          </div>
        </PopoverPrimitive.Anchor>
        <PopoverPrimitive.Portal>
          <PopoverPrimitive.Content
            data-slot="search-select-popup"
            // Not a dialog: the listbox inside is the popup the combobox announces.
            role="presentation"
            side="bottom"
            align="start"
            sideOffset={4}
            // Focus stays in the input (the combobox moves the active option with aria-activedescendant).
            onOpenAutoFocus={(event) => event.preventDefault()}
            onCloseAutoFocus={(event) => event.preventDefault()}
            // The input and the toggle manage the list themselves; a press on them is not "outside".
            onInteractOutside={(event) => {
              if (controlRef.current?.contains(event.target as Node)) event.preventDefault();
            }}
            className="z-50 w-(--radix-popover-trigger-width) overflow-hidden rounded-md border bg-popover text-sm text-popover-foreground shadow-overlay"
          >
            <ul
              ref={setListbox}
              id={listboxId}
              role="listbox"
              aria-labelledby={ids.labelId}
              hidden={!listShown}
              data-slot="search-select-listbox"
              className="max-h-64 overflow-y-auto p-1"
            >
              {entries.map(({ option, id: optionId }, index) => {
                const selected = option.value === selectedValue;
                return (
                  // Options never take focus: the keyboard stays on the combobox input, which moves the
                  // active option with aria-activedescendant, so a key handler here would never run.
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                  <li
                    key={option.value}
                    id={optionId}
                    role="option"
                    aria-selected={selected}
                    aria-disabled={option.disabled || undefined}
                    data-slot="search-select-option"
                    data-state={selected ? 'checked' : 'unchecked'}
                    data-highlighted={index === activeIndex ? '' : undefined}
                    // Choosing by pointer must not blur the input first (blur would settle the typed text).
                    onMouseDown={(event) => event.preventDefault()}
                    onPointerMove={() => {
                      if (index !== activeIndex && !option.disabled) setActiveIndex(index);
                    }}
                    onClick={() => {
                      if (!option.disabled) commit(option);
                    }}
                    className="flex cursor-pointer items-center gap-2.5 rounded-sm px-2.5 py-2 select-none data-highlighted:bg-accent data-highlighted:text-accent-foreground aria-disabled:cursor-not-allowed aria-disabled:text-muted-foreground"
                  >
                    {option.icon != null && (
                      <span aria-hidden="true" className="flex shrink-0 items-center">
                        {option.icon}
                      </span>
                    )}
                    <span className={cn('min-w-0 flex-1 truncate', selected && 'font-medium')}>
                      {option.label}
                    </span>
                    {selected && <CheckIcon className="size-4 shrink-0 text-primary" />}
                  </li>
                );
              })}
            </ul>
            {noResults && (
              <p aria-hidden="true" className="px-3 py-2.5 text-muted-foreground">
                {noResultsLabel}
              </p>
            )}
          </PopoverPrimitive.Content>
        </PopoverPrimitive.Portal>
      </PopoverPrimitive.Root>
      <div role="status" className="sr-only">
        {noResults ? noResultsLabel : ''}
      </div>
      {name !== undefined && <input type="hidden" name={name} value={selectedValue ?? ''} />}
      {hasHint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {hasError && <FieldError id={ids.errorId}>{error}</FieldError>}
    </div>
  );
}
