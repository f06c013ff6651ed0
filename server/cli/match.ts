/**
 * The match engine's command line (format kept stable for other tools; see docs/match-engine.md):
 *
 *   npm run -s match -- --input instance.json [--output result.json] [--explain] [--max-steps N] [--no-timings]
 *   npm run -s match -- --input instance.json --verify result.json
 *
 * The output is the same byte for byte for the same instance in any record order, except the
 * timings in stats; --no-timings writes them as 0, for byte comparisons.
 *
 * Exit status: 0 a stable matching was written (or --verify found nothing wrong); 2 bad input or
 * usage (messages on stderr name the record); 3 the run ended without a stable matching (couples:
 * the result is still written, with status and problem); 1 --verify found violations, or the output
 * could not be written. Never a stack trace.
 */
import { closeSync, openSync, readFileSync, statSync, writeSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { outputHash } from '../../core/match/canonical.ts';
import { check } from '../../core/match/check.ts';
import { type Explanations, explain } from '../../core/match/explain.ts';
import {
  formatProblem,
  type MatchInstance,
  type ResolvedIds,
  validateInstance,
} from '../../core/match/instance.ts';
import type { MatchResult } from '../../core/match/result.ts';
import { solve } from '../../core/match/solve.ts';
import { nodeSha256 } from '../services/match-runs/node-sha256.ts';

/** Larger files are refused before reading: a national instance is about 15 MB. */
const MAX_INPUT_BYTES = 256 * 1024 * 1024;

const USAGE = `usage: npm run -s match -- --input instance.json [--output result.json] [--explain] [--max-steps N] [--no-timings]
       npm run -s match -- --input instance.json --verify result.json`;

class CliError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

type Options = {
  input: string;
  output?: string;
  explain: boolean;
  noTimings: boolean;
  verify?: string;
  maxSteps?: number;
};

function parseArgs(argv: string[]): Options {
  const options: Partial<Options> & { explain: boolean; noTimings: boolean } = {
    explain: false,
    noTimings: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const [flag, inline] =
      arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    const value = (): string => {
      const v = inline ?? argv[++i];
      if (v === undefined || v === '') throw new CliError(`${flag} needs a value\n${USAGE}`, 2);
      return v;
    };
    switch (flag) {
      case '--input':
        options.input = value();
        break;
      case '--output':
        options.output = value();
        break;
      case '--verify':
        options.verify = value();
        break;
      case '--explain':
        options.explain = true;
        break;
      case '--no-timings':
        options.noTimings = true;
        break;
      case '--max-steps': {
        const raw = value();
        const n = Number(raw);
        if (!Number.isSafeInteger(n) || n < 1)
          throw new CliError(`--max-steps must be a whole number above 0 (got ${raw})`, 2);
        options.maxSteps = n;
        break;
      }
      case '--help':
      case '-h':
        throw new CliError(USAGE, 0);
      default:
        throw new CliError(`unknown argument ${JSON.stringify(arg)}\n${USAGE}`, 2);
    }
  }
  if (!options.input) throw new CliError(`--input is required\n${USAGE}`, 2);
  return options as Options;
}

function formatSize(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
  return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
}

/** Reads and parses a JSON file, refusing a missing, non-regular or oversized file before reading it. */
function readJson(file: string, what: string): unknown {
  let size: number;
  try {
    const stat = statSync(file);
    if (!stat.isFile()) throw new CliError(`${what} ${file} is not a file`, 2);
    size = stat.size;
  } catch (error) {
    if (error instanceof CliError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    throw new CliError(
      code === 'ENOENT'
        ? `${what} ${file} does not exist`
        : `${what} ${file} cannot be read (${code ?? 'error'})`,
      2,
    );
  }
  if (size > MAX_INPUT_BYTES)
    throw new CliError(
      `${what} ${file} is ${formatSize(size)}; the limit is ${formatSize(MAX_INPUT_BYTES)}`,
      2,
    );
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new CliError(
      `${what} ${file} cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
      2,
    );
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new CliError(`${what} ${file} is not valid JSON: ${(error as Error).message}`, 2);
  }
}

function readInstance(file: string): { instance: MatchInstance; resolved: ResolvedIds } {
  const raw = readJson(file, 'input');
  const validation = validateInstance(raw);
  if (validation.ok) return validation;
  const lines = validation.problems.map((p) => `${path.basename(file)}: ${formatProblem(p)}`);
  const total = validation.problems.length + validation.omitted;
  if (validation.omitted > 0) lines.push(`… and ${validation.omitted} more problems`);
  lines.push(`the instance was not run: ${total} problem${total === 1 ? '' : 's'}`);
  throw new CliError(lines.join('\n'), 2);
}

/**
 * Writes to a file or stdout in chunks, so a large result (with explanations, hundreds of MB) is
 * never one string in memory.
 */
class Output {
  private readonly fd: number;
  private readonly pending: string[] = [];
  private size = 0;

  constructor(private readonly file: string | undefined) {
    try {
      this.fd = file === undefined ? 1 : openSync(file, 'w');
    } catch (error) {
      throw new CliError(`cannot write ${file} (${(error as NodeJS.ErrnoException).code ?? 'error'})`, 1);
    }
  }

  write(text: string): void {
    this.pending.push(text);
    this.size += text.length;
    if (this.size >= 1 << 20) this.flush();
  }

  close(): void {
    this.flush();
    if (this.file !== undefined) closeSync(this.fd);
  }

  private flush(): void {
    const buffer = Buffer.from(this.pending.join(''), 'utf8');
    this.pending.length = 0;
    this.size = 0;
    let offset = 0;
    while (offset < buffer.length) {
      try {
        offset += writeSync(this.fd, buffer, offset);
      } catch (error) {
        // A non-blocking stdout pipe that is full: wait for the reader.
        if ((error as NodeJS.ErrnoException).code === 'EAGAIN') continue;
        throw new CliError(
          `cannot write ${this.file ?? 'stdout'} (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
          1,
        );
      }
    }
  }
}

