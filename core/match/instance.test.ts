import { describe, expect, it } from 'vitest';
import { formatProblem, type MatchInstance, validateInstance } from './instance.ts';

const valid = (): MatchInstance => ({
  programs: [
    { id: 'CITY', positions: 2, rank: ['GARCIA', 'HASSAN', 'KIM'] },
    { id: 'MERCY', positions: 1, rank: ['LEE', 'BROWN'] },
  ],
  applicants: [
    { id: 'BROWN', rank: ['CITY', 'MERCY'] },
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
});

/** The problems of raw, as the command line prints them. */
function problems(raw: unknown): string[] {
  const result = validateInstance(raw);
  return result.ok ? [] : result.problems.map(formatProblem);
}

/** A valid instance with one change applied. */
function broken(change: (instance: MatchInstance & Record<string, unknown>) => void): unknown {
  const instance = JSON.parse(JSON.stringify(valid()));
  change(instance);
  return instance;
}

describe('validateInstance', () => {
  it('accepts a valid instance, with or without couples', () => {
    expect(validateInstance(valid())).toMatchObject({ ok: true });
    const { couples: _, ...withoutCouples } = valid();
    const singlesOnly = {
      ...withoutCouples,
      programs: withoutCouples.programs.map((p) => ({
        ...p,
        rank: p.rank.filter((a) => a !== 'KIM' && a !== 'LEE'),
      })),
    };
    const result = validateInstance(singlesOnly);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.instance.couples).toEqual([]);
  });

  it('names the record and the unknown id in a rank list', () => {
    expect(problems(broken((i) => i.applicants[0]!.rank.push('MERCYX')))).toEqual([
      'applicants[0] "BROWN": rank list names unknown program "MERCYX" (rank[2])',
    ]);
    expect(problems(broken((i) => i.programs[1]!.rank.push('NOBODY')))).toEqual([
      'programs[1] "MERCY": rank list names unknown applicant "NOBODY" (rank[2])',
    ]);
    expect(problems(broken((i) => (i.couples![0]!.rank[1] = ['CITY', 'GENERAL'])))).toEqual([
      'couples[0] "KIM"+"LEE": rank list names unknown program "GENERAL" (rank[1])',
    ]);
  });

  it('refuses duplicates within a list, and duplicate ids', () => {
    expect(problems(broken((i) => i.applicants[2]!.rank.push('MERCY')))).toEqual([
      'applicants[2] "HASSAN": rank list repeats program "MERCY" (rank[0] and rank[2])',
    ]);
    expect(problems(broken((i) => i.programs[0]!.rank.push('GARCIA')))).toEqual([
      'programs[0] "CITY": rank list repeats applicant "GARCIA" (rank[0] and rank[3])',
    ]);
    expect(problems(broken((i) => i.couples![0]!.rank.push(['CITY', 'MERCY'])))).toEqual([
      'couples[0] "KIM"+"LEE": rank list repeats the pair ["CITY","MERCY"] (rank[0] and rank[2])',
    ]);
    expect(problems(broken((i) => i.programs.push({ id: 'CITY', positions: 1, rank: [] })))).toEqual([
      'programs[2] "CITY": duplicate program id (also programs[0] "CITY")',
    ]);
    expect(problems(broken((i) => i.applicants.push({ id: 'GARCIA', rank: [] })))).toEqual([
      'applicants[3] "GARCIA": duplicate applicant id (also applicants[1])',
    ]);
  });

  it('refuses a long list with a repeat far apart (lists are not only checked pairwise)', () => {
    const ids = Array.from({ length: 40 }, (_, i) => `A${i}`);
    const raw = {
      programs: [{ id: 'P', positions: 1, rank: [...ids, 'A3'] }],
      applicants: ids.map((id) => ({ id, rank: ['P'] })),
    };
    expect(problems(raw)).toEqual([
      'programs[0] "P": rank list repeats applicant "A3" (rank[3] and rank[40])',
    ]);
  });

  it.each([
    [-1, 'got -1'],
    [1.5, 'got 1.5'],
    ['2', 'got the string "2"'],
    [null, 'got null'],
    [Number.MAX_SAFE_INTEGER + 2, 'got 9007199254740992'],
  ])('refuses positions %j', (positions, got) => {
    expect(
      problems(broken((i) => ((i.programs[1] as { positions: unknown }).positions = positions))),
    ).toEqual([`programs[1] "MERCY": "positions" must be a whole number, 0 or more (${got})`]);
  });

  it('accepts 0 positions', () => {
    expect(problems(broken((i) => (i.programs[1]!.positions = 0)))).toEqual([]);
  });

  it('refuses an applicant both single and in a couple, a member in two couples, and equal members', () => {
    expect(problems(broken((i) => i.applicants.push({ id: 'KIM', rank: ['CITY'] })))).toEqual([
      'couples[0] "KIM"+"LEE": applicant "KIM" is both single (applicants[3]) and a member of this couple; list a couple\'s members only under "couples"',
    ]);
    expect(
      problems(
        broken((i) => {
          i.couples!.push({ members: ['LEE', 'NEW'], rank: [['MERCY', null]] });
          i.programs[0]!.rank.push('NEW');
        }),
      ),
    ).toEqual(['couples[1] "LEE"+"NEW": applicant "LEE" is also a member of couples[0]']);
    expect(problems(broken((i) => (i.couples![0]!.members = ['KIM', 'KIM'])))).toContain(
      'couples[0] "KIM"+"KIM": the two members must be different applicants',
    );
  });

  it('refuses a couple pair that is "no match" on both sides, or malformed', () => {
    expect(problems(broken((i) => i.couples![0]!.rank.push([null, null])))).toEqual([
      'couples[0] "KIM"+"LEE": rank[2] is [null, null]; "no match" for both is the end of every list and is not ranked',
    ]);
    expect(problems(broken((i) => ((i.couples![0]!.rank as unknown[])[0] = ['CITY'])))).toEqual([
      'couples[0] "KIM"+"LEE": rank[0] must be a pair [program id or null, program id or null] (got an array)',
    ]);
    // The programs' lists then name applicants that no longer exist, which is reported too.
    expect(problems(broken((i) => ((i.couples![0] as { members: unknown }).members = ['KIM'])))).toContain(
      'couples[0]: "members" must be a list of two applicant ids',
    );
  });

  it('refuses wrong types, naming the record', () => {
    expect(problems(null)).toEqual([
      'instance: expected an object with "programs" and "applicants" (got null)',
    ]);
    expect(problems([])).toEqual([
      'instance: expected an object with "programs" and "applicants" (got an array)',
    ]);
    expect(problems({ programs: {}, applicants: [] })).toEqual([
      'programs: expected an array (got an object)',
    ]);
    expect(problems({ programs: [], applicants: [], couples: 'none' })).toEqual([
      'couples: expected an array (got the string "none")',
    ]);
    expect(problems(broken((i) => ((i.applicants as unknown[])[1] = 'GARCIA')))).toContain(
      'applicants[1]: expected an object (got the string "GARCIA")',
    );
    expect(problems(broken((i) => ((i.applicants[0] as { id: unknown }).id = 7)))).toContain(
      'applicants[0]: "id" must be a string (got 7)',
    );
    expect(problems(broken((i) => (i.applicants[0]!.id = '')))).toContain(
      'applicants[0]: "id" must not be empty',
    );
    expect(problems(broken((i) => ((i.applicants[1] as { rank: unknown }).rank = 'CITY')))).toEqual([
      'applicants[1] "GARCIA": "rank" must be a list of program ids (got the string "CITY")',
    ]);
    expect(problems(broken((i) => ((i.applicants[1]!.rank as unknown[])[0] = 3)))).toEqual([
      'applicants[1] "GARCIA": rank[0] must be a program id (got 3)',
    ]);
  });

  it('refuses unknown fields (a misspelt field would otherwise be silently ignored)', () => {
    expect(problems(broken((i) => (i.applicant = [])))).toEqual(['instance: unknown field "applicant"']);
    expect(problems(broken((i) => ((i.programs[0] as Record<string, unknown>).positons = 3)))).toEqual([
      'programs[0] "CITY": unknown field "positons"',
    ]);
  });

  it('treats "__proto__" and other prototype names as ordinary ids', () => {
    const raw = JSON.parse(
      '{"programs":[{"id":"constructor","positions":1,"rank":["__proto__"]}],"applicants":[{"id":"__proto__","rank":["constructor"]},{"id":"toString","rank":["hasOwnProperty"]}]}',
    );
    expect(problems(raw)).toEqual([
      'applicants[1] "toString": rank list names unknown program "hasOwnProperty" (rank[0])',
    ]);
  });

  it('lists at most maxProblems problems and counts the rest', () => {
    const raw = {
      programs: [],
      applicants: Array.from({ length: 30 }, (_, i) => ({ id: `A${i}`, rank: ['X'] })),
    };
    const result = validateInstance(raw, { maxProblems: 10 });
    expect(result).toMatchObject({ ok: false, omitted: 20 });
    if (!result.ok) expect(result.problems).toHaveLength(10);
  });
});
