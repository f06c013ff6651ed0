import { describe, expect, it } from 'vitest';
import { canonicalAssignmentsJson, inputHash, outputHash } from './canonical.ts';
import { check } from './check.ts';
import { couplesExamples, noStableMatching, withdrawalAndVacancy } from './fixtures/couples-examples.ts';
import { publishedExamples, sfMatchTenApplicants } from './fixtures/published-examples.ts';
import { type MatchInstance, validateInstance } from './instance.ts';
import { sha256Hex } from './sha256.ts';
import { MatchInputError, solve } from './solve.ts';

/** The instance with every list of records reversed (a different input order, same instance). */
function reversed(instance: MatchInstance): MatchInstance {
  return {
    programs: instance.programs.slice().reverse(),
    applicants: instance.applicants.slice().reverse(),
    ...(instance.couples ? { couples: instance.couples.slice().reverse() } : {}),
  };
}

describe('solve: published examples', () => {
  it.each(publishedExamples.map((e) => [e.name, e] as const))('%s', (_name, example) => {
    const result = solve(example.instance);
    expect(result.assignments).toEqual(example.assignments);
    expect(result.status).toBe('stable');
    expect(check(example.instance, result)).toEqual({ ok: true, violations: [] });
  });

  it('NRMP: lists each program in its rank order, with unfilled positions', () => {
    const result = solve(publishedExamples[0]!.instance);
    expect(result.programs).toEqual({
      City: ['Garcia', 'Eastman'],
      General: ['Davis'],
      Mercy: ['Chen'],
      State: ['Hassan', 'Ford'],
    });
    expect(result.unfilled).toEqual({ General: 1, Mercy: 1 });
    expect(result.stats).toMatchObject({ applicants: 8, matched: 6, positions: 8, filled: 6, couples: 0 });
  });

  it("SF Match: the page's first round holds, and the example fills all eight positions", () => {
    // First round as published: A holds 2, 6, 9; B holds 4 and did not list 10; C holds 1 and 7 and
    // rejects 3; D holds 8 (its last choice) and did not list 5.
    const { instance } = sfMatchTenApplicants;
    const program = (id: string) => instance.programs.find((p) => p.id === id)!;
    const firstChoice = (a: string) => instance.applicants.find((x) => x.id === a)!.rank[0];
    expect(['2', '6', '9'].map(firstChoice)).toEqual(['A', 'A', 'A']);
    expect(program('B').rank).not.toContain('10');
    expect(program('D').rank).not.toContain('5');
    expect(program('D').rank.at(-1)).toBe('8');
    const c = program('C').rank;
    expect(c.indexOf('1') < c.indexOf('3') && c.indexOf('7') < c.indexOf('3')).toBe(true);
    const result = solve(instance);
    expect(result.stats).toMatchObject({ positions: 8, filled: 8 });
    expect(result.unfilled).toEqual({});
  });
});

describe('solve: couples', () => {
  it.each(couplesExamples.map((e) => [e.name, e] as const))('%s', (_name, example) => {
    const result = solve(example.instance);
    expect(result.assignments).toEqual(example.assignments);
    expect(result.status).toBe('stable');
    expect(result.stats.checkMs).not.toBeNull();
    expect(check(example.instance, result).ok).toBe(true);
  });

  it('the withdrawal example leaves only Union unfilled and is the same in any input order', () => {
    const result = solve(withdrawalAndVacancy.instance);
    expect(result.unfilled).toEqual({ Union: 1 });
    expect(solve(reversed(withdrawalAndVacancy.instance)).outputHash).toBe(result.outputHash);
  });

  it('reports a cycle when no stable matching exists, instead of looping', () => {
    const result = solve(noStableMatching);
    expect(result.status).toBe('no-stable-matching-found');
    expect(result.problem).toMatchObject({ reason: 'cycle' });
    expect(result.problem!.message).toMatch(/returned to an earlier state/);
    // The returned matching is still a matching: capacities and mutual ranking hold; only
    // stability fails, and the checker says where.
    const report = check(noStableMatching, result);
    expect(report.violations.length).toBeGreaterThan(0);
    expect(
      report.violations.every((v) => v.code === 'blocking-pair' || v.code === 'couple-blocking-pair'),
    ).toBe(true);
    expect(result.problem!.violationCount).toBe(report.violations.length);
  });

  it('stops at the step bound and says so', () => {
    const result = solve(noStableMatching, { maxSteps: 2 });
    expect(result.status).toBe('no-stable-matching-found');
    expect(result.problem).toMatchObject({ reason: 'step-limit', steps: 2 });
  });
});

