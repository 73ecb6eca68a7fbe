import type { QuestionnaireAnswer, User } from '@invest/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { apiError, demoUser, http, mockApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

let app: ReturnType<typeof renderApp> | undefined;
afterEach(() => {
  app?.unmount();
  app = undefined;
});

const credentials = { authorization: 'Bearer tok-123', userId: 7 };
const BASE = '/u/account/financial-information';

const unanswered = demoUser({
  taxNo: null,
  status: { confirmed: false, twoFactorAuthEnabled: false },
  identificationDocument: { validTo: null, verification: 'NOT_SUBMITTED', rejectionReason: null },
  investorProfile: { completed: false, fundsSources: [], annualIncome: null, countryOfResidence: null },
});
const business = demoUser({
  ...unanswered,
  investorType: 'Business',
  company: { name: 'Zelena Energija d.o.o.' },
  investorProfile: { completed: false, fundsSources: [], annualIncome: null, countryOfResidence: null },
  companyInvestorProfile: {
    completed: false,
    economicActivity: null,
    mainCounterPartyOrigin: null,
    type: null,
    annualIncome: null,
    availableIncomePercent: null,
  },
});

/**
 * The frame's calls plus the questionnaire's: each answer is applied to the user the fake service
 * keeps; `hold` keeps the next answer waiting until released (to see the saving state).
 */
function questionnaireApi(start: User, options: { upload?: Response } = {}) {
  let user = start;
  let release: (() => void) | null = null;
  const answers: QuestionnaireAnswer[] = [];
  const uploads: FormData[] = [];
  const api = mockApi(
    http.get('/customer/{uid}', ({ response }) => response(200).json(user)),
    http.get('/notifications/{userId}', ({ response }) => response(200).json({ content: [], next: null })),
    http.put('/questionnaire/{userId}', async ({ request, response }) => {
      const answer = await request.json();
      answers.push(answer);
      if (hold.next) {
        hold.next = false;
        await new Promise<void>((resolve) => (release = resolve));
      }
      const { field, value } = answer;
      user =
        user.investorType === 'Business'
          ? { ...user, companyInvestorProfile: { ...user.companyInvestorProfile!, [field]: value } }
          : field === 'taxNo'
            ? { ...user, taxNo: value as string }
            : { ...user, investorProfile: { ...user.investorProfile, [field]: value } };
      return response(200).json(user);
    }),
    http.post('/uploadDocuments/{Id}', async ({ request, response }) => {
      uploads.push(await request.formData());
      if (options.upload) return response.untyped(options.upload.clone());
      user = { ...user, identificationDocument: { ...user.identificationDocument, verification: 'PENDING' } };
      return response(200).json({});
    }),
  );
  const hold = { next: false };
  return {
    ...api,
    answers,
    uploads,
    holdNextAnswer: () => (hold.next = true),
    release: () => release?.(),
  };
}

const path = () => app!.router.state.location.pathname;
const next = () => page.getByRole('button', { name: 'Next' });
/** The step's select (the header has the language select). */
const select = () => page.getByRole('main').getByRole('combobox');

async function open(api: ReturnType<typeof questionnaireApi>, at = BASE, language: 'en' | 'sl' = 'en') {
  app = renderApp({ fetch: api.fetch, path: at, credentials, language });
  await expect.element(page.getByRole('navigation', { name: /progress|Napredek/i })).toBeVisible();
}

