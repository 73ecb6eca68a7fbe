import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { CloseIcon } from '../../icons';
import { cn } from '../../lib/cn';

/** The sheet's root: holds the open state (controlled with `open`/`onOpenChange` or uncontrolled with `defaultOpen`). */
export function Sheet(props: ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root {...props} />;
}

/** The element that opens the sheet; pass `asChild` to use the kit's `Button`. */
export function SheetTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="sheet-trigger" {...props} />;
}

/** Closes the sheet when activated; pass `asChild` to use the kit's `Button`. */
export function SheetClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="sheet-close" {...props} />;
}

export const sheetContentVariants = cva(
  'fixed z-50 flex flex-col gap-5 overflow-y-auto bg-popover p-5 text-popover-foreground shadow-overlay focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring sm:p-6',
  {
    variants: {
      side: {
        left: 'inset-y-0 left-0 h-full w-[min(20rem,calc(100%-3rem))] border-r',
        right: 'inset-y-0 right-0 h-full w-[min(24rem,calc(100%-3rem))] border-l',
        bottom:
          'inset-x-0 bottom-0 max-h-[85dvh] w-full rounded-t-xl border-t pb-[max(1.5rem,env(safe-area-inset-bottom))] sm:inset-x-auto sm:left-1/2 sm:max-w-xl sm:-translate-x-1/2 sm:border-x',
      },
    },
    defaultVariants: { side: 'right' },
  },
);

export type SheetSide = 'left' | 'right' | 'bottom';

export interface SheetContentProps
  extends ComponentProps<typeof DialogPrimitive.Content>, VariantProps<typeof sheetContentVariants> {
  /**
   * The edge the sheet slides in from: `left` for navigation, `right` for details, `bottom` for actions
   * on a phone.
   * @default 'right'
   */
  side?: SheetSide;
  /**
   * Accessible name of the close button in the top corner.
   * @default 'Close'
   */
  closeLabel?: string;
  /**
   * Hides the corner close button, for sheets whose content already offers a way out.
   * @default false
   */
  hideClose?: boolean;
}

/**
 * A drawer over the page (a Radix dialog underneath): modal, with the page's scroll locked, focus
 * trapped inside and returned to the trigger on close; Escape, the overlay and the close button close it.
 */
export function SheetContent({
  side,
  closeLabel = 'Close',
  hideClose = false,
  className,
  children,
  ...props
}: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay data-slot="sheet-overlay" className="fixed inset-0 z-50 bg-foreground/50" />
      <DialogPrimitive.Content
        data-slot="sheet-content"
        data-side={side ?? 'right'}
        className={cn(sheetContentVariants({ side }), className)}
        {...props}
      >
        {children}
        {!hideClose && (
          <DialogPrimitive.Close
            data-slot="sheet-close"
            aria-label={closeLabel}
            className="absolute right-3 top-3 inline-flex size-9 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:right-4 sm:top-4"
          >
            <CloseIcon className="size-5" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** Groups the title and description; leaves room for the close button. */
export function SheetHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="sheet-header" className={cn('flex flex-col gap-1.5 pr-10', className)} {...props} />;
}

/** Actions at the end of the sheet: stacked full width on mobile (primary on top), in a row on the right from 480 px. */
export function SheetFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="sheet-footer"
      className={cn(
        'mt-auto flex flex-col-reverse gap-2 sm:flex-row sm:justify-end [&>*]:w-full sm:[&>*]:w-auto',
        className,
      )}
      {...props}
    />
  );
}

/** The sheet's accessible name. */
export function SheetTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="sheet-title"
      className={cn('text-lg font-semibold leading-tight text-foreground', className)}
      {...props}
    />
  );
}

/** The sheet's accessible description. */
export function SheetDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="sheet-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}
