import { Spinner } from '@invest/ui';
import { useTranslation } from 'react-i18next';

/**
 * Shown while the session is restored or a screen's code or texts load. It must not wait for the
 * texts itself: before they arrive, the kit's default label is announced.
 */
export function PageSpinner() {
  const { t, ready } = useTranslation('common', { useSuspense: false });
  return (
    <div className="flex min-h-dvh items-center justify-center text-primary">
      <Spinner size="lg" label={ready ? t('loading') : undefined} />
    </div>
  );
}
