/**
 * The audit log (DESIGN §3: every security event and money movement, with actor, IP and request id,
 * no secrets). `recordAudit` is the one way to write it: every login, block, password change,
 * profile change and, later, every money movement calls it, inside the transaction of the effect it
 * records, so an event is logged exactly when its effect commits.
 *
 * The table (migrations/0004) is append-only: the service's role may only SELECT and INSERT, and a
 * trigger refuses UPDATE and DELETE to the owner too.
 *
 * THE RULE FOR DETAILS: never a password, access token, SMS code, reset or verification id, link, or
 * an e-mail address or phone number in clear. Details say what happened (a reason, a count, an amount,
 * an account id), never anything that lets someone act as the user or that identifies a person who has
 * no profile (an unknown username appears only as a short hash prefix, `usernameFingerprint`). To
 * keep that reviewable, every action's details have a fixed type in `AuditEvents` below: adding an
 * action means adding its details type there, and no caller can pass anything else. A runtime check
 * refuses keys that name a secret and values that are not plain numbers, strings or booleans.
 */
import type { FastifyRequest } from 'fastify';
import type { Clock } from './clock.ts';
import type { Queryable } from './db/pool.ts';
import { usernameDigest } from './security.ts';

/**
 * How an action was confirmed, for its audit event: the factor, and which passkey when it was one
 * (an operator reading the audit log can tell a withdrawal confirmed by SMS from one confirmed with
 * the passkey of a named device).
 */
export type ConfirmedBy =
  { confirmedBy: 'sms' | 'authenticator' } | { confirmedBy: 'passkey'; keyId: string };

/** Who acted: the user a request proved to be, an anonymous visitor, the platform itself (jobs, rules). */
export type AuditActor = `user:${number}` | `operator:${number}` | 'anonymous' | 'system';

type Nothing = Record<string, never>;

/** The purposes of the step-up codes (withdrawal codes have their own events). */
type StepUpPurpose =
  | 'TWO_FACTOR_CHANGE'
  | 'DELETE_ACCOUNT'
  | 'CHANGE_PASSWORD'
  | 'AUTHENTICATOR_CHANGE'
  | 'PAYOUT_ACCOUNT_CHANGE'
  | 'PURCHASE_CONFIRMATION'
  | 'CANCELLATION_CONFIRMATION'
  | 'AUTO_INVEST_CONFIRMATION'
  | 'PASSKEY_CHANGE';

/**
 * Every action and the details it carries (the action matches `^[a-z][a-z0-9.-]{1,63}$`). Money
 * movements and profile changes add their actions here (e.g. `money.deposit-booked` with amount in
 * cents and the ledger transaction id; `profile.updated` with the names of the changed fields, not
 * their values).
 */
