import {
  Alert,
  Button,
  DateRangeField,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  FileTextIcon,
  isRangeInverted,
  type DateRangeValue,
} from '@invest/ui';
import { useState } from 'react';
import { sl } from 'react-day-picker/locale';
import { errorKeyOf, isNetworkError, useApi } from '../api';
import { saveFile } from '../save-file';
import { useIncomeStatementTranslation } from './i18n';

/** The longest period the service accepts: `to` before `from` plus this many years (openapi.yaml). */
const MAX_PERIOD_YEARS = 5;

type Format = 'pdf' | 'csv' | 'xlsx';
type Problem = 'incomplete' | 'tooLong' | 'invalidPeriod' | 'network' | 'failed';

const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** SPEC §9: the previous calendar year, 1 January to 31 December, of the user's `today`. */
export function previousCalendarYear(today: Date): DateRangeValue {
  const year = today.getFullYear() - 1;
  return { from: isoDate(year, 1, 1), to: isoDate(year, 12, 31) };
}

/** What keeps a period from being sent, checked as the service does (null: it may go). */
export function periodProblem({ from, to }: DateRangeValue): 'incomplete' | 'inverted' | 'tooLong' | null {
  if (!from || !to) return 'incomplete';
  if (isRangeInverted(from, to)) return 'inverted';
  const [y, m, d] = from.split('-').map(Number) as [number, number, number];
  const limit = new Date(Date.UTC(y + MAX_PERIOD_YEARS, m - 1, d)).toISOString().slice(0, 10);
  return to >= limit ? 'tooLong' : null;
}

export interface IncomeStatementDialogProps {
  /**
   * The day that counts as today for the default period (the previous calendar year).
   * @default the current date
   */
  today?: Date;
}

/**
 * SPEC §2 Account summary: the income statement dialog. From and to (default the previous calendar
 * year), Cancel and Download (the PDF), plus the same history as CSV and XLSX for tax software. The
 * files come through the API client's downloadFile, named by the service's Content-Disposition.
 */
export function IncomeStatementDialog({ today }: IncomeStatementDialogProps) {
  const { t, i18n } = useIncomeStatementTranslation();
  const [open, setOpen] = useState(false);
  const [now] = useState(() => today ?? new Date());
  const [period, setPeriod] = useState(() => previousCalendarYear(now));
  const [busy, setBusy] = useState<Format | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const api = useApi();

  const onOpenChange = (next: boolean) => {
    // Each opening starts over from the default period; a download in flight keeps the dialog up.
    if (busy) return;
    if (next) {
      setPeriod(previousCalendarYear(now));
      setProblem(null);
    }
    setOpen(next);
  };

  const download = async (format: Format) => {
    if (busy) return;
    const local = periodProblem(period);
    // An inverted period is already shown under the fields.
    if (local === 'inverted') return;
    if (local) {
      setProblem(local);
      return;
    }
    setProblem(null);
    setBusy(format);
    try {
      const query = { from: period.from, to: period.to };
      const file =
        format === 'pdf'
          ? await api.downloadFile('/incomeStatement', { query })
          : await api.downloadFile('/accountHistory/export', { query: { ...query, format } });
      saveFile(file);
      setOpen(false);
    } catch (caught) {
      if (isNetworkError(caught)) setProblem('network');
      else setProblem(errorKeyOf(caught) === 'validation-error' ? 'invalidPeriod' : 'failed');
    } finally {
      setBusy(null);
    }
  };

  const language = i18n.language === 'sl' ? 'sl' : 'en';
  const buttonProps = (format: Format) => ({
    loading: busy === format,
    loadingLabel: t('downloading'),
    disabled: busy !== null && busy !== format,
    onClick: () => void download(format),
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <FileTextIcon aria-hidden="true" />
          {t('open')}
        </Button>
      </DialogTrigger>
      <DialogContent size="md" closeLabel={t('close')}>
        <DialogHeader>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogDescription>{t('description')}</DialogDescription>
        </DialogHeader>
        <DateRangeField
          value={period}
          onValueChange={(next) => {
            setPeriod(next);
            setProblem(null);
          }}
          label={t('period')}
          fromLabel={t('from')}
          toLabel={t('to')}
          placeholder={t('placeholder')}
          invalidRangeMessage={t('errors.inverted')}
          error={problem === 'incomplete' || problem === 'tooLong' ? t(`errors.${problem}`) : undefined}
          disabled={busy !== null}
          today={now}
          locale={language === 'sl' ? sl : undefined}
        />
        {(problem === 'invalidPeriod' || problem === 'network' || problem === 'failed') && (
          <Alert variant="error" description={t(`errors.${problem}`)} />
        )}
        <p className="text-sm text-muted-foreground">{t('spreadsheetHint')}</p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost" disabled={busy !== null}>
              {t('cancel')}
            </Button>
          </DialogClose>
          <Button variant="outline" {...buttonProps('csv')}>
            {t('downloadCsv')}
          </Button>
          <Button variant="outline" {...buttonProps('xlsx')}>
            {t('downloadXlsx')}
          </Button>
          <Button {...buttonProps('pdf')}>{t('download')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
