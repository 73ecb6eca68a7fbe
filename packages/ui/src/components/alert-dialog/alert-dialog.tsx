import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { DialogFooter, dialogContentVariants } from '../dialog';

export type AlertDialogConfirmVariant = 'primary' | 'destructive';

export interface AlertDialogProps {
  /** The question, for example 'Withdraw 250,00 €?'; it names the dialog. */
  title: ReactNode;
  /** What happens on confirm; it describes the dialog. */
  description?: ReactNode;
  /** Extra content between the description and the buttons, for example a summary of the amounts. */
  children?: ReactNode;
  /** The element that opens the dialog (rendered `asChild`, so pass a `Button`). */
  trigger?: ReactNode;
  /** Open state (controlled). */
  open?: boolean;
  /**
   * Open at first (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /**
   * Runs the action. While a returned promise is pending the confirm button shows a spinner and both
   * buttons and Escape are blocked; the dialog closes when it resolves and stays open when it rejects
   * (show why with `error`).
   */
  onConfirm: () => void | Promise<unknown>;
  /** Called when the user cancels (the Cancel button or Escape). */
  onCancel?: () => void;
  /**
   * Label of the confirm button.
   * @default 'Confirm'
   */
  confirmLabel?: ReactNode;
  /**
   * Label of the cancel button.
   * @default 'Cancel'
   */
  cancelLabel?: ReactNode;
  /**
   * Look of the confirm button: `destructive` for what cannot be undone.
   * @default 'primary'
   */
  confirmVariant?: AlertDialogConfirmVariant;
  /**
   * Announced while the action runs.
   * @default 'Working'
   */
  pendingLabel?: string;
  /** Why the last attempt failed; shown above the buttons and announced. */
  error?: ReactNode;
  /**
   * Whether confirming again can help after the failure in `error`. False when the answer will not
   * change (the service refused, for a reason the user must act on elsewhere): the confirm button
   * goes, and only the cancel button is left.
   * @default true
   */
  canRetry?: boolean;
  /** Extra classes for the dialog card. */
  className?: string;
}

/**
 * Asks to confirm one consequential action ("Withdraw 250,00 €?"). Focus starts on Cancel, so Enter
 * never confirms by accident; Escape cancels. An async `onConfirm` keeps the dialog open and blocked
 * until it settles: closed on success, open (with `error`) on failure, for another try unless
 * `canRetry` is false. `data-state` on the card is `idle` or `pending`.
 */
export function AlertDialog({
  title,
  description,
  children,
  trigger,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  onConfirm,
  onCancel,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  confirmVariant = 'primary',
  pendingLabel = 'Working',
  error,
  canRetry = true,
  className,
}: AlertDialogProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = openProp ?? uncontrolledOpen;
  const [pending, setPending] = useState(false);
  // A ref, not state: a second click in the same frame must not start a second action.
  const running = useRef(false);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const final = Boolean(error) && !canRetry;
  // The confirm button had the focus and is gone: the way on (Cancel) takes it once it is enabled
  // again (it is disabled while the action runs).
  useEffect(() => {
    if (final && !pending) cancelButton.current?.focus();
  }, [final, pending]);

  const setOpen = (next: boolean) => {
    if (openProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  const confirm = async () => {
    if (running.current) return;
    running.current = true;
    try {
      const result = onConfirm();
      if (result instanceof Promise) {
        setPending(true);
        await result;
      }
      setOpen(false);
    } catch {
      // The caller reports the failure through `error`; the dialog stays open for another try.
    } finally {
      running.current = false;
      setPending(false);
    }
  };

  return (
    <AlertDialogPrimitive.Root
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        if (!next) onCancel?.();
        setOpen(next);
      }}
    >
      {trigger && <AlertDialogPrimitive.Trigger asChild>{trigger}</AlertDialogPrimitive.Trigger>}
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay
          data-slot="alert-dialog-overlay"
          className="fixed inset-0 z-50 bg-foreground/50"
        />
        <AlertDialogPrimitive.Content
          data-slot="alert-dialog"
          data-state={pending ? 'pending' : 'idle'}
          aria-busy={pending || undefined}
          className={cn(dialogContentVariants({ size: 'sm' }), className)}
          onEscapeKeyDown={(event) => {
            if (pending) event.preventDefault();
          }}
        >
          {/* Its own header: no corner close button here, so no room kept for one. */}
          <div data-slot="alert-dialog-header" className="flex flex-col gap-1.5">
            <AlertDialogPrimitive.Title
              data-slot="alert-dialog-title"
              className="text-lg font-semibold leading-tight text-foreground"
            >
              {title}
            </AlertDialogPrimitive.Title>
            {description && (
              <AlertDialogPrimitive.Description
                data-slot="alert-dialog-description"
                className="text-sm text-muted-foreground"
              >
                {description}
              </AlertDialogPrimitive.Description>
            )}
          </div>
          {children}
          {error && (
            <p
              role="alert"
              data-slot="alert-dialog-error"
              className="rounded-md border border-destructive/30 bg-(--destructive-muted) px-3 py-2 text-sm text-foreground"
            >
              {error}
            </p>
          )}
          <DialogFooter>
            <AlertDialogPrimitive.Cancel asChild>
              <Button ref={cancelButton} variant="outline" disabled={pending} data-slot="alert-dialog-cancel">
                {cancelLabel}
              </Button>
            </AlertDialogPrimitive.Cancel>
            {!final && (
              <Button
                variant={confirmVariant}
                loading={pending}
                loadingLabel={pendingLabel}
                data-slot="alert-dialog-confirm"
                onClick={confirm}
              >
                {confirmLabel}
              </Button>
            )}
          </DialogFooter>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
