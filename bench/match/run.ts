/**
 * `npm run bench:match`: the match engine's benchmark (not a test). Generates seeded instances
 * (1k, 10k, national, national with 1,000 couples), solves each several times in this process after
 * warm-up, and prints the median solve time with its phases, the hashing and checking times, the
 * checker's verdict and a determinism check (shuffled input, same output hash). Then it writes the
 * national instances to files and runs the command line on them as a user would
 * (`npm run -s match -- --input … --output …`) under /usr/bin/time, for whole-process time and
 * peak memory.
 *
 * Options: --quick (fewer runs, for development), --runs N, --warmups N, --cli-runs N,
 * --only <name substring>.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { type HasherFactory, inputHash, outputHash } from '../../core/match/canonical.ts';
import { check } from '../../core/match/check.ts';
import type { MatchInstance, ResolvedIds } from '../../core/match/instance.ts';
import { validateInstance } from '../../core/match/instance.ts';
import { solve } from '../../core/match/solve.ts';
import { generateInstance, nationalShape, prng } from './generate.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const flag = (name: string): boolean => args.includes(name);
const option = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const quick = flag('--quick');
const runs = Number(option('--runs') ?? (quick ? 3 : 15));
// At national scale V8 needs several runs before the solver's code is fully optimised.
const warmups = Number(option('--warmups') ?? (quick ? 1 : 8));
const cliRuns = Number(option('--cli-runs') ?? (quick ? 1 : 3));
const only = option('--only');
const SEED = 2025;

/** As the command line does: node:crypto's SHA-256 (the same digests as core's pure one). */
const nodeSha256: HasherFactory = () => {
  const hash = createHash('sha256');
  return { update: (text: string) => hash.update(text, 'utf8'), digestHex: () => hash.digest('hex') };
};

type Config = { name: string; applicants: number; couples: number; cli: boolean };
const configs: Config[] = [
  { name: '1k singles', applicants: 1_000, couples: 0, cli: false },
  { name: '10k singles', applicants: 10_000, couples: 0, cli: false },
  { name: '10k + 200 couples', applicants: 10_000, couples: 200, cli: false },
  { name: 'national singles', applicants: 52_500, couples: 0, cli: true },
  { name: 'national + 1,000 couples', applicants: 52_500, couples: 1_000, cli: true },
].filter((c) => !only || c.name.includes(only));

const median = (xs: number[]): number => {
  const sorted = xs.slice().sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const ms = (x: number): string => `${x.toFixed(1)} ms`;

function shuffled(instance: MatchInstance, seed: number): MatchInstance {
  const random = prng(seed);
  const shuffle = <T>(items: T[]): T[] => {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [items[i], items[j]] = [items[j] as T, items[i] as T];
    }
    return items;
  };
  return {
    programs: shuffle(instance.programs.slice()),
    applicants: shuffle(instance.applicants.slice()),
    ...(instance.couples ? { couples: shuffle(instance.couples.slice()) } : {}),
  };
}

function machine(): string {
  let cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  try {
    const info = readFileSync('/proc/cpuinfo', 'utf8');
    cpu = /model name\s*:\s*(.*)/.exec(info)?.[1] ?? cpu;
  } catch {
    // not Linux: os.cpus() is good enough
  }
  return `${os.availableParallelism()} × ${cpu}, ${(os.totalmem() / 1024 ** 3).toFixed(0)} GB RAM, Node ${process.version}, ${os.platform()} ${os.release()}, load average ${os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`;
}

