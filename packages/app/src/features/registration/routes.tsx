import type { RouteObject } from 'react-router-dom';

/**
 * The registration wizard's routes (SPEC §2). One route object with an optional second segment covers
 * /register/:step and /register/:step/:step2, so moving between steps never remounts the wizard. The
 * steps draw their own public frame (the kit's WizardLayout), so they sit beside the public shell, not
 * inside it. /register itself (the entry page) and /registration/complete belong to the app.
 */
export const registrationRoutes: RouteObject[] = [
  {
    path: 'register/:step/:step2?',
    lazy: async () => ({ Component: (await import('./registration-wizard')).default }),
  },
];

/**
 * /terms: the terms of use as a page (its path is not shown in the product, SPEC §2). A child of the
 * public shell, asking it for the wide card the running text needs.
 */
export const termsRoute: RouteObject = {
  path: 'terms',
  handle: { publicFrame: { size: 'lg' } },
  lazy: async () => ({ Component: (await import('../terms/terms-page')).default }),
};
