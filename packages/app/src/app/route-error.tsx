import { Button, EmptyState } from '@invest/ui';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { isChunkLoadError } from '../lib/chunk-load-error';
import { usePageTitle } from '../lib/page-title';

export { isChunkLoadError };

/**
 * The router's error element for the whole app: never react-router's default screen. A screen whose
 * code cannot be loaded any more (a deploy happened while the page was open) offers a reload, which
 * fetches the new build; any other failure says so in the user's language and leads home. Nothing of
 * the error itself (message, stack) is shown.
 */
export function RouteError({ reload }: { reload?: () => void }) {
  return <ErrorScreen error={useRouteError()} reload={reload} />;
}

/**
 * The screen itself, also shown outside the router: when the API client's code cannot be loaded
 * before a stored session's first page (main.tsx), instead of a spinner that would never end.
 */
export function ErrorScreen({
  error,
  reload = () => window.location.reload(),
}: {
  error: unknown;
  reload?: (() => void) | undefined;
}) {
  const { t } = useTranslation('common');
  const updated = isChunkLoadError(error);
  usePageTitle(updated ? t('routeError.updatedTitle') : t('routeError.title'));
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl items-center px-4">
      <EmptyState
        titleAs="h1"
        title={updated ? t('routeError.updatedTitle') : t('routeError.title')}
        description={updated ? t('routeError.updatedMessage') : t('routeError.message')}
        action={
          updated ? (
            <Button size="lg" onClick={reload}>
              {t('routeError.reload')}
            </Button>
          ) : (
            // A full page load: whatever state broke this page does not come along.
            <Button asChild size="lg">
              <a href="/">{t('backToHomepage')}</a>
            </Button>
          )
        }
      />
    </main>
  );
}
