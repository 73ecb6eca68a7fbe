import type { Schemas } from '@invest/api-client';
import { Alert, Button, EyeIcon, IdCardIcon, Skeleton } from '@invest/ui';
import { useEffect, useState } from 'react';
import { errorKeyOf } from '../../../lib/api';
import { formatDateTime } from '../../../lib/formatting';
import { currentLanguage, useErrorMessage } from '../../../lib/i18n';
import { useOpsClient } from '../ops-api';
import { useOpsIdentityTranslation } from './i18n';

type Side = Schemas['IdentityDocumentSide'];

interface DocumentImageProps {
  documentId: string;
  side: Side;
  /** The image's description for assistive technology (document type, side, whose). */
  alt: string;
}

type Loaded = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed'; error: unknown };

/**
 * One uploaded identity image. The service serves it only with the operator's bearer token, so it is
 * fetched as a blob and shown through an object URL that exists only in this tab (nothing on the page
 * is a URL another person could open); the URL is revoked when the image leaves the page.
 */
export function DocumentImage({ documentId, side, alt }: DocumentImageProps) {
  const { t } = useOpsIdentityTranslation();
  const message = useErrorMessage();
  const client = useOpsClient();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let url: string | null = null;
    let current = true;
    client
      .downloadFile('/ops/identity-documents/{documentId}', { path: { documentId } }, `${side}.jpg`)
      .then(({ blob }) => {
        if (!current) return;
        url = URL.createObjectURL(blob);
        setLoaded({ status: 'ready', url });
      })
      .catch((error: unknown) => {
        if (current) setLoaded({ status: 'failed', error });
      });
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [client, documentId, side, attempt]);

  const label = t(`sides.${side}`);
  return (
    <figure className="flex min-w-0 flex-col gap-2" data-slot="identity-document" data-state={loaded.status}>
      <figcaption className="flex items-center justify-between gap-2 text-sm font-medium text-foreground">
        {label}
        {loaded.status === 'ready' && (
          <a
            href={loaded.url}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 text-sm font-normal text-primary underline-offset-4 hover:underline"
          >
            <EyeIcon className="size-4" aria-hidden />
            {t('detail.openFull')}
            <span className="sr-only">: {label}</span>
          </a>
        )}
      </figcaption>
      {loaded.status === 'loading' && (
        <Skeleton className="aspect-[3/2] w-full" label={t('detail.documentLoading')} />
      )}
      {loaded.status === 'ready' && (
        <img
          src={loaded.url}
          alt={alt}
          className="w-full rounded-md border bg-muted object-contain"
          style={{ maxHeight: '28rem' }}
        />
      )}
      {loaded.status === 'failed' && (
        <Alert
          variant="error"
          title={t('detail.documentError')}
          description={message(errorKeyOf(loaded.error), 'genericErrorMessage')}
          action={
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setLoaded({ status: 'loading' });
                setAttempt((n) => n + 1);
              }}
            >
              {t('ops:list.retry')}
            </Button>
          }
        />
      )}
    </figure>
  );
}

/**
 * The place of an image that left storage with its superseded or rejected upload: nothing to fetch,
 * and the operator is told when and why it went.
 */
export function DeletedDocument({
  side,
  deletedAt,
  state,
}: {
  side: Side;
  deletedAt: string;
  state: Schemas['IdentityReviewState'];
}) {
  const { t, i18n } = useOpsIdentityTranslation();
  const when = formatDateTime(deletedAt, currentLanguage(i18n));
  return (
    <figure className="flex min-w-0 flex-col gap-2" data-slot="identity-document" data-state="deleted">
      <figcaption className="text-sm font-medium text-foreground">{t(`sides.${side}`)}</figcaption>
      <div className="flex aspect-[3/2] w-full flex-col items-center justify-center gap-2 rounded-md border border-dashed bg-muted p-4 text-center text-sm text-muted-foreground">
        <IdCardIcon className="size-6" aria-hidden />
        {state === 'REJECTED'
          ? t('detail.deletedRejected', { when })
          : t('detail.deletedSuperseded', { when })}
      </div>
    </figure>
  );
}
