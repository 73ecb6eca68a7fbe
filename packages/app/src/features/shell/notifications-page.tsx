import { Alert, Button, Card, EmptyState, Skeleton } from '@invest/ui';
import { useTranslation } from 'react-i18next';
import { useApiCursorLoadMore } from '../../lib/api/load-more';
import { formatDateTime } from '../../lib/formatting';
import { currentLanguage } from '../../lib/i18n';
import { usePageTitle } from '../../lib/page-title';
import { useSignedIn } from '../../lib/session';
import { notificationTitle } from './notification-title';

/**
 * Every notification of the investor (issue 27: the header menu shows the latest page only), newest
 * first, 20 at a time with "Load more" as the other lists, each worded as in the menu (the receivable
 * and the amount where it names them) with its time; the unread ones marked. Reading the page marks
 * nothing: the menu does that.
 */
export function NotificationsPage() {
  const { t, i18n } = useTranslation('shell');
  usePageTitle(t('notifications.page.title'));
  const language = currentLanguage(i18n);
  const { credentials } = useSignedIn();
  const list = useApiCursorLoadMore('/notifications/{userId}', { path: { userId: credentials.userId } });

  let body;
  if (list.error && list.items.length === 0) {
    body = <Alert variant="error" description={t('notifications.error')} />;
  } else if (list.isLoading) {
    body = (
      <div className="flex flex-col gap-3" aria-hidden="true">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} shape="text" className="h-5" />
        ))}
      </div>
    );
  } else if (list.items.length === 0) {
    body = <EmptyState size="sm" titleAs="h2" title={t('notifications.empty')} />;
  } else {
    body = (
      <ul className="flex flex-col divide-y" data-testid="notifications">
        {list.items.map((notification) => (
          <li key={notification.Id} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
            <span
              aria-hidden="true"
              className={
                notification.read
                  ? 'mt-2 size-2 shrink-0 rounded-full'
                  : 'mt-2 size-2 shrink-0 rounded-full bg-primary'
              }
            />
            <div className="flex min-w-0 flex-col gap-0.5">
              <span className="text-sm font-medium text-pretty text-foreground">
                {notificationTitle(t, notification)}
                {!notification.read && <span className="sr-only"> ({t('notifications.unreadItem')})</span>}
              </span>
              <span className="text-sm text-muted-foreground tabular-nums">
                {formatDateTime(notification.date, language)}
              </span>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">
        {t('notifications.page.title')}
      </h1>
      <Card className="gap-4">
        {body}
        {list.items.length > 0 && !list.isEnd && (
          <Button
            variant="outline"
            className="self-center max-sm:w-full"
            loading={list.isLoadingMore}
            loadingLabel={t('notifications.page.loadingMore')}
            onClick={list.loadMore}
          >
            {t('notifications.page.loadMore')}
          </Button>
        )}
      </Card>
    </div>
  );
}
