import { Button, formatMoney, formatPercent } from '@invest/ui';
import { Link } from 'react-router-dom';
import { formatDate } from '../../lib/formatting';
import { currentLanguage } from '../../lib/i18n';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session';
import { useRoiHelpTranslation } from './i18n';

/**
 * The worked example: two deposits and today's balance. The rate is the root of
 * -1000·(1+r)^(365/365) - 500·(1+r)^(184/365) + 1600 = 0 (flows grown to the last day), r = 8.0177 %;
 * every figure below is derived from these flows, so the page and its arithmetic cannot drift apart.
 */
const FLOWS = [
  { id: 'firstDeposit', date: '2025-01-01', amount: -1000 },
  { id: 'secondDeposit', date: '2025-07-01', amount: -500 },
  { id: 'balance', date: '2026-01-01', amount: 1600 },
] as const;
const RATE = 0.080177;
const DAY_MS = 86_400_000;
const daysTo = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

const factorFormat = new Intl.NumberFormat('sl-SI', { minimumFractionDigits: 6, maximumFractionDigits: 6 });

/**
 * /help/roi: what the dashboard's ROI is (SPEC §2 tiles; issue 11: the annualised internal rate of
 * return, XIRR), with an example a reader can check by hand or in a spreadsheet. Public, like the
 * terms: the performance page links it too, and the definition is no secret.
 */
export default function RoiHelpPage() {
  const { t, i18n } = useRoiHelpTranslation();
  const language = currentLanguage(i18n);
  const signedIn = useSession().status === 'signed-in';
  usePageTitle(t('title'));

  const [first, second, balance] = FLOWS;
  const today = balance.date;
  const firstDays = daysTo(first.date, today);
  const secondDays = daysTo(second.date, today);
  const firstFactor = (1 + RATE) ** (firstDays / 365);
  const secondFactor = (1 + RATE) ** (secondDays / 365);
  const firstGrown = -first.amount * firstFactor;
  const secondGrown = -second.amount * secondFactor;
  const deposited = -(first.amount + second.amount);
  const gain = balance.amount - deposited;
  const cents = (euros: number) => formatMoney(Math.round(euros * 100), { fromCents: true });

  return (
    <article className="flex flex-col gap-6">
      <header className="flex flex-col gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">{t('title')}</h1>
        <p className="text-pretty text-muted-foreground">{t('intro')}</p>
      </header>

      <section aria-labelledby="roi-definition" className="flex flex-col gap-2">
        <h2 id="roi-definition" className="text-lg font-semibold text-foreground">
          {t('definition.title')}
        </h2>
        <p className="text-pretty">{t('definition.text')}</p>
        <p
          data-slot="roi-formula"
          className="overflow-x-auto rounded-md bg-muted px-4 py-3 font-mono text-sm whitespace-nowrap"
        >
          Σ CF<sub>i</sub> × (1 + r)
          <sup>
            (T − d<sub>i</sub>) ÷ 365
          </sup>{' '}
          = 0
        </p>
        <p className="text-sm text-pretty text-muted-foreground">{t('definition.legend')}</p>
      </section>

      <section aria-labelledby="roi-example" className="flex flex-col gap-3">
        <h2 id="roi-example" className="text-lg font-semibold text-foreground">
          {t('example.title')}
        </h2>
        <p>{t('example.intro')}</p>
        <table className="w-full text-sm">
          <caption className="sr-only">{t('example.caption')}</caption>
          <thead>
            <tr className="border-b text-left text-muted-foreground">
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('example.date')}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('example.flow')}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {t('example.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {FLOWS.map((flow) => (
              <tr key={flow.id} className="border-b last:border-0">
                <td className="py-2 pr-3 tabular-nums whitespace-nowrap">
                  {formatDate(flow.date, language)}
                </td>
                <th scope="row" className="py-2 pr-3 text-left font-normal">
                  {t(`example.${flow.id}`)}
                </th>
                <td className="py-2 text-right tabular-nums whitespace-nowrap">
                  {formatMoney(flow.amount, { signDisplay: 'exceptZero' })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="font-medium text-pretty" data-slot="roi-solution">
          {t('example.solution', { rate: formatPercent(RATE * 100) })}
        </p>
        <p className="text-pretty">
          {t('example.check', {
            first: formatMoney(-first.amount),
            second: formatMoney(-second.amount),
            firstDays,
            secondDays,
            exactRate: formatPercent(RATE * 100, { fractionDigits: 4 }),
            firstFactor: factorFormat.format(firstFactor),
            secondFactor: factorFormat.format(secondFactor),
            firstGrown: cents(firstGrown),
            secondGrown: cents(secondGrown),
            total: cents(firstGrown + secondGrown),
            rate: formatPercent(RATE * 100),
          })}
        </p>
        <p className="text-pretty text-muted-foreground">
          {t('example.simple', {
            gain: formatMoney(gain),
            deposited: formatMoney(deposited),
            simple: formatPercent((gain * 100) / deposited),
          })}
        </p>
      </section>

      <section aria-labelledby="roi-groups" className="flex flex-col gap-2">
        <h2 id="roi-groups" className="text-lg font-semibold text-foreground">
          {t('groups.title')}
        </h2>
        <p className="text-pretty">{t('groups.text')}</p>
      </section>

      <section aria-labelledby="roi-unknown" className="flex flex-col gap-2">
        <h2 id="roi-unknown" className="text-lg font-semibold text-foreground">
          {t('unknown.title')}
        </h2>
        <p className="text-pretty">{t('unknown.text')}</p>
      </section>

      <div>
        <Button asChild variant="outline">
          {signedIn ? (
            <Link to="/u/dashboard">{t('backSignedIn')}</Link>
          ) : (
            <Link to="/performance">{t('backSignedOut')}</Link>
          )}
        </Button>
      </div>
    </article>
  );
}
