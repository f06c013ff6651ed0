/**
 * A build step (a Vite plugin) that writes brotli and gzip copies next to the hashed assets, so the
 * server sends compressed bytes without compressing on every request (@fastify/static preCompressed).
 * A phone on a slow network gets about a quarter of the bytes.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this a compressed copy saves less than its own overhead. */
const MIN_BYTES = 1024;

export function precompressFiles(dir: string): number {
  let written = 0;
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) {
      written += precompressFiles(file);
      continue;
    }
    if (!COMPRESSIBLE.test(entry) || statSync(file).size < MIN_BYTES) continue;
    const bytes = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    written += 1;
  }
  return written;
}

export function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'matchline-precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      // Only the hashed assets: the shell files (index.html, sw.js) change on every build and are small.
      const assets = path.join(outDir, 'assets');
      try {
        precompressFiles(assets);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    },
  };
}
