/**
 * The lint that guards the layers (biome.json): a scratch file breaking each rule, linted with the
 * project's Biome config, must fail — so a real break fails `npm test`'s lint step. Allowed imports
 * beside each break prove the rules do not over-reach. The scratch tree is a copy in a fresh temp
 * directory, never the checkout: a parallel `biome check .` or test run never sees these files.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const biome = path.join(root, 'node_modules', '@biomejs', 'biome', 'bin', 'biome');

type Import = { from: string; bad: boolean; type?: boolean };
type Scratch = {
  /** Path inside the scratch tree, where the rule applies. */
  file: string;
  /** One import a line (line n+1 for entry n); the `bad` ones must be reported, the others must not. */
  imports: Import[];
};

const bad = (from: string, options: { type?: boolean } = {}): Import => ({ from, bad: true, ...options });
const ok = (from: string, options: { type?: boolean } = {}): Import => ({ from, bad: false, ...options });

const restricted: Record<string, Scratch> = {
  'server/routes may not import server/db': {
    file: 'server/routes/scratch/scratch.routes.ts',
    imports: [
      bad('../../db/client.ts'),
      bad('../../db/schema.ts'),
      bad('../../db/repositories/users.repository.ts'),
      bad('../../db'),
      ok('../../errors.ts'),
      ok('../../services/users/users.service.ts'),
      ok('../../../core/domain/messages.ts'),
    ],
  },
  'server/routes tests may seed through server/db': {
    file: 'server/routes/scratch/scratch.routes.test.ts',
    imports: [ok('../../db/schema.ts')],
  },
  'server/services may not import fastify, routes or plugins': {
    file: 'server/services/scratch/scratch.service.ts',
    imports: [
      bad('fastify', { type: true }),
      bad('@fastify/cookie'),
      bad('../../routes/routes.ts'),
      bad('../../plugins/errors.plugin.ts'),
      ok('../../db/client.ts'),
      ok('../../errors.ts'),
      ok('../../validation-errors.ts'),
    ],
  },
  'server/realtime may use services and policies, not db or routes': {
    file: 'server/realtime/scratch.ts',
    imports: [
      bad('../db/repositories/sessions.repository.ts'),
      bad('../db/schema.ts'),
      bad('../routes/routes.ts'),
      ok('../services/realtime/hub-access.service.ts'),
      ok('../policies/hub-groups.policy.ts'),
      ok('../errors.ts'),
      ok('fastify', { type: true }),
    ],
  },
  'src may not import server': {
    file: 'src/features/scratch/scratch.ts',
    imports: [
      bad('../../../server/errors.ts'),
      ok('../../../core/domain/messages.ts'),
      ok('../../ui/button.tsx'),
      ok('react-dom/server'),
    ],
  },
  'src/ui may not import src/features, src/areas or server': {
    file: 'src/ui/scratch.tsx',
    imports: [
      bad('../features/auth/use-auth.ts'),
      bad('../areas/admin/admin-layout.tsx'),
      bad('../../server/errors.ts'),
      ok('../lib/http/http.ts'),
      ok('./button.tsx'),
    ],
  },
  'core (one folder deep) imports nothing of ours outside core, nor React, Node or Fastify': {
    file: 'core/domain/scratch.ts',
    imports: [
      bad('../../server/errors.ts'),
      bad('../../src/lib/http/http.ts'),
      bad('../../vite.config.ts'),
      bad('react'),
      bad('node:path'),
      bad('@fastify/cookie'),
      ok('../contracts/paging.ts'),
      ok('./roles.ts'),
      ok('zod'),
    ],
  },
  'core (two folders deep) imports nothing of ours outside core': {
    file: 'core/contracts/scratch/scratch.contract.ts',
    imports: [
      bad('../../../server/errors.ts'),
      bad('../../../server/db/client.ts'),
      ok('../../domain/messages.ts'),
      ok('../paging.ts'),
    ],
  },
};

/** A promise nobody awaits, returns or voids: `lint/nursery/noFloatingPromises`. */
const floating = {
  file: 'server/services/scratch/floating.service.ts',
  source: [
    'async function save(): Promise<void> {}',
    'export function saveLater(): void {',
    '  save();',
    '}',
    'export async function saveNow(): Promise<void> {',
    '  await save();',
    '}',
    '',
  ].join('\n'),
  line: 3,
};

/** Each import binds a namespace that the file then uses, so only the rule under test speaks. */
function sourceOf(scratch: Scratch): string {
  const lines = scratch.imports.map(({ from, type }, index) =>
    type ? `import type * as m${index} from '${from}';` : `import * as m${index} from '${from}';`,
  );
  const values = scratch.imports.flatMap(({ type }, index) => (type ? [] : [`m${index}`]));
  const types = scratch.imports.flatMap(({ type }, index) => (type ? [`typeof m${index}`] : []));
  return [
    ...lines,
    '',
    `export const used = [${values.join(', ')}];`,
    ...(types.length > 0 ? [`export type Used = [${types.join(', ')}];`] : []),
    '',
  ].join('\n');
}

type Diagnostic = { category: string; location: { path: string; start: { line: number } } };

let dir = '';
let status: number | null = null;
let diagnostics: Diagnostic[] = [];

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'matchline-biome-layers-'));
  copyFileSync(path.join(root, 'biome.json'), path.join(dir, 'biome.json'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  for (const scratch of Object.values(restricted)) write(scratch.file, sourceOf(scratch));
  write(floating.file, floating.source);
  const result = spawnSync(
    process.execPath,
    [biome, 'lint', '--reporter=json', '--max-diagnostics=500', '--colors=off', '.'],
    { cwd: dir, encoding: 'utf8' },
  );
  status = result.status;
  if (!result.stdout.startsWith('{'))
    throw new Error(`biome gave no report: ${result.error ?? result.stderr}`);
  const report = JSON.parse(result.stdout) as { diagnostics: Diagnostic[] };
  diagnostics = report.diagnostics.filter((d) => d.category.startsWith('lint/'));
}, 120_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function linesFlagged(file: string, category: string): number[] {
  return diagnostics
    .filter((d) => d.category === category && d.location.path.split(path.sep).join('/') === file)
    .map((d) => d.location.start.line)
    .sort((a, b) => a - b);
}

describe('the layer lint (biome.json)', () => {
  it('fails the lint run when a layer is broken', () => {
    expect(status).not.toBe(0);
  });

  for (const [name, scratch] of Object.entries(restricted)) {
    it(name, () => {
      const expected = scratch.imports.flatMap(({ bad }, index) => (bad ? [index + 1] : []));
      expect(linesFlagged(scratch.file, 'lint/style/noRestrictedImports')).toEqual(expected);
    });
  }

  it('reports a floating promise', () => {
    expect(linesFlagged(floating.file, 'lint/nursery/noFloatingPromises')).toEqual([floating.line]);
  });

  it('reports nothing else in the scratch files', () => {
    const other = diagnostics.filter(
      (d) =>
        d.category !== 'lint/style/noRestrictedImports' && d.category !== 'lint/nursery/noFloatingPromises',
    );
    expect(other.map((d) => `${d.location.path}:${d.location.start.line} ${d.category}`)).toEqual([]);
  });
});
