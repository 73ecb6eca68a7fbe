import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { BrandWordmark } from '../app-shell/brand-wordmark';

export const publicLayoutVariants = cva('w-full', {
  variants: {
    size: { sm: 'max-w-md', md: 'max-w-xl', lg: 'max-w-3xl' },
    surface: {
      card: 'rounded-xl border bg-card p-6 text-card-foreground shadow-card sm:p-8',
      plain: '',
    },
  },
  defaultVariants: { size: 'sm', surface: 'card' },
});

export interface PublicLayoutProps extends VariantProps<typeof publicLayoutVariants> {
  /**
   * Brand in the header (wrap it in the app's home link).
   * @default <BrandWordmark />
   */
  brand?: ReactNode;
  /** Header slot for the language selector (`LanguageSelect`). */
  languageSlot?: ReactNode;
  /** Header slot before the language selector, e.g. a "Log in" link on the registration pages. */
  actionsSlot?: ReactNode;
  /**
   * Copyright line in the footer.
   * @default '© 2020 Invest. All rights reserved.'
   */
  copyright?: string;
  /** Footer slot beside the copyright, e.g. links to the terms and privacy policy. */
  footerSlot?: ReactNode;
  /** The page: login form, notices, registration steps. */
  children?: ReactNode;
  className?: string;
}

/**
 * Layout of the public pages (login, password reset, registration): a slim header with the brand and
 * the language selector, the page centred in a card (`surface="plain"` to draw your own), a footer.
 */
export function PublicLayout({
  brand = <BrandWordmark />,
  languageSlot,
  actionsSlot,
  copyright = '© 2020 Invest. All rights reserved.',
  footerSlot,
  size,
  surface,
  children,
  className,
}: PublicLayoutProps) {
  return (
    <div
      data-slot="public-layout"
      data-size={size ?? 'sm'}
      className={cn('flex min-h-dvh flex-col bg-background text-foreground', className)}
    >
      <header data-slot="public-layout-header" className="border-b bg-card">
        <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <span className="flex min-w-0">{brand}</span>
          <div className="flex items-center gap-2 sm:gap-3">
            {actionsSlot}
            {languageSlot}
          </div>
        </div>
      </header>
      <main
        data-slot="public-layout-main"
        // A soft wash of the brand tint behind the card, fading into the page background.
        className="flex flex-1 flex-col items-center bg-[linear-gradient(180deg,var(--accent)_0,var(--background)_18rem)] px-4 py-8 sm:px-6 sm:py-14"
      >
        <div className={publicLayoutVariants({ size, surface })}>{children}</div>
      </main>
      <footer data-slot="public-layout-footer" className="border-t bg-card">
        <div className="mx-auto flex w-full max-w-6xl flex-col items-center gap-3 px-4 py-5 text-sm text-muted-foreground sm:flex-row sm:justify-between sm:px-6">
          <p className="text-center">{copyright}</p>
          {footerSlot}
        </div>
      </footer>
    </div>
  );
}
