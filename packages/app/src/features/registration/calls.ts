import {
  ApiRequestError,
  toApiError,
  unwrap,
  type ApiClient,
  type Company,
  type CustomerCreated,
  type ErrorKey,
  type NewCustomer,
  type Schemas,
} from '@invest/api-client';

type SmsDelivery = Schemas['SmsDelivery'];

/**
 * The wizard's public calls (SPEC §7), each turning the contract's answers into what a step needs. A
 * failure rejects with an `ApiRequestError` whose key the step translates (SPEC §8).
 */

/** GET /existsCustomerByUsername: true when the e-mail is already registered. */
export async function isEmailTaken(api: ApiClient, email: string): Promise<boolean> {
  return unwrap(
    await api.GET('/existsCustomerByUsername', { params: { query: { username: email.trim() } } }),
    'something-wrong',
  );
}

/** GET /isRegionValid: true when registration from the country (its English name) is supported. */
export async function isRegionValid(api: ApiClient, countryName: string): Promise<boolean> {
  return unwrap(
    await api.GET('/isRegionValid', { params: { query: { regionOrState: countryName } } }),
    'something-wrong',
  );
}

/**
 * GET /companies: the company registered under the VAT number. Unknown number → company-vat-not-found;
 * a number the registry calls invalid → something-wrong (SPEC §8).
 */
export async function lookupCompany(api: ApiClient, taxNo: string): Promise<Company> {
  const result = await api.GET('/companies', { params: { query: { tax_no: taxNo.trim().toUpperCase() } } });
  if (result.response.status === 404) {
    const error = toApiError(result.error, { status: 404 });
    throw new ApiRequestError({ status: 404, key: 'company-vat-not-found', message: error.message });
  }
  if (result.error !== undefined || !result.response.ok) {
    const error = toApiError(result.error, { status: result.response.status });
    // Only the catalogue's own answer is shown; anything else about the number reads as something-wrong.
    throw error.key === 'company-vat-not-found' || error.key === 'rate-limited'
      ? error
      : new ApiRequestError({ status: error.status, key: 'something-wrong', message: error.message });
  }
  return result.data;
}

/**
 * GET /phone_verify: sends the SMS code and returns the verification id and how the text went
 * (`DELAYED`: it may take a few minutes); `resend` for Send again. A number the SMS provider refuses
 * rejects with sms-not-delivered.
 */
export async function requestPhoneVerification(
  api: ApiClient,
  telephone: string,
  resend: boolean,
): Promise<{ id: string; delivery: SmsDelivery }> {
  const data = unwrap(
    await api.GET('/phone_verify', {
      params: { query: resend ? { phone: telephone, resend: true } : { phone: telephone } },
    }),
    'something-wrong',
  );
  return { id: data.Id, delivery: data.delivery };
}

export type PhoneConfirmResult =
  | { verified: true; verId: string }
  | {
      verified: false;
      key: Extract<ErrorKey, 'phone-confirmation-code-invalid' | 'phone-confirmation-expired'>;
    };

const TOKEN_EXPIRED = 'Token expired';

/**
 * POST /phone_confirm. A wrong code answers `verified: false`; an expired one carries the message
 * 'Token expired' (SPEC §8: phone-confirmation-expired). Other failures reject.
 */
export async function confirmPhone(
  api: ApiClient,
  verificationId: string,
  code: string,
): Promise<PhoneConfirmResult> {
  const result = await api.POST('/phone_confirm', { body: { verificationId, code } });
  if (result.data && result.response.ok) {
    if (result.data.verified) return { verified: true, verId: result.data.Id };
    const expired = result.data.message === TOKEN_EXPIRED || result.data.key === 'phone-confirmation-expired';
    return {
      verified: false,
      key: expired ? 'phone-confirmation-expired' : 'phone-confirmation-code-invalid',
    };
  }
  const error = toApiError(result.error, { status: result.response.status });
  if (error.message === TOKEN_EXPIRED || error.key === 'phone-confirmation-expired') {
    return { verified: false, key: 'phone-confirmation-expired' };
  }
  if (error.key === 'phone-confirmation-code-invalid' || error.key === 'phone-confirmation-failed') {
    return { verified: false, key: 'phone-confirmation-code-invalid' };
  }
  throw error;
}

/** POST /newCustomerMinimal. email-taken stays itself; any other refusal is error-creating-account. */
export async function createCustomer(api: ApiClient, payload: NewCustomer): Promise<CustomerCreated> {
  const result = await api.POST('/newCustomerMinimal', { body: payload });
  if (result.error !== undefined || !result.response.ok) {
    const error = toApiError(result.error, {
      status: result.response.status,
      fallbackKey: 'error-creating-account',
    });
    if (error.key === 'email-taken' || error.key === 'rate-limited') throw error;
    throw new ApiRequestError({
      status: error.status,
      key: 'error-creating-account',
      message: error.message,
    });
  }
  return result.data;
}

/** POST /confirmEmail with the id the e-mailed link carries. */
export async function confirmEmail(api: ApiClient, verificationId: string): Promise<void> {
  unwrap(await api.POST('/confirmEmail', { body: { verificationId } }), 'not-found');
}
