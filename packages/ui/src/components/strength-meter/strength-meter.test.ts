import { describe, expect, it } from 'vitest';
import { passwordHints, strengthLevel } from './strength';

describe('strengthLevel', () => {
  it.each([
    [0, 4, 'too-short'],
    [7, 4, 'too-short'],
    [7, 0, 'too-short'],
    [8, 0, 'unsafe'],
    [8, 1, 'weak'],
    [12, 2, 'good'],
    [12, 3, 'strong'],
    [30, 4, 'very-strong'],
  ] as const)('length %i, score %i → %s', (length, score, expected) => {
    expect(strengthLevel({ length, score })).toBe(expected);
  });
});

describe('passwordHints', () => {
  it.each([
    ['empty', '', { minLength: false, numberOrSymbol: false }],
    ['short letters', 'abc', { minLength: false, numberOrSymbol: false }],
    ['short with a digit', 'abc1', { minLength: false, numberOrSymbol: true }],
    ['eight letters', 'abcdefgh', { minLength: true, numberOrSymbol: false }],
    ['letters and a digit', 'abcdefg1', { minLength: true, numberOrSymbol: true }],
    ['letters and a symbol', 'abcdefg!', { minLength: true, numberOrSymbol: true }],
    ['letters and a currency symbol', 'geslo€geslo', { minLength: true, numberOrSymbol: true }],
    ['digits only have no letters', '12345678', { minLength: true, numberOrSymbol: false }],
    ['symbols only have no letters', '!!!!!!!!', { minLength: true, numberOrSymbol: false }],
    ['a space is not a symbol', 'correct horse', { minLength: true, numberOrSymbol: false }],
    ['Slovene letters count as letters', 'čšžČŠŽ12', { minLength: true, numberOrSymbol: true }],
    ['an emoji counts as one character', 'abcdef😀', { minLength: false, numberOrSymbol: true }],
  ])('%s', (_name, password, expected) => {
    expect(passwordHints(password)).toEqual(expected);
  });
});
