#!/usr/bin/env node
/**
 * Our npm registry mirror does not serve every platform build of some packages (for example
 * @biomejs/cli-android-arm64, or the newest @rollup/rollup-darwin-x64). `npm install` then leaves
 * those optional platform packages out of package-lock.json, and `npm ci` refuses the lock as
 * "Missing: … from lock file". This script adds each missing optional platform package to the lock
 * with its os/cpu/libc read from its name, so npm ci sees a complete tree and skips them on this
 * platform exactly as it would with a complete registry. Run it after changing dependencies:
 * `npm install && node scripts/complete-lockfile.mjs`.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages = lock.packages;

const OS = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'openbsd',
  'openharmony',
  'sunos',
  'win32',
  'aix',
  'netbsd',
];
const CPU = ['arm64', 'x64', 'arm', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x', 'mips64el'];

/** Platform constraints from a platform package's name, e.g. cli-linux-x64-musl. */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.find((part) => CPU.includes(part)) ?? (parts.includes('eabi') ? 'arm' : undefined);
  if (!os || !cpu) return null;
  const libc =
    parts.includes('musl') || parts.includes('musleabihf') ? 'musl' : os === 'linux' ? 'glibc' : null;
  return { os: [os], cpu: [cpu], ...(libc ? { libc: [libc] } : {}) };
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  const optional = entry.optionalDependencies ?? {};
  const base = location === '' ? '' : `${location}/`;
  for (const [name, version] of Object.entries(optional)) {
    const nested = `${base}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[nested] || packages[hoisted]) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    packages[hoisted] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...platform,
    };
    added += 1;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} optional platform entr${added === 1 ? 'y' : 'ies'}`);
