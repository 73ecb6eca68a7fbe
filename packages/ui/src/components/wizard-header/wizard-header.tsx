import { cva } from 'class-variance-authority';
import { CheckIcon } from '../../icons';
import { cn } from '../../lib/cn';

export const wizardStageMarkerVariants = cva(
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

export type WizardStageState = 'complete' | 'current' | 'upcoming';

const DEFAULT_STAGES = ['Identity', 'Contact', 'Security', 'Legal'];

export interface WizardHeaderProps {
  /**
   * Stage names, in order.
   * @default ['Identity', 'Contact', 'Security', 'Legal']
   */
  stages?: string[];
  /** Index of the current stage (0-based). */
  current: number;
  /** Called with the index of a completed stage the user goes back to. Without it nothing is clickable. */
  onStageClick?: (index: number) => void;
  /**
   * Accessible name of the navigation landmark.
   * @default 'Registration progress'
   */
  label?: string;
  /**
   * Step counter of the compact (mobile) header; receives the 1-based step and the total.
   * @default (step, total) => `Step ${step} of ${total}`
   */
  stepLabel?: (step: number, total: number) => string;
  /**
   * Announced after the name of a completed stage.
   * @default 'completed'
   */
  completedLabel?: string;
  className?: string;
}

/**
 * Progress of the registration wizard: numbered stages joined by lines, completed ones clickable to
 * go back. Below 480px it shrinks to the current stage's name, "Step n of N" and a segmented bar,
 * since four labelled stages do not fit a phone's width.
 */
export function WizardHeader({
  stages = DEFAULT_STAGES,
  current,
  onStageClick,
  label = 'Registration progress',
  stepLabel = (step, total) => `Step ${step} of ${total}`,
  completedLabel = 'completed',
  className,
}: WizardHeaderProps) {
  const stateOf = (index: number): WizardStageState =>
    index < current ? 'complete' : index === current ? 'current' : 'upcoming';

  return (
    <nav aria-label={label} data-slot="wizard-header" className={cn('w-full', className)}>
      <ol className="hidden items-center sm:flex">
        {stages.map((stage, index) => {
          const state = stateOf(index);
          const content = (
            <>
              <span className={wizardStageMarkerVariants({ state })}>
                {state === 'complete' ? <CheckIcon className="size-4" /> : index + 1}
              </span>
              <span
                className={cn(
                  'text-sm whitespace-nowrap',
                  state === 'upcoming' ? 'text-muted-foreground' : 'font-medium text-foreground',
                )}
              >
                {stage}
              </span>
            </>
          );
          return (
            <li
              key={stage}
              data-slot="wizard-header-stage"
              data-state={state}
              className="flex items-center not-last:flex-1"
            >
              {state === 'complete' && onStageClick ? (
                <button
                  type="button"
                  aria-label={`${stage}, ${completedLabel}`}
                  onClick={() => onStageClick(index)}
                  className="group -m-1.5 flex items-center gap-2.5 rounded-md p-1.5 transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  {content}
                </button>
              ) : (
                <span
                  className="flex items-center gap-2.5"
                  aria-current={state === 'current' ? 'step' : undefined}
                >
                  {content}
                </span>
              )}
              {index < stages.length - 1 && (
                <span
                  aria-hidden="true"
                  className={cn(
                    'mx-3 h-0.5 min-w-4 flex-1 rounded-full',
                    index < current ? 'bg-primary' : 'bg-border',
                  )}
                />
              )}
            </li>
          );
        })}
      </ol>
      <div className="flex flex-col gap-2 sm:hidden" data-slot="wizard-header-compact">
        <div className="flex items-baseline justify-between gap-3">
          <span className="text-sm font-semibold text-foreground" aria-current="step">
            {stages[current]}
          </span>
          <span className="text-sm text-muted-foreground tabular-nums">
            {stepLabel(current + 1, stages.length)}
          </span>
        </div>
        <div className="flex gap-1.5" aria-hidden="true">
          {stages.map((stage, index) => (
            <span
              key={stage}
              data-state={stateOf(index)}
              className={cn('h-1.5 flex-1 rounded-full', index <= current ? 'bg-primary' : 'bg-border')}
            />
          ))}
        </div>
      </div>
    </nav>
  );
}
