import { Button, type WizardHeaderProps } from '@invest/ui';
import { useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { usePageTitle } from '../../lib/page-title';
import type { AccountType } from './draft';
import { draftStore, useDraft } from './draft-store';
import { useRegistrationText } from './i18n';
import { StepScreen } from './render-step';
import { parseStep, progressOf, redirectFor, STAGES, stageStart, stepPath, type StepId } from './steps';
import { WizardPlainPage, WizardProgressContext } from './wizard-step';

/**
 * /register/:step/:step2? — one route for every step, so moving between steps keeps the page (and the
 * password, which lives in memory only). The address bar always shows a step the draft allows.
 */
export default function RegistrationWizard() {
  const { step, step2 } = useParams();
  const parsed = parseStep(step, step2);
  const draft = useDraft();
  const { t } = useRegistrationText();
  usePageTitle(t('title'));
  // A tab left open for an hour loses its draft as a reload would (SPEC §9).
  useEffect(() => draftStore().expireIfStale(), [step, step2]);

  if (parsed.kind !== 'step') {
    return (
      <WizardNotFound
        message={parsed.kind === 'not-found' ? t('notFound.unknownStep') : t('notFound.paramMismatch')}
      />
    );
  }
  const redirect = redirectFor(parsed.step, draft, new Date());
  if (redirect) return <Navigate to={stepPath(redirect)} replace />;
  return (
    <StageHeader step={parsed.step} accountType={draft.accountType}>
      <FocusOnStep step={parsed.step}>
        <StepScreen step={parsed.step} />
      </FocusOnStep>
    </StageHeader>
  );
}

/**
 * The four stages for the header (SPEC §2): earlier, completed stages lead back to their first step,
 * except once the account exists (confirm-email, final), when there is nothing left to change.
 */
function StageHeader({
  step,
  accountType,
  children,
}: {
  step: StepId;
  accountType: AccountType | null;
  children: ReactNode;
}) {
  const { t } = useRegistrationText();
  const navigate = useNavigate();
  const { stage, page, pages } = progressOf(step, accountType);
  const open = accountType !== null && step !== 'confirm-email' && step !== 'final';
  const progress = useMemo<WizardHeaderProps>(
    () => ({
      stages: STAGES.map((name) => t(`wizard.stages.${name}`)),
      current: stage,
      onStageClick: open ? (index) => navigate(stepPath(stageStart(index, accountType))) : undefined,
      label: t('wizard.stagesLabel'),
      // The compact header counts pages of the journey (SPEC §2 page counter), not the four stages.
      stepLabel: () => t('wizard.progress', { page: page + 1, pages: pages + 1 }),
      completedLabel: t('wizard.completedStage'),
    }),
    [t, stage, page, pages, open, navigate, accountType],
  );
  return (
    <WizardProgressContext value={progress}>
      <div
        className="contents"
        data-slot="registration-step"
        data-stage={stage}
        data-page={page}
        data-pages={pages}
      >
        {children}
      </div>
    </WizardProgressContext>
  );
}

/**
 * Moves focus to the new step's heading whenever the step changes, so screen readers announce it and
 * keyboard users continue from the top of the step (on the first load the page itself is announced).
 */
function FocusOnStep({ step, children }: { step: StepId; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const previous = useRef<StepId | null>(null);
  useLayoutEffect(() => {
    if (previous.current !== null && previous.current !== step) {
      const heading = ref.current?.querySelector<HTMLElement>('[data-slot="wizard-layout-card"] h1');
      // Focusable by script only: nothing on a heading can be operated.
      heading?.setAttribute('tabindex', '-1');
      heading?.focus({ preventScroll: true });
    }
    previous.current = step;
  }, [step]);
  // Keyed by step: two steps drawn by the same component (first and last name) never share state.
  return (
    <div ref={ref} key={step} className="contents">
      {children}
    </div>
  );
}

function WizardNotFound({ message }: { message: string }) {
  const { t } = useRegistrationText();
  return (
    <WizardPlainPage>
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-semibold tracking-tight text-foreground">{message}</h1>
          <p className="text-muted-foreground">{t('notFound.message')}</p>
        </div>
        <Button asChild size="lg" fullWidth>
          <Link to={stepPath('account-type')}>{t('notFound.restart')}</Link>
        </Button>
      </div>
    </WizardPlainPage>
  );
}
