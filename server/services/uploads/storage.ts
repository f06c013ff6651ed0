/**
 * Where upload bytes live: local disk by default, S3-compatible object storage when configured
 * (design.md §3). A body is first staged (streamed, counted, refused past the limit) so its content
 * can be checked before anything becomes visible under its key.
 */
import type { Readable } from 'node:stream';

export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The body exceeds ${maxBytes} bytes`);
    this.name = 'FileTooLargeError';
  }
}

/** A received body not yet stored under its key. */
export type StagedFile = {
  size: number;
  /** The first bytes (at least `headBytes` when the file has them), for content sniffing. */
  head: Uint8Array;
  /** Makes the bytes readable under `key`, all at once (never a half-written file). */
  commit(key: string, contentType: string): Promise<void>;
  discard(): Promise<void>;
};

export type FileStorage = {
  readonly kind: 'disk' | 's3';
  /** Reads `body` to its end; throws FileTooLargeError past `maxBytes` (what was read is dropped). */
  stage(body: Readable, options: { maxBytes: number; headBytes: number }): Promise<StagedFile>;
  /** The bytes under `key`, or null when there are none. */
  read(key: string): Promise<Readable | null>;
  /** Removes `key`; absent keys are fine. */
  remove(key: string): Promise<void>;
  /**
   * Removes staged bodies last written before `before` (a PUT killed mid-way leaves one); answers how
   * many. Absent where staging keeps nothing outside the process (S3 stages in memory).
   */
  pruneStaging?(before: Date): Promise<number>;
};

/** Keys are ours (prefix/uuid): anything else is a bug, refused before it can reach a path or URL. */
export function assertStorageKey(key: string): void {
  if (!/^[a-z]+(\/[A-Za-z0-9-]+)+$/.test(key)) throw new Error(`Invalid storage key: ${key}`);
}

/** Collects a stream up to `maxBytes` (S3 needs the length and hash before it sends). */
export async function readWithLimit(body: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > maxBytes) {
      body.destroy();
      throw new FileTooLargeError(maxBytes);
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks, size);
}
