/**
 * Upload storage on local disk under UPLOADS_DIR: a body streams into `.staging/` and is renamed
 * into place on commit, so a reader never sees a half-written file (rename is atomic on one
 * file system, which staging inside the same directory guarantees).
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type FileStorage, FileTooLargeError, type StagedFile } from './storage.ts';

export function createDiskStorage(root: string): FileStorage {
  const stagingDir = path.join(root, '.staging');
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };

  async function stage(
    body: Readable,
    options: { maxBytes: number; headBytes: number },
  ): Promise<StagedFile> {
    await mkdir(stagingDir, { recursive: true });
    const staging = path.join(stagingDir, randomUUID());
    let size = 0;
    const headChunks: Buffer[] = [];
    let headSize = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (size > options.maxBytes) {
          done(new FileTooLargeError(options.maxBytes));
          return;
        }
        if (headSize < options.headBytes) {
          headChunks.push(chunk.subarray(0, options.headBytes - headSize));
          headSize += Math.min(chunk.length, options.headBytes - headSize);
        }
        done(null, chunk);
      },
    });
    const writer = createWriteStream(staging, { mode: 0o600 });
    try {
      await pipeline(body, counter, writer);
    } catch (error) {
      // A body refused before the file finished opening: the open still creates it, so wait for
      // the writer to close before removing it (else the file appears after the rm).
      if (!writer.closed) await new Promise<void>((resolve) => writer.once('close', () => resolve()));
      await rm(staging, { force: true });
      throw error;
    }
    return {
      size,
      head: new Uint8Array(Buffer.concat(headChunks)),
      async commit(key) {
        const target = fileOf(key);
        await mkdir(path.dirname(target), { recursive: true });
        await rename(staging, target);
      },
      discard: () => rm(staging, { force: true }),
    };
  }

  return {
    kind: 'disk',
    stage,
    async read(key) {
      const file = fileOf(key);
      try {
        if (!(await stat(file)).isFile()) return null;
      } catch {
        return null;
      }
      return createReadStream(file);
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    async pruneStaging(before) {
      let names: string[];
      try {
        names = await readdir(stagingDir);
      } catch {
        return 0; // No staging directory yet: nothing was ever staged.
      }
      let removed = 0;
      for (const name of names) {
        const file = path.join(stagingDir, name);
        try {
          if ((await stat(file)).mtimeMs >= before.getTime()) continue;
          await rm(file, { force: true });
          removed++;
        } catch {
          // Committed or discarded meanwhile: gone already.
        }
      }
      return removed;
    },
  };
}
