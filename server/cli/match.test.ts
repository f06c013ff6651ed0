/** The match command line, run as a separate process the way users and other tools run it. */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { inputHash } from '../../core/match/canonical.ts';
import { noStableMatching } from '../../core/match/fixtures/couples-examples.ts';
import type { MatchInstance } from '../../core/match/instance.ts';
import { sha256Hex } from '../../core/match/sha256.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cli = path.join(root, 'server/cli/match.ts');
const dir = mkdtempSync(path.join(os.tmpdir(), 'matchline-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The example, completed so that every id it names exists. */
const example: MatchInstance = {
  programs: [
    { id: 'CITY', positions: 2, rank: ['GARCIA', 'KIM', 'HASSAN', 'ANDERSON'] },
    { id: 'MERCY', positions: 2, rank: ['LEE', 'ANDERSON'] },
  ],
  applicants: [
    { id: 'ANDERSON', rank: ['CITY', 'MERCY'] },
    { id: 'BROWN', rank: ['CITY'] },
    { id: 'GARCIA', rank: ['CITY'] },
    { id: 'HASSAN', rank: ['MERCY', 'CITY'] },
  ],
  couples: [
    {
      members: ['KIM', 'LEE'],
      rank: [
        ['CITY', 'MERCY'],
        ['CITY', null],
      ],
    },
  ],
};

let files = 0;
function file(content: string | object): string {
  const name = path.join(dir, `input-${files++}.json`);
  writeFileSync(name, typeof content === 'string' ? content : JSON.stringify(content));
  return name;
}

function run(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], {
    cwd: root,
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A refusal: exit status 2, the expected message, and never a stack trace. */
function expectRefused(outcome: ReturnType<typeof run>, message: string | RegExp): void {
  expect(outcome.status).toBe(2);
  expect(outcome.stdout).toBe('');
  expect(outcome.stderr).toMatch(message);
  expect(outcome.stderr).not.toMatch(/\n\s+at /);
}

describe('match command line', () => {
  it('solves an instance and writes the documented format to stdout', () => {
    const outcome = run('--input', file(example));
    expect(outcome.status).toBe(0);
    const result = JSON.parse(outcome.stdout);
    expect(Object.keys(result)).toEqual([
      'assignments',
      'programs',
      'unfilled',
      'inputHash',
      'outputHash',
      'stats',
      'status',
    ]);
    expect(result.assignments).toEqual({
      ANDERSON: 'MERCY',
      BROWN: null,
      GARCIA: 'CITY',
      HASSAN: null,
      KIM: 'CITY',
      LEE: 'MERCY',
    });
    // Each program's applicants in the program's rank order.
    expect(result.programs).toEqual({ CITY: ['GARCIA', 'KIM'], MERCY: ['LEE', 'ANDERSON'] });
    expect(result.unfilled).toEqual({});
    expect(result.inputHash).toMatch(/^[0-9a-f]{64}$/);
    expect(result.outputHash).toMatch(/^[0-9a-f]{64}$/);
    expect(result.stats).toMatchObject({ applicants: 6, matched: 4, positions: 4, filled: 4, couples: 1 });
    expect(typeof result.stats.solveMs).toBe('number');
    expect(result.status).toBe('stable');
  });

  it("hashes with node:crypto exactly as core's pure SHA-256 does", () => {
    const result = JSON.parse(run('--input', file(example)).stdout);
    expect(result.inputHash).toBe(inputHash(example));
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        expect(sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
      }),
      { numRuns: 300 },
    );
  });

  it('writes to --output and adds explanations with --explain', () => {
    const output = path.join(dir, 'result.json');
    const outcome = run('--input', file(example), '--output', output, '--explain');
    expect(outcome).toMatchObject({ status: 0, stdout: '' });
    const result = JSON.parse(readFileSync(output, 'utf8'));
    expect(result.explanations.applicants.BROWN.reasons).toEqual([
      { program: 'CITY', choice: 1, code: 'did-not-rank-you', text: 'the program did not rank you' },
    ]);
    expect(result.explanations.applicants.HASSAN.reasons.map((r: { text: string }) => r.text)).toEqual([
      'the program did not rank you',
      'the program filled its 2 positions with applicants it ranked higher; the last one it took was at its rank 2, you were at rank 3',
    ]);
    expect(
      result.explanations.programs.CITY.notMatched.map((r: { applicant: string }) => r.applicant),
    ).toEqual(['HASSAN', 'ANDERSON']);
  });

  it('gives byte-identical output for the same instance in another record order (timings left out)', () => {
    const shuffled: MatchInstance = {
      programs: example.programs.slice().reverse(),
      applicants: [
        example.applicants[2]!,
        example.applicants[0]!,
        example.applicants[3]!,
        example.applicants[1]!,
      ],
      couples: example.couples!,
    };
    const a = run('--input', file(example), '--no-timings', '--explain');
    const b = run('--input', file(shuffled), '--no-timings', '--explain');
    expect(a.status).toBe(0);
    expect(b.stdout).toBe(a.stdout);
  });

  it('reports a run without a stable matching with exit status 3, still writing the result', () => {
    const outcome = run('--input', file(noStableMatching));
    expect(outcome.status).toBe(3);
    expect(outcome.stderr).toMatch(
      /^no stable matching found: the couples phase returned to an earlier state/,
    );
    const result = JSON.parse(outcome.stdout);
    expect(result.status).toBe('no-stable-matching-found');
    expect(result.problem.reason).toBe('cycle');
  });

  it('verifies a result file: 0 when it holds, 1 with the violations when it does not', () => {
    const output = path.join(dir, 'to-verify.json');
    const input = file(example);
    expect(run('--input', input, '--output', output).status).toBe(0);
    const good = run('--input', input, '--verify', output);
    expect(good.status).toBe(0);
    expect(JSON.parse(good.stdout)).toEqual({ ok: true, outputHashMatches: true, violations: [] });

    const tampered = JSON.parse(readFileSync(output, 'utf8'));
    tampered.assignments.BROWN = 'CITY';
    tampered.programs.CITY.push('BROWN');
    writeFileSync(output, JSON.stringify(tampered));
    const bad = run('--input', input, '--verify', output);
    expect(bad.status).toBe(1);
    const report = JSON.parse(bad.stdout);
    expect(report.ok).toBe(false);
    expect(report.violations.map((v: { code: string }) => v.code)).toEqual(
      expect.arrayContaining(['capacity-exceeded', 'not-mutually-ranked']),
    );

    // A result whose matching holds but whose outputHash was edited is refused too.
    const edited = JSON.parse(readFileSync(path.join(dir, 'to-verify.json'), 'utf8'));
    edited.assignments.BROWN = null;
    edited.programs.CITY = ['GARCIA', 'KIM'];
    edited.outputHash = '0'.repeat(64);
    writeFileSync(output, JSON.stringify(edited));
    const hashOnly = run('--input', input, '--verify', output);
    expect(hashOnly.status).toBe(1);
    expect(JSON.parse(hashOnly.stdout)).toMatchObject({ ok: true, outputHashMatches: false });
  });

  it('runs through npm run -s match as documented', () => {
    const result = spawnSync('npm', ['run', '-s', 'match', '--', '--input', file(example)], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout).status).toBe('stable');
  });
});

