import { ApiRequestError, type ErrorKey } from '@invest/api-client';
import { describe, expect, it } from 'vitest';
import { answeredErrorKey, isFinalRefusal } from './errors';

const answer = (status: number, key: ErrorKey) => new ApiRequestError({ status, key, message: key });

describe('answeredErrorKey (what a screen translates a failure by)', () => {
  it("is the service's error key when it answered", () => {
    expect(answeredErrorKey(answer(422, 'insufficient-funds'))).toBe('insufficient-funds');
    expect(answeredErrorKey({ key: 'wrong-code' })).toBe('wrong-code');
  });

  it('is null when no answer arrived, or the failure carries no key', () => {
    expect(answeredErrorKey(answer(0, 'something-wrong'))).toBeNull();
    expect(answeredErrorKey(new TypeError('Failed to fetch'))).toBeNull();
    expect(answeredErrorKey(new Error('boom'))).toBeNull();
  });
});

describe('isFinalRefusal', () => {
  it('holds for 403 and 422 answers only', () => {
    expect(isFinalRefusal(answer(403, 'forbidden'))).toBe(true);
    expect(isFinalRefusal(answer(422, 'insufficient-funds'))).toBe(true);
    expect(isFinalRefusal(answer(422, 'sms-not-delivered'))).toBe(true);
    expect(isFinalRefusal(answer(422, 'sms-unavailable'))).toBe(false);
    expect(isFinalRefusal(answer(409, 'idempotency-key-in-use'))).toBe(false);
    expect(isFinalRefusal(answer(0, 'something-wrong'))).toBe(false);
  });
});
