import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Names the browser tab after the screen, in the interface language (screen readers announce it). */
export function usePageTitle(page: string): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('documentTitle', { page });
  }, [page, t]);
}
