import { cva } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { CheckIcon } from '../../icons';
import { cn } from '../../lib/cn';

export const stepperMarkerVariants = cva(
  'flex size-8 shrink-0 items-center justify-center rounded-full border text-sm font-semibold tabular-nums transition-colors',
  {
    variants: {
      state: {
        complete: 'border-primary bg-primary text-primary-foreground',
        current: 'border-2 border-primary bg-card text-primary',
        upcoming: 'border-border bg-card text-muted-foreground',
      },
    },
    defaultVariants: { state: 'upcoming' },
  },
);

export type StepperStepState = 'complete' | 'current' | 'upcoming';

export interface StepperStep {
  /** Stable key; the label is used when absent. */
  id?: string;
  /** The step's name, for example 'Experience'. */
  label: string;
}

export interface StepperProps extends Omit<ComponentProps<'nav'>, 'children'> {
  /** The steps, in order; a plain string is a step's label. */
  steps: (StepperStep | string)[];
  /** Index of the current step (0-based). */
  current: number;
  /**
   * Indexes of completed steps. By default every step before `current` is complete; pass it when the
   * user may come back to an earlier step with later ones already answered.
   */
  completed?: number[];
  /** Called with the index of a completed step the user goes back to. Without it nothing is clickable. */
  onStepClick?: (index: number) => void;
  /**
   * Accessible name of the navigation landmark.
   * @default 'Progress'
   */
  label?: string;
  /**
   * Step counter of the compact (mobile) header; receives the 1-based step and the total.
   * @default (step, total) => `Step ${step} of ${total}`
   */
  stepLabel?: (step: number, total: number) => string;
  /**
   * Announced after the name of a completed step.
   * @default 'completed'
   */
  completedLabel?: string;
}

/** The state of step `index` given the current step and the completed ones. */
export function stepperStepState(index: number, current: number, completed?: number[]): StepperStepState {
  if (index === current) return 'current';
  const done = completed ? completed.includes(index) : index < current;
  return done ? 'complete' : 'upcoming';
}

/**
 * Progress header of a multi-step form (the questionnaire): numbered steps joined by lines, the current
 * one marked `aria-current="step"`, completed ones clickable to go back when `onStepClick` is given;
 * upcoming steps are never clickable. Below 480 px it shrinks to the current step's name, "Step n of N"
 * and a segmented bar.
 */
export function Stepper({
  steps,
  current,
  completed,
  onStepClick,
  label = 'Progress',
  stepLabel = (step, total) => `Step ${step} of ${total}`,
  completedLabel = 'completed',
  className,
  ...props
}: StepperProps) {
  const items = steps.map((step) => (typeof step === 'string' ? { label: step } : step));
  const stateOf = (index: number) => stepperStepState(index, current, completed);

  return (
    <nav aria-label={label} data-slot="stepper" className={cn('w-full', className)} {...props}>
      <ol className="hidden items-center sm:flex">
        {items.map((step, index) => {
          const state = stateOf(index);
          const content = (
            <>
              <span data-slot="stepper-marker" className={stepperMarkerVariants({ state })}>
                {state === 'complete' ? <CheckIcon className="size-4" /> : index + 1}
              </span>
              <span
                className={cn(
                  'text-sm whitespace-nowrap',
                  state === 'upcoming' ? 'text-muted-foreground' : 'font-medium text-foreground',
                )}
              >
                {step.label}
              </span>
            </>
          );
          return (
            <li
              key={step.id ?? step.label}
              data-slot="stepper-step"
              data-state={state}
              className="flex items-center not-last:flex-1"
            >
              {state === 'complete' && onStepClick ? (
                <button
                  type="button"
                  aria-label={`${step.label}, ${completedLabel}`}
                  onClick={() => onStepClick(index)}
                  className="-m-1.5 flex items-center gap-2.5 rounded-md p-1.5 transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  {content}
                </button>
              ) : (
                <span
                  className="flex items-center gap-2.5"
                  aria-current={state === 'current' ? 'step' : undefined}
                >
                  {content}
                  {state === 'complete' && <span className="sr-only">, {completedLabel}</span>}
                </span>
              )}
              {index < items.length - 1 && (
                <span
                  aria-hidden="true"
                  className={cn(
                    'mx-3 h-0.5 min-w-4 flex-1 rounded-full',
                    // Filled when the path from this step to the next was walked.
                    state === 'complete' && stateOf(index + 1) !== 'upcoming' ? 'bg-primary' : 'bg-border',
                  )}
                />
              )}
            </li>
          );
        })}
      </ol>
      <div className="flex flex-col gap-2 sm:hidden" data-slot="stepper-compact">
        <div className="flex items-baseline justify-between gap-3">
          <span className="text-sm font-semibold text-foreground" aria-current="step">
            {items[current]?.label}
          </span>
          <span className="text-sm text-muted-foreground tabular-nums">
            {stepLabel(current + 1, items.length)}
          </span>
        </div>
        <div className="flex gap-1.5" aria-hidden="true">
          {items.map((step, index) => {
            const state = stateOf(index);
            return (
              <span
                key={step.id ?? step.label}
                data-state={state}
                className={cn(
                  'h-1.5 flex-1 rounded-full',
                  state === 'upcoming' ? 'bg-border' : 'bg-primary',
                  state === 'current' && 'bg-primary/60',
                )}
              />
            );
          })}
        </div>
      </div>
    </nav>
  );
}
