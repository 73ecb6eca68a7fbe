import type { Schemas } from '@invest/api-client';
import { Alert, Button, FileDrop } from '@invest/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../../../lib/api';
import { INTL_LOCALE } from '../../../lib/formatting';
import { currentLanguage, useErrorMessage } from '../../../lib/i18n';
import { useUploadDocuments, type UploadFailure } from '../api/questionnaire-queries';
import { useQuestionnaireTranslation } from './i18n';
import { QuestionnaireFrame } from './questionnaire-frame';
import { QUESTIONNAIRE_PATH, QUESTIONS, UPLOAD_PATH } from './questions';

/** The service's limit per file (the contract's 10 MB). */
const MAX_FILE_BYTES = 10 * 1024 * 1024;
const JPEG = { 'image/jpeg': ['.jpg', '.jpeg'] };

/**
 * `/upload`: the last step of the questionnaire (SPEC §2): ID card or passport. A business investor
 * may skip it for now (to /u/account).
 */
export function UploadChoiceStep() {
  const { t } = useQuestionnaireTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const questions = QUESTIONS[user.investorType];
  const choices = [
    { to: `${QUESTIONNAIRE_PATH}/upload-id`, label: t('upload.id'), hint: t('upload.idHint') },
    {
      to: `${QUESTIONNAIRE_PATH}/upload-passport`,
      label: t('upload.passport'),
      hint: t('upload.passportHint'),
    },
  ];
  return (
    <QuestionnaireFrame
      user={user}
      current={questions.length}
      title={t('upload.title')}
      description={t('upload.description')}
      actions={
        <>
          <Button variant="ghost" onClick={() => void navigate(`${QUESTIONNAIRE_PATH}/${questions.length}`)}>
            {t('actions.back')}
          </Button>
          {user.investorType === 'Business' && (
            <Button variant="outline" onClick={() => void navigate('/u/account')}>
              {t('actions.skip')}
            </Button>
          )}
        </>
      }
    >
      <nav aria-label={t('upload.choose')} className="flex flex-col gap-2">
        <p className="text-sm font-medium text-foreground">{t('upload.choose')}</p>
        <ul className="grid gap-3 sm:grid-cols-2">
          {choices.map((choice) => (
            <li key={choice.to}>
              <Link
                to={choice.to}
                className="flex h-full flex-col gap-1 rounded-lg border bg-card p-4 transition-colors hover:border-primary hover:bg-(--accent)/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <span className="font-semibold text-foreground">{choice.label}</span>
                <span className="text-sm text-muted-foreground">{choice.hint}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </QuestionnaireFrame>
  );
}

type Side = 'front' | 'back' | 'photoPage';
const SIDES: Record<Schemas['DocumentType'], Side[]> = { ID: ['front', 'back'], PASSPORT: ['photoPage'] };

/**
 * `/upload-id` (front and back) and `/upload-passport` (the photo page), SPEC §2/§4: a FileDrop per
 * side (JPEG up to 10 MB, preview and tick); Continue appears once every side has its photo and
 * shows the upload under way; success goes to /u/account, a failure clears the photos and says why
 * (the service's key, translated; too many uploads with the minutes to wait; else `errorUploading`).
 * Go back leads to the choice.
 */
export function UploadDocumentsStep({ type }: { type: Schemas['DocumentType'] }) {
  const { t, i18n } = useQuestionnaireTranslation();
  const errorMessage = useErrorMessage();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { upload, isUploading } = useUploadDocuments(user.Id);
  const sides = SIDES[type];
  const [files, setFiles] = useState<Partial<Record<Side, File>>>({});
  const [failure, setFailure] = useState<UploadFailure | null>(null);
  const chosen = sides.flatMap((side) => (files[side] ? [files[side]] : []));
  const locale = INTL_LOCALE[currentLanguage(i18n)];
  // Phone photos are a few MB; a small scan is shown in kB rather than as "0 MB".
  const formatSize = (bytes: number) =>
    bytes < 1024 * 1024
      ? `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.max(1, bytes / 1024))} kB`
      : `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024)} MB`;

  const send = async () => {
    setFailure(null);
    const failed = await upload(type, chosen);
    if (!failed) {
      void navigate('/u/account');
      return;
    }
    setFiles({});
    setFailure(failed);
  };
  const failureMessage = (failed: UploadFailure) =>
    failed.key === 'rate-limited' && failed.retryAfter !== null
      ? t('upload.rateLimited', { count: Math.ceil(failed.retryAfter / 60) })
      : errorMessage(failed.key, 'errorUploading');

  return (
    <QuestionnaireFrame
      user={user}
      current={QUESTIONS[user.investorType].length}
      title={type === 'ID' ? t('upload.idTitle') : t('upload.passportTitle')}
      description={type === 'ID' ? t('upload.idDescription') : t('upload.passportDescription')}
      actions={
        <>
          <Button variant="ghost" disabled={isUploading} onClick={() => void navigate(UPLOAD_PATH)}>
            {t('actions.goBack')}
          </Button>
          {chosen.length === sides.length && (
            <Button loading={isUploading} loadingLabel={t('actions.uploading')} onClick={() => void send()}>
              {t('actions.continue')}
            </Button>
          )}
        </>
      }
    >
      {failure && <Alert variant="error" description={failureMessage(failure)} />}
      <div className={sides.length > 1 ? 'grid gap-5 md:grid-cols-2' : 'flex flex-col'}>
        {sides.map((side) => (
          <div key={side} role="group" aria-label={t(`upload.${side}`)} className="flex flex-col gap-2">
            <h3 className="text-sm font-medium text-foreground">{t(`upload.${side}`)}</h3>
            <FileDrop
              accept={JPEG}
              maxSize={MAX_FILE_BYTES}
              value={files[side] ? [files[side]] : []}
              onValueChange={(next) => {
                setFailure(null);
                setFiles((current) => ({ ...current, [side]: next[0] }));
              }}
              fileStatus={() => (isUploading ? 'uploading' : 'success')}
              disabled={isUploading}
              label={t('upload.dropLabel')}
              hint={t('upload.hint')}
              dropLabel={t('upload.dropHere')}
              removeLabel={(file) => t('upload.remove', { name: file.name })}
              successLabel={t('upload.ready')}
              uploadingLabel={t('actions.uploading')}
              invalidTypeMessage={(file) => t('upload.invalidType', { name: file.name })}
              tooLargeMessage={(file, size) => t('upload.tooLarge', { name: file.name, size })}
              tooManyMessage={() => t('upload.tooMany')}
              formatSize={formatSize}
            />
          </div>
        ))}
      </div>
    </QuestionnaireFrame>
  );
}
