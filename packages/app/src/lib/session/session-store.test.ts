import { describe, expect, it, vi } from 'vitest';
import { readCredentials, writeCredentials } from './credentials';
import { REDIRECT_KEY } from './redirect';
import { createSessionStore, SessionError, type SessionApi, type TokenResponse } from './session-store';

interface User {
  id: number;
  name: string;
}

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    map,
  };
}

const token: TokenResponse = { access_token: 'abc', token_type: 'Bearer', expires_in: 3600, userId: 5 };

function setup({ api = {}, path = '/u/account' }: { api?: Partial<SessionApi<User>>; path?: string } = {}) {
  const storage = memoryStorage();
  const redirectStorage = memoryStorage();
  const fullApi: SessionApi<User> = {
    requestToken: vi.fn(async () => token),
    revokeToken: vi.fn(async () => {}),
    fetchUser: vi.fn(async (c) => ({ id: c.userId, name: 'Ana' })),
    ...api,
  };
  let current = path;
  const make = () =>
    createSessionStore<User>({ api: fullApi, storage, redirectStorage, currentPath: () => current });
  return {
    storage,
    redirectStorage,
    api: fullApi,
    make,
    goTo: (next: string) => {
      current = next;
    },
  };
}

describe('session start', () => {
  it('is signed out without stored credentials and remembers the current path', async () => {
    const t = setup({ path: '/u/deposits' });
    const store = t.make();
    expect(store.getState().status).toBe('signed-out');
    await store.restore();
    expect(t.redirectStorage.map.get(REDIRECT_KEY)).toBe('/u/deposits');
    expect(t.api.fetchUser).not.toHaveBeenCalled();
  });

  it('restores the user of stored credentials', async () => {
    const t = setup();
    writeCredentials(t.storage, { authorization: 'Bearer stored', userId: 9 });
    const store = t.make();
    expect(store.getState().status).toBe('restoring');
    await store.restore();
    const state = store.getState();
    expect(state.status).toBe('signed-in');
    expect(state.status === 'signed-in' && state.user).toEqual({ id: 9, name: 'Ana' });
    expect(t.api.fetchUser).toHaveBeenCalledWith({ authorization: 'Bearer stored', userId: 9 });
  });

  it('signs out, clears credentials and remembers the path when the user cannot be fetched', async () => {
    const t = setup({ api: { fetchUser: vi.fn(async () => Promise.reject(new Error('offline'))) } });
    writeCredentials(t.storage, { authorization: 'Bearer stored', userId: 9 });
    const store = t.make();
    await store.restore();
    expect(store.getState()).toMatchObject({ status: 'signed-out', sessionExpired: false });
    expect(readCredentials(t.storage)).toBeNull();
    expect(t.redirectStorage.map.get(REDIRECT_KEY)).toBe('/u/account');
  });

  it('reports an expired stored session when the restore call gets a 401', async () => {
    const t = setup();
    writeCredentials(t.storage, { authorization: 'Bearer stale', userId: 9 });
    const holder: { store?: ReturnType<typeof t.make> } = {};
    t.api.fetchUser = vi.fn(async () => {
      holder.store?.expire(); // what the API client's 401 hook does
      throw new Error('401');
    });
    const store = t.make();
    holder.store = store;
    await store.restore();
    expect(store.getState()).toMatchObject({ status: 'signed-out', sessionExpired: true });
    expect(readCredentials(t.storage)).toBeNull();
  });
});

