import type { FastifyReply } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLOVENIAN_VAT_REGEX } from '../../../src/modules/registration/company-registry.ts';
import type { Deps, RequestOf } from '../../../src/platform/http/types.ts';
import { registrationHandlers } from '../../../src/modules/registration/routes.ts';
import { PHONE_MAX_ATTEMPTS, PHONE_MAX_SENDS_PER_HOUR } from '../../../src/modules/registration/rules.ts';
import { noJobs } from '../../../src/platform/jobs.ts';
import {
  createTestApp,
  expectApiError,
  expectContractResponse,
  login,
  signIn,
  testContract,
  type TestApp,
} from '../../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The companies the migration seeds (also listed in packages/server/README.md). */
const SEEDED_COMPANIES = [
  ['SI12345678', 'Alpska Logistika d.o.o.', 'Letališka cesta 29', 'Ljubljana'],
  ['SI87654321', 'Zelena Energija d.o.o.', 'Dunajska cesta 156', 'Ljubljana'],
  ['SI36188425', 'Kraški Mlin d.o.o.', 'Partizanska cesta 12', 'Sežana'],
  ['SI64751201', 'Pohorje Les d.o.o.', 'Ptujska cesta 30', 'Maribor'],
  ['SI82945616', 'Soča Digital d.o.o.', 'Gregorčičeva ulica 3', 'Nova Gorica'],
  ['SI19634277', 'Savinja Agro d.o.o.', 'Mariborska cesta 7', 'Celje'],
  ['SI57811369', 'Jadran Marine d.o.o.', 'Pristaniška ulica 12', 'Koper'],
  ['SI43209785', 'Gorenjska Tekstil d.d.', 'Kidričeva cesta 50', 'Kranj'],
] as const;

const PASSWORD = 'Vrtnica-Trombon-42';

// Every test uses numbers and addresses of its own, so the per-number limits never meet across tests.
let sequence = 0;
const nextPhone = () => `+38641${String(100000 + sequence++)}`;
const nextEmail = (tag: string) => `reg-${tag}-${sequence++}@example.si`;

const isRegionValid = (name: string) =>
  t.app.inject({ url: `/api/isRegionValid?regionOrState=${encodeURIComponent(name)}` });

const lookupCompany = (taxNo: string) =>
  t.app.inject({ url: `/api/companies?tax_no=${encodeURIComponent(taxNo)}` });

function requestCode(phone: string, options: { resend?: boolean; language?: string } = {}) {
  const query = new URLSearchParams({ phone });
  if (options.resend) query.set('resend', 'true');
  return t.app.inject({
    url: `/api/phone_verify?${query}`,
    headers: options.language ? { 'accept-language': options.language } : {},
  });
}

const confirmPhone = (verificationId: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/phone_confirm', payload: { verificationId, code } });

const register = (payload: object, language?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/newCustomerMinimal',
    payload,
    headers: language ? { 'accept-language': language } : {},
  });

const confirmEmail = (verificationId: string) =>
  t.app.inject({ method: 'POST', url: '/api/confirmEmail', payload: { verificationId } });

async function outbox(recipient: string, channel: 'sms' | 'email') {
  const { rows } = await t.pool.query<{ subject: string | null; body: string; user_id: string | null }>(
    'SELECT subject, body, user_id FROM outbox WHERE recipient = $1 AND channel = $2 ORDER BY id',
    [recipient, channel],
  );
  return rows;
}

/** The code of the newest SMS to the number. */
async function smsCode(phone: string): Promise<string> {
  const sms = (await outbox(phone, 'sms')).at(-1);
  const code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1];
  expect(code, sms?.body).toBeDefined();
  return code!;
}

/** Starts a verification and returns its id and the code from the SMS. */
async function startVerification(phone: string) {
  const body = expectContractResponse(await requestCode(phone), 'requestPhoneVerification', 200) as {
    Id: string;
  };
  return { id: body.Id, code: await smsCode(phone) };
}

/** A confirmed phone verification, ready for registration. */
async function verifiedPhone(phone = nextPhone()) {
  const { id, code } = await startVerification(phone);
  const res = await confirmPhone(id, code);
  expect(expectContractResponse(res, 'confirmPhone', 200)).toEqual({ verified: true, Id: id });
  return { phone, verificationId: id };
}

