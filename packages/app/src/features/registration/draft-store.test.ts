import { describe, expect, it } from 'vitest';
import { DRAFT_MAX_AGE_MS, DRAFT_STORAGE_KEY, emptyDraft, saveDraft } from './draft';
import { createDraftStore } from './draft-store';
import { completePersonalDraft } from './test-fixtures';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

function setup(start = Date.UTC(2026, 10, 21, 12)) {
  const storage = memoryStorage();
  const clock = { now: start };
  const store = createDraftStore(storage, () => clock.now);
  return { storage, clock, store };
}

describe('createDraftStore', () => {
  it('starts empty and saves every change with the time', () => {
    const { store, storage, clock } = setup();
    expect(store.get()).toEqual(emptyDraft());
    store.update({ personalFirstName: 'Ana' });
    expect(store.get().personalFirstName).toBe('Ana');
    expect(JSON.parse(storage.data.get(DRAFT_STORAGE_KEY)!)).toMatchObject({
      savedAt: clock.now,
      draft: { personalFirstName: 'Ana' },
    });
  });

  it('restores a fresh stored draft and drops an old one', () => {
    const fresh = setup();
    saveDraft(fresh.storage, completePersonalDraft(), fresh.clock.now - 10 * 60_000);
    expect(fresh.store.get().personalFirstName).toBe('Ana');

    const old = setup();
    saveDraft(old.storage, completePersonalDraft(), old.clock.now - DRAFT_MAX_AGE_MS);
    expect(old.store.get()).toEqual(emptyDraft());
    expect(old.storage.data.has(DRAFT_STORAGE_KEY)).toBe(false);
  });

  it('takes updater functions', () => {
    const { store } = setup();
    store.update({
      agreements: { tosAgreement: true, privacyAgreement: false, notPoliticallyExposed: false },
    });
    store.update((draft) => ({ agreements: { ...draft.agreements, privacyAgreement: true } }));
    expect(store.get().agreements).toEqual({
      tosAgreement: true,
      privacyAgreement: true,
      notPoliticallyExposed: false,
    });
  });

  it('resets the draft when another account type is chosen, not when the same one is', () => {
    const { store } = setup();
    store.chooseAccountType('personal');
    store.update({ personalFirstName: 'Ana' });
    store.chooseAccountType('personal');
    expect(store.get().personalFirstName).toBe('Ana');
    store.chooseAccountType('business');
    expect(store.get()).toEqual({ ...emptyDraft(), accountType: 'business' });
  });

  it('clears memory and storage after registration', () => {
    const { store, storage } = setup();
    store.update(completePersonalDraft());
    store.clear();
    expect(store.get()).toEqual(emptyDraft());
    expect(storage.data.has(DRAFT_STORAGE_KEY)).toBe(false);
  });

  it('expires a draft left untouched in memory for an hour', () => {
    const { store, clock, storage } = setup();
    store.update({ personalFirstName: 'Ana' });
    clock.now += DRAFT_MAX_AGE_MS - 1;
    store.expireIfStale();
    expect(store.get().personalFirstName).toBe('Ana');
    clock.now += 1;
    store.expireIfStale();
    expect(store.get()).toEqual(emptyDraft());
    expect(storage.data.has(DRAFT_STORAGE_KEY)).toBe(false);
  });

  it('tells subscribers about changes until they unsubscribe', () => {
    const { store } = setup();
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    store.update({ email: 'a@b.si' });
    store.clear();
    unsubscribe();
    store.update({ email: 'c@d.si' });
    expect(calls).toBe(2);
  });
});
