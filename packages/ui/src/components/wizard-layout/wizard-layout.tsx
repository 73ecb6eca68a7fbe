import { useId, type ReactNode } from 'react';
import { PublicLayout } from '../public-layout';
import { WizardHeader, type WizardHeaderProps } from '../wizard-header';

export interface WizardLayoutProps {
  /** The stage header: at least `current`; also `stages`, `onStageClick` and its labels. */
  progress: WizardHeaderProps;
  /** Step title, the page's `h1`. */
  title: ReactNode;
  /** Short explanation under the title. */
  description?: ReactNode;
  /** The step's fields. */
  children?: ReactNode;
  /** The way back, typically an outline "Back" button; bottom left (below the next action on phones). */
  backAction?: ReactNode;
  /** The way forward, typically the primary "Next" button; bottom right (on top, full width, on phones). */
  nextAction?: ReactNode;
  /** Brand in the header; see PublicLayout. */
  brand?: ReactNode;
  /** Header slot for the language selector. */
  languageSlot?: ReactNode;
  /** Header slot before the language selector. */
  actionsSlot?: ReactNode;
  /** Copyright line; see PublicLayout. */
  copyright?: string;
  className?: string;
}

/** A registration step: public header, the four-stage progress, and the step in a centred card. */
export function WizardLayout({
  progress,
  title,
  description,
  children,
  backAction,
  nextAction,
  brand,
  languageSlot,
  actionsSlot,
  copyright,
  className,
}: WizardLayoutProps) {
  const titleId = useId();
  return (
    <PublicLayout
      brand={brand}
      languageSlot={languageSlot}
      actionsSlot={actionsSlot}
      copyright={copyright}
      size="md"
      surface="plain"
      className={className}
    >
      <div data-slot="wizard-layout" className="flex flex-col gap-6 sm:gap-8">
        <WizardHeader {...progress} />
        <section
          aria-labelledby={titleId}
          data-slot="wizard-layout-card"
          className="rounded-xl border bg-card p-6 text-card-foreground shadow-card sm:p-8"
        >
          <div className="flex flex-col gap-2">
            <h1 id={titleId} className="text-2xl font-semibold tracking-tight">
              {title}
            </h1>
            {description && <p className="text-muted-foreground">{description}</p>}
          </div>
          {children && <div className="mt-6">{children}</div>}
          {(backAction || nextAction) && (
            <div
              data-slot="wizard-layout-footer"
              className="mt-8 flex flex-col-reverse gap-3 border-t pt-6 *:w-full sm:flex-row sm:items-center sm:justify-between sm:*:w-auto"
            >
              {backAction && <div className="flex *:w-full sm:*:w-auto">{backAction}</div>}
              {nextAction && <div className="flex *:w-full sm:ml-auto sm:*:w-auto">{nextAction}</div>}
            </div>
          )}
        </section>
      </div>
    </PublicLayout>
  );
}
