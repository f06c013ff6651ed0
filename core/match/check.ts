/**
 * The independent checker: given an instance and a result (from solve, or read from a file),
 * reports every violated property. It shares no code with the solver (see instance-index.ts).
 *
 * Stability, as checked here:
 * - a single applicant a and a program p block when p ranks a, a ranks p above its match (or a is
 *   unmatched), and p has a free position or ranks a above the worst applicant it got;
 * - a couple blocks with a pair (p1, p2) it ranks above its matched pair (or any pair, when the
 *   couple is unmatched) when every program on the pair would take the members sent to it: it ranks
 *   them and they are all among its best `positions` of what it holds plus them (a member already
 *   there counts as one of them; for p1 = p2 both need a place). A "no match" side needs nothing.
 *   This is the coalition reading (Klaus and Klijn): the programs must gain from the move, so a
 *   couple cannot make a program swap the member it holds for the partner it ranks lower.
 */
import type { MatchInstance } from './instance.ts';
import { type IndexedCouple, indexInstance, pairIndex, wouldAccept } from './instance-index.ts';

export type ViolationCode =
  | 'malformed-result'
  | 'missing-applicant'
  | 'unknown-applicant'
  | 'unknown-program'
  | 'capacity-exceeded'
  | 'not-mutually-ranked'
  | 'matched-twice'
  | 'inconsistent'
  | 'programs-order'
  | 'unfilled-mismatch'
  | 'blocking-pair'
  | 'couple-blocking-pair';

export type Violation = {
  code: ViolationCode;
  message: string;
  applicant?: string;
  program?: string;
  couple?: [string, string];
};

export type CheckReport = {
  ok: boolean;
  violations: Violation[];
};

