/**
 * Property-based tests on random small instances. For singles the solver's result is compared with
 * a brute-force search over every matching; for couples, with a brute-force stability check. The
 * stability predicates here are written naively from the definitions, independently of check.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortedIds } from './canonical.ts';
import { check } from './check.ts';
import { explain } from './explain.ts';
import type { CouplePair, MatchInstance } from './instance.ts';
import { validateInstance } from './instance.ts';
import { solve } from './solve.ts';

type Assignment = Record<string, string | null>;

const ids = (prefix: string, n: number): string[] => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

function programRecords(programs: string[], applicants: string[]) {
  return fc.tuple(
    ...programs.map((id) =>
      fc.record({
        id: fc.constant(id),
        positions: fc.integer({ min: 0, max: 2 }),
        rank: fc.shuffledSubarray(applicants),
      }),
    ),
  );
}

/** Up to 5 single applicants, 1 to 3 programs with 0 to 2 positions, random (non-reciprocal) lists. */
const singlesInstance: fc.Arbitrary<MatchInstance> = fc
  .tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 1, max: 3 }))
  .chain(([nA, nP]) => {
    const applicants = ids('a', nA);
    const programs = ids('P', nP);
    return fc.record({
      programs: programRecords(programs, applicants),
      applicants: fc.tuple(
        ...applicants.map((id) => fc.record({ id: fc.constant(id), rank: fc.shuffledSubarray(programs) })),
      ),
    });
  });

/** Up to 3 singles and 1 or 2 couples over 1 to 3 programs. */
const couplesInstance: fc.Arbitrary<MatchInstance> = fc
  .tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 1, max: 2 }), fc.integer({ min: 1, max: 3 }))
  .chain(([nS, nC, nP]) => {
    const singles = ids('s', nS);
    const members = ids('m', 2 * nC);
    const programs = ids('P', nP);
    const side = fc.constantFrom<string | null>(null, ...programs);
    const pairs = fc
      .uniqueArray(fc.tuple(side, side), { maxLength: 6, selector: (pair) => JSON.stringify(pair) })
      .map((list) => list.filter(([x, y]) => x !== null || y !== null) as CouplePair[]);
    return fc.record({
      programs: programRecords(programs, [...singles, ...members]),
      applicants: fc.tuple(
        ...singles.map((id) => fc.record({ id: fc.constant(id), rank: fc.shuffledSubarray(programs) })),
      ),
      couples: fc.tuple(
        ...Array.from({ length: nC }, (_, c) =>
          fc.record({
            members: fc.constant([members[2 * c]!, members[2 * c + 1]!] as [string, string]),
            rank: pairs,
          }),
        ),
      ),
    });
  });

function shuffledCopy(instance: MatchInstance, seed: number): MatchInstance {
  let state = seed >>> 0 || 1;
  const random = (): number => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = items.slice();
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  };
  return {
    programs: shuffle(instance.programs),
    applicants: shuffle(instance.applicants),
    ...(instance.couples ? { couples: shuffle(instance.couples) } : {}),
  };
}

// ---- Naive definitions -------------------------------------------------------------------------

const rankIn = (list: readonly string[], id: string): number => {
  const i = list.indexOf(id);
  return i < 0 ? Number.POSITIVE_INFINITY : i;
};

function holders(m: Assignment, program: string): string[] {
  return Object.keys(m).filter((a) => m[a] === program);
}

/** Would program p choose all of `who` from what it holds plus them (its best `positions`)? */
function wouldTake(instance: MatchInstance, m: Assignment, p: string, who: string[]): boolean {
  const program = instance.programs.find((x) => x.id === p)!;
  if (who.some((a) => !program.rank.includes(a))) return false;
  const pool = [...new Set([...holders(m, p), ...who])].sort(
    (x, y) => rankIn(program.rank, x) - rankIn(program.rank, y),
  );
  const kept = pool.slice(0, program.positions);
  return who.every((a) => kept.includes(a));
}

