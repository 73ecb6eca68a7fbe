import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button, type ButtonProps } from '../button';
import { Spinner } from '../spinner';

export type CountdownButtonState = 'ready' | 'counting' | 'sending';

export interface CountdownButtonProps extends Omit<ButtonProps, 'onClick' | 'loading' | 'asChild'> {
  /**
   * The button's label.
   * @default 'Send again'
   */
  children?: ReactNode;
  /**
   * Look of the button.
   * @default 'outline'
   */
  variant?: ButtonProps['variant'];
  /**
   * How long the button stays disabled after each press, in seconds.
   * @default 9
   */
  seconds?: number;
  /**
   * Starts the countdown when the button mounts, for a code that has just been sent.
   * @default false
   */
  startOnMount?: boolean;
  /**
   * Called on press. Return a promise to show the sending state until it settles: the countdown starts
   * when it resolves; when it rejects the button is ready again at once (report the error yourself).
   */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void | Promise<unknown>;
  /**
   * The label while counting down.
   * @default (secondsLeft) => `${children} (${secondsLeft})`
   */
  formatLabel?: (secondsLeft: number) => ReactNode;
  /**
   * Text announced while the press is being handled.
   * @default 'Sending'
   */
  sendingLabel?: string;
}

/**
 * A 'Send again' button that rests for a countdown after each press (and on mount with
 * `startOnMount`), ticking once a second. While it rests it stays focusable (aria-disabled rather than
 * disabled) so a keyboard user pressing it does not lose their place.
 */
export function CountdownButton({
  seconds = 9,
  startOnMount = false,
  onClick,
  formatLabel,
  sendingLabel = 'Sending',
  children = 'Send again',
  variant = 'outline',
  disabled,
  className,
  ...props
}: CountdownButtonProps) {
  const [remaining, setRemaining] = useState(startOnMount ? seconds : 0);
  const [sending, setSending] = useState(false);
  const state: CountdownButtonState = sending ? 'sending' : remaining > 0 ? 'counting' : 'ready';

  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);

  const handleClick = async (event: MouseEvent<HTMLButtonElement>) => {
    if (state !== 'ready' || disabled) return;
    const result = onClick?.(event);
    if (result instanceof Promise) {
      setSending(true);
      try {
        await result;
      } catch {
        setSending(false);
        return;
      }
      setSending(false);
    }
    setRemaining(seconds);
  };

  return (
    <Button
      variant={variant}
      disabled={disabled}
      aria-disabled={state !== 'ready' || undefined}
      aria-busy={state === 'sending' || undefined}
      data-slot="countdown-button"
      data-state={state}
      className={cn('tabular-nums aria-disabled:cursor-not-allowed aria-disabled:opacity-55', className)}
      onClick={handleClick}
      {...props}
    >
      {state === 'sending' && <Spinner size="sm" label={sendingLabel} />}
      {state === 'counting' ? (
        formatLabel ? (
          formatLabel(remaining)
        ) : (
          <>
            {children} ({remaining})
          </>
        )
      ) : (
        children
      )}
    </Button>
  );
}
