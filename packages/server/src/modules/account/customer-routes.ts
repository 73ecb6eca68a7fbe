import { forbidden } from '../../platform/errors.ts';
import { signedInUser, toUserJson } from './users.ts';
import type { Deps, Handlers } from '../../platform/http/types.ts';

export function customerHandlers({ db }: Deps): Handlers {
  return {
    async getCustomer(request) {
      // The auth hooks already checked that {uid} is the signed-in user.
      return toUserJson(await signedInUser(db, request.auth!.userId));
    },

    async getCustomerByUsername(request) {
      const { username } = request.query;
      const user = await signedInUser(db, request.auth!.userId);
      if (user.username.toLowerCase() !== username.toLowerCase()) {
        throw forbidden('Only your own profile can be read');
      }
      return toUserJson(user);
    },

    async existsCustomerByUsername(request) {
      const { username } = request.query;
      const { rows } = await db.query(
        'SELECT 1 FROM users WHERE lower(username) = lower($1) OR lower(email) = lower($1)',
        [username],
      );
      return rows.length > 0;
    },
  };
}
