/**
 * The match instance (what the command line reads) and its validation. The validator is written by
 * hand rather than with zod: it must name the record in every message and stay fast on a
 * national-size instance (60,000 records, 1.2 million rank entries).
 */

export type ProgramRecord = {
  id: string;
  /** Number of positions the program offers (a whole number, 0 or more). */
  positions: number;
  /** Applicant ids, most preferred first. Applicants not listed are not acceptable to the program. */
  rank: string[];
};

export type ApplicantRecord = {
  id: string;
  /** Program ids, most preferred first. */
  rank: string[];
};

/** One entry of a couple's joint list: [program for members[0], program for members[1]]; null = "no match". */
export type CouplePair = [string | null, string | null];

export type CoupleRecord = {
  members: [string, string];
  rank: CouplePair[];
};

export type MatchInstance = {
  programs: ProgramRecord[];
  /** Single applicants. Members of couples are listed only under couples. */
  applicants: ApplicantRecord[];
  couples?: CoupleRecord[];
};

/** A problem names the record ("applicants[3] \"BROWN\"") and says what is wrong with it. */
export type ValidationProblem = { record: string; message: string };

/**
 * The ids of a valid instance as the validator resolved them, so that solve need not look them up
 * again (about a million lookups at national scale). A program's number is its index in
 * `programs`; applicants are numbered as in `applicantIds`: the singles as listed, then each
 * couple's two members in order. Only valid for the very instance it came with, unchanged.
 */
export type ResolvedIds = {
  applicantIds: string[];
  /** Program i's rank list, as applicant numbers: programList[programOff[i] … programOff[i + 1]). */
  programOff: Int32Array;
  programList: Int32Array;
  /** Single i's rank list, as program numbers. */
  applicantOff: Int32Array;
  applicantList: Int32Array;
  /** Couple i's pairs, two program numbers each (-1 for "no match"): pairList[2·pairOff[i] …]. */
  pairOff: Int32Array;
  pairList: Int32Array;
};

export type ValidationResult =
  | { ok: true; instance: MatchInstance; resolved: ResolvedIds }
  | { ok: false; problems: ValidationProblem[]; omitted: number };

export const MAX_ID_LENGTH = 200;
const DEFAULT_MAX_PROBLEMS = 100;

export function formatProblem(problem: ValidationProblem): string {
  return `${problem.record}: ${problem.message}`;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function quote(value: string): string {
  return JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value);
}

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return `the string ${quote(value)}`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return typeof value === 'object' ? 'an object' : typeof value;
}

class Problems {
  readonly list: ValidationProblem[] = [];
  omitted = 0;
  constructor(private readonly max: number) {}
  add(record: string, message: string): void {
    if (this.list.length < this.max) this.list.push({ record, message });
    else this.omitted++;
  }
  get count(): number {
    return this.list.length + this.omitted;
  }
}

function idProblem(value: unknown): string | null {
  if (typeof value !== 'string') return `"id" must be a string (got ${describeValue(value)})`;
  if (value.length === 0) return '"id" must not be empty';
  if (value.length > MAX_ID_LENGTH) return `"id" is longer than ${MAX_ID_LENGTH} characters`;
  return null;
}

function unknownFields(
  record: Record<string, unknown>,
  allowed: readonly string[],
  name: string,
  problems: Problems,
): void {
  for (const key of Object.keys(record)) {
    if (!allowed.includes(key)) problems.add(name, `unknown field ${quote(key)}`);
  }
}

/**
 * Checks raw parsed JSON against the instance format. Every problem names its record; at most
 * maxProblems are listed (the rest are counted in `omitted`).
 */
