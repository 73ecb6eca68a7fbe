/**
 * A software authenticator for the passkey tests: a real P-256 key pair (node:crypto), real
 * clientDataJSON, authenticatorData (rpIdHash, flags UP|UV and optionally BE|BS, the signature
 * counter, the attested credential with its COSE key), a `none` attestation object in CBOR
 * (@levischuck/tiny-cbor) and ECDSA signatures over authData || SHA-256(clientDataJSON) in DER — what
 * a browser's authenticator hands @simplewebauthn/browser, nothing of the server's verification mocked.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { encodeCBOR, type CBORType } from '@levischuck/tiny-cbor';

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_BE = 0x08;
const FLAG_BS = 0x10;
const FLAG_AT = 0x40;

const b64 = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();

/** Where the ceremony runs: the page's origin and the relying party id the authenticator scopes to. */
export interface Ceremony {
  origin: string;
  rpId: string;
}

export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(32);
  readonly #privateKey: KeyObject;
  readonly #publicKey: KeyObject;
  /** The signature counter: each assertion moves it forward by one. */
  counter = 0;
  userHandle: string | undefined;

  readonly ceremony: Ceremony;
  readonly options: { backedUp?: boolean; userVerified?: boolean };

  constructor(ceremony: Ceremony, options: { backedUp?: boolean; userVerified?: boolean } = {}) {
    this.ceremony = ceremony;
    this.options = options;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.#privateKey = privateKey;
    this.#publicKey = publicKey;
  }

  get id(): string {
    return b64(this.credentialId);
  }

  /** The COSE_Key (RFC 9053) of the public key: EC2, ES256, P-256, x and y. */
  coseKey(): Uint8Array {
    const jwk = this.#publicKey.export({ format: 'jwk' });
    return encodeCBOR(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
        [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
      ]),
    );
  }

  #flags(attested: boolean): number {
    let flags = FLAG_UP;
    if (this.options.userVerified !== false) flags |= FLAG_UV;
    if (this.options.backedUp) flags |= FLAG_BE | FLAG_BS;
    if (attested) flags |= FLAG_AT;
    return flags;
  }

  #authData(rpId: string, attested: boolean): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    const parts = [sha256(rpId), Buffer.from([this.#flags(attested)]), counter];
    if (attested) {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(this.credentialId.length);
      parts.push(Buffer.alloc(16), length, this.credentialId, Buffer.from(this.coseKey()));
    }
    return Buffer.concat(parts);
  }

  /** The answer of navigator.credentials.create() to the server's creation options. */
  register(
    options: { challenge: string; user: { id: string } },
    at: Partial<Ceremony> = {},
  ): Record<string, unknown> {
    const { origin, rpId } = { ...this.ceremony, ...at };
    this.userHandle = options.user.id;
    const clientDataJSON = Buffer.from(
      JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin, crossOrigin: false }),
    );
    const attestationObject = encodeCBOR(
      new Map<string, CBORType>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, CBORType>()],
        ['authData', new Uint8Array(this.#authData(rpId, true))],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64(clientDataJSON),
        attestationObject: b64(attestationObject),
        transports: ['internal', 'hybrid'],
      },
    };
  }

  /**
   * The answer of navigator.credentials.get() to a challenge: the counter moves forward first (or is
   * set to `counter`), then authData is signed with the client data's hash.
   */
  assert(challenge: string, at: Partial<Ceremony> & { counter?: number } = {}): Record<string, unknown> {
    const { origin, rpId } = { ...this.ceremony, ...at };
    this.counter = at.counter ?? this.counter + 1;
    const clientDataJSON = Buffer.from(
      JSON.stringify({ type: 'webauthn.get', challenge, origin, crossOrigin: false }),
    );
    const authData = this.#authData(rpId, false);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.#privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64(clientDataJSON),
        authenticatorData: b64(authData),
        signature: b64(signature),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
    };
  }
}
