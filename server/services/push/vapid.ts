/**
 * VAPID (RFC 8292): the application server's long-lived P-256 key pair and the ES256 JWT that
 * authenticates every push request (`Authorization: vapid t=<jwt>, k=<public key>`).
 */
import { createECDH, createPrivateKey, hkdfSync, type KeyObject, sign } from 'node:crypto';

export type VapidKeys = {
  /** Uncompressed P-256 point (65 bytes), base64url: the browser's `applicationServerKey`. */
  publicKey: string;
  /** The 32-byte private scalar, base64url. */
  privateKey: string;
};

export type VapidDetails = VapidKeys & {
  /** A `mailto:` or `https:` contact for the push service's operators. */
  subject: string;
};

/** Longest lifetime RFC 8292 allows a token: 24 hours. We use 12. */
export const VAPID_TOKEN_SECONDS = 12 * 60 * 60;

export function generateVapidKeys(): VapidKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    // getPrivateKey drops leading zero bytes (1 key in 256): the scalar is always written as 32 bytes.
    privateKey: Buffer.concat([Buffer.alloc(32), ecdh.getPrivateKey()])
      .subarray(-32)
      .toString('base64url'),
  };
}

/** The public key of a private scalar (also proves the scalar is a valid P-256 key). */
export function vapidPublicKeyOf(privateKey: string): string {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
  return ecdh.getPublicKey().toString('base64url');
}

/**
 * A key pair derived from a secret (HKDF-SHA-256): stable across restarts and nodes that share the
 * secret. Used when a deployment sets its secrets by environment but no VAPID keys.
 */
export function deriveVapidKeys(secret: string): VapidKeys {
  for (let counter = 0; ; counter++) {
    const scalar = Buffer.from(hkdfSync('sha256', secret, 'matchline-vapid', `vapid-key-${counter}`, 32));
    try {
      return {
        publicKey: vapidPublicKeyOf(scalar.toString('base64url')),
        privateKey: scalar.toString('base64url'),
      };
    } catch {
      // The scalar was 0 or not below the curve order (probability about 2^-32): try the next.
    }
  }
}

function signingKey(keys: VapidKeys): KeyObject {
  const point = Buffer.from(keys.publicKey, 'base64url');
  return createPrivateKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'P-256',
      d: keys.privateKey,
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
  });
}

const base64urlJson = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The `Authorization` header for one push endpoint: aud is the endpoint's origin. */
export function vapidAuthorization(endpoint: string, details: VapidDetails, nowMs: number): string {
  const header = base64urlJson({ typ: 'JWT', alg: 'ES256' });
  const claims = base64urlJson({
    aud: new URL(endpoint).origin,
    exp: Math.floor(nowMs / 1000) + VAPID_TOKEN_SECONDS,
    sub: details.subject,
  });
  const signature = sign('sha256', Buffer.from(`${header}.${claims}`), {
    key: signingKey(details),
    dsaEncoding: 'ieee-p1363',
  });
  return `vapid t=${header}.${claims}.${signature.toString('base64url')}, k=${details.publicKey}`;
}