describe('solve: rules', () => {
  it('places an applicant only where both ranked each other', () => {
    const result = solve({
      programs: [
        { id: 'A', positions: 5, rank: ['x'] },
        { id: 'B', positions: 5, rank: ['y'] },
      ],
      applicants: [
        { id: 'x', rank: ['B'] },
        { id: 'y', rank: ['B'] },
        { id: 'z', rank: [] },
      ],
    });
    expect(result.assignments).toEqual({ x: null, y: 'B', z: null });
    expect(result.unfilled).toEqual({ A: 5, B: 4 });
  });

  it('programs with no positions take nobody; positions beyond the list stay unfilled', () => {
    const result = solve({
      programs: [
        { id: 'Closed', positions: 0, rank: ['x'] },
        { id: 'Big', positions: 1_000_000, rank: ['x'] },
      ],
      applicants: [{ id: 'x', rank: ['Closed', 'Big'] }],
    });
    expect(result.assignments).toEqual({ x: 'Big' });
    expect(result.unfilled).toEqual({ Big: 999_999 });
    expect(result.stats.positions).toBe(1_000_000);
  });

  it('gives the applicant-optimal outcome, not the program-optimal one', () => {
    // Two stable matchings: {a:X, b:Y} (applicants' first choices) and {a:Y, b:X} (programs').
    const result = solve({
      programs: [
        { id: 'X', positions: 1, rank: ['b', 'a'] },
        { id: 'Y', positions: 1, rank: ['a', 'b'] },
      ],
      applicants: [
        { id: 'a', rank: ['X', 'Y'] },
        { id: 'b', rank: ['Y', 'X'] },
      ],
    });
    expect(result.assignments).toEqual({ a: 'X', b: 'Y' });
  });

  it('handles an empty instance', () => {
    const result = solve({ programs: [], applicants: [] });
    expect(result).toMatchObject({ assignments: {}, programs: {}, unfilled: {}, status: 'stable' });
  });

  it('keeps prototype names as ordinary keys', () => {
    const result = solve({
      programs: [{ id: 'constructor', positions: 1, rank: ['__proto__'] }],
      applicants: [
        { id: '__proto__', rank: ['constructor'] },
        { id: 'toString', rank: [] },
      ],
    });
    expect(Object.keys(result.assignments)).toEqual(['__proto__', 'toString']);
    expect(Object.getOwnPropertyDescriptor(result.assignments, '__proto__')?.value).toBe('constructor');
    expect(JSON.parse(JSON.stringify(result)).programs.constructor).toEqual(['__proto__']);
  });

  it('refuses resolved ids that belong to another instance', () => {
    const { instance } = publishedExamples[1]!;
    const validation = validateInstance(instance);
    if (!validation.ok) throw new Error('invalid fixture');
    const other = { ...instance, applicants: instance.applicants.slice().reverse() };
    expect(() => solve(other, { resolved: validation.resolved })).toThrow(/do not belong to this instance/);
    expect(solve(validation.instance, { resolved: validation.resolved }).assignments).toEqual(
      publishedExamples[1]!.assignments,
    );
  });

  it('throws on an instance that was not validated', () => {
    expect(() => solve({ programs: [], applicants: [{ id: 'x', rank: ['Nowhere'] }] })).toThrow(
      MatchInputError,
    );
  });
});

describe('solve: determinism and hashes', () => {
  it('gives identical results and hashes whatever the order of records', () => {
    for (const instance of [publishedExamples[0]!.instance, withdrawalAndVacancy.instance]) {
      const a = solve(instance);
      const b = solve(reversed(instance));
      expect(b.inputHash).toBe(a.inputHash);
      expect(b.outputHash).toBe(a.outputHash);
      expect(JSON.stringify({ ...b, stats: null })).toBe(JSON.stringify({ ...a, stats: null }));
    }
  });

  it('hashes the documented canonical forms', () => {
    const { instance } = publishedExamples[1]!;
    const result = solve(instance);
    expect(result.inputHash).toBe(inputHash(instance));
    expect(result.outputHash).toBe(outputHash(result.assignments));
    expect(result.outputHash).toBe(sha256Hex(canonicalAssignmentsJson(result.assignments)));
    expect(canonicalAssignmentsJson(result.assignments)).toBe(
      '{"Anderson":"City","Chen":"Mercy","Davis":"General","Eastman":"City","Ford":"General"}',
    );
  });

  it('a different instance or a different outcome changes the hashes', () => {
    const { instance } = publishedExamples[1]!;
    const changed = {
      ...instance,
      programs: instance.programs.map((p) => ({ ...p, positions: p.positions + 1 })),
    };
    expect(solve(changed).inputHash).not.toBe(solve(instance).inputHash);
    expect(solve(changed).outputHash).not.toBe(solve(instance).outputHash);
  });

  it('can leave the hashes out, and uses an injected SHA-256 when given one', () => {
    const { instance } = publishedExamples[1]!;
    expect(solve(instance, { hashes: false })).toMatchObject({ inputHash: '', outputHash: '' });
    const pieces: string[] = [];
    const result = solve(instance, {
      sha256: () => ({
        update: (text: string) => pieces.push(text),
        digestHex: () => sha256Hex(pieces.splice(0).join('')),
      }),
    });
    expect(result.inputHash).toBe(inputHash(instance));
    expect(result.outputHash).toBe(outputHash(result.assignments));
  });

  it('reports the phases it spent time in', () => {
    const phases: string[] = [];
    solve(withdrawalAndVacancy.instance, { onPhase: (phase) => phases.push(phase) });
    expect(phases).toEqual(['index', 'singles', 'couples', 'result']);
  });
});
