import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { flagArt } from './flags';

// Codes some sources use in place of the ISO 3166-1 alpha-2 one.
const aliases: Record<string, string> = { UK: 'GB' };

/** Upper-cases and trims a country code and maps aliases such as `UK` to their ISO code (`GB`). */
export function normalizeCountryCode(code: string): string {
  const upper = code.trim().toUpperCase();
  return aliases[upper] ?? upper;
}

/** Whether the kit has a drawn flag for the code (after normalising); other codes show a lettered box. */
export function hasCountryFlag(code: string): boolean {
  return Object.hasOwn(flagArt, normalizeCountryCode(code));
}

/** The codes with a drawn flag. */
export const countryFlagCodes = Object.keys(flagArt);

export const countryFlagVariants = cva('inline-block shrink-0 overflow-hidden rounded-[2px] align-middle', {
  variants: {
    size: {
      sm: 'h-3 w-4 text-[0.4375rem]',
      md: 'h-[0.9375rem] w-5 text-[0.5rem]',
      lg: 'h-6 w-8 text-[0.6875rem]',
    },
  },
  defaultVariants: { size: 'md' },
});

export interface CountryFlagProps
  extends Omit<ComponentProps<'span'>, 'children'>, VariantProps<typeof countryFlagVariants> {
  /** ISO 3166-1 alpha-2 code, any case (`SI`, `at`); `UK` is read as `GB`. */
  code: string;
  /**
   * Accessible name, usually the country's name in the user's language.
   * @default the upper-cased code
   */
  label?: string;
  /**
   * Hides the flag from assistive technology when the country's name is written beside it.
   * @default false
   */
  decorative?: boolean;
}

/** A country's flag drawn inline (no images, no network); unknown codes show their letters in a neutral box. */
export function CountryFlag({
  code,
  label,
  decorative = false,
  size,
  className,
  ...props
}: CountryFlagProps) {
  const iso = normalizeCountryCode(code);
  const art = Object.hasOwn(flagArt, iso) ? flagArt[iso] : undefined;
  const a11y = decorative
    ? { 'aria-hidden': true as const }
    : { role: 'img' as const, 'aria-label': label ?? iso };
  const data = {
    'data-slot': 'country-flag',
    'data-size': size ?? 'md',
    'data-state': art ? 'flag' : 'fallback',
  };

  if (!art) {
    return (
      <span
        {...a11y}
        {...data}
        className={cn(
          countryFlagVariants({ size }),
          'inline-flex items-center justify-center bg-muted font-semibold leading-none tracking-tight text-muted-foreground ring-1 ring-inset ring-border',
          className,
        )}
        {...props}
      >
        {iso.slice(0, 2)}
      </span>
    );
  }
  return (
    <span {...a11y} {...data} className={cn(countryFlagVariants({ size }), className)} {...props}>
      <svg viewBox="0 0 24 18" preserveAspectRatio="none" className="block size-full">
        {art}
        {/* A faint inner edge keeps white stripes from melting into a white page. */}
        <rect
          x="0.25"
          y="0.25"
          width="23.5"
          height="17.5"
          rx="1"
          fill="none"
          stroke="currentColor"
          strokeOpacity="0.16"
          strokeWidth="0.5"
          className="text-foreground"
        />
      </svg>
    </span>
  );
}
