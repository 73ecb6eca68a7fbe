import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceOf, networkOf } from '../../../src/modules/account/sessions.ts';
import {
  createTestApp,
  expectApiError,
  expectContractResponse,
  sessionHeaders,
  WEB_CLIENT,
  type Session,
  type TestApp,
} from '../../helpers/app.ts';
import { fundedInvestor, INVESTOR_PASSWORD } from '../../helpers/withdrawals.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const WINDOWS_EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const MAC_FIREFOX = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0';

describe('device and network (pure)', () => {
  it('names the browser family and the system', () => {
    expect(deviceOf(IPHONE)).toEqual({ browser: 'Safari', os: 'iOS', mobile: true });
    expect(deviceOf(WINDOWS_EDGE)).toEqual({ browser: 'Edge', os: 'Windows', mobile: false });
    expect(deviceOf(ANDROID_CHROME)).toEqual({ browser: 'Chrome', os: 'Android', mobile: true });
    expect(deviceOf(MAC_FIREFOX)).toEqual({ browser: 'Firefox', os: 'macOS', mobile: false });
    // Headless Chromium (the end-to-end tests) names itself HeadlessChrome.
    expect(
      deviceOf(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      ),
    ).toEqual({
      browser: 'Chrome',
      os: 'Linux',
      mobile: false,
    });
    expect(deviceOf('curl/8.5.0')).toEqual({ browser: null, os: null, mobile: false });
    expect(deviceOf(null)).toEqual({ browser: null, os: null, mobile: false });
  });

  it('keeps the /24 or /48 network, never the address', () => {
    expect(networkOf('203.0.113.77')).toBe('203.0.113.0/24');
    expect(networkOf('::ffff:198.51.100.9')).toBe('198.51.100.0/24');
    expect(networkOf('2001:db8:1234:5678::1')).toBe('2001:db8:1234::/48');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(networkOf('not an address')).toBeNull();
    expect(networkOf(undefined)).toBeNull();
  });
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Signs in with a User-Agent and an address, as a browser on some network would. */
async function signInFrom(email: string, userAgent: string, remoteAddress: string): Promise<Session> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/oauth/token',
    remoteAddress,
    headers: {
      authorization: WEB_CLIENT,
      'content-type': 'application/x-www-form-urlencoded',
      'user-agent': userAgent,
    },
    payload: new URLSearchParams({
      grant_type: 'password',
      username: email,
      password: INVESTOR_PASSWORD,
    }).toString(),
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { access_token: string; userId: number };
  return {
    token: body.access_token,
    userId: body.userId,
    headers: sessionHeaders({ authorization: `Bearer ${body.access_token}`, userid: String(body.userId) }),
  };
}

type SessionJson = {
  Id: number;
  device: { browser: string | null; os: string | null; mobile: boolean };
  network: string | null;
  lastSeenAt: string;
  current: boolean;
};

async function sessionsOf(who: Session): Promise<SessionJson[]> {
  const res = await t.app.inject({ url: `/api/sessions/${who.userId}`, headers: who.headers });
  return expectContractResponse(res, 'listSessions', 200) as SessionJson[];
}

describe('active sessions', () => {
  it('lists the devices, the current one first and marked, with last seen and the network', async () => {
    const investor = await fundedInvestor(t);
    const laptop = await signInFrom(investor.email, WINDOWS_EDGE, '203.0.113.77');
    t.clock.advance(5 * 60_000);
    const phone = await signInFrom(investor.email, IPHONE, '198.51.100.9');

    t.clock.advance(5 * 60_000);
    const list = await sessionsOf(laptop);
    // fundedInvestor's own session, the laptop and the phone.
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({
      current: true,
      device: { browser: 'Edge', os: 'Windows' },
      network: '203.0.113.0/24',
    });
    expect(list.filter((s) => s.current)).toHaveLength(1);
    // The laptop was just used: its last-seen moved; the phone's is its login.
    expect(list[0]!.lastSeenAt).toBe(t.clock.now().toISOString());
    const phoneRow = list.find((s) => s.device.os === 'iOS')!;
    expect(phoneRow).toMatchObject({ network: '198.51.100.0/24', current: false });
    expect(new Date(phoneRow.lastSeenAt).getTime()).toBe(t.clock.now().getTime() - 5 * 60_000);
    // No full address is kept anywhere.
    const stored = await t.ownerPool.query<{ text: string }>(
      `SELECT string_agg(coalesce(network::text, ''), ' ') AS text FROM access_tokens WHERE user_id = $1`,
      [investor.userId],
    );
    expect(stored.rows[0]!.text).not.toContain('203.0.113.77');

    // The phone sees itself as current.
    expect((await sessionsOf(phone))[0]).toMatchObject({ current: true, device: { os: 'iOS' } });
  });

  it('ends one session remotely; that session is signed out at once, the others stay', async () => {
    const investor = await fundedInvestor(t);
    const laptop = await signInFrom(investor.email, WINDOWS_EDGE, '203.0.113.77');
    const phone = await signInFrom(investor.email, IPHONE, '198.51.100.9');
    const phoneId = (await sessionsOf(phone))[0]!.Id;

    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/api/session/${phoneId}`,
      headers: laptop.headers,
    });
    expect(expectContractResponse(ended, 'endSession', 200)).toEqual({});
    const afterwards = await t.app.inject({ url: `/api/customer/${phone.userId}`, headers: phone.headers });
    expect(afterwards.statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: `/api/customer/${laptop.userId}`, headers: laptop.headers })).statusCode,
    ).toBe(200);
    expect((await sessionsOf(laptop)).map((s) => s.Id)).not.toContain(phoneId);
    // Ending it again: it is no longer live.
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/session/${phoneId}`,
      headers: laptop.headers,
    });
    expectApiError(again, 404, 'not-found');

    const audit = await t.ownerPool.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE user_id = $1 AND action = 'session.ended'`,
      [investor.userId],
    );
    expect(audit.rowCount).toBe(1);
  });

  it('never lists or ends another investor’s sessions', async () => {
    const mallory = await fundedInvestor(t);
    const victim = await fundedInvestor(t);
    const victimSession = (await sessionsOf(victim))[0]!.Id;

    const list = await t.app.inject({ url: `/api/sessions/${victim.userId}`, headers: mallory.headers });
    expectApiError(list, 403, 'forbidden');
    const end = await t.app.inject({
      method: 'DELETE',
      url: `/api/session/${victimSession}`,
      headers: mallory.headers,
    });
    expectApiError(end, 404, 'not-found');
    const others = await t.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${victim.userId}`,
      headers: mallory.headers,
    });
    expectApiError(others, 403, 'forbidden');
    expect(
      (await t.app.inject({ url: `/api/customer/${victim.userId}`, headers: victim.headers })).statusCode,
    ).toBe(200);
  });

  it('logs out every other session and keeps the current one', async () => {
    const investor = await fundedInvestor(t);
    const laptop = await signInFrom(investor.email, WINDOWS_EDGE, '203.0.113.77');
    const phone = await signInFrom(investor.email, IPHONE, '198.51.100.9');
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${laptop.userId}`,
      headers: laptop.headers,
    });
    // fundedInvestor's session and the phone.
    expect(expectContractResponse(res, 'endOtherSessions', 200)).toEqual({ ended: 2 });
    expect(
      (await t.app.inject({ url: `/api/customer/${phone.userId}`, headers: phone.headers })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ url: `/api/customer/${investor.userId}`, headers: investor.headers })).statusCode,
    ).toBe(401);
    const left = await sessionsOf(laptop);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ current: true });
  });
});