describe('the personal questionnaire', () => {
  it('goes from the base path to step 1 and saves each answer on Next, the field disabled while saving', async () => {
    const api = questionnaireApi(unanswered);
    await open(api);
    expect(path()).toBe(`${BASE}/1`);
    await expect.element(page.getByRole('heading', { level: 2, name: /Where does the money/ })).toBeVisible();
    await expect.element(page.getByText('Step 1 of 5')).toBeInTheDocument();
    await expect.element(next()).toBeDisabled();
    await page.getByRole('button', { name: 'Salary' }).click();
    await page.getByRole('button', { name: 'Inheritance' }).click();

    api.holdNextAnswer();
    await next().click();
    await expect.element(page.getByRole('button', { name: 'Salary' })).toBeDisabled();
    api.release();
    await expect.poll(path).toBe(`${BASE}/2`);
    expect(api.answers).toEqual([{ field: 'fundsSources', value: ['SALARY', 'INHERITANCE'] }]);

    const income = page.getByRole('combobox', { name: 'What is your annual income?' });
    await expect.element(next()).toBeDisabled();
    await income.selectOptions('75.001 to 100.000 €');
    await next().click();
    await expect.poll(path).toBe(`${BASE}/3`);
    // Step 1 is ticked and leads back.
    await expect.element(page.getByRole('button', { name: /Source of funds/ })).toBeInTheDocument();

    await select().selectOptions('Austria');
    await next().click();
    await expect.poll(path).toBe(`${BASE}/4`);
    expect(api.answers.slice(1)).toEqual([
      { field: 'annualIncome', value: 'EUR_75001_100000' },
      { field: 'countryOfResidence', value: 'AT' },
    ]);
  });

  it('shows an empty tax number as invalid but lets the investor continue to the upload without saving', async () => {
    const api = questionnaireApi(unanswered);
    await open(api, `${BASE}/4`);
    const field = page.getByRole('textbox', { name: 'Tax number' });
    await expect.element(field).toHaveAttribute('aria-invalid', 'true');
    await next().click();
    await expect.poll(path).toBe(`${BASE}/upload`);
    expect(api.answers).toEqual([]);
    await expect.element(page.getByText('Step 5 of 5')).toBeInTheDocument();
    // Personal investors are not offered to skip.
    expect(page.getByRole('button', { name: 'Skip for now' }).elements()).toHaveLength(0);
  });

  it('lists the countries in Slovene and saves a tax number (SL)', async () => {
    const api = questionnaireApi(unanswered);
    await open(api, `${BASE}/3`, 'sl');
    await select().selectOptions('Avstrija');
    await page.getByRole('button', { name: 'Naprej' }).click();
    await expect.poll(path).toBe(`${BASE}/4`);
    await page.getByRole('textbox', { name: 'Davčna številka' }).fill('12345678');
    await page.getByRole('button', { name: 'Naprej' }).click();
    await expect.poll(path).toBe(`${BASE}/upload`);
    expect(api.answers).toEqual([
      { field: 'countryOfResidence', value: 'AT' },
      { field: 'taxNo', value: '12345678' },
    ]);
  });
});

describe('the business questionnaire', () => {
  it('asks five questions of its own option sets, the upload is step 6 and may be skipped', async () => {
    const api = questionnaireApi(business);
    await open(api);
    const activity = select();
    // 21 activities and the placeholder.
    expect(activity.element().querySelectorAll('option')).toHaveLength(22);
    await activity.selectOptions('Information and communication');
    await next().click();
    await expect.poll(path).toBe(`${BASE}/2`);
    await select().selectOptions('EU and EEA');
    await next().click();
    await expect.poll(path).toBe(`${BASE}/3`);
    await select().selectOptions('Private limited company (d.o.o.)');
    await next().click();
    await expect.poll(path).toBe(`${BASE}/4`);
    await select().selectOptions('500.001 to 1.000.000 €');
    await next().click();
    await expect.poll(path).toBe(`${BASE}/5`);
    await select().selectOptions('11 to 20 %');
    await next().click();
    await expect.poll(path).toBe(`${BASE}/upload`);
    await expect.element(page.getByText('Step 6 of 6')).toBeInTheDocument();
    expect(api.answers).toEqual([
      { field: 'economicActivity', value: 'J_INFORMATION_COMMUNICATION' },
      { field: 'mainCounterPartyOrigin', value: 'EU_EEA' },
      { field: 'type', value: 'PRIVATE_LIMITED' },
      { field: 'annualIncome', value: 'EUR_1000000' },
      { field: 'availableIncomePercent', value: 'PERCENT_20' },
    ]);
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await expect.poll(path).toBe('/u/account');
  });

  it('tells a refused answer and stays on the step', async () => {
    const api = mockApi(
      http.get('/customer/{uid}', ({ response }) => response(200).json(business)),
      http.get('/notifications/{userId}', ({ response }) => response(200).json({ content: [], next: null })),
      http.put('/questionnaire/{userId}', ({ response }) =>
        response.untyped(apiError(422, 'validation-error')),
      ),
    );
    app = renderApp({ fetch: api.fetch, path: `${BASE}/2`, credentials, language: 'en' });
    await select().selectOptions('Other countries');
    await next().click();
    await expect.element(page.getByText('Your answer was not saved.')).toBeVisible();
    expect(path()).toBe(`${BASE}/2`);
  });
});

