import { Spinner } from '@invest/ui';
import { useTranslation } from 'react-i18next';

/** The spinner centred on an empty page; `label` is what screen readers hear (the kit's default without). */
export function SpinnerPage({ label }: { label?: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center text-primary">
      <Spinner size="lg" label={label} />
    </div>
  );
}

/**
 * Shown while the session is restored or a screen's code or texts load. It must not wait for the
 * texts itself: before they arrive, the kit's default label is announced.
 */
export function PageSpinner() {
  const { t, ready } = useTranslation('common', { useSuspense: false });
  return <SpinnerPage label={ready ? t('loading') : undefined} />;
}
