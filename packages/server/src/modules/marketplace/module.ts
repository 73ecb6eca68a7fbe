import type { ServiceModule } from '../../platform/module.ts';
import { contractHandlers } from './contract-routes.ts';
import { lifecycleHandlers } from './lifecycle-routes.ts';
import { receivableOpsHandlers, type MarketplaceHooks } from './receivable-routes.ts';
import { investmentHandlers } from './routes.ts';
import { confirmationPreHandlers } from './confirmations.ts';

export function marketplaceModule(hooks: MarketplaceHooks): ServiceModule {
  return {
    name: 'marketplace',
    handlers: (deps) => ({
      ...investmentHandlers(deps),
      ...receivableOpsHandlers(deps, hooks),
      ...lifecycleHandlers(deps),
      ...contractHandlers(deps),
    }),
    preHandlers: confirmationPreHandlers,
    ownerResolvers: {
      // A purchase (migrations/0008_marketplace.sql user_investments) of the user.
      'user-investment': async (db, userId, id) =>
        (await db.query('SELECT 1 FROM user_investments WHERE id = $1 AND user_id = $2', [id, userId]))
          .rowCount === 1,
    },
  };
}
