import type { DownloadedFile, DownloadParams, DownloadPath } from '@invest/api-client';
import { Button, useToast, type ButtonProps } from '@invest/ui';
import { useState } from 'react';
import { answeredErrorKey, useApi } from './api';
import { useErrorMessage } from './i18n';
import { saveFile } from './save-file';

export type DownloadButtonProps<P extends DownloadPath> = Omit<ButtonProps, 'onClick' | 'loading'> & {
  /** The file's call and its parameters (a contract, a contract template). */
  path: P;
  params: DownloadParams<P>;
  /** Announced while the file is prepared. */
  loadingLabel: string;
  /** The toast's title when the file could not be had; its text is the translated error key. */
  errorTitle: string;
};

/**
 * Downloading a file and handing it to the browser, `busy` meanwhile (a second press is ignored); a
 * failure is told in a toast titled `errorTitle`, its text the translated error key. `download` takes
 * the call that fetches the file, from the investor's client or the operator's.
 */
export function useDownload(errorTitle: string) {
  const { toast } = useToast();
  const errorMessage = useErrorMessage();
  const [busy, setBusy] = useState(false);

  const download = async (file: () => Promise<DownloadedFile>) => {
    if (busy) return;
    setBusy(true);
    try {
      saveFile(await file());
    } catch (error) {
      toast({
        variant: 'error',
        title: errorTitle,
        description: errorMessage(answeredErrorKey(error), 'something-wrong'),
      });
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}

/**
 * A button that downloads a file through the API client's `downloadFile` (named by the service's
 * Content-Disposition, else the client's fallback such as `{id}.pdf`) and hands it to the browser.
 * A failure is told in a toast, so the button works the same in a table row, a banner or a card.
 */
export function DownloadButton<P extends DownloadPath>({
  path,
  params,
  loadingLabel,
  errorTitle,
  children,
  ...props
}: DownloadButtonProps<P>) {
  const api = useApi();
  const { busy, download } = useDownload(errorTitle);
  return (
    <Button
      {...props}
      loading={busy}
      loadingLabel={loadingLabel}
      onClick={() => void download(() => api.downloadFile(path, params))}
    >
      {children}
    </Button>
  );
}
