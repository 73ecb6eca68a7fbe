import type { Schemas } from '@invest/api-client';
import { Button, LoadMoreTable, toast, type LoadMoreTableColumn } from '@invest/ui';
import { useApiMutation, useApiQuery } from '../../../lib/api';
import { formatDateTime } from '../../../lib/formatting';
import { currentLanguage } from '../../../lib/i18n';
import { useOpsTranslation } from '../i18n';
import { OpsListSkeleton } from '../list';
import { OpsListError, OpsPage } from '../page';
import { ReasonDialog } from '../reason-dialog';
import { useOperatorSession } from '../session';

type Operator = Schemas['OpsOperator'];

/** Lifting a colleague's sign-in lock, behind a confirmation that asks why (audited). */
function UnblockAction({ operator }: { operator: Operator }) {
  const { t } = useOpsTranslation();
  const action = useApiMutation('post', '/ops/operators/{id}/unblock', { revalidates: ['/ops/operators'] });
  return (
    <ReasonDialog
      trigger={
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('ops:operators.unblockLabel', { name: operator.name })}
        >
          {t('ops:operators.unblock')}
        </Button>
      }
      title={t('ops:operators.unblockTitle', { name: operator.name })}
      description={t('ops:operators.unblockDescription', { name: operator.name })}
      confirmLabel={t('ops:operators.unblock')}
      confirmVariant="primary"
      error={action.errorMessage}
      onOpenChange={(open) => {
        if (open) action.reset();
      }}
      onConfirm={async (reason) => {
        const result = await action.trigger({ params: { path: { id: operator.id } }, body: { reason } });
        if (result.ok)
          toast({ variant: 'success', title: t('ops:operators.unblocked', { name: operator.name }) });
        return result.ok;
      }}
    />
  );
}

/**
 * /ops/operators: the back office's operators and their sign-in. Five wrong attempts in a row lock an
 * operator's sign-in for 30 minutes; another operator may lift the lock sooner (never their own).
 */
export function OperatorsPage() {
  const { t, i18n } = useOpsTranslation();
  const language = currentLanguage(i18n);
  const session = useOperatorSession();
  const operators = useApiQuery('/ops/operators');

  const columns: LoadMoreTableColumn<Operator>[] = [
    {
      id: 'name',
      header: t('ops:operators.columns.name'),
      cell: (o) => <span className="font-medium text-foreground">{o.name}</span>,
    },
    {
      id: 'email',
      header: t('ops:operators.columns.email'),
      hideBelow: 768,
      cell: (o) => o.email,
    },
    {
      id: 'lastLogin',
      header: t('ops:operators.columns.lastLogin'),
      hideBelow: 896,
      cell: (o) =>
        o.lastLoginAt ? (
          <span className="whitespace-nowrap tabular-nums">{formatDateTime(o.lastLoginAt, language)}</span>
        ) : (
          '–'
        ),
    },
    {
      id: 'signIn',
      header: t('ops:operators.columns.signIn'),
      cell: (o) =>
        o.lockedUntil ? (
          <span className="font-medium text-destructive">
            {t('ops:operators.lockedUntil', { when: formatDateTime(o.lockedUntil, language) })}
          </span>
        ) : o.failedLogins > 0 ? (
          t('ops:operators.failed', { count: o.failedLogins })
        ) : (
          t('ops:operators.open')
        ),
    },
    {
      id: 'actions',
      header: t('ops:operators.columns.actions'),
      className: 'w-0',
      align: 'end',
      cell: (o) =>
        o.id === session?.operatorId ? (
          <span className="whitespace-nowrap text-sm text-muted-foreground">{t('ops:operators.you')}</span>
        ) : o.lockedUntil ? (
          <UnblockAction operator={o} />
        ) : null,
    },
  ];

  return (
    <OpsPage title={t('ops:operators.title')} description={t('ops:operators.description')}>
      {operators.data ? (
        <LoadMoreTable
          caption={t('ops:operators.caption')}
          columns={columns}
          rows={operators.data}
          getRowId={(o) => o.id}
        />
      ) : operators.error ? (
        <OpsListError error={operators.error} onRetry={() => void operators.mutate()} />
      ) : (
        <OpsListSkeleton rows={3} />
      )}
    </OpsPage>
  );
}
