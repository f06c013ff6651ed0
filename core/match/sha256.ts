/**
 * SHA-256 (FIPS 180-4) over the UTF-8 bytes of strings, in pure TypeScript: core has no Node and no
 * DOM, so neither node:crypto nor SubtleCrypto (which is async anyway) is available here.
 * Incremental, so a large canonical document can be hashed piece by piece without building one
 * huge string. Lone surrogates are encoded as U+FFFD, as TextEncoder does.
 */

const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

const CHUNK = 1 << 16;

export class Sha256 {
  private readonly state = new Int32Array([
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
  ]);
  private readonly w = new Int32Array(64);
  /** Pending bytes; blocks are compressed whenever 64 or more are buffered. */
  private readonly buffer = new Uint8Array(CHUNK + 8);
  private buffered = 0;
  /** Total message length in bytes (a double is exact far beyond any input we accept). */
  private length = 0;
  /** A high surrogate left at the end of the previous update, waiting for its pair. */
  private pendingHigh = -1;
  private done = false;

  update(text: string): this {
    if (this.done) throw new Error('Sha256: update after digest');
    const buf = this.buffer;
    const len = text.length;
    let n = this.buffered;
    let i = 0;
    if (this.pendingHigh >= 0 && len > 0) {
      const high = this.pendingHigh;
      this.pendingHigh = -1;
      const c = text.charCodeAt(0);
      if (c >= 0xdc00 && c <= 0xdfff) {
        n = this.put4(n, 0x10000 + ((high - 0xd800) << 10) + (c - 0xdc00));
        i = 1;
      } else {
        n = this.put3(n, 0xfffd);
      }
    }
    while (i < len) {
      if (n >= CHUNK) n = this.flush(n);
      // ASCII fast path: most of a canonical document is ASCII.
      const stop = Math.min(len, i + (CHUNK - n));
      let c = 0;
      while (i < stop) {
        c = text.charCodeAt(i);
        if (c >= 0x80) break;
        buf[n++] = c;
        i++;
      }
      if (i >= stop) continue;
      i++;
      if (c < 0x800) {
        buf[n++] = 0xc0 | (c >> 6);
        buf[n++] = 0x80 | (c & 0x3f);
      } else if (c >= 0xd800 && c <= 0xdbff) {
        if (i === len) {
          this.pendingHigh = c;
          break;
        }
        const low = text.charCodeAt(i);
        if (low >= 0xdc00 && low <= 0xdfff) {
          n = this.put4(n, 0x10000 + ((c - 0xd800) << 10) + (low - 0xdc00));
          i++;
        } else {
          n = this.put3(n, 0xfffd);
        }
      } else if (c >= 0xdc00 && c <= 0xdfff) {
        n = this.put3(n, 0xfffd);
      } else {
        n = this.put3(n, c);
      }
    }
    this.buffered = n;
    return this;
  }

  digestHex(): string {
    if (this.done) throw new Error('Sha256: digest twice');
    let n = this.buffered;
    if (this.pendingHigh >= 0) {
      n = this.put3(n, 0xfffd);
      this.pendingHigh = -1;
    }
    n = this.flush(n);
    this.length += n;
    const bitsHigh = Math.floor((this.length * 8) / 0x100000000);
    const bitsLow = (this.length * 8) >>> 0;
    const buf = this.buffer;
    buf[n++] = 0x80;
    while (n % 64 !== 56) buf[n++] = 0;
    buf[n++] = bitsHigh >>> 24;
    buf[n++] = (bitsHigh >>> 16) & 0xff;
    buf[n++] = (bitsHigh >>> 8) & 0xff;
    buf[n++] = bitsHigh & 0xff;
    buf[n++] = bitsLow >>> 24;
    buf[n++] = (bitsLow >>> 16) & 0xff;
    buf[n++] = (bitsLow >>> 8) & 0xff;
    buf[n++] = bitsLow & 0xff;
    this.compress(n);
    this.done = true;
    let hex = '';
    for (let i = 0; i < 8; i++) hex += ((this.state[i] ?? 0) >>> 0).toString(16).padStart(8, '0');
    return hex;
  }

  private put4(n: number, c: number): number {
    const buf = this.buffer;
    buf[n] = 0xf0 | (c >> 18);
    buf[n + 1] = 0x80 | ((c >> 12) & 0x3f);
    buf[n + 2] = 0x80 | ((c >> 6) & 0x3f);
    buf[n + 3] = 0x80 | (c & 0x3f);
    return n + 4;
  }

  private put3(n: number, c: number): number {
    const buf = this.buffer;
    buf[n] = 0xe0 | (c >> 12);
    buf[n + 1] = 0x80 | ((c >> 6) & 0x3f);
    buf[n + 2] = 0x80 | (c & 0x3f);
    return n + 3;
  }

  /** Compresses all whole blocks among the first n buffered bytes; returns how many bytes remain. */
  private flush(n: number): number {
    const whole = n - (n % 64);
    this.length += whole;
    this.compress(whole);
    const rest = n - whole;
    if (rest > 0) this.buffer.copyWithin(0, whole, n);
    return rest;
  }

  private compress(end: number): void {
    const buf = this.buffer;
    const w = this.w;
    const s = this.state;
    const k = K;
    let h0 = s[0]!;
    let h1 = s[1]!;
    let h2 = s[2]!;
    let h3 = s[3]!;
    let h4 = s[4]!;
    let h5 = s[5]!;
    let h6 = s[6]!;
    let h7 = s[7]!;
    for (let off = 0; off < end; off += 64) {
      for (let i = 0; i < 16; i++) {
        const j = off + i * 4;
        w[i] = (buf[j]! << 24) | (buf[j + 1]! << 16) | (buf[j + 2]! << 8) | buf[j + 3]!;
      }
      for (let i = 16; i < 64; i++) {
        const x = w[i - 15]!;
        const y = w[i - 2]!;
        const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
        const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
        w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
      }
      let a = h0;
      let b = h1;
      let c = h2;
      let d = h3;
      let e = h4;
      let f = h5;
      let g = h6;
      let h = h7;
      for (let i = 0; i < 64; i++) {
        const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
        const ch = (e & f) ^ (~e & g);
        const t1 = (h + S1 + ch + k[i]! + w[i]!) | 0;
        const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
        const maj = (a & b) ^ (a & c) ^ (b & c);
        const t2 = (S0 + maj) | 0;
        h = g;
        g = f;
        f = e;
        e = (d + t1) | 0;
        d = c;
        c = b;
        b = a;
        a = (t1 + t2) | 0;
      }
      h0 = (h0 + a) | 0;
      h1 = (h1 + b) | 0;
      h2 = (h2 + c) | 0;
      h3 = (h3 + d) | 0;
      h4 = (h4 + e) | 0;
      h5 = (h5 + f) | 0;
      h6 = (h6 + g) | 0;
      h7 = (h7 + h) | 0;
    }
    s[0] = h0;
    s[1] = h1;
    s[2] = h2;
    s[3] = h3;
    s[4] = h4;
    s[5] = h5;
    s[6] = h6;
    s[7] = h7;
  }
}

/** Hex SHA-256 of the UTF-8 bytes of text. */
export function sha256Hex(text: string): string {
  return new Sha256().update(text).digestHex();
}