export interface AuditEvents {
  /** A token was issued (actor: the user). */
  'auth.login': { client: string; keyId?: string };
  /** A login was refused. The user id is set when the username exists. */
  'auth.login-failed':
    | { reason: 'wrong-password' | 'passkey-invalid'; failedCount: number }
    | { reason: 'passkey-invalid'; keyId: null }
    | { reason: 'profile-blocked' }
    | { reason: 'unknown-username'; usernameHash: string; failedCount: number };
  /** The profile was blocked (actor: system, by the rule; the request is the attempt that reached it). */
  'auth.blocked': { reason: 'failed-logins'; failedCount: number };
  /** A live access token was revoked by its holder (logout). */
  'auth.logout': Nothing;
  /** A password-reset link was issued and e-mailed. */
  'password.reset-requested': { via: 'lost-password' | 'profile-blocked' };
  /** A password was set through a reset link; every session of the user ended. */
  'password.reset': { sessionsRevoked: number };
  /** An account was opened by the registration wizard. */
  'account.created': { investorType: 'Personal' | 'Business' };
  /** The account's e-mail address was confirmed through the link. */
  'account.email-confirmed': Nothing;
  /** One setting or profile field was changed (its name, never its value). */
  'profile.updated': { field: string };
  /**
   * The investor uploaded identity documents for review; a pending upload was `superseded`, and
   * `filesDeleted` of its files left storage.
   */
  'identity.documents-uploaded': {
    submissionId: number;
    documentType: 'ID' | 'PASSPORT';
    files: number;
    superseded: boolean;
    filesDeleted: number;
  };
  /** An operator opened an uploaded identity document (actor: the operator). */
  'identity.document-viewed': { submissionId: number; side: 'FRONT' | 'BACK' | 'PHOTO_PAGE' };
  /** An operator confirmed the investor's identity with the document valid until `validTo`. */
  'identity.approved': { submissionId: number; validTo: string };
  /** An operator refused an upload; `reason` is what the investor was told. */
  'identity.rejected': { submissionId: number; reason: string };
  /** An SMS code for an account action (not a withdrawal) was sent. */
  'verification.code-sent': { purpose: StepUpPurpose; resend: boolean };
  /** A code for an account action was refused (the attempt counts; the fifth kills the code). */
  'verification.code-refused': { purpose: StepUpPurpose; reason: 'wrong' | 'expired'; attempts: number };
  /** Two-factor authentication was switched on or off with an SMS code. */
  'two-factor.changed': { enabled: boolean };
  /** An authenticator app was enrolled (its first code was right); `recoveries` recovery codes were issued. */
  'authenticator.enrolled': { recoveries: number };
  /** The authenticator app and its recovery codes were removed. */
  'authenticator.removed': Nothing;
  /** An authenticator or recovery code was refused (`tries`: wrong ones in the current window). */
  'authenticator.code-refused': { reason: 'wrong' | 'throttled'; tries: number };
  /** A recovery code stood in for the authenticator app (single use). */
  'authenticator.recovery-code-used': { recoveriesLeft: number };
  /** A passkey was enrolled (an investor's, or the operator's named). */
  'passkey.added': { keyId: string; backedUp: boolean; operatorId?: number };
  /** A passkey was renamed by its investor. */
  'passkey.renamed': { keyId: string };
  /** A passkey was removed (an investor's, or the operator's named). */
  'passkey.removed': { keyId: string; operatorId?: number };
  /**
   * A passkey's assertion or attestation was refused: the challenge unknown, used, expired or for
   * another action (`challenge`), the credential unknown or another's (`credential`), the signature,
   * origin, relying party or user verification wrong (`verification`).
   */
  'passkey.refused': {
    purpose: string;
    reason: 'challenge' | 'credential' | 'verification';
    keyId?: string;
    operatorId?: number;
  };
  /** A passkey's signature counter went backwards (a cloned key?): the assertion was refused. */
  'passkey.counter-regressed': { keyId: string; stored: number; given: number; operatorId?: number };
  /** The investor ended one of their sessions from the sessions list. */
  'session.ended': { sessionId: number };
  /** The investor ended every session but the one they used. */
  'session.ended-others': { sessionsRevoked: number };
  /** The signed-in user changed the password with an SMS code; their other sessions ended. */
  'password.changed': { sessionsRevoked: number };
  /**
   * The investor closed the account: personal data left the profile (kept apart for the legal
   * retention period when `identityRetained`), every session ended. `residualCents`: the total
   * balance below 1 € left on the ledger.
   */
  'account.closed': { sessionsRevoked: number; identityRetained: boolean; residualCents: number };
  /** An operator token was issued (actor: the operator; no user). */
  'ops.login': { operatorId: number; client: string; keyId?: string };
  /** An operator login was refused. */
  'ops.login-failed':
    | { reason: 'wrong-password' | 'wrong-code' | 'wrong-passkey'; operatorId: number; failedCount: number }
    | { reason: 'operator-blocked'; operatorId: number }
    | { reason: 'unknown-username'; usernameHash: string; failedCount: number };
  /** An operator was blocked after consecutive wrong passwords (actor: system). */
  'ops.blocked': { operatorId: number; failedCount: number };
  /** A live operator token was revoked by its holder (logout). */
  'ops.logout': { operatorId: number };
  /** The database owner enrolled an operator with a new authenticator (src/modules/auth/operators.ts; actor: system). */
  'operator.created': { operatorId: number };
  /** The owner gave an operator a new authenticator secret (lost phone); its live tokens were revoked. */
  'operator.authenticator-reset': { operatorId: number; sessionsRevoked: number };
  /** Another operator (the actor) lifted the sign-in lock wrong passwords put on `operatorId`. */
  'operator.unblocked': { operatorId: number; reason: string };
  /** A bank statement (camt.053/054) was imported: what it booked (each booking has its own event). */
  'statement.imported': {
    messageType: 'camt.053' | 'camt.054';
    booked: number;
    suspense: number;
    originator: number;
    alreadyImported: number;
    ignored: number;
    /** Credits the bank took back, payouts it returned, and either matching nothing of ours. */
    reversed: number;
    returned: number;
    unmatched: number;
  };
  /** A bank credit was booked to the investor as a deposit (actor: the importing operator). */
  'deposit.booked': {
    depositId: number;
    bankCreditId: number;
    amountCents: number;
    ledgerTransactionId: number;
  };
  /** A bank credit that matched no investor was booked to the suspense account. */
  'suspense.booked': {
    bankCreditId: number;
    amountCents: number;
    ledgerTransactionId: number;
    /** third-party: it quoted an investor's reference from a payer of another name (decision 0017). */
    reason: 'no-reference' | 'invalid-reference' | 'unknown-investor' | 'third-party';
  };
  /** A bank credit from an originator (its IBAN or payment reference) was booked to its account. */
  'originator.credit-booked': {
    originatorId: number;
    bankCreditId: number;
    amountCents: number;
    ledgerTransactionId: number;
  };
  /**
   * The bank took back a credit it had booked (a statement's reversal, docs/decisions/0015): out of
   * the investor's cash as far as it reached (`coveredCents`), the rest (`shortfallCents`) owed
   * through suspense; or out of suspense when the credit was still there (`depositId` null).
   */
  'deposit.reversed': {
    bankCreditId: number;
    bankReturnId: number;
    depositId: number | null;
    amountCents: number;
    coveredCents: number;
    shortfallCents: number;
    ledgerTransactionId: number | null;
  };
  /** The beneficiary's bank returned a payout line (a statement's return): its money is the investor's again. */
  'withdrawal.returned': {
    withdrawalId: number;
    bankReturnId: number;
    amountCents: number;
    /** The bank's return reason (e.g. AC04). */
    returnReason: string | null;
    ledgerTransactionId: number | null;
  };
  /** A reversal in a statement matched no credit of ours (or one only an operator can undo): left for review. */
  'bank-return.unmatched': {
    bankReturnId: number;
    amountCents: number;
    bankRef: string;
  };
  /** A suspense credit was moved to the investor as a deposit (actor: the assigning operator). */
  'suspense.assigned': {
    bankCreditId: number;
    depositId: number;
    amountCents: number;
    ledgerTransactionId: number;
  };
  /**
   * A third-party payment was booked to the investor whose reference it quoted, after review (the
   * payer's name and account stay on the bank credit, not in the log).
   */
  'third-party.booked': {
    bankCreditId: number;
    depositId: number;
    amountCents: number;
    ledgerTransactionId: number;
  };
  /**
   * Held money (a suspense credit, a third-party payment) above SUSPENSE_APPROVAL_ABOVE: the operator's
   * assignment became a request for a second operator (decision 0018); nothing was booked.
   */
  'held-credit.assignment-requested': {
    approvalId: number;
    bankCreditId: number;
    kind: 'SUSPENSE' | 'THIRD_PARTY';
    amountCents: number;
    thresholdCents: number;
  };
  /** A second operator approved it; `suspense.assigned` or `third-party.booked` follows (the booking). */
  'held-credit.assignment-approved': {
    approvalId: number;
    bankCreditId: number;
    kind: 'SUSPENSE' | 'THIRD_PARTY';
    amountCents: number;
    requestedBy: number;
  };
  /** A second operator declined it: nothing booked, the credit stays held. */
  'held-credit.assignment-declined': {
    approvalId: number;
    bankCreditId: number;
    kind: 'SUSPENSE' | 'THIRD_PARTY';
    amountCents: number;
    requestedBy: number;
    reason: string;
  };
  /** The bank took the credit back (a reversal) while its request waited: closed, nothing to book. */
  'held-credit.assignment-cancelled': {
    approvalId: number;
    bankCreditId: number;
    kind: 'SUSPENSE' | 'THIRD_PARTY';
    amountCents: number;
    reason: 'credit-reversed';
  };
  /** An SMS code confirming a withdrawal of this amount to the main bank account was sent. */
  'withdrawal.code-sent': { amountCents: number; resend: boolean };
  /** A withdrawal's SMS code was refused (the attempt counts; the fifth kills the code). */
  'withdrawal.code-refused': {
    reason: 'wrong' | 'expired' | 'dead' | 'other-amount-or-account';
    attempts: number;
  };
  /**
   * The investor made a bank account their payout account (`replaced`: another was it before), or
   * corrected its holder's name (`accountChanged` false: the cooling-off runs on); payouts to it wait
   * `coolingOffHours`. `confirmedBy`: the second factor (`keyId`: the passkey, when it was one).
   */
  'payout-account.changed': {
    bankAccountId: number;
    replaced: boolean;
    accountChanged: boolean;
    coolingOffHours: number;
  } & ConfirmedBy;
  /**
   * A withdrawal was accepted (PENDING): its amount moved to withdrawals-pending. `confirmedBy`: the
   * investor's SMS code or passkey (`keyId`); null for one the service made without the investor.
   */
  'withdrawal.requested': {
    withdrawalId: number;
    amountCents: number;
    ledgerTransactionId: number;
  } & (ConfirmedBy | { confirmedBy: null });
  /** The bank executed the payout line (actor: the confirming operator). */
  'withdrawal.processed': {
    withdrawalId: number;
    payoutBatchId: number;
    amountCents: number;
    ledgerTransactionId: number;
  };
  /** The bank rejected the payout line; the money returned to the investor (actor: the operator). */
  'withdrawal.declined': {
    withdrawalId: number;
    payoutBatchId: number;
    amountCents: number;
    ledgerTransactionId: number;
    reason: string;
  };
  /** The investor cancelled a PENDING withdrawal; the reservation returned to the available funds. */
  'withdrawal.cancelled': { withdrawalId: number; amountCents: number; ledgerTransactionId: number };
  /**
   * An operator returns a third-party payment to its payer through the next payout file: its money
   * suspense → payer-returns-pending (src/modules/withdrawals/payer-returns.ts).
   */
  'third-party.return-requested': {
    payerReturnId: number;
    bankCreditId: number;
    amountCents: number;
    ledgerTransactionId: number;
    reason: string;
  };
  /** The bank executed a return line: payer-returns-pending → bank-transfers. */
  'third-party.returned': {
    payerReturnId: number;
    bankCreditId: number;
    payoutBatchId: number;
    amountCents: number;
    ledgerTransactionId: number;
  };
  /**
   * The bank rejected a return line, or returned one it had executed: the money is in suspense again
   * and the payment an open third-party payment.
   */
  'third-party.return-rejected': {
    payerReturnId: number;
    bankCreditId: number;
    payoutBatchId: number;
    amountCents: number;
    ledgerTransactionId: number;
    reason: string;
  };
  /** An operator held a PENDING withdrawal: payout batches leave it out until it is released. */
  'withdrawal.held': { withdrawalId: number; amountCents: number; reason: string };
  /** An operator released a held withdrawal (`heldReason`: why it had been held). */
  'withdrawal.released': { withdrawalId: number; amountCents: number; heldReason: string };
  /**
   * An operator marked a payout line REJECTED without the bank's return: a request a second operator
   * decides; nothing returns to the investor before that.
   */
  'payout-line.rejection-requested': {
    rejectionId: number;
    withdrawalId: number;
    payoutBatchId: number;
    amountCents: number;
    reason: string;
  };
  /** A second operator approved a line's rejection (the money returns: `withdrawal.declined`). */
  'payout-line.rejection-approved': { rejectionId: number; withdrawalId: number; requestedBy: number };
  /** A second operator (or the one who asked, withdrawing it) declined a line's rejection; the line stays SENT. */
  'payout-line.rejection-declined': {
    rejectionId: number;
    withdrawalId: number;
    requestedBy: number;
    reason: string;
  };
  /** Pending withdrawals were gathered into a payout batch (a pain.001 file); they are SENT. */
  'payout.created': {
    payoutBatchId: number;
    transactionCount: number;
    /** Of the lines, third-party payments returned to their payers. */
    payerReturns: number;
    totalCents: number;
    requestedExecutionDate: string;
  };
  /** The outcome of a payout batch's lines was recorded. */
  'payout.confirmed': {
    payoutBatchId: number;
    processed: number;
    /** Lines marked REJECTED by hand: each a request for a second operator (payout-line.rejection-requested). */
    rejectionsRequested: number;
    unchanged: number;
  };
  /** Part of a receivable was bought (actor: the investor; `system` for auto-invest and the demo seed). */
  'investment.purchased': {
    userInvestmentId: number;
    receivableId: number;
    amountCents: number;
    ledgerTransactionId: number;
    autoInvest: boolean;
  };
  /** A purchase was cancelled inside its window (docs/decisions/0007); the principal went back to cash. */
  'investment.canceled': {
    userInvestmentId: number;
    receivableId: number;
    amountCents: number;
    ledgerTransactionId: number;
  };
  /** The investor chose (and so confirmed) an auto-invest strategy, authorising purchases (src/modules/auto-invest/auto-invest.ts). */
  'auto-invest.chosen': { type: 'SHORT_TERM' | 'LONG_TERM' | 'CUSTOM' };
  /** The investor removed their auto-invest strategy. */
  'auto-invest.removed': Nothing;
  /** An operator added an originator (assignor). */
  'originator.created': { originatorId: number };
  /** An operator corrected an originator's data; `fields`: the names of those that changed, comma-separated. */
  'originator.updated': { originatorId: number; fields: string };
  /** An operator listed a receivable on the marketplace. */
  'receivable.created': { receivableId: number; originatorId: number; totalCents: number };
  /** An operator corrected a listing nobody had bought from; `fields` as for `originator.updated`. */
  'receivable.updated': { receivableId: number; fields: string; totalCents: number };
  /** A payment for a whole receivable was booked and split over its holders (src/modules/marketplace/lifecycle.ts). */
  'receivable.repayment-recorded': {
    receivableId: number;
    repaymentId: number;
    payer: 'ORIGINATOR' | 'INSURER';
    amountCents: number;
    paidOn: string;
    holdings: number;
  };
  /**
   * A repayment with interest beyond the schedule (`scheduledCents`) waits for a second operator
   * (src/modules/marketplace/repayments.ts); nothing was booked.
   */
  'repayment.requested': {
    repaymentId: number;
    receivableId: number;
    amountCents: number;
    scheduledCents: number;
  };
  /** A second operator approved a waiting repayment that `requestedBy` recorded; it was booked. */
  'repayment.approved': {
    repaymentId: number;
    receivableId: number;
    amountCents: number;
    requestedBy: number;
  };
  /** A second operator declined a waiting repayment; nothing was booked. */
  'repayment.declined': { repaymentId: number; receivableId: number; amountCents: number; reason: string };
  /** An operator recorded that the originator is late from `since`. */
  'receivable.delay-recorded': { receivableId: number; since: string };
  /** An operator moved the maturity date (`extensions` counts this one). */
  'receivable.extended': { receivableId: number; days: number; extensions: number; maturityOn: string };
  /** An operator recorded a loss event. */
  'receivable.loss-event-recorded': { receivableId: number; occurredOn: string };
  /** Collection failed (actor: the operator): the holders' principal was written off. */
  'receivable.written-off': { receivableId: number; principalCents: number; holdings: number };
  /** The provider bought a BG receivable back (actor: system, the daily job). */
  'receivable.bought-back': {
    receivableId: number;
    amountCents: number;
    holdings: number;
    boughtBackOn: string;
  };
  /** A holding ended: what its holder got (gross interest, tax withheld) or lost. */
  'investment.ended': {
    userInvestmentId: number;
    receivableId: number;
    outcome: 'REPAID' | 'BOUGHT_BACK' | 'INSURED' | 'WRITTEN_OFF';
    principalCents: number;
    interestCents: number;
    taxCents: number;
  };
  /** An operator blocked the profile (terms §8); its sessions ended (src/modules/back-office/back-office.ts). */
  'investor.blocked': { reason: string; sessionsRevoked: number };
  /** An operator lifted a block (`previous`: who had blocked it). */
  'investor.unblocked': { reason: string; previous: 'failed-logins' | 'provider' };
  /** An operator set the profile's restrictions (both false: lifted). */
  'investor.restricted': { reason: string; buying: boolean; withdrawing: boolean };
  /** An operator closed the profile (the closing itself is `account.closed`, same actor). */
  'investor.closed': { reason: string };
  /**
   * An operator told the investor that the profile may be closed from `closesOn` after 12 months
   * without a purchase (SPEC §1, 10 days' notice); `lastPurchaseAt` null: never bought.
   */
  'investor.inactivity-noticed': { closesOn: string; lastPurchaseAt: string | null };
  /** An operator asked to deduct an amount owed; it waits for a second operator's approval. */
  'deduction.requested': { deductionId: number; amountCents: number; reason: string };
  /** A second operator approved a deduction that `requestedBy` asked for. */
  'deduction.approved': { deductionId: number; amountCents: number; requestedBy: number };
  /** A second operator rejected a deduction; nothing was booked. */
  'deduction.rejected': { deductionId: number; amountCents: number; reason: string };
  /** A deduction was booked (investor cash → provider); `negativeDueOn`: the debt's settlement day. */
  'deduction.booked': {
    deductionId: number;
    amountCents: number;
    ledgerTransactionId: number;
    balanceAfterCents: number;
    negativeDueOn: string | null;
  };
  /** A second operator approved a payout batch (its file may now be downloaded and confirmed). */
  'payout.approved': { payoutBatchId: number; createdBy: number; totalCents: number };
  /** A batch was declined before approval (by its maker or another operator); its `withdrawals` are PENDING again. */
  'payout.declined': {
    payoutBatchId: number;
    createdBy: number;
    withdrawals: number;
    /** Returns to payers, PENDING again. */
    payerReturns: number;
    totalCents: number;
    reason: string;
  };
  /** An operator exported the audit log as CSV (`rows` events, with the filters' text). */
  'audit-log.exported': { rows: number; filters: string };
}