const q = (id: string | null): string => (id === null ? 'no match' : JSON.stringify(id));
const pairText = (pair: readonly [string | null, string | null]): string => `(${q(pair[0])}, ${q(pair[1])})`;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks a result against an instance (which must be valid: see validateInstance). */
export function check(instance: MatchInstance, result: unknown): CheckReport {
  const violations: Violation[] = [];
  const report = (v: Violation): void => {
    violations.push(v);
  };
  const done = (): CheckReport => ({ ok: violations.length === 0, violations });

  if (!isRecord(result) || !isRecord(result.assignments)) {
    report({ code: 'malformed-result', message: 'the result has no "assignments" object' });
    return done();
  }
  const assignments = result.assignments;
  const index = indexInstance(instance);
  const { programs, singles, coupleOf } = index;

  // Who is where, according to the assignments.
  const holders = new Map<string, string[]>();
  for (const p of programs.keys()) holders.set(p, []);
  const assignedTo = new Map<string, string | null>();
  for (const [applicant, program] of Object.entries(assignments)) {
    if (!singles.has(applicant) && !coupleOf.has(applicant)) {
      report({
        code: 'unknown-applicant',
        applicant,
        message: `assignments name applicant ${q(applicant)}, who is not in the instance`,
      });
      continue;
    }
    if (program !== null && typeof program !== 'string') {
      report({
        code: 'malformed-result',
        applicant,
        message: `the assignment of ${q(applicant)} must be a program id or null`,
      });
      continue;
    }
    if (program !== null && !programs.has(program)) {
      report({
        code: 'unknown-program',
        applicant,
        program,
        message: `${q(applicant)} is assigned to program ${q(program)}, which is not in the instance`,
      });
      continue;
    }
    assignedTo.set(applicant, program);
    if (program !== null) holders.get(program)?.push(applicant);
  }
  for (const id of [...singles.keys(), ...coupleOf.keys()]) {
    if (!Object.hasOwn(assignments, id))
      report({
        code: 'missing-applicant',
        applicant: id,
        message: `applicant ${q(id)} is missing from assignments`,
      });
  }

  // Capacities and mutual ranking.
  for (const [p, held] of holders) {
    const program = programs.get(p)!;
    if (held.length > program.positions)
      report({
        code: 'capacity-exceeded',
        program: p,
        message: `program ${q(p)} has ${held.length} applicants for ${program.positions} position${program.positions === 1 ? '' : 's'}`,
      });
    for (const a of held) {
      if (!program.rankOf.has(a))
        report({
          code: 'not-mutually-ranked',
          applicant: a,
          program: p,
          message: `${q(a)} is matched to ${q(p)}, which did not rank them`,
        });
      const list = singles.get(a);
      if (list && !list.includes(p))
        report({
          code: 'not-mutually-ranked',
          applicant: a,
          program: p,
          message: `${q(a)} is matched to ${q(p)}, which they did not rank`,
        });
    }
  }
  /** Each couple's matched pair index in its list (its list length when unmatched). */
  const couplePosition = new Map<IndexedCouple, number>();
  for (const couple of index.couples) {
    const first = assignedTo.get(couple.members[0]) ?? null;
    const second = assignedTo.get(couple.members[1]) ?? null;
    let at = couple.rank.length;
    if (first !== null || second !== null) {
      at = pairIndex(couple, first, second);
      if (at < 0) {
        report({
          code: 'not-mutually-ranked',
          couple: [...couple.members],
          message: `couple ${q(couple.members[0])} and ${q(couple.members[1])} is matched to ${pairText([first, second])}, a pair not on their list`,
        });
        at = couple.rank.length;
      }
    }
    couplePosition.set(couple, at);
  }

  checkProgramsMap(result.programs, holders, programs, report);
  checkUnfilled(result, holders, programs, report);

  // Ranks held by each program (Infinity for an applicant it did not rank).
  const heldRanks = new Map<string, number[]>();
  for (const [p, held] of holders) {
    const rankOf = programs.get(p)!.rankOf;
    heldRanks.set(
      p,
      held.map((a) => rankOf.get(a) ?? Number.POSITIVE_INFINITY),
    );
  }

  // Blocking pairs of single applicants.
  for (const [a, list] of singles) {
    const matched = assignedTo.get(a) ?? null;
    let limit = matched === null ? list.length : list.indexOf(matched);
    if (limit < 0) limit = list.length;
    for (let choice = 0; choice < limit; choice++) {
      const p = list[choice] as string;
      const program = programs.get(p)!;
      const r = program.rankOf.get(a);
      if (r === undefined) continue;
      const held = heldRanks.get(p)!;
      if (held.length < program.positions) {
        report({
          code: 'blocking-pair',
          applicant: a,
          program: p,
          message: `${q(a)} and ${q(p)} block: ${q(a)} ranked ${q(p)} #${choice + 1}, above ${matched === null ? 'being unmatched' : `${q(matched)} #${limit + 1}`}, and ${q(p)} ranked ${q(a)} #${r + 1} with a position left`,
        });
        continue;
      }
      let worst = -1;
      for (const h of held) if (h > worst) worst = h;
      if (r < worst)
        report({
          code: 'blocking-pair',
          applicant: a,
          program: p,
          message: `${q(a)} and ${q(p)} block: ${q(a)} ranked ${q(p)} #${choice + 1}, above ${matched === null ? 'being unmatched' : `${q(matched)} #${limit + 1}`}, and ${q(p)} ranked ${q(a)} #${r + 1}, above its last match at #${worst === Number.POSITIVE_INFINITY ? '(not ranked)' : worst + 1}`,
        });
    }
  }

  // Blocking pairs of couples.
  for (const couple of index.couples) {
    const at = couplePosition.get(couple)!;
    const [m0, m1] = couple.members;
    for (let j = 0; j < at; j++) {
      const pair = couple.rank[j]!;
      if (coupleWouldBeTaken(pair, couple.members, programs, holders, heldRanks))
        report({
          code: 'couple-blocking-pair',
          couple: [m0, m1],
          message: `couple ${q(m0)} and ${q(m1)} block with ${pairText(pair)}, their pair #${j + 1}, above ${at === couple.rank.length ? 'being unmatched' : `${pairText(couple.rank[at]!)} #${at + 1}`}: both programs would take them`,
        });
    }
  }
  return done();
}

