import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

// Lets a Tooltip know whether the app already provides shared timing, so a lone tooltip still works.
const ProviderPresent = createContext(false);

export interface TooltipProviderProps extends ComponentProps<typeof TooltipPrimitive.Provider> {
  /**
   * Milliseconds the pointer rests on a trigger before its tooltip opens.
   * @default 300
   */
  delayDuration?: number;
  /**
   * Milliseconds within which moving to another trigger opens its tooltip without the delay.
   * @default 300
   */
  skipDelayDuration?: number;
}

/** Shares open delays between all tooltips below it; place it once near the app root. */
export function TooltipProvider({
  delayDuration = 300,
  skipDelayDuration = 300,
  ...props
}: TooltipProviderProps) {
  return (
    <ProviderPresent.Provider value={true}>
      <TooltipPrimitive.Provider
        delayDuration={delayDuration}
        skipDelayDuration={skipDelayDuration}
        {...props}
      />
    </ProviderPresent.Provider>
  );
}

export interface TooltipProps {
  /** The tip's text or content. Keep it short; it must not hold anything interactive. */
  content: ReactNode;
  /** The trigger: one focusable element (a button, link or input), which receives `aria-describedby`. */
  children: ReactNode;
  /**
   * Milliseconds of hover before opening; overrides the provider's value. Keyboard focus opens at once.
   * @default the provider's delay (300)
   */
  delayDuration?: number;
  /**
   * Side of the trigger the tip prefers; it flips when there is no room.
   * @default 'top'
   */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /**
   * Alignment against the trigger.
   * @default 'center'
   */
  align?: 'start' | 'center' | 'end';
  /** Open state (controlled). */
  open?: boolean;
  /**
   * Open state on first render (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the tip opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Extra classes for the tip's bubble. */
  className?: string;
}

/** A short hint shown on hover and keyboard focus of its trigger; Escape hides it. */
export function Tooltip({
  content,
  children,
  delayDuration,
  side = 'top',
  align = 'center',
  open,
  defaultOpen,
  onOpenChange,
  className,
}: TooltipProps) {
  const hasProvider = useContext(ProviderPresent);
  const tooltip = (
    <TooltipPrimitive.Root
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      delayDuration={delayDuration}
    >
      <TooltipPrimitive.Trigger asChild data-slot="tooltip-trigger">
        {children}
      </TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          data-slot="tooltip"
          side={side}
          align={align}
          sideOffset={6}
          collisionPadding={8}
          className={cn(
            'z-50 max-w-xs rounded-md bg-foreground px-3 py-1.5 text-xs leading-5 text-background shadow-overlay',
            className,
          )}
        >
          {content}
          <TooltipPrimitive.Arrow width={10} height={5} className="fill-foreground" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
  return hasProvider ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}
