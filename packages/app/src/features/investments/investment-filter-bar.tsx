import { Button, Card, ChevronDownIcon, Select, TextField } from '@invest/ui';
import { useApiQuery } from '../../lib/api';
import { useId, useState, type FormEvent } from 'react';
import { currentLanguage } from '../../lib/i18n';
import { countryNameOf, DEBTOR_COUNTRIES } from '../../lib/countries';
import { useInvestmentTranslation } from '../../lib/investment/i18n';
import { PHONE_QUERY, useMediaQuery } from '../../lib/media-query';
import { useInvestmentsTranslation } from './i18n';
import {
  hasFilters,
  INVESTMENT_TYPES,
  parseOriginatorId,
  parseRate,
  parseTerm,
  PROTECTION_FILTERS,
  withoutEmpty,
  type InvestmentFilters,
} from './investment-filters';

/** What the fields hold while the investor types: text, as typed. */
interface Draft {
  termFrom: string;
  termTo: string;
  type: string;
  protection: string;
  country: string;
  rateFrom: string;
  rateTo: string;
  /** The chosen originator's id, '' for any. */
  originatorId: string;
}

type ErrorKey = 'term' | 'rate' | 'termOrder' | 'rateOrder';
type Errors = Partial<Record<keyof Draft, ErrorKey>>;

const text = (value: number | string | undefined) => (value === undefined ? '' : String(value));

function draftOf(filters: InvestmentFilters, language: 'en' | 'sl'): Draft {
  // Rates as the investor writes them: 9,5 in Slovene.
  const rate = (value: number | undefined) =>
    language === 'sl' ? text(value).replace('.', ',') : text(value);
  return {
    termFrom: text(filters.termFrom),
    termTo: text(filters.termTo),
    type: text(filters.type),
    protection: text(filters.protection),
    country: text(filters.country),
    rateFrom: rate(filters.rateFrom),
    rateTo: rate(filters.rateTo),
    originatorId: text(filters.originatorId),
  };
}

/** The draft as filters, or what is wrong with it (each message on the field it is about). */
function readDraft(draft: Draft): { filters: InvestmentFilters } | { errors: Errors } {
  const errors: Errors = {};
  const term = (key: 'termFrom' | 'termTo') => {
    if (draft[key].trim() === '') return undefined;
    const days = parseTerm(draft[key]);
    if (days === undefined) errors[key] = 'term';
    return days;
  };
  const rate = (key: 'rateFrom' | 'rateTo') => {
    if (draft[key].trim() === '') return undefined;
    const percent = parseRate(draft[key]);
    if (percent === undefined) errors[key] = 'rate';
    return percent;
  };
  const termFrom = term('termFrom');
  const termTo = term('termTo');
  const rateFrom = rate('rateFrom');
  const rateTo = rate('rateTo');
  if (termFrom !== undefined && termTo !== undefined && termFrom > termTo) errors.termTo = 'termOrder';
  if (rateFrom !== undefined && rateTo !== undefined && rateFrom > rateTo) errors.rateTo = 'rateOrder';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    filters: withoutEmpty({
      termFrom,
      termTo,
      rateFrom,
      rateTo,
      type: INVESTMENT_TYPES.find((value) => value === draft.type),
      protection: PROTECTION_FILTERS.find((value) => value === draft.protection),
      country: DEBTOR_COUNTRIES.find((value) => value === draft.country),
      originatorId: parseOriginatorId(draft.originatorId),
    }),
  };
}

export interface InvestmentFilterBarProps {
  /** The filters in force (the address's). */
  filters: InvestmentFilters;
  /** Puts new filters in force. */
  onApply: (filters: InvestmentFilters) => void;
}

/**
 * The marketplace's filters: type, protection, debtor's country, originator, term and rate ranges.
 * The investor sets them and shows the investments that match ("Show investments", or Enter in a
 * field); "Clear filters" drops them all. On a phone they fold under one button that says how many
 * are on, so the list stays near the top.
 */
