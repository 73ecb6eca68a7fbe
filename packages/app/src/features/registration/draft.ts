import type { Company } from '@invest/api-client';
import type { DraftCountry } from '../../lib/countries';

/**
 * The registration draft (SPEC §3), field names as the spec gives them. It lives in memory while the
 * wizard runs and in localStorage with a timestamp, so a reload or a closed tab within an hour carries
 * on where the investor left (SPEC §4, §9).
 */
export type AccountType = 'personal' | 'business';

export interface DraftDateOfBirth {
  /** As typed in the boxes (digits). */
  dayOfMonth: string;
  month: string;
  year: string;
  /** The numeric versions the new-customer payload sends; null until the date is complete. */
  dayOfMonthNumber: number | null;
  monthNumber: number | null;
  yearNumber: number | null;
  /** The calendar date, `YYYY-MM-DD`, or null until it is a real date. */
  date: string | null;
}

export interface DraftAddress {
  streetName: string;
  streetNumber: string;
  postalCode: string;
  city: string;
}

export interface DraftPhone {
  phoneCode: string;
  phoneNumber: string;
  /** Id of the verification requested for this number; null until requested. */
  verId: string | null;
}

export interface DraftPhoneConfirm {
  verified: boolean;
  /** Id of the verification that was confirmed; must equal `phone.verId` to count (SPEC §5). */
  verId: string | null;
}

export interface DraftPassword {
  password: string;
  passwordRepeat: string;
}

export interface DraftAgreements {
  tosAgreement: boolean;
  privacyAgreement: boolean;
  notPoliticallyExposed: boolean;
}

export interface RegistrationDraft {
  accountType: AccountType | null;
  country: DraftCountry | null;
  businessVAT: string;
  /** The company the VAT lookup returned (wire shape of `GET /companies`). */
  company: Company | null;
  /** The legal-representative answer: true ('on'), false (off), null not answered. */
  businessLegal: boolean | null;
  personalFirstName: string;
  personalLastName: string;
  personalDateOfBirth: DraftDateOfBirth;
  email: string;
  personalAddress: DraftAddress;
  /**
   * The app's own flag, not in SPEC §3: the investor pressed I confirm on the summary. The phone step
   * is reachable only after it; any later change to the summarised data clears it.
   */
  summaryConfirmed: boolean;
  phone: DraftPhone;
  phoneConfirm: DraftPhoneConfirm;
  password: DraftPassword;
  agreements: DraftAgreements;
  emailConfirmed: boolean;
}

export const EMPTY_DATE_OF_BIRTH: DraftDateOfBirth = {
  dayOfMonth: '',
  month: '',
  year: '',
  dayOfMonthNumber: null,
  monthNumber: null,
  yearNumber: null,
  date: null,
};

export function emptyDraft(): RegistrationDraft {
  return {
    accountType: null,
    country: null,
    businessVAT: '',
    company: null,
    businessLegal: null,
    personalFirstName: '',
    personalLastName: '',
    personalDateOfBirth: { ...EMPTY_DATE_OF_BIRTH },
    email: '',
    personalAddress: { streetName: '', streetNumber: '', postalCode: '', city: '' },
    summaryConfirmed: false,
    phone: { phoneCode: '', phoneNumber: '', verId: null },
    phoneConfirm: { verified: false, verId: null },
    password: { password: '', passwordRepeat: '' },
    agreements: { tosAgreement: false, privacyAgreement: false, notPoliticallyExposed: false },
    emailConfirmed: false,
  };
}

const pad = (value: number, length: number) => String(value).padStart(length, '0');

/**
 * The draft's date of birth from the three boxes: the typed text, and the numbers and the ISO date
 * once the boxes name a real calendar date.
 */
export function dateOfBirthFromParts(parts: { day: string; month: string; year: string }): DraftDateOfBirth {
  const out: DraftDateOfBirth = {
    ...EMPTY_DATE_OF_BIRTH,
    dayOfMonth: parts.day,
    month: parts.month,
    year: parts.year,
  };
  if (!/^\d{1,2}$/.test(parts.day) || !/^\d{1,2}$/.test(parts.month) || !/^\d{4}$/.test(parts.year))
    return out;
  const d = Number(parts.day);
  const m = Number(parts.month);
  const y = Number(parts.year);
  const date = new Date(Date.UTC(2000, 0, 1));
  date.setUTCFullYear(y, m - 1, d);
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return out;
  return {
    ...out,
    dayOfMonthNumber: d,
    monthNumber: m,
    yearNumber: y,
    date: `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`,
  };
}

// ---------------------------------------------------------------------------------------------------
// Storage

export const DRAFT_STORAGE_KEY = 'registrationDraft';
/** SPEC §9: a saved draft is valid for one hour. */
export const DRAFT_MAX_AGE_MS = 60 * 60 * 1000;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface StoredDraft {
  savedAt: number;
  draft: RegistrationDraft;
}

/**
 * Writes the draft with the time it was saved. The password never goes to storage: any script on the
 * origin can read localStorage, and retyping it after a reload is a small price.
 */
export function saveDraft(storage: KeyValueStorage, draft: RegistrationDraft, now: number): void {
  const stored: StoredDraft = {
    savedAt: now,
    draft: { ...draft, password: { password: '', passwordRepeat: '' } },
  };
  try {
    storage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Private mode or a full quota: the wizard still works, it just will not survive a reload.
  }
}

export function clearDraft(storage: KeyValueStorage): void {
  try {
    storage.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Nothing stored that could be read back.
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Restores the draft saved less than an hour before `now` (SPEC §4, §9); anything older, from the
 * future, unreadable or of another shape is removed and null returned. Fields missing from an older
 * shape take their empty values.
 */
export function loadDraft(storage: KeyValueStorage, now: number): RegistrationDraft | null {
  return loadStoredDraft(storage, now)?.draft ?? null;
}

/** `loadDraft` with the time the restored draft was saved. */
export function loadStoredDraft(storage: KeyValueStorage, now: number): StoredDraft | null {
  let raw: string | null;
  try {
    raw = storage.getItem(DRAFT_STORAGE_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  if (
    !isObject(parsed) ||
    typeof parsed.savedAt !== 'number' ||
    !isObject(parsed.draft) ||
    !isDraftFresh(parsed.savedAt, now)
  ) {
    clearDraft(storage);
    return null;
  }
  return { savedAt: parsed.savedAt, draft: mergeDraft(parsed.draft) };
}

/** True when a draft saved at `savedAt` is still valid at `now`: less than one hour old. */
export function isDraftFresh(savedAt: number, now: number): boolean {
  const age = now - savedAt;
  return Number.isFinite(age) && age >= 0 && age < DRAFT_MAX_AGE_MS;
}

function mergeDraft(stored: Record<string, unknown>): RegistrationDraft {
  const base = emptyDraft();
  const merged: Record<string, unknown> = { ...base };
  for (const [key, empty] of Object.entries(base)) {
    const value = stored[key];
    if (value === undefined) continue;
    if (isObject(empty) && isObject(value)) merged[key] = { ...empty, ...value };
    else if (empty === null || typeof empty === typeof value) merged[key] = value;
  }
  const draft = merged as unknown as RegistrationDraft;
  if (draft.accountType !== 'personal' && draft.accountType !== 'business') draft.accountType = null;
  if (!isObject(draft.country) || typeof draft.country.name !== 'string') draft.country = null;
  if (!isObject(draft.company) || typeof draft.company.name !== 'string') draft.company = null;
  if (typeof draft.businessLegal !== 'boolean') draft.businessLegal = null;
  return draft;
}
