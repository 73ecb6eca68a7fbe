import type { Schemas } from '@invest/api-client';
import {
  AlertDialog,
  Button,
  Card,
  CardDescription,
  CardHeader,
  CardTitle,
  DescriptionList,
  Skeleton,
  StatusBullet,
  TextField,
  toast,
} from '@invest/ui';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useApiMutation, useApiQuery } from '../../../lib/api';
import { countryNameOf } from '../../../lib/countries';
import { formatDate, formatDateTime } from '../../../lib/formatting';
import { currentLanguage } from '../../../lib/i18n';
import { routeIdOf } from '../../../lib/route-id';
import { OpsBackLink, OpsDetail, OpsPage } from '../page';
import { ReasonDialog } from '../reason-dialog';
import { DeletedDocument, DocumentImage } from './document-image';
import { useOpsIdentityTranslation } from './i18n';
import { reviewerName } from './review-name';

type Review = Schemas['IdentityReview'];

const QUEUE = '/ops/identity';

/** Today as `YYYY-MM-DD` in the operator's time zone (what a date field's value looks like). */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Why a validity date cannot be sent, as a text key; null when it can. */
export function validToProblem(value: string, todayIso = today()): 'validToRequired' | 'validToPast' | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return 'validToRequired';
  return value > todayIso ? null : 'validToPast';
}

/** Approve (with the document's validity date) and reject (with a reason), then back to the queue. */
function ReviewActions({ review }: { review: Review }) {
  const { t } = useOpsIdentityTranslation();
  const navigate = useNavigate();
  const name = reviewerName(review);
  const revalidates = ['/ops/identity-reviews', '/ops/identity-reviews/{id}', '/ops/investors'] as const;
  const approve = useApiMutation('post', '/ops/identity-reviews/{id}/approve', { revalidates });
  const reject = useApiMutation('post', '/ops/identity-reviews/{id}/reject', { revalidates });
  const [validTo, setValidTo] = useState('');
  const [validToShown, setValidToShown] = useState(false);
  const problem = validToProblem(validTo);

  const done = (message: string) => {
    toast({ variant: 'success', title: message });
    void navigate(QUEUE);
  };

  return (
    <>
      <AlertDialog
        trigger={<Button>{t('approve.action')}</Button>}
        title={t('approve.title', { name })}
        description={t('approve.description')}
        confirmLabel={t('approve.confirm')}
        cancelLabel={t('ops:actions.cancel')}
        pendingLabel={t('ops:actions.saving')}
        error={approve.errorMessage ?? undefined}
        onOpenChange={(open) => {
          if (!open) return;
          approve.reset();
          setValidTo('');
          setValidToShown(false);
        }}
        onConfirm={async () => {
          setValidToShown(true);
          if (problem) throw new Error(problem);
          const result = await approve.trigger({ params: { path: { id: review.id } }, body: { validTo } });
          if (!result.ok) throw result.error;
          done(t('approve.done', { name }));
        }}
      >
        <TextField
          type="date"
          label={t('approve.validTo')}
          hint={t('approve.validToHint')}
          min={today()}
          value={validTo}
          error={validToShown && problem ? t(`approve.${problem}`) : undefined}
          onChange={(event) => setValidTo(event.target.value)}
        />
      </AlertDialog>
      <ReasonDialog
        trigger={<Button variant="outline">{t('reject.action')}</Button>}
        title={t('reject.title', { name })}
        description={t('reject.description')}
        confirmLabel={t('reject.confirm')}
        placeholder={t('reject.reasonPlaceholder')}
        error={reject.errorMessage}
        onOpenChange={(open) => {
          if (open) reject.reset();
        }}
        onConfirm={async (reason) => {
          const result = await reject.trigger({ params: { path: { id: review.id } }, body: { reason } });
          if (result.ok) done(t('reject.done', { name }));
          return result.ok;
        }}
      />
    </>
  );
}

