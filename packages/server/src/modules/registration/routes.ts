/**
 * The public calls of the registration wizard (SPEC §2, §4, §5): country and company checks, the SMS
 * phone confirmation, account creation and the e-mail confirmation link. Every limit lives in
 * PostgreSQL, so any number of server processes enforce them together.
 */
import { timingSafeEqual } from 'node:crypto';
import { recordAudit } from '../../platform/audit.ts';
import { normaliseVatNumber, pgCompanyRegistry, type CompanyRegistry } from './company-registry.ts';
import { withTransaction } from '../../platform/db/pool.ts';
import { ApiError, badRequest, notFound } from '../../platform/errors.ts';
import { forgetUnknownLoginFailures } from '../auth/index.ts';
import { sendEmail } from '../../platform/outbox.ts';
import { emailConfirmationEmail, phoneCodeSms } from './messages.ts';
import { languageFromHeader } from '../../platform/messages.ts';
import { hashPassword, passwordProblem, randomSecret, sha256 } from '../../platform/security.ts';
import {
  checkCodeSendThrottle,
  CODE_SEND_WINDOW_MS,
  deliverSmsNow,
  newSmsCode,
  queueSms,
  smsCodeHash,
} from '../verification/index.ts';
import type { BodyOf, Deps, Handlers } from '../../platform/http/types.ts';
import { PLATFORM_TIME_ZONE } from '../../platform/calendar.ts';
import {
  ageOn,
  MINIMUM_AGE,
  smsNumber,
  PHONE_RESEND_WAIT_MS,
  PHONE_MAX_SENDS_PER_HOUR,
  PHONE_CODE_TTL_MS,
  PHONE_MAX_ATTEMPTS,
  VERIFIED_PHONE_TTL_MS,
  EMAIL_LINK_TTL_MS,
} from './rules.ts';

/** pg_advisory_xact_lock(namespace, hashtext(phone)) serialises the sends to one number. */
const PHONE_LOCK_NAMESPACE = 73_160_252;

const UNIQUE_VIOLATION = '23505';

/** The registration form as the contract defines it (validated by Ajv before the handler runs). */
type NewCustomerBody = BodyOf<'createCustomer'>;

const emailTaken = () => new ApiError(409, 'email-taken', 'User with that email already exists');
const phoneNotConfirmed = () =>
  new ApiError(
    422,
    'phone-confirmation-failed',
    'The phone number has not been confirmed with this verification, or it was already used',
  );
const cannotCreate = (message: string) => new ApiError(422, 'error-creating-account', message);

function calendarToday(now: Date): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: PLATFORM_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

interface ValidCustomer {
  email: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  streetName: string;
  streetNumber: string;
  unitNumber: string | null;
  postalCode: string | null;
  city: string;
  country: string;
  investorType: 'Personal' | 'Business';
  companyTaxNo: string | null;
}

/** SPEC §5 once more on the server: the app's checks are a convenience, these are the rules. */
function validateCustomer(body: NewCustomerBody, now: Date): ValidCustomer {
  // The e-mail rule is the contract's (components.schemas.Email, the app's EMAIL_PATTERN too): the
  // request schema has already checked `email` against it, so app and service cannot disagree.
  const email = body.email.trim();
  if (body.username.trim().toLowerCase() !== email.toLowerCase())
    throw badRequest('username must be the e-mail address');

  const firstName = body.humanFirstName.trim();
  const lastName = body.humanLastName.trim();
  if (firstName.length < 2) throw badRequest('humanFirstName is required');
  if (lastName.length < 2) throw badRequest('humanLastName is required');

  const { dayOfMonth: day, month, year } = body.dateOfBirth;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    throw badRequest('dateOfBirth is not a real date');
  if (ageOn({ year, month, day }, calendarToday(now)) < MINIMUM_AGE)
    throw badRequest(`You must be at least ${MINIMUM_AGE} years old`);

  const a = body.address;
  const streetName = a.streetName.trim();
  const streetNumber = a.streetNumber.trim();
  const city = a.townOrSuburb.trim();
  const postalCode = a.postalCode?.trim() ?? null;
  if (streetName.length < 2) throw badRequest('address.streetName is required');
  if (streetNumber.length < 1) throw badRequest('address.streetNumber is required');
  if (city.length < 2) throw badRequest('address.townOrSuburb is required');
  if (postalCode !== null && !/^[0-9]{2,10}$/.test(postalCode))
    throw badRequest('address.postalCode must be numeric');

  const problem = passwordProblem(body.password);
  if (problem) throw badRequest(problem);

  let companyTaxNo: string | null = null;
  if (body.investorType === 'Business') {
    if (!body.company) throw badRequest('A business account needs its company');
    companyTaxNo = normaliseVatNumber(body.company.taxNo);
    if (!companyTaxNo) throw badRequest('company.taxNo is not a valid VAT number');
  } else if (body.company) {
    throw badRequest('A personal account has no company');
  }

  return {
    email,
    firstName,
    lastName,
    dateOfBirth: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    streetName,
    streetNumber,
    unitNumber: a.unitNumber?.trim() || null,
    postalCode,
    city,
    country: a.regionOrState.trim(),
    investorType: body.investorType,
    companyTaxNo,
  };
}

