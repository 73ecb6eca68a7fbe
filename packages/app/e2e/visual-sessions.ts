/** The signed-in state the screenshot comparisons share (visual.spec.ts), made once by the setup project. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import type { Investment, UserInvestment } from '@invest/api-client';
import { VISUAL_CLOCK_FILE, SERVERS } from './servers';
import { consoleSessionOf, DEMO, OPERATOR, operatorSignIn, tokenByApi } from './support';

export interface VisualSessions {
  /** The demo investor's one session: the account screen lists exactly this one. */
  investor: { authorization: string; userId: string };
  /** The demo investor's newest listing and first holding, for the detail screens. */
  investmentId: number;
  holdingId: number;
  /** The console's stored session of the demo operator. */
  operator: string;
}

const FILE = `${SERVERS.visual.dataDir}-sessions.json`;

/** How far the visual server's clock is from this machine's (e2e/visual-clock.mjs). */
export const visualClockOffsetMs = (): number =>
  (JSON.parse(readFileSync(VISUAL_CLOCK_FILE, 'utf8')) as { offsetMs: number }).offsetMs;

/** Signs in on the visual server (`request`'s base URL) and leaves the sessions for every worker. */
export async function shareVisualSessions(request: APIRequestContext): Promise<VisualSessions> {
  const token = await tokenByApi(request, DEMO.email, DEMO.password);
  const headers = {
    Authorization: `${token.token_type} ${token.access_token}`,
    userId: String(token.userId),
  };
  const get = async <T>(path: string) => (await (await request.get(`/api${path}`, { headers })).json()) as T;
  const [investment] = await get<Investment[]>('/investments?sort=date&direction=desc&limit=1&offset=0');
  const [holding] = await get<UserInvestment[]>('/user_investments?limit=1&offset=0');
  const operator = await operatorSignIn(request, OPERATOR, [0, 1], visualClockOffsetMs());
  const sessions: VisualSessions = {
    investor: { authorization: headers.Authorization, userId: headers.userId },
    investmentId: investment!.Id,
    holdingId: holding!.Id,
    operator: consoleSessionOf(operator, OPERATOR, 60 * 60_000),
  };
  writeFileSync(FILE, JSON.stringify(sessions));
  return sessions;
}

/** The shared sessions (or, when the setup project did not run, this worker's own). */
export async function visualSessions(request: APIRequestContext): Promise<VisualSessions> {
  if (existsSync(FILE)) return JSON.parse(readFileSync(FILE, 'utf8')) as VisualSessions;
  return shareVisualSessions(request);
}
