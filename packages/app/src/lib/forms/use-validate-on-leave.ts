import { useState, type FocusEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * A field whose messages start when the person leaves it, not only at the first submit: the kit's
 * AmountField turns red as soon as it is left with an unreadable or out-of-range amount, and a red
 * border must always come with its words. Leaving the field with text in it checks it; from then on
 * every change is checked (`shouldValidate`, for the field's `setValue`).
 */
export function useValidateOnLeave<Values extends FieldValues>(
  form: UseFormReturn<Values, unknown, FieldValues>,
  name: Path<Values>,
) {
  const [left, setLeft] = useState(false);
  return {
    shouldValidate: form.formState.isSubmitted || left,
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      setLeft(true);
      if (event.currentTarget.value.trim() !== '') void form.trigger(name);
    },
  };
}