export function validateInstance(raw: unknown, options: { maxProblems?: number } = {}): ValidationResult {
  const problems = new Problems(options.maxProblems ?? DEFAULT_MAX_PROBLEMS);
  const fail = (): ValidationResult => ({ ok: false, problems: problems.list, omitted: problems.omitted });

  if (!isPlainObject(raw)) {
    problems.add(
      'instance',
      `expected an object with "programs" and "applicants" (got ${describeValue(raw)})`,
    );
    return fail();
  }
  unknownFields(raw, ['programs', 'applicants', 'couples'], 'instance', problems);
  const { programs, applicants } = raw;
  const couples = raw.couples === undefined ? [] : raw.couples;
  if (!Array.isArray(programs))
    problems.add('programs', `expected an array (got ${describeValue(programs)})`);
  if (!Array.isArray(applicants))
    problems.add('applicants', `expected an array (got ${describeValue(applicants)})`);
  if (!Array.isArray(couples)) problems.add('couples', `expected an array (got ${describeValue(couples)})`);
  if (!Array.isArray(programs) || !Array.isArray(applicants) || !Array.isArray(couples)) return fail();

  // Pass 1: ids, so that rank lists can be checked against them in pass 2. Ids map to dense
  // numbers in null-prototype objects (fast, and "__proto__" is an id like any other).
  const programAt: IdTable = Object.create(null);
  let programCount = 0;
  const programNames: string[] = [];
  /** The record index of each dense program number. */
  const programFirst: number[] = [];
  for (let i = 0; i < programs.length; i++) {
    const record = programs[i];
    let name = `programs[${i}]`;
    if (!isPlainObject(record)) {
      problems.add(name, `expected an object (got ${describeValue(record)})`);
      programNames.push(name);
      continue;
    }
    const idError = idProblem(record.id);
    if (idError) problems.add(name, idError);
    else {
      const id = record.id as string;
      name = `${name} ${quote(id)}`;
      const first = programAt[id];
      if (first === undefined) programAt[id] = programCount++;
      else problems.add(name, `duplicate program id (also ${programNames[programFirst[first]!]})`);
      if (first === undefined) programFirst.push(i);
    }
    programNames.push(name);
  }

  /** Dense applicant numbers, and where each applicant is defined ("applicants[i]" or "couples[i]"). */
  const applicantAt: IdTable = Object.create(null);
  const applicantWhere: string[] = [];
  const applicantIds: string[] = [];
  const applicantNames: string[] = [];
  for (let i = 0; i < applicants.length; i++) {
    const record = applicants[i];
    let name = `applicants[${i}]`;
    if (!isPlainObject(record)) {
      problems.add(name, `expected an object (got ${describeValue(record)})`);
      applicantNames.push(name);
      continue;
    }
    const idError = idProblem(record.id);
    if (idError) problems.add(name, idError);
    else {
      const id = record.id as string;
      name = `${name} ${quote(id)}`;
      const first = applicantAt[id];
      if (first === undefined) {
        applicantAt[id] = applicantWhere.length;
        applicantWhere.push(`applicants[${i}]`);
        applicantIds.push(id);
      } else problems.add(name, `duplicate applicant id (also ${applicantWhere[first]})`);
    }
    applicantNames.push(name);
  }

  const coupleNames: string[] = [];
  for (let i = 0; i < couples.length; i++) {
    const record = couples[i];
    let name = `couples[${i}]`;
    if (!isPlainObject(record)) {
      problems.add(name, `expected an object (got ${describeValue(record)})`);
      coupleNames.push(name);
      continue;
    }
    const members = record.members;
    if (!Array.isArray(members) || members.length !== 2) {
      problems.add(name, '"members" must be a list of two applicant ids');
      coupleNames.push(name);
      continue;
    }
    const memberErrors = members.map(idProblem);
    if (memberErrors[0] || memberErrors[1]) {
      problems.add(
        name,
        `"members": ${(memberErrors[0] ?? memberErrors[1] ?? '').replace('"id"', 'each member')}`,
      );
      coupleNames.push(name);
      continue;
    }
    const [a, b] = members as [string, string];
    name = `${name} ${quote(a)}+${quote(b)}`;
    if (a === b) problems.add(name, 'the two members must be different applicants');
    for (const member of a === b ? [a] : [a, b]) {
      const at = applicantAt[member];
      const first = at === undefined ? undefined : applicantWhere[at]!;
      if (first === undefined) {
        applicantAt[member] = applicantWhere.length;
        applicantWhere.push(`couples[${i}]`);
        applicantIds.push(member);
      } else if (first.startsWith('applicants'))
        problems.add(
          name,
          `applicant ${quote(member)} is both single (${first}) and a member of this couple; list a couple's members only under "couples"`,
        );
      else problems.add(name, `applicant ${quote(member)} is also a member of ${first}`);
    }
    coupleNames.push(name);
  }

  // Pass 2: the fields and the rank lists. A list repeats an id when the id's stamp already holds
  // the list's number; the stamps replace a set per list.
  const applicantSeen = new RankStamps(applicantWhere.length);
  const programSeen = new RankStamps(programCount);
  const programLists = new IntList();
  const programOff = new Int32Array(programs.length + 1);
  const applicantLists = new IntList();
  const applicantOff = new Int32Array(applicants.length + 1);
  const pairLists = new IntList();
  const pairOff = new Int32Array(couples.length + 1);
  for (let i = 0; i < programs.length; i++) {
    const record = programs[i];
    if (!isPlainObject(record)) continue;
    const name = programNames[i] ?? `programs[${i}]`;
    unknownFields(record, ['id', 'positions', 'rank'], name, problems);
    const positions = record.positions;
    if (typeof positions !== 'number' || !Number.isSafeInteger(positions) || positions < 0)
      problems.add(name, `"positions" must be a whole number, 0 or more (got ${describeValue(positions)})`);
    checkRankList(record.rank, name, applicantAt, applicantSeen, 'applicant', problems, programLists);
    programOff[i + 1] = programLists.length;
  }
  for (let i = 0; i < applicants.length; i++) {
    const record = applicants[i];
    if (!isPlainObject(record)) continue;
    const name = applicantNames[i] ?? `applicants[${i}]`;
    unknownFields(record, ['id', 'rank'], name, problems);
    checkRankList(record.rank, name, programAt, programSeen, 'program', problems, applicantLists);
    applicantOff[i + 1] = applicantLists.length;
  }
  for (let i = 0; i < couples.length; i++) {
    const record = couples[i];
    if (!isPlainObject(record)) continue;
    const name = coupleNames[i] ?? `couples[${i}]`;
    unknownFields(record, ['members', 'rank'], name, problems);
    checkCoupleList(record.rank, name, programAt, problems, pairLists);
    pairOff[i + 1] = pairLists.length / 2;
  }

  if (problems.count > 0) return fail();
  return {
    ok: true,
    instance: {
      programs: programs as ProgramRecord[],
      applicants: applicants as ApplicantRecord[],
      couples: couples as CoupleRecord[],
    },
    resolved: {
      applicantIds,
      programOff,
      programList: programLists.view(),
      applicantOff,
      applicantList: applicantLists.view(),
      pairOff,
      pairList: pairLists.view(),
    },
  };
}

