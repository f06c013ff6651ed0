import { describe, expect, it } from 'vitest';
import { Sha256, sha256Hex } from './sha256.ts';

describe('sha256', () => {
  // FIPS 180-4 / NIST example vectors.
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    [
      'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    ],
    [
      'abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu',
      'cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1',
    ],
    [
      'The quick brown fox jumps over the lazy dog',
      'd7a8fbb307d7809469ca9abcb0082e4f8d5651e46d3cdb762d02d0bf37c9e592',
    ],
  ])('hashes %j', (text, digest) => {
    expect(sha256Hex(text)).toBe(digest);
  });

  it('hashes a million "a" (many blocks and buffer flushes)', () => {
    expect(sha256Hex('a'.repeat(1_000_000))).toBe(
      'cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0',
    );
  });

  // Digests of the UTF-8 bytes (2, 3 and 4-byte sequences), as given by `sha256sum` / node:crypto.
  it.each([
    ['é', '4a99557e4033c3539de2eb65472017cad5f9557f7a0625a09f1c3f6e2ba69c4c'],
    ['€', 'c4cc90ed3d26f12d4b08a75140970a7904035c31cbb4515a83f19b9003c00d1d'],
    ['😀', 'f0443a342c5ef54783a111b51ba56c938e474c32324d90c3a60c9c8e3a37e2d9'],
    ['Matchline ✓ 😀', '1006096eacd7e7d2d30b9fecb3cf4d3628a3d77ab1706ef47eaeb49e1e43d2cb'],
  ])('hashes the UTF-8 bytes of %j', (text, digest) => {
    expect(sha256Hex(text)).toBe(digest);
  });

  it('gives the same digest however the text is split across updates, surrogate pairs included', () => {
    const text = `${'x'.repeat(65_530)}😀é€${'y'.repeat(70_000)}😀`;
    const whole = sha256Hex(text);
    for (const cut of [1, 63, 64, 65, 65_531, 65_532, 65_533, 65_540, text.length - 1]) {
      expect(new Sha256().update(text.slice(0, cut)).update(text.slice(cut)).digestHex()).toBe(whole);
    }
  });

  it('encodes a lone surrogate as U+FFFD, like TextEncoder', () => {
    expect(sha256Hex('a\ud800b')).toBe(sha256Hex('a\ufffdb'));
    expect(sha256Hex('a\udc00')).toBe(sha256Hex('a\ufffd'));
    expect(new Sha256().update('a\ud800').digestHex()).toBe(sha256Hex('a\ufffd'));
  });

  it('refuses to be used after the digest', () => {
    const hash = new Sha256().update('abc');
    hash.digestHex();
    expect(() => hash.update('d')).toThrow();
    expect(() => hash.digestHex()).toThrow();
  });
});