function customer(
  verification: { phone: string; verificationId: string },
  overrides: Record<string, unknown> = {},
) {
  const email = nextEmail('p');
  return {
    username: email,
    humanFirstName: 'Maja',
    humanLastName: 'Kranjc',
    email,
    telephone: verification.phone,
    dateOfBirth: { dayOfMonth: 14, month: 6, year: 1990 },
    password: PASSWORD,
    address: {
      unitNumber: null,
      streetName: 'Trubarjeva cesta',
      streetNumber: '7a',
      postalCode: '1000',
      townOrSuburb: 'Ljubljana',
      regionOrState: 'Slovenia',
    },
    investorType: 'Personal',
    phoneVerificationId: verification.verificationId,
    ...overrides,
  };
}

/** The verification id carried by the newest confirmation link e-mailed to the address. */
async function confirmationLinkId(email: string): Promise<string> {
  const mail = (await outbox(email, 'email')).at(-1);
  const match = /http:\/\/invest\.test\/register\/final\?verificationId=([A-Za-z0-9_-]+)$/m.exec(
    mail?.body ?? '',
  );
  expect(match, mail?.body).not.toBeNull();
  return match![1]!;
}

const userRow = async (email: string) =>
  (
    await t.pool.query(
      `SELECT id, username, email, password_hash, investor_type, first_name, last_name, phone, date_of_birth,
              street_name, street_number, postal_code, city, country_code, company_name, company_tax_no,
              company_street_and_number, company_city, tax_no, status, email_confirmed_at, language
       FROM users WHERE lower(email) = lower($1)`,
      [email],
    )
  ).rows[0];

describe('GET /api/isRegionValid', () => {
  it('is true only for an enabled country, matched by name case-insensitively', async () => {
    for (const [name, valid] of [
      ['Slovenia', true],
      ['slovenia', true],
      ['SLOVENIA', true],
      ['Austria', false],
      ['Germany', false],
      ['Sweden', false],
      ['Slovenia; DROP TABLE countries', false],
      ['Narnia', false],
    ] as const) {
      expect(expectContractResponse(await isRegionValid(name), 'isRegionValid', 200), name).toBe(valid);
    }
  });

  it('lists every EU country, and only Slovenia is enabled and has a VAT pattern', async () => {
    const { rows } = await t.pool.query<{ code: string; enabled: boolean; vat_regex: string | null }>(
      'SELECT code, enabled, vat_regex FROM countries ORDER BY code',
    );
    const eu = 'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' ');
    expect(rows.map((r) => r.code)).toEqual(expect.arrayContaining(eu));
    expect(rows.filter((r) => r.enabled).map((r) => r.code)).toEqual(['SI']);
    expect(rows.filter((r) => r.vat_regex !== null)).toEqual([
      { code: 'SI', enabled: true, vat_regex: SLOVENIAN_VAT_REGEX },
    ]);
  });

  it('answers 400 without a country', async () => {
    expectApiError(await t.app.inject({ url: '/api/isRegionValid' }), 400, 'validation-error');
    expectApiError(await isRegionValid(''), 400, 'validation-error');
  });
});

