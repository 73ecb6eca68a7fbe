import 'i18next';
import type registration from '../../locales/en/registration.json';
import type wallet from '../../locales/en/wallet.json';
import type { Resources } from './resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // `registration` and `wallet` are added at run time by their screens' lazy chunks
    // (features/registration/i18n.ts, features/wallet/i18n.ts).
    resources: Resources & { registration: typeof registration; wallet: typeof wallet };
  }
}
