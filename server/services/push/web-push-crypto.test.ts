import { createECDH, createPublicKey, verify } from 'node:crypto';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { deriveVapidKeys, generateVapidKeys, vapidAuthorization, vapidPublicKeyOf } from './vapid.ts';
import { encryptPushPayload, HEADER_LENGTH, keySchedule, MAX_PLAINTEXT_LENGTH } from './web-push-crypto.ts';

type Ece = {
  decrypt(buffer: Buffer, params: Record<string, unknown>): Buffer;
  encrypt(buffer: Buffer, params: Record<string, unknown>): Buffer;
};
// web-push's own dependency: an independent implementation of RFC 8188 / 8291 to check ours against.
const ece = createRequire(import.meta.url)('http_ece') as Ece;

const b = (value: string) => Buffer.from(value, 'base64url');

/** RFC 8291 Appendix A (as quoted in ../shared/reference/realtime-push-offline.md §3.3). */
const vector = {
  plaintext: 'When I grow up, I want to be a watermelon',
  asPrivate: 'yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw',
  asPublic: 'BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8',
  uaPrivate: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
  uaPublic: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  authSecret: 'BTBZMqHH6r4Tts7J_aSIgg',
  salt: 'DGv6ra1nlYgDCS1FRnbzlw',
  ecdhSecret: 'kyrL1jIIOHEzg3sM2ZWRHDRB62YACZhhSlknJ672kSs',
  keyInfo:
    'V2ViUHVzaDogaW5mbwAEJXGyvs3942BVGq8e0PTNNmwRzr5VX4m8t7GGpTM5FzFo7OLr4BhZe9MEebhuPI-OztV3ylkYfpJGmQ22ggCLDgT-M_SrDepxkU21WCP3O1SUj0EwbZIHMtu5pZpTKGSCIA5Zent7wmC6HCJ5mFgJkuk5cwAvMBKiiujwa7t45ewP',
  prkKey: 'Snr3JMxaHVDXHWJn5wdC52WjpCtd2EIEGBykDcZW32k',
  ikm: 'S4lYMb_L0FxCeq0WhDx813KgSYqU26kOyzWUdsXYyrg',
  prk: '09_eUZGrsvxChDCGRCdkLiDXrReGOEVeSCdCcPBSJSc',
  cek: 'oIhVW04MRdy2XN9CiKLxTg',
  nonce: '4h_95klXJ5E_qnoN',
  header:
    'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8',
  ciphertext: '8pfeW0KbunFT06SuDKoJH9Ql87S1QUrdirN6GcG7sFz1y1sqLgVi1VhjVkHsUoEsbI_0LpXMuGvnzQ',
  body: 'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
};

function decryptWithEce(body: Buffer, uaPrivate: Buffer, authSecret: Buffer): string {
  const ua = createECDH('prime256v1');
  ua.setPrivateKey(uaPrivate);
  return ece
    .decrypt(body, { version: 'aes128gcm', privateKey: ua, authSecret: authSecret.toString('base64url') })
    .toString('utf8');
}

