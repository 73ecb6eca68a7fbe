import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type errors from '../../locales/en/errors.json';
import type validation from '../../locales/en/validation.json';

type ErrorsKey = keyof typeof errors;

/**
 * Translates an error key of SPEC §8 / the API (`errors` namespace); a key the app does not know
 * falls back to the screen's own generic message, so no raw key or English server text leaks.
 */
export function useErrorMessage() {
  const { t, i18n } = useTranslation('errors');
  return useCallback(
    (key: string | null, fallback: ErrorsKey): string =>
      key !== null && i18n.exists(key, { ns: 'errors' }) ? t(key as ErrorsKey) : t(fallback),
    [t, i18n],
  );
}

type ValidationKey = keyof typeof validation;

/** Translates a field error name (`validation` namespace); undefined stays undefined (no error). */
export function useValidationMessage() {
  const { t, i18n } = useTranslation('validation');
  return useCallback(
    (key: string | undefined): string | undefined => {
      if (key === undefined) return undefined;
      return i18n.exists(key, { ns: 'validation' }) ? t(key as ValidationKey) : t('invalid-format');
    },
    [t, i18n],
  );
}
