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
import {
  type IndexedCouple,
  type IndexedProgram,
  indexInstance,
  pairIndex,
  wouldAccept,
} from './instance-index.ts';

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

/** What a program holds according to the result: applicants, its ranks of them (Infinity if unranked), the worst. */
type Held = { program: IndexedProgram; holders: string[]; ranks: number[]; worst: number };

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
  const held = new Map<string, Held>();
  for (const program of programs.values())
    held.set(program.id, { program, holders: [], ranks: [], worst: Number.NEGATIVE_INFINITY });
  const assignedTo = new Map<string, string | null>();
  for (const applicant in assignments) {
    const program = assignments[applicant];
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
    const at = program === null ? undefined : held.get(program);
    if (program !== null && !at) {
      report({
        code: 'unknown-program',
        applicant,
        program,
        message: `${q(applicant)} is assigned to program ${q(program)}, which is not in the instance`,
      });
      continue;
    }
    assignedTo.set(applicant, program);
    if (at) {
      const r = at.program.rankOf.get(applicant) ?? Number.POSITIVE_INFINITY;
      at.holders.push(applicant);
      at.ranks.push(r);
      if (r > at.worst) at.worst = r;
    }
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
  for (const { program, holders } of held.values()) {
    const p = program.id;
    if (holders.length > program.positions)
      report({
        code: 'capacity-exceeded',
        program: p,
        message: `program ${q(p)} has ${holders.length} applicants for ${program.positions} position${program.positions === 1 ? '' : 's'}`,
      });
    for (const a of holders) {
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

  checkProgramsMap(result.programs, held, report);
  checkUnfilled(result, held, report);

  /** Singles with their lists and matches, in one map (one lookup per listed applicant below). */
  const singleMatch = new Map<string, { list: readonly string[]; matched: string | null }>();
  for (const [a, list] of singles) singleMatch.set(a, { list, matched: assignedTo.get(a) ?? null });

  // Blocking pairs of single applicants, from each program's side: only applicants it ranked
  // above its last match (all of them, when it has a position left) can block with it.
  for (const at of held.values()) {
    const { program } = at;
    const p = program.id;
    const room = at.holders.length < program.positions;
    const stop = room ? program.rank.length : Math.min(at.worst, program.rank.length);
    for (let r = 0; r < stop; r++) {
      const a = program.rank[r]!;
      const single = singleMatch.get(a);
      if (!single) continue;
      const { list, matched } = single;
      if (matched === p) continue;
      const choice = list.indexOf(p);
      if (choice < 0) continue;
      const limit = matched === null ? -1 : list.indexOf(matched);
      if (limit >= 0 && limit < choice) continue;
      const above = limit < 0 ? 'being unmatched' : `${q(matched)} #${limit + 1}`;
      const why = room
        ? ' with a position left'
        : `, above its last match at #${Number.isFinite(at.worst) ? at.worst + 1 : '(not ranked)'}`;
      report({
        code: 'blocking-pair',
        applicant: a,
        program: p,
        message: `${q(a)} and ${q(p)} block: ${q(a)} ranked ${q(p)} #${choice + 1}, above ${above}, and ${q(p)} ranked ${q(a)} #${r + 1}${why}`,
      });
    }
  }

  // Blocking pairs of couples.
  for (const couple of index.couples) {
    const at = couplePosition.get(couple)!;
    const [m0, m1] = couple.members;
    for (let j = 0; j < at; j++) {
      const pair = couple.rank[j]!;
      if (coupleWouldBeTaken(pair, couple.members, held))
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
  held: Map<string, Held>,
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
    const at = held.get(p)!;
    const ranks: number[] = [];
    for (const a of who) {
      const r = at.program.rankOf.get(a);
      if (r === undefined) return false;
      ranks.push(r);
    }
    // A member already at p is one of those it takes, not a holder it could let go.
    const others = at.ranks.filter((_, i) => !who.includes(at.holders[i]!));
    if (wouldAccept(at.program.positions, others, ranks) !== null) return false;
  }
  return true;
}

function checkProgramsMap(value: unknown, held: Map<string, Held>, report: (v: Violation) => void): void {
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
    const program = held.get(p)?.program;
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
    const holders = new Set(held.get(p)!.holders);
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
      if (!holders.has(a))
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
    const listed = new Set(list as string[]);
    for (const a of holders) {
      if (!listed.has(a))
        report({
          code: 'inconsistent',
          applicant: a,
          program: p,
          message: `the assignments put ${q(a)} in ${q(p)}, but "programs" does not list them there`,
        });
    }
  }
  for (const p of held.keys()) {
    if (!Object.hasOwn(value, p))
      report({ code: 'inconsistent', program: p, message: `"programs" is missing program ${q(p)}` });
  }
}

function checkUnfilled(
  result: Record<string, unknown>,
  held: Map<string, Held>,
  report: (v: Violation) => void,
): void {
  const unfilled = result.unfilled;
  if (unfilled === undefined) return;
  if (!isRecord(unfilled)) {
    report({ code: 'malformed-result', message: '"unfilled" must be an object of program id to a count' });
    return;
  }
  for (const [p, { program, holders }] of held) {
    const expected = Math.max(0, program.positions - holders.length);
    const given = Object.hasOwn(unfilled, p) ? unfilled[p] : 0;
    if (given !== expected)
      report({
        code: 'unfilled-mismatch',
        program: p,
        message: `"unfilled" gives ${q(p)} ${JSON.stringify(given)}, but it has ${expected} position${expected === 1 ? '' : 's'} left`,
      });
  }
  for (const p of Object.keys(unfilled)) {
    if (!held.has(p))
      report({
        code: 'unknown-program',
        program: p,
        message: `"unfilled" names ${q(p)}, which is not in the instance`,
      });
  }
}