describe('GET /api/companies', () => {
  it('finds every seeded company by its VAT number', async () => {
    for (const [taxNo, name, streetAndNumber, city] of SEEDED_COMPANIES) {
      const body = expectContractResponse(await lookupCompany(taxNo), 'getCompanyByTaxNo', 200);
      expect(body).toEqual({ name, taxNo, address: { streetAndNumber, city } });
    }
  });

  it('normalises the number: without prefix, lower case, with spaces', async () => {
    for (const typed of ['12345678', 'si12345678', ' SI 1234 5678 ', 'SI-12-345-678']) {
      const body = expectContractResponse(await lookupCompany(typed), 'getCompanyByTaxNo', 200);
      expect(body, typed).toMatchObject({ taxNo: 'SI12345678', name: 'Alpska Logistika d.o.o.' });
    }
  });

  it('answers 404 company-vat-not-found for a well-formed unknown number', async () => {
    const res = await lookupCompany('SI99999999');
    expect(expectContractResponse(res, 'getCompanyByTaxNo', 404)).toMatchObject({
      key: 'company-vat-not-found',
    });
  });

  it('answers 400 something-wrong for a number that is not a Slovenian VAT number', async () => {
    for (const typed of ['SI1234567X', 'SI123456789', 'DE123456789', 'ATU12345678', '1234567 ']) {
      const res = await lookupCompany(typed);
      expect(expectContractResponse(res, 'getCompanyByTaxNo', 400), typed).toMatchObject({
        key: 'something-wrong',
      });
    }
    const short = await lookupCompany('SI1234');
    expect(expectContractResponse(short, 'getCompanyByTaxNo', 400)).toMatchObject({
      key: 'validation-error',
    });
  });

  it('asks the injected register instead of the table when one is given', async () => {
    const asked: string[] = [];
    const handlers = registrationHandlers(
      {
        db: t.pool,
        clock: t.clock,
        config: t.config,
        jobs: noJobs,
        contract: testContract(),
      } as unknown as Deps,
      {
        companyRegistry: {
          async findByTaxNo(taxNo) {
            asked.push(taxNo);
            return taxNo === 'SI11111111'
              ? {
                  name: 'Register d.o.o.',
                  taxNo,
                  address: { streetAndNumber: 'Tržaška 1', city: 'Ljubljana' },
                  legalRepresentatives: ['Ana Novak'],
                }
              : null;
          },
        },
      },
    );
    const lookup = (tax_no: string) =>
      handlers.getCompanyByTaxNo!(
        { query: { tax_no } } as unknown as RequestOf<'getCompanyByTaxNo'>,
        {} as FastifyReply,
      );
    // Only the contract's fields leave the service.
    await expect(lookup('11111111')).resolves.toEqual({
      name: 'Register d.o.o.',
      taxNo: 'SI11111111',
      address: { streetAndNumber: 'Tržaška 1', city: 'Ljubljana' },
    });
    await expect(lookup('SI12345678')).rejects.toMatchObject({ key: 'company-vat-not-found' });
    expect(asked).toEqual(['SI11111111', 'SI12345678']);
  });
});

