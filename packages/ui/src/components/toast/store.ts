import type { ReactNode } from 'react';

export type ToastVariant = 'success' | 'error' | 'info';

export interface ToastActionOptions {
  /** The button's label, for example 'Undo'. */
  label: string;
  /**
   * Tells screen reader users another way to do the same, since the toast may vanish before they reach
   * its button (Radix requires it), for example 'Undo from the Transactions page'.
   */
  altText: string;
  /** Runs when the button is pressed; the toast then closes. */
  onClick: () => void;
}

export interface ToastOptions {
  /** Short headline. */
  title: ReactNode;
  /** Optional detail under the title. */
  description?: ReactNode;
  /**
   * Colour and icon.
   * @default 'info'
   */
  variant?: ToastVariant;
  /** One optional action button. */
  action?: ToastActionOptions;
  /** Milliseconds before it closes by itself; overrides the `Toaster`'s `duration`. */
  duration?: number;
  /** Reuse an id to replace a toast that is showing instead of adding another. */
  id?: string;
}

export interface ToastItem extends ToastOptions {
  id: string;
}

type Listener = () => void;

/**
 * The queue of toasts a `Toaster` shows. A plain store outside React, so code that is not a component
 * (a data hook's error handler, for example) can raise a toast with `toast()`.
 */
export function createToastStore() {
  let items: ToastItem[] = [];
  let counter = 0;
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((listener) => listener());

  return {
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => items,
    /** Shows a toast and returns its id. */
    add(options: ToastOptions): string {
      counter += 1;
      const id = options.id ?? `toast-${counter}`;
      const item = { ...options, id };
      items = items.some((existing) => existing.id === id)
        ? items.map((existing) => (existing.id === id ? item : existing))
        : [...items, item];
      emit();
      return id;
    },
    /** Closes one toast, or every toast without an id. */
    dismiss(id?: string) {
      const next = id === undefined ? [] : items.filter((item) => item.id !== id);
      if (next.length === items.length) return;
      items = next;
      emit();
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

/** The store `toast()` and a `Toaster` without a `store` prop share. */
export const defaultToastStore = createToastStore();

/**
 * Shows a toast in the page's `Toaster`: `toast({ title: 'Saved', variant: 'success' })`. Returns the id
 * for `toast.dismiss(id)`.
 */
export const toast = Object.assign((options: ToastOptions) => defaultToastStore.add(options), {
  /** Closes one toast, or all of them without an id. */
  dismiss: (id?: string) => defaultToastStore.dismiss(id),
});
