import { describe, expect, it } from 'vitest';
import { fieldErrors, loginSchema, lostPasswordSchema, passwordResetSchema } from './schemas';

describe('loginSchema', () => {
  it('accepts an e-mail and a password', () => {
    expect(fieldErrors(loginSchema, { username: ' demo@invest.si ', password: ' x ' })).toEqual({
      valid: true,
      data: { username: 'demo@invest.si', password: ' x ' },
      errors: null,
    });
  });
  it('requires both fields', () => {
    expect(fieldErrors(loginSchema, { username: '  ', password: '' }).errors).toEqual({
      username: 'required',
      password: 'required',
    });
  });
  it('rejects a malformed e-mail', () => {
    expect(fieldErrors(loginSchema, { username: 'demo', password: 'x' }).errors).toEqual({
      username: 'invalid-email',
    });
  });
});

describe('lostPasswordSchema', () => {
  it.each([
    ['', 'required'],
    ['ana@', 'invalid-email'],
    ['ana@invest', 'invalid-email'],
  ])('%j → %s', (username, message) => {
    expect(fieldErrors(lostPasswordSchema, { username }).errors).toEqual({ username: message });
  });
  it('accepts a well-formed address', () => {
    expect(fieldErrors(lostPasswordSchema, { username: 'marko.kovac@invest.si' }).errors).toBeNull();
  });
});

describe('passwordResetSchema', () => {
  it('requires both fields', () => {
    expect(fieldErrors(passwordResetSchema, { newPassword: '', repeatPassword: '' }).errors).toEqual({
      newPassword: 'required',
      repeatPassword: 'required',
    });
  });
  it('needs at least 8 characters', () => {
    expect(
      fieldErrors(passwordResetSchema, { newPassword: 'short1!', repeatPassword: 'short1!' }).errors,
    ).toEqual({
      newPassword: 'password-too-short',
    });
  });
  it.each(['onlyletters', '12345678', '!!!!!!!!'])('needs letters plus a number or symbol: %j', (pw) => {
    expect(fieldErrors(passwordResetSchema, { newPassword: pw, repeatPassword: pw }).errors).toEqual({
      newPassword: 'password-number-or-symbol',
    });
  });
  it("says passwords don't match", () => {
    expect(
      fieldErrors(passwordResetSchema, { newPassword: 'NewSecret2026!', repeatPassword: 'NewSecret2026?' })
        .errors,
    ).toEqual({ repeatPassword: 'error-passwords-do-not-match' });
  });
  it('accepts identical passwords', () => {
    expect(
      fieldErrors(passwordResetSchema, { newPassword: 'NewSecret2026!', repeatPassword: 'NewSecret2026!' })
        .errors,
    ).toBeNull();
  });
});
