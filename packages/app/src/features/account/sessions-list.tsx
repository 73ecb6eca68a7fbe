import type { Schemas } from '@invest/api-client';
import { Alert, Button, Skeleton, useToast } from '@invest/ui';
import { answeredErrorKey, useCurrentUser, type MutationResult } from '../../lib/api';
import { formatDateTime } from '../../lib/formatting';
import { currentLanguage, useErrorMessage } from '../../lib/i18n';
import { useEndOtherSessions, useEndSession, useSessions } from './api/account-queries';
import { useAccountTranslation } from './i18n';

type Session = Schemas['Session'];

/** Sessions of one browser on one device and network, the latest first (the list's order). */
export interface SessionGroup {
  key: string;
  latest: Session;
  sessions: Session[];
}

/**
 * The live sessions (the service lists no ended or expired one) with repeats collapsed: signing in
 * again from the same browser, system and network starts a new session each time, and eight rows of
 * the same browser tell nothing. This device keeps its own row; the others become one row per
 * browser, system and network, with the latest use and how many sessions it holds.
 */
export function groupSessions(sessions: Session[]): SessionGroup[] {
  const groups = new Map<string, SessionGroup>();
  for (const session of sessions) {
    const { browser, os } = session.device;
    const key = session.current
      ? `current:${session.Id}`
      : JSON.stringify([browser ?? null, os ?? null, session.network ?? null]);
    const group = groups.get(key);
    if (group) group.sessions.push(session);
    else groups.set(key, { key, latest: session, sessions: [session] });
  }
  return [...groups.values()];
}

/**
 * The active sessions (issue 12, beyond SPEC): each signed-in device with when it was last used and the
 * network it signed in from, this device first and marked; repeats of one browser collapsed into one
 * row with their number (`groupSessions`); any other can be logged out, or all of them.
 */
export function SessionsList() {
  const { t, i18n } = useAccountTranslation();
  const user = useCurrentUser();
  const language = currentLanguage(i18n);
  const { toast } = useToast();
  const errorMessage = useErrorMessage();
  const sessions = useSessions(user.Id);
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const others = (sessions.data ?? []).filter((s) => !s.current);

  const deviceName = (session: Session) => {
    const { browser, os } = session.device;
    if (browser && os) return t('sessions.device', { browser, os });
    return browser ?? os ?? t('sessions.unknownDevice');
  };

  const failed = (result: Extract<MutationResult<unknown>, { ok: false }>) =>
    toast({
      id: 'account-sessions',
      variant: 'error',
      title: t('sessions.failed'),
      description: errorMessage(answeredErrorKey(result.error), 'something-wrong'),
    });

  return (
    <section aria-labelledby="sessions-heading" className="flex flex-col gap-3 border-t pt-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h4 id="sessions-heading" className="text-sm font-medium leading-6 text-foreground">
            {t('sessions.title')}
          </h4>
          <p className="text-sm text-muted-foreground">{t('sessions.hint')}</p>
        </div>
        {others.length > 0 && (
          <Button
            variant="outline"
            loading={endOthers.isSaving}
            loadingLabel={t('sessions.ending')}
            onClick={async () => {
              const result = await endOthers.trigger({ params: { path: { userId: user.Id } } });
              if (result.ok) {
                toast({
                  id: 'account-sessions',
                  variant: 'success',
                  title: t('sessions.endedOthers', { count: result.data.ended }),
                });
              } else failed(result);
            }}
          >
            {t('sessions.endOthers')}
          </Button>
        )}
      </div>
      {sessions.error ? (
        <Alert variant="error" description={t('sessions.loadError')} />
      ) : sessions.data === undefined ? (
        <Skeleton className="h-16 w-full" />
      ) : (
        <ul className="flex flex-col divide-y rounded-md border" data-testid="sessions">
          {groupSessions(sessions.data).map(({ key, latest: session, sessions: group }) => (
            <li key={key} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-3 py-2.5">
              <div className="flex min-w-0 flex-col gap-0.5 text-sm">
                <span className="font-medium text-foreground">
                  {deviceName(session)}
                  {session.current && (
                    <span className="ml-2 rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-accent-foreground">
                      {t('sessions.current')}
                    </span>
                  )}
                </span>
                <span className="text-muted-foreground tabular-nums">
                  {group.length > 1 && `${t('sessions.count', { count: group.length })} · `}
                  {t('sessions.lastSeen', { date: formatDateTime(session.lastSeenAt, language) })}
                  {session.network && ` · ${t('sessions.network', { network: session.network })}`}
                </span>
              </div>
              {!session.current && (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('sessions.endLabel', { device: deviceName(session) })}
                  disabled={endOne.isSaving}
                  onClick={async () => {
                    // A collapsed row logs out every session it holds.
                    for (const one of group) {
                      const result = await endOne.trigger({ params: { path: { sessionId: one.Id } } });
                      if (!result.ok) return failed(result);
                    }
                    toast({ id: 'account-sessions', variant: 'success', title: t('sessions.ended') });
                  }}
                >
                  {t('sessions.end')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
