import type { Schemas } from '@invest/api-client';
import { AlertDialog, TextField, useToast } from '@invest/ui';
import { useState, type ReactNode } from 'react';
import { useApiMutation } from '../../../lib/api';
import { useOpsPayoutsTranslation } from './i18n';
import { PAYOUT_LISTS } from './payout-state';

type Outcome = Schemas['PayoutConfirmation']['lines'][number]['outcome'];

/** The bank's reason code fits the pain.002 status reason (Max140Text), the contract's limit. */
const MAX_REJECT_REASON = 140;

interface LineOutcomeDialogProps {
  batchId: number;
  /** The lines this confirmation records (one, or every line still awaiting the bank). */
  endToEndIds: string[];
  outcome: Outcome;
  title: ReactNode;
  description: ReactNode;
  trigger: ReactNode;
}

/**
 * Records the bank's outcome of lines (POST /ops/payouts/{id}/confirm) after a confirmation; a
 * rejection may carry the bank's reason. The batch and the payout lists are read again after.
 */
export function LineOutcomeDialog({
  batchId,
  endToEndIds,
  outcome,
  title,
  description,
  trigger,
}: LineOutcomeDialogProps) {
  const { t } = useOpsPayoutsTranslation();
  const { toast } = useToast();
  const [reason, setReason] = useState('');
  const confirm = useApiMutation('post', '/ops/payouts/{id}/confirm', {
    revalidates: ['/ops/payouts/{id}', ...PAYOUT_LISTS],
  });

  const send = async () => {
    const trimmed = reason.trim();
    const result = await confirm.trigger({
      params: { path: { id: batchId } },
      body: {
        lines: endToEndIds.map((endToEndId) => ({
          endToEndId,
          outcome,
          ...(outcome === 'REJECTED' && trimmed ? { reason: trimmed } : {}),
        })),
      },
    });
    if (!result.ok) throw result.error;
    toast({ variant: 'success', title: t('lines.done', { count: endToEndIds.length }) });
  };

  return (
    <AlertDialog
      title={title}
      description={description}
      trigger={trigger}
      confirmLabel={outcome === 'EXECUTED' ? t('lines.executed') : t('lines.rejected')}
      confirmVariant={outcome === 'EXECUTED' ? 'primary' : 'destructive'}
      cancelLabel={t('ops:actions.cancel')}
      pendingLabel={t('ops:actions.saving')}
      onConfirm={send}
      error={confirm.errorMessage ?? undefined}
      onOpenChange={(open) => {
        if (open) {
          setReason('');
          confirm.reset();
        }
      }}
    >
      {outcome === 'REJECTED' && (
        <TextField
          label={t('lines.rejectReason')}
          hint={t('lines.rejectReasonHint')}
          maxLength={MAX_REJECT_REASON}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      )}
    </AlertDialog>
  );
}
