import { CountryFlag, DateOfBirthInput, SearchSelect, TextField, type SearchSelectOption } from '@invest/ui';
import { useMemo } from 'react';
import { useValidationMessage } from '../../lib/i18n';
import { countryByCode, localizedCountries, type Country } from '../../lib/countries';
import type { DraftAddress } from './draft';
import { useRegistrationText } from './i18n';
import { useTouched } from './wizard-step';
import { validateAddress, validateCountry, validateDateOfBirth, type ValidationError } from './validation';
// Month and weekday names of the calendar in Slovene (the kit takes react-day-picker's locale).
import { sl } from 'react-day-picker/locale';

/** The country list in the interface language, for the kit's SearchSelect. */
export function useCountryOptions(): SearchSelectOption[] {
  const { language } = useRegistrationText();
  return useMemo(
    () =>
      localizedCountries(language).map(({ country, label }) => ({
        value: country.code,
        label,
        icon: <CountryFlag code={country.code} decorative size="sm" />,
      })),
    [language],
  );
}

export interface CountryInput {
  /** The chosen country's code; null while the text matches none. */
  code: string | null;
  /** What is typed in the box. */
  text: string;
}

/** SPEC §5: chosen from the list, matched by its name exactly (case-insensitive). */
export function countryError(options: SearchSelectOption[], input: CountryInput): ValidationError | null {
  if (input.code !== null) return null;
  return validateCountry(options, input.text) ?? 'no-match';
}

interface CountryFieldProps {
  value: CountryInput;
  onChange: (value: CountryInput, country: Country | null) => void;
  /** Shows the message from the start (the summary). @default false */
  eager?: boolean;
  hideLabel?: boolean;
}

export function CountryField({ value, onChange, eager = false, hideLabel = false }: CountryFieldProps) {
  const { t } = useRegistrationText();
  const fieldError = useValidationMessage();
  const options = useCountryOptions();
  const [touched, touch] = useTouched(eager);
  const error = touched ? countryError(options, value) : null;
  return (
    <SearchSelect
      name="country"
      label={t('country.label')}
      hideLabel={hideLabel}
      required
      autoComplete="off"
      placeholder={t('country.placeholder')}
      noResultsLabel={t('country.noResults')}
      options={options}
      value={value.code}
      // The choice itself changes only through onValueChange: the kit settles the typed text on leaving
      // the field (exact match or none), and a value changed from outside would reset what is typed.
      onInputChange={(text) => onChange({ code: value.code, text }, countryByCode(value.code))}
      onValueChange={(code, option) => {
        onChange({ code, text: option?.label ?? value.text }, countryByCode(code));
      }}
      onBlur={touch}
      error={fieldError(error ?? undefined)}
    />
  );
}

interface AddressFieldsProps {
  value: DraftAddress;
  onChange: (value: DraftAddress) => void;
  eager?: boolean;
}

/** Street name and number side by side, then postal code and city, as addresses are written here. */
export function AddressFields({ value, onChange, eager = false }: AddressFieldsProps) {
  const { t } = useRegistrationText();
  const fieldError = useValidationMessage();
  const errors = validateAddress(value);
  const touchedState = {
    streetName: useTouched(eager),
    streetNumber: useTouched(eager),
    postalCode: useTouched(eager),
    city: useTouched(eager),
  };
  const field = (name: keyof DraftAddress) => ({
    name,
    required: true,
    label: t(`address.${name}`),
    value: value[name],
    onChange: (event: { target: { value: string } }) => onChange({ ...value, [name]: event.target.value }),
    onBlur: touchedState[name][1],
    error: touchedState[name][0] ? fieldError(errors[name]) : undefined,
  });
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-3 sm:grid-cols-[minmax(0,1fr)_9rem]">
        <TextField {...field('streetName')} autoComplete="address-line1" />
        <TextField {...field('streetNumber')} autoComplete="off" />
      </div>
      <div className="grid grid-cols-[8.5rem_minmax(0,1fr)] gap-3 sm:grid-cols-[9rem_minmax(0,1fr)]">
        <TextField {...field('postalCode')} autoComplete="postal-code" inputMode="numeric" />
        <TextField {...field('city')} autoComplete="address-level2" />
      </div>
    </div>
  );
}

export interface DateParts {
  day: string;
  month: string;
  year: string;
}

interface DateOfBirthFieldProps {
  value: DateParts;
  onChange: (value: DateParts) => void;
  today: Date;
  eager?: boolean;
  hideLegend?: boolean;
}

/** The kit's three boxes with the SPEC §5 date rules; the message shows once the year is typed or left. */
export function DateOfBirthField({
  value,
  onChange,
  today,
  eager = false,
  hideLegend = false,
}: DateOfBirthFieldProps) {
  const { t, language } = useRegistrationText();
  const fieldError = useValidationMessage();
  const [touched, touch] = useTouched(eager);
  const error = validateDateOfBirth(value, today);
  const [day, month, year] = t('dateOfBirth.placeholders').split(' ');
  const show = touched || value.year.length === 4;
  return (
    <div
      onBlur={(event) => {
        // Left the whole group: not just moved between its boxes, nor into the calendar (a portal).
        const to = event.relatedTarget as Element | null;
        if (event.currentTarget.contains(to) || to?.closest('[data-radix-popper-content-wrapper]')) return;
        touch();
      }}
    >
      <DateOfBirthInput
        name="dateOfBirth"
        legend={t('dateOfBirth.legend')}
        hideLegend={hideLegend}
        dayLabel={t('dateOfBirth.day')}
        monthLabel={t('dateOfBirth.month')}
        yearLabel={t('dateOfBirth.year')}
        placeholders={{ day: day ?? 'DD', month: month ?? 'MM', year: year ?? 'YYYY' }}
        openCalendarLabel={t('dateOfBirth.openCalendar')}
        locale={language === 'sl' ? sl : undefined}
        today={today}
        value={value}
        onValueChange={onChange}
        error={show ? fieldError(error ?? undefined) : undefined}
      />
    </div>
  );
}
