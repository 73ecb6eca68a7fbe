import type { Schemas } from '@invest/api-client';
import {
  Alert,
  Button,
  Card,
  CardHeader,
  CardTitle,
  LoadMoreTable,
  Money,
  Percent,
  Skeleton,
  type LoadMoreTableColumn,
} from '@invest/ui';
import { Link } from 'react-router-dom';
import { errorKeyOf } from '../../lib/api';
import { ROI_HELP_PATH } from '../../lib/help';
import { useErrorMessage } from '../../lib/i18n';
import { useInvestmentTranslation } from '../../lib/investment/i18n';
import { useReturns } from './api/dashboard-queries';
import { useOverviewTranslation } from './i18n';

type ReturnGroup = Schemas['ReturnGroup'];

/** A return that may be undefined (bought today, no rate balances the flows): said, not faked as 0. */
function Xirr({ value }: { value: number | null }) {
  const { t } = useOverviewTranslation();
  if (value === null) return <span className="text-muted-foreground">{t('returns.unknown')}</span>;
  return <Percent value={value} className="font-medium" />;
}

function GroupTable({ kind, groups }: { kind: 'protection' | 'originator'; groups: ReturnGroup[] }) {
  const { t } = useOverviewTranslation();
  const { t: tInvestment } = useInvestmentTranslation();
  const protection = (key: string) => (key === 'PG' || key === 'BG' ? key : 'none');
  const name = (group: ReturnGroup) =>
    kind === 'protection' ? tInvestment(`protection.${protection(group.key)}`) : group.label;
  const columns: LoadMoreTableColumn<ReturnGroup>[] = [
    {
      id: 'group',
      header: t(`returns.columns.${kind}`),
      className: 'max-w-48',
      cell: (row) => (
        <span className="block truncate" title={name(row)}>
          {name(row)}
        </span>
      ),
    },
    {
      id: 'invested',
      header: t('returns.columns.invested'),
      align: 'end',
      hideBelow: 576,
      cell: (row) => <Money value={row.invested} />,
    },
    {
      id: 'outstanding',
      header: t('returns.columns.outstanding'),
      align: 'end',
      hideBelow: 768,
      cell: (row) => <Money value={row.outstanding} />,
    },
    {
      id: 'earnings',
      header: t('returns.columns.earnings'),
      align: 'end',
      hideBelow: 384,
      cell: (row) => <Money value={row.earnings} />,
    },
    {
      id: 'xirr',
      header: t('returns.columns.xirr'),
      align: 'end',
      cell: (row) => <Xirr value={row.xirr} />,
    },
  ];
  return (
    <LoadMoreTable
      caption={t(kind === 'protection' ? 'returns.byProtection' : 'returns.byOriginator')}
      captionVisible
      columns={columns}
      rows={groups}
      getRowId={(row) => row.key}
    />
  );
}

/**
 * Returns that mean something (issue 11): the investor's overall annualised return (XIRR of every
 * deposit, withdrawal and today's value: the balance plus the interest accrued so far), then the same by protection and by originator, each with
 * the principal bought, still invested and earned. Defined on the ROI help page.
 */
export function ReturnsPanel() {
  const { t } = useOverviewTranslation();
  const errorMessage = useErrorMessage();
  const returns = useReturns();

  let body;
  if (returns.error) {
    body = (
      <Alert
        variant="error"
        title={t('returns.error')}
        description={errorMessage(errorKeyOf(returns.error), 'something-wrong')}
        action={
          <Button size="sm" variant="outline" onClick={() => void returns.mutate()}>
            {t('retry')}
          </Button>
        }
      />
    );
  } else if (!returns.data) {
    body = (
      <div className="flex flex-col gap-3">
        <Skeleton shape="text" className="h-8 w-32" label={t('returns.loading')} />
        <Skeleton shape="text" className="h-24" />
      </div>
    );
  } else {
    const { xirr, byProtection, byOriginator } = returns.data;
    body = (
      <div className="flex flex-col gap-5">
        <div data-slot="overall-return" className="flex flex-col gap-0.5">
          <span className="text-sm font-medium text-muted-foreground">{t('returns.overall')}</span>
          <span className="text-2xl font-semibold tracking-tight">
            <Xirr value={xirr} />
          </span>
          <span className="text-sm text-muted-foreground">{t('returns.overallHint')}</span>
        </div>
        {byProtection.length === 0 && byOriginator.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('returns.empty')}</p>
        ) : (
          <>
            <GroupTable kind="protection" groups={byProtection} />
            <GroupTable kind="originator" groups={byOriginator} />
          </>
        )}
      </div>
    );
  }

  return (
    <Card className="@container gap-4" data-slot="returns-panel">
      <CardHeader
        action={
          <Button asChild variant="link" className="h-auto p-0">
            <Link to={ROI_HELP_PATH}>{t('returns.help')}</Link>
          </Button>
        }
      >
        <CardTitle>{t('returns.title')}</CardTitle>
      </CardHeader>
      {body}
    </Card>
  );
}