function coupleWouldBeTaken(
  pair: readonly [string | null, string | null],
  members: readonly [string, string],
  programs: ReturnType<typeof indexInstance>['programs'],
  holders: Map<string, string[]>,
  heldRanks: Map<string, number[]>,
): boolean {
  // Group the members by the program they would go to.
  const wanted = new Map<string, string[]>();
  for (let side = 0; side < 2; side++) {
    const p = pair[side];
    if (p === null || p === undefined) continue;
    const list = wanted.get(p);
    if (list) list.push(members[side]!);
    else wanted.set(p, [members[side]!]);
  }
  for (const [p, who] of wanted) {
    const program = programs.get(p)!;
    const ranks: number[] = [];
    for (const a of who) {
      const r = program.rankOf.get(a);
      if (r === undefined) return false;
      ranks.push(r);
    }
    // A member already at p is one of those it takes, not a holder it could let go.
    const holderList = holders.get(p)!;
    const held = heldRanks.get(p)!.filter((_, i) => !who.includes(holderList[i]!));
    if (wouldAccept(program.positions, held, ranks) !== null) return false;
  }
  return true;
}

function checkProgramsMap(
  value: unknown,
  holders: Map<string, string[]>,
  programs: ReturnType<typeof indexInstance>['programs'],
  report: (v: Violation) => void,
): void {
  if (value === undefined) return;
  if (!isRecord(value)) {
    report({
      code: 'malformed-result',
      message: '"programs" must be an object of program id to applicant ids',
    });
    return;
  }
  const listedIn = new Map<string, string>();
  for (const [p, list] of Object.entries(value)) {
    const program = programs.get(p);
    if (!program) {
      report({
        code: 'unknown-program',
        program: p,
        message: `"programs" names ${q(p)}, which is not in the instance`,
      });
      continue;
    }
    if (!Array.isArray(list) || !list.every((a) => typeof a === 'string')) {
      report({
        code: 'malformed-result',
        program: p,
        message: `"programs" of ${q(p)} must be a list of applicant ids`,
      });
      continue;
    }
    const held = new Set(holders.get(p));
    let previous = -1;
    for (const a of list as string[]) {
      const other = listedIn.get(a);
      if (other !== undefined)
        report({
          code: 'matched-twice',
          applicant: a,
          program: p,
          message:
            other === p
              ? `${q(a)} is listed twice under program ${q(p)}`
              : `${q(a)} is listed under both ${q(other)} and ${q(p)}`,
        });
      listedIn.set(a, p);
      if (!held.has(a))
        report({
          code: 'inconsistent',
          applicant: a,
          program: p,
          message: `"programs" lists ${q(a)} under ${q(p)}, but the assignments do not put them there`,
        });
      const r = program.rankOf.get(a) ?? Number.POSITIVE_INFINITY;
      if (r < previous)
        report({
          code: 'programs-order',
          program: p,
          applicant: a,
          message: `"programs" of ${q(p)} is not in the program's rank order (${q(a)} comes after an applicant it ranked lower)`,
        });
      previous = Math.max(previous, r);
    }
    for (const a of held) {
      if (!(list as string[]).includes(a))
        report({
          code: 'inconsistent',
          applicant: a,
          program: p,
          message: `the assignments put ${q(a)} in ${q(p)}, but "programs" does not list them there`,
        });
    }
  }
  for (const p of programs.keys()) {
    if (!Object.hasOwn(value, p))
      report({ code: 'inconsistent', program: p, message: `"programs" is missing program ${q(p)}` });
  }
}

function checkUnfilled(
  result: Record<string, unknown>,
  holders: Map<string, string[]>,
  programs: ReturnType<typeof indexInstance>['programs'],
  report: (v: Violation) => void,
): void {
  const unfilled = result.unfilled;
  if (unfilled === undefined) return;
  if (!isRecord(unfilled)) {
    report({ code: 'malformed-result', message: '"unfilled" must be an object of program id to a count' });
    return;
  }
  for (const [p, program] of programs) {
    const expected = Math.max(0, program.positions - (holders.get(p)?.length ?? 0));
    const given = Object.hasOwn(unfilled, p) ? unfilled[p] : 0;
    if (given !== expected)
      report({
        code: 'unfilled-mismatch',
        program: p,
        message: `"unfilled" gives ${q(p)} ${JSON.stringify(given)}, but it has ${expected} position${expected === 1 ? '' : 's'} left`,
      });
  }
  for (const p of Object.keys(unfilled)) {
    if (!programs.has(p))
      report({
        code: 'unknown-program',
        program: p,
        message: `"unfilled" names ${q(p)}, which is not in the instance`,
      });
  }
}
