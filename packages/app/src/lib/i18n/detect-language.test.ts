import { describe, expect, it } from 'vitest';
import { detectLanguage, storeLanguage } from './i18n';

function storage(items: Record<string, string> = {}) {
  const map = new Map(Object.entries(items));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    map,
  };
}

describe('detectLanguage (SPEC: local storage, then <html lang>, English)', () => {
  it('takes the stored choice first', () => {
    expect(detectLanguage(storage({ language: 'sl' }), 'en')).toBe('sl');
    expect(detectLanguage(storage({ language: 'en' }), 'sl')).toBe('en');
  });

  it("falls back to the page's lang attribute, reduced to the language", () => {
    expect(detectLanguage(storage(), 'sl')).toBe('sl');
    expect(detectLanguage(storage(), 'sl-SI')).toBe('sl');
    expect(detectLanguage(storage({ language: 'de' }), 'SL')).toBe('sl');
  });

  it('ends with English for anything else', () => {
    expect(detectLanguage(storage(), '')).toBe('en');
    expect(detectLanguage(storage({ language: 'fr' }), 'de')).toBe('en');
    expect(detectLanguage(null, undefined)).toBe('en');
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(detectLanguage(broken, 'sl')).toBe('sl');
    expect(() => storeLanguage('sl', broken)).not.toThrow();
  });

  it('stores a choice where detection finds it', () => {
    const store = storage();
    storeLanguage('sl', store);
    expect(detectLanguage(store, 'en')).toBe('sl');
  });
});