describe('GET /api/phone_verify', () => {
  it('sends a 6-digit code by SMS (English by default) and returns a random id', async () => {
    const phone = nextPhone();
    const res = await requestCode(phone);
    const body = expectContractResponse(res, 'requestPhoneVerification', 200) as { Id: string };
    expect(body.Id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [sms, ...more] = await outbox(phone, 'sms');
    expect(more).toHaveLength(0);
    expect(sms!.body).toMatch(/^Your Invest confirmation code is \d{6}\. It is valid for 10 minutes\./);
  });

  it('writes the SMS in Slovene for Accept-Language sl', async () => {
    const phone = nextPhone();
    expectContractResponse(await requestCode(phone, { language: 'sl' }), 'requestPhoneVerification', 200);
    expect((await outbox(phone, 'sms')).at(-1)!.body).toMatch(/^Vaša potrditvena koda za Invest je \d{6}\./);
  });

  it('normalises the number to E.164 (a typed trunk 0 is dropped) and sends to that', async () => {
    const phone = nextPhone();
    const withTrunkZero = `${phone.slice(0, 4)}0${phone.slice(4)}`;
    expectContractResponse(await requestCode(withTrunkZero), 'requestPhoneVerification', 200);
    expect(await outbox(phone, 'sms')).toHaveLength(1);
    expect(await outbox(withTrunkZero, 'sms')).toHaveLength(0);
    // The wait counts per number, however it was written.
    expectApiError(await requestCode(phone), 429, 'wait10Seconds');
  });

  it('stores neither the id nor the code in readable form', async () => {
    const phone = nextPhone();
    const { id, code } = await startVerification(phone);
    const { rows } = await t.pool.query(
      `SELECT encode(id_hash, 'hex') AS id_hash, encode(code_hash, 'hex') AS code_hash
       FROM phone_verifications WHERE phone = $1`,
      [phone],
    );
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(id);
    expect(stored).not.toContain(Buffer.from(code).toString('hex'));
    const { createHash } = await import('node:crypto');
    expect(rows[0].code_hash).not.toBe(createHash('sha256').update(code).digest('hex'));
  });

  it('refuses numbers that cannot receive an SMS with 400', async () => {
    for (const phone of ['+38612345678', '+38690123456', '+999123456789', '+3861', 'not-a-phone', '']) {
      const res = await requestCode(phone);
      expectApiError(res, 400, 'validation-error');
    }
    expect((await t.pool.query("SELECT 1 FROM outbox WHERE recipient = '+38612345678'")).rowCount).toBe(0);
  });

  it('answers a resend within 10 seconds with 429 wait10Seconds and allows it after 10 seconds', async () => {
    const phone = nextPhone();
    const first = await startVerification(phone);
    t.clock.advance(9_000);
    const early = await requestCode(phone, { resend: true });
    expectContractResponse(early, 'requestPhoneVerification', 429);
    expectApiError(early, 429, 'wait10Seconds');
    expect(early.headers['retry-after']).toBe('1');
    // Leaving out the flag does not get around the wait.
    expectApiError(await requestCode(phone), 429, 'wait10Seconds');
    expect(await outbox(phone, 'sms')).toHaveLength(1);

    t.clock.advance(1_000);
    const again = await requestCode(phone, { resend: true });
    const { Id } = expectContractResponse(again, 'requestPhoneVerification', 200) as { Id: string };
    expect(Id).not.toBe(first.id);
    const sms = await outbox(phone, 'sms');
    expect(sms).toHaveLength(2);
    const newCode = await smsCode(phone);

    // Only the newest code counts: the first verification is retired, even with its right code.
    const old = await confirmPhone(first.id, first.code);
    expect(expectContractResponse(old, 'confirmPhone', 200)).toMatchObject({
      verified: false,
      key: 'phone-confirmation-code-invalid',
    });
    expect(expectContractResponse(await confirmPhone(Id, newCode), 'confirmPhone', 200)).toEqual({
      verified: true,
      Id,
    });
  });

  it(`sends at most ${PHONE_MAX_SENDS_PER_HOUR} codes per number and hour (429 rate-limited)`, async () => {
    const phone = nextPhone();
    for (let i = 0; i < PHONE_MAX_SENDS_PER_HOUR; i++) {
      expectContractResponse(await requestCode(phone, { resend: i > 0 }), 'requestPhoneVerification', 200);
      t.clock.advance(11_000);
    }
    const capped = await requestCode(phone, { resend: true });
    expectContractResponse(capped, 'requestPhoneVerification', 429);
    expectApiError(capped, 429, 'rate-limited');
    const wait = Number(capped.headers['retry-after']);
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(await outbox(phone, 'sms')).toHaveLength(PHONE_MAX_SENDS_PER_HOUR);
    // Other numbers are not affected.
    expectContractResponse(await requestCode(nextPhone()), 'requestPhoneVerification', 200);

    t.clock.advance(wait * 1000);
    expectContractResponse(await requestCode(phone, { resend: true }), 'requestPhoneVerification', 200);
  });

  it('sends one SMS when many requests for one number arrive at once', async () => {
    const phone = nextPhone();
    const results = await Promise.all(Array.from({ length: 6 }, () => requestCode(phone)));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 429, 429, 429, 429, 429]);
    for (const res of results.filter((r) => r.statusCode === 429)) expectApiError(res, 429, 'wait10Seconds');
    expect(await outbox(phone, 'sms')).toHaveLength(1);
  });
});

