import { describe, expect, it } from 'vitest';
import { wantsChunks } from './route-chunks';

const visit = { path: '/u/dashboard', language: 'en', signedIn: true };

describe('wantsChunks (which <meta name="route-chunks"> lists the page script preloads)', () => {
  it('takes a list without scope or language on every visit', () => {
    expect(wantsChunks({}, visit)).toBe(true);
    expect(wantsChunks({}, { ...visit, signedIn: false })).toBe(true);
  });

  it("takes the texts of the visitor's language only", () => {
    expect(wantsChunks({ lang: 'en' }, visit)).toBe(true);
    expect(wantsChunks({ lang: 'sl' }, visit)).toBe(false);
    expect(wantsChunks({ lang: 'sl' }, { ...visit, language: 'sl' })).toBe(true);
  });

  it('matches a page exactly, with or without a trailing slash', () => {
    expect(wantsChunks({ scope: '/u/dashboard' }, visit)).toBe(true);
    expect(wantsChunks({ scope: '/u/dashboard' }, { ...visit, path: '/u/dashboard/' })).toBe(true);
    expect(wantsChunks({ scope: '/u/dashboard' }, { ...visit, path: '/u/dashboards' })).toBe(false);
    expect(wantsChunks({ scope: '/u/dashboard' }, { ...visit, path: '/u/investments' })).toBe(false);
  });

  it('matches every page under a scope that ends in a slash', () => {
    expect(wantsChunks({ scope: '/u/' }, { ...visit, path: '/u/investments/12' })).toBe(true);
    expect(wantsChunks({ scope: '/u/' }, { ...visit, path: '/u' })).toBe(true);
    expect(wantsChunks({ scope: '/u/' }, { ...visit, path: '/ops/users' })).toBe(false);
    expect(wantsChunks({ scope: '/u/' }, { ...visit, path: '/upload' })).toBe(false);
  });

  it('fetches nothing scoped for a visitor who is not signed in (they are sent to the sign-in)', () => {
    expect(wantsChunks({ scope: '/u/' }, { ...visit, signedIn: false })).toBe(false);
    expect(wantsChunks({ scope: '/u/dashboard' }, { ...visit, signedIn: false })).toBe(false);
  });
});
