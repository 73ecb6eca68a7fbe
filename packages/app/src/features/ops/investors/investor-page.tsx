import type { AccountHistoryEntry, Schemas } from '@invest/api-client';
import {
  Alert,
  Card,
  CardHeader,
  CardTitle,
  DescriptionList,
  Money,
  Skeleton,
  StatusBullet,
  type LoadMoreTableColumn,
} from '@invest/ui';
import { useParams } from 'react-router-dom';
import { useApiQuery } from '../../../lib/api';
import { useApiCursorLoadMore } from '../../../lib/api/load-more';
import { formatDate, formatDateTime, groupInFours } from '../../../lib/formatting';
import { currentLanguage } from '../../../lib/i18n';
import { routeIdOf } from '../../../lib/route-id';
import { OpsLoadMoreList } from '../list';
import { OpsBackLink, OpsDetail, OpsListError, OpsPage } from '../page';
import { useOpsInvestorsTranslation } from './i18n';
import { InvestorActions } from './investor-actions';
import { investorStatus } from './investor-status';

type Profile = Schemas['OpsInvestorProfile'];

function ProfileCard({ investor }: { investor: Profile }) {
  const { t, i18n } = useOpsInvestorsTranslation();
  const language = currentLanguage(i18n);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('detail.profile')}</CardTitle>
      </CardHeader>
      <DescriptionList
        notAvailableLabel="—"
        items={[
          { id: 'name', label: t('detail.name'), value: `${investor.firstName} ${investor.lastName}` },
          ...(investor.companyName
            ? [{ id: 'company', label: t('detail.company'), value: investor.companyName }]
            : []),
          { id: 'type', label: t('detail.investorType'), value: t(`investorTypes.${investor.investorType}`) },
          {
            id: 'email',
            label: t('detail.email'),
            value: investor.emailConfirmed
              ? investor.email
              : t('detail.emailUnconfirmed', { email: investor.email }),
          },
          { id: 'address', label: t('detail.address'), value: investor.address },
          { id: 'phone', label: t('detail.phone'), value: investor.phone },
          { id: 'language', label: t('detail.language'), value: t(`detail.languages.${investor.language}`) },
          { id: 'reference', label: t('detail.reference'), value: groupInFours(investor.reference) },
          {
            id: 'bank',
            label: t('detail.bankAccount'),
            value: investor.mainBankAccount && groupInFours(investor.mainBankAccount),
          },
          {
            id: 'twoFactor',
            label: t('detail.twoFactor'),
            value: investor.twoFactorAuthEnabled ? t('detail.on') : t('detail.off'),
          },
          {
            id: 'registered',
            label: t('detail.registered'),
            value: formatDateTime(investor.registeredAt, language),
          },
          {
            id: 'lastLogin',
            label: t('detail.lastLogin'),
            value: investor.lastLoginAt && formatDateTime(investor.lastLoginAt, language),
          },
        ]}
      />
    </Card>
  );
}