describe('POST /api/phone_confirm', () => {
  it('confirms the right code, and says so again when asked again', async () => {
    const phone = nextPhone();
    const { id, code } = await startVerification(phone);
    expect(expectContractResponse(await confirmPhone(id, code), 'confirmPhone', 200)).toEqual({
      verified: true,
      Id: id,
    });
    expect(expectContractResponse(await confirmPhone(id, code), 'confirmPhone', 200)).toEqual({
      verified: true,
      Id: id,
    });
  });

  it(`refuses a wrong code, and after ${PHONE_MAX_ATTEMPTS} wrong ones even the right code`, async () => {
    const phone = nextPhone();
    const { id, code } = await startVerification(phone);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < PHONE_MAX_ATTEMPTS; i++) {
      const res = await confirmPhone(id, wrong);
      expect(expectContractResponse(res, 'confirmPhone', 200)).toEqual({
        verified: false,
        Id: id,
        message: 'Wrong confirmation code',
        key: 'phone-confirmation-code-invalid',
      });
    }
    const right = await confirmPhone(id, code);
    expect(expectContractResponse(right, 'confirmPhone', 200)).toMatchObject({
      verified: false,
      key: 'phone-confirmation-code-invalid',
    });
    const { rows } = await t.pool.query(
      'SELECT attempts, verified_at FROM phone_verifications WHERE phone = $1',
      [phone],
    );
    expect(rows).toEqual([{ attempts: PHONE_MAX_ATTEMPTS, verified_at: null }]);
  });

  it('counts parallel guesses exactly: 20 at once still leave the right code refused', async () => {
    const phone = nextPhone();
    const { id, code } = await startVerification(phone);
    const guesses = Array.from({ length: 20 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const results = await Promise.all(guesses.map((g) => confirmPhone(id, g)));
    for (const res of results) {
      expect(expectContractResponse(res, 'confirmPhone', 200)).toMatchObject({ verified: false });
    }
    const { rows } = await t.pool.query('SELECT attempts FROM phone_verifications WHERE phone = $1', [phone]);
    expect(rows).toEqual([{ attempts: PHONE_MAX_ATTEMPTS }]);
    expect((await confirmPhone(id, code)).json()).toMatchObject({ verified: false });
  });

  it("answers an expired code with 'Token expired' (phone-confirmation-expired)", async () => {
    const phone = nextPhone();
    const { id, code } = await startVerification(phone);
    t.clock.advance(10 * 60 * 1000);
    const res = await confirmPhone(id, code);
    expect(expectContractResponse(res, 'confirmPhone', 200)).toEqual({
      verified: false,
      Id: id,
      message: 'Token expired',
      key: 'phone-confirmation-expired',
    });
  });

  it('accepts a code just before it expires', async () => {
    const phone = nextPhone();
    const { id, code } = await startVerification(phone);
    t.clock.advance(10 * 60 * 1000 - 1);
    expect((await confirmPhone(id, code)).json()).toEqual({ verified: true, Id: id });
  });

  it('answers 404 for an unknown verification and 400 for malformed input', async () => {
    expectApiError(await confirmPhone('x'.repeat(43), '123456'), 404, 'not-found');
    for (const body of [
      { verificationId: 'x'.repeat(43), code: '12345' },
      { verificationId: 'x'.repeat(43), code: '12345a' },
      { verificationId: 'x'.repeat(43), code: 123456 },
      { verificationId: 'short', code: '123456' },
      { code: '123456' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/phone_confirm', payload: body });
      expectApiError(res, 400, 'validation-error');
    }
  });
});

describe('POST /api/newCustomerMinimal', () => {
  it('creates a personal investor pending identification, in the Accept-Language language', async () => {
    const verification = await verifiedPhone();
    const payload = customer(verification);
    const res = await register(payload, 'sl');
    const body = expectContractResponse(res, 'createCustomer', 201) as { Id: number; username: string };
    expect(body.username).toBe(payload.email);
    const row = await userRow(payload.email);
    expect(row).toMatchObject({
      id: String(body.Id),
      username: payload.email,
      investor_type: 'Personal',
      first_name: 'Maja',
      last_name: 'Kranjc',
      phone: verification.phone,
      date_of_birth: '1990-06-14',
      street_name: 'Trubarjeva cesta',
      street_number: '7a',
      postal_code: '1000',
      city: 'Ljubljana',
      country_code: 'SI',
      company_name: null,
      status: 'pending',
      email_confirmed_at: null,
      language: 'SL',
    });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    const { rows } = await t.pool.query(
      'SELECT consumed_by FROM phone_verifications WHERE id_hash = sha256($1::text::bytea)',
      [verification.verificationId],
    );
    expect(rows).toEqual([{ consumed_by: String(body.Id) }]);

    const [mail, ...more] = await outbox(payload.email, 'email');
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Potrdite svoj e-naslov za Invest');
    expect(mail!.body).toMatch(/^Pozdravljeni, Maja!/);
    expect(mail!.user_id).toBe(String(body.Id));
    expect(mail!.body).toMatch(/http:\/\/invest\.test\/register\/final\?verificationId=[A-Za-z0-9_-]{43}\n/);
  });

  it('writes the confirmation e-mail in English by default', async () => {
    const payload = customer(await verifiedPhone());
    expectContractResponse(await register(payload), 'createCustomer', 201);
    const mail = (await outbox(payload.email, 'email')).at(-1)!;
    expect(mail.subject).toBe('Confirm your e-mail address for Invest');
    expect(mail.body).toMatch(/^Hello Maja,/);
  });

  it("creates a business investor with the register's company data", async () => {
    const payload = customer(await verifiedPhone(), {
      investorType: 'Business',
      company: {
        name: 'Whatever the browser says',
        taxNo: '64751201',
        address: { streetAndNumber: 'x', city: 'y' },
      },
    });
    expectContractResponse(await register(payload), 'createCustomer', 201);
    expect(await userRow(payload.email)).toMatchObject({
      investor_type: 'Business',
      company_name: 'Pohorje Les d.o.o.',
      company_tax_no: 'SI64751201',
      company_street_and_number: 'Ptujska cesta 30',
      company_city: 'Maribor',
      tax_no: 'SI64751201',
      status: 'pending',
    });
  });

  it('refuses a business account without a company, or with a company the register does not know', async () => {
    const verification = await verifiedPhone();
    const without = await register(customer(verification, { investorType: 'Business' }));
    expect(expectContractResponse(without, 'createCustomer', 400)).toMatchObject({ key: 'validation-error' });
    const unknown = await register(
      customer(verification, {
        investorType: 'Business',
        company: { name: 'Ghost d.o.o.', taxNo: 'SI99999999' },
      }),
    );
    expect(expectContractResponse(unknown, 'createCustomer', 422)).toMatchObject({
      key: 'error-creating-account',
    });
    const malformed = await register(
      customer(verification, {
        investorType: 'Business',
        company: { name: 'Ghost d.o.o.', taxNo: 'SI1234567X' },
      }),
    );
    expect(expectContractResponse(malformed, 'createCustomer', 400)).toMatchObject({
      key: 'validation-error',
    });
    const personalWithCompany = await register(
      customer(verification, { company: { name: 'Alpska Logistika d.o.o.', taxNo: 'SI12345678' } }),
    );
    expect(expectContractResponse(personalWithCompany, 'createCustomer', 400)).toMatchObject({
      key: 'validation-error',
    });
  });

  it('refuses investors under 18 (by the clock) and accepts them on their 18th birthday', async () => {
    const verification = await verifiedPhone();
    const today = t.clock.now();
    const born = (yearsAgo: number, dayOffset: number) => {
      const d = new Date(
        Date.UTC(today.getUTCFullYear() - yearsAgo, today.getUTCMonth(), today.getUTCDate() + dayOffset),
      );
      return { dayOfMonth: d.getUTCDate(), month: d.getUTCMonth() + 1, year: d.getUTCFullYear() };
    };
    const seventeen = await register(customer(verification, { dateOfBirth: born(18, 1) }));
    expect(expectContractResponse(seventeen, 'createCustomer', 400)).toEqual({
      message: 'You must be at least 18 years old',
      key: 'validation-error',
    });
    const eighteen = await register(customer(verification, { dateOfBirth: born(18, 0) }));
    expectContractResponse(eighteen, 'createCustomer', 201);
  });

  it('refuses impossible dates, short names, bad addresses, bad e-mails and weak passwords with 400', async () => {
    const verification = await verifiedPhone();
    const address = customer(verification).address;
    const cases: Record<string, unknown>[] = [
      { dateOfBirth: { dayOfMonth: 31, month: 2, year: 1990 } },
      { dateOfBirth: { dayOfMonth: 29, month: 2, year: 1991 } },
      { humanFirstName: ' A ' },
      { humanLastName: '   ' },
      { address: { ...address, streetName: ' x ' } },
      { address: { ...address, streetNumber: ' ' } },
      { address: { ...address, townOrSuburb: ' L ' } },
      { address: { ...address, postalCode: 'SI-1000' } },
      { email: 'no-at-sign.example.si', username: 'no-at-sign.example.si' },
      // The contract's Email rule (the app's too): a domain label is at most 63 characters.
      { email: `ana@${'a'.repeat(64)}.si`, username: `ana@${'a'.repeat(64)}.si` },
      { username: 'someone-else@example.si' },
      { password: 'onlyletters' },
      { password: '12345678' },
      { password: 'short1!' },
      { telephone: '+38612345678' },
      { investorType: 'Robot' },
      { extra: true },
    ];
    for (const overrides of cases) {
      const res = await register(customer(verification, overrides));
      expect(expectContractResponse(res, 'createCustomer', 400), JSON.stringify(overrides)).toMatchObject({
        key: 'validation-error',
      });
    }
    // Nothing was spent: the confirmation still opens an account.
    expectContractResponse(await register(customer(verification)), 'createCustomer', 201);
  });

  it('refuses countries that are not enabled (422 error-creating-account)', async () => {
    const verification = await verifiedPhone();
    const base = customer(verification);
    for (const country of ['Austria', 'Narnia']) {
      const res = await register({ ...base, address: { ...base.address, regionOrState: country } });
      expect(expectContractResponse(res, 'createCustomer', 422)).toMatchObject({
        key: 'error-creating-account',
      });
    }
    const lower = await register({ ...base, address: { ...base.address, regionOrState: 'slovenia' } });
    expectContractResponse(lower, 'createCustomer', 201);
  });

  it('refuses a confirmation of another number, an unconfirmed one, an unknown one and a used one', async () => {
    const mine = await verifiedPhone();
    const other = await verifiedPhone();
    const refusedWith = async (payload: object) => {
      const res = await register(payload);
      expect(expectContractResponse(res, 'createCustomer', 422)).toMatchObject({
        key: 'phone-confirmation-failed',
      });
    };
    await refusedWith(customer({ phone: mine.phone, verificationId: other.verificationId }));

    const unconfirmedPhone = nextPhone();
    const unconfirmed = await startVerification(unconfirmedPhone);
    await refusedWith(customer({ phone: unconfirmedPhone, verificationId: unconfirmed.id }));
    await refusedWith(customer({ phone: mine.phone, verificationId: 'y'.repeat(43) }));

    expectContractResponse(await register(customer(mine)), 'createCustomer', 201);
    await refusedWith(customer(mine));
  });

  it('refuses a confirmation older than the life of a registration draft (1 hour)', async () => {
    const verification = await verifiedPhone();
    t.clock.advance(60 * 60 * 1000 + 1);
    const res = await register(customer(verification));
    expect(expectContractResponse(res, 'createCustomer', 422)).toMatchObject({
      key: 'phone-confirmation-failed',
    });
  });

  it('answers 409 email-taken for a registered address, whatever its case', async () => {
    const first = customer(await verifiedPhone());
    expectContractResponse(await register(first), 'createCustomer', 201);
    const upper = first.email.toUpperCase();
    const second = customer(await verifiedPhone(), { email: upper, username: upper });
    const res = await register(second);
    expect(expectContractResponse(res, 'createCustomer', 409)).toMatchObject({ key: 'email-taken' });
    const demo = customer(await verifiedPhone(), { email: 'demo@invest.si', username: 'demo@invest.si' });
    expect((await register(demo)).json()).toMatchObject({ key: 'email-taken' });
  });

  it('creates exactly one account when two registrations of one address race', async () => {
    for (let round = 0; round < 3; round++) {
      const email = nextEmail('race');
      const [a, b] = await Promise.all([verifiedPhone(), verifiedPhone()]);
      const results = await Promise.all([
        register(customer(a!, { email, username: email })),
        register(customer(b!, { email, username: email })),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const loser = results.find((r) => r.statusCode === 409)!;
      expect(expectContractResponse(loser, 'createCustomer', 409)).toMatchObject({ key: 'email-taken' });
      const { rows } = await t.pool.query('SELECT count(*)::int AS n FROM users WHERE email = $1', [email]);
      expect(rows[0].n).toBe(1);
      // The loser's confirmation was not spent.
      const spent = await t.pool.query(
        'SELECT count(*)::int AS n FROM phone_verifications WHERE phone = ANY($1) AND consumed_at IS NOT NULL',
        [[a!.phone, b!.phone]],
      );
      expect(spent.rows[0].n).toBe(1);
    }
  });

  it('spends a confirmation once when the same registration is sent twice at once', async () => {
    const verification = await verifiedPhone();
    const payload = customer(verification);
    const results = await Promise.all([register(payload), register(payload)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('POST /api/confirmEmail', () => {
  it('confirms the e-mail once; the link is single use', async () => {
    const payload = customer(await verifiedPhone());
    expectContractResponse(await register(payload), 'createCustomer', 201);
    const id = await confirmationLinkId(payload.email);
    expect(expectContractResponse(await confirmEmail(id), 'confirmEmail', 200)).toEqual({});
    const row = await userRow(payload.email);
    expect(row.email_confirmed_at).toEqual(t.clock.now());
    expect(row.status).toBe('pending');

    const again = await confirmEmail(id);
    expect(expectContractResponse(again, 'confirmEmail', 404)).toMatchObject({ key: 'not-found' });
  });

  it('lets the link expire after 24 hours', async () => {
    const payload = customer(await verifiedPhone());
    expectContractResponse(await register(payload), 'createCustomer', 201);
    const id = await confirmationLinkId(payload.email);
    t.clock.advance(24 * 60 * 60 * 1000);
    expectApiError(await confirmEmail(id), 404, 'not-found');
    expect((await userRow(payload.email)).email_confirmed_at).toBeNull();
  });

  it('answers unknown ids with 404 and malformed ones with 400', async () => {
    expectApiError(await confirmEmail('z'.repeat(43)), 404, 'not-found');
    expectApiError(await confirmEmail('bad id!'), 400, 'validation-error');
  });
});

describe('registration from start to sign-in', () => {
  it('registers, confirms phone and e-mail from the outbox, then signs in pending identification', async () => {
    const phone = nextPhone();
    const email = nextEmail('journey');
    expect(expectContractResponse(await isRegionValid('Slovenia'), 'isRegionValid', 200)).toBe(true);
    const exists = await t.app.inject({ url: `/api/existsCustomerByUsername?username=${email}` });
    expect(expectContractResponse(exists, 'existsCustomerByUsername', 200)).toBe(false);

    const verify = await requestCode(phone, { language: 'en' });
    const { Id } = expectContractResponse(verify, 'requestPhoneVerification', 200) as { Id: string };
    const confirmed = await confirmPhone(Id, await smsCode(phone));
    expect(expectContractResponse(confirmed, 'confirmPhone', 200)).toEqual({ verified: true, Id });

    const created = await register(customer({ phone, verificationId: Id }, { email, username: email }), 'en');
    const { Id: userId } = expectContractResponse(created, 'createCustomer', 201) as { Id: number };
    const existsNow = await t.app.inject({ url: `/api/existsCustomerByUsername?username=${email}` });
    expect(expectContractResponse(existsNow, 'existsCustomerByUsername', 200)).toBe(true);

    expectContractResponse(await confirmEmail(await confirmationLinkId(email)), 'confirmEmail', 200);

    expectContractResponse(await login(t.app, email, 'wrong-password-1'), 'issueToken', 400);
    const session = await signIn(t.app, email, PASSWORD);
    expect(session.userId).toBe(userId);
    const res = await t.app.inject({ url: `/api/customer/${userId}`, headers: session.headers });
    const user = expectContractResponse(res, 'getCustomer', 200);
    expect(user).toMatchObject({
      Id: userId,
      username: email,
      contact: { firstName: 'Maja', lastName: 'Kranjc', email, telephone: phone },
      address: { streetName: 'Trubarjeva cesta', townOrSuburb: 'Ljubljana', regionOrState: 'Slovenia' },
      investorType: 'Personal',
      company: null,
      status: { confirmed: false, twoFactorAuthEnabled: false },
      settings: { language: 'EN' },
    });
  });
});
