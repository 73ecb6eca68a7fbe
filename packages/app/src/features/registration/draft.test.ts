import { describe, expect, it } from 'vitest';
import {
  clearDraft,
  dateOfBirthFromParts,
  DRAFT_MAX_AGE_MS,
  DRAFT_STORAGE_KEY,
  emptyDraft,
  isDraftFresh,
  loadDraft,
  saveDraft,
} from './draft';
import { completeBusinessDraft, completePersonalDraft } from './test-fixtures';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const MINUTE = 60_000;

describe('saveDraft / loadDraft', () => {
  it('restores a draft saved a moment ago', () => {
    const storage = memoryStorage();
    const draft = completeBusinessDraft();
    saveDraft(storage, draft, NOW);
    expect(loadDraft(storage, NOW + MINUTE)).toEqual({
      ...draft,
      password: { password: '', passwordRepeat: '' },
    });
  });

  it('stores the timestamp beside the draft', () => {
    const storage = memoryStorage();
    saveDraft(storage, emptyDraft(), NOW);
    expect(JSON.parse(storage.data.get(DRAFT_STORAGE_KEY)!)).toMatchObject({ savedAt: NOW });
  });

  it('never writes the password to storage', () => {
    const storage = memoryStorage();
    saveDraft(storage, completePersonalDraft(), NOW);
    expect(storage.data.get(DRAFT_STORAGE_KEY)).not.toContain('Tr0mbon-Vrtnica');
  });

  it.each([
    ['59 minutes 59 seconds', DRAFT_MAX_AGE_MS - 1000, true],
    ['exactly one hour', DRAFT_MAX_AGE_MS, false],
    ['two hours', 2 * DRAFT_MAX_AGE_MS, false],
  ])('a draft %s old is restored: %s', (_label, age, restored) => {
    const storage = memoryStorage();
    saveDraft(storage, completePersonalDraft(), NOW);
    const loaded = loadDraft(storage, NOW + age);
    expect(loaded !== null).toBe(restored);
    // An expired draft is removed, so it cannot come back with a changed clock.
    expect(storage.data.has(DRAFT_STORAGE_KEY)).toBe(restored);
  });

  it('drops a draft saved in the future (clock moved back)', () => {
    const storage = memoryStorage();
    saveDraft(storage, completePersonalDraft(), NOW + 5 * MINUTE);
    expect(loadDraft(storage, NOW)).toBeNull();
  });

  it.each([
    ['not JSON', '{nope'],
    ['no timestamp', JSON.stringify({ draft: emptyDraft() })],
    ['a string timestamp', JSON.stringify({ savedAt: String(NOW), draft: emptyDraft() })],
    ['no draft', JSON.stringify({ savedAt: NOW })],
    ['an array', JSON.stringify([NOW])],
  ])('drops a stored value with %s', (_label, raw) => {
    const storage = memoryStorage({ [DRAFT_STORAGE_KEY]: raw });
    expect(loadDraft(storage, NOW)).toBeNull();
    expect(storage.data.has(DRAFT_STORAGE_KEY)).toBe(false);
  });

  it('returns null when nothing is stored', () => {
    expect(loadDraft(memoryStorage(), NOW)).toBeNull();
  });

  it('fills fields an older shape lacks and ignores foreign ones', () => {
    const storage = memoryStorage({
      [DRAFT_STORAGE_KEY]: JSON.stringify({
        savedAt: NOW,
        draft: {
          accountType: 'personal',
          personalFirstName: 'Ana',
          agreements: { tosAgreement: true },
          extra: 1,
        },
      }),
    });
    const draft = loadDraft(storage, NOW)!;
    expect(draft.personalFirstName).toBe('Ana');
    expect(draft.agreements).toEqual({
      tosAgreement: true,
      privacyAgreement: false,
      notPoliticallyExposed: false,
    });
    expect(draft.phone).toEqual(emptyDraft().phone);
    expect(draft).not.toHaveProperty('extra');
  });

  it('rejects values of the wrong type field by field', () => {
    const storage = memoryStorage({
      [DRAFT_STORAGE_KEY]: JSON.stringify({
        savedAt: NOW,
        draft: { accountType: 'admin', country: 'Slovenia', businessLegal: 'on', email: 42 },
      }),
    });
    const draft = loadDraft(storage, NOW)!;
    expect(draft.accountType).toBeNull();
    expect(draft.country).toBeNull();
    expect(draft.businessLegal).toBeNull();
    expect(draft.email).toBe('');
  });

  it('survives a storage that throws (private mode, full quota)', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => saveDraft(broken, emptyDraft(), NOW)).not.toThrow();
    expect(loadDraft(broken, NOW)).toBeNull();
    expect(() => clearDraft(broken)).not.toThrow();
  });

  it('clearDraft removes the stored draft', () => {
    const storage = memoryStorage();
    saveDraft(storage, emptyDraft(), NOW);
    clearDraft(storage);
    expect(loadDraft(storage, NOW)).toBeNull();
  });
});

describe('isDraftFresh', () => {
  it.each([
    [0, true],
    [DRAFT_MAX_AGE_MS - 1, true],
    [DRAFT_MAX_AGE_MS, false],
    [-1, false],
    [Number.NaN, false],
  ])('age %d ms → %s', (age, fresh) => expect(isDraftFresh(NOW - age, NOW)).toBe(fresh));
});

describe('dateOfBirthFromParts', () => {
  it('adds the numbers and the ISO date to a real date', () => {
    expect(dateOfBirthFromParts({ day: '7', month: '03', year: '1990' })).toEqual({
      dayOfMonth: '7',
      month: '03',
      year: '1990',
      dayOfMonthNumber: 7,
      monthNumber: 3,
      yearNumber: 1990,
      date: '1990-03-07',
    });
  });

  it.each([
    [{ day: '31', month: '04', year: '1990' }],
    [{ day: '29', month: '02', year: '2001' }],
    [{ day: '12', month: '05', year: '199' }],
    [{ day: '', month: '05', year: '1990' }],
  ])('keeps only the typed text of %j', (parts) => {
    const dob = dateOfBirthFromParts(parts);
    expect(dob).toMatchObject({ dayOfMonth: parts.day, month: parts.month, year: parts.year });
    expect([dob.dayOfMonthNumber, dob.monthNumber, dob.yearNumber, dob.date]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('accepts 29 February of a leap year', () => {
    expect(dateOfBirthFromParts({ day: '29', month: '02', year: '2000' }).date).toBe('2000-02-29');
  });
});
