/**
 * The login form's rules and sending, loaded on the form's first interaction (login-page.tsx): the
 * form library (react-hook-form, its zod resolver, zod/mini) is not part of the login page's first
 * load (docs/decisions/0006); the page loads it with the texts it shows (`validation`, `errors`).
 * Renders nothing: it owns the form's state and hands the page what its
 * fields and button show.
 */
import { useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormEvent } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { errorKeyOf } from '../../lib/api/error-key';
import { useZodForm } from '../../lib/forms/use-zod-form';
import {
  currentLanguage,
  hasStoredLanguage,
  isLanguage,
  switchLanguage,
  useValidationMessage,
} from '../../lib/i18n';
import { useSessionStore } from '../../lib/session';
import { loginSchema, type LoginForm } from './schemas';

/** What the page's form shows and sends through, once this module has loaded. */
export interface LoginFormState {
  register: UseFormRegister<LoginForm>;
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** The fields' messages, translated. */
  usernameError: string | undefined;
  passwordError: string | undefined;
  isSubmitting: boolean;
}

interface LoginFormControlProps {
  /**
   * What the fields hold when the library arrives (typed before it, or filled by the browser): read
   * once, as this mounts, so the form starts from it.
   */
  readValues: () => LoginForm;
  /** Called whenever what the page shows changes. */
  onChange: (state: LoginFormState) => void;
  /** The failure's error key (shown by the page above the form), null when a new try starts. */
  onFailure: (key: string | null) => void;
}

export function LoginFormControl({ readValues, onChange, onFailure }: LoginFormControlProps) {
  const { i18n } = useTranslation();
  const store = useSessionStore();
  const [initial] = useState(readValues);
  const form = useZodForm(loginSchema, initial);
  const { errors, isSubmitting } = form.formState;
  const fieldError = useValidationMessage();
  const usernameError = fieldError(errors.username?.message);
  const passwordError = fieldError(errors.password?.message);

  const submit = form.handleSubmit(async ({ username, password }) => {
    onFailure(null);
    store.dismissExpired();
    try {
      // On success the session changes and the route guard moves on to the landing page. A browser
      // where no language was chosen yet takes the account's saved one (the Account page's default
      // language); a choice made here, e.g. in the header just now, is kept.
      await store.login(username, password);
      const session = store.getState();
      if (session.status === 'signed-in' && !hasStoredLanguage()) {
        const saved = session.user.settings.language.toLowerCase();
        if (isLanguage(saved) && saved !== currentLanguage(i18n)) void switchLanguage(i18n, saved);
      }
    } catch (error) {
      onFailure(errorKeyOf(error) ?? 'error-logging-in');
    }
  });

  // Only what the page shows is compared, so handing it over does not render this again and again.
  const { register } = form;
  useLayoutEffect(() => {
    onChange({ register, submit, usernameError, passwordError, isSubmitting });
    // `submit` is a new function on each render but sends through the same form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [onChange, register, usernameError, passwordError, isSubmitting]);
  return null;
}
