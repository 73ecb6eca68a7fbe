import type { ServiceModule } from '../../platform/module.ts';
import { walletHandlers } from './routes.ts';
import { incomeStatementHandlers } from './statement-routes.ts';

export const walletModule: ServiceModule = {
  name: 'wallet',
  handlers: (deps) => ({ ...walletHandlers(deps), ...incomeStatementHandlers(deps) }),
};