/** A growing list of 32-bit integers. */
class IntList {
  private data = new Int32Array(1024);
  length = 0;
  push(n: number): void {
    if (this.length === this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = n;
  }
  view(): Int32Array {
    return this.data.subarray(0, this.length);
  }
}

type IdTable = Record<string, number>;

/** Per id, the last list it was seen in and where; one pair of arrays for all lists. */
class RankStamps {
  private readonly list: Int32Array;
  private readonly at: Int32Array;
  private current = 0;
  constructor(size: number) {
    this.list = new Int32Array(size);
    this.at = new Int32Array(size);
  }
  nextList(): void {
    this.current++;
  }
  /** Records id number n at position r of the current list; returns its earlier position there, or -1. */
  see(n: number, r: number): number {
    if (this.list[n] === this.current) return this.at[n]!;
    this.list[n] = this.current;
    this.at[n] = r;
    return -1;
  }
}

function checkRankList(
  rank: unknown,
  name: string,
  known: IdTable,
  seen: RankStamps,
  kind: 'program' | 'applicant',
  problems: Problems,
  out: IntList,
): void {
  if (!Array.isArray(rank)) {
    problems.add(name, `"rank" must be a list of ${kind} ids (got ${describeValue(rank)})`);
    return;
  }
  seen.nextList();
  for (let r = 0; r < rank.length; r++) {
    const id = rank[r];
    if (typeof id !== 'string') {
      problems.add(name, `rank[${r}] must be a ${kind} id (got ${describeValue(id)})`);
      continue;
    }
    const n = known[id];
    if (n === undefined) {
      problems.add(name, `rank list names unknown ${kind} ${quote(id)} (rank[${r}])`);
      continue;
    }
    out.push(n);
    const first = seen.see(n, r);
    if (first >= 0)
      problems.add(name, `rank list repeats ${kind} ${quote(id)} (rank[${first}] and rank[${r}])`);
  }
}

function checkCoupleList(
  rank: unknown,
  name: string,
  programs: IdTable,
  problems: Problems,
  out: IntList,
): void {
  if (!Array.isArray(rank)) {
    problems.add(name, `"rank" must be a list of program pairs (got ${describeValue(rank)})`);
    return;
  }
  const seen = new Map<string, number>();
  for (let r = 0; r < rank.length; r++) {
    const pair = rank[r];
    if (
      !Array.isArray(pair) ||
      pair.length !== 2 ||
      !pair.every((side) => side === null || typeof side === 'string')
    ) {
      problems.add(
        name,
        `rank[${r}] must be a pair [program id or null, program id or null] (got ${describeValue(pair)})`,
      );
      continue;
    }
    const [first, second] = pair as [string | null, string | null];
    if (first === null && second === null) {
      problems.add(
        name,
        `rank[${r}] is [null, null]; "no match" for both is the end of every list and is not ranked`,
      );
      continue;
    }
    for (const side of [first, second]) {
      const n = side === null ? -1 : programs[side];
      if (n === undefined)
        problems.add(name, `rank list names unknown program ${quote(side as string)} (rank[${r}])`);
      else out.push(n);
    }
    const key = JSON.stringify(pair);
    const at = seen.get(key);
    if (at === undefined) seen.set(key, r);
    else problems.add(name, `rank list repeats the pair ${key} (rank[${at}] and rank[${r}])`);
  }
}
