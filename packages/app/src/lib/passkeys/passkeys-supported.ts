/**
 * Whether this browser can make and use passkeys at all (else the screens offer none). A module of
 * its own so that the sign-in pages' button (passkey-sign-in-button.tsx) asks it without the
 * ceremonies' code (webauthn.ts), which the login page loads with its form (docs/decisions/0006).
 */
export function passkeysSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.PublicKeyCredential === 'function' &&
    typeof navigator.credentials?.create === 'function'
  );
}
