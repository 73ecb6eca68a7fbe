/**
 * GENERATED FILE — do not edit by hand.
 * Types of the contract (openapi-typescript, enumValues: true).
 * Source: packages/api-client/openapi.yaml (the contract). Regenerate with
 * `pnpm --filter @invest/api-client generate`; `check:generated` fails when this file is stale.
 */

export interface paths {
    "/oauth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in (password grant)
         * @description OAuth 2 resource-owner password grant for the public web client. Send the fixed client
         *     header `Authorization: Basic aW52ZXN0LXdlYjo=` (`invest-web:`). Five consecutive wrong
         *     passwords block the profile; a successful login resets the counter.
         */
        post: operations["issueToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log out (revoke a token)
         * @description RFC 7009 token revocation with the public client header. Always 200, also for unknown tokens.
         */
        post: operations["revokeToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/existsCustomerByUsername": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Is the e-mail already registered */
        get: operations["existsCustomerByUsername"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/isRegionValid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Is the country supported */
        get: operations["isRegionValid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Look up a company by VAT number */
        get: operations["getCompanyByTaxNo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/phone_verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Send a registration SMS code
         * @description Sends a 6-digit code by SMS and returns the verification id. A resend within 10 seconds answers 429 `wait10Seconds`.
         *     The first attempt to hand the text to the SMS provider is made before answering: `delivery` says
         *     whether the provider took it (`SENT`) or the text is delayed (`DELAYED`: the provider was
         *     throttling, down or slow, and the service keeps trying while the code lives). A number the
         *     provider refuses (not a mobile number, unsubscribed, blocked) answers 422 `sms-not-delivered`; a
         *     provider that refuses the service itself 422 `sms-unavailable`. No other code was sent then.
         *     Outside production, without an SMS provider and with the development outbox off, it answers 501
         *     `not-implemented` and sends nothing.
         */
        get: operations["requestPhoneVerification"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/phone_confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm the registration SMS code
         * @description A wrong code answers 200 with `verified: false` and key `phone-confirmation-code-invalid`;
         *     an expired one with message `Token expired` and key `phone-confirmation-expired`.
         */
        post: operations["confirmPhone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newCustomerMinimal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account
         * @description Creates the investor from the registration draft and sends the confirmation e-mail (in the
         *     Accept-Language language) whose link carries the verification id for `POST /confirmEmail`.
         */
        post: operations["createCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/confirmEmail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm the registration e-mail
         * @description Called by the page the confirmation link opens. Single use; the id expires.
         */
        post: operations["confirmEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lostPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Request a password-reset e-mail
         * @description Always 200 `{}` for a well-formed address (no account enumeration). For an existing account an
         *     e-mail with the link `<PUBLIC_URL>/password-reset/<verificationId>` is sent; the id expires in 1 hour
         *     and is single use.
         */
        get: operations["requestPasswordReset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/passwordReset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password
         * @description Public with the verification id of a reset e-mail. The signed-in change-password form sends the
         *     verification id of a `CHANGE_PASSWORD` code request plus the SMS `code`, or instead an
         *     `authenticatorCode` of the authenticator app, with its authorization (a `code` or an
         *     `authenticatorCode` without it is 401; without `authenticatorCode`, `verificationId` is
         *     required). Success unblocks a blocked profile and revokes the user's tokens;
         *     the signed-in form keeps the session it was sent with and ends every other.
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the signed-in customer */
        get: operations["getCustomer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/getCustomerByUsername": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the signed-in customer by e-mail */
        get: operations["getCustomerByUsername"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/updateCustomer/{Id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change one setting or profile field
         * @description Send `Id`, `username` and exactly one change: `settings.language`, one entry of
         *     `settings.notifications`, `taxNo`, or one field inside `investorProfile` (personal) or
         *     `companyInvestorProfile` (business). Fields left out are unchanged. Answers the updated user.
         */
        put: operations["updateCustomer"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/questionnaire/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save one questionnaire answer
         * @description Saves one answer of the financial questionnaire into `investorProfile` (personal) or
         *     `companyInvestorProfile` (business) and answers the updated user; `completed` turns true when
         *     every answer of the investor type is present. `value` is a list only for `fundsSources`.
         *     Personal fields: fundsSources, annualIncome, countryOfResidence, taxNo.
         *     Business fields: economicActivity, mainCounterPartyOrigin, type, annualIncome, availableIncomePercent.
         */
        put: operations["saveQuestionnaireAnswer"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/uploadDocuments/{Id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload identity documents
         * @description JPEG only (checked by content: the JPEG structure with nothing before or after the image, and a
         *     full decode), at most 10 MB per file, a plain file name (no path). ID needs front and back (2
         *     files, in that order); PASSPORT one file. The images are re-encoded without metadata (EXIF, GPS,
         *     comments) and stored under names the service chooses, readable only by operators. The upload
         *     waits in the operator's review queue (`identificationDocument.verification` `PENDING`); a newer
         *     upload replaces one still waiting. At most 10 uploads per investor and 30 per client address
         *     an hour (429 `rate-limited` with `Retry-After`).
         */
        post: operations["uploadDocuments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tokenRequest/{Id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an SMS verification code
         * @description Sends a 6-digit code to the user's phone for the given purpose and returns its verification id.
         *     `isResend` marks a resend from the code dialog. Every send, a resend too, starts a new
         *     verification (use the id of the latest answer) and retires the user's open codes of the same
         *     purpose, so only the newest code counts. Sends of one purpose are at least 9 seconds apart (the
         *     dialogs' countdown; sooner answers 429 `wait10Seconds` with `Retry-After`) and at most 10 an
         *     hour (429 `rate-limited`). A code lives 5 minutes and allows 5 tries; the SMS is in the user's
         *     language.
         *
         *     `WITHDRAWAL_CONFIRMATION`: the code is bound to `amount` and to the IBAN of the payout account
         *     (`mainBankAccount`), and the SMS names both (the IBAN masked, `SI56 **** 3438`). The request is
         *     refused as the withdrawal would be (422): an unconfirmed user (key `withdrawDenied`), a profile
         *     the provider restricted (key `withdrawing-restricted`), no payout account (key
         *     `no-payout-account`), one still in its cooling-off (key `payout-account-cooling-off`) or an
         *     amount above `maxWithdrawal` (key `something-wrong`).
         *
         *     `PAYOUT_ACCOUNT_CHANGE` (with `iban` and `holderName`): the code confirms making that account,
         *     in that holder's name, the payout account (`PUT /payoutAccount/{userId}`); the SMS names the
         *     IBAN (masked). Refused as the change would be (422: `invalid-iban`, `iban-outside-eu`,
         *     `payout-account-holder-mismatch`, `payout-account-unchanged`).
         *
         *     With two-factor authentication on, `PURCHASE_CONFIRMATION` (with `investmentId` and `amount`)
         *     confirms that purchase (`POST /user_investments`), `CANCELLATION_CONFIRMATION` (with
         *     `investmentId`, the id of one of the user's investments) that cancellation
         *     (`DELETE /user_investments/{id}`), and `AUTO_INVEST_CONFIRMATION` (with `strategy`) choosing
         *     that strategy (`POST /userAutoInvests/{userId}`). With two-factor off these are refused (422
         *     `something-wrong`): the actions need no code then.
         *
         *     `TWO_FACTOR_CHANGE`, `DELETE_ACCOUNT`, `CHANGE_PASSWORD` (no `amount`): the code confirms only
         *     the call of its purpose (`/twoFactorAuth/{userId}`, `/deleteAccount/{userId}`, the signed-in
         *     `/passwordReset`); a two-factor code confirms the state it was asked for (switching on while
         *     off, off while on). `DELETE_ACCOUNT` is refused while the account may not be closed (422
         *     `deleteAccountErrorAccountValue`, no SMS). `AUTHENTICATOR_CHANGE` confirms setting up or removing
         *     the authenticator app (`/authenticator/{userId}`).
         *
         *     The first attempt to hand the text to the SMS provider is made before answering (`delivery`:
         *     `SENT`, or `DELAYED` while the service keeps trying); a refused text answers 422
         *     `sms-not-delivered` (the number) or `sms-unavailable` (the provider refused the service), as
         *     `/phone_verify` does. 501 `not-implemented` when no SMS transport exists (never in production).
         */
        post: operations["requestVerificationCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/twoFactorAuth/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Switch two-factor authentication on
         * @description Needs the code of a `TWO_FACTOR_CHANGE` verification, or of the authenticator app.
         */
        put: operations["enableTwoFactorAuth"];
        post?: never;
        /**
         * Switch two-factor authentication off
         * @description Needs the code of a `TWO_FACTOR_CHANGE` verification, or of the authenticator app.
         */
        delete: operations["disableTwoFactorAuth"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deleteAccount/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close the account
         * @description Needs the code of a `DELETE_ACCOUNT` verification, or of the authenticator app. Refused with 422 `deleteAccountErrorAccountValue`
         *     while the total balance is 1 euro or more (or a debt of 1 euro or more). Success closes the
         *     profile (its personal data erased; the e-mail address may register again) and revokes the
         *     user's tokens.
         */
        post: operations["deleteAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authenticator/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether an authenticator app is set up
         * @description An authenticator app (TOTP, RFC 6238) is a second way to confirm the account's step-up actions.
         */
        get: operations["getAuthenticator"];
        /**
         * Confirm the authenticator app with its first code
         * @description The current code of the app being set up (one 30-second step of clock drift either way is
         *     accepted). Answers ten single-use recovery codes, shown only this once; each can stand in for
         *     the app. Five wrong codes in 15 minutes answer 429 until the 15 minutes have passed.
         */
        put: operations["confirmAuthenticator"];
        /**
         * Start setting up an authenticator app
         * @description Needs the SMS code of an `AUTHENTICATOR_CHANGE` verification. Answers a new shared secret (base32)
         *     and its `otpauth://` URI for the QR code (SHA-1, 6 digits, 30 s), shown once; the app counts
         *     only after `PUT` with its first code. Starting again replaces an unconfirmed secret. 409
         *     `authenticator-exists` while one is set up.
         */
        post: operations["startAuthenticatorEnrolment"];
        /**
         * Remove the authenticator app
         * @description Needs the SMS code of an `AUTHENTICATOR_CHANGE` verification or a code of the app (or a recovery
         *     code). Removes the app and its recovery codes.
         */
        delete: operations["removeAuthenticator"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/passkeys/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the investor's passkeys
         * @description Every passkey (WebAuthn, FIDO2) the investor enrolled, the newest first: its name (editable,
         *     at first the device it was made on), the device, when it was made and last used, and whether
         *     the key is synced between devices (`backedUp`). A passkey signs in without password and code
         *     and confirms the actions a code confirms (docs/decisions/0026-passkeys.md).
         */
        get: operations["listPasskeys"];
        /**
         * Add the passkey the browser made
         * @description The browser's answer to the options of `POST`: its attestation is verified (challenge, origin,
         *     relying party, user verification), the public key, signature counter, transports and backup
         *     flags are stored. Named `name`, else by the device of the request (`Chrome on macOS`). The
         *     investor is e-mailed which device was added; the audit log records it.
         */
        put: operations["finishPasskeyRegistration"];
        /**
         * Start adding a passkey
         * @description Needs the SMS code of a `PASSKEY_CHANGE` verification, a code of the authenticator app (or a
         *     recovery code), or an assertion of a passkey already enrolled (a challenge asked for
         *     `PASSKEY_CHANGE`). Answers the options for `navigator.credentials.create()`: a resident key with
         *     user verification, the relying party of the service's configuration, the investor's passkeys
         *     excluded; the challenge is single use and expires after 5 minutes. At most 10 passkeys (409
         *     `passkey-limit`).
         */
        post: operations["startPasskeyRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/passkeys/{userId}/{passkeyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a passkey
         * @description Needs the SMS code of a `PASSKEY_CHANGE` verification, a code of the authenticator app or one
         *     of its recovery codes (so losing every device is recoverable), or an assertion of a passkey (a
         *     challenge asked for `PASSKEY_CHANGE`). The SMS code stays the second factor, so the last passkey
         *     may go. The investor is e-mailed which device was removed; the audit log records it. Answers
         *     the passkeys left.
         */
        delete: operations["removePasskey"];
        options?: never;
        head?: never;
        /**
         * Rename a passkey
         * @description Another investor's passkey id answers 404 `not-found`.
         */
        patch: operations["renamePasskey"];
        trace?: never;
    };
    "/passkeyChallenge/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A passkey challenge for one action
         * @description What `POST /tokenRequest/{Id}` is for an SMS code, for a passkey: the challenge is bound to
         *     `tokenType` and what it confirms (a withdrawal's `amount` and the payout account's IBAN, a new
         *     payout account's `iban` and `holderName`, a purchase's `investmentId` and `amount`, …), as the
         *     SMS code is. An assertion made for one action confirms no other: another amount, IBAN or
         *     purpose answers 422 `passkey-invalid`. The options list the investor's passkeys; the challenge
         *     is single use and expires after 5 minutes. 404 `not-found` when no passkey is enrolled.
         */
        post: operations["requestPasskeyChallenge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/passkeyLogin/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a passkey sign-in
         * @description Options for `navigator.credentials.get()` with no credentials listed (the browser offers the
         *     passkeys it holds for the relying party, in the e-mail field's autofill or on the button), user
         *     verification required; the challenge is single use and expires after 5 minutes. With the public
         *     client header, as `/oauth/token`.
         */
        post: operations["startPasskeyLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/passkeyLogin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with a passkey
         * @description The browser's assertion for a challenge of `POST /passkeyLogin/options`. A verified assertion
         *     of an enrolled passkey signs in as password and code would: a session, the audit log, the
         *     login's rate limits; a blocked profile is refused as on `/oauth/token`. A replayed, expired or
         *     foreign assertion answers as a wrong password (`invalid_grant`, key `unauthorized`); a
         *     signature counter that goes backwards is refused and audited (a cloned key).
         */
        post: operations["finishPasskeyLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sessions/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the user's active sessions
         * @description Every signed-in device, the current one first, then the most recently used. The device is the
         *     browser and operating system named by the login's User-Agent; the place is the network the
         *     login came from (the /24 of an IPv4 address, the /48 of an IPv6 one), not a location.
         */
        get: operations["listSessions"];
        put?: never;
        post?: never;
        /**
         * Log out every other session
         * @description Ends every session of the user but the one this call is made with.
         */
        delete: operations["endOtherSessions"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/session/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Log out one session
         * @description Ends one of the user's sessions (the current one too, which is a logout). 404 for another user's or an ended one.
         */
        delete: operations["endSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the user's notifications
         * @description Newest first.
         */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/{userId}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark notifications read
         * @description Marks the user's notifications up to and including `lastId` (the newest one the menu showed)
         *     read; newer ones stay unread. Answers how many are still unread.
         */
        post: operations["markNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/balanceHistory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Total balance series
         * @description The total balance (cash, principal invested, funds reserved for withdrawals not yet paid out),
         *     from the ledger: the end-of-day value (Europe/Ljubljana) on the period's first day — never before
         *     the day of the first deposit — then on each later day it changed, and today. No interpolation;
         *     empty before the first deposit.
         */
        get: operations["getBalanceHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/availableFundsHistory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Available funds series
         * @description The cash not invested (`availableFunds`), with the points chosen as in `getBalanceHistory`.
         */
        get: operations["getAvailableFundsHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/earningsHistory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Earnings series
         * @description Interest earned after the tax withheld on it (buyback and insurance interest included), summed
         *     since the first deposit (`earnedInterests`), with the points chosen as in `getBalanceHistory`.
         */
        get: operations["getEarningsHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/roiHistory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Return on investment series
         * @description `amount` is the ROI in percent on each date: the XIRR of the deposits and withdrawals up to that
         *     day with that day's total balance as the value held (0 while undefined, e.g. on the first
         *     deposit's day). Points on the period's first day, each later day the flows or the total balance
         *     changed, and today, whose figure is `AccountBalance.roi`.
         */
        get: operations["getRoiHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/returns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Returns split by protection and by originator
         * @description The investor's annualised return (XIRR) of each group of holdings: the purchase as the outflow,
         *     principal, interest (after tax) and buybacks as inflows, the outstanding principal plus accrued
         *     interest (less the tax that will be withheld on it) as today's value; a written-off holding is
         *     worth nothing. Cancelled purchases are left out. `xirr` is null when the group has no solution
         *     (e.g. bought today), −100 for a total loss. Protection groups in the order PG, BG, NONE;
         *     originators by the principal bought, largest first.
         */
        get: operations["getReturns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accountBalance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Balance figures */
        get: operations["getAccountBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/investments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List available investments
         * @description Investments with an available amount. The end is reached when a page is shorter than `limit`.
         *     The optional filters narrow the list; all given filters apply together (AND), a missing one
         *     filters nothing. Sorting and paging work on the filtered list. A value the contract does not
         *     allow, or a range whose lower end is above its upper end, is refused (400 `validation-error`).
         */
        get: operations["listInvestments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/investments/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Last added investments
         * @description The most recently added available investments (at most 5), newest first.
         */
        get: operations["listLatestInvestments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/investments/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Strategy yields
         * @description What BG and PG investments really paid a year over the last 36 and 12 months (strategy cards) — the interest paid to every holding that ended in the period, less principal written off, over the principal kept invested for the days it was held, times 365.
         */
        get: operations["getInvestmentStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/investments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an investment */
        get: operations["getInvestment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/investments/{id}/contract-template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Assignment agreement template (PDF)
         * @description The assignment agreement the investor confirms when buying this investment, before purchase.
         */
        get: operations["downloadContractTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/originators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The originators' names
         * @description Every originator's id and name, sorted by name (case-insensitive), for the marketplace's originator
         *     filter (GET /investments?originatorId=). A few dozen at most: no paging.
         */
        get: operations["listOriginatorNames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/originators/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An originator's page
         * @description The originator (the company that assigns receivables to the platform): its profile, its credit
         *     rating, and its track record on the platform computed from the states of its receivables.
         */
        get: operations["getOriginator"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user_investments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List my investments
         * @description The end is reached when a page is shorter than `limit`.
         */
        get: operations["listUserInvestments"];
        put?: never;
        /**
         * Buy an investment
         * @description Buys `amount` of the investment (whole or part) from the available funds and concludes the
         *     assignment agreement. Needs a confirmed (identified) user. With two-factor authentication on,
         *     also a code: `verificationId` and `code` of a `PURCHASE_CONFIRMATION` verification asked for
         *     this `investmentId` and `amount`, or `authenticatorCode`.
         */
        post: operations["createUserInvestment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user_investments/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Last invested
         * @description The user's most recent purchases (at most 5), newest first.
         */
        get: operations["listLatestUserInvestments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user_investments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one of my investments */
        get: operations["getUserInvestment"];
        put?: never;
        post?: never;
        /**
         * Cancel one of my investments
         * @description Only while `cancelable` and `active`; the amount returns to the available funds. With two-factor
         *     authentication on, the body confirms it: the SMS code of a `CANCELLATION_CONFIRMATION`
         *     verification asked for this investment, or a code of the authenticator app.
         */
        delete: operations["cancelUserInvestment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user_investments/{id}/contract": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Contract of one of my investments (PDF)
         * @description The concluded assignment agreement (`assignment`, default) or a one-page summary (`summary`). Fallback file name `{id}.pdf`.
         */
        get: operations["downloadUserInvestmentContract"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user_investments/{id}/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Repayment schedule of one of my investments
         * @description The holder's share of the receivable's repayment plan, a row per payment (a receivable is repaid
         *     at once, at its maturity date: one row). An unpaid row is what a repayment of the schedule would
         *     pay this holding (the same split over the holders as the real payout) and the tax the payout
         *     would withhold (personal investors); a paid row is what was paid and withheld, from the ledger.
         *     A cancelled purchase has no rows.
         */
        get: operations["getUserInvestmentSchedule"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deposits/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List deposits */
        get: operations["listDeposits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/depositInstructions/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How to pay in
         * @description The bank-transfer details of the Deposits panel's flip card (SPEC §2): the platform's
         *     beneficiary name, address, IBAN, BIC and bank, and the investor's own payment reference
         *     (an ISO 11649 RF creditor reference derived from the user id, with check digits), plus the
         *     text of an EPC069-12 SEPA credit-transfer QR code with the beneficiary and the reference filled
         *     in and the amount left open, for the investor's banking app to scan.
         */
        get: operations["getDepositInstructions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/withdrawals/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List withdrawals */
        get: operations["listWithdrawals"];
        put?: never;
        /**
         * Withdraw funds
         * @description Pays `amount` (at most `maxWithdrawal`) out to the payout account (`GET /payoutAccount/{userId}`),
         *     once its cooling-off is over. Always, whatever the two-factor setting, with `verificationId` and
         *     `code` of a `WITHDRAWAL_CONFIRMATION` verification requested for exactly this `amount` and that
         *     account (a code for another amount or account is refused); each try counts, the fifth wrong
         *     one kills the code. The amount is reserved at once (available
         *     funds and `maxWithdrawal` fall, `totalBalance` keeps it) and the withdrawal is `PENDING` until
         *     the bank has executed the payout (then `PROCESSED`) or rejected it (`DECLINED`, the money
         *     returns to the available funds). The payout is requested for 2 bank business days later.
         */
        post: operations["createWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/withdrawals/{userId}/{withdrawalId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a pending withdrawal
         * @description Cancels one of the investor's own `PENDING` withdrawals while no payout batch holds it yet: the
         *     reserved amount returns to the available funds at once (one ledger posting, withdrawals-pending
         *     → the investor's cash) and the withdrawal reads `CANCELED`. Once the operator has put it into a
         *     payout to the bank (or it was paid out or declined) it answers 409
         *     `withdrawal-not-cancellable`; of a cancellation and a payout batch at once exactly one takes
         *     the withdrawal. No confirmation code: the money does not leave the platform (decision 0013).
         *     A withdrawal of another investor answers 404. Audited (`withdrawal.cancelled`).
         */
        post: operations["cancelWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payoutAccount/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The payout account
         * @description The investor's own bank account withdrawals go to, or null before they add one.
         */
        get: operations["getPayoutAccount"];
        /**
         * Add or change the payout account
         * @description Makes the account the payout account, whatever the two-factor setting with a code (the SMS
         *     code of a `PAYOUT_ACCOUNT_CHANGE` verification for this `iban` and `holderName`, or the
         *     authenticator app's). The IBAN must be valid and of a bank in the EU; the holder's name must
         *     be the investor's as registered (a business investor's: the company's). The investor gets an
         *     e-mail; withdrawals to a new IBAN are possible 24 hours later (`withdrawalsFrom`). The same
         *     IBAN with its holder's name corrected keeps the time it had.
         */
        put: operations["changePayoutAccount"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accountHistory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Account summary page
         * @description Ledger entries of the user, newest first, paged by keyset: without `cursor` the newest `size`
         *     entries, with the `next` of a page the `size` entries after that page's last one. Entries booked
         *     between two pages appear at the top of a first page, never repeated or skipped by the pages after.
         */
        get: operations["getAccountHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/incomeStatement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Income statement (PDF)
         * @description The investor's cash account over a period, both dates inclusive, calendar days of the platform's
         *     seat (Europe/Ljubljana): the platform, the investor's name, address and reference; the opening
         *     balance (at the start of `from`), every movement of the period (date, type, amount, balance
         *     after), the interest earned and the tax withheld in the period, the closing balance (at the end
         *     of `to`). In the language of `Accept-Language` when it names `en` or `sl`, else in the
         *     investor's settings language. The file is named `income-statement-{from}-{to}.pdf` in Content-Disposition
         *     (the same name is the client's fallback).
         */
        get: operations["downloadIncomeStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accountHistory/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Account history as CSV or XLSX
         * @description The movements of the investor's cash account over a period (the same rows as the income
         *     statement, oldest first), for tax software and spreadsheets. Period rules as for
         *     `GET /incomeStatement`. One row per movement, these columns in this order (a stable interface:
         *     columns are only ever added at the end):
         *
         *     | column | content |
         *     |---|---|
         *     | `date` | the movement's calendar date in Europe/Ljubljana, ISO `YYYY-MM-DD` |
         *     | `type` | the `AccountHistoryType` code (`DEPOSIT`, `WITHDRAWAL`, `INVESTMENT`, `INVESTMENT_END`, `EARNED_INTERESTS`, `TAX`) |
         *     | `type_label` | the type in the language of `Accept-Language` (`en`/`sl`), else of the investor's settings |
         *     | `amount` | euros, signed (credits positive, debits negative), two decimals with a dot, no thousands separator |
         *     | `balance_after` | the cash balance after the movement, euros as `amount` |
         *     | `transaction_id` | the movement's number, the `Id` of the account history (`AccountHistoryEntry.Id`) |
         *
         *     `format=csv`: RFC 4180 (comma, CRLF line ends, fields with a comma, quote or line break
         *     quoted), a header row with the column names above, UTF-8 with a byte order mark (Excel reads
         *     UTF-8 only with one; without it č, š, ž break). Text fields beginning with `=`, `+`, `-`, `@`,
         *     a tab or a carriage return are prefixed with `'` so a spreadsheet never runs them as a
         *     formula; numbers are written as numbers. File name `account-history-{from}-{to}.csv`.
         *
         *     `format=xlsx`: one worksheet `Account history` with the same header row and columns; `date` is a date
         *     cell (shown `yyyy-mm-dd`), `amount` and `balance_after` are number cells (shown `0.00`),
         *     `transaction_id` a number cell, the rest text. File name `account-history-{from}-{to}.xlsx`.
         */
        get: operations["exportAccountHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/userAutoInvests/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the strategy */
        get: operations["getAutoInvest"];
        put?: never;
        /**
         * Choose a strategy
         * @description Replaces the current strategy (and restarts its 2-year confirmation period). With two-factor
         *     authentication on, `verificationId` and `code` of an `AUTO_INVEST_CONFIRMATION` verification
         *     asked for this `type`, or `authenticatorCode`, confirm it.
         */
        post: operations["setAutoInvest"];
        /** Remove the strategy */
        delete: operations["deleteAutoInvest"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/userAutoInvests/{userId}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview a strategy without saving it
         * @description What the strategy would do today: how many open receivables match its filters, how much of the
         *     investor's available funds it would invest now (in the engine's order, respecting each
         *     receivable's available amount and the amount per receivable), and the expected yield weighted by
         *     those amounts. Nothing is saved or bought.
         */
        post: operations["previewAutoInvest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/statistics/funds_daily_stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Share of platform funds invested, daily
         * @description Of the investors' funds on the platform at the end of each of the last 30 days (Europe/Ljubljana,
         *     through yesterday), the share invested in receivables, rounded down to a hundredth of a percent
         *     (so ×100 rounded down is the whole percent). Computed from the ledger once a day; cacheable for
         *     5 minutes.
         */
        get: operations["getFundsDailyStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/statistics/interests_daily_stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Interest paid to investors, daily
         * @description Interest credited to investors on each of the last 30 days (before the tax withheld on it).
         *     Computed from the ledger once a day; cacheable for 5 minutes.
         */
        get: operations["getInterestsDailyStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/statistics/investment_type_ratios": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Share of investments by type
         * @description Of the principal invested at the end of yesterday, the share of each financing type (all three,
         *     in the order invoice, reverse, international factoring), each rounded down to a hundredth of a
         *     percent. Computed from the ledger once a day; cacheable for 5 minutes.
         */
        get: operations["getInvestmentTypeRatios"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Development outbox
         * @description E-mails and SMS the development outbox holds instead of a real transport (never one SMTP delivered), newest
         *     first; bodies are removed after 24 hours. Only when the service runs with `DEV_OUTBOX=1`, never in
         *     production: otherwise 404.
         */
        get: operations["listDevOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/simulate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run the calendar forward
         * @description Moves the service's development clock forward `days` days, one day at a time. Each day runs the
         *     receivables' daily job (interest accrual, maturity, delays, BG buyback, collection) and books the
         *     originator's repayment of every receivable that reached its maturity that day, except those named in
         *     `late`. Only when the service runs with `DEV_CLOCK=1`, never in production: otherwise 404.
         */
        post: operations["simulateDays"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/oauth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Operator login (password grant)
         * @description OAuth 2 password grant for operators, with the public web client header as on `/oauth/token`.
         *     The token works only on `/ops/…` calls. Every operator has an authenticator app (TOTP, RFC 6238:
         *     SHA-1, 6 digits, 30 s; enrolled with `operator:add`, see the server's README) and must send its
         *     current code as `otp` besides the password: a missing or wrong code answers as a wrong password
         *     does and counts alike, and a code is accepted once. Five consecutive failures
         *     block the operator (another operator or the database owner unblocks); unknown and blocked
         *     operators answer alike.
         */
        post: operations["issueOperatorToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/oauth/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Operator logout (revoke a token)
         * @description RFC 7009 revocation of an operator token with the public client header. Always 200, also for unknown tokens.
         */
        post: operations["revokeOperatorToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/passkeyLogin/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A passkey challenge for an operator's login
         * @description Options for `navigator.credentials.get()` (no credentials listed, user verification required);
         *     the assertion goes with the password to `POST /ops/oauth/token` as `passkey`, instead of the
         *     authenticator's `otp`. Single use, 5 minutes. With the public client header.
         */
        post: operations["startOperatorPasskeyLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/passkeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in operator's passkeys */
        get: operations["listOperatorPasskeys"];
        /**
         * Add the operator's passkey the browser made
         * @description As `PUT /passkeys/{userId}`; the audit log records it.
         */
        put: operations["finishOperatorPasskeyRegistration"];
        /**
         * Start adding an operator's passkey
         * @description Needs the operator's current authenticator code (`otp`). As `POST /passkeys/{userId}`.
         */
        post: operations["startOperatorPasskeyRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/passkeys/{passkeyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove an operator's passkey
         * @description Needs the operator's current authenticator code (`otp`); the authenticator stays, so an operator
         *     always has a second factor. Another operator's passkey answers 404. Answers the passkeys left.
         */
        delete: operations["removeOperatorPasskey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/operators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the operators
         * @description Every operator who may sign in, by name, with the state of their sign-in: the wrong attempts in a
         *     row since the last sign-in and, while five of them lock it, until when (`lockedUntil`).
         */
        get: operations["listOperators"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/operators/{id}/unblock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Lift an operator's sign-in lock
         * @description Lifts the lock five wrong attempts put on an operator's sign-in before its 30 minutes are over,
         *     and resets the count. Only another operator may (403 `forbidden` for one's own). Audited
         *     (`operator.unblocked`, with the reason).
         */
        post: operations["unblockOperator"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/statements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the statements imported so far
         * @description Each bank statement (camt.053) or notification (camt.054) whose credits were booked, by its
         *     `Id`, with what its credits became: how many were booked to investors at import and how many
         *     went to suspense (with their sums), and how many of those are still unassigned. A credit
         *     belongs to the statement that first brought it (the same credit in a later file was already
         *     imported and is not counted again). Newest import first (ties by statement id); one page of
         *     `limit` from `offset`.
         */
        get: operations["listBankStatements"];
        put?: never;
        /**
         * Import a bank statement (camt.053 / camt.054)
         * @description Books the credits of an ISO 20022 bank-to-customer statement (camt.053) or debit/credit
         *     notification (camt.054) of the platform's own account, sent as the XML document (at most
         *     5 MiB). Each booked credit (`CdtDbtInd` CRDT, status BOOK; each `TxDtls` of a batched entry
         *     is one credit) is booked once, however often or concurrently the file is uploaded and
         *     whatever entry shape reports it: the same credit alone in a camt.054 entry and inside a
         *     batched camt.053 entry has one key, taken from the transaction — its `Refs/AcctSvcrRef`, else
         *     its `Refs/TxId`, else its `Refs/EndToEndId` (not NOTPROVIDED), the last two with the payer's
         *     IBAN, the amount and the booking date; only without any of these the entry's `AcctSvcrRef`
         *     (a single-transaction entry), else the statement's `Id` + `NtryRef`. An entry whose structured (or else unstructured)
         *     remittance information names an investor's RF reference becomes a PROCESSED deposit; one naming
         *     an originator's payment reference, or coming without a valid reference from an originator's
         *     registered IBAN, is booked to that originator's account (outcome `ORIGINATOR`: what its
         *     repayments may distribute); any other goes to the suspense list.
         *
         *     The bank undoing a booking is booked once too (`reversals`): a DBIT entry with `RvslInd`
         *     true or 1 takes back the credit whose `AcctSvcrRef`, `TxId` or `EndToEndId` and amount it
         *     repeats — a credit still in suspense leaves suspense, a deposit leaves the investor's cash as
         *     far as it reaches and the rest is owed (booked against suspense, `shortfall`); a CRDT entry
         *     with return information (`RtrInf`, reason code such as AC01, AC04, MD07) or `RvslInd` naming
         *     one of our payout lines by its `EndToEndId` (and amount) gives the money back to the
         *     investor, and a line still SENT becomes DECLINED (rejected by the bank, no second operator
         *     needed: the bank's return is the proof). A reversal that matches no credit (or a credit booked to an
         *     originator) books nothing and stays `UNMATCHED` for the operator; a return that matches no
         *     payout line is booked as a credit (to suspense unless it quotes a reference), never lost.
         *     Other debits (our payouts, settled through /ops/payouts) and pending entries are not booked.
         *     A file that is not a camt.053/054 document, belongs to another account, is not in EUR or has an
         *     amount that is not whole cents is refused whole (400 naming the problem), booking nothing.
         */
        post: operations["importBankStatement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/suspense": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List open suspense credits
         * @description Bank credits that matched no investor and are not assigned yet, newest first.
         */
        get: operations["listSuspenseCredits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/suspense/{id}/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Assign a suspense credit to an investor
         * @description Moves the credit from suspense to the investor's cash account as a PROCESSED deposit (the investor
         *     is notified and e-mailed). A credit is assigned once: a second assignment answers 409.
         *
         *     Above `SUSPENSE_APPROVAL_ABOVE` (the service's setting, 1 000 € by default; docs/decisions/0018)
         *     nothing is booked: the assignment becomes a request (202) that a second operator approves
         *     (`POST /ops/held-credit-approvals/{id}/approve`, which books it) or declines. Audited
         *     (`suspense.assigned`; above the threshold `held-credit.assignment-requested`).
         */
        post: operations["assignSuspenseCredit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/third-party-payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List third-party payments waiting for review
         * @description Beyond the spec (issue 21, SPEC §1 "from the investor's own bank account, in the investor's own
         *     name"): bank credits that quoted an investor's reference but came from a payer whose name is not
         *     the investor's (personal) or the company's (business), compared without diacritics, case, word
         *     order and legal forms. They are held in suspense, not booked, newest first, until an operator
         *     books them to the investor.
         */
        get: operations["listThirdPartyPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/third-party-payments/{id}/book": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Book a third-party payment to the investor
         * @description After checking with the investor that the payer paid for them, moves the payment from suspense
         *     to the cash account of the investor whose reference it quoted, as a PROCESSED deposit (the
         *     investor is notified and e-mailed). The payer's account does not become one of the investor's
         *     accounts. A payment is booked once: a second booking answers 409.
         *
         *     Above `SUSPENSE_APPROVAL_ABOVE` (1 000 € by default; docs/decisions/0018) nothing is booked: the
         *     booking becomes a request (202) that a second operator approves
         *     (`POST /ops/held-credit-approvals/{id}/approve`, which books it) or declines. Audited
         *     (`third-party.booked`; above the threshold `held-credit.assignment-requested`).
         */
        post: operations["bookThirdPartyPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/third-party-payments/{id}/return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Return a third-party payment to its payer
         * @description Beyond the spec (issue 21; docs/decisions/0019): when the investor does not recognise the
         *     payment, its money goes back to the payer's account in the next payout file. The payment leaves
         *     suspense for `payer-returns-pending` and waits `PENDING`; the next payout batch carries a credit
         *     transfer to the payer's name and IBAN (`INVEST-PR-<id>`). Executed, the money has left; rejected
         *     or returned by the payer's bank, it is in suspense again and the payment open for review. Under
         *     the payment's row lock, as its booking: of a booking and a return at once exactly one happens.
         *     Audited (`third-party.return-requested`).
         */
        post: operations["returnThirdPartyPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/held-credit-approvals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List assignments of held bank money waiting for a second operator
         * @description Suspense credits assigned, and third-party payments booked, above `SUSPENSE_APPROVAL_ABOVE`
         *     (docs/decisions/0018), newest first: `PENDING_APPROVAL` (nothing booked; the credit waits in its
         *     list), `APPROVED` (booked: `depositId`), `DECLINED` (nothing booked; the credit is held again),
         *     `CANCELLED` (the bank took the credit back before anyone decided). `status` filters; one page of
         *     `limit` from `offset`.
         */
        get: operations["listHeldCreditApprovals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/held-credit-approvals/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve an assignment of held bank money (second operator)
         * @description Books the credit to the investor the request names, as the assignment at once would (a PROCESSED
         *     deposit; the investor notified and e-mailed). Not by the operator who asked (403 `four-eyes`); once
         *     (409 `approval-closed`; concurrent approvals book once). Audited (`held-credit.assignment-approved`,
         *     then `suspense.assigned` or `third-party.booked`).
         */
        post: operations["approveHeldCreditApproval"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/held-credit-approvals/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline an assignment of held bank money (second operator)
         * @description Closes the request with a reason without booking anything: the credit stays in the suspense or
         *     third-party list for another assignment. Not by the operator who asked (403 `four-eyes`); once
         *     (409 `approval-closed`). Audited (`held-credit.assignment-declined`).
         */
        post: operations["declineHeldCreditApproval"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payout batches
         * @description The payout batches, newest first (ties by id), each with its state: `AWAITING_APPROVAL` (made,
         *     not yet approved or declined), `APPROVED` (a second operator approved it; some lines still wait
         *     for the bank's outcome), `CONFIRMED` (approved and every line executed or rejected), `DECLINED`.
         *     `state` filters; one page of `limit` from `offset`.
         */
        get: operations["listPayoutBatches"];
        put?: never;
        /**
         * Pay out the pending withdrawals (SEPA pain.001 file)
         * @description Gathers every `PENDING` withdrawal into a new payout batch and answers its SEPA credit-transfer
         *     initiation, an ISO 20022 `pain.001.001.09` document for the platform's bank: the platform's
         *     account as debtor, one `CdtTrfTxInf` per withdrawal (`EndToEndId` `INVEST-WD-<withdrawal id>`,
         *     the amount in EUR with two decimals, the investor's name and IBAN, checked), `NbOfTxs` and
         *     `CtrlSum` of the lines, service level SEPA, charges SLEV, texts in the SEPA character set, and the
         *     requested execution date 2 Slovenian bank business days after today (weekends and Slovenian
         *     public holidays skipped). The withdrawals become `SENT` (the investor still sees `PENDING`).
         *     Nothing pending answers 422 `something-wrong`. Four-eyes: a second operator approves the batch
         *     (`POST /ops/payouts/{id}/approve`) before its file can be downloaded (`GET /ops/payouts/{id}/file`)
         *     and its lines confirmed; until then it can be declined (`POST /ops/payouts/{id}/decline`), which
         *     makes its withdrawals `PENDING` again.
         */
        post: operations["createPayoutBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/payouts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A payout batch and the state of its lines */
        get: operations["getPayoutBatch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/payouts/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a batch's pain.001 document again
         * @description The batch's document, once a second operator approved the batch (else 409 `payout-not-approved`).
         */
        get: operations["downloadPayoutFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/payouts/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record the bank's outcome of a batch's lines
         * @description Per line (by `EndToEndId`): `EXECUTED` makes the withdrawal `PROCESSED` and books the payout
         *     (withdrawals-pending → bank-transfers); the investor gets a notification and an e-mail.
         *     `REJECTED` marked by hand (without the bank's return in a statement) moves no money: it opens a
         *     rejection request (`GET /ops/payout-rejections`) that a second operator approves — only then is
         *     the withdrawal `DECLINED` and the money returned to the investor's available funds — or
         *     declines (the line stays `SENT`); the line stays `SENT` meanwhile, and marking it `EXECUTED`
         *     answers 409 `rejection-waiting`. Each line is settled once: a line already settled (or
         *     already waiting for a rejection's decision) is left unchanged, so a repeated confirmation
         *     changes nothing; lines not named stay `SENT` and can be confirmed later. A name that is not a
         *     line of the batch answers 400 and settles nothing.
         */
        post: operations["confirmPayoutBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/payout-rejections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payout lines marked rejected by hand
         * @description The rejection requests of payout lines (four-eyes), newest first: `PENDING_APPROVAL` (waiting
         *     for a second operator; the line is `SENT`, nothing returned yet), `APPROVED` (the line is
         *     `DECLINED`, the money returned), `DECLINED` (the line stayed `SENT`). `status` filters; one page
         *     of `limit` from `offset`.
         */
        get: operations["listPayoutRejections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/payout-rejections/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a payout line's rejection (second operator)
         * @description The line becomes `DECLINED` and its amount returns to the investor's available funds
         *     (withdrawals-pending → investor cash), with the investor's notification and e-mail. Not by the
         *     operator who marked it (403 `four-eyes`); once (409 `approval-closed`; concurrent approvals
         *     return the money once). Audited (`payout-line.rejection-approved`, `withdrawal.declined`).
         */
        post: operations["approvePayoutRejection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/payout-rejections/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline a payout line's rejection
         * @description Closes the request without returning anything: the line stays `SENT` for the bank's real
         *     outcome. A second operator refuses it, or the operator who marked it withdraws it. Once (409
         *     `approval-closed`). Audited (`payout-line.rejection-declined`).
         */
        post: operations["declinePayoutRejection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/withdrawals/{id}/hold": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hold a pending withdrawal out of payout batches
         * @description Keeps a `PENDING` withdrawal (in no batch) out of every payout batch until it is released; its
         *     amount stays reserved and the investor still sees it pending (and may cancel it). Anything
         *     else, or one held already, answers 409 `withdrawal-state`. Audited (`withdrawal.held`).
         */
        post: operations["holdWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/withdrawals/{id}/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Release a held withdrawal
         * @description The next payout batch takes it again. A withdrawal that is not held answers 409
         *     `withdrawal-state`. Audited (`withdrawal.released`).
         */
        post: operations["releaseWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/originators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List originators
         * @description Every originator (assignor), optionally matching `q` (a part of the name, case-insensitive),
         *     sorted by `sort` (`name`, the default; `partnerSince`: the partnership's start; `rating`: the
         *     failure score; `income`: the total income; originators without the sorted value come last),
         *     `direction` (default `asc`), ties by id in the same direction.
         */
        get: operations["listOriginators"];
        put?: never;
        /**
         * Add an originator
         * @description A company that assigns receivables to the platform. Names are unique (case-insensitive); a taken name
         *     answers 409. Its IBAN, when given, lets the statement import book its payments to it (unique too).
         */
        post: operations["createOriginator"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/originators/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Correct an originator
         * @description Replaces the originator's data (the same fields and rules as adding it; an optional field left
         *     out becomes empty). Investors see the new data on its receivables at once; no money is involved.
         *     A name another originator has answers 409. Audited `originator.updated` with the changed fields' names.
         */
        put: operations["updateOriginator"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/receivables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List receivables
         * @description Every receivable, optionally of one state and matching `q` (a part of its number or of its
         *     originator's name, case-insensitive), sorted by `sort` (`listed`: listing time, the default;
         *     `maturity`: the current maturity date; `amount`: the total amount; `rate`: the interest rate;
         *     `number`), `direction` (default `desc`), ties by id in the same direction.
         */
        get: operations["listReceivables"];
        put?: never;
        /**
         * List a receivable on the marketplace
         * @description Lists a receivable an originator assigned to the platform, whole amount available, state
         *     `ACTIVE`. The maturity date must be after the issue date and not in the past; numbers are unique
         *     (a taken number answers 409).
         */
        post: operations["createReceivable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/receivables/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a receivable */
        get: operations["getReceivable"];
        /**
         * Correct a receivable before anything of it is bought
         * @description Replaces every term of a listing (the same fields and rules as listing it; the available amount
         *     becomes the new total). Only while nobody has bought any of it — a purchase, even a cancelled
         *     one, fixed the terms an investor agreed to: 409 `receivable-has-purchases` — and while it is
         *     `ACTIVE` and was never extended (409 `receivable-state`). The receivable's row is locked, so a
         *     purchase and a correction never cross. Audited `receivable.updated`.
         */
        put: operations["updateReceivable"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/receivables/{id}/holders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Holders of a receivable
         * @description Every purchase of the receivable (cancelled ones included), oldest first.
         */
        get: operations["listReceivableHolders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/receivables/{id}/repayments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record what the originator (or the insurer) paid
         * @description The money must have arrived: the payment is drawn from the originator's account, which only the
         *     bank statement fills (`originatorFunds`; the insurer's payment quotes the originator's reference,
         *     so it arrives there too); more than it holds answers 422 `originator-funds-insufficient`. Up to
         *     the schedule (the holders' interest to the later of the maturity date and `paidOn`) it is booked
         *     at once (200); beyond it, it is recorded as waiting (202, nothing moves) until a second operator
         *     approves it (`POST /ops/repayments/{id}/approve`); while one waits, another answers 409
         *     `repayment-waiting`.
         *
         *     Booked, it pays the whole receivable and ends it (`REPAID`): each active holding gets its
         *     principal back (`INVESTMENT_END`) and a share of the rest as interest (`EARNED_INTERESTS`) in
         *     proportion to the interest it earned at its own rate from its purchase to the maturity date
         *     (largest-remainder rounding, so the parts sum exactly to the amount: paying exactly `amountDue`
         *     pays every holder exactly their own interest), less tax withheld for personal investors (`TAX`), and a
         *     notification. The amount must cover the principal sold (`amountDue` shows the expected payment).
         *     `INSURER` pays a PG receivable in `COLLECTION`. A receivable already repaid answers 409.
         */
        post: operations["recordRepayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/repayments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List recorded repayments
         * @description Newest first; `status=PENDING_APPROVAL` is the queue a second operator approves or declines.
         */
        get: operations["listRepayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/repayments/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a repayment beyond the schedule (second operator)
         * @description Books a `PENDING_APPROVAL` repayment as `recordRepayment` would, with every rule checked again (the
         *     receivable's state, the principal, what has arrived). The operator who recorded it cannot approve it
         *     (403 `four-eyes`); one decided already answers 409 `approval-closed`, and concurrent approvals book
         *     once. Audited (`repayment.approved`, `receivable.repayment-recorded`).
         */
        post: operations["approveRepayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/repayments/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline a repayment beyond the schedule (second operator)
         * @description Closes a `PENDING_APPROVAL` repayment without booking it; the receivable may then be repaid again. As for
         *     approval, not by the operator who recorded it (403 `four-eyes`), once (409 `approval-closed`). Audited
         *     (`repayment.declined`).
         */
        post: operations["declineRepayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/receivables/{id}/delays": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record that the originator is late
         * @description Marks an `ACTIVE` or `PAYING_OUT` receivable `LATE` from the given day (the daily job also does so the day after maturity). BG buyback follows on day 31 of the delay.
         */
        post: operations["recordDelay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/receivables/{id}/extensions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Extend the repayment date
         * @description Moves the maturity date by up to 30 days, at most 6 times per receivable (terms); a late receivable becomes `ACTIVE` again when the new date is not past.
         */
        post: operations["recordExtension"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/receivables/{id}/loss-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a loss event
         * @description The debtor or originator failed (`LOSS_EVENT`). BG: the provider buys the claim back on day 31
         *     after the event; PG: collection starts 30 days after it, then the insurer pays (recorded as a
         *     repayment with payer `INSURER`); without protection collection starts at once.
         */
        post: operations["recordLossEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/receivables/{id}/non-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close collection without payment
         * @description Collection of a receivable without protection failed (`NON_PAYMENT`); the holders' principal is written off and they are notified. Protected receivables are bought back or insured instead (409).
         */
        post: operations["recordNonPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/identity-reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The identity review queue
         * @description Uploads of identity documents (`POST /uploadDocuments/{Id}`) of one state, `PENDING` by default,
         *     matching `q` (any of: a part of the registrant's first, last or company name or of the e-mail
         *     address, case-insensitive; the user id), sorted by `sort` (ties by id), one page of `limit` from
         *     `offset`. Without `sort` and `direction`: pending ones oldest first (the queue), the others newest
         *     first. With `sort` alone: `submitted` keeps that order, `name` is A to Z.
         */
        get: operations["listIdentityReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/identity-reviews/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One upload of identity documents
         * @description The review the console's detail view opens (any state), with the registrant's data to compare with the documents.
         */
        get: operations["getIdentityReview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/identity-reviews/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm an investor's identity
         * @description The pending upload is `APPROVED`: the investor becomes confirmed (`status.confirmed`) with the
         *     document's validity date, gets an `ACCOUNT_CONFIRMED` notification and an e-mail. Audited.
         */
        post: operations["approveIdentityReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/identity-reviews/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refuse an upload of identity documents
         * @description The pending upload is `REJECTED` with the reason: the investor stays unconfirmed, sees the upload
         *     link again (`identificationDocument.verification` `REJECTED`), gets a `DOCUMENTS_REQUIRED`
         *     notification and an e-mail in their language naming the reason and the upload page. Audited.
         */
        post: operations["rejectIdentityReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/identity-documents/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * View an uploaded identity document
         * @description The stored JPEG (re-encoded at upload, without metadata). Each view is audited. The image of a
         *     superseded or rejected upload is deleted (410 `document-deleted`).
         */
        get: operations["downloadIdentityDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/investors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search investors
         * @description Investors matching `q` (any of: a part of the first, last or company name or of the e-mail
         *     address, case-insensitive; the user id; the RF payment reference, printed with spaces or not),
         *     filtered by `status`, sorted by `sort` (ties by id), one page of `limit` from `offset`.
         */
        get: operations["listInvestors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/investors/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An investor's profile */
        get: operations["getInvestorProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/investors/{id}/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An investor's balance
         * @description The figures the investor sees (`GET /accountBalance`), computed by the same code.
         */
        get: operations["getInvestorBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/investors/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An investor's account history
         * @description The page the investor sees (`GET /accountHistory`), computed by the same code, paged by the same cursor.
         */
        get: operations["getInvestorHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/investors/{id}/block": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Block a profile
         * @description The investor can no longer sign in; every session ends. A block after failed logins becomes the
         *     provider's (a password reset no longer lifts it). The investor is e-mailed with the reason.
         *     Audited (`investor.blocked`).
         */
        post: operations["blockInvestor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/investors/{id}/unblock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Lift a block
         * @description Lifts a block (the provider's or one after failed logins) and resets the failed-login count;
         *     restrictions stay. The investor is e-mailed. Audited (`investor.unblocked`).
         */
        post: operations["unblockInvestor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/investors/{id}/restrictions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a profile's restrictions
         * @description `buying: true`: purchases (by hand and by auto-invest) are refused with 422 `buying-restricted`;
         *     `withdrawing: true`: withdrawals and their codes are refused with 422 `withdrawing-restricted`.
         *     Both false lifts the restriction. The investor can still sign in and is e-mailed with the
         *     reason. Audited (`investor.restricted`).
         */
        put: operations["restrictInvestor"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/investors/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close a profile
         * @description Closes the profile by the rules of the investor's own closing (`POST /deleteAccount/{userId}`):
         *     refused with 422 `deleteAccountErrorAccountValue` while the total balance is 1 € or more or a
         *     debt of 1 € or more is open; otherwise the personal data leaves the profile (kept apart for the
         *     legal retention period), every session ends. The investor is e-mailed with the reason before
         *     the address is erased. Audited (`investor.closed` and `account.closed`, actor the operator).
         */
        post: operations["closeInvestor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/investors/{id}/inactivity-notice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the notice of closure after 12 months without a purchase
         * @description SPEC §1: a profile may be closed after 12 months without a purchase; the provider's termination
         *     needs 10 days' notice (SPEC §9). E-mails the investor (in their language) that the profile may be
         *     closed from 10 days on unless they buy a claim, and how to take their money out; the profile
         *     then shows the notice (`inactivityNotice`) until a purchase voids it. Closing stays the
         *     operator's decision (`POST /ops/investors/{id}/close`). Refused with 409 `investor-state` when the
         *     profile is closed, has a purchase (or was registered) within the last 12 months, or has a notice
         *     standing. Moves no money. Audited (`investor.inactivity-noticed`).
         */
        post: operations["sendInactivityNotice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/investors/{id}/deductions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deduct an amount from the balance
         * @description Every deduction, whatever its amount, waits (`PENDING_APPROVAL`) for a second operator and moves
         *     no money until then (four-eyes); the approval (`POST /ops/deductions/{id}/approve`) books it
         *     (investor cash → the provider, ledger kind `deduction`). A booking may leave the balance negative (terms
         *     §3): the investor is then notified (`NEGATIVE_BALANCE`) and e-mailed that the debt is to be
         *     settled within 5 days of the notice (`negativeBalanceDueOn`); any booking is e-mailed with its
         *     reason. Audited (`deduction.requested`, `deduction.booked`).
         */
        post: operations["createDeduction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/deductions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List deductions
         * @description Newest first; `status=PENDING_APPROVAL` is the approval queue.
         */
        get: operations["listDeductions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/deductions/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a deduction (second operator)
         * @description Books a `PENDING_APPROVAL` deduction (investor cash → the provider). The operator who asked for it
         *     cannot approve it (403 `four-eyes`); a deduction already approved or rejected answers 409
         *     `approval-closed` (concurrent approvals book once). Audited (`deduction.approved`, `deduction.booked`).
         */
        post: operations["approveDeduction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/deductions/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a deduction (second operator)
         * @description Closes a `PENDING_APPROVAL` deduction without booking it. As for approval, not by the operator
         *     who asked (403 `four-eyes`), once (409 `approval-closed`). Audited (`deduction.rejected`).
         */
        post: operations["rejectDeduction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/payouts/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a payout batch (second operator)
         * @description A batch's file can be downloaded and its lines confirmed only after approval. The operator who
         *     made the batch cannot approve it (403 `four-eyes`); a batch is approved once (409
         *     `approval-closed`). Audited (`payout.approved`).
         */
        post: operations["approvePayoutBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/payouts/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline a payout batch not yet approved
         * @description Closes a batch that is not approved yet without paying it out, as a bank's maker and checker
         *     may: the operator who made it withdraws it (a mistake, a withdrawal to hold back), or a second
         *     operator refuses it instead of approving it. Its withdrawals leave it and are `PENDING` again,
         *     so the next batch (`POST /ops/payouts`) takes them; no money moves (their amounts stay reserved
         *     in withdrawals-pending) and the investors are not notified (their withdrawal is simply still
         *     pending). The batch keeps its totals and stays declined (`declinedBy`, `declinedAt`,
         *     `declineReason`; `lines` empty); its file is never released. An approved or already declined
         *     batch answers 409 `approval-closed`, and a declined one can no longer be approved (409
         *     `approval-closed`); of a decline and an approval at once exactly one succeeds. Audited
         *     (`payout.declined`).
         */
        post: operations["declinePayoutBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/withdrawals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List investors' withdrawals
         * @description Withdrawals of every investor, newest request first (ties by id), with the investor's name and
         *     the IBAN the money goes to; `status` filters (`PENDING`: what the next payout batch takes). One
         *     page of `limit` from `offset`.
         */
        get: operations["listOpsWithdrawals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/withdrawals/totals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count and sum of withdrawals in a status
         * @description How many withdrawals there are and what they add up to, all of them or those in `status`
         *     (`PENDING`: what `POST /ops/payouts` would put into a batch now).
         */
        get: operations["getOpsWithdrawalTotals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit log
         * @description Every security event, money movement and operator action, newest first, filtered by action,
         *     actor (`user:<id>`, `operator:<id>`, `system`, `anonymous`), the investor it is about and a
         *     period of calendar days in Europe/Ljubljana (`from`, `to`, both included).
         */
        get: operations["listAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/audit-log/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit log as CSV
         * @description The events of the same filters, oldest first, at most 100 000 (400 asking to narrow the filters
         *     beyond). RFC 4180 CSV (comma, CRLF), UTF-8 with a byte order mark, text that would start a
         *     spreadsheet formula prefixed with `'`, as `GET /accountHistory/export`. Columns, in this order
         *     (only ever added at the end): `id`, `created_at` (ISO 8601 UTC), `action`, `actor`, `user_id`,
         *     `ip`, `request_id`, `details` (the event's details as JSON). File name `audit-log.csv`.
         */
        get: operations["exportAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/sms-failures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Text messages that failed
         * @description Newest first: text messages the SMS provider refused (`REFUSED`, never retried), gave up after
         *     every attempt or not sent before their code expired (`FAILED`), reported undelivered after
         *     taking them (`UNDELIVERED`), and those still waiting for a retry (`RETRYING`). The recipient is
         *     masked and the text never shown (it carries a code).
         */
        get: operations["listSmsFailures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sms/delivery-reports/infobip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Infobip delivery reports
         * @description Infobip's delivery reports of the messages sent with this URL as `notifyUrl`. Infobip signs
         *     nothing here: every message carries `callbackData` (its outbox id and an HMAC of it under a key
         *     derived from the API key), which each report must echo unchanged, else the whole request is
         *     refused (401 `unauthorized`) and nothing recorded. Answers how many reports matched a message.
         */
        post: operations["receiveInfobipDeliveryReports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sms/delivery-reports/twilio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Twilio status callback
         * @description Twilio's status callback of a message sent with this URL as `StatusCallback`. Refused (401
         *     `unauthorized`, nothing recorded) unless `X-Twilio-Signature` is the HMAC-SHA1, under the auth
         *     token, of this URL (as `PUBLIC_URL` names it) followed by every POST parameter's name and value
         *     sorted by name, and `AccountSid` is the service's. `delivered`, `undelivered` and `failed` are
         *     recorded on the message; other statuses are acknowledged.
         */
        post: operations["receiveTwilioStatusCallback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description The passkey's name as the investor sees it in the list. */
        PasskeyName: string;
        /** @description Bytes in base64url without padding (WebAuthn's JSON encoding). */
        Base64Url: string;
        /** @description Opaque id of a passkey challenge (single use, 5 minutes). */
        PasskeyChallengeId: string;
        /** @description The browser and operating system named by a request's User-Agent. */
        Device: {
            /** @description Browser family (Chrome, Edge, Firefox, Safari, Opera, Samsung Internet); null when unknown. */
            browser: string | null;
            /** @description Operating system (Windows, macOS, iOS, Android, ChromeOS, Linux); null when unknown. */
            os: string | null;
            mobile: boolean;
        };
        Passkey: {
            /** Format: uuid */
            id: string;
            name: components["schemas"]["PasskeyName"];
            device: components["schemas"]["Device"];
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description The last sign-in or confirmation with it; null before its first use.
             */
            lastUsedAt: string | null;
            /** @description The key is synced between the investor's devices (a password manager's or the platform's passkey). */
            backedUp: boolean;
        };
        /** @description WebAuthn `PublicKeyCredentialCreationOptionsJSON` for `navigator.credentials.create()`. */
        PasskeyCreationOptions: {
            challenge: components["schemas"]["Base64Url"];
            rp: {
                id?: string;
                name: string;
            };
            user: {
                id: components["schemas"]["Base64Url"];
                name: string;
                displayName: string;
            };
            pubKeyCredParams: {
                type: string;
                alg: number;
            }[];
        } & {
            [key: string]: unknown;
        };
        /** @description WebAuthn `PublicKeyCredentialRequestOptionsJSON` for `navigator.credentials.get()`. */
        PasskeyRequestOptions: {
            challenge: components["schemas"]["Base64Url"];
            rpId?: string;
            userVerification?: string;
            allowCredentials?: {
                id: components["schemas"]["Base64Url"];
                type: string;
                transports?: string[];
            }[];
        } & {
            [key: string]: unknown;
        };
        PasskeyRegistrationStart: {
            challengeId: components["schemas"]["PasskeyChallengeId"];
            options: components["schemas"]["PasskeyCreationOptions"];
        };
        PasskeyAssertionOptions: {
            challengeId: components["schemas"]["PasskeyChallengeId"];
            options: components["schemas"]["PasskeyRequestOptions"];
        };
        /** @description WebAuthn `RegistrationResponseJSON`, as `@simplewebauthn/browser` answers it. */
        RegistrationCredential: {
            id: components["schemas"]["Base64Url"];
            rawId: components["schemas"]["Base64Url"];
            /** @enum {string} */
            type: "public-key";
            /** @enum {string} */
            authenticatorAttachment?: "platform" | "cross-platform";
            clientExtensionResults: {
                [key: string]: unknown;
            };
            response: {
                clientDataJSON: components["schemas"]["Base64Url"];
                attestationObject: components["schemas"]["Base64Url"];
                authenticatorData?: components["schemas"]["Base64Url"];
                publicKey?: components["schemas"]["Base64Url"];
                publicKeyAlgorithm?: number;
                transports?: string[];
            };
        };
        /** @description WebAuthn `AuthenticationResponseJSON`, as `@simplewebauthn/browser` answers it. */
        AuthenticationCredential: {
            id: components["schemas"]["Base64Url"];
            rawId: components["schemas"]["Base64Url"];
            /** @enum {string} */
            type: "public-key";
            /** @enum {string} */
            authenticatorAttachment?: "platform" | "cross-platform";
            clientExtensionResults: {
                [key: string]: unknown;
            };
            response: {
                clientDataJSON: components["schemas"]["Base64Url"];
                authenticatorData: components["schemas"]["Base64Url"];
                signature: components["schemas"]["Base64Url"];
                userHandle?: components["schemas"]["Base64Url"];
            };
        };
        PasskeyRegistration: {
            challengeId: components["schemas"]["PasskeyChallengeId"];
            credential: components["schemas"]["RegistrationCredential"];
            name?: components["schemas"]["PasskeyName"];
        };
        /** @description A passkey's answer to a challenge (`POST /passkeyChallenge/{userId}` for an action). */
        PasskeyAssertion: {
            challengeId: components["schemas"]["PasskeyChallengeId"];
            credential: components["schemas"]["AuthenticationCredential"];
        };
        PasskeyConfirmation: {
            passkey: components["schemas"]["PasskeyAssertion"];
        };
        /**
         * @description The action a passkey challenge confirms, with the fields that bind it as in `TokenRequest`
         *     (same rules: each field only with the token types that take it).
         */
        PasskeyChallengeRequest: {
            tokenType: components["schemas"]["VerificationTokenType"];
            amount?: components["schemas"]["PositiveMoney"];
            iban?: components["schemas"]["IbanText"];
            holderName?: components["schemas"]["HolderName"];
            /** Format: int64 */
            investmentId?: number;
            strategy?: components["schemas"]["AutoInvestType"];
        };
        OperatorOtp: {
            /** @description The operator's current authenticator code. */
            otp: string;
        };
        /**
         * Format: email
         * @description An e-mail address.
         */
        Email: string;
        /** @description The body of every 4xx/5xx response. Never carries a stack trace, SQL or a token. */
        ApiError: {
            /** @description Human-readable English message (the app shows the translation of `key`). */
            message: string;
            key: components["schemas"]["ErrorKey"];
        };
        /**
         * @description Stable error key (SPEC §8 plus the service's generic keys); the app translates it.
         * @enum {string}
         */
        ErrorKey: "unauthorized" | "error-logging-in" | "error-loggin-in" | "error-creating-account" | "error-lost-password" | "something-wrong" | "company-vat-not-found" | "email-taken" | "not-found" | "phone-confirmation-failed" | "phone-confirmation-code-invalid" | "phone-confirmation-expired" | "sessionExpired" | "wait10Seconds" | "withdrawDenied" | "errorUploading" | "image-too-large" | "document-deleted" | "genericErrorMessage" | "error-passwords-do-not-match" | "passwordDoesNotMatch" | "weakPasswordConfirmation" | "agreementsRequired" | "deleteAccountErrorAccountValue" | "validation-error" | "forbidden" | "not-implemented" | "sms-not-delivered" | "sms-unavailable" | "service-unavailable" | "rate-limited" | "profile-blocked" | "reset-link-invalid" | "idempotency-key-required" | "idempotency-key-reused" | "idempotency-key-in-use" | "suspense-already-assigned" | "third-party-payment-closed" | "payer-account-unknown" | "return-line-bank-only" | "investDenied" | "insufficient-funds" | "exceeds-available-amount" | "investment-closed" | "amount-below-minimum" | "not-cancelable" | "originator-exists" | "receivable-exists" | "receivable-has-purchases" | "receivable-state" | "extension-limit" | "repayment-below-principal" | "review-state" | "authenticator-exists" | "buying-restricted" | "withdrawing-restricted" | "investor-state" | "operator-state" | "four-eyes" | "approval-closed" | "payout-not-approved" | "invalid-iban" | "iban-outside-eu" | "payout-account-holder-mismatch" | "payout-account-unchanged" | "payout-account-cooling-off" | "no-payout-account" | "confirmation-code-required" | "originator-iban-exists" | "originator-funds-insufficient" | "repayment-waiting" | "withdrawal-not-cancellable" | "withdrawal-state" | "rejection-waiting" | "held-credit-approval-waiting" | "passkey-invalid" | "passkey-limit" | "internal";
        /** @description An OAuth 2 token error (RFC 6749 §5.2) that is also an `ApiError`. */
        OAuthError: components["schemas"]["ApiError"] & {
            /** @enum {string} */
            error: "invalid_request" | "invalid_client" | "invalid_grant" | "unsupported_grant_type" | "invalid_scope";
        };
        /** @description An empty JSON object. */
        Empty: Record<string, never>;
        /**
         * @description Euros with at most two decimals (validate against integer cents to avoid float error).
         * @example 1250.5
         */
        Money: number;
        /**
         * @description A positive amount in euros with at most two decimals.
         * @example 100
         */
        PositiveMoney: number;
        /**
         * Format: int64
         * @description A user id; the investor's account number derives from it.
         */
        UserIdValue: number;
        /** @description Opaque id of a verification (SMS code, e-mail link or password reset). */
        VerificationId: string;
        /** @description The 6-digit SMS code. */
        SmsCode: string;
        /** @enum {string} */
        Language: "EN" | "SL";
        TokenForm: {
            /** @enum {string} */
            grant_type: "password";
            /**
             * @description Requested scope; the web app sends `read write`.
             * @example read write
             */
            scope?: string;
            /** @description The e-mail address. */
            username: string;
            password: string;
        };
        OperatorTokenForm: {
            /** @enum {string} */
            grant_type: "password";
            scope?: string;
            /** @description The operator's e-mail address. */
            username: string;
            password: string;
            /**
             * @description The authenticator app's current code (6 digits); every operator's login needs it, or instead
             *     `passkey`.
             */
            otp?: string;
            /**
             * @description Instead of `otp`: a `PasskeyAssertion` as JSON text, for a challenge of
             *     `POST /ops/passkeyLogin/options`, made with one of the operator's own passkeys.
             */
            passkey?: string;
        };
        AuthResponse: {
            /** @description Opaque access token (at least 128 random bits). */
            access_token: string;
            /** @description Lifetime in seconds. */
            expires_in: number;
            /** @enum {string} */
            token_type: "Bearer";
            userId: components["schemas"]["UserIdValue"];
        };
        RevokeForm: {
            /** @description The access token to revoke. */
            token: string;
            /** @enum {string} */
            token_type_hint?: "access_token";
        };
        Company: {
            name: string;
            taxNo: string;
            address: {
                streetAndNumber: string;
                city: string;
            };
        };
        PhoneVerification: {
            Id: components["schemas"]["VerificationId"];
            delivery: components["schemas"]["SmsDelivery"];
        };
        /**
         * @description How the code's text message went when it was asked for: `SENT` — the SMS provider took it;
         *     `DELAYED` — the provider was throttling, down or did not answer in time, and the service retries
         *     it with backoff while the code lives (the text may take a few minutes).
         * @enum {string}
         */
        SmsDelivery: "SENT" | "DELAYED";
        PhoneConfirmRequest: {
            verificationId: components["schemas"]["VerificationId"];
            code: components["schemas"]["SmsCode"];
        };
        PhoneConfirmation: {
            verified: boolean;
            Id: components["schemas"]["VerificationId"];
            /** @description Why the code was refused; `Token expired` for an expired code. */
            message?: string;
            key?: components["schemas"]["ErrorKey"];
        };
        /** @description The registration draft turned into an account (SPEC §3 new-customer payload). */
        NewCustomer: {
            /**
             * Format: email
             * @description The e-mail address (same as `email`).
             */
            username: string;
            humanFirstName: string;
            humanLastName: string;
            email: components["schemas"]["Email"];
            /** @description Dial code plus number, the one confirmed by `phoneVerificationId`. */
            telephone: string;
            dateOfBirth: components["schemas"]["DateOfBirth"];
            password: string;
            address: components["schemas"]["NewCustomerAddress"];
            investorType: components["schemas"]["InvestorType"];
            company?: components["schemas"]["NewCustomerCompany"];
            phoneVerificationId: components["schemas"]["VerificationId"];
        };
        DateOfBirth: {
            dayOfMonth: number;
            month: number;
            year: number;
        };
        NewCustomerAddress: {
            unitNumber?: string | null;
            streetName: string;
            streetNumber: string;
            /** @description Postal code (optional for compatibility; the app sends it). */
            postalCode?: string;
            /** @description The city. */
            townOrSuburb: string;
            /** @description The country name (validated with `isRegionValid`). */
            regionOrState: string;
        };
        /** @description Business accounts only; the legal representative registers it. */
        NewCustomerCompany: {
            name: string;
            taxNo: string;
            address?: {
                streetAndNumber?: string;
                city?: string;
            };
        };
        CustomerCreated: {
            Id: components["schemas"]["UserIdValue"];
            username: string;
        };
        ConfirmEmailRequest: {
            verificationId: components["schemas"]["VerificationId"];
        };
        PasswordResetRequest: {
            /** @description At least 8 characters, letters plus a number or symbol. */
            newPassword: string;
            verificationId?: components["schemas"]["VerificationId"];
            code?: components["schemas"]["SmsCode"];
            authenticatorCode?: components["schemas"]["AuthenticatorCode"];
            passkey?: components["schemas"]["PasskeyAssertion"];
        };
        /** @description The investor as the app sees it (SPEC §3). */
        User: {
            Id: components["schemas"]["UserIdValue"];
            /** @description The e-mail address used to log in. */
            username: string;
            reference: {
                /** @description The investor identification number quoted on bank transfers. */
                number: string;
            };
            contact: components["schemas"]["Contact"];
            address: components["schemas"]["UserAddress"];
            investorType: components["schemas"]["InvestorType"];
            investorProfile: components["schemas"]["InvestorProfile"];
            /** @description Business investors only; null for personal ones. */
            companyInvestorProfile: components["schemas"]["CompanyInvestorProfile"] | null;
            /** @description Business investors only. */
            company: {
                name: string;
            } | null;
            taxNo: string | null;
            /** @description The payout account the investor chose (`/payoutAccount/{userId}`); null before they add one. */
            mainBankAccount: components["schemas"]["BankAccount"] | null;
            identificationDocument: {
                /**
                 * Format: date
                 * @description The identity document's validity, recorded when the operator confirms it.
                 */
                validTo: string | null;
                verification: components["schemas"]["IdentityVerification"];
                /** @description Why the operator refused the last upload (while `verification` is `REJECTED`). */
                rejectionReason: string | null;
            };
            status: components["schemas"]["UserStatus"];
            settings: components["schemas"]["UserSettings"];
        };
        Contact: {
            firstName: string;
            lastName: string;
            email: string;
            telephone: string;
        };
        UserAddress: {
            streetName: string;
            streetNumber: string | null;
            postalCode: string | null;
            /** @description The city. */
            townOrSuburb: string;
            /** @description The country name (also the country of citizenship shown on the investor profile). */
            regionOrState: string;
        };
        /** @enum {string} */
        InvestorType: "Personal" | "Business";
        /** @description Answers of the personal questionnaire (empty for business investors). */
        InvestorProfile: {
            completed: boolean;
            fundsSources: components["schemas"]["SourceOfFunds"][];
            annualIncome: components["schemas"]["PersonalAnnualIncome"] | null;
            /** @description ISO 3166-1 alpha-2 code of the country of (tax) residence. */
            countryOfResidence: string | null;
        };
        /** @description Answers of the business questionnaire. */
        CompanyInvestorProfile: {
            completed: boolean;
            economicActivity: components["schemas"]["EconomicActivity"] | null;
            mainCounterPartyOrigin: components["schemas"]["CounterpartyOrigin"] | null;
            type: components["schemas"]["CompanyType"] | null;
            annualIncome: components["schemas"]["CompanyAnnualIncome"] | null;
            availableIncomePercent: components["schemas"]["AvailableIncomePercent"] | null;
        };
        BankAccount: {
            /** @description IBAN. */
            accountNumber: string;
            /** @description Bank name. */
            bank: string;
        };
        /**
         * @description An IBAN as people write it (spaces allowed, any case).
         * @example SI56 1910 0000 0123 438
         */
        IbanText: string;
        /**
         * @description The account holder's name as the bank writes it: the investor's own (a business investor's:
         *     the company's). Compared with the registered name ignoring diacritics, case, word order,
         *     punctuation and a company's legal form (d.o.o., d.d., GmbH …).
         */
        HolderName: string;
        PayoutAccount: {
            /** @description The IBAN in its electronic form (no spaces). */
            iban: string;
            /** @description The bank's BIC where it can be derived from the IBAN. */
            bic: string | null;
            /** @description The bank's name where it is known. */
            bankName: string | null;
            /** @description The account holder's name as the investor entered it. */
            holderName: string | null;
            /**
             * Format: date-time
             * @description From when withdrawals to this account are possible (24 hours after it was added or changed).
             */
            withdrawalsFrom: string;
            /** @description True while withdrawals to it must wait (now is before `withdrawalsFrom`). */
            coolingOff: boolean;
        };
        PayoutAccountResponse: {
            payoutAccount: components["schemas"]["PayoutAccount"] | null;
        };
        /**
         * @description The new payout account and its confirmation: the SMS code of a `PAYOUT_ACCOUNT_CHANGE`
         *     verification asked for this `iban` and `holderName`, or a code of the authenticator app.
         */
        PayoutAccountChange: {
            iban: components["schemas"]["IbanText"];
            holderName: components["schemas"]["HolderName"];
            verificationId: components["schemas"]["VerificationId"];
            code: components["schemas"]["SmsCode"];
        } | {
            iban: components["schemas"]["IbanText"];
            holderName: components["schemas"]["HolderName"];
            authenticatorCode: components["schemas"]["AuthenticatorCode"];
        } | {
            iban: components["schemas"]["IbanText"];
            holderName: components["schemas"]["HolderName"];
            passkey: components["schemas"]["PasskeyAssertion"];
        };
        UserStatus: {
            /** @description True once the provider has identified the investor; only then may they buy or withdraw. */
            confirmed: boolean;
            twoFactorAuthEnabled: boolean;
        };
        UserSettings: {
            language: components["schemas"]["Language"];
            notifications: components["schemas"]["NotificationSettings"];
        };
        NotificationSettings: {
            accountSummary: components["schemas"]["AccountSummaryFrequency"];
            deposits: boolean;
            withdrawals: boolean;
            news: boolean;
            updates: boolean;
        };
        /** @enum {string} */
        AccountSummaryFrequency: "NONE" | "DAILY" | "WEEKLY" | "MONTHLY";
        /** @enum {string} */
        SourceOfFunds: "SALARY" | "SAVINGS" | "CAPITAL" | "DIVIDENDS" | "GIFT" | "INHERITANCE" | "BUSINESS" | "OTHER";
        /** @enum {string} */
        PersonalAnnualIncome: "EUR_0_20000" | "EUR_20001_50000" | "EUR_50001_75000" | "EUR_75001_100000" | "EUR_100001";
        /** @enum {string} */
        CompanyType: "PRIVATE_LIMITED" | "PUBLIC_LIMITED" | "SELF_EMPLOYED" | "PARTNERSHIP" | "ASSOCIATION" | "FOUNDATION" | "OTHER";
        /** @enum {string} */
        CompanyAnnualIncome: "EUR_50000" | "EUR_500000" | "EUR_1000000" | "EUR_5000000" | "EUR_5000001";
        /**
         * @description Share of revenue available to invest (up to 10 %, up to 20 %, over 20 %).
         * @enum {string}
         */
        AvailableIncomePercent: "PERCENT_10" | "PERCENT_20" | "PERCENT_21";
        /** @enum {string} */
        CounterpartyOrigin: "UK" | "EU_EEA" | "OTHER";
        /**
         * @description The company's main economic activity, one of the 21 NACE Rev. 2 sections (letter first).
         * @enum {string}
         */
        EconomicActivity: "A_AGRICULTURE_FORESTRY_FISHING" | "B_MINING_QUARRYING" | "C_MANUFACTURING" | "D_ELECTRICITY_GAS_STEAM" | "E_WATER_SUPPLY_WASTE" | "F_CONSTRUCTION" | "G_WHOLESALE_RETAIL_TRADE" | "H_TRANSPORTATION_STORAGE" | "I_ACCOMMODATION_FOOD_SERVICE" | "J_INFORMATION_COMMUNICATION" | "K_FINANCIAL_INSURANCE" | "L_REAL_ESTATE" | "M_PROFESSIONAL_SCIENTIFIC_TECHNICAL" | "N_ADMINISTRATIVE_SUPPORT" | "O_PUBLIC_ADMINISTRATION_DEFENCE" | "P_EDUCATION" | "Q_HUMAN_HEALTH_SOCIAL_WORK" | "R_ARTS_ENTERTAINMENT_RECREATION" | "S_OTHER_SERVICES" | "T_HOUSEHOLDS_AS_EMPLOYERS" | "U_EXTRATERRITORIAL_ORGANISATIONS";
        /**
         * @description `Id` and `username` identify the user (both must be the signed-in user's); then exactly one
         *     change, e.g. `{ "settings": { "language": "SL" } }`, `{ "settings": { "notifications":
         *     { "news": false } } }`, `{ "taxNo": "12345678" }`, `{ "investorProfile": { "countryOfResidence": "SI" } }`.
         */
        UpdateCustomerRequest: {
            Id: components["schemas"]["UserIdValue"];
            username: string;
            settings?: {
                language?: components["schemas"]["Language"];
                /** @description Only the changed entry. */
                notifications?: {
                    accountSummary?: components["schemas"]["AccountSummaryFrequency"];
                    deposits?: boolean;
                    withdrawals?: boolean;
                    news?: boolean;
                    updates?: boolean;
                };
            };
            taxNo?: string;
            /** @description Personal investors; only the changed field. */
            investorProfile?: {
                fundsSources?: components["schemas"]["SourceOfFunds"][];
                annualIncome?: components["schemas"]["PersonalAnnualIncome"];
                countryOfResidence?: string;
            };
            /** @description Business investors; only the changed field. */
            companyInvestorProfile?: {
                economicActivity?: components["schemas"]["EconomicActivity"];
                mainCounterPartyOrigin?: components["schemas"]["CounterpartyOrigin"];
                type?: components["schemas"]["CompanyType"];
                annualIncome?: components["schemas"]["CompanyAnnualIncome"];
                availableIncomePercent?: components["schemas"]["AvailableIncomePercent"];
            };
        };
        QuestionnaireAnswer: {
            /** @enum {string} */
            field: "fundsSources" | "annualIncome" | "countryOfResidence" | "taxNo" | "economicActivity" | "mainCounterPartyOrigin" | "type" | "availableIncomePercent";
            /** @description The option code (or ISO country code, or tax number); a list of option codes for `fundsSources`. */
            value: string | string[];
        };
        /** @enum {string} */
        DocumentType: "ID" | "PASSPORT";
        /**
         * @description Where the investor's identification stands: `NOT_SUBMITTED` (no document yet), `PENDING` (an
         *     upload waits in the operator's review queue), `REJECTED` (refused: upload again), `CONFIRMED`
         *     (identified; `status.confirmed` is true).
         * @enum {string}
         */
        IdentityVerification: "NOT_SUBMITTED" | "PENDING" | "REJECTED" | "CONFIRMED";
        /**
         * @description `SUPERSEDED`: the investor uploaded again before a review.
         * @enum {string}
         */
        IdentityReviewState: "PENDING" | "APPROVED" | "REJECTED" | "SUPERSEDED";
        /**
         * @description `FRONT` and `BACK` of an ID card; `PHOTO_PAGE` of a passport.
         * @enum {string}
         */
        IdentityDocumentSide: "FRONT" | "BACK" | "PHOTO_PAGE";
        /** @description One upload of identity documents and its review (operator calls). */
        IdentityReview: {
            /** Format: int64 */
            id: number;
            userId: components["schemas"]["UserIdValue"];
            investorType: components["schemas"]["InvestorType"];
            firstName: string;
            lastName: string;
            companyName: string | null;
            /** @description As registered, to compare with the document; null when not given. */
            dateOfBirth: components["schemas"]["IsoDate"] | null;
            /** @description The registered address on one line (street and number, postal code and city); null when not given. */
            address: string | null;
            /** @description The registration country (two letters). */
            country: string;
            email: string;
            type: components["schemas"]["DocumentType"];
            state: components["schemas"]["IdentityReviewState"];
            /** Format: date-time */
            submittedAt: string;
            /** Format: date-time */
            reviewedAt: string | null;
            rejectionReason: string | null;
            /** @description The images of the upload; those of a superseded or rejected upload are deleted. */
            documents: {
                /** @description Unguessable id of the stored image (`GET /ops/identity-documents/{documentId}`). */
                id: string;
                side: components["schemas"]["IdentityDocumentSide"];
                /**
                 * Format: date-time
                 * @description When the image left storage: a newer upload superseded this one, or it was rejected.
                 *     Null while it is kept (pending review, or approved: the identification record).
                 */
                deletedAt: string | null;
            }[];
        };
        IdentityApproval: {
            /**
             * Format: date
             * @description The document's expiry date as printed on it; must be after today.
             */
            validTo: string;
        };
        IdentityRejection: {
            /** @description Told to the investor in the e-mail (for example "The back of the ID card is missing"). */
            reason: string;
        };
        DocumentUpload: {
            /** @description JPEG images; front and back for ID, the front page for PASSPORT. */
            documents: string[];
            type: components["schemas"]["DocumentType"];
        };
        /** @enum {string} */
        VerificationTokenType: "CHANGE_PASSWORD" | "WITHDRAWAL_CONFIRMATION" | "TWO_FACTOR_CHANGE" | "DELETE_ACCOUNT" | "AUTHENTICATOR_CHANGE" | "PAYOUT_ACCOUNT_CHANGE" | "PURCHASE_CONFIRMATION" | "CANCELLATION_CONFIRMATION" | "AUTO_INVEST_CONFIRMATION" | "PASSKEY_CHANGE";
        /**
         * @description A code is bound to what it confirms. A `WITHDRAWAL_CONFIRMATION` code (dynamic linking, PSD2):
         *     the request names the `amount`, the code is bound to it and to the investor's payout account,
         *     and the SMS states both; the code confirms only a withdrawal of that amount to that account.
         *     Likewise a `PAYOUT_ACCOUNT_CHANGE` code is bound to `iban` and `holderName`, a
         *     `PURCHASE_CONFIRMATION` code to `investmentId` and `amount`, a `CANCELLATION_CONFIRMATION` code
         *     to `investmentId`, an `AUTO_INVEST_CONFIRMATION` code to `strategy`.
         */
        TokenRequest: {
            tokenType: components["schemas"]["VerificationTokenType"];
            isResend: boolean;
            /**
             * @description Required with `WITHDRAWAL_CONFIRMATION` (the amount to be withdrawn) and
             *     `PURCHASE_CONFIRMATION` (the amount to be bought); not allowed otherwise.
             */
            amount?: components["schemas"]["PositiveMoney"];
            /** @description Required with `PAYOUT_ACCOUNT_CHANGE`, the new payout account; not allowed otherwise. */
            iban?: components["schemas"]["IbanText"];
            /** @description Required with `PAYOUT_ACCOUNT_CHANGE`, the account holder's name; not allowed otherwise. */
            holderName?: components["schemas"]["HolderName"];
            /**
             * Format: int64
             * @description Required with `PURCHASE_CONFIRMATION` (the investment to buy) and `CANCELLATION_CONFIRMATION`
             *     (the user investment to cancel, which must be the user's); not allowed otherwise.
             */
            investmentId?: number;
            /** @description Required with `AUTO_INVEST_CONFIRMATION`, the strategy to choose; not allowed otherwise. */
            strategy?: components["schemas"]["AutoInvestType"];
        };
        VerificationCodeResponse: {
            verificationId: components["schemas"]["VerificationId"];
            delivery: components["schemas"]["SmsDelivery"];
        };
        CodeConfirmation: {
            verificationId: components["schemas"]["VerificationId"];
            code: components["schemas"]["SmsCode"];
        };
        /** @description A current 6-digit code of the authenticator app, or one of its recovery codes (`xxxxx-xxxxx`). */
        AuthenticatorCode: string;
        /**
         * @description The SMS code of a verification of the action's purpose, a code of the authenticator app, or a
         *     passkey's assertion for a challenge asked for the action (`POST /passkeyChallenge/{userId}`).
         */
        StepUpConfirmation: components["schemas"]["CodeConfirmation"] | components["schemas"]["AuthenticatorConfirmation"] | components["schemas"]["PasskeyConfirmation"];
        /**
         * @description The confirmation of an action two-factor authentication guards, when it is on: `verificationId`
         *     and `code` of the SMS, or `authenticatorCode`. Empty (or left out) when two-factor is off.
         */
        OptionalConfirmation: {
            verificationId?: components["schemas"]["VerificationId"];
            code?: components["schemas"]["SmsCode"];
            authenticatorCode?: components["schemas"]["AuthenticatorCode"];
            passkey?: components["schemas"]["PasskeyAssertion"];
        };
        AuthenticatorConfirmation: {
            authenticatorCode: components["schemas"]["AuthenticatorCode"];
        };
        AuthenticatorStatus: {
            /** @description An authenticator app is set up (confirmed with its first code). */
            enabled: boolean;
            recoveryCodesLeft: number;
        };
        AuthenticatorEnrolment: {
            /** @description The shared secret in base32, for apps that cannot scan. */
            secret: string;
            /** @description The `otpauth://totp/…` URI the QR code carries. */
            otpauthUri: string;
        };
        RecoveryCodes: {
            recoveryCodes: string[];
        };
        Session: {
            /** Format: int64 */
            Id: number;
            device: components["schemas"]["Device"];
            /** @description The login's network in CIDR notation (`203.0.113.0/24`, `2001:db8:1::/48`). */
            network: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            lastSeenAt: string;
            /** @description The session this list was asked with. */
            current: boolean;
        };
        /**
         * @default desc
         * @enum {string}
         */
        SortDirection: "asc" | "desc";
        /**
         * Format: date
         * @description Calendar date `YYYY-MM-DD` (the app formats it for display).
         */
        IsoDate: string;
        /** @description A percentage (9.5 means 9.5 %), at most two decimals. */
        Percent: number;
        GraphPoint: {
            date: components["schemas"]["IsoDate"];
            amount: components["schemas"]["Money"];
            /**
             * @description The date as `DD.MM.YYYY`, language-neutral label.
             * @example 15.03.2026
             */
            dateFormatted: string;
        };
        Returns: {
            /** @description Annualised return of all the investor's cash flows (deposits, withdrawals, today's total balance), percent; null when undefined. */
            xirr: components["schemas"]["Percent"] | null;
            byProtection: components["schemas"]["ReturnGroup"][];
            byOriginator: components["schemas"]["ReturnGroup"][];
        };
        ReturnGroup: {
            /** @description `PG`, `BG` or `NONE` for protection groups; the originator id for originator groups. */
            key: string;
            /** @description The originator's name; the protection code for protection groups. */
            label: string;
            /** @description Principal bought in this group, all time. */
            invested: components["schemas"]["Money"];
            /** @description Principal still invested. */
            outstanding: components["schemas"]["Money"];
            /** @description Interest earned after tax, plus buyback interest. */
            earnings: components["schemas"]["Money"];
            xirr: components["schemas"]["Percent"] | null;
        };
        RoiPoint: {
            date: components["schemas"]["IsoDate"];
            amount: components["schemas"]["Percent"];
            /** @description The date as `DD.MM.YYYY`. */
            dateFormatted: string;
        };
        InvestmentTypeAmounts: {
            invoiceFactoring: number;
            reverseFactoring: number;
            internationalFactoring: number;
        };
        AccountBalance: {
            /** @description Interest earned after the tax withheld on it (the last point of `getEarningsHistory`). */
            earnedInterests: components["schemas"]["Money"];
            availableFunds: components["schemas"]["Money"];
            totalBalance: components["schemas"]["Money"];
            netDeposits: components["schemas"]["Money"];
            /**
             * @description Annualised return (XIRR) of the deposits, the withdrawals paid out and today's total balance;
             *     0 while undefined (no deposit, or only today's).
             */
            roi: components["schemas"]["Percent"];
            /** @description Earnings in euro by financing type. */
            earningsByInvestmentType: components["schemas"]["InvestmentTypeAmounts"];
            /** @description ROI in percent by financing type. */
            roiByInvestmentType: components["schemas"]["InvestmentTypeAmounts"];
            /** @description Funds not invested versus invested, in euro (pie graph). */
            deploymentRate: {
                fundsAvailable: components["schemas"]["Money"];
                fundsDeployed: components["schemas"]["Money"];
            };
            withdrawalsTotal: components["schemas"]["Money"];
            maxWithdrawal: components["schemas"]["Money"];
            /** @description Tax that will be withheld on the interest accrued so far (personal investors). */
            futureTaxes: components["schemas"]["Money"];
            depositsTotal: components["schemas"]["Money"];
        };
        /**
         * @description Financing type (F, RF, IF).
         * @enum {string}
         */
        InvestmentType: "invoiceFactoring" | "reverseFactoring" | "internationalFactoring";
        /** @enum {string} */
        LoanType: "INVOICE_FACTORING" | "REVERSE_FACTORING" | "INTERNATIONAL_FACTORING";
        /**
         * @description BG buyback guarantee, PG payment guarantee (insurance).
         * @enum {string}
         */
        ProtectionType: "PG" | "BG";
        /** @enum {string} */
        CompanySize: "MICRO" | "SMALL" | "MEDIUM" | "LARGE";
        Originator: {
            /**
             * Format: int64
             * @description The originator's page is GET /originators/{Id}.
             */
            Id?: number;
            name: string;
            countryCode: string;
            partnerSince: components["schemas"]["IsoDate"] | null;
            creditRating: components["schemas"]["CreditRating"] | null;
            companySize: components["schemas"]["CompanySize"] | null;
            noOfEmployees: number | null;
            totalIncome: components["schemas"]["Money"] | null;
        };
        /** @description From the credit rating company. */
        CreditRating: {
            /** @description Probability of failure in percent. */
            failureScore: number | null;
            /** @description The rating company's ranking (for example `A2`). */
            ranking: string | null;
        };
        /** @description A receivable offered on the marketplace. */
        Investment: {
            /** Format: int64 */
            Id: number;
            number: string;
            originator: components["schemas"]["Originator"];
            /** @description The originator's loan deals on the platform. */
            deals: {
                totalCount: number;
                activeCount: number;
                totalValue: components["schemas"]["Money"];
            };
            type: components["schemas"]["InvestmentType"];
            totalAmount: components["schemas"]["Money"];
            availableAmount: components["schemas"]["Money"];
            interestRate: components["schemas"]["Percent"];
            roi: components["schemas"]["Percent"];
            /** @description The provider's internal ranking (for example `A`). */
            rank: string;
            dateStartFormatted: components["schemas"]["IsoDate"];
            dateEndFormatted: components["schemas"]["IsoDate"];
            termDays: number;
            /**
             * @description Protection label, null when none.
             * @enum {string|null}
             */
            protection: "PG" | "BG" | null;
            /** @description True when the signed-in user already holds part of it. */
            invested: boolean;
            /** @description ISO code of the debtor's country (auto-invest country filters match it). */
            country: string;
            state: components["schemas"]["InvestmentState"];
        };
        /**
         * @description The receivable's life (terms, reading one): ACTIVE (listed, before maturity), PAYING_OUT (due
         *     today), LATE (overdue), COLLECTION (recovery started), NON_PAYMENT (collection failed, written
         *     off), LOSS_EVENT (debtor or originator failed), REPAID (paid, bought back or insured).
         * @enum {string}
         */
        InvestmentState: "ACTIVE" | "PAYING_OUT" | "LATE" | "COLLECTION" | "NON_PAYMENT" | "LOSS_EVENT" | "REPAID";
        /**
         * @description ACTIVE (held), REPAID (paid at maturity), BOUGHT_BACK (BG buyback), INSURED (paid by the insurer), WRITTEN_OFF (non-payment), CANCELED (cancelled by the investor).
         * @enum {string}
         */
        UserInvestmentStatus: "ACTIVE" | "REPAID" | "BOUGHT_BACK" | "INSURED" | "WRITTEN_OFF" | "CANCELED";
        /** @description One payment of a holding's repayment schedule, in the holder's share. */
        ScheduleRow: {
            /** @description The receivable's maturity date (extensions move it). */
            dueOn: components["schemas"]["IsoDate"];
            /** @description The day it was paid (repaid, bought back or paid by the insurer); null while unpaid. */
            paidOn: components["schemas"]["IsoDate"] | null;
            principal: components["schemas"]["Money"];
            /** @description Before tax; unpaid, the interest to the maturity date. */
            interest: components["schemas"]["Money"];
            /** @description Withheld from the interest (personal investors only). */
            tax: components["schemas"]["Money"];
            /** @description Principal plus interest less tax; what reaches the available funds. */
            net: components["schemas"]["Money"];
            /**
             * @description PAID; DUE (not yet due, or due today); LATE (the maturity date has passed unpaid: late, in
             *     collection or after a loss event); WRITTEN_OFF (collection failed: the principal is lost).
             * @enum {string}
             */
            status: "PAID" | "DUE" | "LATE" | "WRITTEN_OFF";
        };
        /** @description An originator as the marketplace's filter names it. */
        OriginatorName: {
            /** Format: int64 */
            Id: number;
            name: string;
        };
        /** @description An originator as investors see it, with its track record on the platform. */
        OriginatorProfile: {
            /** Format: int64 */
            Id: number;
            originator: components["schemas"]["Originator"];
            /**
             * @description The operator's profile of the originator in English; null when none. The app shows the one of the
             *     investor's language, the other when that one is null, nothing when both are.
             */
            descriptionEn: string | null;
            /** @description The same profile in Slovene; null when none. */
            descriptionSl: string | null;
            /** @description Every receivable it assigned to the platform. */
            listed: components["schemas"]["ReceivableTally"];
            /** @description Repaid, bought back or paid by the insurer (state REPAID). */
            repaid: components["schemas"]["ReceivableTally"];
            /** @description Not yet due or due today (ACTIVE, PAYING_OUT). */
            active: components["schemas"]["ReceivableTally"];
            /** @description Past their maturity date unpaid (LATE). */
            late: components["schemas"]["ReceivableTally"];
            /** @description In collection, after a loss event, or written off (COLLECTION, LOSS_EVENT, NON_PAYMENT). */
            defaulted: components["schemas"]["ReceivableTally"];
            /** @description The late amount as a share of the amount listed, rounded half-up to two decimals. */
            lateShare: components["schemas"]["Percent"];
            /** @description The defaulted amount as a share of the amount listed, rounded half-up to two decimals. */
            defaultedShare: components["schemas"]["Percent"];
        };
        ReceivableTally: {
            count: number;
            /** @description The receivables' total amounts. */
            amount: components["schemas"]["Money"];
        };
        /** @description One of the user's purchases. */
        UserInvestment: {
            /** Format: int64 */
            Id: number;
            /** @description Active (true) or done (false). */
            active: boolean;
            /** @description Cancelable until the receivable is fully funded, at most 14 days after the purchase (docs/decisions/0007). */
            cancelable: boolean;
            status: components["schemas"]["UserInvestmentStatus"];
            amount: components["schemas"]["Money"];
            /** @description Interest earned so far (accrued daily; paid at repayment). */
            accruedInterest: components["schemas"]["Money"];
            /** @description Interest to the maturity date at the holding's rate, before tax. */
            expectedInterest: components["schemas"]["Money"];
            dateStartFormatted: components["schemas"]["IsoDate"];
            dateEndFormatted: components["schemas"]["IsoDate"];
            /** @description Set when bought by auto-invest; its rate is shown instead of the investment's. */
            autoInvestData: {
                interestRate: components["schemas"]["Percent"];
            } | null;
            investment: components["schemas"]["Investment"];
        };
        /** @description With two-factor on, `verificationId` and `code`, or `authenticatorCode`, confirm it. */
        CreateUserInvestmentRequest: {
            /** Format: int64 */
            investmentId: number;
            /**
             * @description At least 10 € (the minimum purchase, terms clause 6), or less only to buy all that is still
             *     available of the investment (else 422 `amount-below-minimum`).
             */
            amount: components["schemas"]["PositiveMoney"];
            verificationId?: components["schemas"]["VerificationId"];
            code?: components["schemas"]["SmsCode"];
            authenticatorCode?: components["schemas"]["AuthenticatorCode"];
            passkey?: components["schemas"]["PasskeyAssertion"];
        };
        CreateUserInvestmentResponse: {
            /** @constant */
            success: true;
            /**
             * Format: int64
             * @description Id of the new user investment.
             */
            Id: number;
        };
        InvestmentStats: {
            months36: components["schemas"]["ProtectionYields"];
            months12: components["schemas"]["ProtectionYields"];
        };
        ProtectionYields: {
            bg: components["schemas"]["Yield"];
            pg: components["schemas"]["Yield"];
        };
        Yield: {
            interestRate: components["schemas"]["Percent"];
        };
        /** @enum {string} */
        TransactionStatus: "PROCESSED" | "PENDING" | "DONE" | "DECLINED" | "ACTIVE" | "CANCELED" | "COMPLETE" | "NONE";
        /** @description Where and how an investor pays in by SEPA credit transfer. */
        DepositInstructions: {
            /** @example Invest d.o.o. */
            beneficiaryName: string;
            /** @example Dunajska cesta 156, 1000 Ljubljana, Slovenia */
            beneficiaryAddress: string;
            /**
             * @description The platform's account, electronic format (no spaces).
             * @example SI56191000000123438
             */
            iban: string;
            /** @example DBSISI2X */
            bic: string;
            /** @example Banka d.d. */
            bankName: string;
            /**
             * @description The investor's payment reference (ISO 11649 RF creditor reference), electronic format.
             * @example RF71100001
             */
            reference: string;
            /** @description EPC069-12 (version 002, UTF-8, SCT) QR text; amount left open. */
            qrPayload: string;
        };
        /** @description A bank transfer received (transaction type always bank transfer). */
        Deposit: {
            /** Format: int64 */
            Id: number;
            status: components["schemas"]["TransactionStatus"];
            dateFormatted: components["schemas"]["IsoDate"];
            value: components["schemas"]["Money"];
        };
        Withdrawal: {
            /** Format: int64 */
            Id: number;
            status: components["schemas"]["TransactionStatus"];
            date: components["schemas"]["IsoDate"];
            value: components["schemas"]["Money"];
        };
        /**
         * @description The amount and its confirmation: the SMS code of a `WITHDRAWAL_CONFIRMATION` verification, or a
         *     passkey's assertion for a challenge asked for this amount (bound to it and the payout account).
         */
        CreateWithdrawalRequest: {
            amount: components["schemas"]["PositiveMoney"];
            verificationId: components["schemas"]["VerificationId"];
            code: components["schemas"]["SmsCode"];
        } | {
            amount: components["schemas"]["PositiveMoney"];
            passkey: components["schemas"]["PasskeyAssertion"];
        };
        /** @enum {string} */
        AccountHistoryType: "DEPOSIT" | "WITHDRAWAL" | "INVESTMENT" | "INVESTMENT_END" | "EARNED_INTERESTS" | "TAX";
        AccountHistoryEntry: {
            /** Format: int64 */
            Id: number;
            dateFormatted: components["schemas"]["IsoDate"];
            type: components["schemas"]["AccountHistoryType"];
            /** @description Signed amount (credits positive, debits negative); the table shows it absolute. */
            value: components["schemas"]["Money"];
            /** @description Total balance after the entry. */
            accountValue: components["schemas"]["Money"];
            /** @description Available funds after the entry. */
            availableFunds: components["schemas"]["Money"];
        };
        AccountHistoryPage: {
            content: components["schemas"]["AccountHistoryEntry"][];
            /** @description True on the last page. */
            last: boolean;
            /** @description The `cursor` of the page after this one; null on the last page. */
            next: string | null;
        };
        /** @description One page of a list paged by keyset (`Cursor`, `Size`). */
        NotificationPage: {
            content: components["schemas"]["Notification"][];
            /** @description The `cursor` of the page after this one; null on the last page. */
            next: string | null;
        };
        /** @description One page of a list paged by keyset (`Cursor`, `Size`). */
        AuditEntryPage: {
            content: components["schemas"]["AuditEntry"][];
            /** @description The `cursor` of the page after this one; null on the last page. */
            next: string | null;
        };
        /** @description One page of a list paged by keyset (`Cursor`, `Size`). */
        OpsInvestorPage: {
            content: components["schemas"]["OpsInvestor"][];
            /** @description The `cursor` of the page after this one; null on the last page. */
            next: string | null;
        };
        /** @description One page of a list paged by keyset (`Cursor`, `Size`). */
        OpsWithdrawalPage: {
            content: components["schemas"]["OpsWithdrawal"][];
            /** @description The `cursor` of the page after this one; null on the last page. */
            next: string | null;
        };
        /** @description One page of a list paged by keyset (`Cursor`, `Size`). */
        PayoutBatchSummaryPage: {
            content: components["schemas"]["PayoutBatchSummary"][];
            /** @description The `cursor` of the page after this one; null on the last page. */
            next: string | null;
        };
        /** @description One page of a list paged by keyset (`Cursor`, `Size`). */
        IdentityReviewPage: {
            content: components["schemas"]["IdentityReview"][];
            /** @description The `cursor` of the page after this one; null on the last page. */
            next: string | null;
        };
        /** @description One page of a list paged by keyset (`Cursor`, `Size`). */
        DeductionPage: {
            content: components["schemas"]["Deduction"][];
            /** @description The `cursor` of the page after this one; null on the last page. */
            next: string | null;
        };
        /** @description One page of a list paged by keyset (`Cursor`, `Size`). */
        OpsOriginatorPage: {
            content: components["schemas"]["OpsOriginator"][];
            /** @description The `cursor` of the page after this one; null on the last page. */
            next: string | null;
        };
        /** @description One page of a list paged by keyset (`Cursor`, `Size`). */
        SmsFailurePage: {
            content: components["schemas"]["SmsFailure"][];
            /** @description The `cursor` of the page after this one; null on the last page. */
            next: string | null;
        };
        /** @description One page of a list paged by keyset (`Cursor`, `Size`). */
        SuspenseCreditPage: {
            content: components["schemas"]["SuspenseCredit"][];
            /** @description The `cursor` of the page after this one; null on the last page. */
            next: string | null;
        };
        /** @description One page of a list paged by keyset (`Cursor`, `Size`). */
        StatementSummaryPage: {
            content: components["schemas"]["StatementSummary"][];
            /** @description The `cursor` of the page after this one; null on the last page. */
            next: string | null;
        };
        /** @description One page of a list paged by keyset (`Cursor`, `Size`). */
        HeldCreditApprovalPage: {
            content: components["schemas"]["HeldCreditApproval"][];
            /** @description The `cursor` of the page after this one; null on the last page. */
            next: string | null;
        };
        /** @description One page of a list paged by keyset (`Cursor`, `Size`). */
        ThirdPartyPaymentPage: {
            content: components["schemas"]["ThirdPartyPayment"][];
            /** @description The `cursor` of the page after this one; null on the last page. */
            next: string | null;
        };
        /** @description One page of a list paged by keyset (`Cursor`, `Size`). */
        ReceivableHolderPage: {
            content: components["schemas"]["ReceivableHolder"][];
            /** @description The `cursor` of the page after this one; null on the last page. */
            next: string | null;
        };
        /** @description One page of a list paged by keyset (`Cursor`, `Size`). */
        RepaymentPage: {
            content: components["schemas"]["Repayment"][];
            /** @description The `cursor` of the page after this one; null on the last page. */
            next: string | null;
        };
        /** @description One page of a list paged by keyset (`Cursor`, `Size`). */
        OpsReceivablePage: {
            content: components["schemas"]["OpsReceivable"][];
            /** @description The `cursor` of the page after this one; null on the last page. */
            next: string | null;
        };
        /** @description One page of a list paged by keyset (`Cursor`, `Size`). */
        PayoutRejectionPage: {
            content: components["schemas"]["PayoutRejection"][];
            /** @description The `cursor` of the page after this one; null on the last page. */
            next: string | null;
        };
        /** @enum {string} */
        NotificationType: "DEPOSIT_RECEIVED" | "WITHDRAWAL_PROCESSED" | "WITHDRAWAL_DECLINED" | "INVESTMENT_PURCHASED" | "INVESTMENT_REPAID" | "INVESTMENT_CANCELED" | "ACCOUNT_CONFIRMED" | "DOCUMENTS_REQUIRED" | "AUTO_INVEST_RECONFIRM" | "NEGATIVE_BALANCE" | "NEWS";
        Notification: {
            /** Format: int64 */
            Id: number;
            type: components["schemas"]["NotificationType"];
            /** Format: date-time */
            date: string;
            /** @description Opened in the header menu (POST /notifications/{userId}/read). */
            read: boolean;
            /**
             * @description The receivable it is about (a purchase, a cancellation, a repayment); null for the other
             *     kinds and for notifications from before they were named. The app words the notification
             *     from `type`, `receivable` and `amount`, in the investor's language.
             */
            receivable?: components["schemas"]["NotificationReceivable"] | null;
            /** @description The amount it is about (purchased, cancelled, or the principal repaid); null as `receivable`. */
            amount?: components["schemas"]["Money"] | null;
        };
        NotificationReceivable: {
            /** Format: int64 */
            Id: number;
            number: string;
        };
        /**
         * @description SHORT_TERM high liquidity (BG only), LONG_TERM high return (PG only), CUSTOM own parameters.
         * @enum {string}
         */
        AutoInvestType: "SHORT_TERM" | "LONG_TERM" | "CUSTOM";
        /**
         * @description Term bucket in days; 30 = 1-30, 60 = 31-60, 90 = 61-90, 180 = over 90.
         * @enum {integer}
         */
        TermBucket: 30 | 60 | 90 | 180;
        /** @enum {string} */
        StrategyCountry: "AT" | "DE" | "SI";
        /** @description Yearly interest in percent, 0 to 15; `from` at least 1 below `to`. */
        InterestRateRange: {
            from: number;
            to: number;
        };
        AutoInvestSetting: {
            type: components["schemas"]["AutoInvestType"];
            /** @description Amount per investment; null means up to each investment's available amount. */
            preferredAmount: components["schemas"]["Money"] | null;
            termDays: components["schemas"]["TermBucket"][];
            loanTypes: components["schemas"]["LoanType"][];
            protectionTypes: components["schemas"]["ProtectionType"][];
            interestRateRange: components["schemas"]["InterestRateRange"] | null;
            /** @description Empty means all countries. */
            countryCodes: components["schemas"]["StrategyCountry"][];
            /**
             * Format: date-time
             * @description When the investor last confirmed it; it must be reconfirmed within 2 years.
             */
            confirmedAt: string;
            /** @description True once the 2 years have passed; the strategy is paused until the investor confirms it again (POST the same setting). */
            needsReconfirmation: boolean;
        };
        AutoInvestPreview: {
            /** @description Open receivables that match the filters today. */
            matchingCount: number;
            /**
             * @description Of those, the receivables it would buy a share of now (investableAmount is spread over them):
             *     what saving the strategy invests at once, told before it is confirmed.
             */
            investingCount: number;
            investableAmount: components["schemas"]["Money"];
            /** @description Yearly interest rate weighted by the amounts it would invest; 0 when it would invest nothing. */
            expectedYield: components["schemas"]["Percent"];
        };
        AutoInvestResponse: {
            autoInvest: components["schemas"]["AutoInvestSetting"] | null;
        };
        /**
         * @description `{ "type": "SHORT_TERM" }` or `{ "type": "LONG_TERM" }` select a preset; `CUSTOM` also needs
         *     termDays, loanTypes, protectionTypes and interestRateRange (preferredAmount and countryCodes optional;
         *     an empty or missing countryCodes means all). The custom fields are refused for the presets.
         */
        AutoInvestRequest: {
            type: components["schemas"]["AutoInvestType"];
            /**
             * @description Amount per receivable, at least 10 € (the minimum share: the engine never buys less than 10 €
             *     of a receivable for a strategy, except the remainder of a receivable with less than 10 €
             *     left; terms, clause 6). Null or missing: up to each receivable's available amount.
             */
            preferredAmount?: (components["schemas"]["PositiveMoney"] & unknown) | null;
            termDays?: components["schemas"]["TermBucket"][];
            loanTypes?: components["schemas"]["LoanType"][];
            protectionTypes?: components["schemas"]["ProtectionType"][];
            interestRateRange?: components["schemas"]["InterestRateRange"];
            countryCodes?: components["schemas"]["StrategyCountry"][];
            verificationId?: components["schemas"]["VerificationId"];
            code?: components["schemas"]["SmsCode"];
            authenticatorCode?: components["schemas"]["AuthenticatorCode"];
            passkey?: components["schemas"]["PasskeyAssertion"];
        };
        FundsDailyStats: {
            daily: {
                id: components["schemas"]["IsoDate"];
                investedFundsRatio: number;
            }[];
        };
        InterestsDailyStats: {
            data: {
                id: components["schemas"]["IsoDate"];
                interests: components["schemas"]["Money"];
            }[];
        };
        InvestmentTypeRatios: {
            types: {
                id: components["schemas"]["InvestmentType"];
                ratio: number;
            }[];
        };
        OutboxMessage: {
            id: string;
            /** @enum {string} */
            channel: "email" | "sms";
            to: string;
            /** @description Null for SMS. */
            subject: string | null;
            /** @description Plain-text body. */
            body: string;
            /** Format: date-time */
            createdAt: string;
        };
        SimulateRequest: {
            days: number;
            /** @description Numbers of receivables whose originator does not pay at maturity (they become late). */
            late?: string[];
        };
        Simulation: {
            /** @description The business day before the first simulated one. */
            from: components["schemas"]["IsoDate"];
            /** @description The last simulated business day (today on the development clock). */
            to: components["schemas"]["IsoDate"];
            /** Format: date-time */
            now: string;
            days: components["schemas"]["SimulatedDay"][];
        };
        SimulatedDay: {
            date: components["schemas"]["IsoDate"];
            steps: components["schemas"]["LifecycleStep"][];
        };
        /** @description One step of a receivable's life. */
        LifecycleStep: {
            /** Format: int64 */
            receivableId: number;
            number: string;
            /** @enum {string} */
            kind: "MATURED" | "LATE" | "DELAY" | "EXTENSION" | "LOSS_EVENT" | "COLLECTION" | "REPAYMENT" | "INSURANCE" | "BUYBACK" | "WRITE_OFF";
            effectiveOn: components["schemas"]["IsoDate"];
            from: components["schemas"]["InvestmentState"];
            to: components["schemas"]["InvestmentState"];
            /** @description Paid to the holders (repayment, insurance, buyback) or written off. */
            amount: components["schemas"]["Money"] | null;
            /** @description Holdings the step ended. */
            holdings: number | null;
        };
        OperatorAuthResponse: {
            /** @description Opaque operator access token (256 random bits); works only on `/ops/…` calls. */
            access_token: string;
            /** @description Lifetime in seconds. */
            expires_in: number;
            /** @enum {string} */
            token_type: "Bearer";
            /** Format: int64 */
            operatorId: number;
        };
        /** @description The outcome of one statement upload. */
        StatementImport: {
            /** @enum {string} */
            messageType: "camt.053" | "camt.054";
            /** @description The `Id` of each statement (camt.053) or notification (camt.054) in the document. */
            statementIds: string[];
            /** @description Credits booked to investors as deposits by this upload. */
            booked: number;
            /** @description Credits that matched no investor, booked to suspense by this upload. */
            suspense: number;
            /** @description Credits from originators, booked to their accounts by this upload. */
            originator: number;
            /** @description Credits an earlier (or concurrent) upload had booked; nothing was booked again. */
            alreadyImported: number;
            /** @description Entries booked by other processes or not at all (our payouts' debits, pending or informational entries). */
            ignored: number;
            /** @description Credits the bank took back whose booking this upload undid. */
            reversed: number;
            /** @description Payout lines the bank returned, their money given back to the investors by this upload. */
            returned: number;
            /** @description Reversals that matched no credit of ours (or a credit only an operator can undo); nothing booked. */
            unmatched: number;
            /** @description Sum of the credits reversed by this upload. */
            totalReversed: components["schemas"]["Money"];
            /** @description Sum of the payouts returned by this upload. */
            totalReturned: components["schemas"]["Money"];
            /**
             * @description Of the reversed deposits, what the investors' cash did not cover (they had spent it): owed,
             *     booked against suspense.
             */
            totalShortfall: components["schemas"]["Money"];
            /** @description Each reversal and return of the document and what became of it. */
            reversals: components["schemas"]["StatementReversalLine"][];
            /** @description Sum booked to investors by this upload. */
            totalCredited: components["schemas"]["Money"];
            /** @description Sum booked to suspense by this upload. */
            totalSuspense: components["schemas"]["Money"];
            /** @description Sum booked to originators' accounts by this upload. */
            totalOriginator: components["schemas"]["Money"];
            lines: components["schemas"]["StatementLine"][];
        };
        /** @description One credit of the document and what became of it. */
        StatementLine: {
            /**
             * @description The bank's identity of the credit, one per transaction (see POST /ops/statements):
             *     `AcctSvcrRef`, `txid:…`, `e2e:…`, or `<statement Id>/<NtryRef>`.
             */
            bankReference: string;
            amount: components["schemas"]["Money"];
            bookingDate: components["schemas"]["IsoDate"];
            /**
             * @description `BOOKED` to an investor as a deposit, `ORIGINATOR` to an originator's account, `SUSPENSE`,
             *     or `ALREADY_IMPORTED` by an earlier upload.
             * @enum {string}
             */
            outcome: "BOOKED" | "ORIGINATOR" | "SUSPENSE" | "ALREADY_IMPORTED";
            /** @description The investor credited (outcome BOOKED). */
            userId?: components["schemas"]["UserIdValue"];
            /**
             * Format: int64
             * @description The deposit created (outcome BOOKED).
             */
            depositId?: number;
            /**
             * Format: int64
             * @description The suspense credit created (outcome SUSPENSE).
             */
            suspenseId?: number;
            /**
             * Format: int64
             * @description The originator credited (outcome ORIGINATOR).
             */
            originatorId?: number;
            /** @description Its name (outcome ORIGINATOR). */
            originatorName?: string;
        };
        /** @description One reversal (`REVERSAL`, the bank took back a credit) or return (`RETURN`, a payout came back). */
        StatementReversalLine: {
            /** @enum {string} */
            kind: "REVERSAL" | "RETURN";
            /** @description Its key (a reversal's prefixed `reversal:`), chosen as a credit's. */
            bankReference: string;
            amount: components["schemas"]["Money"];
            bookingDate: components["schemas"]["IsoDate"];
            /** @description The bank's return reason (`RtrInf/Rsn/Cd`, e.g. AC01), when given. */
            reasonCode?: string;
            /**
             * @description `REVERSED` (the credit's booking undone), `RETURNED` (the payout's money the investor's
             *     again; a line still SENT declined), `UNMATCHED` (nothing booked; for the operator), `CREDIT` (a return
             *     matching no payout, booked as a credit: see `lines`), or `ALREADY_IMPORTED`.
             * @enum {string}
             */
            outcome: "REVERSED" | "RETURNED" | "UNMATCHED" | "CREDIT" | "ALREADY_IMPORTED";
            /** @description The investor whose deposit was reversed or whose payout came back. */
            userId?: components["schemas"]["UserIdValue"];
            /**
             * Format: int64
             * @description The deposit reversed (outcome REVERSED of a deposit).
             */
            depositId?: number;
            /**
             * Format: int64
             * @description The payout line returned (outcome RETURNED).
             */
            withdrawalId?: number;
            /**
             * Format: int64
             * @description The return to a third-party payer that came back (outcome RETURNED): the payment is in
             *     suspense again, open for review.
             */
            payerReturnId?: number;
            /**
             * Format: int64
             * @description That third-party payment.
             */
            paymentId?: number;
            /** @description What the investor's cash did not cover of the reversed deposit (owed). */
            shortfall?: components["schemas"]["Money"];
        };
        /**
         * @description Why no investor matched: `NO_REFERENCE` (no RF reference in the remittance information),
         *     `INVALID_REFERENCE` (an RF reference with wrong check digits, or not an investor's),
         *     `UNKNOWN_INVESTOR` (a valid reference of no open investor account).
         * @enum {string}
         */
        SuspenseReason: "NO_REFERENCE" | "INVALID_REFERENCE" | "UNKNOWN_INVESTOR";
        /** @description An imported statement and what its credits became (GET /ops/statements). */
        StatementSummary: {
            /** @description The statement's (or notification's) `Id`. */
            statementId: string;
            /** @enum {string} */
            messageType: "camt.053" | "camt.054";
            /**
             * Format: date-time
             * @description When its first credit was booked.
             */
            importedAt: string;
            /** @description The e-mail address of the operator who uploaded it first. */
            importedBy: string;
            credits: number;
            /** @description Credits booked to investors at import. */
            booked: number;
            totalBooked: components["schemas"]["Money"];
            /** @description Credits that went to suspense (assigned since or not). */
            suspense: number;
            totalSuspense: components["schemas"]["Money"];
            /** @description Credits booked to originators' accounts. */
            originator: number;
            totalOriginator: components["schemas"]["Money"];
            /** @description Of those, the credits not yet assigned to an investor. */
            openSuspense: number;
        };
        SuspenseCredit: {
            /** Format: int64 */
            Id: number;
            bankReference: string;
            amount: components["schemas"]["Money"];
            bookingDate: components["schemas"]["IsoDate"];
            reason: components["schemas"]["SuspenseReason"];
            /** @description The creditor reference the payer quoted, if any. */
            reference: string | null;
            /** @description The unstructured remittance text, if any. */
            remittanceInformation: string | null;
            debtorName: string | null;
            debtorIban: string | null;
            pendingApprovalId: components["schemas"]["PendingApprovalId"];
        };
        /**
         * Format: int64
         * @description The request to assign it that waits for a second operator (`GET /ops/held-credit-approvals`), if
         *     one does; meanwhile it cannot be assigned again.
         */
        PendingApprovalId: number | null;
        AssignSuspenseRequest: {
            userId: components["schemas"]["UserIdValue"];
        };
        SuspenseAssignment: {
            /** Format: int64 */
            suspenseId: number;
            userId: components["schemas"]["UserIdValue"];
            deposit: components["schemas"]["Deposit"];
        };
        ThirdPartyPayment: {
            /** Format: int64 */
            Id: number;
            bankReference: string;
            amount: components["schemas"]["Money"];
            bookingDate: components["schemas"]["IsoDate"];
            /**
             * @description The creditor reference the payer quoted, if it was structured.
             * @example RF18100042
             */
            reference: string | null;
            /** @description The unstructured remittance text, if any. */
            remittanceInformation: string | null;
            /**
             * @description The payer's name as the bank reported it (`RltdPties/Dbtr`), if any.
             * @example Marko Horvat
             */
            payerName: string | null;
            /** @example SI56192001234567892 */
            payerIban: string | null;
            userId: components["schemas"]["UserIdValue"];
            /**
             * @description The name the payer should have had: the quoted investor's (personal) or the company's
             *     (business).
             * @example Ana Novak
             */
            investorName: string;
            pendingApprovalId: components["schemas"]["PendingApprovalId"];
            /**
             * @description Its latest return to the payer, if an operator returned it: `PENDING` or `SENT` (returning),
             *     `PROCESSED` (returned: the payment is closed), `REJECTED` (the bank sent it back: the payment
             *     is open again). Null when never returned.
             */
            payerReturn: components["schemas"]["PayerReturn"] | null;
        };
        /**
         * @description `PENDING` (waiting for the next payout batch), `SENT` (a line of a payout batch), `PROCESSED`
         *     (executed: the money went back to the payer), `REJECTED` (the payer's bank sent it back: the
         *     money is in suspense again).
         * @enum {string}
         */
        PayerReturnStatus: "PENDING" | "SENT" | "PROCESSED" | "REJECTED";
        PayerReturnRequest: {
            /** @description Why the payment goes back (kept with the return and in the audit log). */
            reason: string;
        };
        /** @description A third-party payment returned to its payer through the payout file. */
        PayerReturn: {
            /** Format: int64 */
            Id: number;
            /**
             * Format: int64
             * @description The third-party payment (its id in the review list).
             */
            paymentId: number;
            amount: components["schemas"]["Money"];
            /** @example Marko Horvat */
            payerName: string;
            payerIban: string;
            status: components["schemas"]["PayerReturnStatus"];
            reason: string;
            /**
             * Format: int64
             * @description The payout batch that carries it; null while `PENDING`.
             */
            payoutBatchId: number | null;
            /** @description Its line's `EndToEndId` (`INVEST-PR-<id>`) once in a batch; null while `PENDING`. */
            endToEndId: string | null;
            /** Format: date-time */
            requestedAt: string;
            /** @description Why the bank sent it back (`REJECTED`); else null. */
            rejectReason: string | null;
        };
        /** @description A line of a payout batch that returns a third-party payment to its payer. */
        PayoutReturnLine: {
            /** Format: int64 */
            payerReturnId: number;
            /** Format: int64 */
            paymentId: number;
            /** @example INVEST-PR-7 */
            endToEndId: string;
            /** @description The creditor of the transfer, as the bank reported the payer. */
            payerName: string;
            creditorIban: string;
            amount: components["schemas"]["Money"];
            status: components["schemas"]["PayerReturnStatus"];
        };
        ThirdPartyBooking: {
            /** Format: int64 */
            paymentId: number;
            userId: components["schemas"]["UserIdValue"];
            deposit: components["schemas"]["Deposit"];
        };
        /** @enum {string} */
        HeldCreditApprovalStatus: "PENDING_APPROVAL" | "APPROVED" | "DECLINED" | "CANCELLED";
        /**
         * @description A request to move held bank money (a suspense credit, a third-party payment) above
         *     `SUSPENSE_APPROVAL_ABOVE` to an investor, and its second operator's decision (docs/decisions/0018).
         */
        HeldCreditApproval: {
            /** Format: int64 */
            Id: number;
            /**
             * Format: int64
             * @description The held credit (`SuspenseCredit.Id` or `ThirdPartyPayment.Id`).
             */
            bankCreditId: number;
            /** @enum {string} */
            kind: "SUSPENSE" | "THIRD_PARTY";
            bankReference: string;
            amount: components["schemas"]["Money"];
            bookingDate: components["schemas"]["IsoDate"];
            payerName: string | null;
            payerIban: string | null;
            /** @description The investor the money goes to (the one named, or whose reference a third party quoted). */
            userId: components["schemas"]["UserIdValue"];
            investorName: string;
            status: components["schemas"]["HeldCreditApprovalStatus"];
            /**
             * Format: int64
             * @description The operator who asked.
             */
            requestedBy: number;
            /** Format: date-time */
            requestedAt: string;
            /**
             * Format: int64
             * @description The second operator who approved or declined it; null while it waits or when cancelled.
             */
            decidedBy: number | null;
            /** Format: date-time */
            decidedAt: string | null;
            declineReason: string | null;
            /**
             * Format: int64
             * @description The deposit the credit became, once approved.
             */
            depositId: number | null;
        };
        /**
         * @description The withdrawal's state in the back office: `SENT` (in the file, outcome not yet confirmed),
         *     `PROCESSED` (executed), `DECLINED` (rejected, money returned).
         * @enum {string}
         */
        PayoutLineStatus: "SENT" | "PROCESSED" | "DECLINED";
        PayoutLine: {
            /** Format: int64 */
            withdrawalId: number;
            /**
             * @description The line's `PmtId/EndToEndId` in the pain.001 document.
             * @example INVEST-WD-42
             */
            endToEndId: string;
            userId: components["schemas"]["UserIdValue"];
            amount: components["schemas"]["Money"];
            creditorIban: string;
            status: components["schemas"]["PayoutLineStatus"];
        };
        PayoutBatch: {
            /** Format: int64 */
            Id: number;
            /**
             * Format: int64
             * @description The operator who made the batch.
             */
            createdBy: number;
            /** @description That operator's e-mail address. */
            createdByEmail: string;
            /**
             * Format: int64
             * @description The second operator who approved it; null until then (no file, no confirmation).
             */
            approvedBy: number | null;
            /** @description That operator's e-mail address; null until approved. */
            approvedByEmail: string | null;
            /** Format: date-time */
            approvedAt: string | null;
            /**
             * Format: int64
             * @description The operator who declined the batch before approval (`POST /ops/payouts/{id}/decline`: its
             *     maker or a second operator); null unless declined. A declined batch has no lines.
             */
            declinedBy?: number | null;
            /** @description That operator's e-mail address; null unless declined. */
            declinedByEmail: string | null;
            /** Format: date-time */
            declinedAt?: string | null;
            /** @description Why it was declined, as the operator wrote it. */
            declineReason?: string | null;
            /** @description `GrpHdr/MsgId` of the document. */
            messageId: string;
            /** Format: date-time */
            createdAt: string;
            requestedExecutionDate: components["schemas"]["IsoDate"];
            /** @description All lines of the file, withdrawals and returns to payers. */
            numberOfTransactions: number;
            controlSum: components["schemas"]["Money"];
            /** @description The investors' withdrawals. */
            lines: components["schemas"]["PayoutLine"][];
            /** @description Third-party payments returned to their payers (decision 0019), in the same file. */
            returnLines: components["schemas"]["PayoutReturnLine"][];
        };
        PayoutDecline: {
            /** @description Why the batch is declined (kept with the batch and in the audit log; investors are not told). */
            reason: string;
        };
        /**
         * @description A withdrawal's state in the back office: `PENDING` (asked for, money reserved, in no batch),
         *     `SENT` (in a payout batch, outcome not yet confirmed), `PROCESSED` (paid out), `DECLINED`
         *     (rejected by the bank, money returned), `CANCELLED` (cancelled by the investor before any
         *     batch, money returned).
         * @enum {string}
         */
        OpsWithdrawalStatus: "PENDING" | "SENT" | "PROCESSED" | "DECLINED" | "CANCELLED";
        OpsWithdrawal: {
            /** Format: int64 */
            Id: number;
            userId: components["schemas"]["UserIdValue"];
            /** @description The person's name; for a business investor the company's (the transfer's creditor). */
            investorName: string;
            amount: components["schemas"]["Money"];
            /** @description The account the money goes to, as it was when the investor asked. */
            iban: string;
            status: components["schemas"]["OpsWithdrawalStatus"];
            /** Format: date-time */
            requestedAt: string;
            /**
             * Format: int64
             * @description The payout batch that holds it; null while PENDING.
             */
            payoutBatchId: number | null;
            /**
             * @description Why a `PENDING` withdrawal is not taken by the next payout batch: `ON_HOLD` (an operator
             *     holds it, `holdReason`), `INVESTOR_BLOCKED`, `WITHDRAWALS_RESTRICTED` (measures on the
             *     investor's profile); null when the next batch takes it, and for any other status.
             * @enum {string|null}
             */
            waitingReason: "ON_HOLD" | "INVESTOR_BLOCKED" | "WITHDRAWALS_RESTRICTED" | null;
            /** @description The operator's reason for holding it; null when it is not held. */
            holdReason: string | null;
        };
        WithdrawalHold: {
            /** @description Why the withdrawal is held (kept with it and in the audit log; the investor is not told). */
            reason: string;
        };
        /** @enum {string} */
        PayoutRejectionStatus: "PENDING_APPROVAL" | "APPROVED" | "DECLINED";
        /** @description A payout line marked REJECTED by hand, waiting for or decided by a second operator. */
        PayoutRejection: {
            /** Format: int64 */
            Id: number;
            /** Format: int64 */
            withdrawalId: number;
            /** Format: int64 */
            payoutBatchId: number;
            endToEndId: string;
            userId: components["schemas"]["UserIdValue"];
            investorName: string;
            amount: components["schemas"]["Money"];
            reason: string;
            status: components["schemas"]["PayoutRejectionStatus"];
            /** Format: int64 */
            requestedBy: number;
            requestedByEmail: string;
            /** Format: date-time */
            requestedAt: string;
            /**
             * Format: int64
             * @description The second operator who approved or declined it; null while waiting, or when its asker withdrew it.
             */
            decidedBy: number | null;
            /** Format: date-time */
            decidedAt: string | null;
            declineReason: string | null;
        };
        WithdrawalTotals: {
            count: number;
            total: components["schemas"]["Money"];
            /**
             * @description With `status=PENDING` only: the third-party payments returned to their payers (decision
             *     0019) that the next payout batch takes too, besides the withdrawals counted above.
             */
            payerReturns?: {
                count: number;
                total: components["schemas"]["Money"];
            };
        };
        /**
         * @description `AWAITING_APPROVAL` (made, neither approved nor declined), `APPROVED` (approved, some lines
         *     without the bank's outcome yet), `CONFIRMED` (approved, every line executed or rejected),
         *     `DECLINED` (declined before approval).
         * @enum {string}
         */
        PayoutBatchState: "AWAITING_APPROVAL" | "APPROVED" | "CONFIRMED" | "DECLINED";
        /** @description A payout batch without its lines (GET /ops/payouts). */
        PayoutBatchSummary: {
            /** Format: int64 */
            Id: number;
            messageId: string;
            state: components["schemas"]["PayoutBatchState"];
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: int64
             * @description The operator who made the batch.
             */
            createdBy: number;
            /** @description That operator's e-mail address. */
            createdByEmail: string;
            /** Format: int64 */
            approvedBy: number | null;
            /** Format: date-time */
            approvedAt: string | null;
            /** Format: int64 */
            declinedBy: number | null;
            /** Format: date-time */
            declinedAt: string | null;
            requestedExecutionDate: components["schemas"]["IsoDate"];
            numberOfTransactions: number;
            controlSum: components["schemas"]["Money"];
        };
        PayoutConfirmation: {
            lines: {
                endToEndId: string;
                /** @enum {string} */
                outcome: "EXECUTED" | "REJECTED";
                /** @description Why the bank rejected the line (e.g. its status reason code `AC04`); REJECTED only. */
                reason?: string;
            }[];
        };
        /** @description An originator as the operator sees it. */
        OpsOriginator: {
            /** Format: int64 */
            Id: number;
            name: string;
            countryCode: string;
            partnerSince: components["schemas"]["IsoDate"] | null;
            creditRating: components["schemas"]["CreditRating"];
            companySize: components["schemas"]["CompanySize"] | null;
            noOfEmployees: number | null;
            totalIncome: components["schemas"]["Money"] | null;
            /** @description The originator's bank account (electronic format); a credit from it is booked to the originator. */
            iban: string | null;
            /** @description The profile investors read in English; null when none. */
            descriptionEn: string | null;
            /** @description The profile investors read in Slovene; null when none. */
            descriptionSl: string | null;
            /**
             * @description The RF creditor reference the originator (and its insurer) quotes on payments to the platform;
             *     it can never be an investor's reference.
             * @example RF11OR7
             */
            paymentReference: string;
            /** @description What has arrived from the originator by bank transfer and has not been distributed by a repayment. */
            fundsAvailable: components["schemas"]["Money"];
            /** Format: date-time */
            createdAt: string;
        };
        CreateOriginatorRequest: {
            name: string;
            countryCode: string;
            partnerSince?: components["schemas"]["IsoDate"];
            /** @description Probability of failure in percent, from the credit rating company. */
            failureScore?: number;
            ranking?: string;
            companySize?: components["schemas"]["CompanySize"];
            noOfEmployees?: number;
            totalIncome?: number;
            /**
             * @description The originator's bank account (spaces and case as typed); it must be a valid IBAN (check digits,
             *     country's format; 400 `invalid-iban`) that no other originator has (409 `originator-iban-exists`).
             */
            iban?: string;
            /**
             * @description The originator's profile for investors in English (its page shows it in the investor's language,
             *     the other one when that is empty). Surrounding spaces are dropped; empty or left out: none.
             */
            descriptionEn?: string;
            /** @description The same profile in Slovene. */
            descriptionSl?: string;
        };
        /** @description A receivable as the operator sees it. */
        OpsReceivable: {
            /** Format: int64 */
            Id: number;
            number: string;
            /** Format: int64 */
            originatorId: number;
            originatorName: string;
            type: components["schemas"]["InvestmentType"];
            totalAmount: components["schemas"]["Money"];
            availableAmount: components["schemas"]["Money"];
            /** @description Principal held by investors now (active holdings). */
            soldAmount: components["schemas"]["Money"];
            interestRate: components["schemas"]["Percent"];
            rank: string;
            dateStartFormatted: components["schemas"]["IsoDate"];
            /** @description The current maturity date (moves with extensions). */
            dateEndFormatted: components["schemas"]["IsoDate"];
            originalDateEndFormatted: components["schemas"]["IsoDate"];
            termDays: number;
            /** @enum {string|null} */
            protection: "PG" | "BG" | null;
            country: string;
            state: components["schemas"]["InvestmentState"];
            extensions: number;
            lateSince: components["schemas"]["IsoDate"] | null;
            lossEventOn: components["schemas"]["IsoDate"] | null;
            /**
             * Format: date-time
             * @description When the available amount reached zero (purchases are no longer cancelable).
             */
            fundedAt: string | null;
            /** Format: date-time */
            listedAt: string;
            activeHolders: number;
            /** @description Principal sold plus the holders' interest to the maturity date (what the originator owes at maturity). */
            amountDue: components["schemas"]["Money"];
            /**
             * @description What has arrived from the receivable's originator by bank transfer and has not been distributed
             *     yet (its `fundsAvailable`): the most a repayment can pay now.
             */
            originatorFunds: components["schemas"]["Money"];
            /**
             * Format: int64
             * @description A repayment of it that waits for a second operator's approval, if any.
             */
            waitingRepaymentId: number | null;
        };
        CreateReceivableRequest: {
            number: string;
            /** Format: int64 */
            originatorId: number;
            type: components["schemas"]["InvestmentType"];
            totalAmount: components["schemas"]["PositiveMoney"];
            interestRate: number;
            rank: string;
            issueDate: components["schemas"]["IsoDate"];
            maturityDate: components["schemas"]["IsoDate"];
            /** @enum {string|null} */
            protection: "PG" | "BG" | null;
            country: string;
        };
        ReceivableHolder: {
            /** Format: int64 */
            userInvestmentId: number;
            /** Format: int64 */
            userId: number;
            username: string;
            amount: components["schemas"]["Money"];
            interestRate: components["schemas"]["Percent"];
            status: components["schemas"]["UserInvestmentStatus"];
            /** Format: date-time */
            boughtAt: string;
            accruedInterest: components["schemas"]["Money"];
            autoInvest: boolean;
        };
        RecordRepaymentRequest: {
            amount: components["schemas"]["PositiveMoney"];
            paidOn: components["schemas"]["IsoDate"];
            /**
             * @default ORIGINATOR
             * @enum {string}
             */
            payer: "ORIGINATOR" | "INSURER";
        };
        /** @enum {string} */
        RepaymentStatus: "PENDING_APPROVAL" | "BOOKED" | "DECLINED";
        /** @description A recorded repayment of a receivable and its approval. */
        Repayment: {
            /** Format: int64 */
            Id: number;
            /** Format: int64 */
            receivableId: number;
            receivableNumber: string;
            /**
             * Format: int64
             * @description Whose account it draws from.
             */
            originatorId: number;
            originatorName: string;
            amount: components["schemas"]["PositiveMoney"];
            paidOn: components["schemas"]["IsoDate"];
            /** @enum {string} */
            payer: "ORIGINATOR" | "INSURER";
            /**
             * @description What the schedule allowed when it was recorded: the principal held plus each holding's interest
             *     to the later of the maturity date and `paidOn`. Above it, a second operator approves.
             */
            scheduledAmount: components["schemas"]["Money"];
            status: components["schemas"]["RepaymentStatus"];
            /**
             * Format: int64
             * @description The operator who recorded it (null for the platform's own, the development simulation).
             */
            requestedBy: number | null;
            /** Format: date-time */
            requestedAt: string;
            /**
             * Format: int64
             * @description The second operator who approved or declined it; null when booked at once or still waiting.
             */
            decidedBy: number | null;
            /** Format: date-time */
            decidedAt: string | null;
            declineReason: string | null;
        };
        RecordDelayRequest: {
            /** @description First day of the delay (the day after the maturity date at the earliest). */
            since: components["schemas"]["IsoDate"];
        };
        RecordExtensionRequest: {
            days: number;
        };
        RecordLossEventRequest: {
            occurredOn: components["schemas"]["IsoDate"];
        };
        /**
         * @description `PENDING`: not identified yet; `CONFIRMED`: identified; `BLOCKED`: cannot sign in; `RESTRICTED`:
         *     may not buy or may not withdraw; `CLOSED`: closed. As a filter: the profiles in that state (a
         *     blocked or restricted profile is also pending or confirmed). `INACTIVE` is a filter only: open
         *     profiles without a purchase for 12 months (the last purchase, or the registration when there was
         *     none, more than 12 months ago), which the provider may close (SPEC §1) after the notice
         *     (`POST /ops/investors/{id}/inactivity-notice`).
         * @enum {string}
         */
        OpsInvestorStatus: "PENDING" | "CONFIRMED" | "BLOCKED" | "RESTRICTED" | "CLOSED" | "INACTIVE";
        OpsInvestor: {
            /** Format: int64 */
            Id: number;
            /** @description The person's name; for a business investor the company's. */
            name: string;
            email: string;
            investorType: components["schemas"]["InvestorType"];
            /** @description The investor's RF payment reference. */
            reference: string;
            identified: boolean;
            blocked: boolean;
            /**
             * @description `FAILED_LOGINS` (5 wrong passwords) or `PROVIDER` (an operator); null when not blocked.
             * @enum {string|null}
             */
            blockedReason: "FAILED_LOGINS" | "PROVIDER" | null;
            restrictions: components["schemas"]["OpsRestrictionState"];
            closed: boolean;
            /** Format: date-time */
            registeredAt: string;
            availableFunds: components["schemas"]["Money"];
            /**
             * Format: date-time
             * @description The investor's last purchase of a claim; null when there was none.
             */
            lastPurchaseAt: string | null;
            /**
             * @description Open, and no purchase for 12 months (the last purchase, or the registration when there was
             *     none, more than 12 months ago): the provider may send the closure notice (SPEC §1).
             */
            inactive: boolean;
            /**
             * @description The notice that the profile may be closed after 12 months without a purchase, while it stands
             *     (a purchase after it voids it); null when none was sent or it was voided.
             */
            inactivityNotice: components["schemas"]["OpsInactivityNotice"] | null;
        };
        OpsInactivityNotice: {
            /** Format: date-time */
            sentAt: string;
            /**
             * Format: date
             * @description The first day the profile may be closed (10 days after the notice, SPEC §9).
             */
            closesOn: string;
        };
        OpsRestrictionState: {
            /** @description Purchases are refused. */
            buying: boolean;
            /** @description Withdrawals are refused. */
            withdrawing: boolean;
        };
        OpsInvestorProfile: components["schemas"]["OpsInvestor"] & {
            firstName: string;
            lastName: string;
            companyName: string | null;
            /** @description The registered address on one line (street and number, postal code and city); null when not given. */
            address: string | null;
            phone: string | null;
            language: components["schemas"]["Language"];
            emailConfirmed: boolean;
            twoFactorAuthEnabled: boolean;
            /** Format: date-time */
            lastLoginAt: string | null;
            /** @description The IBAN payouts go to; null without one. */
            mainBankAccount: string | null;
            /** @description The reason the operator gave for the current block or restriction. */
            measureReason: string | null;
            /** Format: date-time */
            measureAt: string | null;
        };
        OpsOperator: {
            /** Format: int64 */
            id: number;
            name: string;
            email: string;
            /** Format: date-time */
            lastLoginAt: string | null;
            /** @description Wrong attempts in a row since the last sign-in (five lock it). */
            failedLogins: number;
            /**
             * Format: date-time
             * @description While wrong attempts lock the sign-in, when the lock ends by itself; else null.
             */
            lockedUntil: string | null;
        };
        OpsReason: {
            /** @description Why (recorded in the audit log and told to the investor). */
            reason: string;
        };
        OpsRestrictions: {
            buying: boolean;
            withdrawing: boolean;
            reason: string;
        };
        DeductionRequest: {
            amount: components["schemas"]["PositiveMoney"];
            /** @description What the investor owes (told to the investor). */
            reason: string;
        };
        /** @enum {string} */
        DeductionStatus: "PENDING_APPROVAL" | "BOOKED" | "REJECTED";
        Deduction: {
            /** Format: int64 */
            Id: number;
            /** Format: int64 */
            userId: number;
            /** @description The investor's display name (as `OpsInvestor.name`), so an approver sees whom it concerns. */
            investorName: string;
            amount: components["schemas"]["PositiveMoney"];
            reason: string;
            status: components["schemas"]["DeductionStatus"];
            /**
             * Format: int64
             * @description The operator who asked for it.
             */
            requestedBy: number;
            /** Format: date-time */
            requestedAt: string;
            /**
             * Format: int64
             * @description The second operator who approved or rejected it; null while it waits (and on deductions booked without approval before every deduction needed one).
             */
            decidedBy: number | null;
            /** Format: date-time */
            decidedAt: string | null;
            rejectionReason: string | null;
            /** @description When the booking left the balance negative, the day by which the investor must settle it (5 days after the notice). */
            negativeBalanceDueOn: components["schemas"]["IsoDate"] | null;
        };
        /**
         * @description `RETRYING` — attempts failed (throttled, down, no answer) and another follows; `REFUSED` — the
         *     provider refused it for good (never retried); `FAILED` — given up after every attempt, or not
         *     sent before its code expired; `UNDELIVERED` — the provider took it, then reported it undelivered.
         * @enum {string}
         */
        SmsFailureState: "RETRYING" | "REFUSED" | "FAILED" | "UNDELIVERED";
        SmsFailure: {
            /** Format: int64 */
            Id: number;
            /** @description The recipient, masked (`+3864****456`). */
            to: string;
            /**
             * Format: int64
             * @description The investor the text was for (null for a registration code).
             */
            userId: number | null;
            /** @description The transport that last tried it (`infobip`, `twilio`). */
            provider: string | null;
            state: components["schemas"]["SmsFailureState"];
            /** @description The provider's code and its meaning, e.g. `Twilio 21211: invalid 'To' number`. */
            reason: string | null;
            attempts: number;
            /**
             * Format: date-time
             * @description When the text was asked for.
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description When it was given up or reported undelivered (null while retrying).
             */
            failedAt: string | null;
        };
        InfobipDeliveryReports: {
            results: {
                messageId: string;
                callbackData?: string;
                status?: {
                    groupName?: string;
                    name?: string;
                };
                error?: {
                    name?: string;
                };
            }[];
        };
        /** @description Twilio's parameters (more than these may come; all are part of the signature). */
        TwilioStatusCallback: {
            MessageSid: string;
            MessageStatus: string;
            AccountSid: string;
            ErrorCode?: string;
        };
        DeliveryReportsReceived: {
            /** @description How many reports matched a message of the service and were recorded. */
            recorded: number;
        };
        AuditEntry: {
            /** Format: int64 */
            Id: number;
            /** Format: date-time */
            createdAt: string;
            action: string;
            /** @description `user:<id>`, `operator:<id>`, `system` or `anonymous`. */
            actor: string;
            /** Format: int64 */
            userId: number | null;
            ip: string | null;
            requestId: string | null;
            /** @description What happened (never a secret, see src/platform/audit.ts). */
            details: {
                [key: string]: string | number | boolean | null;
            };
        };
    };
    responses: {
        /** @description The passkeys, the newest first. */
        Passkeys: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Passkey"][];
            };
        };
        /** @description The challenge and the options for `navigator.credentials.get()`. */
        PasskeyAssertionStart: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["PasskeyAssertionOptions"];
            };
        };
        /**
         * @description The browser's answer does not verify: unknown, used or expired challenge, another origin or
         *     relying party, no user verification, a bad signature (key `passkey-invalid`).
         */
        PasskeyRefused: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description Whether an authenticator app is set up. */
        AuthenticatorStatus: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["AuthenticatorStatus"];
            };
        };
        /** @description Done. */
        Empty: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Empty"];
            };
        };
        /** @description Malformed or invalid input (key `validation-error`). */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description Missing, expired or revoked token, or wrong client credentials (key `unauthorized`). */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The userId header or a user id in the path is not the token's user (key `forbidden`). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /**
         * @description No such resource (key `not-found`). An investor's token is answered so on every operator call:
         *     the back office does not exist for investors.
         */
        OpsNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description No such resource, or not the user's own (key `not-found`). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description Too many requests or a code resent too soon (keys `rate-limited`, `wait10Seconds`). */
        TooManyRequests: {
            headers: {
                /** @description Seconds to wait before trying again. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description Wrong or expired SMS code (keys `phone-confirmation-code-invalid`, `phone-confirmation-expired`). */
        CodeRefused: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The profile's state does not allow this (key `investor-state`; e.g. closed, or not blocked). */
        InvestorState: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The operator who asked for it cannot approve or reject it (key `four-eyes`). */
        FourEyes: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description It was approved or rejected already (key `approval-closed`). */
        ApprovalClosed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description A second operator has not approved the batch yet (key `payout-not-approved`). */
        PayoutNotApproved: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The receivable's state does not allow this (key `receivable-state`; e.g. already repaid, or the 6 extensions are used, key `extension-limit`). */
        ReceivableStateConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description A request with this Idempotency-Key is still being processed (key `idempotency-key-in-use`); retry it in a moment. */
        IdempotencyConflict: {
            headers: {
                /** @description Seconds to wait before retrying with the same key. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /**
         * @description The SMS provider refused the text message: the number cannot take it — not a mobile number,
         *     unsubscribed, blocked (key `sms-not-delivered`) — or the provider refused the service itself
         *     (key `sms-unavailable`). Nothing else was sent.
         */
        SmsNotSent: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description Not available in this deployment, e.g. no SMS transport configured outside production (key `not-implemented`). */
        NotImplemented: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The points, oldest first; `amount` in euro. */
        GraphSeries: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["GraphPoint"][];
            };
        };
        /** @description The current strategy (null when none). */
        AutoInvest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["AutoInvestResponse"];
            };
        };
        /** @description A PDF document. */
        Pdf: {
            headers: {
                /** @description `attachment` with `filename` (ASCII) and `filename*` (RFC 5987 UTF-8). */
                "Content-Disposition": string;
                [name: string]: unknown;
            };
            content: {
                "application/pdf": string;
            };
        };
    };
    parameters: {
        /** @description The signed-in user's id. */
        Uid: components["schemas"]["UserIdValue"];
        /** @description The signed-in user's id. */
        Id: components["schemas"]["UserIdValue"];
        /** @description The signed-in user's id. */
        UserId: components["schemas"]["UserIdValue"];
        /** @description A passkey of the caller's own (another's answers 404). */
        PasskeyId: string;
        /** @description Lowercased user language (`en`, `sl`); selects the language of messages, e-mails, SMS and PDFs. Default `en`. */
        AcceptLanguage: string;
        ResourceId: number;
        /** @description The event's action (e.g. `deduction.booked`); a prefix ending in `.` matches all of its kind (`deduction.`). */
        AuditAction: string;
        AuditActor: string;
        /** @description The investor the events are about. */
        AuditUserId: number;
        /** @description First calendar day (Europe/Ljubljana) of the period. */
        AuditFrom: string;
        /** @description Last calendar day (Europe/Ljubljana) of the period, not before `from`. */
        AuditTo: string;
        /** @description Page size. */
        Limit: number;
        /** @description Items to skip. */
        Offset: number;
        /** @description Rows a page holds (a list paged by `Cursor`). */
        Size: number;
        /**
         * @description Where the page starts: the `next` of the page before (opaque; the sort key and id of that page's
         *     last row, for this list and this owner or these filters and sort). Without it, the first page. A
         *     cursor that is not one the service gave for this list and owner, or these filters and sort, is
         *     refused (400 `validation-error`).
         */
        Cursor: string;
        Direction: components["schemas"]["SortDirection"];
        DirectionAsc: "asc" | "desc";
        DirectionDesc: "asc" | "desc";
        TransactionSort: "date" | "amount" | "status";
        /** @description `quarterly` is the last 3 months, `yearly` the last 365 days, `alltime` from the first deposit. */
        HistoryPeriod: "alltime" | "yearly" | "quarterly";
        /**
         * @description One value per user action (the client sends a UUID), reused on retries of that action; a replay
         *     returns the first result and moves no money. Required on every money-moving call: without it
         *     the call is refused (400 `idempotency-key-required`) and nothing runs (the client adds a fresh
         *     key when the caller passes none).
         */
        IdempotencyKey: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    issueToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["TokenForm"];
            };
        };
        responses: {
            /** @description Access token for the user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResponse"];
                };
            };
            /**
             * @description Wrong credentials (`error: invalid_grant`, key `unauthorized`), blocked profile (key
             *     `profile-blocked`) or malformed form (`error: invalid_request`, key `validation-error`).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /**
             * @description Too many login attempts from this address or for this username (key `rate-limited`, with the
             *     OAuth `error: invalid_request`); unknown and existing usernames are limited alike.
             */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
        };
    };
    revokeToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["RevokeForm"];
            };
        };
        responses: {
            200: components["responses"]["Empty"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    existsCustomerByUsername: {
        parameters: {
            query: {
                /** @description The e-mail address (username) to check. */
                username: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description True when an account with this username exists (the app then shows `email-taken`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": boolean;
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    isRegionValid: {
        parameters: {
            query: {
                /** @description The country name as shown in the country list (for example `Slovenia`). */
                regionOrState: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description True when registration from this country is supported. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": boolean;
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCompanyByTaxNo: {
        parameters: {
            query: {
                /** @description The VAT number, with or without the country prefix (Slovenia `SI` + 8 digits). */
                tax_no: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The registered company. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Company"];
                };
            };
            /** @description Invalid tax number (key `something-wrong`) or malformed query (key `validation-error`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No company with this VAT number (key `company-vat-not-found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    requestPhoneVerification: {
        parameters: {
            query: {
                /** @description Dial code plus number, for example `+38640123456`. */
                phone: string;
                /** @description True to send the code of the current verification again. */
                resend?: boolean;
            };
            header?: {
                /** @description Lowercased user language (`en`, `sl`); selects the language of messages, e-mails, SMS and PDFs. Default `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The verification was started. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhoneVerification"];
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["SmsNotSent"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    confirmPhone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhoneConfirmRequest"];
            };
        };
        responses: {
            /** @description The outcome of the confirmation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhoneConfirmation"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createCustomer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Lowercased user language (`en`, `sl`); selects the language of messages, e-mails, SMS and PDFs. Default `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewCustomer"];
            };
        };
        responses: {
            /** @description The account was created and awaits e-mail confirmation and identification. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerCreated"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description The e-mail is already registered (key `email-taken`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /**
             * @description Refused: the phone verification is missing, unconfirmed or of another number, the country is not
             *     supported, or the company cannot be verified (key `error-creating-account`).
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    confirmEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmEmailRequest"];
            };
        };
        responses: {
            200: components["responses"]["Empty"];
            400: components["responses"]["BadRequest"];
            /** @description Unknown, used or expired verification id (key `not-found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    requestPasswordReset: {
        parameters: {
            query: {
                /** @description The account's e-mail address. */
                username: string;
            };
            header?: {
                /** @description Lowercased user language (`en`, `sl`); selects the language of messages, e-mails, SMS and PDFs. Default `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Empty"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetRequest"];
            };
        };
        responses: {
            200: components["responses"]["Empty"];
            /** @description Malformed or weak password (key `validation-error`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Unknown, used or expired reset id (key `reset-link-invalid`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Wrong or expired SMS code (keys `phone-confirmation-code-invalid`, `phone-confirmation-expired`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in user's id. */
                uid: components["parameters"]["Uid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getCustomerByUsername: {
        parameters: {
            query: {
                /** @description The signed-in user's e-mail; any other answers 403. */
                username: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in user's id. */
                Id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCustomerRequest"];
            };
        };
        responses: {
            /** @description The updated customer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The field does not apply to this investor type (key `validation-error`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    saveQuestionnaireAnswer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in user's id. */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuestionnaireAnswer"];
            };
        };
        responses: {
            /** @description The updated customer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The field does not apply to this investor type or the value is not one of its options (key `validation-error`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    uploadDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in user's id. */
                Id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["DocumentUpload"];
            };
        };
        responses: {
            200: components["responses"]["Empty"];
            /**
             * @description Not JPEG, a cut-off or malformed form, wrong number of files or missing type (key
             *     `errorUploading`); an image whose frame header declares more than 100 megapixels, refused
             *     before it is decoded (key `image-too-large`, the message names its size).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description A file is too large (key `errorUploading`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    requestVerificationCode: {
        parameters: {
            query?: never;
            header?: {
                /** @description Lowercased user language (`en`, `sl`); selects the language of messages, e-mails, SMS and PDFs. Default `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The signed-in user's id. */
                Id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenRequest"];
            };
        };
        responses: {
            /** @description The code was sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationCodeResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description `WITHDRAWAL_CONFIRMATION` refused: user not confirmed (key `withdrawDenied`), withdrawals
             *     restricted by the provider (key `withdrawing-restricted`), no payout account (key
             *     `no-payout-account`), its cooling-off still running (key `payout-account-cooling-off`) or
             *     amount above `maxWithdrawal` (key `something-wrong`). `PAYOUT_ACCOUNT_CHANGE` refused (keys
             *     `invalid-iban`, `iban-outside-eu`, `payout-account-holder-mismatch`,
             *     `payout-account-unchanged`). `DELETE_ACCOUNT` refused: total balance of 1 euro or more (key
             *     `deleteAccountErrorAccountValue`). A purchase, cancellation or strategy code asked for with
             *     two-factor off (key `something-wrong`). No SMS was sent.
             *     The SMS provider refused the text: the number (key `sms-not-delivered`) or the service
             *     (key `sms-unavailable`).
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    enableTwoFactorAuth: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in user's id. */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StepUpConfirmation"];
            };
        };
        responses: {
            /** @description The new status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["CodeRefused"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    disableTwoFactorAuth: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in user's id. */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StepUpConfirmation"];
            };
        };
        responses: {
            /** @description The new status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["CodeRefused"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description Lowercased user language (`en`, `sl`); selects the language of messages, e-mails, SMS and PDFs. Default `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The signed-in user's id. */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StepUpConfirmation"];
            };
        };
        responses: {
            200: components["responses"]["Empty"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description Balance too high (key `deleteAccountErrorAccountValue`) or wrong/expired code
             *     (keys `phone-confirmation-code-invalid`, `phone-confirmation-expired`).
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAuthenticator: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in user's id. */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["AuthenticatorStatus"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    confirmAuthenticator: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in user's id. */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: components["schemas"]["SmsCode"];
                };
            };
        };
        responses: {
            /** @description The app is set up. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveryCodes"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Wrong or reused code, or no enrolment started (key `phone-confirmation-code-invalid`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    startAuthenticatorEnrolment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in user's id. */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CodeConfirmation"];
            };
        };
        responses: {
            /** @description The secret to enter into the app. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthenticatorEnrolment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description An authenticator app is already set up (key `authenticator-exists`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            422: components["responses"]["CodeRefused"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    removeAuthenticator: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in user's id. */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StepUpConfirmation"];
            };
        };
        responses: {
            200: components["responses"]["AuthenticatorStatus"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["CodeRefused"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listPasskeys: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in user's id. */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Passkeys"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    finishPasskeyRegistration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in user's id. */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeyRegistration"];
            };
        };
        responses: {
            /** @description The passkey added. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Passkey"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Ten passkeys were added meanwhile (key `passkey-limit`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            422: components["responses"]["PasskeyRefused"];
        };
    };
    startPasskeyRegistration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in user's id. */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StepUpConfirmation"];
            };
        };
        responses: {
            /** @description The options for the browser. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyRegistrationStart"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Ten passkeys are enrolled already (key `passkey-limit`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            422: components["responses"]["CodeRefused"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    removePasskey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in user's id. */
                userId: components["parameters"]["UserId"];
                /** @description A passkey of the caller's own (another's answers 404). */
                passkeyId: components["parameters"]["PasskeyId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StepUpConfirmation"];
            };
        };
        responses: {
            200: components["responses"]["Passkeys"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["CodeRefused"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    renamePasskey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in user's id. */
                userId: components["parameters"]["UserId"];
                /** @description A passkey of the caller's own (another's answers 404). */
                passkeyId: components["parameters"]["PasskeyId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: components["schemas"]["PasskeyName"];
                };
            };
        };
        responses: {
            /** @description The passkey renamed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Passkey"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    requestPasskeyChallenge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in user's id. */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeyChallengeRequest"];
            };
        };
        responses: {
            200: components["responses"]["PasskeyAssertionStart"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The action cannot be asked for (keys as `POST /tokenRequest/{Id}`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    startPasskeyLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PasskeyAssertionStart"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    finishPasskeyLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeyAssertion"];
            };
        };
        responses: {
            /** @description Access token for the user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResponse"];
                };
            };
            /**
             * @description The assertion is not valid (`error: invalid_grant`, key `unauthorized`), the profile is blocked
             *     (key `profile-blocked`) or the body is malformed (key `validation-error`).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listSessions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in user's id. */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sessions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    endOtherSessions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in user's id. */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many sessions ended. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ended: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    endSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sessionId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Empty"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listNotifications: {
        parameters: {
            query?: {
                /**
                 * @description Where the page starts: the `next` of the page before (opaque; the sort key and id of that page's
                 *     last row, for this list and this owner or these filters and sort). Without it, the first page. A
                 *     cursor that is not one the service gave for this list and owner, or these filters and sort, is
                 *     refused (400 `validation-error`).
                 */
                cursor?: components["parameters"]["Cursor"];
                /** @description Rows a page holds (a list paged by `Cursor`). */
                size?: components["parameters"]["Size"];
            };
            header?: never;
            path: {
                /** @description The signed-in user's id. */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The notifications. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    markNotificationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in user's id. */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: int64 */
                    lastId: number;
                };
            };
        };
        responses: {
            /** @description The unread count after marking. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        unread: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getBalanceHistory: {
        parameters: {
            query: {
                /** @description `quarterly` is the last 3 months, `yearly` the last 365 days, `alltime` from the first deposit. */
                type: components["parameters"]["HistoryPeriod"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["GraphSeries"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getAvailableFundsHistory: {
        parameters: {
            query: {
                /** @description `quarterly` is the last 3 months, `yearly` the last 365 days, `alltime` from the first deposit. */
                type: components["parameters"]["HistoryPeriod"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["GraphSeries"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getEarningsHistory: {
        parameters: {
            query: {
                /** @description `quarterly` is the last 3 months, `yearly` the last 365 days, `alltime` from the first deposit. */
                type: components["parameters"]["HistoryPeriod"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["GraphSeries"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getRoiHistory: {
        parameters: {
            query: {
                /** @description `quarterly` is the last 3 months, `yearly` the last 365 days, `alltime` from the first deposit. */
                type: components["parameters"]["HistoryPeriod"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The points, oldest first; `amount` is a percentage. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoiPoint"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getReturns: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The returns. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Returns"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getAccountBalance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The balance object. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountBalance"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listInvestments: {
        parameters: {
            query?: {
                sort?: "amount" | "rate" | "date";
                direction?: components["parameters"]["Direction"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Items to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description Shortest term in days (the Investment's `termDays`, issue to maturity), inclusive. */
                termFrom?: number;
                /** @description Longest term in days, inclusive; not below `termFrom`. */
                termTo?: number;
                /** @description Only this financing type. */
                type?: components["schemas"]["InvestmentType"];
                /** @description Only this protection (`BG` buyback guarantee, `PG` payment guarantee), or `NONE` for receivables without protection. */
                protection?: "PG" | "BG" | "NONE";
                /** @description Only receivables whose debtor's country (the Investment's `country`) is this ISO code. */
                country?: string;
                /** @description Lowest yearly interest rate in percent (the Investment's `interestRate`), inclusive. */
                rateFrom?: number;
                /** @description Highest yearly interest rate in percent, inclusive; not below `rateFrom`. */
                rateTo?: number;
                /** @description Only receivables whose originator's name contains this text (case-insensitive; surrounding spaces ignored). */
                originator?: string;
                /** @description Only receivables of this originator (one of GET /originators); an unknown id matches none. */
                originatorId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of investments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Investment"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listLatestInvestments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The investments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Investment"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getInvestmentStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The yields. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvestmentStats"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getInvestment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The investment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Investment"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    downloadContractTemplate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Lowercased user language (`en`, `sl`); selects the language of messages, e-mails, SMS and PDFs. Default `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Pdf"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listOriginatorNames: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The originators. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OriginatorName"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getOriginator: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The originator. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OriginatorProfile"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listUserInvestments: {
        parameters: {
            query?: {
                /** @description Column; `issued` is the start date, `maturity` the investment's end, `end` my end date. */
                sort?: "id" | "amount" | "issued" | "maturity" | "end";
                direction?: components["parameters"]["Direction"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Items to skip. */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the user's investments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserInvestment"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createUserInvestment: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One value per user action (the client sends a UUID), reused on retries of that action; a replay
                 *     returns the first result and moves no money. Required on every money-moving call: without it
                 *     the call is refused (400 `idempotency-key-required`) and nothing runs (the client adds a fresh
                 *     key when the caller passes none).
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateUserInvestmentRequest"];
            };
        };
        responses: {
            /** @description Bought (also the answer to a replay with the same Idempotency-Key). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateUserInvestmentResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyConflict"];
            /**
             * @description Refused by a business rule: the user is not confirmed (key `investDenied`), the provider
             *     restricted the profile's purchases (key `buying-restricted`), the amount is
             *     above the available funds (key `insufficient-funds`) or above the investment's available amount
             *     (key `exceeds-available-amount`), below the minimum purchase of 10 € unless it is all that is
             *     still available of the investment (key `amount-below-minimum`), or the investment is no
             *     longer open — not ACTIVE, due, or nothing left (key `investment-closed`); with two-factor on, no code (key
             *     `confirmation-code-required`) or a wrong or expired one (keys `phone-confirmation-code-invalid`,
             *     `phone-confirmation-expired`); or the Idempotency-Key was used for a different request
             *     (key `idempotency-key-reused`).
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    listLatestUserInvestments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's investments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserInvestment"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getUserInvestment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's investment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserInvestment"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    cancelUserInvestment: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One value per user action (the client sends a UUID), reused on retries of that action; a replay
                 *     returns the first result and moves no money. Required on every money-moving call: without it
                 *     the call is refused (400 `idempotency-key-required`) and nothing runs (the client adds a fresh
                 *     key when the caller passes none).
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["OptionalConfirmation"];
            };
        };
        responses: {
            200: components["responses"]["Empty"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyConflict"];
            /**
             * @description The investment can no longer be cancelled (key `not-cancelable`: not active, the receivable is
             *     fully funded or due, or 14 days have passed since the purchase); the message is shown in an alert.
             *     With two-factor on, no code (key `confirmation-code-required`) or a wrong or expired one (keys
             *     `phone-confirmation-code-invalid`, `phone-confirmation-expired`). Or the Idempotency-Key was
             *     used for a different request (key `idempotency-key-reused`).
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    downloadUserInvestmentContract: {
        parameters: {
            query?: {
                variant?: "assignment" | "summary";
            };
            header?: {
                /** @description Lowercased user language (`en`, `sl`); selects the language of messages, e-mails, SMS and PDFs. Default `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Pdf"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getUserInvestmentSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The schedule, by due date. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduleRow"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listDeposits: {
        parameters: {
            query?: {
                sort?: components["parameters"]["TransactionSort"];
                direction?: components["parameters"]["DirectionDesc"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Items to skip. */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path: {
                /** @description The signed-in user's id. */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of deposits. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deposit"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getDepositInstructions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in user's id. */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The investor's deposit instructions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepositInstructions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listWithdrawals: {
        parameters: {
            query?: {
                sort?: components["parameters"]["TransactionSort"];
                direction?: components["parameters"]["DirectionDesc"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Items to skip. */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path: {
                /** @description The signed-in user's id. */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of withdrawals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Withdrawal"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createWithdrawal: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One value per user action (the client sends a UUID), reused on retries of that action; a replay
                 *     returns the first result and moves no money. Required on every money-moving call: without it
                 *     the call is refused (400 `idempotency-key-required`) and nothing runs (the client adds a fresh
                 *     key when the caller passes none).
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The signed-in user's id. */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWithdrawalRequest"];
            };
        };
        responses: {
            /** @description The withdrawal was accepted (also the answer to a replay with the same Idempotency-Key). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Withdrawal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["IdempotencyConflict"];
            /**
             * @description Refused: user not confirmed (key `withdrawDenied`), withdrawals restricted by the provider (key
             *     `withdrawing-restricted`), amount above `maxWithdrawal` (key `something-wrong`), no payout
             *     account (key `no-payout-account`), a payout account added or changed less than 24 hours ago
             *     (key `payout-account-cooling-off`), wrong or expired code (keys `phone-confirmation-code-invalid`,
             *     `phone-confirmation-expired`), or the Idempotency-Key was used for a different request (key
             *     `idempotency-key-reused`). The message is shown in an alert.
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    cancelWithdrawal: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One value per user action (the client sends a UUID), reused on retries of that action; a replay
                 *     returns the first result and moves no money. Required on every money-moving call: without it
                 *     the call is refused (400 `idempotency-key-required`) and nothing runs (the client adds a fresh
                 *     key when the caller passes none).
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The signed-in user's id. */
                userId: components["parameters"]["UserId"];
                /** @description The withdrawal's `Id`. */
                withdrawalId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cancelled withdrawal (also the answer to a replay with the same Idempotency-Key). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Withdrawal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /**
             * @description The withdrawal is in a payout batch, paid out, declined or cancelled already (key
             *     `withdrawal-not-cancellable`), or a request with this Idempotency-Key is still being
             *     processed (key `idempotency-key-in-use`, with `Retry-After`).
             */
            409: {
                headers: {
                    /** @description Seconds to wait before retrying with the same key (`idempotency-key-in-use` only). */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The Idempotency-Key was used for a different request (key `idempotency-key-reused`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getPayoutAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in user's id. */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payout account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutAccountResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    changePayoutAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in user's id. */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayoutAccountChange"];
            };
        };
        responses: {
            /** @description The new payout account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutAccountResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description Refused: an IBAN that is not valid (key `invalid-iban`) or not of a bank in the EU (key
             *     `iban-outside-eu`), a holder who is not the investor (key `payout-account-holder-mismatch`),
             *     the payout account already (key `payout-account-unchanged`), a wrong or expired code (keys
             *     `phone-confirmation-code-invalid`, `phone-confirmation-expired`).
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAccountHistory: {
        parameters: {
            query?: {
                /**
                 * @description Where the page starts: the `next` of the page before (opaque; the sort key and id of that page's
                 *     last row, for this list and this owner or these filters and sort). Without it, the first page. A
                 *     cursor that is not one the service gave for this list and owner, or these filters and sort, is
                 *     refused (400 `validation-error`).
                 */
                cursor?: components["parameters"]["Cursor"];
                /** @description Rows a page holds (a list paged by `Cursor`). */
                size?: components["parameters"]["Size"];
            };
            header?: {
                /** @description Lowercased user language (`en`, `sl`); selects the language of messages, e-mails, SMS and PDFs. Default `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountHistoryPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    downloadIncomeStatement: {
        parameters: {
            query: {
                /** @description First day of the period (`YYYY-MM-DD`). */
                from: string;
                /** @description Last day of the period (`YYYY-MM-DD`); not before `from`, and before `from` plus 5 years (400 otherwise). */
                to: string;
            };
            header?: {
                /** @description Lowercased language (`en`, `sl`) of the document's texts; without it (or with another), the investor's settings language. */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Pdf"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    exportAccountHistory: {
        parameters: {
            query: {
                /** @description First day of the period (`YYYY-MM-DD`). */
                from: string;
                /** @description Last day of the period (`YYYY-MM-DD`); not before `from`, and before `from` plus 5 years (400 otherwise). */
                to: string;
                format: "csv" | "xlsx";
            };
            header?: {
                /** @description Lowercased language (`en`, `sl`) of the document's texts; without it (or with another), the investor's settings language. */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The history file. */
            200: {
                headers: {
                    /** @description `attachment` with `filename` (ASCII) and `filename*` (RFC 5987 UTF-8). */
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getAutoInvest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in user's id. */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["AutoInvest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    setAutoInvest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in user's id. */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AutoInvestRequest"];
            };
        };
        responses: {
            200: components["responses"]["AutoInvest"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description With two-factor on: no code (key `confirmation-code-required`) or a wrong or expired one (keys
             *     `phone-confirmation-code-invalid`, `phone-confirmation-expired`).
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteAutoInvest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in user's id. */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["AutoInvest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    previewAutoInvest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in user's id. */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AutoInvestRequest"];
            };
        };
        responses: {
            /** @description The preview. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AutoInvestPreview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getFundsDailyStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Daily ratios, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FundsDailyStats"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getInterestsDailyStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Daily interest in euro, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InterestsDailyStats"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getInvestmentTypeRatios: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ratios by financing type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvestmentTypeRatios"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    listDevOutbox: {
        parameters: {
            query?: {
                /** @description Only messages to this e-mail address or phone number. */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The messages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutboxMessage"][];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    simulateDays: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SimulateRequest"];
            };
        };
        responses: {
            /** @description What happened, day by day. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Simulation"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    issueOperatorToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["OperatorTokenForm"];
            };
        };
        responses: {
            /** @description Access token for the operator. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorAuthResponse"];
                };
            };
            /**
             * @description Wrong credentials (`error: invalid_grant`, key `unauthorized`), a sign-in locked after five
             *     wrong attempts in a row (key `profile-blocked`: for 30 minutes, or until another operator
             *     unblocks it; an unknown name answers alike) or malformed form (`error: invalid_request`, key
             *     `validation-error`).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Too many login attempts from this address or for this username (key `rate-limited`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
        };
    };
    revokeOperatorToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["RevokeForm"];
            };
        };
        responses: {
            200: components["responses"]["Empty"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    startOperatorPasskeyLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PasskeyAssertionStart"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listOperatorPasskeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Passkeys"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["OpsNotFound"];
        };
    };
    finishOperatorPasskeyRegistration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeyRegistration"];
            };
        };
        responses: {
            /** @description The passkey added. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Passkey"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["OpsNotFound"];
            /** @description Ten passkeys were added meanwhile (key `passkey-limit`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            422: components["responses"]["PasskeyRefused"];
        };
    };
    startOperatorPasskeyRegistration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OperatorOtp"];
            };
        };
        responses: {
            /** @description The options for the browser. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyRegistrationStart"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["OpsNotFound"];
            /** @description Ten passkeys are enrolled already (key `passkey-limit`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            422: components["responses"]["CodeRefused"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    removeOperatorPasskey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A passkey of the caller's own (another's answers 404). */
                passkeyId: components["parameters"]["PasskeyId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OperatorOtp"];
            };
        };
        responses: {
            200: components["responses"]["Passkeys"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["OpsNotFound"];
            422: components["responses"]["CodeRefused"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listOperators: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The operators. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsOperator"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["OpsNotFound"];
        };
    };
    unblockOperator: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsReason"];
            };
        };
        responses: {
            /** @description The operator after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsOperator"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The operator's sign-in is not locked, or no longer (key `operator-state`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listBankStatements: {
        parameters: {
            query?: {
                /**
                 * @description Where the page starts: the `next` of the page before (opaque; the sort key and id of that page's
                 *     last row, for this list and this owner or these filters and sort). Without it, the first page. A
                 *     cursor that is not one the service gave for this list and owner, or these filters and sort, is
                 *     refused (400 `validation-error`).
                 */
                cursor?: components["parameters"]["Cursor"];
                /** @description Rows a page holds (a list paged by `Cursor`). */
                size?: components["parameters"]["Size"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of imported statements. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatementSummaryPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["OpsNotFound"];
        };
    };
    importBankStatement: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One value per user action (the client sends a UUID), reused on retries of that action; a replay
                 *     returns the first result and moves no money. Required on every money-moving call: without it
                 *     the call is refused (400 `idempotency-key-required`) and nothing runs (the client adds a fresh
                 *     key when the caller passes none).
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/xml": string;
            };
        };
        responses: {
            /** @description What the upload booked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatementImport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["OpsNotFound"];
            /** @description The document is larger than 5 MiB (key `validation-error`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not `application/xml` (key `validation-error`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listSuspenseCredits: {
        parameters: {
            query?: {
                /**
                 * @description Where the page starts: the `next` of the page before (opaque; the sort key and id of that page's
                 *     last row, for this list and this owner or these filters and sort). Without it, the first page. A
                 *     cursor that is not one the service gave for this list and owner, or these filters and sort, is
                 *     refused (400 `validation-error`).
                 */
                cursor?: components["parameters"]["Cursor"];
                /** @description Rows a page holds (a list paged by `Cursor`). */
                size?: components["parameters"]["Size"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of open suspense credits. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuspenseCreditPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["OpsNotFound"];
        };
    };
    assignSuspenseCredit: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One value per user action (the client sends a UUID), reused on retries of that action; a replay
                 *     returns the first result and moves no money. Required on every money-moving call: without it
                 *     the call is refused (400 `idempotency-key-required`) and nothing runs (the client adds a fresh
                 *     key when the caller passes none).
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssignSuspenseRequest"];
            };
        };
        responses: {
            /** @description The deposit the credit became. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuspenseAssignment"];
                };
            };
            /**
             * @description The amount is above `SUSPENSE_APPROVAL_ABOVE`: nothing was booked; the request waits for a second
             *     operator.
             */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HeldCreditApproval"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description No such suspense credit, or no such investor (key `not-found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /**
             * @description The credit was assigned already (key `suspense-already-assigned`), or an assignment of it waits
             *     for a second operator (key `held-credit-approval-waiting`).
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listThirdPartyPayments: {
        parameters: {
            query?: {
                /**
                 * @description Where the page starts: the `next` of the page before (opaque; the sort key and id of that page's
                 *     last row, for this list and this owner or these filters and sort). Without it, the first page. A
                 *     cursor that is not one the service gave for this list and owner, or these filters and sort, is
                 *     refused (400 `validation-error`).
                 */
                cursor?: components["parameters"]["Cursor"];
                /** @description Rows a page holds (a list paged by `Cursor`). */
                size?: components["parameters"]["Size"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of third-party payments waiting for review. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThirdPartyPaymentPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["OpsNotFound"];
        };
    };
    bookThirdPartyPayment: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One value per user action (the client sends a UUID), reused on retries of that action; a replay
                 *     returns the first result and moves no money. Required on every money-moving call: without it
                 *     the call is refused (400 `idempotency-key-required`) and nothing runs (the client adds a fresh
                 *     key when the caller passes none).
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deposit the payment became. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThirdPartyBooking"];
                };
            };
            /**
             * @description The amount is above `SUSPENSE_APPROVAL_ABOVE`: nothing was booked; the request waits for a second
             *     operator.
             */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HeldCreditApproval"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description No such third-party payment, or its investor's profile is closed (key `not-found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /**
             * @description The payment was booked already, or is being returned to its payer (key
             *     `third-party-payment-closed`), or a booking of it waits for a second operator (key
             *     `held-credit-approval-waiting`).
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    returnThirdPartyPayment: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One value per user action (the client sends a UUID), reused on retries of that action; a replay
                 *     returns the first result and moves no money. Required on every money-moving call: without it
                 *     the call is refused (400 `idempotency-key-required`) and nothing runs (the client adds a fresh
                 *     key when the caller passes none).
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayerReturnRequest"];
            };
        };
        responses: {
            /** @description The return, `PENDING` until the next payout batch. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayerReturn"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description No such third-party payment, or the bank reversed it (key `not-found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /**
             * @description The payment was booked already, or is being returned (key `third-party-payment-closed`), or its
             *     booking to the investor waits for a second operator (key `held-credit-approval-waiting`).
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /**
             * @description The bank did not report the payer's name or a valid IBAN, so there is no account to return
             *     the money to (key `payer-account-unknown`).
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listHeldCreditApprovals: {
        parameters: {
            query?: {
                status?: components["schemas"]["HeldCreditApprovalStatus"];
                /**
                 * @description Where the page starts: the `next` of the page before (opaque; the sort key and id of that page's
                 *     last row, for this list and this owner or these filters and sort). Without it, the first page. A
                 *     cursor that is not one the service gave for this list and owner, or these filters and sort, is
                 *     refused (400 `validation-error`).
                 */
                cursor?: components["parameters"]["Cursor"];
                /** @description Rows a page holds (a list paged by `Cursor`). */
                size?: components["parameters"]["Size"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HeldCreditApprovalPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["OpsNotFound"];
        };
    };
    approveHeldCreditApproval: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One value per user action (the client sends a UUID), reused on retries of that action; a replay
                 *     returns the first result and moves no money. Required on every money-moving call: without it
                 *     the call is refused (400 `idempotency-key-required`) and nothing runs (the client adds a fresh
                 *     key when the caller passes none).
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The approved request, with the deposit the credit became. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HeldCreditApproval"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["FourEyes"];
            /** @description No such request, or the investor's profile was closed since (key `not-found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            409: components["responses"]["ApprovalClosed"];
        };
    };
    declineHeldCreditApproval: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One value per user action (the client sends a UUID), reused on retries of that action; a replay
                 *     returns the first result and moves no money. Required on every money-moving call: without it
                 *     the call is refused (400 `idempotency-key-required`) and nothing runs (the client adds a fresh
                 *     key when the caller passes none).
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayoutDecline"];
            };
        };
        responses: {
            /** @description The declined request. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HeldCreditApproval"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["FourEyes"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["ApprovalClosed"];
        };
    };
    listPayoutBatches: {
        parameters: {
            query?: {
                state?: components["schemas"]["PayoutBatchState"];
                /**
                 * @description Where the page starts: the `next` of the page before (opaque; the sort key and id of that page's
                 *     last row, for this list and this owner or these filters and sort). Without it, the first page. A
                 *     cursor that is not one the service gave for this list and owner, or these filters and sort, is
                 *     refused (400 `validation-error`).
                 */
                cursor?: components["parameters"]["Cursor"];
                /** @description Rows a page holds (a list paged by `Cursor`). */
                size?: components["parameters"]["Size"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of payout batches. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutBatchSummaryPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["OpsNotFound"];
        };
    };
    createPayoutBatch: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One value per user action (the client sends a UUID), reused on retries of that action; a replay
                 *     returns the first result and moves no money. Required on every money-moving call: without it
                 *     the call is refused (400 `idempotency-key-required`) and nothing runs (the client adds a fresh
                 *     key when the caller passes none).
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new batch, waiting for approval. */
            201: {
                headers: {
                    /** @description `/api/ops/payouts/{id}`. */
                    Location: string;
                    /** @description The new batch's id (for its approval, file and confirmation). */
                    "Payout-Batch-Id": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutBatch"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["OpsNotFound"];
            /** @description There are no pending withdrawals (key `something-wrong`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getPayoutBatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The batch. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutBatch"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    downloadPayoutFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pain.001 document. */
            200: {
                headers: {
                    /** @description `attachment; filename="payout-{id}.xml"`. */
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["PayoutNotApproved"];
        };
    };
    confirmPayoutBatch: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One value per user action (the client sends a UUID), reused on retries of that action; a replay
                 *     returns the first result and moves no money. Required on every money-moving call: without it
                 *     the call is refused (400 `idempotency-key-required`) and nothing runs (the client adds a fresh
                 *     key when the caller passes none).
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayoutConfirmation"];
            };
        };
        responses: {
            /** @description The batch after the confirmation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutBatch"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /**
             * @description A second operator has not approved the batch yet (key `payout-not-approved`), a line
             *     marked `EXECUTED` has a rejection waiting for a second operator (key `rejection-waiting`),
             *     or a return line to a third-party payer is marked `REJECTED` (key `return-line-bank-only`:
             *     only the bank's return in a statement rejects one; nothing of the call is recorded).
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listPayoutRejections: {
        parameters: {
            query?: {
                status?: components["schemas"]["PayoutRejectionStatus"];
                /**
                 * @description Where the page starts: the `next` of the page before (opaque; the sort key and id of that page's
                 *     last row, for this list and this owner or these filters and sort). Without it, the first page. A
                 *     cursor that is not one the service gave for this list and owner, or these filters and sort, is
                 *     refused (400 `validation-error`).
                 */
                cursor?: components["parameters"]["Cursor"];
                /** @description Rows a page holds (a list paged by `Cursor`). */
                size?: components["parameters"]["Size"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of rejection requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutRejectionPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["OpsNotFound"];
        };
    };
    approvePayoutRejection: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One value per user action (the client sends a UUID), reused on retries of that action; a replay
                 *     returns the first result and moves no money. Required on every money-moving call: without it
                 *     the call is refused (400 `idempotency-key-required`) and nothing runs (the client adds a fresh
                 *     key when the caller passes none).
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The approved request. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutRejection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["FourEyes"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["ApprovalClosed"];
        };
    };
    declinePayoutRejection: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One value per user action (the client sends a UUID), reused on retries of that action; a replay
                 *     returns the first result and moves no money. Required on every money-moving call: without it
                 *     the call is refused (400 `idempotency-key-required`) and nothing runs (the client adds a fresh
                 *     key when the caller passes none).
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayoutDecline"];
            };
        };
        responses: {
            /** @description The declined request. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutRejection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["ApprovalClosed"];
        };
    };
    holdWithdrawal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WithdrawalHold"];
            };
        };
        responses: {
            /** @description The withdrawal, on hold. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsWithdrawal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description The withdrawal is not pending, or is held already (key `withdrawal-state`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    releaseWithdrawal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The withdrawal, released. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsWithdrawal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description The withdrawal is not held (key `withdrawal-state`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listOriginators: {
        parameters: {
            query?: {
                q?: string;
                sort?: "name" | "partnerSince" | "rating" | "income";
                direction?: components["parameters"]["DirectionAsc"];
                /**
                 * @description Where the page starts: the `next` of the page before (opaque; the sort key and id of that page's
                 *     last row, for this list and this owner or these filters and sort). Without it, the first page. A
                 *     cursor that is not one the service gave for this list and owner, or these filters and sort, is
                 *     refused (400 `validation-error`).
                 */
                cursor?: components["parameters"]["Cursor"];
                /** @description Rows a page holds (a list paged by `Cursor`). */
                size?: components["parameters"]["Size"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of originators. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsOriginatorPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["OpsNotFound"];
        };
    };
    createOriginator: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateOriginatorRequest"];
            };
        };
        responses: {
            /** @description The new originator. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsOriginator"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["OpsNotFound"];
            /** @description An originator of that name (key `originator-exists`) or that IBAN (key `originator-iban-exists`) exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateOriginator: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateOriginatorRequest"];
            };
        };
        responses: {
            /** @description The corrected originator. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsOriginator"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description Another originator has that name (key `originator-exists`) or that IBAN (key `originator-iban-exists`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listReceivables: {
        parameters: {
            query?: {
                state?: components["schemas"]["InvestmentState"];
                q?: string;
                sort?: "listed" | "maturity" | "amount" | "rate" | "number";
                direction?: components["parameters"]["DirectionDesc"];
                /**
                 * @description Where the page starts: the `next` of the page before (opaque; the sort key and id of that page's
                 *     last row, for this list and this owner or these filters and sort). Without it, the first page. A
                 *     cursor that is not one the service gave for this list and owner, or these filters and sort, is
                 *     refused (400 `validation-error`).
                 */
                cursor?: components["parameters"]["Cursor"];
                /** @description Rows a page holds (a list paged by `Cursor`). */
                size?: components["parameters"]["Size"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of receivables. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsReceivablePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["OpsNotFound"];
        };
    };
    createReceivable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateReceivableRequest"];
            };
        };
        responses: {
            /** @description The listed receivable. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsReceivable"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description No such originator (key `not-found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description A receivable with that number exists (key `receivable-exists`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getReceivable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The receivable. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsReceivable"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updateReceivable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateReceivableRequest"];
            };
        };
        responses: {
            /** @description The corrected receivable. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsReceivable"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description No such receivable or originator (key `not-found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /**
             * @description Something of it was bought (key `receivable-has-purchases`), it is no longer `ACTIVE` or was
             *     extended (`receivable-state`), or another receivable has that number (`receivable-exists`).
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listReceivableHolders: {
        parameters: {
            query?: {
                /**
                 * @description Where the page starts: the `next` of the page before (opaque; the sort key and id of that page's
                 *     last row, for this list and this owner or these filters and sort). Without it, the first page. A
                 *     cursor that is not one the service gave for this list and owner, or these filters and sort, is
                 *     refused (400 `validation-error`).
                 */
                cursor?: components["parameters"]["Cursor"];
                /** @description Rows a page holds (a list paged by `Cursor`). */
                size?: components["parameters"]["Size"];
            };
            header?: never;
            path: {
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of holdings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceivableHolderPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    recordRepayment: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One value per user action (the client sends a UUID), reused on retries of that action; a replay
                 *     returns the first result and moves no money. Required on every money-moving call: without it
                 *     the call is refused (400 `idempotency-key-required`) and nothing runs (the client adds a fresh
                 *     key when the caller passes none).
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecordRepaymentRequest"];
            };
        };
        responses: {
            /** @description The receivable after the repayment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsReceivable"];
                };
            };
            /** @description Interest beyond the schedule; the repayment waits for a second operator. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Repayment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /**
             * @description The receivable's state does not allow it (key `receivable-state`), or a repayment of it waits for
             *     approval (key `repayment-waiting`).
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /**
             * @description The amount is less than the principal sold (key `repayment-below-principal`) or more than has
             *     arrived from the originator (key `originator-funds-insufficient`).
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listRepayments: {
        parameters: {
            query?: {
                status?: components["schemas"]["RepaymentStatus"];
                /**
                 * @description Where the page starts: the `next` of the page before (opaque; the sort key and id of that page's
                 *     last row, for this list and this owner or these filters and sort). Without it, the first page. A
                 *     cursor that is not one the service gave for this list and owner, or these filters and sort, is
                 *     refused (400 `validation-error`).
                 */
                cursor?: components["parameters"]["Cursor"];
                /** @description Rows a page holds (a list paged by `Cursor`). */
                size?: components["parameters"]["Size"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of repayments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RepaymentPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["OpsNotFound"];
        };
    };
    approveRepayment: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One value per user action (the client sends a UUID), reused on retries of that action; a replay
                 *     returns the first result and moves no money. Required on every money-moving call: without it
                 *     the call is refused (400 `idempotency-key-required`) and nothing runs (the client adds a fresh
                 *     key when the caller passes none).
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The booked repayment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Repayment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["FourEyes"];
            404: components["responses"]["NotFound"];
            /** @description It was decided already (key `approval-closed`) or the receivable can no longer be repaid (`receivable-state`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /**
             * @description Less than the principal now held (key `repayment-below-principal`) or more than has arrived from the
             *     originator (key `originator-funds-insufficient`).
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    declineRepayment: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One value per user action (the client sends a UUID), reused on retries of that action; a replay
                 *     returns the first result and moves no money. Required on every money-moving call: without it
                 *     the call is refused (400 `idempotency-key-required`) and nothing runs (the client adds a fresh
                 *     key when the caller passes none).
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsReason"];
            };
        };
        responses: {
            /** @description The declined repayment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Repayment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["FourEyes"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["ApprovalClosed"];
        };
    };
    recordDelay: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One value per user action (the client sends a UUID), reused on retries of that action; a replay
                 *     returns the first result and moves no money. Required on every money-moving call: without it
                 *     the call is refused (400 `idempotency-key-required`) and nothing runs (the client adds a fresh
                 *     key when the caller passes none).
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecordDelayRequest"];
            };
        };
        responses: {
            /** @description The receivable after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsReceivable"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["ReceivableStateConflict"];
        };
    };
    recordExtension: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One value per user action (the client sends a UUID), reused on retries of that action; a replay
                 *     returns the first result and moves no money. Required on every money-moving call: without it
                 *     the call is refused (400 `idempotency-key-required`) and nothing runs (the client adds a fresh
                 *     key when the caller passes none).
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecordExtensionRequest"];
            };
        };
        responses: {
            /** @description The receivable after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsReceivable"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["ReceivableStateConflict"];
        };
    };
    recordLossEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One value per user action (the client sends a UUID), reused on retries of that action; a replay
                 *     returns the first result and moves no money. Required on every money-moving call: without it
                 *     the call is refused (400 `idempotency-key-required`) and nothing runs (the client adds a fresh
                 *     key when the caller passes none).
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecordLossEventRequest"];
            };
        };
        responses: {
            /** @description The receivable after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsReceivable"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["ReceivableStateConflict"];
        };
    };
    recordNonPayment: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One value per user action (the client sends a UUID), reused on retries of that action; a replay
                 *     returns the first result and moves no money. Required on every money-moving call: without it
                 *     the call is refused (400 `idempotency-key-required`) and nothing runs (the client adds a fresh
                 *     key when the caller passes none).
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The receivable after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsReceivable"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["ReceivableStateConflict"];
        };
    };
    listIdentityReviews: {
        parameters: {
            query?: {
                state?: components["schemas"]["IdentityReviewState"];
                q?: string;
                /** @description `submitted`: the upload's time; `name`: the company name of a business, else first and last name. */
                sort?: "submitted" | "name";
                direction?: components["parameters"]["Direction"];
                /**
                 * @description Where the page starts: the `next` of the page before (opaque; the sort key and id of that page's
                 *     last row, for this list and this owner or these filters and sort). Without it, the first page. A
                 *     cursor that is not one the service gave for this list and owner, or these filters and sort, is
                 *     refused (400 `validation-error`).
                 */
                cursor?: components["parameters"]["Cursor"];
                /** @description Rows a page holds (a list paged by `Cursor`). */
                size?: components["parameters"]["Size"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of reviews. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdentityReviewPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["OpsNotFound"];
        };
    };
    getIdentityReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The review. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdentityReview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    approveIdentityReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdentityApproval"];
            };
        };
        responses: {
            /** @description The review. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdentityReview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description The upload is not pending any more (key `review-state`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    rejectIdentityReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdentityRejection"];
            };
        };
        responses: {
            /** @description The review. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdentityReview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description The upload is not pending any more (key `review-state`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    downloadIdentityDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description The image was deleted with its superseded or rejected upload (key `document-deleted`). */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listInvestors: {
        parameters: {
            query?: {
                q?: string;
                status?: components["schemas"]["OpsInvestorStatus"];
                sort?: "id" | "name" | "email" | "registered";
                direction?: components["parameters"]["DirectionDesc"];
                /**
                 * @description Where the page starts: the `next` of the page before (opaque; the sort key and id of that page's
                 *     last row, for this list and this owner or these filters and sort). Without it, the first page. A
                 *     cursor that is not one the service gave for this list and owner, or these filters and sort, is
                 *     refused (400 `validation-error`).
                 */
                cursor?: components["parameters"]["Cursor"];
                /** @description Rows a page holds (a list paged by `Cursor`). */
                size?: components["parameters"]["Size"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of investors. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsInvestorPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["OpsNotFound"];
        };
    };
    getInvestorProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsInvestorProfile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getInvestorBalance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The balance. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountBalance"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getInvestorHistory: {
        parameters: {
            query?: {
                /**
                 * @description Where the page starts: the `next` of the page before (opaque; the sort key and id of that page's
                 *     last row, for this list and this owner or these filters and sort). Without it, the first page. A
                 *     cursor that is not one the service gave for this list and owner, or these filters and sort, is
                 *     refused (400 `validation-error`).
                 */
                cursor?: components["parameters"]["Cursor"];
                /** @description Rows a page holds (a list paged by `Cursor`). */
                size?: components["parameters"]["Size"];
            };
            header?: never;
            path: {
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountHistoryPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    blockInvestor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsReason"];
            };
        };
        responses: {
            /** @description The profile after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsInvestorProfile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["InvestorState"];
        };
    };
    unblockInvestor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsReason"];
            };
        };
        responses: {
            /** @description The profile after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsInvestorProfile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["InvestorState"];
        };
    };
    restrictInvestor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsRestrictions"];
            };
        };
        responses: {
            /** @description The profile after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsInvestorProfile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["InvestorState"];
        };
    };
    closeInvestor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsReason"];
            };
        };
        responses: {
            /** @description The closed profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsInvestorProfile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["InvestorState"];
            /** @description The account still holds or owes 1 € or more (key `deleteAccountErrorAccountValue`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    sendInactivityNotice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile, with the notice. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsInvestorProfile"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["InvestorState"];
        };
    };
    createDeduction: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One value per user action (the client sends a UUID), reused on retries of that action; a replay
                 *     returns the first result and moves no money. Required on every money-moving call: without it
                 *     the call is refused (400 `idempotency-key-required`) and nothing runs (the client adds a fresh
                 *     key when the caller passes none).
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeductionRequest"];
            };
        };
        responses: {
            /** @description The deduction, waiting for approval. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deduction"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listDeductions: {
        parameters: {
            query?: {
                status?: components["schemas"]["DeductionStatus"];
                userId?: number;
                /**
                 * @description Where the page starts: the `next` of the page before (opaque; the sort key and id of that page's
                 *     last row, for this list and this owner or these filters and sort). Without it, the first page. A
                 *     cursor that is not one the service gave for this list and owner, or these filters and sort, is
                 *     refused (400 `validation-error`).
                 */
                cursor?: components["parameters"]["Cursor"];
                /** @description Rows a page holds (a list paged by `Cursor`). */
                size?: components["parameters"]["Size"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of deductions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeductionPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["OpsNotFound"];
        };
    };
    approveDeduction: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One value per user action (the client sends a UUID), reused on retries of that action; a replay
                 *     returns the first result and moves no money. Required on every money-moving call: without it
                 *     the call is refused (400 `idempotency-key-required`) and nothing runs (the client adds a fresh
                 *     key when the caller passes none).
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The booked deduction. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deduction"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["FourEyes"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["ApprovalClosed"];
        };
    };
    rejectDeduction: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One value per user action (the client sends a UUID), reused on retries of that action; a replay
                 *     returns the first result and moves no money. Required on every money-moving call: without it
                 *     the call is refused (400 `idempotency-key-required`) and nothing runs (the client adds a fresh
                 *     key when the caller passes none).
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsReason"];
            };
        };
        responses: {
            /** @description The rejected deduction. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deduction"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["FourEyes"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["ApprovalClosed"];
        };
    };
    approvePayoutBatch: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One value per user action (the client sends a UUID), reused on retries of that action; a replay
                 *     returns the first result and moves no money. Required on every money-moving call: without it
                 *     the call is refused (400 `idempotency-key-required`) and nothing runs (the client adds a fresh
                 *     key when the caller passes none).
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The approved batch. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutBatch"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["FourEyes"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["ApprovalClosed"];
        };
    };
    declinePayoutBatch: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One value per user action (the client sends a UUID), reused on retries of that action; a replay
                 *     returns the first result and moves no money. Required on every money-moving call: without it
                 *     the call is refused (400 `idempotency-key-required`) and nothing runs (the client adds a fresh
                 *     key when the caller passes none).
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayoutDecline"];
            };
        };
        responses: {
            /** @description The declined batch. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutBatch"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["ApprovalClosed"];
        };
    };
    listOpsWithdrawals: {
        parameters: {
            query?: {
                status?: components["schemas"]["OpsWithdrawalStatus"];
                /**
                 * @description Where the page starts: the `next` of the page before (opaque; the sort key and id of that page's
                 *     last row, for this list and this owner or these filters and sort). Without it, the first page. A
                 *     cursor that is not one the service gave for this list and owner, or these filters and sort, is
                 *     refused (400 `validation-error`).
                 */
                cursor?: components["parameters"]["Cursor"];
                /** @description Rows a page holds (a list paged by `Cursor`). */
                size?: components["parameters"]["Size"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of withdrawals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsWithdrawalPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["OpsNotFound"];
        };
    };
    getOpsWithdrawalTotals: {
        parameters: {
            query?: {
                status?: components["schemas"]["OpsWithdrawalStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count and the total. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawalTotals"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["OpsNotFound"];
        };
    };
    listAuditLog: {
        parameters: {
            query?: {
                /** @description The event's action (e.g. `deduction.booked`); a prefix ending in `.` matches all of its kind (`deduction.`). */
                action?: components["parameters"]["AuditAction"];
                actor?: components["parameters"]["AuditActor"];
                /** @description The investor the events are about. */
                userId?: components["parameters"]["AuditUserId"];
                /** @description First calendar day (Europe/Ljubljana) of the period. */
                from?: components["parameters"]["AuditFrom"];
                /** @description Last calendar day (Europe/Ljubljana) of the period, not before `from`. */
                to?: components["parameters"]["AuditTo"];
                /**
                 * @description Where the page starts: the `next` of the page before (opaque; the sort key and id of that page's
                 *     last row, for this list and this owner or these filters and sort). Without it, the first page. A
                 *     cursor that is not one the service gave for this list and owner, or these filters and sort, is
                 *     refused (400 `validation-error`).
                 */
                cursor?: components["parameters"]["Cursor"];
                /** @description Rows a page holds (a list paged by `Cursor`). */
                size?: components["parameters"]["Size"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditEntryPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["OpsNotFound"];
        };
    };
    exportAuditLog: {
        parameters: {
            query?: {
                /** @description The event's action (e.g. `deduction.booked`); a prefix ending in `.` matches all of its kind (`deduction.`). */
                action?: components["parameters"]["AuditAction"];
                actor?: components["parameters"]["AuditActor"];
                /** @description The investor the events are about. */
                userId?: components["parameters"]["AuditUserId"];
                /** @description First calendar day (Europe/Ljubljana) of the period. */
                from?: components["parameters"]["AuditFrom"];
                /** @description Last calendar day (Europe/Ljubljana) of the period, not before `from`. */
                to?: components["parameters"]["AuditTo"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    /** @description `attachment; filename="audit-log.csv"`. */
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["OpsNotFound"];
        };
    };
    listSmsFailures: {
        parameters: {
            query?: {
                state?: components["schemas"]["SmsFailureState"];
                /**
                 * @description Where the page starts: the `next` of the page before (opaque; the sort key and id of that page's
                 *     last row, for this list and this owner or these filters and sort). Without it, the first page. A
                 *     cursor that is not one the service gave for this list and owner, or these filters and sort, is
                 *     refused (400 `validation-error`).
                 */
                cursor?: components["parameters"]["Cursor"];
                /** @description Rows a page holds (a list paged by `Cursor`). */
                size?: components["parameters"]["Size"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of failed text messages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SmsFailurePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["OpsNotFound"];
        };
    };
    receiveInfobipDeliveryReports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InfobipDeliveryReports"];
            };
        };
        responses: {
            /** @description The reports were recorded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryReportsReceived"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The service does not send through Infobip (key `not-found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    receiveTwilioStatusCallback: {
        parameters: {
            query?: never;
            header?: {
                /** @description Base64 HMAC-SHA1 signature of the request (required; its absence answers 401). */
                "X-Twilio-Signature"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["TwilioStatusCallback"];
            };
        };
        responses: {
            /** @description The callback was recorded (or, not final, acknowledged). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryReportsReceived"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The service does not send through Twilio (key `not-found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
}
type FlattenedDeepRequired<T> = {
    [K in keyof T]-?: FlattenedDeepRequired<T[K] extends unknown[] | undefined | null ? Extract<T[K], unknown[]>[number] : T[K]>;
};
type ReadonlyArray<T> = [
    Exclude<T, undefined>
] extends [
    unknown[]
] ? Readonly<Exclude<T, undefined>> : Readonly<Exclude<T, undefined>[]>;
export const pathsInvestmentsGetParametersQuerySortValues: ReadonlyArray<FlattenedDeepRequired<paths>["/investments"]["get"]["parameters"]["query"]["sort"]> = ["amount", "rate", "date"];
export const pathsInvestmentsGetParametersQueryProtectionValues: ReadonlyArray<FlattenedDeepRequired<paths>["/investments"]["get"]["parameters"]["query"]["protection"]> = ["PG", "BG", "NONE"];
export const pathsUser_investmentsGetParametersQuerySortValues: ReadonlyArray<FlattenedDeepRequired<paths>["/user_investments"]["get"]["parameters"]["query"]["sort"]> = ["id", "amount", "issued", "maturity", "end"];
export const pathsUser_investmentsIdContractGetParametersQueryVariantValues: ReadonlyArray<FlattenedDeepRequired<paths>["/user_investments/{id}/contract"]["get"]["parameters"]["query"]["variant"]> = ["assignment", "summary"];
export const pathsAccountHistoryExportGetParametersQueryFormatValues: ReadonlyArray<FlattenedDeepRequired<paths>["/accountHistory/export"]["get"]["parameters"]["query"]["format"]> = ["csv", "xlsx"];
export const pathsOpsOriginatorsGetParametersQuerySortValues: ReadonlyArray<FlattenedDeepRequired<paths>["/ops/originators"]["get"]["parameters"]["query"]["sort"]> = ["name", "partnerSince", "rating", "income"];
export const pathsOpsReceivablesGetParametersQuerySortValues: ReadonlyArray<FlattenedDeepRequired<paths>["/ops/receivables"]["get"]["parameters"]["query"]["sort"]> = ["listed", "maturity", "amount", "rate", "number"];
export const pathsOpsIdentityReviewsGetParametersQuerySortValues: ReadonlyArray<FlattenedDeepRequired<paths>["/ops/identity-reviews"]["get"]["parameters"]["query"]["sort"]> = ["submitted", "name"];
export const pathsOpsInvestorsGetParametersQuerySortValues: ReadonlyArray<FlattenedDeepRequired<paths>["/ops/investors"]["get"]["parameters"]["query"]["sort"]> = ["id", "name", "email", "registered"];
export const registrationCredentialTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["RegistrationCredential"]["type"]> = ["public-key"];
export const registrationCredentialAuthenticatorAttachmentValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["RegistrationCredential"]["authenticatorAttachment"]> = ["platform", "cross-platform"];
export const authenticationCredentialTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AuthenticationCredential"]["type"]> = ["public-key"];
export const authenticationCredentialAuthenticatorAttachmentValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AuthenticationCredential"]["authenticatorAttachment"]> = ["platform", "cross-platform"];
export const errorKeyValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ErrorKey"]> = ["unauthorized", "error-logging-in", "error-loggin-in", "error-creating-account", "error-lost-password", "something-wrong", "company-vat-not-found", "email-taken", "not-found", "phone-confirmation-failed", "phone-confirmation-code-invalid", "phone-confirmation-expired", "sessionExpired", "wait10Seconds", "withdrawDenied", "errorUploading", "image-too-large", "document-deleted", "genericErrorMessage", "error-passwords-do-not-match", "passwordDoesNotMatch", "weakPasswordConfirmation", "agreementsRequired", "deleteAccountErrorAccountValue", "validation-error", "forbidden", "not-implemented", "sms-not-delivered", "sms-unavailable", "service-unavailable", "rate-limited", "profile-blocked", "reset-link-invalid", "idempotency-key-required", "idempotency-key-reused", "idempotency-key-in-use", "suspense-already-assigned", "third-party-payment-closed", "payer-account-unknown", "return-line-bank-only", "investDenied", "insufficient-funds", "exceeds-available-amount", "investment-closed", "amount-below-minimum", "not-cancelable", "originator-exists", "receivable-exists", "receivable-has-purchases", "receivable-state", "extension-limit", "repayment-below-principal", "review-state", "authenticator-exists", "buying-restricted", "withdrawing-restricted", "investor-state", "operator-state", "four-eyes", "approval-closed", "payout-not-approved", "invalid-iban", "iban-outside-eu", "payout-account-holder-mismatch", "payout-account-unchanged", "payout-account-cooling-off", "no-payout-account", "confirmation-code-required", "originator-iban-exists", "originator-funds-insufficient", "repayment-waiting", "withdrawal-not-cancellable", "withdrawal-state", "rejection-waiting", "held-credit-approval-waiting", "passkey-invalid", "passkey-limit", "internal"];
export const oAuthErrorErrorValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["OAuthError"]["error"]> = ["invalid_request", "invalid_client", "invalid_grant", "unsupported_grant_type", "invalid_scope"];
export const languageValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Language"]> = ["EN", "SL"];
export const tokenFormGrant_typeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["TokenForm"]["grant_type"]> = ["password"];
export const operatorTokenFormGrant_typeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["OperatorTokenForm"]["grant_type"]> = ["password"];
export const authResponseToken_typeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AuthResponse"]["token_type"]> = ["Bearer"];
export const revokeFormToken_type_hintValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["RevokeForm"]["token_type_hint"]> = ["access_token"];
export const smsDeliveryValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SmsDelivery"]> = ["SENT", "DELAYED"];
export const investorTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["InvestorType"]> = ["Personal", "Business"];
export const accountSummaryFrequencyValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AccountSummaryFrequency"]> = ["NONE", "DAILY", "WEEKLY", "MONTHLY"];
export const sourceOfFundsValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SourceOfFunds"]> = ["SALARY", "SAVINGS", "CAPITAL", "DIVIDENDS", "GIFT", "INHERITANCE", "BUSINESS", "OTHER"];
export const personalAnnualIncomeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PersonalAnnualIncome"]> = ["EUR_0_20000", "EUR_20001_50000", "EUR_50001_75000", "EUR_75001_100000", "EUR_100001"];
export const companyTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CompanyType"]> = ["PRIVATE_LIMITED", "PUBLIC_LIMITED", "SELF_EMPLOYED", "PARTNERSHIP", "ASSOCIATION", "FOUNDATION", "OTHER"];
export const companyAnnualIncomeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CompanyAnnualIncome"]> = ["EUR_50000", "EUR_500000", "EUR_1000000", "EUR_5000000", "EUR_5000001"];
export const availableIncomePercentValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AvailableIncomePercent"]> = ["PERCENT_10", "PERCENT_20", "PERCENT_21"];
export const counterpartyOriginValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CounterpartyOrigin"]> = ["UK", "EU_EEA", "OTHER"];
export const economicActivityValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["EconomicActivity"]> = ["A_AGRICULTURE_FORESTRY_FISHING", "B_MINING_QUARRYING", "C_MANUFACTURING", "D_ELECTRICITY_GAS_STEAM", "E_WATER_SUPPLY_WASTE", "F_CONSTRUCTION", "G_WHOLESALE_RETAIL_TRADE", "H_TRANSPORTATION_STORAGE", "I_ACCOMMODATION_FOOD_SERVICE", "J_INFORMATION_COMMUNICATION", "K_FINANCIAL_INSURANCE", "L_REAL_ESTATE", "M_PROFESSIONAL_SCIENTIFIC_TECHNICAL", "N_ADMINISTRATIVE_SUPPORT", "O_PUBLIC_ADMINISTRATION_DEFENCE", "P_EDUCATION", "Q_HUMAN_HEALTH_SOCIAL_WORK", "R_ARTS_ENTERTAINMENT_RECREATION", "S_OTHER_SERVICES", "T_HOUSEHOLDS_AS_EMPLOYERS", "U_EXTRATERRITORIAL_ORGANISATIONS"];
export const questionnaireAnswerFieldValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["QuestionnaireAnswer"]["field"]> = ["fundsSources", "annualIncome", "countryOfResidence", "taxNo", "economicActivity", "mainCounterPartyOrigin", "type", "availableIncomePercent"];
export const documentTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DocumentType"]> = ["ID", "PASSPORT"];
export const identityVerificationValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["IdentityVerification"]> = ["NOT_SUBMITTED", "PENDING", "REJECTED", "CONFIRMED"];
export const identityReviewStateValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["IdentityReviewState"]> = ["PENDING", "APPROVED", "REJECTED", "SUPERSEDED"];
export const identityDocumentSideValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["IdentityDocumentSide"]> = ["FRONT", "BACK", "PHOTO_PAGE"];
export const verificationTokenTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["VerificationTokenType"]> = ["CHANGE_PASSWORD", "WITHDRAWAL_CONFIRMATION", "TWO_FACTOR_CHANGE", "DELETE_ACCOUNT", "AUTHENTICATOR_CHANGE", "PAYOUT_ACCOUNT_CHANGE", "PURCHASE_CONFIRMATION", "CANCELLATION_CONFIRMATION", "AUTO_INVEST_CONFIRMATION", "PASSKEY_CHANGE"];
export const sortDirectionValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SortDirection"]> = ["asc", "desc"];
export const investmentTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["InvestmentType"]> = ["invoiceFactoring", "reverseFactoring", "internationalFactoring"];
export const loanTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["LoanType"]> = ["INVOICE_FACTORING", "REVERSE_FACTORING", "INTERNATIONAL_FACTORING"];
export const protectionTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ProtectionType"]> = ["PG", "BG"];
export const companySizeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CompanySize"]> = ["MICRO", "SMALL", "MEDIUM", "LARGE"];
export const investmentStateValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["InvestmentState"]> = ["ACTIVE", "PAYING_OUT", "LATE", "COLLECTION", "NON_PAYMENT", "LOSS_EVENT", "REPAID"];
export const userInvestmentStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["UserInvestmentStatus"]> = ["ACTIVE", "REPAID", "BOUGHT_BACK", "INSURED", "WRITTEN_OFF", "CANCELED"];
export const scheduleRowStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ScheduleRow"]["status"]> = ["PAID", "DUE", "LATE", "WRITTEN_OFF"];
export const transactionStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["TransactionStatus"]> = ["PROCESSED", "PENDING", "DONE", "DECLINED", "ACTIVE", "CANCELED", "COMPLETE", "NONE"];
export const accountHistoryTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AccountHistoryType"]> = ["DEPOSIT", "WITHDRAWAL", "INVESTMENT", "INVESTMENT_END", "EARNED_INTERESTS", "TAX"];
export const notificationTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["NotificationType"]> = ["DEPOSIT_RECEIVED", "WITHDRAWAL_PROCESSED", "WITHDRAWAL_DECLINED", "INVESTMENT_PURCHASED", "INVESTMENT_REPAID", "INVESTMENT_CANCELED", "ACCOUNT_CONFIRMED", "DOCUMENTS_REQUIRED", "AUTO_INVEST_RECONFIRM", "NEGATIVE_BALANCE", "NEWS"];
export const autoInvestTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AutoInvestType"]> = ["SHORT_TERM", "LONG_TERM", "CUSTOM"];
export const termBucketValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["TermBucket"]> = [30, 60, 90, 180];
export const strategyCountryValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["StrategyCountry"]> = ["AT", "DE", "SI"];
export const outboxMessageChannelValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["OutboxMessage"]["channel"]> = ["email", "sms"];
export const lifecycleStepKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["LifecycleStep"]["kind"]> = ["MATURED", "LATE", "DELAY", "EXTENSION", "LOSS_EVENT", "COLLECTION", "REPAYMENT", "INSURANCE", "BUYBACK", "WRITE_OFF"];
export const operatorAuthResponseToken_typeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["OperatorAuthResponse"]["token_type"]> = ["Bearer"];
export const statementImportMessageTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["StatementImport"]["messageType"]> = ["camt.053", "camt.054"];
export const statementLineOutcomeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["StatementLine"]["outcome"]> = ["BOOKED", "ORIGINATOR", "SUSPENSE", "ALREADY_IMPORTED"];
export const statementReversalLineKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["StatementReversalLine"]["kind"]> = ["REVERSAL", "RETURN"];
export const statementReversalLineOutcomeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["StatementReversalLine"]["outcome"]> = ["REVERSED", "RETURNED", "UNMATCHED", "CREDIT", "ALREADY_IMPORTED"];
export const suspenseReasonValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SuspenseReason"]> = ["NO_REFERENCE", "INVALID_REFERENCE", "UNKNOWN_INVESTOR"];
export const statementSummaryMessageTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["StatementSummary"]["messageType"]> = ["camt.053", "camt.054"];
export const payerReturnStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PayerReturnStatus"]> = ["PENDING", "SENT", "PROCESSED", "REJECTED"];
export const heldCreditApprovalStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["HeldCreditApprovalStatus"]> = ["PENDING_APPROVAL", "APPROVED", "DECLINED", "CANCELLED"];
export const heldCreditApprovalKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["HeldCreditApproval"]["kind"]> = ["SUSPENSE", "THIRD_PARTY"];
export const payoutLineStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PayoutLineStatus"]> = ["SENT", "PROCESSED", "DECLINED"];
export const opsWithdrawalStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["OpsWithdrawalStatus"]> = ["PENDING", "SENT", "PROCESSED", "DECLINED", "CANCELLED"];
export const payoutRejectionStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PayoutRejectionStatus"]> = ["PENDING_APPROVAL", "APPROVED", "DECLINED"];
export const payoutBatchStateValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PayoutBatchState"]> = ["AWAITING_APPROVAL", "APPROVED", "CONFIRMED", "DECLINED"];
export const payoutConfirmationLinesOutcomeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PayoutConfirmation"]["lines"]["outcome"]> = ["EXECUTED", "REJECTED"];
export const recordRepaymentRequestPayerValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["RecordRepaymentRequest"]["payer"]> = ["ORIGINATOR", "INSURER"];
export const repaymentStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["RepaymentStatus"]> = ["PENDING_APPROVAL", "BOOKED", "DECLINED"];
export const repaymentPayerValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Repayment"]["payer"]> = ["ORIGINATOR", "INSURER"];
export const opsInvestorStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["OpsInvestorStatus"]> = ["PENDING", "CONFIRMED", "BLOCKED", "RESTRICTED", "CLOSED", "INACTIVE"];
export const deductionStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DeductionStatus"]> = ["PENDING_APPROVAL", "BOOKED", "REJECTED"];
export const smsFailureStateValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SmsFailureState"]> = ["RETRYING", "REFUSED", "FAILED", "UNDELIVERED"];
export const componentsParametersDirectionAscValues: ReadonlyArray<FlattenedDeepRequired<components>["parameters"]["DirectionAsc"]> = ["asc", "desc"];
export const componentsParametersDirectionDescValues: ReadonlyArray<FlattenedDeepRequired<components>["parameters"]["DirectionDesc"]> = ["asc", "desc"];
export const componentsParametersTransactionSortValues: ReadonlyArray<FlattenedDeepRequired<components>["parameters"]["TransactionSort"]> = ["date", "amount", "status"];
export const componentsParametersHistoryPeriodValues: ReadonlyArray<FlattenedDeepRequired<components>["parameters"]["HistoryPeriod"]> = ["alltime", "yearly", "quarterly"];