function isStable(instance: MatchInstance, m: Assignment): boolean {
  for (const a of instance.applicants) {
    const current = m[a.id] ?? null;
    const limit = current === null ? a.rank.length : a.rank.indexOf(current);
    for (const p of a.rank.slice(0, limit)) if (wouldTake(instance, m, p, [a.id])) return false;
  }
  for (const c of instance.couples ?? []) {
    const [m0, m1] = c.members;
    const current: CouplePair = [m[m0] ?? null, m[m1] ?? null];
    const at = c.rank.findIndex((pair) => pair[0] === current[0] && pair[1] === current[1]);
    const limit = current[0] === null && current[1] === null ? c.rank.length : at;
    for (const [p0, p1] of c.rank.slice(0, limit)) {
      const targets = new Map<string, string[]>();
      if (p0 !== null) targets.set(p0, [m0]);
      if (p1 !== null) targets.set(p1, [...(targets.get(p1) ?? []), m1]);
      if ([...targets].every(([p, who]) => wouldTake(instance, m, p, who))) return false;
    }
  }
  return true;
}

/** Every matching that respects capacities and mutual ranking (couples on a pair of their list). */
function allMatchings(instance: MatchInstance): Assignment[] {
  const ranks = (p: string, a: string): boolean =>
    instance.programs.find((x) => x.id === p)!.rank.includes(a);
  const choices: { ids: string[]; options: (string | null)[][] }[] = [];
  for (const a of instance.applicants)
    choices.push({ ids: [a.id], options: [[null], ...a.rank.filter((p) => ranks(p, a.id)).map((p) => [p])] });
  for (const c of instance.couples ?? []) {
    const ok = c.rank.filter(
      ([p0, p1]) => (p0 === null || ranks(p0, c.members[0])) && (p1 === null || ranks(p1, c.members[1])),
    );
    choices.push({ ids: [...c.members], options: [[null, null], ...ok] });
  }
  const result: Assignment[] = [];
  const walk = (i: number, m: Assignment): void => {
    if (i === choices.length) {
      const fits = instance.programs.every((p) => holders(m, p.id).length <= p.positions);
      if (fits) result.push({ ...m });
      return;
    }
    const { ids: who, options } = choices[i]!;
    for (const option of options) {
      who.forEach((a, k) => {
        m[a] = option[k] ?? null;
      });
      walk(i + 1, m);
    }
  };
  walk(0, {});
  return result;
}

// ---- Properties --------------------------------------------------------------------------------

describe('properties: singles', () => {
  it('the result is the applicant-optimal stable matching found by brute force, and the checker passes', () => {
    fc.assert(
      fc.property(singlesInstance, (instance) => {
        expect(validateInstance(instance).ok).toBe(true);
        const result = solve(instance);
        expect(result.status).toBe('stable');
        expect(check(instance, result)).toEqual({ ok: true, violations: [] });

        const stable = allMatchings(instance).filter((m) => isStable(instance, m));
        const choiceOf = (a: string, m: Assignment): number => {
          const p = m[a] ?? null;
          return p === null
            ? Number.POSITIVE_INFINITY
            : instance.applicants.find((x) => x.id === a)!.rank.indexOf(p);
        };
        const optimal = stable.filter((m) =>
          stable.every((other) =>
            instance.applicants.every((a) => choiceOf(a.id, m) <= choiceOf(a.id, other)),
          ),
        );
        // Gale–Shapley: a stable matching exists and exactly one is best for every applicant.
        expect(optimal).toHaveLength(1);
        expect(result.assignments).toEqual(optimal[0]);
      }),
      { numRuns: 300 },
    );
  });

  it('the checker accepts exactly the stable matchings (all matchings of small instances)', () => {
    fc.assert(
      fc.property(singlesInstance, (instance) => {
        for (const m of allMatchings(instance))
          expect(check(instance, { assignments: m }).ok).toBe(isStable(instance, m));
      }),
      { numRuns: 150 },
    );
  });

  it('shuffled input order gives the identical output hash and result', () => {
    fc.assert(
      fc.property(singlesInstance, fc.integer(), (instance, seed) => {
        const a = solve(instance);
        const shuffled = shuffledCopy(instance, seed);
        const b = solve(shuffled);
        expect(b.inputHash).toBe(a.inputHash);
        expect(b.outputHash).toBe(a.outputHash);
        expect(JSON.stringify({ ...b, stats: null })).toBe(JSON.stringify({ ...a, stats: null }));
        expect(JSON.stringify(explain(shuffled, b))).toBe(JSON.stringify(explain(instance, a)));
      }),
      { numRuns: 200 },
    );
  });
});