/** Runs a command under GNU time; returns wall seconds and peak RSS in MB of the largest process. */
function timed(
  command: string[],
  cwd: string,
): { wall: number; rssMb: number; status: number | null; stderr: string } {
  const started = performance.now();
  const result = spawnSync('/usr/bin/time', ['-v', ...command], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const wall = (performance.now() - started) / 1000;
  const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(result.stderr)?.[1];
  return { wall, rssMb: rss ? Number(rss) / 1024 : Number.NaN, status: result.status, stderr: result.stderr };
}

console.log(`Match engine benchmark — ${new Date().toISOString()}`);
console.log(`Machine: ${machine()}`);
console.log(
  `In-process: ${warmups} warm-up run(s), then the median of ${runs}; command line: median of ${cliRuns}.\n`,
);

const tmp = path.join(os.tmpdir(), 'matchline-bench');
mkdirSync(tmp, { recursive: true });

for (const config of configs) {
  const shape = nationalShape(config.applicants, config.couples, SEED);
  let t = performance.now();
  // Through JSON, as an instance arrives from a file or a request (JSON.parse interns the ids).
  const instance = JSON.parse(JSON.stringify(generateInstance(shape))) as MatchInstance;
  const generateMs = performance.now() - t;
  const entries = instance.applicants.reduce((s, a) => s + a.rank.length, 0);
  const programEntries = instance.programs.reduce((s, p) => s + p.rank.length, 0);
  console.log(
    `■ ${config.name}: ${shape.applicants} applicants (${config.couples} couples), ${shape.programs} programs, ${shape.positions} positions`,
  );
  console.log(
    `  lists: applicants rank ${(entries / instance.applicants.length).toFixed(1)} programs on average, programs rank ${(programEntries / instance.programs.length).toFixed(1)} applicants (generated in ${ms(generateMs)})`,
  );

  t = performance.now();
  const validation = validateInstance(instance);
  const validateMs = performance.now() - t;
  if (!validation.ok)
    throw new Error(`generated instance is invalid: ${JSON.stringify(validation.problems[0])}`);

  /** Runs solve warm-up + runs times; medians of the measured runs. */
  const measure = (resolved: ResolvedIds | undefined) => {
    const solveMs: number[] = [];
    const wallMs: number[] = [];
    const hashMs: number[] = [];
    const phases: Record<string, number[]> = {};
    let result: ReturnType<typeof solve> | undefined;
    for (let i = 0; i < warmups + runs; i++) {
      const runPhases: Record<string, number> = {};
      const started = performance.now();
      const run = solve(instance, {
        now: () => performance.now(),
        verify: false,
        sha256: nodeSha256,
        resolved,
        onPhase: (name, took) => {
          runPhases[name] = took;
        },
      });
      const wall = performance.now() - started;
      if (i < warmups) continue;
      solveMs.push(run.stats.solveMs);
      wallMs.push(wall);
      hashMs.push(run.stats.hashMs);
      for (const [name, took] of Object.entries(runPhases)) {
        phases[name] ??= [];
        phases[name].push(took);
      }
      result = run;
    }
    const phaseText = Object.entries(phases)
      .filter(([name]) => name !== 'couples' || config.couples > 0)
      .map(([name, xs]) => `${name} ${ms(median(xs))}`)
      .join(', ');
    return { solveMs, wallMs, hashMs, phaseText, result };
  };
  // As the command line runs: the validator has already resolved every id.
  const viaValidator = measure(validation.resolved);
  // solve() given the records alone, resolving the ids itself.
  const fromRecords = measure(undefined);
  const { wallMs, hashMs, result: last } = viaValidator;
  if (!last) throw new Error('no runs');

  t = performance.now();
  const report = check(instance, last);
  const checkMs = performance.now() - t;
  t = performance.now();
  const pureHashes =
    inputHash(instance) === last.inputHash && outputHash(last.assignments) === last.outputHash;
  const pureHashMs = performance.now() - t;
  const again = solve(shuffled(instance, SEED + 1), { verify: false });
  const deterministic =
    again.outputHash === last.outputHash &&
    again.inputHash === last.inputHash &&
    fromRecords.result?.outputHash === last.outputHash;

  const line = (label: string, m: ReturnType<typeof measure>): string =>
    `  ${label}: median ${ms(median(m.solveMs))} (min ${ms(Math.min(...m.solveMs))}, max ${ms(Math.max(...m.solveMs))}) — ${m.phaseText}`;
  console.log(line('solve, ids resolved by the validator', viaValidator));
  console.log(line('solve from the records alone', fromRecords));
  console.log(
    `  hashes ${ms(median(hashMs))} (node:crypto; core's pure SHA-256: ${ms(pureHashMs)}, same digests: ${pureHashes ? 'yes' : 'NO'}); solve() with hashes ${ms(median(wallMs))}; validation ${ms(validateMs)}`,
  );
  console.log(
    `  result: status ${last.status}, ${last.stats.matched} matched of ${last.stats.applicants}, ${last.stats.filled}/${last.stats.positions} positions filled, ${last.stats.proposals} proposals${config.couples > 0 ? `, ${last.stats.coupleSteps} couple-phase steps` : ''}`,
  );
  console.log(
    `  checker: ${report.ok ? 'passed' : `FAILED (${report.violations.length} violations: ${report.violations[0]?.message})`} in ${ms(checkMs)}; shuffled input gives the same hashes: ${deterministic ? 'yes' : 'NO'}`,
  );

  if (config.cli) {
    const file = path.join(tmp, `${config.name.replace(/[^a-z0-9]+/gi, '-')}.json`);
    const out = path.join(tmp, 'result.json');
    writeFileSync(file, JSON.stringify(instance));
    const sizeMb = readFileSync(file).byteLength / 1024 ** 2;
    const viaNpm: ReturnType<typeof timed>[] = [];
    for (let i = 0; i < cliRuns; i++) {
      if (existsSync(out)) rmSync(out);
      const run = timed(['npm', 'run', '-s', 'match', '--', '--input', file, '--output', out], root);
      if (run.status !== 0 && run.status !== 3)
        throw new Error(`command line failed (${run.status}): ${run.stderr}`);
      viaNpm.push(run);
    }
    const written = JSON.parse(readFileSync(out, 'utf8')) as {
      outputHash: string;
      stats: { solveMs: number };
    };
    console.log(
      `  command line (npm run -s match, ${sizeMb.toFixed(1)} MB file): median ${median(viaNpm.map((r) => r.wall)).toFixed(2)} s, peak RSS ${median(viaNpm.map((r) => r.rssMb)).toFixed(0)} MB; its solveMs ${ms(written.stats.solveMs)} (cold, one run); same output hash: ${written.outputHash === last.outputHash ? 'yes' : 'NO'}`,
    );
  }
  console.log('');
}
console.log(`Peak RSS of this benchmark process: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