export type AuditAction = keyof AuditEvents;

export interface AuditEvent<A extends AuditAction> {
  action: A;
  /** The investor the event is about; null for an unknown username or a platform event. */
  userId: number | null;
  /** By default the request's signed-in user, else `anonymous` (`system` without a request). */
  actor?: AuditActor;
  details: AuditEvents[A];
}

/** What of a request the log keeps: its client's IP and Fastify's request id. */
export type AuditRequest = Pick<FastifyRequest, 'ip' | 'id' | 'auth'>;

/** Keys that would name a secret or personal data in clear (see the rule above). */
const FORBIDDEN_KEY = /pass|secret|token|code|link|url|verification|reset.?id|e-?mail|phone|iban/i;

function checkDetails(action: string, details: object): void {
  for (const [key, value] of Object.entries(details)) {
    if (FORBIDDEN_KEY.test(key)) throw new Error(`audit ${action}: details may not hold "${key}"`);
    if (value !== null && !['string', 'number', 'boolean'].includes(typeof value)) {
      throw new Error(`audit ${action}: details.${key} must be a number, string or boolean`);
    }
  }
}

/**
 * Appends one event. Pass the transaction of the effect as `db` (a client inside `withTransaction`),
 * or the pool for an event that has no other write.
 */
export async function recordAudit<A extends AuditAction>(
  db: Queryable,
  clock: Clock,
  request: AuditRequest | null,
  event: AuditEvent<A>,
): Promise<void> {
  await db.query(
    `INSERT INTO audit_log (${AUDIT_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    auditValues(clock, request, event),
  );
}

/** The columns of an audit row, in the order of auditValues. */
export const AUDIT_COLUMNS = 'user_id, actor, action, ip, request_id, details, created_at';

/**
 * The values of the audit row recordAudit writes (details checked, details as JSON text): for a
 * statement that writes it together with its effect in one round trip (the purchase, src/modules/marketplace/purchases.ts).
 */
export function auditValues<A extends AuditAction>(
  clock: Clock,
  request: AuditRequest | null,
  event: AuditEvent<A>,
): [number | null, string, string, string | null, string | null, string, Date] {
  checkDetails(event.action, event.details);
  const actor =
    event.actor ?? (request === null ? 'system' : request.auth ? `user:${request.auth.userId}` : 'anonymous');
  return [
    event.userId,
    actor,
    event.action,
    request?.ip ?? null,
    request?.id ?? null,
    JSON.stringify(event.details),
    clock.now(),
  ];
}

/**
 * A username that has no profile, as the log may show it: the first 12 hex digits of the SHA-256 of
 * the lower-cased name (the key of `unknown_login_failures`): enough to correlate attempts, not to
 * read the address (like any unsalted hash it can only confirm a guessed one).
 */
export function usernameFingerprint(username: string): string {
  return usernameDigest(username).toString('hex').slice(0, 12);
}
