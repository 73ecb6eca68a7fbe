import 'i18next';
import type registration from '../../locales/en/registration.json';
import type { Resources } from './resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // `registration` is added at run time by the wizard's lazy chunk (features/registration/i18n.ts).
    resources: Resources & { registration: typeof registration };
  }
}
