import { request as newRequest, test as setup } from '@playwright/test';
import { SERVERS } from './servers';
import { releaseLocks, shareOperatorSessions } from './support';
import { shareVisualSessions } from './visual-sessions';

/**
 * Before the journeys: both demo operators sign in once, and every worker uses these sessions
 * (support.ts operatorHeaders, openConsole) instead of spending an authenticator code of its own.
 */
setup('the demo operators sign in once for every worker', async ({ request }) => {
  releaseLocks();
  await shareOperatorSessions(request);
});

/** Before the screenshots: one investor session and one operator session on the visual server. */
setup('the screenshots sign in once on the visual server', async () => {
  const visual = await newRequest.newContext({ baseURL: SERVERS.visual.url });
  try {
    await shareVisualSessions(visual);
  } finally {
    await visual.dispose();
  }
});
