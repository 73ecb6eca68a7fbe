import { cva } from 'class-variance-authority';
import { useEffect, useId, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { ArrowLeftIcon, InfoIcon } from '../../icons';
import { cn } from '../../lib/cn';
import { Button } from '../button';

export const flipCardFaceVariants = cva(
  'col-start-1 row-start-1 flex min-w-0 flex-col gap-4 rounded-lg border bg-card p-4 text-card-foreground shadow-card backface-hidden sm:p-6',
  {
    variants: {
      side: {
        front: '',
        back: 'rotate-y-180 motion-reduce:transform-none',
      },
      hidden: {
        // Without the 3D turn the hidden face would show through; with it, backface-hidden hides it.
        // Opacity rather than visibility: a visibility change is transitioned by the theme's
        // reduced-motion rule, so the revealed side could not take focus until a frame later.
        true: 'motion-reduce:pointer-events-none motion-reduce:opacity-0',
        false: '',
      },
      fit: { both: '', visible: '' },
    },
    compoundVariants: [
      // Sized to the side in view: the hidden one counts as empty and is clipped while it turns away.
      { fit: 'visible', hidden: true, className: 'overflow-hidden [contain:size]' },
    ],
    defaultVariants: { side: 'front', hidden: false, fit: 'both' },
  },
);

export type FlipCardSide = 'front' | 'back';

export interface FlipCardProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** The main side, for example the bank transfer details. */
  front: ReactNode;
  /** The info side shown after the flip button is pressed. */
  back: ReactNode;
  /** Heading of the front side; also names the side for assistive technology. */
  frontTitle?: ReactNode;
  /** Heading of the back side; also names the side for assistive technology. */
  backTitle?: ReactNode;
  /** Whether the back side is shown (controlled). */
  flipped?: boolean;
  /**
   * Whether the back side is shown at first (uncontrolled).
   * @default false
   */
  defaultFlipped?: boolean;
  /** Called with the new flipped state when the user flips the card. */
  onFlippedChange?: (flipped: boolean) => void;
  /**
   * Label of the button on the front side that shows the back.
   * @default 'Show info'
   */
  showInfoLabel?: string;
  /**
   * Label of the button on the back side that returns to the front.
   * @default 'Back'
   */
  backLabel?: string;
  /**
   * `both`: the card keeps the height of its taller side, so it does not jump when turned (sides of
   * a similar size). `visible`: it takes the height of the side in view (one side much taller than
   * the other, e.g. a chart and a page of explanations), leaving no empty area under the short one.
   * @default 'both'
   */
  fit?: 'both' | 'visible';
}

/**
 * A card with a front and an info side. The flip button of the visible side turns it over; the hidden
 * side is inert (out of the Tab order and the accessibility tree), and focus follows the flip to the
 * other side's button so keyboard users never lose their place. With reduced motion the sides swap
 * without the 3D turn.
 */
export function FlipCard({
  front,
  back,
  frontTitle,
  backTitle,
  flipped: flippedProp,
  defaultFlipped = false,
  onFlippedChange,
  showInfoLabel = 'Show info',
  backLabel = 'Back',
  fit = 'both',
  className,
  ...props
}: FlipCardProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultFlipped);
  const flipped = flippedProp ?? uncontrolled;
  const side: FlipCardSide = flipped ? 'back' : 'front';
  const id = useId();
  const frontButton = useRef<HTMLButtonElement>(null);
  const backButton = useRef<HTMLButtonElement>(null);
  // Set only by a flip the user made, so a controlled change from outside never steals focus.
  const moveFocus = useRef(false);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (flipped ? backButton : frontButton).current?.focus();
  }, [flipped]);

  const flip = (next: boolean) => {
    moveFocus.current = true;
    if (flippedProp === undefined) setUncontrolled(next);
    onFlippedChange?.(next);
  };

  const face = (which: FlipCardSide) => {
    const isFront = which === 'front';
    const hidden = side !== which;
    const title = isFront ? frontTitle : backTitle;
    const titleId = `${id}-${which}-title`;
    return (
      <section
        data-slot={`flip-card-${which}`}
        aria-labelledby={title != null ? titleId : undefined}
        aria-hidden={hidden || undefined}
        inert={hidden}
        className={flipCardFaceVariants({ side: which, hidden, fit })}
      >
        <div className="flex items-start justify-between gap-3">
          {title != null && (
            <div id={titleId} data-slot="flip-card-title" className="text-base font-semibold">
              {title}
            </div>
          )}
          <Button
            ref={isFront ? frontButton : backButton}
            variant="ghost"
            size="sm"
            data-slot="flip-card-trigger"
            className="-my-1 -mr-2 ml-auto text-primary"
            onClick={() => flip(isFront)}
          >
            {isFront ? <InfoIcon /> : <ArrowLeftIcon />}
            {isFront ? showInfoLabel : backLabel}
          </Button>
        </div>
        <div data-slot="flip-card-content" className="min-w-0 text-sm">
          {isFront ? front : back}
        </div>
      </section>
    );
  };

  return (
    <div data-slot="flip-card" data-state={side} className={cn('perspective-distant', className)} {...props}>
      <div
        data-slot="flip-card-inner"
        className={cn(
          'grid transition-transform duration-500 ease-in-out transform-3d motion-reduce:transition-none',
          flipped && 'rotate-y-180 motion-reduce:transform-none',
        )}
      >
        {face('front')}
        {face('back')}
      </div>
    </div>
  );
}
