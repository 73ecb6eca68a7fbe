import { describe, expect, it } from 'vitest';
import { postLoginPath, rememberPath, takeRememberedPath } from './redirect';

describe('postLoginPath', () => {
  it('returns a remembered path inside the signed-in area', () => {
    expect(postLoginPath('/u/account')).toBe('/u/account');
    expect(postLoginPath('/u/investments/42?x=1')).toBe('/u/investments/42?x=1');
  });
  it('falls back to the dashboard for anything else', () => {
    expect(postLoginPath(null)).toBe('/u/dashboard');
    expect(postLoginPath('/')).toBe('/u/dashboard');
    expect(postLoginPath('/lost-password')).toBe('/u/dashboard');
    expect(postLoginPath('/u')).toBe('/u/dashboard');
    expect(postLoginPath('/user/x')).toBe('/u/dashboard');
  });
});

describe('remembered path', () => {
  it('is read once', () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
    };
    rememberPath(storage, '/u/deposits');
    expect(takeRememberedPath(storage)).toBe('/u/deposits');
    expect(takeRememberedPath(storage)).toBeNull();
  });
});
