import { createContext, use, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Where the prerender collects a page's title: effects do not run on the server. */
export const PageTitleSink = createContext<((title: string) => void) | null>(null);

/** Names the browser tab after the screen, in the interface language (screen readers announce it). */
export function usePageTitle(page: string): void {
  const { t } = useTranslation();
  const title = t('documentTitle', { page });
  use(PageTitleSink)?.(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
