import type { ApiCalls } from '@invest/api-client';
import { createOpsClient, opsTakesIdempotencyKey, type OpsClient } from '@invest/api-client/ops';
import { createContext, use, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SWRConfig } from 'swr';
import { ApiCallsProvider } from '../../lib/api';
import { currentLanguage } from '../../lib/i18n';
import { readOperatorSession, writeOperatorSession } from './session';

const OpsClientContext = createContext<OpsClient | null>(null);

/** A fresh SWR cache per operator session: nothing read for one operator is shown to the next. */
const newCache = () => new Map();

/**
 * The back office's calls: the operator's client (bearer token of the operator session, the
 * console's language), under the app's data hooks (useApiQuery, useApiCursorLoadMore, useApiMutation) and
 * with an SWR cache of its own. A 401 ends the operator session; the guard then shows the sign-in.
 */
export function OpsApiProvider({ sessionKey, children }: { sessionKey: string; children: ReactNode }) {
  const { i18n } = useTranslation();
  const client = useMemo(
    () =>
      createOpsClient({
        getAuthorization: () => readOperatorSession()?.authorization ?? null,
        getLanguage: () => currentLanguage(i18n),
        onSessionExpired: () => writeOperatorSession(null, { expired: true }),
      }),
    [i18n],
  );
  return (
    <OpsClientContext value={client}>
      {/* The operator client answers the /ops paths of the same contract the hooks are typed on. */}
      <ApiCallsProvider calls={client as unknown as ApiCalls} takesIdempotencyKey={opsTakesIdempotencyKey}>
        <SWRConfig key={sessionKey} value={{ provider: newCache }}>
          {children}
        </SWRConfig>
      </ApiCallsProvider>
    </OpsClientContext>
  );
}

/** The operator client itself, for what the data hooks do not cover (sign-in, uploads, downloads). */
export function useOpsClient(): OpsClient {
  const client = use(OpsClientContext);
  if (!client) throw new Error('useOpsClient must be used inside <OpsApiProvider>');
  return client;
}
