import { AlertDialog, Button, type AlertDialogConfirmVariant, type ButtonProps } from '@invest/ui';
import { useState, type ReactNode } from 'react';
import { answeredErrorKey, type MutationResult } from '../../lib/api';
import { useErrorMessage } from '../../lib/i18n';

export interface ConfirmButtonProps {
  label: ReactNode;
  variant?: ButtonProps['variant'];
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  pendingLabel: string;
  confirmVariant?: AlertDialogConfirmVariant;
  /** The change; a failure keeps the dialog open with the service's reason. */
  action: () => Promise<MutationResult<unknown>>;
  /** After the change succeeded (and the dialog closed). */
  onDone?: () => void;
  /** More in the dialog, under its description (rendered only while it is open). */
  children?: ReactNode;
}

/**
 * A button whose change of strategy is confirmed first (SPEC §4: selecting asks for confirmation): the
 * kit's AlertDialog with the button as its trigger, so focus returns to it when the dialog closes.
 */
export function ConfirmButton({
  label,
  variant,
  title,
  description,
  confirmLabel,
  cancelLabel,
  pendingLabel,
  confirmVariant,
  action,
  onDone,
  children,
}: ConfirmButtonProps) {
  const errorMessage = useErrorMessage();
  const [error, setError] = useState<string | null>(null);
  return (
    <AlertDialog
      trigger={<Button variant={variant}>{label}</Button>}
      onOpenChange={(open) => {
        if (open) setError(null);
      }}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      pendingLabel={pendingLabel}
      confirmVariant={confirmVariant}
      error={error}
      onConfirm={async () => {
        const result = await action();
        if (!result.ok) {
          setError(errorMessage(answeredErrorKey(result.error), 'something-wrong'));
          // Keeps the dialog open with the message; confirming again tries again.
          throw result.error;
        }
        onDone?.();
      }}
    >
      {children}
    </AlertDialog>
  );
}
