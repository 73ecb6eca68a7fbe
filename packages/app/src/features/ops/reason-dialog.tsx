import { AlertDialog, TextField, type AlertDialogConfirmVariant } from '@invest/ui';
import { useState, type ReactNode } from 'react';
import { useOpsTranslation } from './i18n';

/** The shortest reason the console accepts (the contract's identity rejection asks for 3). */
export const MIN_REASON_LENGTH = 3;
const MAX_REASON_LENGTH = 500;

interface ReasonDialogProps {
  /** The question, e.g. "Block Nina Zupan?". */
  title: ReactNode;
  /** What happens on confirm. */
  description?: ReactNode;
  /** The button that opens the dialog. */
  trigger: ReactNode;
  confirmLabel: ReactNode;
  /** @default 'destructive' */
  confirmVariant?: AlertDialogConfirmVariant;
  /** Placeholder of the reason field. */
  placeholder?: string;
  /** Fields or notes between the description and the reason (e.g. an amount). */
  children?: ReactNode;
  /**
   * Runs the action with the trimmed reason; resolve `true` on success (the dialog closes), `false`
   * on failure (it stays open and shows `error`).
   */
  onConfirm: (reason: string) => Promise<boolean>;
  /** Checks the other fields first; return false to keep the dialog open without calling onConfirm. */
  validate?: () => boolean;
  /** Why the last attempt failed, in the operator's language. */
  error?: string | null;
  /** Called when the dialog opens or closes (reset the action's error there). */
  onOpenChange?: (open: boolean) => void;
}

/**
 * A confirmation that needs a reason (block, reject, close …): the reason is required, 3 to 500
 * characters, kept in the audit log and usually told to the investor. The dialog stays open while
 * the reason is missing or the call fails.
 */
export function ReasonDialog({
  title,
  description,
  trigger,
  confirmLabel,
  confirmVariant = 'destructive',
  placeholder,
  children,
  onConfirm,
  validate,
  error,
  onOpenChange,
}: ReasonDialogProps) {
  const { t } = useOpsTranslation();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);

  const confirm = async () => {
    const trimmed = reason.trim();
    const othersValid = validate ? validate() : true;
    if (trimmed.length < MIN_REASON_LENGTH) {
      setMissing(true);
      throw new Error('reason missing');
    }
    if (!othersValid) throw new Error('invalid fields');
    if (!(await onConfirm(trimmed))) throw new Error('action failed');
  };

  return (
    <AlertDialog
      title={title}
      description={description}
      trigger={trigger}
      confirmLabel={confirmLabel}
      cancelLabel={t('ops:actions.cancel')}
      pendingLabel={t('ops:actions.saving')}
      confirmVariant={confirmVariant}
      onConfirm={confirm}
      error={error ?? undefined}
      onOpenChange={(open) => {
        if (open) {
          setReason('');
          setMissing(false);
        }
        onOpenChange?.(open);
      }}
    >
      <div className="flex flex-col gap-4">
        {children}
        <TextField
          label={t('ops:actions.reason')}
          hint={t('ops:actions.reasonHint')}
          placeholder={placeholder}
          maxLength={MAX_REASON_LENGTH}
          value={reason}
          error={
            missing && reason.trim().length < MIN_REASON_LENGTH ? t('ops:actions.reasonRequired') : undefined
          }
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
    </AlertDialog>
  );
}
