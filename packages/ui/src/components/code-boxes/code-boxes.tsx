import { cva } from 'class-variance-authority';
import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ChangeEvent,
  type ClipboardEvent,
  type KeyboardEvent,
  type MouseEvent,
  type Ref,
} from 'react';
import { cn } from '../../lib/cn';

export const codeBoxVariants = cva(
  'relative flex h-12 min-w-0 items-center justify-center rounded-md border bg-card text-xl font-semibold tabular-nums text-foreground transition-colors',
  {
    variants: {
      state: {
        empty: 'border-input',
        filled: 'border-input',
        active: 'border-ring outline-2 outline-offset-0 outline-ring',
      },
      invalid: { true: 'border-destructive', false: '' },
    },
    compoundVariants: [
      { state: 'active', invalid: true, className: 'border-destructive outline-destructive' },
    ],
    defaultVariants: { state: 'empty', invalid: false },
  },
);

export interface CodeBoxesProps {
  /** Controlled value (digits only). Set it to `''` to clear the boxes, e.g. after a wrong code. */
  value?: string;
  /**
   * Initial value when uncontrolled.
   * @default ''
   */
  defaultValue?: string;
  /** Called with the digits on every change. */
  onValueChange?: (value: string) => void;
  /** Called once each time the last box is filled by the user with a new complete code. */
  onComplete?: (code: string) => void;
  /**
   * Number of digits.
   * @default 6
   */
  length?: number;
  /**
   * Visible label of the field, also the input's accessible name.
   * @default 'Confirmation code'
   */
  label?: string;
  /** Help text under the boxes (e.g. where the code was sent). */
  hint?: string;
  /** Error message under the boxes; marks the field invalid. */
  error?: string;
  /**
   * Disables the field.
   * @default false
   */
  disabled?: boolean;
  /**
   * Focuses the field on mount (the code step has nothing else to do).
   * @default false
   */
  autoFocus?: boolean;
  /** Form field name of the hidden master input. */
  name?: string;
  /** Id of the master input (the label points at it). */
  id?: string;
  /** Ref to the master input, e.g. to focus it after clearing. */
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * A one-time code as single-digit boxes. One real input (`autocomplete="one-time-code"`, numeric
 * keyboard) holds the value and lies transparent over the boxes, so SMS autofill, paste and screen
 * readers see one ordinary labelled field; the boxes only draw it. The input's selection is kept on
 * the active box, so the browser's own editing (typing, Backspace, mobile keyboards) edits that box.
 */
export function CodeBoxes({
  value,
  defaultValue = '',
  onValueChange,
  onComplete,
  length = 6,
  label = 'Confirmation code',
  hint,
  error,
  disabled = false,
  autoFocus = false,
  name,
  id,
  ref,
  className,
}: CodeBoxesProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [inner, setInner] = useState(defaultValue);
  const code = (value ?? inner).replace(/\D/g, '').slice(0, length);
  const [active, setActive] = useState(0);
  const [focused, setFocused] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);
  // The caret can sit on a filled box or on the first empty one, never beyond: no gaps in a code.
  const caret = Math.min(active, code.length, length - 1);
  const invalid = Boolean(error);
  const complete = code.length === length;

  const select = (index: number) => {
    const input = inputRef.current;
    if (!input) return;
    input.setSelectionRange(index, index < code.length ? index + 1 : index);
  };

  // After every render the browser may have moved the selection (value replaced); put it back.
  useLayoutEffect(() => {
    if (focused && inputRef.current === document.activeElement) select(caret);
  });

  const move = (index: number) => {
    setActive(index);
    select(Math.min(index, code.length, length - 1));
  };

