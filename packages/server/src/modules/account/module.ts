import type { ServiceModule } from '../../platform/module.ts';
import { customerHandlers } from './customer-routes.ts';
import { passkeyHandlers } from './passkey-routes.ts';
import { questionnaireHandlers } from './questionnaire-routes.ts';
import { accountHandlers } from './routes.ts';

export const accountModule: ServiceModule = {
  name: 'account',
  handlers: (deps) => ({
    ...customerHandlers(deps),
    ...accountHandlers(deps),
    ...questionnaireHandlers(deps),
    ...passkeyHandlers(deps),
  }),
  ownerResolvers: {
    // A session (an access token, migrations/0013 `access_tokens.id`) of the user, live or not.
    session: async (db, userId, id) =>
      (await db.query('SELECT 1 FROM access_tokens WHERE id = $1 AND user_id = $2', [id, userId]))
        .rowCount === 1,
  },
};