/** /ops/identity/:id: the registrant's data beside the uploaded images, and the decision. */
export function IdentityReviewPage() {
  const { t } = useOpsIdentityTranslation();
  const id = routeIdOf(useParams().id);
  const query = useApiQuery(id === null ? null : '/ops/identity-reviews/{id}', { path: { id: id ?? 0 } });
  const back = <OpsBackLink to={QUEUE}>{t('detail.back')}</OpsBackLink>;
  return (
    <OpsDetail
      id={id}
      query={query}
      title={t('queue.title')}
      notFound={t('detail.notFound')}
      back={back}
      skeleton={
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <Skeleton className="h-80" label={t('detail.loading')} />
          <Skeleton className="h-80" />
        </div>
      }
    >
      {(review) => <ReviewDetail review={review} back={back} />}
    </OpsDetail>
  );
}

/** The review, once it has arrived. */
function ReviewDetail({ review, back }: { review: Review; back: ReactNode }) {
  const { t, i18n } = useOpsIdentityTranslation();
  const language = currentLanguage(i18n);
  const name = reviewerName(review);
  const documentType = t(`documentTypes.${review.type}`);
  return (
    <OpsPage
      title={t('detail.title', { name })}
      back={back}
      actions={review.state === 'PENDING' ? <ReviewActions review={review} /> : undefined}
    >
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="flex flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle>{t('detail.registrant')}</CardTitle>
            </CardHeader>
            <DescriptionList
              notAvailableLabel="—"
              items={[
                { id: 'name', label: t('detail.name'), value: `${review.firstName} ${review.lastName}` },
                ...(review.companyName
                  ? [{ id: 'company', label: t('detail.company'), value: review.companyName }]
                  : []),
                {
                  id: 'type',
                  label: t('detail.investorType'),
                  value: t(`investorTypes.${review.investorType}`),
                },
                {
                  id: 'dob',
                  label: t('detail.dateOfBirth'),
                  value: review.dateOfBirth && formatDate(review.dateOfBirth, language),
                },
                { id: 'address', label: t('detail.address'), value: review.address },
                { id: 'country', label: t('detail.country'), value: countryNameOf(review.country, language) },
                { id: 'email', label: t('detail.email'), value: review.email },
              ]}
            />
            <Link
              to={`/ops/investors/${review.userId}`}
              className="mt-4 text-sm text-primary underline-offset-4 hover:underline"
            >
              {t('detail.profile')}
            </Link>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t('detail.review')}</CardTitle>
            </CardHeader>
            <DescriptionList
              notAvailableLabel="—"
              items={[
                { id: 'document', label: t('detail.documentType'), value: documentType },
                {
                  id: 'submitted',
                  label: t('detail.submitted'),
                  value: formatDateTime(review.submittedAt, language),
                },
                {
                  id: 'state',
                  label: t('detail.state'),
                  value: <StatusBullet status={review.state} label={t(`states.${review.state}`)} />,
                },
                ...(review.reviewedAt
                  ? [
                      {
                        id: 'reviewed',
                        label: t('detail.reviewed'),
                        value: formatDateTime(review.reviewedAt, language),
                      },
                    ]
                  : []),
                ...(review.rejectionReason
                  ? [{ id: 'reason', label: t('detail.rejectionReason'), value: review.rejectionReason }]
                  : []),
              ]}
            />
          </Card>
        </div>
        <Card>
          <CardHeader>
            <CardTitle>{t('detail.documents')}</CardTitle>
            <CardDescription>{t('detail.documentsHint')}</CardDescription>
          </CardHeader>
          <div className="grid gap-4 md:grid-cols-2">
            {review.documents.map((document) =>
              document.deletedAt ? (
                <DeletedDocument
                  key={document.id}
                  side={document.side}
                  deletedAt={document.deletedAt}
                  state={review.state}
                />
              ) : (
                <DocumentImage
                  key={document.id}
                  documentId={document.id}
                  side={document.side}
                  alt={t('detail.documentAlt', {
                    type: documentType,
                    side: t(`sides.${document.side}`),
                    name,
                  })}
                />
              ),
            )}
          </div>
        </Card>
      </div>
    </OpsPage>
  );
}
