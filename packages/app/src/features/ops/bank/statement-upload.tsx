import {
  idempotencyHeaders,
  newIdempotencyKey,
  toApiError,
  type ApiRequestError,
  type Schemas,
} from '@invest/api-client';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  FileDrop,
  formatFileSize,
  useToast,
} from '@invest/ui';
import { useRef, useState } from 'react';
import { answeredErrorKey } from '../../../lib/api';
import { revalidateLists } from '../../../lib/api/revalidation';
import { useErrorMessage } from '../../../lib/i18n';
import { useOpsClient } from '../ops-api';
import { useOpsBankTranslation } from './i18n';

/** The service's limit (STATEMENT_MAX_BYTES): a larger file is refused here, before it travels. */
const MAX_STATEMENT_BYTES = 5 * 1024 * 1024;
const XML = { 'application/xml': ['.xml'], 'text/xml': ['.xml'] };

/**
 * The statement upload: one camt.053/054 file, sent as the XML text the contract declares
 * (`application/xml`, not JSON), then what the service booked is handed to `onImported`.
 */
export function StatementUpload({
  onImported,
}: {
  onImported: (result: Schemas['StatementImport']) => void;
}) {
  const { t, i18n } = useOpsBankTranslation();
  const client = useOpsClient();
  const { toast } = useToast();
  const errorMessage = useErrorMessage();
  const [files, setFiles] = useState<File[]>([]);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<ApiRequestError | null>(null);

  // One Idempotency-Key per chosen file: sending it again after a failure is a retry of that action.
  const action = useRef<{ file: File; key: string } | null>(null);

  const send = async () => {
    const file = files[0];
    if (!file || sending) return;
    if (action.current?.file !== file) action.current = { file, key: newIdempotencyKey() };
    const { key } = action.current;
    setSending(true);
    setError(null);
    try {
      const xml = await file.text();
      const {
        data,
        error: failure,
        response,
      } = await client.POST('/ops/statements', {
        params: { header: idempotencyHeaders(key) },
        body: xml,
        headers: { 'Content-Type': 'application/xml' },
        // The body is the document itself; openapi-fetch would otherwise send it as a JSON string.
        bodySerializer: (body: string) => body,
      });
      if (failure !== undefined || !response.ok || !data)
        throw toApiError(failure, { status: response.status });
      revalidateLists('/ops/suspense');
      revalidateLists('/ops/third-party-payments');
      revalidateLists('/ops/statements');
      setFiles([]);
      onImported(data);
      toast({
        variant: 'success',
        title: t('upload.done'),
        description: t('upload.doneText', {
          booked: data.booked,
          originator: data.originator,
          suspense: data.suspense,
          already: data.alreadyImported,
          reversed: data.reversed,
          returned: data.returned,
        }),
      });
    } catch (thrown) {
      setError(toApiError(thrown));
    } finally {
      setSending(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('upload.title')}</CardTitle>
        <CardDescription>{t('upload.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {error && (
          <Alert
            variant="error"
            title={t('upload.failed')}
            description={
              <>
                {errorMessage(answeredErrorKey(error), 'something-wrong')}
                {error.status === 400 && (
                  <span className="mt-1 block break-words font-mono text-xs">
                    {t('upload.detail', { message: error.message })}
                  </span>
                )}
              </>
            }
          />
        )}
        <FileDrop
          accept={XML}
          maxSize={MAX_STATEMENT_BYTES}
          value={files}
          onValueChange={(next) => {
            setError(null);
            setFiles(next);
          }}
          fileStatus={() => (sending ? 'uploading' : undefined)}
          disabled={sending}
          label={t('upload.label')}
          hint={t('upload.hint')}
          dropLabel={t('upload.drop')}
          removeLabel={(file) => t('upload.remove', { name: file.name })}
          uploadingLabel={t('upload.submitting')}
          invalidTypeMessage={(file) => t('upload.invalidType', { name: file.name })}
          tooLargeMessage={(file, maxSize) => t('upload.tooLarge', { name: file.name, maxSize })}
          tooManyMessage={() => t('upload.tooMany')}
          formatSize={(bytes) => formatFileSize(bytes, i18n.language)}
        />
        <div>
          <Button
            disabled={files.length === 0}
            loading={sending}
            loadingLabel={t('upload.submitting')}
            onClick={() => void send()}
          >
            {t('upload.submit')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
