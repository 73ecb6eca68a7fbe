/**
 * The investor's active sessions (issue 12): every live access token is a session, listed with the
 * device it signed in from, when it was last used and the network it came from, and each can be ended
 * from another (remote log-out).
 *
 * The device is read from the login's User-Agent by a deliberately small heuristic (deviceOf below):
 * the browser family and the operating system, which is what a person needs to recognise "my phone";
 * versions and models are left out because browsers now freeze or hide them. The place is the
 * client's network, the /24 of an IPv4 address or the /48 of an IPv6 one, not a geolocation guess:
 * it tells "same network as before" without keeping anyone's full address.
 */
import { isIPv4, isIPv6 } from 'node:net';
import { recordAudit, type AuditRequest } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import { withTransaction, type Queryable } from '../../platform/db/pool.ts';
import type pg from 'pg';
import { notFound } from '../../platform/errors.ts';

export interface Device {
  browser: string | null;
  os: string | null;
  mobile: boolean;
}

/** First match wins: the order puts the browsers that also name Chrome or Safari first. */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/Chrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** Browser family and operating system from a User-Agent; null where it names none we know. */
export function deviceOf(userAgent: string | null | undefined): Device {
  const ua = userAgent ?? '';
  return {
    browser: BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? null,
    os: SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? null,
    mobile: /\bMobile\b|\biPhone\b|\bAndroid\b.*\bMobile\b/.test(ua),
  };
}

/** The /24 (IPv4) or /48 (IPv6) network of an address in CIDR notation; null for anything else. */
export function networkOf(ip: string | undefined): string | null {
  if (!ip) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const address = mapped ? mapped[1]! : ip;
  if (isIPv4(address)) return `${address.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIPv6(address)) {
    const [head = '', tail = ''] = address.split('::');
    const left = head === '' ? [] : head.split(':');
    const right = tail === '' ? [] : tail.split(':');
    const groups = address.includes('::')
      ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
      : left;
    return `${groups
      .slice(0, 3)
      .map((g) => parseInt(g, 16).toString(16))
      .join(':')}::/48`;
  }
  return null;
}

export interface SessionJson {
  Id: number;
  device: Device;
  network: string | null;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

/** The user's live sessions, the most recently used first. */
export async function listSessions(
  db: Queryable,
  clock: Clock,
  userId: number,
  currentTokenHash: Buffer,
): Promise<SessionJson[]> {
  const { rows } = await db.query<{
    id: string;
    user_agent: string | null;
    network: string | null;
    created_at: Date;
    last_seen_at: Date;
    current: boolean;
  }>(
    `SELECT id, user_agent, network::text, created_at, coalesce(last_seen_at, created_at) AS last_seen_at,
            token_hash = $3 AS current
       FROM access_tokens
      WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > $2
      ORDER BY token_hash = $3 DESC, coalesce(last_seen_at, created_at) DESC, id DESC`,
    [userId, clock.now(), currentTokenHash],
  );
  return rows.map((r) => ({
    Id: Number(r.id),
    device: deviceOf(r.user_agent),
    network: r.network,
    createdAt: r.created_at.toISOString(),
    lastSeenAt: r.last_seen_at.toISOString(),
    current: r.current,
  }));
}

/** Ends one live session of the user (404 for another's, an ended or an unknown one). */
export async function endSession(
  db: pg.Pool,
  clock: Clock,
  request: AuditRequest,
  userId: number,
  sessionId: number,
): Promise<void> {
  await withTransaction(db, async (tx) => {
    const { rowCount } = await tx.query(
      `UPDATE access_tokens SET revoked_at = $3
        WHERE id = $2 AND user_id = $1 AND revoked_at IS NULL AND expires_at > $3`,
      [userId, sessionId, clock.now()],
    );
    if (rowCount !== 1) throw notFound('No such session');
    await recordAudit(tx, clock, request, { action: 'session.ended', userId, details: { sessionId } });
  });
}

/** Ends every live session of the user but the one asking; returns how many ended. */
export async function endOtherSessions(
  db: pg.Pool,
  clock: Clock,
  request: AuditRequest,
  userId: number,
  currentTokenHash: Buffer,
): Promise<number> {
  return withTransaction(db, async (tx) => {
    const { rowCount } = await tx.query(
      `UPDATE access_tokens SET revoked_at = $3
        WHERE user_id = $1 AND token_hash <> $2 AND revoked_at IS NULL AND expires_at > $3`,
      [userId, currentTokenHash, clock.now()],
    );
    const ended = rowCount ?? 0;
    await recordAudit(tx, clock, request, {
      action: 'session.ended-others',
      userId,
      details: { sessionsRevoked: ended },
    });
    return ended;
  });
}
