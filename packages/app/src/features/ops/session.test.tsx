import { afterEach, describe, expect, it } from 'vitest';
import {
  OPERATOR_SESSION_KEY,
  operatorSessionFrom,
  readOperatorSession,
  sessionExpired,
  writeOperatorSession,
} from './session';

afterEach(() => sessionStorage.clear());

describe('the operator session', () => {
  it('is kept in sessionStorage apart from the investor credentials, until its token ends', () => {
    const session = operatorSessionFrom(
      { token_type: 'Bearer', access_token: 'op', operatorId: 2, expires_in: 60 },
      'ops@invest.si',
    );
    writeOperatorSession(session);
    expect(localStorage.getItem('authorization')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(OPERATOR_SESSION_KEY)!)).toMatchObject({
      authorization: 'Bearer op',
      operatorId: 2,
      email: 'ops@invest.si',
    });
    expect(readOperatorSession()).toEqual(session);
    expect(readOperatorSession(session.expiresAt + 1)).toBeNull();
    writeOperatorSession(null);
    expect(readOperatorSession()).toBeNull();
  });

  it('remembers whether it ended by expiry (a 401) or by signing out', () => {
    const session = operatorSessionFrom(
      { token_type: 'Bearer', access_token: 'op', operatorId: 2, expires_in: 60 },
      'ops@invest.si',
    );
    writeOperatorSession(session);
    writeOperatorSession(null, { expired: true });
    expect(sessionExpired()).toBe(true);
    writeOperatorSession(session);
    expect(sessionExpired()).toBe(false);
    writeOperatorSession(null);
    expect(sessionExpired()).toBe(false);
  });

  it('treats a damaged entry as signed out', () => {
    sessionStorage.setItem(OPERATOR_SESSION_KEY, '{"authorization":1}');
    expect(readOperatorSession()).toBeNull();
    sessionStorage.setItem(OPERATOR_SESSION_KEY, 'not json');
    expect(readOperatorSession()).toBeNull();
  });
});
