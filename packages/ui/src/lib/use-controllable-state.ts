import { useCallback, useState } from 'react';

/**
 * State that the parent may own (`value` given) or leave to the component (`value` undefined), with one
 * change callback for both modes. `null` counts as a controlled value, so "nothing chosen" stays controlled.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (next: T) => void,
): [T, (next: T) => void] {
  const [inner, setInner] = useState(defaultValue);
  const controlled = value !== undefined;
  const set = useCallback(
    (next: T) => {
      if (!controlled) setInner(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [controlled ? value : inner, set];
}
