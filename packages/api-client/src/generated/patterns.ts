/**
 * GENERATED FILE — do not edit by hand.
 * Patterns of the contract that the app and the service both check.
 * Source: packages/api-client/openapi.yaml (the contract). Regenerate with
 * `pnpm --filter @invest/api-client generate`; `check:generated` fails when this file is stale.
 */

/** components.schemas.Email.pattern: a valid e-mail address (WHATWG) with a dot in the domain. */
export const EMAIL_PATTERN_SOURCE = "^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$";

/** EMAIL_PATTERN_SOURCE as a RegExp; test the trimmed value. */
export const EMAIL_PATTERN = new RegExp(EMAIL_PATTERN_SOURCE);
