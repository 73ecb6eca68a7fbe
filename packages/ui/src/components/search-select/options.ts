import type { ReactNode } from 'react';

export interface SearchSelectOption {
  /** The value reported when this option is chosen. */
  value: string;
  /** The visible name; typing is matched against it. */
  label: string;
  /** Decoration before the label (a country flag); hidden from screen readers. */
  icon?: ReactNode;
  /** Shown but not choosable. */
  disabled?: boolean;
}

// NFC first, so a name typed with a combining accent equals the same name with a precomposed one.
function fold(text: string): string {
  return text.normalize('NFC').toLowerCase();
}

/**
 * The option whose label equals the typed text, ignoring case and the white space around it; `null`
 * when there is none. SPEC §2: the country search list matches the typed name exactly,
 * case-insensitive — so "slovenia" finds "Slovenia", while "Sloven" and "Slovénia" find nothing.
 * Disabled options never match.
 */
export function findExactOption<T extends Pick<SearchSelectOption, 'label' | 'disabled'>>(
  options: readonly T[],
  typed: string,
): T | null {
  const wanted = fold(typed.trim());
  if (wanted === '') return null;
  return options.find((option) => !option.disabled && fold(option.label) === wanted) ?? null;
}

/** The options whose label contains the typed text, ignoring case; all of them for blank text. */
export function filterSearchSelectOptions<T extends Pick<SearchSelectOption, 'label'>>(
  options: readonly T[],
  typed: string,
): T[] {
  const wanted = fold(typed.trim());
  if (wanted === '') return [...options];
  return options.filter((option) => fold(option.label).includes(wanted));
}
