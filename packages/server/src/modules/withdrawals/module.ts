import type { ServiceModule } from '../../platform/module.ts';
import { payoutHandlers } from './payout-routes.ts';
import { withdrawalHandlers, withdrawalPreHandlers } from './routes.ts';

export const withdrawalsModule: ServiceModule = {
  name: 'withdrawals',
  handlers: (deps) => ({ ...withdrawalHandlers(deps), ...payoutHandlers(deps) }),
  preHandlers: withdrawalPreHandlers,
};
