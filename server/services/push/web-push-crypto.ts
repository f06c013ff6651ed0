/**
 * Web Push message encryption (RFC 8291 over the aes128gcm content coding of RFC 8188): one record,
 * a fresh P-256 key pair and salt per message. The intermediate values are exposed so a test can
 * walk RFC 8291 Appendix A step by step.
 */
import { createCipheriv, createECDH, createHmac, randomBytes } from 'node:crypto';

/** Push services accept at least 4096 bytes of body; we always send a single record. */
export const RECORD_SIZE = 4096;
/** salt (16) + record size (4) + idlen (1) + keyid (65). */
export const HEADER_LENGTH = 86;
/** The largest plaintext one record holds: record size − header − tag (16) − delimiter (1). */
export const MAX_PLAINTEXT_LENGTH = RECORD_SIZE - HEADER_LENGTH - 16 - 1;

export type EncryptionInput = {
  plaintext: Uint8Array;
  /** The subscription's `p256dh`: the browser's uncompressed P-256 public key (65 bytes). */
  uaPublic: Uint8Array;
  /** The subscription's `auth` secret (16 bytes). */
  authSecret: Uint8Array;
  /** Fixed only by tests (the RFC vector); random otherwise. */
  salt?: Uint8Array;
  /** The application server's ephemeral private key; fixed only by tests. */
  asPrivate?: Uint8Array;
};

export type KeySchedule = {
  asPublic: Buffer;
  ecdhSecret: Buffer;
  keyInfo: Buffer;
  prkKey: Buffer;
  ikm: Buffer;
  prk: Buffer;
  cek: Buffer;
  nonce: Buffer;
};

const hmac = (key: Uint8Array, ...data: Uint8Array[]) => {
  const mac = createHmac('sha256', key);
  for (const part of data) mac.update(part);
  return mac.digest();
};

const ONE = Buffer.from([0x01]);
const ZERO = Buffer.from([0x00]);

/** Steps 2–8 of RFC 8291 §3.4 with RFC 8188 §2.2: from the two key pairs and salt to CEK and nonce. */
export function keySchedule(input: {
  uaPublic: Uint8Array;
  authSecret: Uint8Array;
  salt: Uint8Array;
  asPrivate: Uint8Array;
}): KeySchedule {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(input.asPrivate));
  const asPublic = ecdh.getPublicKey();
  const ecdhSecret = ecdh.computeSecret(Buffer.from(input.uaPublic));
  const prkKey = hmac(input.authSecret, ecdhSecret);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info', 'ascii'), ZERO, input.uaPublic, asPublic]);
  const ikm = hmac(prkKey, keyInfo, ONE).subarray(0, 32);
  const prk = hmac(input.salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm', 'ascii'), ZERO, ONE).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce', 'ascii'), ZERO, ONE).subarray(0, 12);
  return { asPublic, ecdhSecret, keyInfo, prkKey, ikm, prk, cek, nonce };
}

/** The aes128gcm body: header (salt, record size, keyid = our ephemeral public key) ‖ ciphertext ‖ tag. */
export function encryptPushPayload(input: EncryptionInput): Buffer {
  if (input.plaintext.length > MAX_PLAINTEXT_LENGTH) {
    throw new RangeError(`A push payload holds at most ${MAX_PLAINTEXT_LENGTH} bytes`);
  }
  if (input.uaPublic.length !== 65 || input.uaPublic[0] !== 0x04) {
    throw new RangeError('p256dh must be an uncompressed P-256 public key');
  }
  if (input.authSecret.length !== 16) throw new RangeError('auth must be 16 bytes');
  const salt = input.salt ?? randomBytes(16);
  const ecdh = createECDH('prime256v1');
  if (input.asPrivate) ecdh.setPrivateKey(Buffer.from(input.asPrivate));
  else ecdh.generateKeys();
  const keys = keySchedule({
    uaPublic: input.uaPublic,
    authSecret: input.authSecret,
    salt,
    asPrivate: ecdh.getPrivateKey(),
  });
  const header = Buffer.alloc(HEADER_LENGTH);
  Buffer.from(salt).copy(header, 0);
  header.writeUInt32BE(RECORD_SIZE, 16);
  header.writeUInt8(65, 20);
  keys.asPublic.copy(header, 21);
  const cipher = createCipheriv('aes-128-gcm', keys.cek, keys.nonce);
  // 0x02: the last (and only) record's delimiter; no padding.
  const ciphertext = Buffer.concat([
    cipher.update(input.plaintext),
    cipher.update(Buffer.from([0x02])),
    cipher.final(),
  ]);
  return Buffer.concat([header, ciphertext, cipher.getAuthTag()]);
}
