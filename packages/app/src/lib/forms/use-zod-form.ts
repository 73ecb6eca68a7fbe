import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';
import type * as z from 'zod/mini';

/**
 * The one way to build a form (auth pages and registration steps alike): react-hook-form with the
 * form's zod schema, which sits beside the form and whose messages are keys of the `validation` (or
 * `errors`) namespace, translated where they are shown (`useValidationMessage`).
 *
 * Behaviour: messages appear from the first submit on (or when a field sets them itself) and follow
 * every later change; submitting an invalid form focuses its first invalid field; `formState.
 * isSubmitting` is the busy flag while the submit handler runs (a second submit meanwhile is ignored).
 */
export function useZodForm<Schema extends z.ZodMiniType<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues: z.input<Schema>,
  options: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver' | 'defaultValues'> = {},
) {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    // react-hook-form's DefaultValues is a deep partial of the same shape.
    defaultValues: defaultValues as UseFormProps<z.input<Schema>>['defaultValues'],
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
  });
}