  const commit = (next: string, nextCaret: number) => {
    setActive(nextCaret);
    if (next === code) return;
    if (value === undefined) setInner(next);
    onValueChange?.(next);
    if (next.length === length) onComplete?.(next);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const next = raw.replace(/\D/g, '').slice(0, length);
    // Typing a non-digit over a selected digit would otherwise delete it.
    if (/\D/.test(raw) && next.length < code.length) return;
    const position = event.target.selectionStart ?? next.length;
    commit(next, Math.min(position, length - 1));
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = event.clipboardData.getData('text').replace(/\D/g, '');
    if (!digits) return;
    // A whole code replaces everything; a fragment overwrites from the active box on.
    const next =
      digits.length >= length
        ? digits.slice(0, length)
        : (code.slice(0, caret) + digits + code.slice(caret + digits.length)).slice(0, length);
    commit(next, Math.min(caret + digits.length, length - 1));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = Math.min(code.length, length - 1);
    const targets: Record<string, number> = {
      ArrowLeft: Math.max(caret - 1, 0),
      ArrowRight: Math.min(caret + 1, last),
      ArrowUp: 0,
      Home: 0,
      ArrowDown: last,
      End: last,
    };
    const target = targets[event.key];
    if (target !== undefined) {
      event.preventDefault();
      move(target);
    } else if (event.key.length === 1 && /\D/.test(event.key) && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
    }
  };

  const handleBoxClick = (event: MouseEvent<HTMLDivElement>) => {
    if (disabled) return;
    const boxes = Array.from(
      event.currentTarget.querySelectorAll<HTMLElement>('[data-slot="code-boxes-box"]'),
    );
    const box = (event.target as HTMLElement).closest<HTMLElement>('[data-slot="code-boxes-box"]');
    // Clicks land on the transparent input in a real browser; find the box under the pointer.
    const index = box
      ? boxes.indexOf(box)
      : boxes.findIndex((item) => event.clientX <= item.getBoundingClientRect().right);
    inputRef.current?.focus();
    move(index === -1 ? length - 1 : index);
  };

  const describedBy = [invalid ? errorId : undefined, hint ? hintId : undefined].filter(Boolean).join(' ');

  return (
    <div
      data-slot="code-boxes"
      data-state={invalid ? 'invalid' : complete ? 'complete' : 'incomplete'}
      data-disabled={disabled ? '' : undefined}
      className={cn('flex flex-col gap-2', className)}
    >
      <label htmlFor={inputId} className="text-sm font-medium text-foreground">
        {label}
      </label>
      {/* Pointer convenience only: the input under the boxes is the keyboard and screen reader target. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div
        // Boxes of at most 48px that shrink together on narrow phones instead of overflowing.
        style={{ '--code-length': length } as CSSProperties}
        className={cn(
          'relative grid w-full max-w-[calc(var(--code-length)*3.5rem-0.5rem)] grid-cols-[repeat(var(--code-length),minmax(0,1fr))] gap-2',
          disabled ? 'cursor-not-allowed opacity-55' : 'cursor-text',
        )}
        onClick={handleBoxClick}
      >
        <input
          ref={(node) => {
            inputRef.current = node;
            if (typeof ref === 'function') ref(node);
            else if (ref) ref.current = node;
          }}
          id={inputId}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={autoFocus}
          spellCheck={false}
          value={code}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy || undefined}
          data-slot="code-boxes-input"
          onChange={handleChange}
          onPaste={handlePaste}
          onKeyDown={handleKeyDown}
          onFocus={() => {
            setFocused(true);
            move(code.length);
          }}
          onBlur={() => setFocused(false)}
          // Transparent, not hidden: it must stay focusable, tappable and reachable by autofill.
          className="absolute inset-0 z-10 size-full cursor-[inherit] border-0 bg-transparent text-base text-transparent caret-transparent opacity-0 outline-none selection:bg-transparent disabled:cursor-not-allowed"
        />
        {Array.from({ length }, (_, index) => {
          const digit = code[index];
          const isActive = focused && index === caret;
          const state = isActive ? 'active' : digit ? 'filled' : 'empty';
          return (
            <div
              key={index}
              aria-hidden="true"
              data-slot="code-boxes-box"
              data-state={state}
              className={codeBoxVariants({ state, invalid })}
            >
              {digit}
              {isActive && !digit && <span className="h-6 w-px bg-foreground motion-safe:animate-pulse" />}
            </div>
          );
        })}
      </div>
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {invalid && (
        <p id={errorId} data-slot="code-boxes-error" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
