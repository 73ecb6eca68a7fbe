import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../locales');

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

function load(language: string) {
  const dir = join(root, language);
  const files = readdirSync(dir).filter((name) => name.endsWith('.json'));
  return new Map(
    files.map((file) => [file, flatten(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Tree)]),
  );
}

const en = load('en');
const sl = load('sl');

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const PLURAL_FORMS = Object.fromEntries(
  ['en', 'sl'].map((language) => [
    language,
    [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort(),
  ]),
) as Record<'en' | 'sl', string[]>;

/** Plain keys, and the plural forms written for each plural key (`count_one`, `count_other` …). */
function pluralForms(keys: Iterable<string>) {
  const plain: string[] = [];
  const plurals = new Map<string, string[]>();
  for (const key of keys) {
    const match = PLURAL_SUFFIX.exec(key);
    if (!match) plain.push(key);
    else {
      const base = key.slice(0, match.index);
      plurals.set(base, [...(plurals.get(base) ?? []), match[1]!].sort());
    }
  }
  return { plain: plain.sort(), plurals };
}

/** Strings that are the same in both languages on purpose (brand, formats, symbols). */
const SAME_IN_BOTH = new Set([
  'common.json:appName',
  'common.json:documentTitle',
  // A format: a count and an amount, the same in both languages.
  'investment.json:originatorPage.record.countAmount',
]);

describe('locales', () => {
  it('have the same namespaces', () => {
    expect([...sl.keys()].sort()).toEqual([...en.keys()].sort());
  });

  for (const [file, enKeys] of en) {
    describe(file, () => {
      const slKeys = sl.get(file) ?? new Map<string, string>();

      it('has exactly the same keys in en and sl, each plural with its language’s forms', () => {
        const en = pluralForms(enKeys.keys());
        const sl = pluralForms(slKeys.keys());
        expect(sl.plain).toEqual(en.plain);
        expect([...sl.plurals.keys()].sort()).toEqual([...en.plurals.keys()].sort());
        // i18next picks the form by Intl.PluralRules: English one/other, Slovene one/two/few/other.
        for (const [base, forms] of en.plurals) expect(forms, base).toEqual(PLURAL_FORMS.en);
        for (const [base, forms] of sl.plurals) expect(forms, base).toEqual(PLURAL_FORMS.sl);
      });

      it('has no empty values', () => {
        for (const [key, value] of [...enKeys, ...slKeys]) expect(value.trim(), key).not.toBe('');
      });

      it('uses the same interpolation variables', () => {
        const vars = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
        for (const [key, value] of enKeys) expect(vars(slKeys.get(key) ?? ''), key).toEqual(vars(value));
      });

      it('leaves no English text in Slovene', () => {
        for (const [key, value] of enKeys) {
          if (SAME_IN_BOTH.has(`${file}:${key}`)) continue;
          expect(slKeys.get(key), `${file}:${key} is not translated`).not.toBe(value);
        }
      });
    });
  }
});
