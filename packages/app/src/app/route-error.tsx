import { Button, EmptyState } from '@invest/ui';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { usePageTitle } from '../lib/page-title';

// What browsers say when a chunk of the previous build is gone (Chromium, Firefox, Safari), and
// Vite's own preload failure.
const CHUNK_LOAD_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk [\w-]+ failed/i;

/** True for a failed `import()` of a route's code, typically after a deploy replaced the old chunks. */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof Error)
    return error.name === 'ChunkLoadError' || CHUNK_LOAD_FAILURE.test(error.message);
  return typeof error === 'string' && CHUNK_LOAD_FAILURE.test(error);
}

/**
 * The router's error element for the whole app: never react-router's default screen. A screen whose
 * code cannot be loaded any more (a deploy happened while the page was open) offers a reload, which
 * fetches the new build; any other failure says so in the user's language and leads home. Nothing of
 * the error itself (message, stack) is shown.
 */
export function RouteError({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const error = useRouteError();
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
