import { useId, type MouseEvent } from 'react';
import { cn } from '../../lib/cn';
import { TextField, type TextFieldProps } from '../text-field';
import { EyeIcon, EyeOffIcon } from '../../icons';
import { useControllableState } from '../../lib/use-controllable-state';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'suffix'> {
  /** Whether the password is shown as plain text (controlled). */
  visible?: boolean;
  /**
   * Whether the password starts out shown (uncontrolled).
   * @default false
   */
  defaultVisible?: boolean;
  /** Called when the show/hide toggle is used. */
  onVisibleChange?: (visible: boolean) => void;
  /**
   * Accessible name of the toggle. It stays the same in both states because the toggle announces its
   * state with `aria-pressed` ("Show password, toggle button, pressed"); a name that flipped to
   * "Hide password" as well would contradict the pressed state.
   * @default 'Show password'
   */
  showLabel?: string;
  /**
   * The browser's autofill hint: `current-password` for a login, `new-password` when choosing one.
   * @default 'current-password'
   */
  autoComplete?: TextFieldProps['autoComplete'];
}

/** A password input with a show/hide toggle; the toggle is a real button, so Tab, Enter and Space work. */
export function PasswordField({
  visible,
  defaultVisible = false,
  onVisibleChange,
  showLabel = 'Show password',
  autoComplete = 'current-password',
  id,
  disabled,
  ...props
}: PasswordFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [shown, setShown] = useControllableState(visible, defaultVisible, onVisibleChange);
  return (
    <TextField
      {...props}
      id={inputId}
      type={shown ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      disabled={disabled}
      suffix={
        <button
          type="button"
          aria-pressed={shown}
          aria-label={showLabel}
          aria-controls={inputId}
          disabled={disabled}
          data-slot="password-field-toggle"
          data-state={shown ? 'on' : 'off'}
          // Keeps focus (and the caret) in the input when the toggle is clicked, so typing goes on.
          onMouseDown={(event: MouseEvent) => event.preventDefault()}
          onClick={() => setShown(!shown)}
          className={cn(
            '-me-1.5 inline-flex size-8 items-center justify-center rounded-sm text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring disabled:pointer-events-none',
            '[&_svg]:size-[1.125rem]',
          )}
        >
          {shown ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}
