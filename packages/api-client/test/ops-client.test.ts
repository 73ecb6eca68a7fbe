import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError, WEB_CLIENT_AUTHORIZATION } from '../src/index.js';
import { createOpsClient, type OpsClientOptions } from '../src/ops-client.js';
import { BASE_URL, json, pdf, recordingFetch } from './fake-fetch.js';
import type { Handler } from './fake-fetch.js';

const token = { access_token: 'op-tok', expires_in: 1800, token_type: 'Bearer', operatorId: 3 };

function setup(handler?: Handler, options: Partial<OpsClientOptions> = {}) {
  const recorder = recordingFetch(handler);
  const onSessionExpired = vi.fn();
  const ops = createOpsClient({
    baseUrl: BASE_URL,
    getAuthorization: () => 'Bearer op-tok',
    getLanguage: () => 'sl',
    onSessionExpired,
    fetch: recorder.fetch,
    ...options,
  });
  return { ops, calls: recorder.calls, onSessionExpired };
}

describe('the operator client', () => {
  it('sends the operator bearer and the language, and never an investor userId', async () => {
    const { ops, calls } = setup(() => json({ content: [], next: null }));
    await ops.GET('/ops/suspense', { params: { query: { size: 20, cursor: 'abc' } } });
    expect(calls[0]!.url.href).toBe(`${BASE_URL}/ops/suspense?size=20&cursor=abc`);
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer op-tok');
    expect(calls[0]!.headers.get('accept-language')).toBe('sl');
    expect(calls[0]!.headers.has('userid')).toBe(false);
  });

  it('signs in with the web client, the password grant and the authenticator code', async () => {
    const { ops, calls } = setup(() => json(token), { getAuthorization: () => null });
    await expect(ops.login('ops@invest.si', 'secret pass', '123456')).resolves.toEqual(token);
    expect(calls[0]!.url.pathname).toBe('/api/ops/oauth/token');
    expect(calls[0]!.headers.get('authorization')).toBe(WEB_CLIENT_AUTHORIZATION);
    const form = new URLSearchParams(calls[0]!.body);
    expect(Object.fromEntries(form)).toMatchObject({
      grant_type: 'password',
      username: 'ops@invest.si',
      password: 'secret pass',
      otp: '123456',
    });
  });

  it('signs in with a passkey in place of the code: `passkey` sent, no `otp`', async () => {
    const { ops, calls } = setup(() => json(token), { getAuthorization: () => null });
    const passkey = JSON.stringify({ challengeId: 'chl_0123456789abcdef', credential: { id: 'Y3JlZA' } });
    await expect(ops.login('ops@invest.si', 'secret pass', { passkey })).resolves.toEqual(token);
    expect(Object.fromEntries(new URLSearchParams(calls[0]!.body))).toEqual({
      grant_type: 'password',
      scope: 'ops',
      username: 'ops@invest.si',
      password: 'secret pass',
      passkey,
    });
  });

  it('rejects a refused sign-in with the service key, and a malformed token response', async () => {
    const refused = setup(() => json({ error: 'invalid_grant', key: 'unauthorized', message: 'Wrong' }, 400));
    await expect(refused.ops.login('a@b.si', 'x', '000000')).rejects.toMatchObject({
      status: 400,
      key: 'unauthorized',
    });
    // A sign-in's 400 is no session expiry.
    expect(refused.onSessionExpired).not.toHaveBeenCalled();
    const malformed = setup(() => json({ access_token: 'x', token_type: 'Bearer' }));
    await expect(malformed.ops.login('a@b.si', 'x', '000000')).rejects.toBeInstanceOf(ApiRequestError);
  });

  it('reports one expiry per authorization value, however many calls answer 401', async () => {
    const { ops, onSessionExpired } = setup(() => json({ key: 'unauthorized', message: 'no' }, 401));
    await Promise.all([
      ops.GET('/ops/suspense', {}),
      ops.GET('/ops/originators', {}),
      ops.GET('/ops/deductions', {}),
    ]);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('revokes with the web client header and never rejects', async () => {
    const { ops, calls } = setup(() => json({}));
    await expect(ops.revoke('op-tok')).resolves.toBe(true);
    expect(calls[0]!.url.pathname).toBe('/api/ops/oauth/revoke');
    expect(calls[0]!.headers.get('authorization')).toBe(WEB_CLIENT_AUTHORIZATION);
    const failing = setup(() => {
      throw new TypeError('offline');
    });
    await expect(failing.ops.revoke('op-tok')).resolves.toBe(false);
  });

  it('downloads a file under the name the service gives it', async () => {
    const { ops, calls } = setup(() =>
      pdf({ 'Content-Disposition': 'attachment; filename="payout-12.xml"' }),
    );
    const file = await ops.downloadFile('/ops/payouts/{id}/file', { path: { id: 12 } }, 'payout.xml');
    expect(calls[0]!.url.pathname).toBe('/api/ops/payouts/12/file');
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer op-tok');
    expect(file.filename).toBe('payout-12.xml');
    expect(await file.blob.text()).toContain('%PDF');
  });
});
