import type { Schemas } from '@invest/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { http, mockApi } from '../../../test/fake-api';
import { renderConsole } from '../../../test/ops-console';

let app: ReturnType<typeof renderConsole> | undefined;
afterEach(() => {
  app?.unmount();
  app = undefined;
  vi.unstubAllGlobals();
});

const failure = (overrides: Partial<Schemas['SmsFailure']>): Schemas['SmsFailure'] => ({
  Id: 1,
  to: '+3864****456',
  userId: null,
  provider: 'infobip',
  state: 'REFUSED',
  reason: 'Infobip REJECTED REJECTED_DESTINATION',
  attempts: 1,
  createdAt: '2026-11-20T09:30:00Z',
  failedAt: '2026-11-20T09:30:01Z',
  ...overrides,
});

const rowOf = (text: string) => page.getByRole('row').filter({ hasText: text });

describe('failed text messages', () => {
  it('lists them with the masked number, whom they were for, state, reason and attempts', async () => {
    const api = mockApi(
      http.get('/ops/sms-failures', ({ response }) =>
        response(200).json({
          content: [
            failure({
              Id: 3,
              to: '+3864****111',
              state: 'RETRYING',
              reason: 'Twilio 20429 (HTTP 429)',
              provider: 'twilio',
              attempts: 2,
              failedAt: null,
            }),
            failure({
              Id: 2,
              to: '+3865****222',
              userId: 41,
              state: 'UNDELIVERED',
              reason: 'UNDELIVERABLE_NOT_DELIVERED (EC_ABSENT_SUBSCRIBER)',
            }),
            failure({ Id: 1 }),
          ],
          next: null,
        }),
      ),
      http.get('/ops/investors/{id}', ({ response }) =>
        response.untyped(new Response(null, { status: 404 })),
      ),
    );
    app = renderConsole(api, '/ops/sms');
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Text messages that failed' }))
      .toBeVisible();
    await expect.element(rowOf('+3864****111').getByText('Retrying')).toBeVisible();
    await expect.element(rowOf('+3864****111').getByText('Twilio 20429 (HTTP 429)')).toBeVisible();
    await expect.element(rowOf('+3864****111').getByText('via twilio')).toBeVisible();
    await expect.element(rowOf('+3864****111').getByText('2 attempts')).toBeVisible();
    await expect.element(rowOf('+3864****111').getByText('Registration')).toBeVisible();
    await expect
      .element(rowOf('+3865****222').getByRole('link', { name: 'Investor #41' }))
      .toHaveAttribute('href', '/ops/investors/41');
    await expect.element(rowOf('+3865****222').getByText('Undelivered')).toBeVisible();
    await expect.element(rowOf('+3864****456').getByText('Refused')).toBeVisible();
    await expect.element(rowOf('+3864****456').getByText('1 attempt', { exact: true })).toBeVisible();
    expect(new URL(api.requests[0]!.url).searchParams.get('state')).toBeNull();
  });

  it('filters by state, in the address too, and says when there is nothing', async () => {
    const api = mockApi(
      http.get('/ops/sms-failures', ({ request, response }) =>
        response(200).json({
          content: new URL(request.url).searchParams.get('state') === 'REFUSED' ? [] : [failure({})],
          next: null,
        }),
      ),
    );
    app = renderConsole(api, '/ops/sms', 1);
    await app.i18n.changeLanguage('sl');
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Neuspela SMS-sporočila' }))
      .toBeVisible();
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Stanje' }), 'Zavrnjeno');
    await expect.element(page.getByText('Ni neuspelih SMS-sporočil')).toBeVisible();
    expect(app.router.state.location.search).toBe('?state=REFUSED');
    expect(new URL(api.requests.at(-1)!.url).searchParams.get('state')).toBe('REFUSED');
  });
});
