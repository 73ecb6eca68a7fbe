import { useState, type FormEvent } from 'react';
import type * as z from 'zod/mini';
import { fieldErrors, type FieldErrors } from './schemas';

/**
 * State of the small auth forms: values, zod errors shown from the first submit on (and kept current
 * while the user corrects them), focus on the first invalid field, and a busy flag while sending.
 */
export function useForm<T extends Record<string, string>>(
  schema: z.ZodMiniType<T>,
  initial: T,
  onValid: (data: T) => Promise<void>,
) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);

  function setValue(name: keyof T, value: string) {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted) setErrors(fieldErrors(schema, next).errors ?? {});
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (busy) return;
    setSubmitted(true);
    const result = fieldErrors(schema, values);
    if (!result.valid) {
      const { errors: found } = result;
      setErrors(found);
      const first = Object.keys(initial).find((name) => found[name] !== undefined);
      form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onValid(result.data);
    } finally {
      setBusy(false);
    }
  }

  return { values, errors, busy, setValue, onSubmit };
}