describe('properties: couples', () => {
  it('a result reported stable passes the checker and brute force; when none exists, the run says so', () => {
    let stableRuns = 0;
    fc.assert(
      fc.property(couplesInstance, (instance) => {
        expect(validateInstance(instance).ok).toBe(true);
        const result = solve(instance);
        const report = check(instance, result);
        const matchings = allMatchings(instance);
        // Whatever the outcome, the result is a matching: capacities, mutual ranking, couples on a listed pair.
        expect(
          report.violations.filter((v) => v.code !== 'blocking-pair' && v.code !== 'couple-blocking-pair'),
        ).toEqual([]);
        expect(matchings).toContainEqual(result.assignments);
        if (result.status === 'stable') {
          stableRuns++;
          expect(report.ok).toBe(true);
          expect(isStable(instance, result.assignments)).toBe(true);
        } else {
          expect(['cycle', 'step-limit']).toContain(result.problem?.reason);
          expect(report.ok).toBe(false);
        }
        if (!matchings.some((m) => isStable(instance, m)))
          expect(result.status).toBe('no-stable-matching-found');
      }),
      { numRuns: 300 },
    );
    expect(stableRuns).toBeGreaterThan(0);
  });

  it('the checker agrees with the brute-force stability definition for couples', () => {
    fc.assert(
      fc.property(couplesInstance, (instance) => {
        for (const m of allMatchings(instance))
          expect(check(instance, { assignments: m }).ok).toBe(isStable(instance, m));
      }),
      { numRuns: 120 },
    );
  });

  it('shuffled input order gives the identical output hash', () => {
    fc.assert(
      fc.property(couplesInstance, fc.integer(), (instance, seed) => {
        const a = solve(instance);
        const b = solve(shuffledCopy(instance, seed));
        expect(b.inputHash).toBe(a.inputHash);
        expect(b.outputHash).toBe(a.outputHash);
        expect(b.status).toBe(a.status);
      }),
      { numRuns: 200 },
    );
  });
});

describe('properties: ids resolved by the validator', () => {
  it('solving with the ids the validator resolved gives exactly the same result', () => {
    const same = (instance: MatchInstance): void => {
      const validation = validateInstance(instance);
      if (!validation.ok) throw new Error('generated instance is invalid');
      const direct = solve(instance);
      const viaValidator = solve(validation.instance, { resolved: validation.resolved });
      expect(JSON.stringify({ ...viaValidator, stats: null })).toBe(
        JSON.stringify({ ...direct, stats: null }),
      );
    };
    fc.assert(fc.property(singlesInstance, same), { numRuns: 200 });
    fc.assert(fc.property(couplesInstance, same), { numRuns: 200 });
  });
});

describe('properties: canonical order', () => {
  const unit = fc.constantFrom('a', 'b', 'B', '0', ' ', 'ÿ', 'Ā', 'é', '😀', '\u0000');
  it('sortedIds equals the default code-unit sort (radix and comparison paths)', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit, maxLength: 6 }), { maxLength: 300 }), (list) => {
        expect(sortedIds(list)).toEqual(list.slice().sort());
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'binary', maxLength: 40 }), { minLength: 64, maxLength: 200 }),
        (list) => {
          expect(sortedIds(list)).toEqual(list.slice().sort());
        },
      ),
      { numRuns: 100 },
    );
  });
});
