import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { mockApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

let app: ReturnType<typeof renderApp> | undefined;
afterEach(() => {
  app?.unmount();
  app = undefined;
});

const text = (element: Element | null | undefined) =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('ROI help page', () => {
  it('defines ROI as the annualised XIRR with an example whose arithmetic adds up', async () => {
    app = renderApp({ fetch: mockApi().fetch, path: '/help/roi' });
    await expect.element(page.getByRole('heading', { level: 1, name: 'What ROI means' })).toBeVisible();
    const flows = page.getByRole('table', { name: "The investor's cash flows" });
    const rows = [...flows.element().querySelectorAll('tbody tr')];
    expect(rows.map((row) => [...row.children].map(text).join(' | '))).toEqual([
      '01/01/2025 | Deposit | −1.000,00 €',
      '01/07/2025 | Deposit | −500,00 €',
      '01/01/2026 | Total balance today | +1.600,00 €',
    ]);
    expect(text(document.querySelector('[data-slot="roi-solution"]'))).toContain('8,02 % a year');
    // The two deposits grown at the rate for 365 and 184 days are today's balance, to the cent.
    const check = text(page.getByText('Check it:', { exact: false }).element());
    expect(check).toContain('1.000,00 € grown for 365 days at 8,0177 % is 1.080,18 €');
    expect(check).toContain('500,00 € grown for 184 days is 519,82 €');
    expect(check).toContain('Together 1.600,00 €');
    expect(text(page.getByText('Dividing the', { exact: false }).element())).toContain('6,67 %');
    await expect
      .element(page.getByRole('link', { name: 'Platform performance' }))
      .toHaveAttribute('href', '/performance');
  });

  it('is written in Slovene too', async () => {
    app = renderApp({ fetch: mockApi().fetch, path: '/help/roi', language: 'sl' });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Kaj pomeni donosnost' })).toBeVisible();
    expect(text(document.querySelector('[data-slot="roi-solution"]'))).toContain('8,02 % na leto');
  });
});
