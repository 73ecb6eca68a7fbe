import type { operations } from '@invest/api-client';
import { DEBTOR_COUNTRIES } from '../../lib/countries';

/** The query GET /investments takes (its filters beside sort and paging). */
type ListQuery = NonNullable<operations['listInvestments']['parameters']['query']>;

/** The marketplace's filters as the address and the service both name them (GET /investments). */
export type InvestmentFilters = Pick<
  ListQuery,
  'termFrom' | 'termTo' | 'type' | 'protection' | 'country' | 'rateFrom' | 'rateTo' | 'originatorId'
>;

export const INVESTMENT_TYPES = ['invoiceFactoring', 'reverseFactoring', 'internationalFactoring'] as const;
export const PROTECTION_FILTERS = ['BG', 'PG', 'NONE'] as const;

/** The contract's bounds of the ranges (openapi.yaml, listInvestments). */
export const TERM_BOUNDS = { min: 1, max: 3650 } as const;
export const RATE_BOUNDS = { min: 0, max: 100 } as const;

const FILTER_KEYS = [
  'termFrom',
  'termTo',
  'type',
  'protection',
  'country',
  'rateFrom',
  'rateTo',
  'originatorId',
] as const satisfies readonly (keyof InvestmentFilters)[];

const oneOf = <T extends string>(choices: readonly T[], value: string | null): T | undefined =>
  choices.find((choice) => choice === value);

/** A whole number of days within the contract's bounds, from the address or a field ('' is none). */
export function parseTerm(text: string | null): number | undefined {
  if (text === null || !/^\d{1,4}$/.test(text.trim())) return undefined;
  const days = Number(text.trim());
  return days >= TERM_BOUNDS.min && days <= TERM_BOUNDS.max ? days : undefined;
}

/** A percentage with at most two decimals (a comma or a point), within the contract's bounds. */
export function parseRate(text: string | null): number | undefined {
  if (text === null) return undefined;
  const normalized = text.trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(normalized)) return undefined;
  const rate = Number(normalized);
  return rate >= RATE_BOUNDS.min && rate <= RATE_BOUNDS.max ? rate : undefined;
}

/** An originator's id (one of GET /originators), a whole number from 1. */
export function parseOriginatorId(text: string | null): number | undefined {
  if (text === null || !/^[1-9]\d{0,15}$/.test(text.trim())) return undefined;
  return Number(text.trim());
}

/**
 * The filters an address carries. What the service would refuse is left out rather than shown as an
 * error (a link edited by hand, an old one): a value out of bounds, a range whose ends are reversed.
 * The originator is chosen by id (`originatorId`); an older link's `originator` text is no longer
 * read (decision 0021): such a link shows its other filters.
 */
export function filtersFromSearch(search: URLSearchParams): InvestmentFilters {
  const filters: InvestmentFilters = {
    termFrom: parseTerm(search.get('termFrom')),
    termTo: parseTerm(search.get('termTo')),
    type: oneOf(INVESTMENT_TYPES, search.get('type')),
    protection: oneOf(PROTECTION_FILTERS, search.get('protection')),
    country: oneOf(DEBTOR_COUNTRIES, search.get('country')),
    rateFrom: parseRate(search.get('rateFrom')),
    rateTo: parseRate(search.get('rateTo')),
    originatorId: parseOriginatorId(search.get('originatorId')),
  };
  if (filters.termFrom !== undefined && filters.termTo !== undefined && filters.termFrom > filters.termTo) {
    filters.termFrom = filters.termTo = undefined;
  }
  if (filters.rateFrom !== undefined && filters.rateTo !== undefined && filters.rateFrom > filters.rateTo) {
    filters.rateFrom = filters.rateTo = undefined;
  }
  return withoutEmpty(filters);
}

/** The filters without the ones not set (so that two equal sets of filters compare and cache alike). */
export function withoutEmpty(filters: InvestmentFilters): InvestmentFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined),
  ) as InvestmentFilters;
}

/** The address's search with `filters` in place of the ones it had (other parameters stay). */
export function searchWithFilters(search: URLSearchParams, filters: InvestmentFilters): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value === undefined) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

export const hasFilters = (filters: InvestmentFilters) => Object.keys(withoutEmpty(filters)).length > 0;
