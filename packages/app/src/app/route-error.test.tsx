import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { initI18n, type Language } from '../lib/i18n';
import { isChunkLoadError, RouteError } from './route-error';
import { routes } from './router';
import '../styles.css';

let cleanup: (() => void) | undefined;
afterEach(() => {
  cleanup?.();
  cleanup = undefined;
});

function Broken(): never {
  throw new Error('Cannot read properties of undefined (reading "contact")');
}

/** A root route with the app's error element over a screen whose code is gone and one that throws. */
function renderRoutes(path: string, { language = 'en' as Language, reload = vi.fn() } = {}) {
  localStorage.setItem('language', language);
  const i18n = initI18n();
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RouteError reload={reload} />,
        children: [
          {
            path: 'deployed',
            lazy: async () => {
              throw new TypeError(
                'Failed to fetch dynamically imported module: https://invest.si/assets/login-page-3f9a1c.js',
              );
            },
          },
          { path: 'broken', Component: Broken },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <Suspense>
          <RouterProvider router={router} />
        </Suspense>
      </I18nextProvider>
    </StrictMode>,
  );
  cleanup = () => {
    root.unmount();
    container.remove();
  };
  return { reload };
}

describe('root error element', () => {
  it('is the error element of the app root', () => {
    const root = routes[0];
    expect(root?.path).toBeUndefined();
    expect((root?.errorElement as { type?: unknown } | undefined)?.type).toBe(RouteError);
  });

  it('offers a reload when a screen’s code cannot be loaded after a deploy', async () => {
    const { reload } = renderRoutes('/deployed');
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'A new version is available' }))
      .toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
    expect(page.getByText('Unexpected Application Error').elements()).toHaveLength(0);
    expect(page.getByText(/login-page-3f9a1c/).elements()).toHaveLength(0);
  });

  it.each([
    ['en', 'Something went wrong', 'Back to homepage'],
    ['sl', 'Prišlo je do napake', 'Nazaj na domačo stran'],
  ] as const)('shows any other error translated (%s) with a way home', async (language, heading, home) => {
    renderRoutes('/broken', { language });
    await expect.element(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect.element(page.getByRole('link', { name: home })).toHaveAttribute('href', '/');
    expect(page.getByRole('button').elements()).toHaveLength(0);
    expect(page.getByText(/Cannot read properties/).elements()).toHaveLength(0);
    expect(page.getByText('Unexpected Application Error').elements()).toHaveLength(0);
  });
});

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://x/assets/a.js',
    'error loading dynamically imported module: https://x/assets/a.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/a.css',
  ])('recognises %s', (message) => expect(isChunkLoadError(new TypeError(message))).toBe(true));

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
