import type { Schemas } from '@invest/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { captureDownloads } from '../../../test/downloads';
import { http, mockApi } from '../../../test/fake-api';
import { renderConsole } from '../../../test/ops-console';
import { auditQuery, NO_FILTERS } from './audit-filters';

let app: ReturnType<typeof renderConsole> | undefined;
afterEach(() => {
  app?.unmount();
  app = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const entry: Schemas['AuditEntry'] = {
  Id: 901,
  createdAt: '2026-11-24T08:15:00Z',
  action: 'receivable.repayment-recorded',
  actor: 'operator:1',
  userId: null,
  ip: '10.0.0.5',
  requestId: 'req-abc',
  details: { receivableId: 41, payer: 'ORIGINATOR', amountCents: 310_000, paidOn: '2026-11-24', holdings: 2 },
};

function openAudit() {
  const api = mockApi(
    http.get('/ops/audit-log', ({ response }) => response(200).json({ content: [entry], next: null })),
    http.get('/ops/audit-log/export', ({ response }) =>
      response.untyped(
        new Response(
          '\ufeffid,created_at,action\r\n901,2026-11-24T08:15:00Z,receivable.repayment-recorded\r\n',
          {
            headers: {
              'Content-Type': 'text/csv',
              'Content-Disposition': 'attachment; filename="audit-log.csv"',
            },
          },
        ),
      ),
    ),
  );
  app = renderConsole(api, '/ops/audit');
  return api;
}

const queries = (requests: Request[], pathname: string) =>
  requests
    .filter((r) => new URL(r.url).pathname === `/api${pathname}`)
    .map((r) => Object.fromEntries(new URL(r.url).searchParams));

describe('the audit log filters', () => {
  it('become the query: valid fields sent, invalid ones shown and left out, the period only when it is one', () => {
    expect(auditQuery(NO_FILTERS)).toEqual({ query: {}, errors: {} });
    expect(
      auditQuery({
        action: ' receivable. ',
        actor: 'operator:3',
        userId: '42',
        from: '2026-11-01',
        to: '2026-11-24',
      }),
    ).toEqual({
      query: { action: 'receivable.', actor: 'operator:3', userId: 42, from: '2026-11-01', to: '2026-11-24' },
      errors: {},
    });
    expect(
      auditQuery({
        action: 'Receivable',
        actor: 'operator',
        userId: '0',
        from: '2026-11-24',
        to: '2026-11-01',
      }),
    ).toEqual({
      query: {},
      errors: { action: 'invalid-action', actor: 'invalid-actor', userId: 'invalid-investor' },
    });
  });

  it('asks the service with the typed filters, opens an entry and exports the same filters', async () => {
    const api = openAudit();
    await expect.element(page.getByText('receivable.repayment-recorded')).toBeVisible();
    await userEvent.fill(page.getByRole('textbox', { name: 'Action' }), 'receivable.');
    await userEvent.fill(page.getByRole('textbox', { name: 'Actor' }), 'operator:1');
    await userEvent.fill(page.getByRole('textbox', { name: 'Investor id' }), 'x7');
    await expect.element(page.getByText('A whole positive number')).toBeVisible();
    await expect
      .poll(() => queries(api.requests, '/ops/audit-log').at(-1))
      .toEqual({ action: 'receivable.', actor: 'operator:1', size: '20' });

    await userEvent.click(page.getByRole('button', { name: /Open entry 901/ }));
    const dialog = page.getByRole('dialog', { name: 'Audit entry 901' });
    await expect.element(dialog.getByText('req-abc')).toBeVisible();
    await expect.element(dialog.getByText('310000')).toBeVisible();
    await expect.element(dialog.getByText('"ORIGINATOR"')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));

    const saved = captureDownloads();
    await userEvent.click(page.getByRole('button', { name: 'Export CSV' }));
    await expect.poll(() => saved.length).toBe(1);
    expect(saved[0]!.name).toBe('audit-log.csv');
    expect(queries(api.requests, '/ops/audit-log/export')).toEqual([
      { action: 'receivable.', actor: 'operator:1' },
    ]);
  });
});
