import { ApiRequestError, createApiClient } from '@invest/api-client';
import { describe, expect, it } from 'vitest';
import { apiError, fakeFetch, json } from '../../test/fake-api';
import {
  confirmEmail,
  confirmPhone,
  createCustomer,
  isEmailTaken,
  isRegionValid,
  lookupCompany,
  requestPhoneVerification,
} from './calls';
import { buildNewCustomer } from './payload';
import { completePersonalDraft } from './test-fixtures';

const VER_ID = 'ver_0123456789abcdef';

function client(routes: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch(routes);
  return { api: createApiClient({ baseUrl: 'http://test/api', fetch: fake.fetch }), requests: fake.requests };
}

async function rejection(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiRequestError);
  return error as ApiRequestError;
}

describe('isEmailTaken / isRegionValid', () => {
  it('ask with the trimmed e-mail and the English country name', async () => {
    const { api, requests } = client({
      'GET /api/existsCustomerByUsername': () => json(true),
      'GET /api/isRegionValid': () => json(false),
    });
    expect(await isEmailTaken(api, ' ana@example.si ')).toBe(true);
    expect(await isRegionValid(api, 'Slovenia')).toBe(false);
    expect(new URL(requests[0]!.url).searchParams.get('username')).toBe('ana@example.si');
    expect(new URL(requests[1]!.url).searchParams.get('regionOrState')).toBe('Slovenia');
  });

  it('turn a failure into something-wrong', async () => {
    const { api } = client({ 'GET /api/isRegionValid': () => apiError(500, 'internal') });
    expect((await rejection(isRegionValid(api, 'Slovenia'))).key).toBe('internal');
    const other = client({
      'GET /api/existsCustomerByUsername': () => new Response('oops', { status: 502 }),
    });
    expect((await rejection(isEmailTaken(other.api, 'a@b.si'))).key).toBe('something-wrong');
  });
});

describe('lookupCompany', () => {
  const company = {
    name: 'Zelena Energija d.o.o.',
    taxNo: 'SI12345678',
    address: { streetAndNumber: 'Dunajska 5', city: 'Ljubljana' },
  };

  it('returns the company and sends the number upper-cased', async () => {
    const { api, requests } = client({ 'GET /api/companies': () => json(company) });
    expect(await lookupCompany(api, ' si12345678 ')).toEqual(company);
    expect(new URL(requests[0]!.url).searchParams.get('tax_no')).toBe('SI12345678');
  });

  it('an unknown number is company-vat-not-found', async () => {
    const { api } = client({ 'GET /api/companies': () => apiError(404, 'not-found') });
    expect((await rejection(lookupCompany(api, 'SI12345678'))).key).toBe('company-vat-not-found');
  });

  it('a number the registry calls invalid is something-wrong', async () => {
    const { api } = client({ 'GET /api/companies': () => apiError(400, 'validation-error') });
    expect((await rejection(lookupCompany(api, 'SI00000000'))).key).toBe('something-wrong');
  });
});

describe('requestPhoneVerification', () => {
  it('returns the verification id and marks a resend', async () => {
    const { api, requests } = client({ 'GET /api/phone_verify': () => json({ Id: VER_ID }) });
    expect(await requestPhoneVerification(api, '+38640123456', false)).toBe(VER_ID);
    expect(await requestPhoneVerification(api, '+38640123456', true)).toBe(VER_ID);
    expect(new URL(requests[0]!.url).searchParams.get('resend')).toBeNull();
    expect(new URL(requests[1]!.url).searchParams.get('resend')).toBe('true');
    expect(new URL(requests[1]!.url).searchParams.get('phone')).toBe('+38640123456');
  });

  it('passes wait10Seconds on', async () => {
    const { api } = client({ 'GET /api/phone_verify': () => apiError(429, 'wait10Seconds') });
    expect((await rejection(requestPhoneVerification(api, '+38640123456', true))).key).toBe('wait10Seconds');
  });
});

describe('confirmPhone', () => {
  it('confirms a right code', async () => {
    const { api, requests } = client({
      'POST /api/phone_confirm': () => json({ verified: true, Id: VER_ID }),
    });
    expect(await confirmPhone(api, VER_ID, '123456')).toEqual({ verified: true, verId: VER_ID });
    expect(await requests[0]!.json()).toEqual({ verificationId: VER_ID, code: '123456' });
  });

  it.each([
    [
      'a wrong code',
      () => json({ verified: false, Id: VER_ID, key: 'phone-confirmation-code-invalid' }),
      'phone-confirmation-code-invalid',
    ],
    [
      'an expired code (message)',
      () => json({ verified: false, Id: VER_ID, message: 'Token expired' }),
      'phone-confirmation-expired',
    ],
    [
      'a refused code (422)',
      () => apiError(422, 'phone-confirmation-code-invalid'),
      'phone-confirmation-code-invalid',
    ],
    [
      'an expired code (422)',
      () => json({ message: 'Token expired', key: 'phone-confirmation-expired' }, 422),
      'phone-confirmation-expired',
    ],
  ])('reports %s', async (_label, answer, key) => {
    const { api } = client({ 'POST /api/phone_confirm': answer });
    expect(await confirmPhone(api, VER_ID, '123456')).toEqual({ verified: false, key });
  });

  it('rejects on other failures', async () => {
    const { api } = client({ 'POST /api/phone_confirm': () => apiError(429, 'rate-limited') });
    expect((await rejection(confirmPhone(api, VER_ID, '123456'))).key).toBe('rate-limited');
  });
});

describe('createCustomer', () => {
  const payload = buildNewCustomer(completePersonalDraft())!;

  it('posts the payload', async () => {
    const { api, requests } = client({
      'POST /api/newCustomerMinimal': () => json({ Id: 12, username: payload.email }, 201),
    });
    expect(await createCustomer(api, payload)).toEqual({ Id: 12, username: payload.email });
    expect(await requests[0]!.json()).toEqual(payload);
  });

  it('keeps email-taken and turns other refusals into error-creating-account', async () => {
    const taken = client({ 'POST /api/newCustomerMinimal': () => apiError(409, 'email-taken') });
    expect((await rejection(createCustomer(taken.api, payload))).key).toBe('email-taken');
    const refused = client({ 'POST /api/newCustomerMinimal': () => apiError(422, 'validation-error') });
    expect((await rejection(createCustomer(refused.api, payload))).key).toBe('error-creating-account');
    const text = client({
      'POST /api/newCustomerMinimal': () => new Response('Error creating account', { status: 500 }),
    });
    expect((await rejection(createCustomer(text.api, payload))).key).toBe('error-creating-account');
  });
});

describe('confirmEmail', () => {
  it('posts the verification id', async () => {
    const { api, requests } = client({ 'POST /api/confirmEmail': () => json({}) });
    await confirmEmail(api, VER_ID);
    expect(await requests[0]!.json()).toEqual({ verificationId: VER_ID });
  });

  it('rejects an unknown or used id', async () => {
    const { api } = client({ 'POST /api/confirmEmail': () => apiError(404, 'not-found') });
    expect((await rejection(confirmEmail(api, VER_ID))).key).toBe('not-found');
  });
});