describe('login', () => {
  it('stores "<token_type> <access_token>" and the user id, and goes to the dashboard by default', async () => {
    const t = setup();
    const store = t.make();
    const target = await store.login('demo@invest.si', 'secret');
    expect(target).toBe('/u/dashboard');
    expect(readCredentials(t.storage)).toEqual({ authorization: 'Bearer abc', userId: 5 });
    expect(store.getState()).toMatchObject({ status: 'signed-in', user: { id: 5 }, landing: '/u/dashboard' });
    store.arrived();
    expect(store.getState()).toMatchObject({ status: 'signed-in', landing: null });
    expect(t.api.requestToken).toHaveBeenCalledWith('demo@invest.si', 'secret');
  });

  it('goes to the remembered path when it is inside /u/, once', async () => {
    const t = setup({ path: '/u/my-investments/3' });
    const store = t.make();
    await store.restore();
    expect(await store.login('a@b.si', 'x')).toBe('/u/my-investments/3');
    await store.logout();
    expect(await store.login('a@b.si', 'x')).toBe('/u/dashboard');
  });

  it('ignores a remembered public path', async () => {
    const t = setup({ path: '/lost-password' });
    const store = t.make();
    await store.restore();
    expect(await store.login('a@b.si', 'x')).toBe('/u/dashboard');
  });

  it('gives no user for a token response lacking a field', async () => {
    for (const missing of ['access_token', 'token_type', 'expires_in'] as const) {
      const partial = { ...token };
      delete partial[missing];
      const t = setup({ api: { requestToken: vi.fn(async () => partial) } });
      const store = t.make();
      await expect(store.login('a@b.si', 'x')).rejects.toEqual(new SessionError('error-logging-in'));
      expect(store.getState().status).toBe('signed-out');
      expect(readCredentials(t.storage)).toBeNull();
    }
  });

  it('passes the server error through', async () => {
    const failure = Object.assign(new Error('blocked'), { key: 'profile-blocked' });
    const t = setup({ api: { requestToken: vi.fn(async () => Promise.reject(failure)) } });
    await expect(t.make().login('a@b.si', 'x')).rejects.toBe(failure);
  });

  it('changes the epoch so per-user caches start empty', async () => {
    const t = setup();
    const store = t.make();
    const before = store.getState().epoch;
    await store.login('a@b.si', 'x');
    expect(store.getState().epoch).not.toBe(before);
  });
});

describe('loginWith (another grant: a passkey)', () => {
  it("stores another grant's token and leads on as a password login, never asking the password grant", async () => {
    const t = setup({ path: '/u/my-investments/3' });
    const store = t.make();
    await store.restore();
    const passkeyToken = vi.fn(async () => ({ ...token, access_token: 'pk', userId: 8 }));
    expect(await store.loginWith(passkeyToken)).toBe('/u/my-investments/3');
    expect(readCredentials(t.storage)).toEqual({ authorization: 'Bearer pk', userId: 8 });
    expect(store.getState()).toMatchObject({ status: 'signed-in', user: { id: 8 } });
    expect(t.api.requestToken).not.toHaveBeenCalled();
  });

  it('passes its refusal through and stays signed out', async () => {
    const failure = Object.assign(new Error('refused'), { key: 'unauthorized' });
    const t = setup();
    const store = t.make();
    await expect(store.loginWith(async () => Promise.reject(failure))).rejects.toBe(failure);
    expect(store.getState().status).toBe('signed-out');
    expect(readCredentials(t.storage)).toBeNull();
  });
});

describe('401 (expire)', () => {
  it('saves the current path, clears credentials, sets sessionExpired and resets per-user state', async () => {
    const t = setup();
    const store = t.make();
    await store.login('a@b.si', 'x');
    const epoch = store.getState().epoch;
    t.goTo('/u/deposits?tab=withdraw');
    const listener = vi.fn();
    store.subscribe(listener);
    store.expire();
    store.expire(); // a burst of parallel 401s ends the session once
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getState()).toMatchObject({ status: 'signed-out', sessionExpired: true });
    expect(store.getState().epoch).toBe(epoch + 1);
    expect(readCredentials(t.storage)).toBeNull();
    expect(t.redirectStorage.map.get(REDIRECT_KEY)).toBe('/u/deposits?tab=withdraw');
    expect(await store.login('a@b.si', 'x')).toBe('/u/deposits?tab=withdraw');
  });

  it('the notice can be dismissed', () => {
    const t = setup();
    writeCredentials(t.storage, { authorization: 'Bearer x', userId: 1 });
    const store = t.make();
    store.expire();
    store.dismissExpired();
    expect(store.getState()).toMatchObject({ status: 'signed-out', sessionExpired: false });
  });
});

describe('logout', () => {
  it('clears everything and revokes the access token', async () => {
    const t = setup();
    const store = t.make();
    await store.login('a@b.si', 'x');
    t.redirectStorage.setItem(REDIRECT_KEY, '/u/account');
    await store.logout();
    expect(store.getState()).toMatchObject({ status: 'signed-out', sessionExpired: false });
    expect(readCredentials(t.storage)).toBeNull();
    expect(t.redirectStorage.map.has(REDIRECT_KEY)).toBe(false);
    expect(t.api.revokeToken).toHaveBeenCalledWith('abc');
  });

  it('still signs out when the revoke call fails', async () => {
    const t = setup({ api: { revokeToken: vi.fn(async () => Promise.reject(new Error('offline'))) } });
    const store = t.make();
    await store.login('a@b.si', 'x');
    await store.logout();
    expect(store.getState().status).toBe('signed-out');
  });
});
