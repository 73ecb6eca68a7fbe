import type { Schemas } from '@invest/api-client';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  DescriptionList,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Money,
  Percent,
  Skeleton,
  StatusBullet,
  type LoadMoreTableColumn,
} from '@invest/ui';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useApiQuery, type LoadMore } from '../../../lib/api';
import { useApiCursorLoadMore } from '../../../lib/api/load-more';
import { countryNameOf } from '../../../lib/countries';
import { formatDate, formatDateTime } from '../../../lib/formatting';
import { currentLanguage } from '../../../lib/i18n';
import { routeIdOf } from '../../../lib/route-id';
import { InvestorLink } from '../investor-link';
import { OpsLoadMoreList } from '../list';
import { OpsBackLink, OpsDetail, OpsPage } from '../page';
import { useReceivablesTranslation } from './i18n';
import { LifecycleActions } from './lifecycle-actions';
import { MAX_EXTENSIONS } from './lifecycle';
import { ReceivableForm } from './receivable-form';
import { ReceivableState } from './receivables-page';

type OpsReceivable = Schemas['OpsReceivable'];
type Holder = Schemas['ReceivableHolder'];

/**
 * /ops/receivables/:id: the receivable's figures, dates and state (GET /ops/receivables/{id}), the
 * life-cycle actions its state allows, a correction while nobody has bought any of it, and its
 * holders (every purchase, cancelled ones too, 20 more at a time).
 */
export function ReceivablePage() {
  const { t } = useReceivablesTranslation();
  const id = routeIdOf(useParams().id);
  const receivable = useApiQuery(id === null ? null : '/ops/receivables/{id}', { path: { id: id ?? 0 } });
  const back = <OpsBackLink to="/ops/receivables">{t('detail.back')}</OpsBackLink>;
  return (
    <OpsDetail
      id={id}
      query={receivable}
      title={t('receivables.title')}
      notFound={t('detail.notFound')}
      back={back}
      skeleton={
        <div className="grid gap-6 lg:grid-cols-2">
          <Skeleton className="h-72" label={t('ops:list.loading')} />
          <Skeleton className="h-72" />
        </div>
      }
    >
      {(loaded) => <ReceivableDetail receivable={loaded} back={back} />}
    </OpsDetail>
  );
}

