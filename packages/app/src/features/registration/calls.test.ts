import { ApiRequestError, createApiClient } from '@invest/api-client';
import { describe, expect, it } from 'vitest';
import type { RequestHandler } from 'msw';
import { apiError, http } from '../../test/fake-api';
import { answerWith, setupMockServer } from '../../test/node-api';
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

setupMockServer();

/** The client as the app makes it, on Node's fetch, answered by msw/node from typed handlers. */
function client(...handlers: RequestHandler[]) {
  const requests = answerWith(...handlers);
  return { api: createApiClient({ baseUrl: 'http://localhost/api' }), requests };
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
    const { api, requests } = client(
      http.get('/existsCustomerByUsername', ({ response }) => response(200).json(true)),
      http.get('/isRegionValid', ({ response }) => response(200).json(false)),
    );
    expect(await isEmailTaken(api, ' ana@example.si ')).toBe(true);
    expect(await isRegionValid(api, 'Slovenia')).toBe(false);
    expect(new URL(requests[0]!.url).searchParams.get('username')).toBe('ana@example.si');
    expect(new URL(requests[1]!.url).searchParams.get('regionOrState')).toBe('Slovenia');
  });

  it('turn a failure into something-wrong', async () => {
    const { api } = client(
      http.get('/isRegionValid', ({ response }) => response.untyped(apiError(500, 'internal'))),
    );
    expect((await rejection(isRegionValid(api, 'Slovenia'))).key).toBe('internal');
    const other = client(
      http.get('/existsCustomerByUsername', ({ response }) =>
        response.untyped(new Response('oops', { status: 502 })),
      ),
    );
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
    const { api, requests } = client(http.get('/companies', ({ response }) => response(200).json(company)));
    expect(await lookupCompany(api, ' si12345678 ')).toEqual(company);
    expect(new URL(requests[0]!.url).searchParams.get('tax_no')).toBe('SI12345678');
  });

  it('an unknown number is company-vat-not-found', async () => {
    const { api } = client(
      http.get('/companies', ({ response }) => response.untyped(apiError(404, 'not-found'))),
    );
    expect((await rejection(lookupCompany(api, 'SI12345678'))).key).toBe('company-vat-not-found');
  });

  it('a number the registry calls invalid is something-wrong', async () => {
    const { api } = client(
      http.get('/companies', ({ response }) => response.untyped(apiError(400, 'validation-error'))),
    );
    expect((await rejection(lookupCompany(api, 'SI00000000'))).key).toBe('something-wrong');
  });
});

describe('requestPhoneVerification', () => {
  it('returns the verification id and how the text went, and marks a resend', async () => {
    const { api, requests } = client(
      http.get('/phone_verify', ({ request, response }) =>
        response(200).json({
          Id: VER_ID,
          delivery: new URL(request.url).searchParams.has('resend') ? 'DELAYED' : 'SENT',
        }),
      ),
    );
    expect(await requestPhoneVerification(api, '+38640123456', false)).toEqual({
      id: VER_ID,
      delivery: 'SENT',
    });
    expect(await requestPhoneVerification(api, '+38640123456', true)).toEqual({
      id: VER_ID,
      delivery: 'DELAYED',
    });
    expect(new URL(requests[0]!.url).searchParams.get('resend')).toBeNull();
    expect(new URL(requests[1]!.url).searchParams.get('resend')).toBe('true');
    expect(new URL(requests[1]!.url).searchParams.get('phone')).toBe('+38640123456');
  });

  it('passes wait10Seconds on', async () => {
    const { api } = client(
      http.get('/phone_verify', ({ response }) => response.untyped(apiError(429, 'wait10Seconds'))),
    );
    expect((await rejection(requestPhoneVerification(api, '+38640123456', true))).key).toBe('wait10Seconds');
  });

  it('passes on a number the SMS provider refused', async () => {
    const { api } = client(
      http.get('/phone_verify', ({ response }) =>
        response(422).json({ key: 'sms-not-delivered', message: 'The text message could not be delivered' }),
      ),
    );
    expect((await rejection(requestPhoneVerification(api, '+38640123456', false))).key).toBe(
      'sms-not-delivered',
    );
  });
});

describe('confirmPhone', () => {
  it('confirms a right code', async () => {
    const { api, requests } = client(
      http.post('/phone_confirm', ({ response }) => response(200).json({ verified: true, Id: VER_ID })),
    );
    expect(await confirmPhone(api, VER_ID, '123456')).toEqual({ verified: true, verId: VER_ID });
    expect(await requests[0]!.json()).toEqual({ verificationId: VER_ID, code: '123456' });
  });

  it.each([
    [
      'a wrong code',
      () => Response.json({ verified: false, Id: VER_ID, key: 'phone-confirmation-code-invalid' }),
      'phone-confirmation-code-invalid',
    ],
    [
      'an expired code (message)',
      () => Response.json({ verified: false, Id: VER_ID, message: 'Token expired' }),
      'phone-confirmation-expired',
    ],
    [
      'a refused code (422)',
      () => apiError(422, 'phone-confirmation-code-invalid'),
      'phone-confirmation-code-invalid',
    ],
    [
      'an expired code (422)',
      () => Response.json({ message: 'Token expired', key: 'phone-confirmation-expired' }, { status: 422 }),
      'phone-confirmation-expired',
    ],
  ])('reports %s', async (_label, answer, key) => {
    const { api } = client(http.post('/phone_confirm', answer));
    expect(await confirmPhone(api, VER_ID, '123456')).toEqual({ verified: false, key });
  });

  it('rejects on other failures', async () => {
    const { api } = client(
      http.post('/phone_confirm', ({ response }) => response.untyped(apiError(429, 'rate-limited'))),
    );
    expect((await rejection(confirmPhone(api, VER_ID, '123456'))).key).toBe('rate-limited');
  });
});

describe('createCustomer', () => {
  const payload = buildNewCustomer(completePersonalDraft())!;

  it('posts the payload', async () => {
    const { api, requests } = client(
      http.post('/newCustomerMinimal', ({ response }) =>
        response(201).json({ Id: 12, username: payload.email }),
      ),
    );
    expect(await createCustomer(api, payload)).toEqual({ Id: 12, username: payload.email });
    expect(await requests[0]!.json()).toEqual(payload);
  });

  it('keeps email-taken and turns other refusals into error-creating-account', async () => {
    const taken = client(
      http.post('/newCustomerMinimal', ({ response }) => response.untyped(apiError(409, 'email-taken'))),
    );
    expect((await rejection(createCustomer(taken.api, payload))).key).toBe('email-taken');
    const refused = client(
      http.post('/newCustomerMinimal', ({ response }) => response.untyped(apiError(422, 'validation-error'))),
    );
    expect((await rejection(createCustomer(refused.api, payload))).key).toBe('error-creating-account');
    const text = client(
      http.post('/newCustomerMinimal', ({ response }) =>
        response.untyped(new Response('Error creating account', { status: 500 })),
      ),
    );
    expect((await rejection(createCustomer(text.api, payload))).key).toBe('error-creating-account');
  });
});

describe('confirmEmail', () => {
  it('posts the verification id', async () => {
    const { api, requests } = client(http.post('/confirmEmail', ({ response }) => response(200).json({})));
    await confirmEmail(api, VER_ID);
    expect(await requests[0]!.json()).toEqual({ verificationId: VER_ID });
  });

  it('rejects an unknown or used id', async () => {
    const { api } = client(
      http.post('/confirmEmail', ({ response }) => response.untyped(apiError(404, 'not-found'))),
    );
    expect((await rejection(confirmEmail(api, VER_ID))).key).toBe('not-found');
  });
});
