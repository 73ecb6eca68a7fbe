import * as ToastPrimitive from '@radix-ui/react-toast';
import { cva } from 'class-variance-authority';
import { createContext, use, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { AlertCircleIcon, CircleCheckIcon, CloseIcon, InfoIcon } from '../../icons';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import {
  defaultToastStore,
  type ToastItem,
  type ToastOptions,
  type ToastStore,
  type ToastVariant,
} from './store';

export const toastVariants = cva(
  'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border bg-popover p-4 pr-11 text-sm text-popover-foreground shadow-overlay focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0',
  {
    variants: {
      variant: {
        info: '[&_[data-slot=toast-icon]]:text-info',
        success: 'border-success/40 [&_[data-slot=toast-icon]]:text-success',
        error: 'border-destructive/40 [&_[data-slot=toast-icon]]:text-destructive',
      },
    },
    defaultVariants: { variant: 'info' },
  },
);

const icons = { info: InfoIcon, success: CircleCheckIcon, error: AlertCircleIcon } satisfies Record<
  ToastVariant,
  unknown
>;

const ToastStoreContext = createContext<ToastStore>(defaultToastStore);

export interface ToasterProps {
  /** The app, when `useToast()` inside it should reach this Toaster's `store`. */
  children?: ReactNode;
  /**
   * Where the toasts come from; the default is the one `toast()` writes to.
   * @default defaultToastStore
   */
  store?: ToastStore;
  /**
   * Milliseconds a toast stays before it closes by itself; hovering or focusing it pauses the timer.
   * @default 5000
   */
  duration?: number;
  /**
   * Announced before each toast's text.
   * @default 'Notification'
   */
  label?: string;
  /**
   * Name of the toast region; `{hotkey}` is replaced by the shortcut that moves focus to it.
   * @default 'Notifications ({hotkey})'
   */
  regionLabel?: string;
  /**
   * Keys that move focus to the toasts.
   * @default ['F8']
   */
  hotkey?: string[];
  /**
   * Accessible name of each toast's close button.
   * @default 'Close'
   */
  closeLabel?: string;
  /** Extra classes for the list that holds the toasts. */
  className?: string;
}

/**
 * Shows the toasts raised with `toast()` or `useToast()`: short, polite status messages that close by
 * themselves, with an optional action and a close button. Place one near the root of the app. F8 moves
 * focus to the newest toast; Escape or a swipe closes it; hovering or focusing pauses its timer.
 */
export function Toaster({
  children,
  store = defaultToastStore,
  duration = 5000,
  label = 'Notification',
  regionLabel = 'Notifications ({hotkey})',
  hotkey,
  closeLabel = 'Close',
  className,
}: ToasterProps) {
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <ToastStoreContext value={store}>
      <ToastPrimitive.Provider duration={duration} label={label} swipeDirection="right">
        {children}
        {items.map((item) => (
          <ToastCard
            key={item.id}
            item={item}
            closeLabel={closeLabel}
            onClose={() => store.dismiss(item.id)}
          />
        ))}
        <ToastPrimitive.Viewport
          data-slot="toast-viewport"
          hotkey={hotkey}
          label={regionLabel}
          className={cn(
            'fixed inset-x-0 bottom-0 z-[100] m-0 flex max-h-dvh list-none flex-col gap-2 p-4 outline-none sm:left-auto sm:w-[24rem]',
            className,
          )}
        />
      </ToastPrimitive.Provider>
    </ToastStoreContext>
  );
}

function ToastCard({
  item,
  closeLabel,
  onClose,
}: {
  item: ToastItem;
  closeLabel: string;
  onClose: () => void;
}) {
  const variant = item.variant ?? 'info';
  const Icon = icons[variant];
  return (
    <ToastPrimitive.Root
      // Polite: a toast reports what happened; it never interrupts what the user is reading.
      type="background"
      duration={item.duration}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      data-slot="toast"
      data-variant={variant}
      className={toastVariants({ variant })}
    >
      <Icon data-slot="toast-icon" className="mt-0.5 size-5 shrink-0" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <ToastPrimitive.Title data-slot="toast-title" className="font-semibold">
          {item.title}
        </ToastPrimitive.Title>
        {item.description && (
          <ToastPrimitive.Description data-slot="toast-description" className="text-muted-foreground">
            {item.description}
          </ToastPrimitive.Description>
        )}
        {item.action && (
          <ToastPrimitive.Action asChild altText={item.action.altText}>
            <Button
              size="sm"
              variant="outline"
              data-slot="toast-action"
              className="mt-2 self-start"
              onClick={item.action.onClick}
            >
              {item.action.label}
            </Button>
          </ToastPrimitive.Action>
        )}
      </div>
      <ToastPrimitive.Close
        data-slot="toast-close"
        aria-label={closeLabel}
        className="absolute right-2 top-2 inline-flex size-8 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <CloseIcon className="size-4" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

/**
 * Raises toasts in the nearest `Toaster` (or the default one): `const { toast } = useToast();
 * toast({ title: 'Withdrawal sent', variant: 'success' })`.
 */
export function useToast() {
  const store = use(ToastStoreContext);
  return useMemo(
    () => ({
      toast: (options: ToastOptions) => store.add(options),
      dismiss: (id?: string) => store.dismiss(id),
    }),
    [store],
  );
}