function ReceivableDetail({ receivable: r, back }: { receivable: OpsReceivable; back: ReactNode }) {
  const { t, i18n } = useReceivablesTranslation();
  const language = currentLanguage(i18n);
  const holders = useApiCursorLoadMore('/ops/receivables/{id}/holders', { path: { id: r.Id } });
  const [editing, setEditing] = useState(false);
  // A correction is possible only while nothing of it was ever bought (the service checks again).
  const correctable =
    r.state === 'ACTIVE' && r.extensions === 0 && holders.isEnd && holders.items.length === 0;
  const date = (value: string | null) => (value ? formatDate(value, language) : null);

  return (
    <OpsPage
      title={r.number}
      description={`${r.originatorName} · ${t(`types.${r.type}`)}`}
      back={back}
      actions={
        correctable && (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {t('detail.edit')}
          </Button>
        )
      }
    >
      <Card>
        <CardHeader>
          <CardTitle>{t('actions.title')}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {r.waitingRepaymentId !== null && (
            <Alert
              variant="info"
              title={t('detail.waitingRepayment')}
              description={
                <Link
                  to="/ops/repayments"
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {t('detail.waitingRepaymentLink')}
                </Link>
              }
            />
          )}
          <LifecycleActions receivable={r} />
        </CardContent>
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardContent>
            <DescriptionList
              title={t('detail.figures')}
              notAvailableLabel="–"
              items={[
                { id: 'originator', label: t('detail.originator'), value: r.originatorName },
                { id: 'type', label: t('detail.type'), value: t(`types.${r.type}`) },
                { id: 'total', label: t('detail.totalAmount'), value: <Money value={r.totalAmount} /> },
                {
                  id: 'available',
                  label: t('detail.availableAmount'),
                  value: <Money value={r.availableAmount} />,
                },
                { id: 'sold', label: t('detail.soldAmount'), value: <Money value={r.soldAmount} /> },
                {
                  id: 'due',
                  label: t('detail.amountDue'),
                  value: <Money value={r.amountDue} />,
                  hint: t('detail.amountDueHint'),
                },
                {
                  id: 'originatorFunds',
                  label: t('detail.originatorFunds'),
                  value: <Money value={r.originatorFunds} />,
                  hint: t('detail.originatorFundsHint', { originator: r.originatorName }),
                },
                { id: 'rate', label: t('detail.interestRate'), value: <Percent value={r.interestRate} /> },
                { id: 'rank', label: t('detail.rank'), value: r.rank },
                {
                  id: 'protection',
                  label: t('detail.protection'),
                  value: t(`protection.${r.protection ?? 'none'}`),
                },
                { id: 'country', label: t('detail.country'), value: countryNameOf(r.country, language) },
                { id: 'holders', label: t('detail.activeHolders'), value: String(r.activeHolders) },
              ]}
            />
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <DescriptionList
              title={t('detail.dates')}
              notAvailableLabel="–"
              items={[
                { id: 'state', label: t('detail.state'), value: <ReceivableState state={r.state} /> },
                { id: 'issued', label: t('detail.issueDate'), value: date(r.dateStartFormatted) },
                { id: 'maturity', label: t('detail.maturityDate'), value: date(r.dateEndFormatted) },
                {
                  id: 'original',
                  label: t('detail.originalMaturity'),
                  value:
                    r.originalDateEndFormatted === r.dateEndFormatted
                      ? null
                      : date(r.originalDateEndFormatted),
                },
                {
                  id: 'term',
                  label: t('detail.termDays'),
                  value: t('detail.termDaysValue', { count: r.termDays }),
                },
                {
                  id: 'extensions',
                  label: t('detail.extensions'),
                  value: t('detail.extensionsValue', { count: r.extensions, max: MAX_EXTENSIONS }),
                },
                { id: 'late', label: t('detail.lateSince'), value: date(r.lateSince) },
                { id: 'loss', label: t('detail.lossEventOn'), value: date(r.lossEventOn) },
                {
                  id: 'funded',
                  label: t('detail.fundedAt'),
                  value: r.fundedAt && formatDateTime(r.fundedAt, language),
                },
                { id: 'listed', label: t('detail.listedAt'), value: formatDateTime(r.listedAt, language) },
              ]}
            />
          </CardContent>
        </Card>
      </div>
      <Holders list={holders} />
      {editing && (
        <Dialog open onOpenChange={setEditing}>
          <DialogContent size="lg" closeLabel={t('ops:actions.cancel')}>
            <DialogHeader>
              <DialogTitle>{t('form.editTitle', { number: r.number })}</DialogTitle>
              <DialogDescription>{t('form.editDescription')}</DialogDescription>
            </DialogHeader>
            <ReceivableForm
              receivable={r}
              onDone={() => setEditing(false)}
              onCancel={() => setEditing(false)}
            />
          </DialogContent>
        </Dialog>
      )}
    </OpsPage>
  );
}

function Holders({ list }: { list: LoadMore<Holder> }) {
  const { t, i18n } = useReceivablesTranslation();
  const language = currentLanguage(i18n);
  const columns: LoadMoreTableColumn<Holder>[] = [
    {
      id: 'investor',
      header: t('detail.holders.investor'),
      cell: (h) => <InvestorLink userId={h.userId} name={h.username} fallback={`#${h.userId}`} />,
    },
    {
      id: 'amount',
      header: t('detail.holders.amount'),
      align: 'end',
      cell: (h) => <Money value={h.amount} />,
    },
    {
      id: 'rate',
      header: t('detail.holders.rate'),
      align: 'end',
      hideBelow: 576,
      cell: (h) => <Percent value={h.interestRate} />,
    },
    {
      id: 'status',
      header: t('detail.holders.status'),
      cell: (h) => (
        <StatusBullet
          status={h.status === 'ACTIVE' ? 'PROCESSED' : h.status}
          label={t(`holdingStatus.${h.status}`)}
        />
      ),
    },
    {
      id: 'how',
      header: t('detail.holders.how'),
      hideBelow: 768,
      cell: (h) => t(h.autoInvest ? 'detail.holders.autoInvest' : 'detail.holders.manual'),
    },
    {
      id: 'bought',
      header: t('detail.holders.boughtAt'),
      hideBelow: 768,
      cell: (h) => (
        <span className="whitespace-nowrap tabular-nums">{formatDateTime(h.boughtAt, language)}</span>
      ),
    },
    {
      id: 'accrued',
      header: t('detail.holders.accrued'),
      align: 'end',
      hideBelow: 896,
      cell: (h) => <Money value={h.accruedInterest} />,
    },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('detail.holders.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <OpsLoadMoreList
          list={list}
          skeletonRows={3}
          caption={t('detail.holders.caption')}
          columns={columns}
          getRowId={(h) => h.userInvestmentId}
          emptyText={t('detail.holders.empty')}
        />
      </CardContent>
    </Card>
  );
}
