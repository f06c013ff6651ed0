import { describe, expect, it } from 'vitest';
import { explain } from './explain.ts';
import {
  coupleFallsToNoMatchSide,
  coupleNeedsTwoPlaces,
  withdrawalAndVacancy,
} from './fixtures/couples-examples.ts';
import { nrmpEightApplicants } from './fixtures/published-examples.ts';
import { solve } from './solve.ts';

const nrmp = nrmpEightApplicants.instance;

describe('explain: applicants', () => {
  const { applicants } = explain(nrmp, solve(nrmp));

  it('explains every program ranked by an unmatched applicant', () => {
    expect(applicants.Brown).toEqual({
      matched: null,
      choice: null,
      reasons: [
        {
          program: 'City',
          choice: 1,
          code: 'filled-with-higher',
          positions: 2,
          lastRank: 3,
          yourRank: 5,
          text: 'the program filled its 2 positions with applicants it ranked higher; the last one it took was at its rank 3, you were at rank 5',
        },
        { program: 'Mercy', choice: 2, code: 'did-not-rank-you', text: 'the program did not rank you' },
      ],
    });
  });

  it('explains only the programs ranked above the match', () => {
    expect(applicants.Ford!.matched).toBe('State');
    expect(applicants.Ford!.choice).toBe(4);
    expect(applicants.Ford!.reasons.map((r) => [(r as { program: string }).program, r.code])).toEqual([
      ['City', 'filled-with-higher'],
      ['General', 'did-not-rank-you'],
      ['Mercy', 'did-not-rank-you'],
    ]);
    expect(applicants.Eastman).toEqual({ matched: 'City', choice: 1, reasons: [] });
  });

  it('says when a result is not stable instead of inventing a reason', () => {
    const result = solve(nrmp);
    const unstable = { assignments: { ...result.assignments, Eastman: null } };
    const reason = explain(nrmp, unstable).applicants.Anderson!.reasons[0]!;
    expect(reason).toMatchObject({ program: 'City', code: 'not-explained', yourRank: 4 });
    expect(reason.text).toBe(
      'the program ranked you at 4 and would have taken you; this result is not stable for you',
    );
  });

  it('uses the singular for one position, and says when a program offered none', () => {
    const instance = {
      programs: [
        { id: 'Solo', positions: 1, rank: ['a', 'b'] },
        { id: 'Closed', positions: 0, rank: ['b'] },
      ],
      applicants: [
        { id: 'a', rank: ['Solo'] },
        { id: 'b', rank: ['Closed', 'Solo'] },
      ],
    };
    const { applicants: people, programs } = explain(instance, solve(instance));
    expect(people.b!.reasons.map((r) => r.text)).toEqual([
      'the program offered no positions',
      'the program filled its 1 position with applicants it ranked higher; the last one it took was at its rank 1, you were at rank 2',
    ]);
    expect(programs.Closed!.notMatched).toEqual([
      {
        applicant: 'b',
        rank: 1,
        code: 'no-positions',
        yourChoice: 1,
        theirMatchChoice: null,
        text: 'you offered no positions',
      },
    ]);
  });
});

describe('explain: couples', () => {
  it('gives the pair-level reason, side by side', () => {
    const { instance } = coupleFallsToNoMatchSide;
    const { applicants } = explain(instance, solve(instance));
    expect(applicants.Kim).toMatchObject({
      matched: 'City',
      choice: 2,
      partner: 'Lee',
      pair: ['City', null],
    });
    expect(applicants.Lee).toMatchObject({ matched: null, choice: 2, partner: 'Kim', pair: ['City', null] });
    expect(applicants.Lee!.reasons).toEqual([
      {
        pair: ['City', 'Mercy'],
        choice: 1,
        code: 'pair-refused',
        you: {
          applicant: 'Lee',
          program: 'Mercy',
          code: 'filled-with-higher',
          positions: 1,
          lastRank: 1,
          rank: 2,
        },
        partner: { applicant: 'Kim', program: 'City', code: 'would-take', rank: 1 },
        text: 'Mercy filled its 1 position with applicants it ranked higher; the last one it took was at its rank 1, you were at rank 2; City would have taken Kim',
      },
    ]);
    expect(applicants.Kim!.reasons[0]!.text).toBe(
      'City would have taken you; Mercy filled its 1 position with applicants it ranked higher; the last one it took was at its rank 1, Lee was at rank 2',
    );
  });

  it('explains a pair at one program that had no room for both', () => {
    const { instance } = coupleNeedsTwoPlaces;
    const { applicants, programs } = explain(instance, solve(instance));
    expect(applicants.Kim!.reasons).toHaveLength(1);
    expect(applicants.Kim!.reasons[0]).toMatchObject({
      code: 'pair-refused',
      you: { code: 'no-room-for-both', lettingGo: [2] },
      text: 'City could not take you both: it would have had to let go of the applicant at its rank 2, whom it ranked above one of you (you were at rank 1)',
    });
    expect(programs.City!.notMatched).toEqual([
      {
        applicant: 'Kim',
        rank: 1,
        code: 'filled-with-higher',
        partner: 'Lee',
        theirMatchChoice: 2,
        yourChoice: 1,
        positions: 2,
        text: 'they apply as a couple with Lee and needed two of your positions; you ranked applicants above one of them (at your rank 2)',
      },
    ]);
  });

  it("tells a program when a couple's partner side failed", () => {
    const { instance } = withdrawalAndVacancy;
    const { programs } = explain(instance, solve(instance));
    expect(programs.Park!.notMatched).toEqual([
      expect.objectContaining({
        applicant: 'Cho',
        code: 'partner-side-refused',
        partner: 'Chung',
        text: 'they apply as a couple with Chung; their pair #1 placed them with you, but Queens filled its 1 position with applicants it ranked higher; the last one it took was at its rank 1, Chung was at rank 2',
      }),
    ]);
  });
});

describe('explain: programs', () => {
  const { programs } = explain(nrmp, solve(nrmp));

  it('explains every ranked applicant the program did not get, in its rank order', () => {
    expect(programs.City).toMatchObject({ positions: 2, filled: 2, lastRank: 3 });
    expect(programs.City!.notMatched.map((r) => [r.applicant, r.rank, r.code])).toEqual([
      ['Hassan', 2, 'matched-higher-choice'],
      ['Anderson', 4, 'filled-with-higher'],
      ['Brown', 5, 'filled-with-higher'],
      ['Chen', 6, 'filled-with-higher'],
      ['Davis', 7, 'filled-with-higher'],
      ['Ford', 8, 'filled-with-higher'],
    ]);
    expect(programs.City!.notMatched[0]!.text).toBe(
      'they matched their choice #1; your program was their choice #2',
    );
    expect(programs.City!.notMatched[1]!.text).toBe(
      'you filled your 2 positions with applicants you ranked higher; the last one you took was at your rank 3, they were at your rank 4',
    );
  });

  it('says when an applicant did not rank the program', () => {
    expect(programs.General!.notMatched[0]).toEqual({
      applicant: 'Brown',
      rank: 1,
      code: 'did-not-rank-you',
      text: 'they did not rank your program',
    });
  });
});
