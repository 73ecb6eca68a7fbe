import { cva } from 'class-variance-authority';
import { useId, type ComponentProps } from 'react';
import { CircleCheckIcon, CircleIcon } from '../../icons';
import { cn } from '../../lib/cn';
import {
  MIN_PASSWORD_LENGTH,
  strengthLevel,
  type PasswordHints,
  type PasswordScore,
  type StrengthLevel,
} from './strength';

export const strengthMeterLevelVariants = cva('text-sm font-medium', {
  variants: {
    level: {
      'too-short': 'text-muted-foreground',
      unsafe: 'text-destructive',
      weak: 'text-destructive',
      good: 'text-warning',
      strong: 'text-success',
      'very-strong': 'text-success',
    },
  },
});

/** Segments take the level's colour; unfilled ones, like every segment of 'too-short', stay neutral. */
export const strengthMeterSegmentVariants = cva('h-1.5 flex-1 rounded-full transition-colors', {
  variants: {
    level: {
      'too-short': 'bg-border',
      unsafe: 'bg-destructive',
      weak: 'bg-destructive',
      good: 'bg-warning',
      strong: 'bg-success',
      'very-strong': 'bg-success',
    },
  },
});

const SEGMENTS = [1, 2, 3, 4] as const;

export interface StrengthMeterProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** zxcvbn's score of the password, 0 to 4. */
  score: PasswordScore;
  /**
   * The password is under 8 characters: shown as too short whatever the score.
   * @default false
   */
  tooShort?: boolean;
  /** Which hints the password meets, from `passwordHints(password)`. */
  checks: PasswordHints;
  /**
   * Names the meter.
   * @default 'Password strength'
   */
  label?: string;
  /** @default 'Too short' */
  tooShortLabel?: string;
  /** @default 'Unsafe' */
  unsafeLabel?: string;
  /** @default 'Weak' */
  weakLabel?: string;
  /** @default 'Good' */
  goodLabel?: string;
  /** @default 'Strong' */
  strongLabel?: string;
  /** @default 'Very strong' */
  veryStrongLabel?: string;
  /** @default 'At least 8 characters' */
  minLengthHint?: string;
  /** @default 'Include a number or symbol besides letters' */
  numberOrSymbolHint?: string;
  /**
   * Met once the score is good or better: zxcvbn's score is what detects reused and obvious passwords.
   * @default 'Do not reuse or use obvious passwords'
   */
  notObviousHint?: string;
  /**
   * Read before a hint the password meets.
   * @default 'Done'
   */
  metLabel?: string;
  /**
   * Read before a hint the password does not meet yet.
   * @default 'Not yet'
   */
  unmetLabel?: string;
}

function HintIcon({ met }: { met: boolean }) {
  return met ? (
    <CircleCheckIcon className="mt-0.5 size-4 shrink-0 text-success" />
  ) : (
    <CircleIcon className="mt-0.5 size-4 shrink-0 text-input" />
  );
}

/**
 * Password strength as a four-segment bar, a level label announced politely as it changes, and the
 * product's three hints as a checklist. It takes zxcvbn's score rather than importing zxcvbn, so the
 * app can load that large library lazily.
 */
export function StrengthMeter({
  score,
  tooShort = false,
  checks,
  label = 'Password strength',
  tooShortLabel = 'Too short',
  unsafeLabel = 'Unsafe',
  weakLabel = 'Weak',
  goodLabel = 'Good',
  strongLabel = 'Strong',
  veryStrongLabel = 'Very strong',
  minLengthHint = 'At least 8 characters',
  numberOrSymbolHint = 'Include a number or symbol besides letters',
  notObviousHint = 'Do not reuse or use obvious passwords',
  metLabel = 'Done',
  unmetLabel = 'Not yet',
  className,
  ...props
}: StrengthMeterProps) {
  const id = useId();
  const level: StrengthLevel = strengthLevel({ length: tooShort ? 0 : MIN_PASSWORD_LENGTH, score });
  const levelLabels: Record<StrengthLevel, string> = {
    'too-short': tooShortLabel,
    unsafe: unsafeLabel,
    weak: weakLabel,
    good: goodLabel,
    strong: strongLabel,
    'very-strong': veryStrongLabel,
  };
  const filled = level === 'too-short' ? 0 : score;
  const hints = [
    { id: 'min-length', text: minLengthHint, met: checks.minLength },
    { id: 'number-or-symbol', text: numberOrSymbolHint, met: checks.numberOrSymbol },
    { id: 'not-obvious', text: notObviousHint, met: !tooShort && score >= 2 },
  ];

  return (
    <div
      data-slot="strength-meter"
      data-state={level}
      className={cn('flex flex-col gap-2', className)}
      {...props}
    >
      <div className="flex items-baseline justify-between gap-3">
        <span id={`${id}-label`} className="text-sm text-muted-foreground">
          {label}
        </span>
        <span
          aria-live="polite"
          data-slot="strength-meter-level"
          className={strengthMeterLevelVariants({ level })}
        >
          {levelLabels[level]}
        </span>
      </div>
      <div
        role="meter"
        aria-labelledby={`${id}-label`}
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={filled}
        aria-valuetext={levelLabels[level]}
        data-slot="strength-meter-bar"
        className="flex gap-1.5"
      >
        {SEGMENTS.map((segment) => (
          <span
            key={segment}
            data-slot="strength-meter-segment"
            data-state={segment <= filled ? 'filled' : 'empty'}
            className={strengthMeterSegmentVariants({ level: segment <= filled ? level : 'too-short' })}
          />
        ))}
      </div>
      <ul data-slot="strength-meter-hints" className="mt-1 flex flex-col gap-1.5 text-sm">
        {hints.map((hint) => (
          <li
            key={hint.id}
            data-slot="strength-meter-hint"
            data-state={hint.met ? 'met' : 'unmet'}
            className={cn('flex gap-2', hint.met ? 'text-foreground' : 'text-muted-foreground')}
          >
            <HintIcon met={hint.met} />
            <span>
              <span className="sr-only">{hint.met ? metLabel : unmetLabel}: </span>
              {hint.text}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
