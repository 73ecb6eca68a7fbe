import { BrandWordmark, Spinner } from '@invest/ui';
import { useTranslation } from 'react-i18next';

/**
 * The spinner centred on an empty page; `label` is what screen readers hear (the kit's default without).
 * With `brand`, the wordmark stands above it without moving it, so the page that follows (the spinner
 * alone) does not shift.
 */
export function SpinnerPage({ label, brand = false }: { label?: string; brand?: boolean }) {
  return (
    <div className="flex min-h-dvh items-center justify-center text-primary">
      <div className="relative">
        {brand && <BrandWordmark className="absolute bottom-full left-1/2 mb-6 -translate-x-1/2" />}
        <Spinner size="lg" label={label} />
      </div>
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