const json = (value: unknown): string => JSON.stringify(value);

/** An object written one entry per line, each value as compact JSON. */
function writeEntries(
  out: Output,
  name: string,
  entries: Record<string, unknown>,
  indent: string,
  last: boolean,
): void {
  const keys = Object.keys(entries);
  if (keys.length === 0) {
    out.write(`${indent}${json(name)}: {}${last ? '' : ','}\n`);
    return;
  }
  out.write(`${indent}${json(name)}: {\n`);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    out.write(`${indent}  ${json(key)}: ${json(entries[key])}${i === keys.length - 1 ? '' : ','}\n`);
  }
  out.write(`${indent}}${last ? '' : ','}\n`);
}

/**
 * The result as JSON: the layout, one applicant or program per line (a national result
 * stays readable and diffable), small objects indented.
 */
function writeResult(out: Output, result: MatchResult, explanations: Explanations | undefined): void {
  out.write('{\n');
  writeEntries(out, 'assignments', result.assignments, '  ', false);
  writeEntries(out, 'programs', result.programs, '  ', false);
  writeEntries(out, 'unfilled', result.unfilled, '  ', false);
  out.write(`  "inputHash": ${json(result.inputHash)},\n  "outputHash": ${json(result.outputHash)},\n`);
  const indented = (value: unknown): string => JSON.stringify(value, null, 2).replaceAll('\n', '\n  ');
  out.write(`  "stats": ${indented(result.stats)},\n`);
  const tail: [string, unknown][] = [['status', result.status]];
  if (result.problem) tail.push(['problem', result.problem]);
  tail.forEach(([key, value], i) => {
    const last = i === tail.length - 1 && !explanations;
    out.write(`  ${json(key)}: ${indented(value)}${last ? '' : ','}\n`);
  });
  if (explanations) {
    out.write('  "explanations": {\n');
    writeEntries(out, 'applicants', explanations.applicants, '    ', false);
    writeEntries(out, 'programs', explanations.programs, '    ', true);
    out.write('  }\n');
  }
  out.write('}\n');
}

function run(argv: string[]): number {
  const options = parseArgs(argv);
  const { instance, resolved } = readInstance(options.input);

  if (options.verify !== undefined) {
    const result = readJson(options.verify, 'result');
    const report = check(instance, result);
    const assignments = (result as { assignments?: unknown }).assignments;
    const given = (result as { outputHash?: unknown }).outputHash;
    const hashOk =
      report.ok && typeof given === 'string'
        ? given === outputHash(assignments as Record<string, string | null>, nodeSha256)
        : undefined;
    const out = new Output(options.output);
    out.write(
      `${JSON.stringify({ ok: report.ok, outputHashMatches: hashOk ?? null, violations: report.violations }, null, 2)}\n`,
    );
    out.close();
    if (!report.ok) process.stderr.write(`${report.violations.length} violation(s) found\n`);
    return report.ok && hashOk !== false ? 0 : 1;
  }

  const result = solve(instance, {
    now: () => performance.now(),
    maxSteps: options.maxSteps,
    sha256: nodeSha256,
    resolved,
  });
  if (options.noTimings) {
    result.stats.solveMs = 0;
    result.stats.hashMs = 0;
    if (result.stats.checkMs !== null) result.stats.checkMs = 0;
  }
  const out = new Output(options.output);
  writeResult(out, result, options.explain ? explain(instance, result) : undefined);
  out.close();
  if (result.status !== 'stable') {
    process.stderr.write(`no stable matching found: ${result.problem?.message ?? result.status}\n`);
    return 3;
  }
  return 0;
}

try {
  process.exitCode = run(process.argv.slice(2));
} catch (error) {
  if (error instanceof CliError) {
    (error.status === 0 ? process.stdout : process.stderr).write(`${error.message}\n`);
    process.exitCode = error.status;
  } else {
    // Anything else is our bug: say so in one line, without a stack trace.
    process.stderr.write(`internal error: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}
