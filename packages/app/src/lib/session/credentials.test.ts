import { describe, expect, it, vi } from 'vitest';
import {
  accessTokenOf,
  adoptUrlCredentials,
  clearCredentials,
  readCredentials,
  readUrlCredentials,
  toAuthorization,
  writeCredentials,
} from './credentials';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    map,
  };
}

describe('toAuthorization', () => {
  it('prefixes a bare token with Bearer', () => {
    expect(toAuthorization('abc123')).toBe('Bearer abc123');
  });
  it('keeps a full authorization value', () => {
    expect(toAuthorization('Bearer abc123')).toBe('Bearer abc123');
    expect(toAuthorization('bearer   abc123')).toBe('bearer abc123');
  });
  it('rejects an empty token', () => {
    expect(toAuthorization('  ')).toBeNull();
  });
});

describe('accessTokenOf', () => {
  it('strips the scheme', () => {
    expect(accessTokenOf('Bearer abc')).toBe('abc');
    expect(accessTokenOf('abc')).toBe('abc');
  });
});

describe('stored credentials', () => {
  it('round-trips and clears', () => {
    const storage = memoryStorage();
    expect(readCredentials(storage)).toBeNull();
    writeCredentials(storage, { authorization: 'Bearer t', userId: 7 });
    expect(storage.map.get('userId')).toBe('7');
    expect(readCredentials(storage)).toEqual({ authorization: 'Bearer t', userId: 7 });
    clearCredentials(storage);
    expect(storage.map.size).toBe(0);
  });
  it('ignores a malformed user id', () => {
    const storage = memoryStorage();
    storage.setItem('authorization', 'Bearer t');
    storage.setItem('userId', 'abc');
    expect(readCredentials(storage)).toBeNull();
  });
});

describe('readUrlCredentials', () => {
  it('takes token and uid and keeps the rest of the address', () => {
    const result = readUrlCredentials('https://x.test/u/account?tab=2&token=Bearer%20abc&uid=12#top');
    expect(result.credentials).toEqual({ authorization: 'Bearer abc', userId: 12 });
    expect(result.cleanUrl).toBe('/u/account?tab=2#top');
  });
  it('prefixes a bare token', () => {
    const result = readUrlCredentials('https://x.test/?token=abc&uid=3');
    expect(result.credentials).toEqual({ authorization: 'Bearer abc', userId: 3 });
    expect(result.cleanUrl).toBe('/');
  });
  it('decodes a plus sign as the space of a full value', () => {
    expect(readUrlCredentials('https://x.test/?token=Bearer+abc&uid=3').credentials?.authorization).toBe(
      'Bearer abc',
    );
  });
  it('strips a lone token without adopting it', () => {
    const result = readUrlCredentials('https://x.test/u/dashboard?token=abc');
    expect(result.credentials).toBeNull();
    expect(result.cleanUrl).toBe('/u/dashboard');
  });
  it('leaves an address without credentials alone', () => {
    expect(readUrlCredentials('https://x.test/lost-password?x=1')).toEqual({
      credentials: null,
      cleanUrl: null,
    });
  });
});

describe('adoptUrlCredentials', () => {
  it('overrides stored credentials and cleans the address bar', () => {
    const storage = memoryStorage();
    writeCredentials(storage, { authorization: 'Bearer old', userId: 1 });
    const replaceState = vi.fn();
    const adopted = adoptUrlCredentials(
      {
        location: { href: 'https://x.test/u/dashboard?token=new&uid=2' },
        history: { replaceState, state: null },
      },
      storage,
    );
    expect(adopted).toBe(true);
    expect(replaceState).toHaveBeenCalledWith(null, '', '/u/dashboard');
    expect(readCredentials(storage)).toEqual({ authorization: 'Bearer new', userId: 2 });
  });
  it('does nothing without credentials in the address', () => {
    const storage = memoryStorage();
    const replaceState = vi.fn();
    expect(
      adoptUrlCredentials(
        { location: { href: 'https://x.test/' }, history: { replaceState, state: null } },
        storage,
      ),
    ).toBe(false);
    expect(replaceState).not.toHaveBeenCalled();
  });
});
