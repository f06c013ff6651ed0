import { describe, expect, it } from 'vitest';
import { type CheckReport, check, type ViolationCode } from './check.ts';
import {
  coupleDisplacesSingles,
  coupleFallsToNoMatchSide,
  coupleNeedsTwoPlaces,
} from './fixtures/couples-examples.ts';
import { nrmpEightApplicants } from './fixtures/published-examples.ts';
import type { MatchInstance } from './instance.ts';
import { solve } from './solve.ts';

/** A solved result as plain JSON (what a file would hold), to be tampered with. */
function solved(instance: MatchInstance) {
  return JSON.parse(JSON.stringify(solve(instance))) as {
    assignments: Record<string, string | null>;
    programs: Record<string, string[]>;
    unfilled: Record<string, number>;
  };
}

const codes = (report: CheckReport): ViolationCode[] =>
  [...new Set(report.violations.map((v) => v.code))].sort();

const nrmp = nrmpEightApplicants.instance;

describe('check', () => {
  it('passes a correct result', () => {
    expect(check(nrmp, solved(nrmp))).toEqual({ ok: true, violations: [] });
  });

  it('finds a program over capacity', () => {
    const result = solved(nrmp);
    // Anderson ranked City and City ranked him: only the capacity (and stability) can be wrong.
    result.assignments.Anderson = 'City';
    result.programs.City = ['Garcia', 'Eastman', 'Anderson'];
    const report = check(nrmp, result);
    expect(codes(report)).toEqual(['capacity-exceeded']);
    expect(report.violations[0]!.message).toBe('program "City" has 3 applicants for 2 positions');
  });

  it('finds a match that was not mutually ranked, from either side', () => {
    const result = solved(nrmp);
    // Brown ranked Mercy, but Mercy did not rank Brown.
    result.assignments.Brown = 'Mercy';
    result.programs.Mercy = ['Chen', 'Brown'];
    delete result.unfilled.Mercy;
    expect(check(nrmp, result).violations).toEqual([
      {
        code: 'not-mutually-ranked',
        applicant: 'Brown',
        program: 'Mercy',
        message: '"Brown" is matched to "Mercy", which did not rank them',
      },
    ]);
    const other = solved(nrmp);
    // State ranked Anderson, but Anderson ranked only City.
    other.assignments.Anderson = 'State';
    other.assignments.Ford = null;
    other.programs.State = ['Anderson', 'Hassan'];
    expect(check(nrmp, other).violations.map((v) => v.code)).toContain('not-mutually-ranked');
    expect(check(nrmp, other).violations.map((v) => v.message)).toContain(
      '"Anderson" is matched to "State", which they did not rank',
    );
  });

  it('finds an applicant matched twice', () => {
    const result = solved(nrmp);
    result.programs.General = ['Davis', 'Garcia'];
    const report = check(nrmp, result);
    expect(report.violations).toContainEqual(
      expect.objectContaining({
        code: 'matched-twice',
        applicant: 'Garcia',
        message: '"Garcia" is listed under both "City" and "General"',
      }),
    );
    expect(codes(report)).toContain('inconsistent');
  });

  it('finds a single blocking pair', () => {
    const result = solved(nrmp);
    // Eastman out of City: City then has a free position that Anderson (who ranked it) wants.
    result.assignments.Eastman = null;
    result.programs.City = ['Garcia'];
    result.unfilled.City = 1;
    const report = check(nrmp, result);
    expect(codes(report)).toEqual(['blocking-pair']);
    expect(report.violations.map((v) => `${v.applicant}/${v.program}`).sort()).toEqual([
      'Anderson/City',
      'Brown/City',
      'Chen/City',
      'Davis/City',
      'Eastman/City',
      'Eastman/General',
      'Eastman/State',
      'Ford/City',
    ]);
    expect(report.violations.find((v) => v.applicant === 'Anderson')!.message).toBe(
      '"Anderson" and "City" block: "Anderson" ranked "City" #1, above being unmatched, and "City" ranked "Anderson" #4 with a position left',
    );
  });

  it('finds a blocking pair where the program prefers the applicant to its last match', () => {
    const result = solved(nrmp);
    // Swap Eastman (City's #3) for Brown (City's #5): Eastman still wants City and City prefers him.
    result.assignments.Eastman = null;
    result.assignments.Brown = 'City';
    result.programs.City = ['Garcia', 'Brown'];
    const messages = check(nrmp, result).violations.map((v) => v.message);
    expect(messages).toContain(
      '"Eastman" and "City" block: "Eastman" ranked "City" #1, above being unmatched, and "City" ranked "Eastman" #3, above its last match at #5',
    );
  });

  it('finds a couple blocking pair', () => {
    const { instance } = coupleDisplacesSingles;
    const result = solved(instance);
    // Put the singles back and leave the couple out: the couple then blocks with (City, Mercy).
    result.assignments = { Anderson: 'City', Brown: 'Mercy', Garcia: 'City', Kim: null, Lee: null };
    result.programs = { City: ['Garcia', 'Anderson'], Mercy: ['Brown'] };
    const report = check(instance, result);
    expect(report.violations).toEqual([
      {
        code: 'couple-blocking-pair',
        couple: ['Kim', 'Lee'],
        message:
          'couple "Kim" and "Lee" block with ("City", "Mercy"), their pair #1, above being unmatched: both programs would take them',
      },
    ]);
  });

  it('finds a couple blocking with a pair above its match that uses a "no match" side', () => {
    const { instance } = coupleFallsToNoMatchSide;
    // Kim unmatched, Garcia at City: the couple's (City, no match) blocks.
    const report = check(instance, { assignments: { Brown: 'Mercy', Garcia: 'City', Kim: null, Lee: null } });
    expect(report.violations.map((v) => v.message)).toEqual([
      'couple "Kim" and "Lee" block with ("City", no match), their pair #2, above being unmatched: both programs would take them',
    ]);
  });

  it('a pair at one program needs room for both members', () => {
    const { instance } = coupleNeedsTwoPlaces;
    expect(check(instance, solved(instance)).ok).toBe(true);
    // With City empty, (City, City) would be taken and blocks the couple's (no match, City).
    const report = check(instance, { assignments: { Garcia: null, Kim: null, Lee: 'City' } });
    expect(report.violations.map((v) => v.code)).toEqual(['blocking-pair', 'couple-blocking-pair']);
  });

  it('a couple cannot make a program swap the member it holds for a partner it ranks lower', () => {
    // City holds Kim (its #1); the couple would rather have Lee (City's #2) there instead. City
    // would lose by the swap, so this is not a blocking pair.
    const instance: MatchInstance = {
      programs: [{ id: 'City', positions: 1, rank: ['Kim', 'Lee'] }],
      applicants: [],
      couples: [
        {
          members: ['Kim', 'Lee'],
          rank: [
            [null, 'City'],
            ['City', null],
          ],
        },
      ],
    };
    expect(check(instance, { assignments: { Kim: 'City', Lee: null } })).toEqual({
      ok: true,
      violations: [],
    });
    // The run itself gives the couple its first pair, which is stable too.
    const result = solve(instance);
    expect(result.assignments).toEqual({ Kim: null, Lee: 'City' });
    expect(check(instance, result).ok).toBe(true);
  });

  it('finds a couple on a pair that is not on its list', () => {
    const { instance } = coupleFallsToNoMatchSide;
    const report = check(instance, {
      assignments: { Brown: 'Mercy', Garcia: null, Kim: null, Lee: 'Mercy' },
    });
    expect(report.violations.map((v) => v.message)).toContain(
      'couple "Kim" and "Lee" is matched to (no match, "Mercy"), a pair not on their list',
    );
  });

  it('finds missing and unknown applicants and programs', () => {
    const result = solved(nrmp);
    delete result.assignments.Ford;
    result.assignments.Zed = null;
    result.assignments.Hassan = 'Nowhere';
    const report = check(nrmp, result);
    expect(codes(report)).toEqual(
      expect.arrayContaining(['missing-applicant', 'unknown-applicant', 'unknown-program', 'inconsistent']),
    );
    expect(report.violations.map((v) => v.message)).toEqual(
      expect.arrayContaining([
        'applicant "Ford" is missing from assignments',
        'assignments name applicant "Zed", who is not in the instance',
        '"Hassan" is assigned to program "Nowhere", which is not in the instance',
      ]),
    );
  });

  it('finds a programs map out of the program rank order, and wrong unfilled counts', () => {
    const result = solved(nrmp);
    result.programs.City = ['Eastman', 'Garcia'];
    result.unfilled.Mercy = 2;
    const report = check(nrmp, result);
    expect(codes(report)).toEqual(['programs-order', 'unfilled-mismatch']);
    expect(report.violations.map((v) => v.message)).toContain(
      '"unfilled" gives "Mercy" 2, but it has 1 position left',
    );
  });

  it('reports a malformed result instead of throwing', () => {
    expect(check(nrmp, null).violations[0]!.code).toBe('malformed-result');
    expect(check(nrmp, { assignments: [] }).violations[0]!.code).toBe('malformed-result');
    expect(check(nrmp, { assignments: { Anderson: 3 } }).violations.map((v) => v.code)).toContain(
      'malformed-result',
    );
    expect(
      check(nrmp, { ...solved(nrmp), programs: { City: 'Garcia' } }).violations.map((v) => v.code),
    ).toContain('malformed-result');
  });
});
