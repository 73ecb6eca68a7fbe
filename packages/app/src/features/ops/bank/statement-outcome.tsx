import type { Schemas } from '@invest/api-client';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  formatMoney,
  LoadMoreTable,
  Money,
} from '@invest/ui';
import { formatDate } from '../../../lib/formatting';
import { currentLanguage } from '../../../lib/i18n';
import { eurosToCents } from '../../../lib/money';
import { InvestorLink } from '../investor-link';
import { useOpsBankTranslation } from './i18n';

type StatementImport = Schemas['StatementImport'];
type StatementLine = Schemas['StatementLine'];
type ReversalLine = Schemas['StatementReversalLine'];
export type Outcome = StatementLine['outcome'];

export interface OutcomeGroup {
  outcome: Outcome;
  lines: StatementLine[];
  /** The group's sum, in cents (added as integers, never as floats). */
  totalCents: number;
}

/**
 * In the order an operator reads them: what reached investors, what originators paid (their
 * repayments may now distribute it), what was there before, what needs work.
 */
const ORDER: Outcome[] = ['BOOKED', 'ORIGINATOR', 'ALREADY_IMPORTED', 'SUSPENSE'];

/** The upload's credits in their four groups, each with its count (its lines) and total. */
export function outcomeGroups(result: StatementImport): OutcomeGroup[] {
  return ORDER.map((outcome) => {
    const lines = result.lines.filter((line) => line.outcome === outcome);
    return { outcome, lines, totalCents: lines.reduce((sum, line) => sum + eurosToCents(line.amount), 0) };
  });
}

const REVERSAL_OUTCOME_KEY = {
  REVERSED: 'reversals.outcomes.REVERSED',
  RETURNED: 'reversals.outcomes.RETURNED',
  UNMATCHED: 'reversals.outcomes.UNMATCHED',
  CREDIT: 'reversals.outcomes.CREDIT',
  ALREADY_IMPORTED: 'reversals.outcomes.ALREADY_IMPORTED',
} as const;

/**
 * The bank's own corrections in the upload: credits it took back (their booking undone, what the
 * investor had spent owed) and payouts that came back; shown only when the file had any.
 */
function ReversalsCard({ result }: { result: StatementImport }) {
  const { t, i18n } = useOpsBankTranslation();
  const language = currentLanguage(i18n);
  if (result.reversals.length === 0) return null;
  return (
    <Card data-outcome="REVERSALS" className="min-w-0">
      <CardHeader>
        <CardTitle as="h3">{t('reversals.title')}</CardTitle>
        <CardDescription>
          {t('reversals.summary', {
            reversed: result.reversed,
            totalReversed: formatMoney(result.totalReversed),
            returned: result.returned,
            totalReturned: formatMoney(result.totalReturned),
            unmatched: result.unmatched,
          })}
        </CardDescription>
        {result.totalShortfall > 0 && (
          <p className="text-sm font-medium text-destructive">
            {t('reversals.shortfall', { total: formatMoney(result.totalShortfall) })}
          </p>
        )}
      </CardHeader>
      <CardContent>
        <LoadMoreTable
          caption={t('reversals.title')}
          rows={result.reversals}
          getRowId={(line) => line.bankReference}
          columns={[
            {
              id: 'what',
              header: t('reversals.what'),
              cell: (line: ReversalLine) => (
                <span className="flex flex-col">
                  <span>
                    {t(line.kind === 'REVERSAL' ? 'reversals.kinds.REVERSAL' : 'reversals.kinds.RETURN')}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {t(REVERSAL_OUTCOME_KEY[line.outcome])}
                    {line.reasonCode ? ` · ${line.reasonCode}` : ''}
                  </span>
                </span>
              ),
            },
            {
              id: 'investor',
              header: t('outcome.investor'),
              hideBelow: 384,
              cell: (line: ReversalLine) =>
                line.userId === undefined ? null : (
                  <InvestorLink
                    userId={line.userId}
                    fallback={t('outcome.investorFallback', { id: line.userId })}
                  />
                ),
            },
            {
              id: 'reference',
              header: t('outcome.reference'),
              hideBelow: 576,
              cell: (line) => <span className="break-all font-mono text-xs">{line.bankReference}</span>,
            },
            {
              id: 'date',
              header: t('outcome.date'),
              hideBelow: 576,
              cell: (line) => (
                <span className="whitespace-nowrap tabular-nums">
                  {formatDate(line.bookingDate, language)}
                </span>
              ),
            },
            {
              id: 'amount',
              header: t('outcome.amount'),
              align: 'end',
              cell: (line) => (
                <span className="flex flex-col items-end">
                  <Money value={line.amount} />
                  {line.shortfall !== undefined && line.shortfall > 0 && (
                    <span className="whitespace-nowrap text-xs text-destructive">
                      {t('reversals.owed', { amount: formatMoney(line.shortfall) })}
                    </span>
                  )}
                </span>
              ),
            },
          ]}
        />
      </CardContent>
    </Card>
  );
}

