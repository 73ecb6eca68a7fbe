import { describe, expect, it } from 'vitest';
import {
  investorReference,
  isValidRfReference,
  printedReference,
  rfReference,
  userIdFromReference,
} from '../../../src/modules/account/reference.ts';

describe('ISO 11649 RF creditor reference', () => {
  it('matches the standard example', () => {
    // ISO 11649's example: RF18 5390 0754 7034.
    expect(rfReference('539007547034')).toBe('RF18539007547034');
    expect(isValidRfReference('RF18 5390 0754 7034')).toBe(true);
    expect(printedReference('RF18539007547034')).toBe('RF18 5390 0754 7034');
  });

  it('derives an investor reference from the user id and reads it back', () => {
    for (const id of [1, 100001, 100002, 987654321]) {
      const reference = investorReference(id);
      expect(reference).toMatch(/^RF[0-9]{2}[0-9]+$/);
      expect(isValidRfReference(reference)).toBe(true);
      expect(userIdFromReference(reference)).toBe(id);
      expect(userIdFromReference(printedReference(reference).toLowerCase())).toBe(id);
    }
  });

  it('refuses a mistyped reference instead of finding another investor', () => {
    const reference = investorReference(100001);
    const typo = reference.slice(0, -1) + String((Number(reference.at(-1)) + 1) % 10);
    expect(userIdFromReference(typo)).toBeNull();
    const swapped = `${reference.slice(0, 4)}${[...reference.slice(4)].reverse().join('')}`;
    if (swapped !== reference) expect(userIdFromReference(swapped)).toBeNull();
    expect(userIdFromReference('RF00100001')).toBeNull();
    expect(userIdFromReference('SI00 100001')).toBeNull();
    expect(userIdFromReference('')).toBeNull();
  });
});
