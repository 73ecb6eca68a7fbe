import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RegistrationDraft } from './draft';
import { draftStore, useDraft } from './draft-store';
import { useRegistrationText } from './i18n';
import { stepPath, type StepId } from './steps';

/** What every step needs: the draft and its store, navigation between steps, and the texts. */
export function useWizard() {
  const draft = useDraft();
  const store = draftStore();
  const navigate = useNavigate();
  const { t, language } = useRegistrationText();
  const go = useCallback(
    (step: StepId, options?: { replace?: boolean; state?: unknown }) => navigate(stepPath(step), options),
    [navigate],
  );
  return { draft, store, go, t, language };
}

/**
 * Saves identity or contact data shown on the summary; a real change asks for the summary to be
 * confirmed again (SPEC §4: the confirm step re-checks e-mail and country before the phone step).
 */
export function summaryChange(
  draft: RegistrationDraft,
  patch: Partial<RegistrationDraft>,
): Partial<RegistrationDraft> {
  const changed = Object.entries(patch).some(
    ([key, value]) => JSON.stringify(draft[key as keyof RegistrationDraft]) !== JSON.stringify(value),
  );
  return changed ? { ...patch, summaryConfirmed: false } : patch;
}