export interface RegistrationOptions {
  /** The business register; the seeded PostgreSQL table unless a real one is given. */
  companyRegistry?: CompanyRegistry;
}

export function registrationHandlers(deps: Deps, options: RegistrationOptions = {}): Handlers {
  const { db, clock, config, jobs } = deps;
  const registry = options.companyRegistry ?? pgCompanyRegistry(db);

  async function enabledCountryCode(name: string): Promise<string | null> {
    const { rows } = await db.query<{ code: string }>(
      'SELECT code FROM countries WHERE lower(name) = lower($1) AND enabled',
      [name.trim()],
    );
    return rows[0]?.code ?? null;
  }

  return {
    async isRegionValid(request) {
      const { regionOrState } = request.query;
      return (await enabledCountryCode(regionOrState)) !== null;
    },

    async getCompanyByTaxNo(request) {
      const { tax_no: raw } = request.query;
      const taxNo = normaliseVatNumber(raw);
      if (!taxNo) throw new ApiError(400, 'something-wrong', 'This is not a valid Slovenian VAT number');
      const company = await registry.findByTaxNo(taxNo);
      if (!company) {
        throw new ApiError(404, 'company-vat-not-found', 'No company is registered under this VAT number');
      }
      return { name: company.name, taxNo: company.taxNo, address: company.address };
    },

    async requestPhoneVerification(request, reply) {
      // `resend` changes nothing here: the id of the current verification exists only as a hash, so
      // every send starts a new verification and retires the unconfirmed ones of the number. The
      // wait applies to every send to the number, else leaving the flag out would skip it.
      const { phone: raw } = request.query;
      const phone = smsNumber(raw);
      if (!phone) throw badRequest('phone is not a valid mobile number');
      const language = languageFromHeader(request.headers['accept-language']);
      const id = randomSecret();
      const code = newSmsCode();

      const outboxId = await withTransaction(db, async (client) => {
        await client.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [PHONE_LOCK_NAMESPACE, phone]);
        const now = clock.now();
        const { rows: sends } = await client.query<{ created_at: Date }>(
          `SELECT created_at FROM phone_verifications WHERE phone = $1 AND created_at > $2
           ORDER BY created_at DESC`,
          [phone, new Date(now.getTime() - CODE_SEND_WINDOW_MS)],
        );
        checkCodeSendThrottle(
          reply,
          now,
          sends.map((s) => s.created_at),
          {
            waitMs: PHONE_RESEND_WAIT_MS,
            perHour: PHONE_MAX_SENDS_PER_HOUR,
            waitMessage: 'Please wait 10 seconds and try again',
            limitMessage: 'Too many codes were sent to this number; try again later',
          },
        );
        await client.query(
          `UPDATE phone_verifications SET superseded_at = $2
           WHERE phone = $1 AND verified_at IS NULL AND superseded_at IS NULL`,
          [phone, now],
        );
        await client.query(
          `INSERT INTO phone_verifications (id_hash, phone, code_hash, created_at, expires_at)
           VALUES ($1, $2, $3, $4, $5)`,
          [sha256(id), phone, smsCodeHash(id, code), now, new Date(now.getTime() + PHONE_CODE_TTL_MS)],
        );
        // Without an SMS transport this throws 501 not-implemented and the transaction rolls back.
        return queueSms(
          client,
          { clock, config, jobs },
          {
            to: phone,
            body: phoneCodeSms(language, code, PHONE_CODE_TTL_MS / 60_000),
            notAfter: new Date(now.getTime() + PHONE_CODE_TTL_MS),
          },
        );
      });
      // The first attempt while the person waits: a number that cannot take the text answers 422
      // sms-not-delivered, a throttled or slow provider DELAYED (the job retries it).
      return { Id: id, delivery: await deliverSmsNow(deps, request.log, outboxId) };
    },

    async confirmPhone(request) {
      const { verificationId, code } = request.body;
      const refused = (
        key: 'phone-confirmation-code-invalid' | 'phone-confirmation-expired',
        message: string,
      ) => ({
        verified: false,
        Id: verificationId,
        message,
        key,
      });
      const wrongCode = () => refused('phone-confirmation-code-invalid', 'Wrong confirmation code');

      return withTransaction(db, async (client) => {
        // The row lock orders concurrent guesses: each one sees the attempts of the ones before.
        const { rows } = await client.query<{
          code_hash: Buffer;
          expires_at: Date;
          attempts: number;
          verified_at: Date | null;
          superseded_at: Date | null;
          consumed_at: Date | null;
        }>(
          `SELECT code_hash, expires_at, attempts, verified_at, superseded_at, consumed_at
           FROM phone_verifications WHERE id_hash = $1 FOR UPDATE`,
          [sha256(verificationId)],
        );
        const v = rows[0];
        if (!v) throw notFound('Unknown phone verification');
        // Dead verifications answer the same whatever the code, so they reveal nothing.
        if (v.attempts >= PHONE_MAX_ATTEMPTS || v.superseded_at || v.consumed_at) return wrongCode();

        const now = clock.now();
        const matches = timingSafeEqual(smsCodeHash(verificationId, code), v.code_hash);
        if (!v.verified_at && now >= v.expires_at) {
          return refused('phone-confirmation-expired', 'Token expired');
        }
        if (!matches) {
          await client.query('UPDATE phone_verifications SET attempts = attempts + 1 WHERE id_hash = $1', [
            sha256(verificationId),
          ]);
          return wrongCode();
        }
        if (!v.verified_at) {
          await client.query('UPDATE phone_verifications SET verified_at = $2 WHERE id_hash = $1', [
            sha256(verificationId),
            now,
          ]);
        }
        return { verified: true, Id: verificationId };
      });
    },

    async createCustomer(request, reply) {
      const body = request.body;
      const customer = validateCustomer(body, clock.now());
      const phone = smsNumber(body.telephone);
      if (!phone) throw badRequest('telephone is not a valid mobile number');

      const countryCode = await enabledCountryCode(customer.country);
      if (!countryCode) throw cannotCreate('Registration from this country is not supported');
      const company = customer.companyTaxNo ? await registry.findByTaxNo(customer.companyTaxNo) : null;
      if (customer.investorType === 'Business' && !company) {
        throw cannotCreate('The company could not be found in the business register');
      }
      const language = languageFromHeader(request.headers['accept-language']);
      // Hash before the transaction: Argon2 takes tens of milliseconds and must not hold locks.
      const passwordHash = await hashPassword(body.password);
      const linkId = randomSecret();
      const verificationHash = sha256(body.phoneVerificationId);

      let userId: number;
      try {
        userId = await withTransaction(db, async (client) => {
          const now = clock.now();
          // Locked first: a confirmation is spent once even when the same one arrives twice at once.
          const { rows: verifications } = await client.query<{
            phone: string;
            verified_at: Date | null;
            consumed_at: Date | null;
          }>(
            'SELECT phone, verified_at, consumed_at FROM phone_verifications WHERE id_hash = $1 FOR UPDATE',
            [verificationHash],
          );
          const taken = await client.query(
            'SELECT 1 FROM users WHERE lower(email) = lower($1) OR lower(username) = lower($1)',
            [customer.email],
          );
          if (taken.rowCount! > 0) throw emailTaken();
          const v = verifications[0];
          if (
            !v ||
            v.phone !== phone ||
            !v.verified_at ||
            v.consumed_at ||
            now.getTime() - v.verified_at.getTime() > VERIFIED_PHONE_TTL_MS
          ) {
            throw phoneNotConfirmed();
          }

          const { rows } = await client.query<{ id: string }>(
            `INSERT INTO users (username, email, password_hash, investor_type, first_name, last_name, phone,
               date_of_birth, street_name, street_number, unit_number, postal_code, city, country_code,
               company_name, company_tax_no, company_street_and_number, company_city, tax_no,
               status, language, created_at, updated_at)
             VALUES ($1, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $15,
               'pending', $18, $19, $19)
             RETURNING id`,
            [
              customer.email,
              passwordHash,
              customer.investorType,
              customer.firstName,
              customer.lastName,
              phone,
              customer.dateOfBirth,
              customer.streetName,
              customer.streetNumber,
              customer.unitNumber,
              customer.postalCode,
              customer.city,
              countryCode,
              // The register's data, not what the browser sent.
              company?.name ?? null,
              company?.taxNo ?? null,
              company?.address.streetAndNumber ?? null,
              company?.address.city ?? null,
              language,
              now,
            ],
          );
          const id = rows[0]!.id;
          // Wrong passwords tried while the address had no profile must not count against it.
          await forgetUnknownLoginFailures(client, customer.email);
          await recordAudit(client, clock, request, {
            action: 'account.created',
            userId: Number(id),
            details: { investorType: customer.investorType },
          });
          await client.query(
            'UPDATE phone_verifications SET consumed_at = $2, consumed_by = $3 WHERE id_hash = $1',
            [verificationHash, now, id],
          );
          await client.query(
            `INSERT INTO email_confirmations (id_hash, user_id, email, created_at, expires_at)
             VALUES ($1, $2, $3, $4, $5)`,
            [sha256(linkId), id, customer.email, now, new Date(now.getTime() + EMAIL_LINK_TTL_MS)],
          );
          const mail = emailConfirmationEmail(
            language,
            customer.firstName,
            `${config.publicUrl}/register/final?verificationId=${linkId}`,
          );
          await sendEmail(client, { clock, jobs }, { to: customer.email, ...mail, userId: Number(id) });
          return Number(id);
        });
      } catch (err) {
        // Two registrations of one address at once: the unique index decides, the loser hears 409.
        if ((err as { code?: string }).code === UNIQUE_VIOLATION) throw emailTaken();
        throw err;
      }
      reply.code(201);
      return { Id: userId, username: customer.email };
    },

    async confirmEmail(request) {
      const { verificationId } = request.body;
      await withTransaction(db, async (client) => {
        const now = clock.now();
        const { rows } = await client.query<{ user_id: string; email: string }>(
          `UPDATE email_confirmations SET used_at = $2
           WHERE id_hash = $1 AND used_at IS NULL AND expires_at > $2
           RETURNING user_id, email`,
          [sha256(verificationId), now],
        );
        const confirmation = rows[0];
        if (!confirmation) throw notFound('This confirmation link is invalid, used or expired');
        const confirmed = await client.query(
          `UPDATE users SET email_confirmed_at = coalesce(email_confirmed_at, $3), updated_at = $3
           WHERE id = $1 AND lower(email) = lower($2)`,
          [confirmation.user_id, confirmation.email, now],
        );
        if (confirmed.rowCount === 1) {
          await recordAudit(client, clock, request, {
            action: 'account.email-confirmed',
            userId: Number(confirmation.user_id),
            details: {},
          });
        }
      });
      return {};
    },
  };
}