const jpeg = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16])], name, { type: 'image/jpeg' });

const fileInputs = () => document.querySelectorAll<HTMLInputElement>('[data-slot="file-drop-input"]');

describe('the identity document upload', () => {
  it('chooses the ID card, takes front and back, uploads and goes to the account', async () => {
    const api = questionnaireApi(unanswered);
    await open(api, `${BASE}/upload`);
    await page.getByRole('link', { name: /ID card/ }).click();
    await expect.poll(path).toBe(`${BASE}/upload-id`);
    const continueButton = page.getByRole('button', { name: 'Continue' });
    // The step's chunk may still be loading when the path has changed.
    await expect.poll(() => fileInputs().length).toBe(2);
    const inputs = fileInputs();
    await userEvent.upload(inputs[0]!, jpeg('front.jpg'));
    await expect.element(page.getByText('front.jpg')).toBeVisible();
    // Continue only once both sides are chosen.
    expect(continueButton.elements()).toHaveLength(0);
    await userEvent.upload(inputs[1]!, jpeg('back.jpg'));
    await expect.element(page.getByText('Ready to upload').first()).toBeInTheDocument();
    await continueButton.click();
    await expect.poll(path).toBe('/u/account');
    expect(api.uploads).toHaveLength(1);
    const form = api.uploads[0]!;
    expect(form.get('type')).toBe('ID');
    expect((form.getAll('documents') as File[]).map((file) => file.name)).toEqual(['front.jpg', 'back.jpg']);
  });

  it('clears the photo and says errorUploading when the service refuses; Go back leads to the choice', async () => {
    const api = questionnaireApi(unanswered, { upload: apiError(400, 'errorUploading') });
    await open(api, `${BASE}/upload-passport`);
    await expect.poll(() => fileInputs().length).toBe(1);
    await userEvent.upload(fileInputs()[0]!, jpeg('passport.jpg'));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect
      .element(page.getByText('There was an error uploading files. Please try again'))
      .toBeVisible();
    expect(page.getByText('passport.jpg').elements()).toHaveLength(0);
    expect(page.getByRole('button', { name: 'Continue' }).elements()).toHaveLength(0);
    expect(path()).toBe(`${BASE}/upload-passport`);
    await page.getByRole('button', { name: 'Go back' }).click();
    await expect.poll(path).toBe(`${BASE}/upload`);
  });

  /** Chooses the passport photo and sends it to a service that answers `refusal`. */
  async function refusedUpload(refusal: Response, language: 'en' | 'sl') {
    const api = questionnaireApi(unanswered, { upload: refusal });
    await open(api, `${BASE}/upload-passport`, language);
    await expect.poll(() => fileInputs().length).toBe(1);
    await userEvent.upload(fileInputs()[0]!, jpeg('passport.jpg'));
    await page.getByRole('button', { name: language === 'en' ? 'Continue' : 'Nadaljuj' }).click();
  }

  it('says a photo has too many pixels (EN and SL)', async () => {
    await refusedUpload(apiError(400, 'image-too-large'), 'en');
    await expect
      .element(page.getByText('This photo has too many pixels (at most 100 megapixels).', { exact: false }))
      .toBeVisible();
    app!.unmount();
    app = undefined;
    await refusedUpload(apiError(400, 'image-too-large'), 'sl');
    await expect
      .element(
        page.getByText('Fotografija ima preveč slikovnih pik (največ 100 milijonov).', { exact: false }),
      )
      .toBeVisible();
  });

  it('says how long to wait after too many uploads, from Retry-After (EN and SL)', async () => {
    const limited = () => {
      const response = apiError(429, 'rate-limited');
      response.headers.set('retry-after', '2350');
      return response;
    };
    await refusedUpload(limited(), 'en');
    await expect
      .element(
        page.getByText('You have uploaded several times in a short while. Please try again in 40 minutes.'),
      )
      .toBeVisible();
    app!.unmount();
    app = undefined;
    await refusedUpload(limited(), 'sl');
    await expect
      .element(page.getByText('V kratkem času ste nalagali večkrat. Poskusite znova čez 40 minut.'))
      .toBeVisible();
  });
});
