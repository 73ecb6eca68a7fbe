import type { FieldValues } from 'react-hook-form';
import { useEffect } from 'react';
import * as z from 'zod/mini';
import { useZodForm } from '../../lib/forms';
import type { ValidationError } from './validation';

/**
 * A zod field built from one of the SPEC §5 rules in validation.ts: the rule stays the single,
 * table-tested definition, and its error name becomes the field's message (a `validation` key).
 */
export function ruleField(validate: (value: string) => ValidationError | null) {
  return z.string().check(
    z.superRefine((value, ctx) => {
      const error = validate(value);
      if (error) ctx.issues.push({ code: 'custom', message: error, input: value });
    }),
  );
}

/**
 * A wizard step's form on the app's form layer (`useZodForm`): a message shows once the investor has
 * left the field and then follows every change; values restored from the draft are checked at once;
 * `canSubmit` (the step's primary button, SPEC §5) is true only while the whole form is valid.
 */
export function useStepForm<Schema extends z.ZodMiniType<FieldValues, FieldValues>>(
  schema: Schema,
  initial: z.input<Schema>,
) {
  const form = useZodForm(schema, initial, { mode: 'onTouched' });
  const { trigger } = form;
  useEffect(() => {
    const restored = Object.entries(initial as Record<string, unknown>)
      .filter(([, value]) => value !== '' && value !== undefined && value !== null)
      .map(([name]) => name);
    // The draft's values are there already: show what is wrong with them without waiting for a blur.
    if (restored.length > 0) void trigger(restored as Parameters<typeof trigger>[0]);
    // Only on mount: `initial` is the draft as the step opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [trigger]);
  return { ...form, canSubmit: form.formState.isValid };
}