export function InvestmentFilterBar({ filters, onApply }: InvestmentFilterBarProps) {
  const { t, i18n } = useInvestmentsTranslation();
  const { t: tInvestment } = useInvestmentTranslation();
  const language = currentLanguage(i18n);
  // The originators to choose from (GET /originators, by name); until they arrive, only "all".
  const { data: originators } = useApiQuery('/originators');
  const phone = useMediaQuery(PHONE_QUERY);
  const panelId = useId();
  const [open, setOpen] = useState(false);
  // The fields follow the filters in force (a link opened, the back button), keeping what is typed
  // until then.
  const key = JSON.stringify(filters);
  const [draft, setDraft] = useState(() => ({ key, values: draftOf(filters, language) }));
  const [errors, setErrors] = useState<Errors>({});
  const values = draft.key === key ? draft.values : draftOf(filters, language);
  if (draft.key !== key) setDraft({ key, values });

  const set = (field: keyof Draft) => (value: string) => {
    setDraft({ key, values: { ...values, [field]: value } });
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  };
  const errorOf = (field: keyof Draft) => {
    const error = errors[field];
    return error ? t(`filters.errors.${error}`) : undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readDraft(values);
    if ('errors' in read) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    onApply(read.filters);
  };
  const clear = () => {
    setErrors({});
    setDraft({ key, values: draftOf({}, language) });
    onApply({});
  };

  const active = Object.keys(filters).length;
  const typed = Object.values(values).some((value) => value.trim() !== '');
  const shown = !phone || open;

  return (
    <Card className="flex flex-col gap-4" data-slot="investment-filters">
      {phone && (
        <Button
          type="button"
          variant="ghost"
          className="-mx-2 justify-between"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          <span className="font-semibold">{t('filters.title')}</span>
          <span className="inline-flex items-center gap-2 text-sm font-normal text-muted-foreground">
            {active > 0 && t('filters.active', { count: active })}
            <ChevronDownIcon
              aria-hidden="true"
              className={open ? 'size-4 rotate-180 transition-transform' : 'size-4 transition-transform'}
            />
          </span>
        </Button>
      )}
      {shown && (
        <form
          id={panelId}
          role="search"
          aria-label={t('filters.title')}
          noValidate
          onSubmit={submit}
          className="flex flex-col gap-4"
        >
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <Select
              label={t('filters.type')}
              value={values.type}
              onValueChange={set('type')}
              options={[
                { value: '', label: t('filters.anyType') },
                ...INVESTMENT_TYPES.map((type) => ({ value: type, label: tInvestment(`types.${type}`) })),
              ]}
            />
            <Select
              label={t('filters.protection')}
              value={values.protection}
              onValueChange={set('protection')}
              options={[
                { value: '', label: t('filters.anyProtection') },
                ...PROTECTION_FILTERS.map((protection) => ({
                  value: protection,
                  label:
                    protection === 'NONE'
                      ? t('filters.noProtection')
                      : tInvestment(`protection.${protection}`),
                })),
              ]}
            />
            <Select
              label={t('filters.country')}
              value={values.country}
              onValueChange={set('country')}
              options={[
                { value: '', label: t('filters.anyCountry') },
                ...DEBTOR_COUNTRIES.map((code) => ({ value: code, label: countryNameOf(code, language) })),
              ]}
            />
            <Select
              label={t('filters.originator')}
              value={values.originatorId}
              onValueChange={set('originatorId')}
              options={[
                { value: '', label: t('filters.anyOriginator') },
                ...(originators ?? []).map(({ Id, name }) => ({ value: String(Id), label: name })),
              ]}
            />
            <RangeFields
              legend={t('filters.term')}
              from={{ label: t('filters.termFrom'), value: values.termFrom, error: errorOf('termFrom') }}
              to={{ label: t('filters.termTo'), value: values.termTo, error: errorOf('termTo') }}
              placeholders={[t('filters.from'), t('filters.to')]}
              inputMode="numeric"
              onFrom={set('termFrom')}
              onTo={set('termTo')}
            />
            <RangeFields
              legend={t('filters.rate')}
              from={{ label: t('filters.rateFrom'), value: values.rateFrom, error: errorOf('rateFrom') }}
              to={{ label: t('filters.rateTo'), value: values.rateTo, error: errorOf('rateTo') }}
              placeholders={[t('filters.from'), t('filters.to')]}
              inputMode="decimal"
              suffix="%"
              onFrom={set('rateFrom')}
              onTo={set('rateTo')}
            />
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit">{t('filters.apply')}</Button>
            {(hasFilters(filters) || typed) && (
              <Button type="button" variant="outline" onClick={clear}>
                {t('filters.clear')}
              </Button>
            )}
            {!phone && active > 0 && (
              <span className="text-sm text-muted-foreground">{t('filters.active', { count: active })}</span>
            )}
          </div>
        </form>
      )}
    </Card>
  );
}

interface RangeEnd {
  label: string;
  value: string;
  error: string | undefined;
}

/** Two fields of one range under one legend: each labelled in full for screen readers, "from" and "to" on screen. */
function RangeFields({
  legend,
  from,
  to,
  placeholders,
  inputMode,
  suffix,
  onFrom,
  onTo,
}: {
  legend: string;
  from: RangeEnd;
  to: RangeEnd;
  placeholders: [string, string];
  inputMode: 'numeric' | 'decimal';
  suffix?: string;
  onFrom: (value: string) => void;
  onTo: (value: string) => void;
}) {
  const field = (end: RangeEnd, placeholder: string, onChange: (value: string) => void) => (
    <TextField
      label={end.label}
      hideLabel
      placeholder={placeholder}
      value={end.value}
      onValueChange={onChange}
      error={end.error}
      inputMode={inputMode}
      autoComplete="off"
      suffix={suffix}
      className="min-w-0 flex-1"
    />
  );
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-foreground">{legend}</legend>
      <div className="flex items-start gap-2">
        {field(from, placeholders[0], onFrom)}
        <span aria-hidden="true" className="pt-2 text-muted-foreground">
          –
        </span>
        {field(to, placeholders[1], onTo)}
      </div>
    </fieldset>
  );
}