describe('RFC 8291 encryption', () => {
  it('reproduces every intermediate value of Appendix A', () => {
    const keys = keySchedule({
      uaPublic: b(vector.uaPublic),
      authSecret: b(vector.authSecret),
      salt: b(vector.salt),
      asPrivate: b(vector.asPrivate),
    });
    expect(keys.asPublic.toString('base64url')).toBe(vector.asPublic);
    expect(keys.ecdhSecret.toString('base64url')).toBe(vector.ecdhSecret);
    expect(keys.keyInfo.toString('base64url')).toBe(vector.keyInfo);
    expect(keys.prkKey.toString('base64url')).toBe(vector.prkKey);
    expect(keys.ikm.toString('base64url')).toBe(vector.ikm);
    expect(keys.prk.toString('base64url')).toBe(vector.prk);
    expect(keys.cek.toString('base64url')).toBe(vector.cek);
    expect(keys.nonce.toString('base64url')).toBe(vector.nonce);
  });

  it('produces the 144-byte body of Appendix A: header, then ciphertext and tag', () => {
    const body = encryptPushPayload({
      plaintext: Buffer.from(vector.plaintext, 'ascii'),
      uaPublic: b(vector.uaPublic),
      authSecret: b(vector.authSecret),
      salt: b(vector.salt),
      asPrivate: b(vector.asPrivate),
    });
    expect(body.length).toBe(144);
    expect(body.subarray(0, HEADER_LENGTH).toString('base64url')).toBe(vector.header);
    expect(body.subarray(HEADER_LENGTH).toString('base64url')).toBe(vector.ciphertext);
    expect(body.toString('base64url')).toBe(vector.body);
  });

  it('matches http_ece on the vector and is decrypted by it', () => {
    const as = createECDH('prime256v1');
    as.setPrivateKey(b(vector.asPrivate));
    const theirs = ece.encrypt(Buffer.from(vector.plaintext), {
      version: 'aes128gcm',
      dh: vector.uaPublic,
      privateKey: as,
      salt: vector.salt,
      authSecret: vector.authSecret,
    });
    expect(theirs.toString('base64url')).toBe(vector.body);
    expect(decryptWithEce(b(vector.body), b(vector.uaPrivate), b(vector.authSecret))).toBe(vector.plaintext);
  });

  it('uses a fresh key and salt per message, each decryptable by the browser side', () => {
    const ua = createECDH('prime256v1');
    ua.generateKeys();
    const auth = Buffer.alloc(16, 7);
    const payload = JSON.stringify({ kind: 'webpush', title: 'Привет', body: 'x'.repeat(500) });
    const first = encryptPushPayload({
      plaintext: Buffer.from(payload),
      uaPublic: ua.getPublicKey(),
      authSecret: auth,
    });
    const second = encryptPushPayload({
      plaintext: Buffer.from(payload),
      uaPublic: ua.getPublicKey(),
      authSecret: auth,
    });
    expect(first.subarray(0, 16).equals(second.subarray(0, 16))).toBe(false);
    expect(first.subarray(21, 86).equals(second.subarray(21, 86))).toBe(false);
    expect(decryptWithEce(first, ua.getPrivateKey(), auth)).toBe(payload);
    expect(decryptWithEce(second, ua.getPrivateKey(), auth)).toBe(payload);
  });

  it('refuses what one record cannot hold and malformed subscription keys', () => {
    const ua = createECDH('prime256v1');
    ua.generateKeys();
    const auth = Buffer.alloc(16);
    expect(() =>
      encryptPushPayload({
        plaintext: Buffer.alloc(MAX_PLAINTEXT_LENGTH + 1),
        uaPublic: ua.getPublicKey(),
        authSecret: auth,
      }),
    ).toThrow(RangeError);
    expect(
      encryptPushPayload({
        plaintext: Buffer.alloc(MAX_PLAINTEXT_LENGTH),
        uaPublic: ua.getPublicKey(),
        authSecret: auth,
      }).length,
    ).toBe(4096);
    expect(() =>
      encryptPushPayload({
        plaintext: Buffer.from('x'),
        uaPublic: ua.getPublicKey('binary', 'compressed') as unknown as Buffer,
        authSecret: auth,
      }),
    ).toThrow(RangeError);
    expect(() =>
      encryptPushPayload({
        plaintext: Buffer.from('x'),
        uaPublic: ua.getPublicKey(),
        authSecret: Buffer.alloc(8),
      }),
    ).toThrow(RangeError);
  });
});

describe('VAPID', () => {
  const parse = (authorization: string) => {
    const match = /^vapid t=([^,]+), k=(\S+)$/.exec(authorization);
    if (!match) throw new Error(`not a vapid header: ${authorization}`);
    const [header, claims, signature] = match[1]!.split('.') as [string, string, string];
    return { token: match[1]!, header, claims, signature, k: match[2]! };
  };

  it('signs an ES256 JWT for the endpoint origin, valid 12 hours, with the subject, verifiable with k', () => {
    const keys = generateVapidKeys();
    const now = Date.UTC(2026, 10, 26, 0, 0, 0);
    const authorization = vapidAuthorization(
      'https://fcm.googleapis.com/fcm/send/abc:def',
      { ...keys, subject: 'mailto:support@matchline.test' },
      now,
    );
    const { header, claims, signature, k } = parse(authorization);
    expect(k).toBe(keys.publicKey);
    expect(JSON.parse(b(header).toString())).toEqual({ typ: 'JWT', alg: 'ES256' });
    const payload = JSON.parse(b(claims).toString()) as { aud: string; exp: number; sub: string };
    expect(payload.aud).toBe('https://fcm.googleapis.com');
    expect(payload.sub).toBe('mailto:support@matchline.test');
    expect(payload.exp - now / 1000).toBe(12 * 3600);
    expect(payload.exp - now / 1000).toBeLessThanOrEqual(24 * 3600);
    const point = b(k);
    const publicKey = createPublicKey({
      format: 'jwk',
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
    });
    expect(b(signature).length).toBe(64);
    expect(
      verify(
        'sha256',
        Buffer.from(`${header}.${claims}`),
        { key: publicKey, dsaEncoding: 'ieee-p1363' },
        b(signature),
      ),
    ).toBe(true);
  });

  it('matches the public key of its private key; a derived pair is stable per secret', () => {
    const keys = generateVapidKeys();
    expect(vapidPublicKeyOf(keys.privateKey)).toBe(keys.publicKey);
    expect(b(keys.publicKey).length).toBe(65);
    expect(deriveVapidKeys('a-secret-of-this-deployment-0123456789')).toEqual(
      deriveVapidKeys('a-secret-of-this-deployment-0123456789'),
    );
    expect(deriveVapidKeys('one-secret-0123456789-0123456789-01').publicKey).not.toBe(
      deriveVapidKeys('another-secret-0123456789-0123456789').publicKey,
    );
  });
});

describe('generated VAPID keys', () => {
  it('always write the private scalar as 32 bytes, even when it starts with a zero byte', () => {
    // About 1 key in 256 has a leading zero byte: 3,000 keys meet it all but certainly.
    for (let i = 0; i < 3_000; i++) {
      const keys = generateVapidKeys();
      expect(keys.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(vapidPublicKeyOf(keys.privateKey)).toBe(keys.publicKey);
    }
  });
});
