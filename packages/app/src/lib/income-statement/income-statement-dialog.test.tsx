import type { RequestHandler } from 'msw';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ApiProvider, createAppApi } from '../api';
import { initI18n, type Language } from '../i18n';
import { captureDownloads } from '../../test/downloads';
import { apiError, http, mockApi } from '../../test/fake-api';
import '../../styles.css';
import { IncomeStatementDialog, periodProblem, previousCalendarYear } from './income-statement-dialog';

let cleanup: (() => void) | undefined;
afterEach(() => {
  cleanup?.();
  cleanup = undefined;
  vi.restoreAllMocks();
});

const pdf = (name?: string) =>
  new Response(new Blob(['%PDF-1.7 statement'], { type: 'application/pdf' }), {
    headers: {
      'Content-Type': 'application/pdf',
      ...(name ? { 'Content-Disposition': `attachment; filename="${name}"; filename*=UTF-8''${name}` } : {}),
    },
  });

function renderDialog({
  handlers = [],
  language = 'en',
  today = new Date(2026, 2, 10),
}: {
  handlers?: RequestHandler[];
  language?: Language;
  today?: Date;
}) {
  localStorage.setItem('language', language);
  const mock = mockApi(...handlers);
  const i18n = initI18n();
  const api = createAppApi({
    getCredentials: () => ({ authorization: 'Bearer tok-123', userId: 7 }),
    getLanguage: () => language,
    onSessionExpired: () => {},
    fetch: mock.fetch,
  });
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ApiProvider api={api}>
          <IncomeStatementDialog today={today} />
        </ApiProvider>
      </I18nextProvider>
    </StrictMode>,
  );
  cleanup = () => {
    root.unmount();
    container.remove();
  };
  return mock;
}

const urlsOf = (requests: Request[]) =>
  requests.map((r) => new URL(r.url)).map((u) => `${u.pathname}${u.search}`);

describe('the default period', () => {
  it('is the previous calendar year, 1 January to 31 December (SPEC §9)', () => {
    expect(previousCalendarYear(new Date(2026, 2, 10))).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(previousCalendarYear(new Date(2026, 0, 1))).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(previousCalendarYear(new Date(2025, 11, 31, 23, 59))).toEqual({
      from: '2024-01-01',
      to: '2024-12-31',
    });
  });

  it('checks a period as the service does: both dates, in order, shorter than 5 years', () => {
    expect(periodProblem({ from: '', to: '2025-12-31' })).toBe('incomplete');
    expect(periodProblem({ from: '2025-12-31', to: '2025-01-01' })).toBe('inverted');
    expect(periodProblem({ from: '2021-01-01', to: '2026-01-01' })).toBe('tooLong');
    expect(periodProblem({ from: '2021-01-01', to: '2025-12-31' })).toBeNull();
    expect(periodProblem({ from: '2025-03-05', to: '2025-03-05' })).toBeNull();
  });
});

