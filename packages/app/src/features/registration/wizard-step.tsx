import {
  BrandWordmark,
  Button,
  ChevronLeftIcon,
  PublicLayout,
  WizardLayout,
  type WizardHeaderProps,
} from '@invest/ui';
import { createContext, use, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { appConfig } from '../../lib/app-config';
import { LanguageSwitch } from '../../lib/i18n/language-switch';
import { useRegistrationText } from './i18n';
import { stepPath, type StepId } from './steps';

/** The stage header of the step being shown, provided by the wizard. */
export const WizardProgressContext = createContext<WizardHeaderProps>({ current: 0 });

/** Brand, language selector, a way to log in, copyright: the same public frame as the other pages. */
function useFrame() {
  const { t: shell } = useTranslation('shell');
  const { t } = useRegistrationText();
  return {
    brand: (
      <Link
        to="/"
        className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <BrandWordmark />
      </Link>
    ),
    actionsSlot: (
      <Button asChild variant="ghost" size="sm" className="hidden sm:inline-flex">
        <Link to="/">{t('wizard.login')}</Link>
      </Button>
    ),
    languageSlot: <LanguageSwitch />,
    copyright: shell('footer.copyright', { year: appConfig.copyrightYear }),
  };
}

function BackLink({ to, label }: { to: StepId | '/'; label: string }) {
  return (
    <Button asChild variant="ghost" size="lg">
      <Link to={to === '/' ? '/' : stepPath(to)}>
        <ChevronLeftIcon />
        {label}
      </Link>
    </Button>
  );
}

interface WizardStepProps {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Runs on the primary button (or Enter in a field) when `canSubmit`; a spinner shows until it settles. */
  onSubmit?: () => void | Promise<void>;
  /** SPEC §5: the primary button stays disabled until the step's data is valid. @default true */
  canSubmit?: boolean;
  /** @default the wizard's 'Next' */
  submitLabel?: string;
  /** @default the wizard's 'Checking' */
  busyLabel?: string;
  /** Where the Back link (bottom left) leads; none when null. */
  back?: StepId | '/' | null;
  /** @default the wizard's 'Back' */
  backLabel?: string;
  /** The primary action of a step without a form (replaces the submit button). */
  primary?: ReactNode;
  /** A message about the step as a whole (a failed call), under the fields. */
  alert?: ReactNode;
}

/**
 * One wizard step in the kit's WizardLayout: stage header, the step's h1 and explanation, its fields in
 * a form, then Back and the primary action in the layout's footer (tied to the form by its id, so Enter
 * in a field submits it).
 */
export function WizardStep({
  title,
  description,
  children,
  onSubmit,
  canSubmit = true,
  submitLabel,
  busyLabel,
  back,
  backLabel,
  primary,
  alert,
}: WizardStepProps) {
  const { t } = useRegistrationText();
  const progress = use(WizardProgressContext);
  const frame = useFrame();
  const formId = useId();
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!onSubmit || !canSubmit || busy) return;
    setBusy(true);
    try {
      await onSubmit();
    } finally {
      setBusy(false);
    }
  }

  const submit = onSubmit && (
    <Button
      type="submit"
      form={formId}
      size="lg"
      disabled={!canSubmit}
      loading={busy}
      loadingLabel={busyLabel ?? t('wizard.checking')}
      data-slot="step-next"
      className="sm:min-w-40"
    >
      {submitLabel ?? t('wizard.next')}
    </Button>
  );
  return (
    <WizardLayout
      {...frame}
      progress={progress}
      title={title}
      description={description}
      backAction={back ? <BackLink to={back} label={backLabel ?? t('wizard.back')} /> : undefined}
      nextAction={primary ?? submit}
    >
      {onSubmit ? (
        <form id={formId} method="post" noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
          {children}
          {alert}
        </form>
      ) : children || alert ? (
        <div className="flex flex-col gap-5">
          {children}
          {alert}
        </div>
      ) : null}
    </WizardLayout>
  );
}

/** A title with a round status icon beside it (the dead ends and the last pages). */
export function IconTitle({
  tone,
  icon,
  children,
}: {
  tone: 'info' | 'warning' | 'success' | 'error' | 'primary';
  icon: ReactNode;
  children: ReactNode;
}) {
  const tones = {
    info: 'bg-(--info-muted) text-info',
    warning: 'bg-(--warning-muted) text-warning',
    success: 'bg-(--success-muted) text-success',
    error: 'bg-(--destructive-muted) text-destructive',
    primary: 'bg-accent text-primary',
  };
  return (
    <span className="flex flex-col items-start gap-4">
      <span
        aria-hidden="true"
        className={`flex size-12 shrink-0 items-center justify-center rounded-full [&_svg]:size-6 ${tones[tone]}`}
      >
        {icon}
      </span>
      <span>{children}</span>
    </span>
  );
}

/** The public frame around a page that is no step (not found). */
export function WizardPlainPage({ children }: { children: ReactNode }) {
  const frame = useFrame();
  return (
    <PublicLayout {...frame} size="md">
      {children}
    </PublicLayout>
  );
}

/**
 * Whether a field's message may show: after the investor has left it once, or at once for values that
 * are already there (a restored draft, the summary).
 */
export function useTouched(initiallyTouched = false) {
  const [touched, setTouched] = useState(initiallyTouched);
  return [touched, () => setTouched(true)] as const;
}