function StateCard({ investor }: { investor: Profile }) {
  const { t, i18n } = useOpsInvestorsTranslation();
  const language = currentLanguage(i18n);
  const status = investorStatus(investor);
  const restrictions = [
    ...(investor.restrictions.buying ? [t('detail.noBuying')] : []),
    ...(investor.restrictions.withdrawing ? [t('detail.noWithdrawing')] : []),
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('detail.state')}</CardTitle>
      </CardHeader>
      <DescriptionList
        notAvailableLabel="—"
        items={[
          {
            id: 'status',
            label: t('detail.state'),
            value: <StatusBullet status={status} label={t(`statuses.${status}`)} />,
          },
          {
            id: 'identification',
            label: t('detail.identification'),
            value: investor.identified ? t('detail.identified') : t('detail.notIdentified'),
          },
          {
            id: 'block',
            label: t('detail.block'),
            value: investor.blockedReason
              ? t(`detail.blockedBy.${investor.blockedReason}`)
              : t('detail.notBlocked'),
          },
          {
            id: 'restrictions',
            label: t('detail.restrictions'),
            value: restrictions.length ? restrictions.join(', ') : t('detail.noRestrictions'),
          },
          {
            id: 'lastPurchase',
            label: t('detail.lastPurchase'),
            value: investor.lastPurchaseAt
              ? formatDateTime(investor.lastPurchaseAt, language)
              : t('detail.neverBought'),
          },
          ...(investor.measureReason
            ? [
                { id: 'reason', label: t('detail.measureReason'), value: investor.measureReason },
                {
                  id: 'since',
                  label: t('detail.measureAt'),
                  value: investor.measureAt && formatDateTime(investor.measureAt, language),
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}

/** No purchase for 12 months: the provider may close the profile after the notice (SPEC §1, §9). */
function InactivityAlert({ investor }: { investor: Profile }) {
  const { t, i18n } = useOpsInvestorsTranslation();
  const language = currentLanguage(i18n);
  const notice = investor.inactivityNotice;
  return (
    <Alert variant="warning" title={t('detail.inactive.title')}>
      {notice
        ? t('detail.inactive.noticed', {
            sent: formatDateTime(notice.sentAt, language),
            closesOn: formatDate(notice.closesOn, language),
          })
        : t('detail.inactive.noNotice')}
    </Alert>
  );
}

function BalanceCard({ id }: { id: number }) {
  const { t } = useOpsInvestorsTranslation();
  const { data: balance, error, mutate } = useApiQuery('/ops/investors/{id}/balance', { path: { id } });
  const figure = (value: number) => <Money value={value} className="font-medium" />;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('detail.balance')}</CardTitle>
      </CardHeader>
      {balance ? (
        <DescriptionList
          columns={2}
          items={[
            { id: 'total', label: t('detail.totalBalance'), value: figure(balance.totalBalance) },
            { id: 'available', label: t('detail.availableFunds'), value: figure(balance.availableFunds) },
            { id: 'max', label: t('detail.maxWithdrawal'), value: figure(balance.maxWithdrawal) },
            { id: 'interest', label: t('detail.earnedInterests'), value: figure(balance.earnedInterests) },
            { id: 'deposits', label: t('detail.depositsTotal'), value: figure(balance.depositsTotal) },
            {
              id: 'withdrawals',
              label: t('detail.withdrawalsTotal'),
              value: figure(balance.withdrawalsTotal),
            },
            { id: 'taxes', label: t('detail.futureTaxes'), value: figure(balance.futureTaxes) },
          ]}
        />
      ) : error ? (
        <OpsListError error={error} onRetry={() => void mutate()} />
      ) : (
        <Skeleton className="h-40" label={t('detail.loading')} />
      )}
    </Card>
  );
}

function HistoryCard({ investor }: { investor: Profile }) {
  const { t, i18n } = useOpsInvestorsTranslation();
  const language = currentLanguage(i18n);
  const history = useApiCursorLoadMore('/ops/investors/{id}/history', { path: { id: investor.Id } });
  const columns: LoadMoreTableColumn<AccountHistoryEntry>[] = [
    {
      id: 'number',
      header: t('detail.columns.number'),
      cell: (row) => <span className="tabular-nums">{row.Id}</span>,
    },
    {
      id: 'date',
      header: t('detail.columns.date'),
      cell: (row) => (
        <span className="whitespace-nowrap tabular-nums">{formatDate(row.dateFormatted, language)}</span>
      ),
    },
    { id: 'type', header: t('detail.columns.type'), cell: (row) => t(`detail.historyTypes.${row.type}`) },
    {
      id: 'value',
      header: t('detail.columns.value'),
      align: 'end',
      cell: (row) => <Money value={row.value} signed className="font-medium" />,
    },
    {
      id: 'accountValue',
      header: t('detail.columns.accountValue'),
      align: 'end',
      hideBelow: 576,
      cell: (row) => <Money value={row.accountValue} />,
    },
    {
      id: 'availableFunds',
      header: t('detail.columns.availableFunds'),
      align: 'end',
      hideBelow: 576,
      cell: (row) => <Money value={row.availableFunds} />,
    },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('detail.history')}</CardTitle>
      </CardHeader>
      <OpsLoadMoreList
        list={history}
        loadingLabel={t('detail.historyLoading')}
        caption={t('detail.historyCaption', { name: investor.name })}
        columns={columns}
        getRowId={(row) => row.Id}
        emptyText={t('detail.historyEmpty')}
      />
    </Card>
  );
}

/** /ops/investors/:id: the profile and its state, the balance, the history, and the operator's actions. */
export function InvestorPage() {
  const { t } = useOpsInvestorsTranslation();
  const id = routeIdOf(useParams().id);
  const query = useApiQuery(id === null ? null : '/ops/investors/{id}', { path: { id: id ?? 0 } });
  const back = <OpsBackLink to="/ops/investors">{t('detail.back')}</OpsBackLink>;
  return (
    <OpsDetail
      id={id}
      query={query}
      title={t('list.title')}
      notFound={t('detail.notFound')}
      back={back}
      skeleton={
        <div className="grid gap-6 lg:grid-cols-2">
          <Skeleton className="h-80" label={t('detail.loading')} />
          <Skeleton className="h-80" />
        </div>
      }
    >
      {(investor) => (
        <OpsPage title={investor.name} description={investor.email} back={back}>
          {investor.closed && <Alert variant="info" title={t('detail.closed')} />}
          {!investor.closed && investor.inactive && <InactivityAlert investor={investor} />}
          <div className="grid items-start gap-6 lg:grid-cols-2">
            <ProfileCard investor={investor} />
            <div className="flex flex-col gap-6">
              <StateCard investor={investor} />
              <InvestorActions investor={investor} />
              <BalanceCard id={investor.Id} />
            </div>
          </div>
          <HistoryCard investor={investor} />
        </OpsPage>
      )}
    </OpsDetail>
  );
}
