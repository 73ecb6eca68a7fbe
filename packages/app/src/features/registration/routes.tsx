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
