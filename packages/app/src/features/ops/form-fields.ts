import { useMemo } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { localizedCountries } from '../../lib/countries';

/**
 * The console's forms (an originator, a receivable) hold every field as text; this binds them to the
 * kit's inputs, each with its message: `register` for a TextField, `choose` for a Select (controlled
 * by the form's values: the kit's Select does not take its value from a ref), `setText` for a field
 * set by hand (an AmountField). `errorText` translates a message key of the form's schema.
 */
export function useFormFields<Values extends FieldValues, Output, ErrorKey extends string>(
  form: UseFormReturn<Values, unknown, Output>,
  errorText: (key: ErrorKey) => string,
) {
  const fieldError = (field: Path<Values>) => {
    const key = form.getFieldState(field, form.formState).error?.message as ErrorKey | undefined;
    return key ? errorText(key) : undefined;
  };
  const setText = (field: Path<Values>, text: string) =>
    form.setValue(field, text as PathValue<Values, Path<Values>>, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
  return {
    fieldError,
    setText,
    register: (field: Path<Values>) => ({ ...form.register(field), error: fieldError(field) }),
    choose: (field: Path<Values>) => ({
      name: field,
      value: form.watch(field) as string,
      onValueChange: (value: string) => setText(field, value),
      error: fieldError(field),
    }),
  };
}

/** The countries a form's Select offers, by name in the interface language. */
export function useCountryChoices(language: string): { value: string; label: string }[] {
  return useMemo(
    () => localizedCountries(language).map(({ country, label }) => ({ value: country.code, label })),
    [language],
  );
}
