import { useSyncExternalStore } from 'react';
import {
  clearDraft,
  emptyDraft,
  isDraftFresh,
  loadStoredDraft,
  saveDraft,
  type AccountType,
  type RegistrationDraft,
} from './draft';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface DraftStore {
  get(): RegistrationDraft;
  /** Applies a change and saves the draft with the current time. */
  update(
    change: Partial<RegistrationDraft> | ((draft: RegistrationDraft) => Partial<RegistrationDraft>),
  ): void;
  /** SPEC §4: choosing another account type starts a new draft. */
  chooseAccountType(accountType: AccountType): void;
  /** After the account is created: nothing of the draft stays, in memory or in storage. */
  clear(): void;
  /** Drops the draft held in memory when its last save is an hour old (a tab left open). */
  expireIfStale(): void;
  subscribe(listener: () => void): () => void;
}

/**
 * The draft outside React: one per page, so it survives the remounts of route changes, with the
 * storage and clock injected for tests. It is read from storage lazily, at the first `get`.
 */
export function createDraftStore(storage: KeyValueStorage, now: () => number): DraftStore {
  let draft: RegistrationDraft | null = null;
  let savedAt = 0;
  const listeners = new Set<() => void>();

  const current = () => {
    if (draft === null) {
      const stored = loadStoredDraft(storage, now());
      draft = stored?.draft ?? emptyDraft();
      savedAt = stored?.savedAt ?? now();
    }
    return draft;
  };
  const set = (next: RegistrationDraft) => {
    draft = next;
    savedAt = now();
    saveDraft(storage, next, savedAt);
    for (const listener of listeners) listener();
  };

  return {
    get: current,
    update(change) {
      const base = current();
      set({ ...base, ...(typeof change === 'function' ? change(base) : change) });
    },
    chooseAccountType(accountType) {
      if (current().accountType === accountType) return;
      set({ ...emptyDraft(), accountType });
    },
    clear() {
      draft = emptyDraft();
      savedAt = now();
      clearDraft(storage);
      for (const listener of listeners) listener();
    },
    expireIfStale() {
      if (draft !== null && !isDraftFresh(savedAt, now())) {
        draft = null;
        clearDraft(storage);
        for (const listener of listeners) listener();
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

let pageStore: DraftStore | null = null;

/** The page's draft store, on localStorage and the real clock. */
export function draftStore(): DraftStore {
  pageStore ??= createDraftStore(window.localStorage, () => Date.now());
  return pageStore;
}

export function useDraft(): RegistrationDraft {
  const store = draftStore();
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