describe('income statement dialog', () => {
  it('opens on the previous calendar year and downloads the PDF named by Content-Disposition', async () => {
    const saved = captureDownloads();
    const mock = renderDialog({
      handlers: [
        http.get('/incomeStatement', ({ response }) =>
          response.untyped(pdf('income-statement-2025-01-01-2025-12-31.pdf')),
        ),
      ],
    });
    await page.getByRole('button', { name: 'Income statement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Income statement' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByRole('group', { name: 'Statement period' })).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'From 01/01/2025' })).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'To 12/31/2025' })).toBeVisible();

    await dialog.getByRole('button', { name: 'Download PDF' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(urlsOf(mock.requests)).toEqual(['/api/incomeStatement?from=2025-01-01&to=2025-12-31']);
    expect(mock.requests[0]!.headers.get('userId')).toBe('7');
    expect(mock.requests[0]!.headers.get('Accept-Language')).toBe('en');
    expect(saved.map((s) => s.name)).toEqual(['income-statement-2025-01-01-2025-12-31.pdf']);
    expect(await saved[0]!.blob.text()).toBe('%PDF-1.7 statement');
  });

  it('falls back to income-statement-{from}-{to}.pdf without a Content-Disposition name', async () => {
    const saved = captureDownloads();
    renderDialog({ handlers: [http.get('/incomeStatement', ({ response }) => response.untyped(pdf()))] });
    await page.getByRole('button', { name: 'Income statement' }).click();
    await page.getByRole('button', { name: 'Download PDF' }).click();
    await expect.poll(() => saved.map((s) => s.name)).toEqual(['income-statement-2025-01-01-2025-12-31.pdf']);
  });

  it('downloads the same period as CSV and as Excel', async () => {
    const saved = captureDownloads();
    const mock = renderDialog({
      handlers: [
        http.get('/accountHistory/export', ({ query, response }) => {
          const format = query.get('format');
          const name = `account-history-2025-01-01-2025-12-31.${format}`;
          return response.untyped(
            new Response(format === 'csv' ? '\uFEFFdate,type\r\n' : 'PK', {
              headers: { 'Content-Disposition': `attachment; filename="${name}"` },
            }),
          );
        }),
      ],
    });
    await page.getByRole('button', { name: 'Income statement' }).click();
    await page.getByRole('button', { name: 'Download CSV' }).click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await page.getByRole('button', { name: 'Income statement' }).click();
    await page.getByRole('button', { name: 'Download Excel' }).click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(urlsOf(mock.requests)).toEqual([
      '/api/accountHistory/export?from=2025-01-01&to=2025-12-31&format=csv',
      '/api/accountHistory/export?from=2025-01-01&to=2025-12-31&format=xlsx',
    ]);
    expect(saved.map((s) => s.name)).toEqual([
      'account-history-2025-01-01-2025-12-31.csv',
      'account-history-2025-01-01-2025-12-31.xlsx',
    ]);
  });

  it('shows the download in progress and keeps the other actions off until it ends', async () => {
    captureDownloads();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    renderDialog({
      handlers: [
        http.get('/incomeStatement', async ({ response }) => {
          await gate;
          return response.untyped(pdf('statement.pdf'));
        }),
      ],
    });
    await page.getByRole('button', { name: 'Income statement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Income statement' });
    await dialog.getByRole('button', { name: 'Download PDF' }).click();
    await expect
      .element(dialog.getByRole('button', { name: /Download PDF/ }))
      .toHaveAttribute('aria-busy', 'true');
    await expect.element(dialog.getByText('Preparing your file')).toBeInTheDocument();
    await expect.element(dialog.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    await expect.element(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // Escape does not drop a download in flight.
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).toBeVisible();
    release();
    await expect.element(dialog).not.toBeInTheDocument();
  });

  it('explains a refused period and stays open to correct it', async () => {
    const saved = captureDownloads();
    renderDialog({
      handlers: [
        http.get('/incomeStatement', ({ response }) => response.untyped(apiError(400, 'validation-error'))),
      ],
    });
    await page.getByRole('button', { name: 'Income statement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Income statement' });
    await dialog.getByRole('button', { name: 'Download PDF' }).click();
    await expect
      .element(dialog.getByRole('alert'))
      .toHaveTextContent('This period cannot be used. Check the dates and try again.');
    expect(saved).toEqual([]);
    await expect.element(dialog.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });

  it('says so when the file could not be prepared', async () => {
    captureDownloads();
    renderDialog({
      handlers: [
        http.get('/accountHistory/export', ({ response }) => response.untyped(apiError(500, 'internal'))),
      ],
    });
    await page.getByRole('button', { name: 'Income statement' }).click();
    await page.getByRole('button', { name: 'Download Excel' }).click();
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('The file could not be prepared. Please try again.');
  });

  it('closes on Cancel without a call', async () => {
    const mock = renderDialog({});
    await page.getByRole('button', { name: 'Income statement' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(mock.requests).toEqual([]);
  });

  it('speaks Slovenian, errors included', async () => {
    captureDownloads();
    const mock = renderDialog({
      language: 'sl',
      handlers: [
        http.get('/incomeStatement', ({ response }) => response.untyped(apiError(400, 'validation-error'))),
      ],
    });
    await page.getByRole('button', { name: 'Izkaz prihodkov' }).click();
    const dialog = page.getByRole('dialog', { name: 'Izkaz prihodkov' });
    await expect.element(dialog.getByRole('button', { name: 'Od 01/01/2025' })).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'Do 12/31/2025' })).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'Prekliči' })).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'Prenesi CSV' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Prenesi PDF' }).click();
    await expect
      .element(dialog.getByRole('alert'))
      .toHaveTextContent('Tega obdobja ni mogoče uporabiti. Preverite datuma in poskusite znova.');
    expect(mock.requests[0]!.headers.get('Accept-Language')).toBe('sl');
  });
});