const TITLE_KEY = {
  BOOKED: 'outcome.booked',
  ORIGINATOR: 'outcome.originator',
  ALREADY_IMPORTED: 'outcome.alreadyImported',
  SUSPENSE: 'outcome.suspense',
} as const;

/** What one statement upload did: booked to investors, to originators, already imported, to suspense. */
export function StatementOutcome({ result }: { result: StatementImport }) {
  const { t, i18n } = useOpsBankTranslation();
  const language = currentLanguage(i18n);
  return (
    <section aria-labelledby="statement-outcome" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="statement-outcome" className="text-lg font-semibold text-foreground">
          {t('outcome.title')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t('outcome.statements', { type: result.messageType, ids: result.statementIds.join(', ') })}
        </p>
        {result.ignored > 0 && (
          <p className="text-sm text-muted-foreground">{t('outcome.ignored', { count: result.ignored })}</p>
        )}
      </div>
      <div className="flex flex-col gap-4">
        {outcomeGroups(result).map((group) => (
          <Card key={group.outcome} data-outcome={group.outcome} className="min-w-0">
            <CardHeader>
              <CardTitle as="h3">{t(TITLE_KEY[group.outcome])}</CardTitle>
              <CardDescription>
                {t('outcome.summary', {
                  count: group.lines.length,
                  total: formatMoney(group.totalCents, { fromCents: true }),
                })}
              </CardDescription>
            </CardHeader>
            <CardContent>
              {group.lines.length > 0 && (
                <LoadMoreTable
                  caption={t(TITLE_KEY[group.outcome])}
                  rows={group.lines}
                  getRowId={(line) => line.bankReference}
                  columns={[
                    ...(group.outcome === 'BOOKED'
                      ? [
                          {
                            id: 'investor',
                            header: t('outcome.investor'),
                            cell: (line: StatementLine) =>
                              line.userId === undefined ? null : (
                                <InvestorLink
                                  userId={line.userId}
                                  fallback={t('outcome.investorFallback', { id: line.userId })}
                                />
                              ),
                          },
                        ]
                      : []),
                    ...(group.outcome === 'ORIGINATOR'
                      ? [
                          {
                            id: 'originator',
                            header: t('outcome.originatorName'),
                            cell: (line: StatementLine) => line.originatorName,
                          },
                        ]
                      : []),
                    {
                      id: 'reference',
                      header: t('outcome.reference'),
                      cell: (line) => (
                        <span className="break-all font-mono text-xs">{line.bankReference}</span>
                      ),
                    },
                    {
                      id: 'date',
                      header: t('outcome.date'),
                      hideBelow: 384,
                      cell: (line) => (
                        <span className="whitespace-nowrap tabular-nums">
                          {formatDate(line.bookingDate, language)}
                        </span>
                      ),
                    },
                    {
                      id: 'amount',
                      header: t('outcome.amount'),
                      align: 'end',
                      cell: (line) => <Money value={line.amount} />,
                    },
                  ]}
                />
              )}
              {group.lines.length === 0 && (
                <p className="text-sm text-muted-foreground">{t('outcome.none')}</p>
              )}
            </CardContent>
          </Card>
        ))}
        <ReversalsCard result={result} />
      </div>
    </section>
  );
}