describe('match command line: bad input', () => {
  const withChange = (change: (i: MatchInstance) => void): string => {
    const copy = JSON.parse(JSON.stringify(example)) as MatchInstance;
    change(copy);
    return file(copy);
  };

  it('names the record with an unknown id', () => {
    const outcome = run(
      '--input',
      withChange((i) => i.applicants[1]!.rank.push('MERCYX')),
    );
    expectRefused(
      outcome,
      /input-\d+\.json: applicants\[1\] "BROWN": rank list names unknown program "MERCYX" \(rank\[1\]\)/,
    );
    expect(outcome.stderr).toMatch(/the instance was not run: 1 problem\n$/);
  });

  it('refuses duplicates in a list', () => {
    expectRefused(
      run(
        '--input',
        withChange((i) => i.programs[1]!.rank.push('LEE')),
      ),
      /programs\[1\] "MERCY": rank list repeats applicant "LEE" \(rank\[0\] and rank\[2\]\)/,
    );
  });

  it.each([
    [-1, 'got -1'],
    [2.5, 'got 2.5'],
  ])('refuses positions %s', (positions, got) => {
    expectRefused(
      run(
        '--input',
        withChange((i) => (i.programs[0]!.positions = positions)),
      ),
      new RegExp(`programs\\[0\\] "CITY": "positions" must be a whole number, 0 or more \\(${got}\\)`),
    );
  });

  it('refuses an applicant both single and in a couple', () => {
    expectRefused(
      run(
        '--input',
        withChange((i) => i.applicants.push({ id: 'LEE', rank: ['MERCY'] })),
      ),
      /couples\[0\] "KIM"\+"LEE": applicant "LEE" is both single \(applicants\[4\]\) and a member of this couple/,
    );
  });

  it('refuses malformed JSON', () => {
    expectRefused(run('--input', file('{"programs": [')), /^input .*input-\d+\.json is not valid JSON: /);
  });

  it('refuses a missing file, a directory, and a file over the size limit without reading it', () => {
    expectRefused(run('--input', path.join(dir, 'nope.json')), /^input .*nope\.json does not exist\n$/);
    const folder = path.join(dir, 'folder.json');
    mkdirSync(folder);
    expectRefused(run('--input', folder), /is not a file/);
    // A sparse 2 GB file: refused from its size at once (reading it would take seconds and the memory).
    const huge = path.join(dir, 'huge.json');
    writeFileSync(huge, '');
    truncateSync(huge, 2 * 1024 ** 3);
    const started = Date.now();
    expectRefused(run('--input', huge), /^input .*huge\.json is 2\.0 GB; the limit is 256\.0 MB\n$/);
    expect(Date.now() - started).toBeLessThan(10_000);
    rmSync(huge);
  });

  it('refuses bad usage', () => {
    expectRefused(run(), /^--input is required\nusage: npm run -s match/);
    expectRefused(run('--input', file(example), '--fast'), /^unknown argument "--fast"/);
    expectRefused(
      run('--input', file(example), '--max-steps', '0'),
      /--max-steps must be a whole number above 0/,
    );
    const help = run('--help');
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^usage: npm run -s match -- --input instance\.json/);
  });
});
