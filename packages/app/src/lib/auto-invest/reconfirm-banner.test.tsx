import type { AutoInvestSetting } from '@invest/api-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { http, mockApi } from '../../test/fake-api';
import { ApiProvider, createAppApi } from '../api';
import { initI18n } from '../i18n';
import { AutoInvestReconfirmBanner } from './reconfirm-banner';

let cleanup: (() => void) | undefined;
afterEach(() => {
  cleanup?.();
  cleanup = undefined;
});

/** How many answers SWR has taken into its cache (SWRConfig's onSuccess). */
let answered = 0;
/** Until SWR has the answer and React has had two frames to show whatever it shows for it. */
async function answerShown() {
  await expect.poll(() => answered).toBeGreaterThan(0);
  for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
}

const paused: AutoInvestSetting = {
  type: 'LONG_TERM',
  preferredAmount: null,
  termDays: [],
  loanTypes: [],
  protectionTypes: [],
  interestRateRange: null,
  countryCodes: [],
  confirmedAt: '2024-05-20T08:00:00Z',
  needsReconfirmation: true,
};

/** The banner on its own, where another screen (the dashboard) would put it. */
function renderBanner(setting: AutoInvestSetting | null, path = '/u/dashboard') {
  localStorage.setItem('language', 'sl');
  let current = setting;
  const mock = mockApi(
    http.get('/userAutoInvests/{userId}', ({ response }) => response(200).json({ autoInvest: current })),
    http.post('/userAutoInvests/{userId}', ({ response }) => {
      current = { ...paused, confirmedAt: new Date().toISOString(), needsReconfirmation: false };
      return response(200).json({ autoInvest: current });
    }),
  );
  const api = createAppApi({
    getCredentials: () => ({ authorization: 'Bearer tok-123', userId: 7 }),
    getLanguage: () => 'sl',
    onSessionExpired: () => {},
    fetch: mock.fetch,
  });
  answered = 0;
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <I18nextProvider i18n={initI18n()}>
        <ApiProvider api={api}>
          <SWRConfig value={{ provider: () => new Map(), onSuccess: () => void answered++ }}>
            <MemoryRouter initialEntries={[path]}>
              <AutoInvestReconfirmBanner userId={7} />
            </MemoryRouter>
          </SWRConfig>
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

describe('auto-invest reconfirmation banner', () => {
  it('on another screen asks to confirm (in Slovene), leads to the strategies, and confirms', async () => {
    const mock = renderBanner(paused);
    const banner = page.getByRole('region', { name: 'Potrdite svojo strategijo samodejnega vlaganja' });
    await expect
      .element(banner)
      .toMatchTextContent('Strategijo »Visok donos« ste nazadnje potrdili 20.05.2024.');
    await expect
      .element(banner.getByRole('link', { name: 'Preglej strategije' }))
      .toHaveAttribute('href', '/u/auto-invest-strategies');
    await userEvent.click(banner.getByRole('button', { name: 'Potrdi strategijo' }));
    await expect.element(banner).not.toBeInTheDocument();
    const posts = mock.requests.filter((request) => request.method === 'POST');
    expect(await posts[0]!.json()).toEqual({ type: 'LONG_TERM' });
  });

  it('shows nothing while the strategy needs no confirmation, or there is none', async () => {
    const mock = renderBanner({ ...paused, needsReconfirmation: false });
    await expect.poll(() => mock.requests.length).toBeGreaterThan(0);
    // The answer in and rendered (whatever it would show), not a guessed pause.
    await answerShown();
    expect(page.getByRole('region').elements()).toHaveLength(0);
    cleanup?.();
    const none = renderBanner(null);
    await expect.poll(() => none.requests.length).toBeGreaterThan(0);
    await answerShown();
    expect(page.getByRole('region').elements()).toHaveLength(0);
  });
});
