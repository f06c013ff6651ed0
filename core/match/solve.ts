/**
 * The match: applicant-proposing deferred acceptance with program capacities, and couples in the
 * manner of Roth–Peranson (the NRMP algorithm). See docs/match-engine.md for the variant and its
 * guarantees.
 *
 * Everything runs over dense integer indexes in typed arrays. Records are first put in canonical
 * order (ids sorted), so the result never depends on the order of records in the input.
 * solve expects a validated instance (validateInstance); it throws on unknown ids.
 */
import { type HasherFactory, inputHash as hashInstance, outputHashOfSorted, sortOrder } from './canonical.ts';
import { check } from './check.ts';
import type { MatchInstance, ResolvedIds } from './instance.ts';
import type { MatchProblem, MatchResult, MatchStatus } from './result.ts';

export type SolveOptions = {
  /** Clock for stats (milliseconds). Core has no timer API of its own; callers pass performance.now. */
  now?: () => number;
  /** Bound on couples-phase steps; default max(100,000, 20 × (applicants + couples)). */
  maxSteps?: number;
  /** Run the independent checker on the result; default: when there are couples. */
  verify?: boolean;
  /**
   * The ids as validateInstance resolved them (its `resolved`), for this very instance, unchanged:
   * solve then looks nothing up again. Without it, solve resolves the ids itself.
   */
  resolved?: ResolvedIds;
  /** Compute inputHash and outputHash (default true). */
  hashes?: boolean;
  /** The SHA-256 to use (default: the pure TypeScript one; the command line passes node:crypto's). */
  sha256?: HasherFactory;
  /** Called with each phase's duration (for the benchmark's breakdown). */
  onPhase?: (phase: 'index' | 'singles' | 'couples' | 'result', ms: number) => void;
};

export class MatchInputError extends Error {}

const byIdCode = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The instance over indexes. Applicants (singles and couple members together) and programs are in id order. */
type Compiled = {
  /** Applicant id → index; solve reuses this object for the assignments. */
  applicantIndex: IdIndex;
  programIds: string[];
  positions: number[];
  /** Positions that can actually be used: min(positions, length of the program's list). */
  cap: Int32Array;
  progOff: Int32Array;
  /** progList[progOff[p] + r] = the applicant the program ranks at r (0-based). */
  progList: Int32Array;
  applicantIds: string[];
  /** -1 for singles, else the couple's index. */
  coupleOf: Int32Array;
  /**
   * Singles' lists: appProg[k] for k in [appStart[a], appEnd[a]); empty for couple members. Laid out
   * in the input's record order, which is the order they are read in (sequential memory).
   */
  appStart: Int32Array;
  appEnd: Int32Array;
  appProg: Int32Array;
  /**
   * The programs' lists regrouped by applicant: the programs ranking applicant a are rankedProg[x]
   * for x in [rankedOff[a], rankedOff[a + 1]), which ranked a at rankedRank[x] (0-based). A proposal
   * finds the program's rank of its applicant by scanning these few entries (one cache line).
   */
  rankedOff: Int32Array;
  rankedProg: Int32Array;
  rankedRank: Int32Array;
  /** Couples: members[2c], members[2c + 1]; pairs j in [pairOff[c], pairOff[c + 1]). */
  members: Int32Array;
  pairOff: Int32Array;
  /** Program for each side, -1 for "no match". */
  pairProg0: Int32Array;
  pairProg1: Int32Array;
  /** Program's rank of that side's member, -1 when not ranked (or no program). */
  pairRank0: Int32Array;
  pairRank1: Int32Array;
};

/**
 * Id → index. A null-prototype object rather than a Map: keyed lookups of JSON strings measured
 * about a third faster, and there are a million of them at national scale.
 */
type IdIndex = Record<string, number>;

function indexIds(ids: readonly string[]): IdIndex {
  const index: IdIndex = Object.create(null);
  for (let i = 0; i < ids.length; i++) index[ids[i]!] = i;
  return index;
}

function lookup(index: IdIndex, id: string, where: string): number {
  const i = index[id];
  return i === undefined ? unknownId(id, where) : i;
}

/** Kept out of lookup so that lookup stays small enough to be inlined in the hot loops. */
function unknownId(id: string, where: string): never {
  throw new MatchInputError(`${where}: unknown id ${JSON.stringify(id)}`);
}

function compile(instance: MatchInstance, resolved: ResolvedIds | undefined): Compiled {
  const programOrder = sortOrder(instance.programs.map((p) => p.id));
  const P = programOrder.length;
  const programs = Array.from(programOrder, (i) => instance.programs[i]!);
  const programIds = programs.map((p) => p.id);
  /** Canonical index of each program record. */
  const programOfRecord = new Int32Array(P);
  for (let p = 0; p < P; p++) programOfRecord[programOrder[p]!] = p;
  const programIndex = resolved ? null : indexIds(programIds);

  const inputCouples = instance.couples ?? [];
  const C = inputCouples.length;
  /** Input index of each couple in canonical order (by first, then second member). */
  const coupleOrder = Array.from(inputCouples.keys()).sort(
    (x, y) =>
      byIdCode(inputCouples[x]!.members[0], inputCouples[y]!.members[0]) ||
      byIdCode(inputCouples[x]!.members[1], inputCouples[y]!.members[1]),
  );

  // Applicants numbered as the validator numbers them: the singles as listed, then each couple's
  // two members in input order.
  const S = instance.applicants.length;
  if (resolved) checkResolved(instance, resolved);
  let unsorted: string[];
  if (resolved) unsorted = resolved.applicantIds;
  else {
    unsorted = instance.applicants.map((a) => a.id);
    for (const couple of inputCouples) unsorted.push(couple.members[0], couple.members[1]);
  }
  const order = sortOrder(unsorted);
  const N = order.length;
  const applicantIds = new Array<string>(N);
  /** Applicant index of each applicant number. */
  const indexOfInput = new Int32Array(N);
  for (let a = 0; a < N; a++) {
    applicantIds[a] = unsorted[order[a]!]!;
    indexOfInput[order[a]!] = a;
  }
  const applicantIndex = indexIds(applicantIds);
  for (let a = 1; a < N; a++)
    if (applicantIds[a] === applicantIds[a - 1])
      throw new MatchInputError(`duplicate applicant id ${applicantIds[a]}`);

  const coupleOf = new Int32Array(N).fill(-1);
  const members = new Int32Array(2 * C);
  for (let c = 0; c < C; c++) {
    const input = coupleOrder[c]!;
    const m0 = indexOfInput[S + 2 * input]!;
    const m1 = indexOfInput[S + 2 * input + 1]!;
    members[2 * c] = m0;
    members[2 * c + 1] = m1;
    coupleOf[m0] = c;
    coupleOf[m1] = c;
  }

  // Singles' lists, in input order.
  const singles = instance.applicants;
  let entries = 0;
  for (let i = 0; i < singles.length; i++) entries += singles[i]!.rank.length;
  const appStart = new Int32Array(N);
  const appEnd = new Int32Array(N);
  const appProg = new Int32Array(entries);
  /** Applicant indexes of the singles, in input order. */
  const singleIndex = new Int32Array(singles.length);
  let k = 0;
  for (let i = 0; i < singles.length; i++) {
    const record = singles[i]!;
    const a = indexOfInput[i]!;
    singleIndex[i] = a;
    appStart[a] = k;
    if (resolved) {
      const { applicantOff, applicantList } = resolved;
      const end = applicantOff[i + 1]!;
      for (let x = applicantOff[i]!; x < end; x++) appProg[k++] = programOfRecord[applicantList[x]!]!;
    } else {
      const rank = record.rank;
      for (let x = 0; x < rank.length; x++) appProg[k++] = lookup(programIndex!, rank[x]!, record.id);
    }
    appEnd[a] = k;
  }

  // Couples' pairs.
  let pairCount = 0;
  for (const couple of inputCouples) pairCount += couple.rank.length;
  const pairOff = new Int32Array(C + 1);
  const pairProg0 = new Int32Array(pairCount);
  const pairProg1 = new Int32Array(pairCount);
  const pairRank0 = new Int32Array(pairCount).fill(-1);
  const pairRank1 = new Int32Array(pairCount).fill(-1);
  let j = 0;
  for (let c = 0; c < C; c++) {
    pairOff[c] = j;
    const input = coupleOrder[c]!;
    const couple = inputCouples[input]!;
    if (resolved) {
      const { pairOff: from, pairList } = resolved;
      const end = from[input + 1]!;
      for (let x = from[input]!; x < end; x++) {
        const p0 = pairList[2 * x]!;
        const p1 = pairList[2 * x + 1]!;
        pairProg0[j] = p0 < 0 ? -1 : programOfRecord[p0]!;
        pairProg1[j] = p1 < 0 ? -1 : programOfRecord[p1]!;
        j++;
      }
    } else {
      for (const [first, second] of couple.rank) {
        pairProg0[j] = first === null ? -1 : lookup(programIndex!, first, couple.members[0]);
        pairProg1[j] = second === null ? -1 : lookup(programIndex!, second, couple.members[1]);
        j++;
      }
    }
  }
  pairOff[C] = j;

  // Programs' lists.
  let listTotal = 0;
  for (const program of programs) listTotal += program.rank.length;
  const progOff = new Int32Array(P + 1);
  const progList = new Int32Array(listTotal);
  const cap = new Int32Array(P);
  const positions: number[] = new Array(P);
  /** How many programs rank each applicant (shifted by one, for the prefix sums below). */
  const rankedBy = new Int32Array(N + 1);
  let q = 0;
  for (let p = 0; p < P; p++) {
    progOff[p] = q;
    const program = programs[p]!;
    const rank = program.rank;
    positions[p] = program.positions;
    cap[p] = Math.min(program.positions, rank.length);
    if (resolved) {
      const { programOff, programList } = resolved;
      const record = programOrder[p]!;
      const end = programOff[record + 1]!;
      for (let x = programOff[record]!; x < end; x++) {
        const a = indexOfInput[programList[x]!]!;
        progList[q++] = a;
        rankedBy[a + 1]!++;
      }
    } else {
      for (let r = 0; r < rank.length; r++) {
        const a = lookup(applicantIndex, rank[r]!, program.id);
        progList[q++] = a;
        rankedBy[a + 1]!++;
      }
    }
  }
  progOff[P] = q;

  // Regroup the programs' lists by applicant (a counting sort), for the proposals' rank lookups.
  for (let a = 0; a < N; a++) rankedBy[a + 1]! += rankedBy[a]!;
  const rankedProg = new Int32Array(listTotal);
  const rankedRank = new Int32Array(listTotal);
  const fill = rankedBy.slice(0, N);
  for (let p = 0; p < P; p++) {
    const from = progOff[p]!;
    const to = progOff[p + 1]!;
    for (let i = from; i < to; i++) {
      const at = fill[progList[i]!]!++;
      rankedProg[at] = p;
      rankedRank[at] = i - from;
    }
  }
  // Couple members: the program's rank goes onto every pair side naming that program.
  for (let x = 0; x < members.length; x++) {
    const a = members[x]!;
    const pairProg = x % 2 === 0 ? pairProg0 : pairProg1;
    const pairRank = x % 2 === 0 ? pairRank0 : pairRank1;
    const c = x >> 1;
    const stop = pairOff[c + 1]!;
    for (let e = pairOff[c]!; e < stop; e++) {
      const p = pairProg[e]!;
      if (p < 0) continue;
      for (let y = rankedBy[a]!; y < rankedBy[a + 1]!; y++) {
        if (rankedProg[y] === p) {
          pairRank[e] = rankedRank[y]!;
          break;
        }
      }
    }
  }

  return {
    applicantIndex,
    programIds,
    positions,
    cap,
    progOff,
    progList,
    applicantIds,
    coupleOf,
    appStart,
    appEnd,
    appProg,
    rankedOff: rankedBy,
    rankedProg,
    rankedRank,
    members,
    pairOff,
    pairProg0,
    pairProg1,
    pairRank0,
    pairRank1,
  };
}

/**
 * Cheap checks that `resolved` came from validating this instance: the counts, the list lengths
 * and the applicant ids must agree (a list edited after validation is the caller's mistake).
 */
function checkResolved(instance: MatchInstance, resolved: ResolvedIds): void {
  const couples = instance.couples ?? [];
  const S = instance.applicants.length;
  const fits =
    resolved.applicantIds.length === S + 2 * couples.length &&
    resolved.programOff.length === instance.programs.length + 1 &&
    resolved.applicantOff.length === S + 1 &&
    resolved.pairOff.length === couples.length + 1 &&
    instance.programs.every(
      (p, i) => resolved.programOff[i + 1]! - resolved.programOff[i]! === p.rank.length,
    ) &&
    instance.applicants.every(
      (a, i) =>
        resolved.applicantIds[i] === a.id &&
        resolved.applicantOff[i + 1]! - resolved.applicantOff[i]! === a.rank.length,
    ) &&
    couples.every(
      (c, i) =>
        resolved.applicantIds[S + 2 * i] === c.members[0] &&
        resolved.applicantIds[S + 2 * i + 1] === c.members[1] &&
        resolved.pairOff[i + 1]! - resolved.pairOff[i]! === c.rank.length,
    );
  if (!fits) throw new MatchInputError('the resolved ids do not belong to this instance (validate it again)');
}

/** Max-heaps of ranks, one per program, in one array: the top is the worst applicant held. */
function siftDown(heap: Int32Array, base: number, size: number, from: number): void {
  let i = from;
  const value = heap[base + i]!;
  for (;;) {
    const left = 2 * i + 1;
    if (left >= size) break;
    const right = left + 1;
    let child = left;
    let childValue = heap[base + left]!;
    if (right < size) {
      const rightValue = heap[base + right]!;
      if (rightValue > childValue) {
        child = right;
        childValue = rightValue;
      }
    }
    if (childValue <= value) break;
    heap[base + i] = childValue;
    i = child;
  }
  heap[base + i] = value;
}

function siftUp(heap: Int32Array, base: number, from: number): void {
  let i = from;
  const value = heap[base + i]!;
  while (i > 0) {
    const parent = (i - 1) >> 1;
    const parentValue = heap[base + parent]!;
    if (parentValue >= value) break;
    heap[base + i] = parentValue;
    i = parent;
  }
  heap[base + i] = value;
}

/** 32-bit mixing (murmur3 finaliser) for the state fingerprints of cycle detection. */
function mix(x: number, seed: number): number {
  let h = Math.imul(x ^ seed, 0x9e3779b1);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h;
}

type RunState = {
  /** Program of each applicant, -1 when unmatched. */
  assigned: Int32Array;
  /** Held ranks per program (max-heaps at heapOff[p], heapSize[p] of them). */
  heap: Int32Array;
  heapOff: Int32Array;
  heapSize: Int32Array;
  proposals: number;
  coupleSteps: number;
  stop: { reason: 'cycle' | 'step-limit'; message: string } | null;
};

/** The program's 0-based rank of applicant a, or -1 when it did not rank a. */
function rankOf(m: Compiled, a: number, p: number): number {
  const end = m.rankedOff[a + 1]!;
  for (let x = m.rankedOff[a]!; x < end; x++) if (m.rankedProg[x] === p) return m.rankedRank[x]!;
  return -1;
}

/** Singles only: classic applicant-proposing deferred acceptance. */
function deferredAcceptance(
  m: Compiled,
  state: RunState,
  assignedRank: Int32Array,
  entryOf: Int32Array,
): void {
  const { cap, progOff, progList, coupleOf, appStart, appEnd, appProg, rankedOff, rankedProg, rankedRank } =
    m;
  const { assigned, heap, heapOff, heapSize } = state;
  const N = m.applicantIds.length;
  const next = appStart.slice();
  let proposals = 0;
  for (let start = 0; start < N; start++) {
    if (coupleOf[start]! >= 0) continue;
    let a = start;
    while (a >= 0) {
      const end = appEnd[a]!;
      const rankedFrom = rankedOff[a]!;
      const rankedTo = rankedOff[a + 1]!;
      let k = next[a]!;
      let displaced = -1;
      for (; k < end; k++) {
        const p = appProg[k]!;
        let r = -1;
        for (let x = rankedFrom; x < rankedTo; x++) {
          if (rankedProg[x] === p) {
            r = rankedRank[x]!;
            break;
          }
        }
        if (r < 0) continue;
        const size = heapSize[p]!;
        const base = heapOff[p]!;
        const places = cap[p]!;
        proposals++;
        if (size < places) {
          heap[base + size] = r;
          siftUp(heap, base, size);
          heapSize[p] = size + 1;
        } else {
          // A program without places has no heap slot of its own: it refuses everyone.
          if (places === 0) continue;
          const worst = heap[base]!;
          if (r >= worst) continue;
          heap[base] = r;
          siftDown(heap, base, size, 0);
          displaced = progList[progOff[p]! + worst]!;
          assigned[displaced] = -1;
          entryOf[displaced] = -1;
        }
        assigned[a] = p;
        assignedRank[a] = r;
        entryOf[a] = k;
        break;
      }
      next[a] = k + 1;
      a = displaced;
    }
  }
  state.proposals += proposals;
}

/**
 * Couples, after the singles: a work queue of singles and couples (lowest index first, couples
 * after all singles), each of which rescans its list from the top. A couple takes the first pair
 * where both programs accept their member; the members it displaces re-enter; a couple whose member
 * is displaced withdraws the partner and re-enters; a program left with a vacancy re-admits everyone
 * it ranked who would now prefer it. The state (assignment + queue) is fingerprinted at every couple
 * step, so a cycle is detected when it repeats.
 */
function couplesPhase(
  m: Compiled,
  state: RunState,
  assignedRank: Int32Array,
  entryOf: Int32Array,
  maxSteps: number,
): void {
  const { cap, progOff, progList, coupleOf, appStart, appEnd, appProg, members } = m;
  const { pairOff, pairProg0, pairProg1, pairRank0, pairRank1 } = m;
  const { assigned, heap, heapOff, heapSize } = state;
  const N = m.applicantIds.length;
  const C = members.length / 2;
  const couplePair = new Int32Array(C).fill(-1);

  // Fingerprint of (assignment, queue): two independent 32-bit XOR hashes.
  let h1 = 0;
  let h2 = 0;
  const toggleAssign = (a: number, p: number): void => {
    h1 ^= mix(mix(a, 0x1234567) ^ p, 0x2545f491);
    h2 ^= mix(mix(a, 0x7654321) ^ p, 0x68e31da4);
  };
  for (let a = 0; a < N; a++) if (assigned[a]! >= 0) toggleAssign(a, assigned[a]!);

  // Min-heap of entities: singles are their applicant index, couple c is N + c.
  const queue = new Int32Array(N + C);
  let queued = 0;
  const inQueue = new Uint8Array(N + C);
  const enqueue = (x: number): void => {
    if (inQueue[x]) return;
    inQueue[x] = 1;
    h1 ^= mix(x, 0x3c6ef372);
    h2 ^= mix(x, 0x510e527f);
    let i = queued++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const pv = queue[parent]!;
      if (pv <= x) break;
      queue[i] = pv;
      i = parent;
    }
    queue[i] = x;
  };
  const dequeue = (): number => {
    const top = queue[0]!;
    const last = queue[--queued]!;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= queued) break;
      let child = left;
      if (left + 1 < queued && queue[left + 1]! < queue[left]!) child = left + 1;
      if (queue[child]! >= last) break;
      queue[i] = queue[child]!;
      i = child;
    }
    if (queued > 0) queue[i] = last;
    inQueue[top] = 0;
    h1 ^= mix(top, 0x3c6ef372);
    h2 ^= mix(top, 0x510e527f);
    return top;
  };

  const removeFromProgram = (a: number): void => {
    const p = assigned[a]!;
    const r = assignedRank[a]!;
    const base = heapOff[p]!;
    const size = heapSize[p]! - 1;
    let i = 0;
    while (heap[base + i] !== r) i++;
    const last = heap[base + size]!;
    heapSize[p] = size;
    if (i < size) {
      heap[base + i] = last;
      if (last > r) siftUp(heap, base, i);
      else siftDown(heap, base, size, i);
    }
    toggleAssign(a, p);
    assigned[a] = -1;
    entryOf[a] = -1;
  };

  /** Puts a into p at rank r (the caller checked p accepts); returns whom p let go, or -1. */
  const admit = (a: number, p: number, r: number): number => {
    const base = heapOff[p]!;
    const size = heapSize[p]!;
    let evicted = -1;
    if (size < cap[p]!) {
      heap[base + size] = r;
      siftUp(heap, base, size);
      heapSize[p] = size + 1;
    } else {
      const worst = heap[base]!;
      heap[base] = r;
      siftDown(heap, base, size, 0);
      evicted = progList[progOff[p]! + worst]!;
      toggleAssign(evicted, p);
      assigned[evicted] = -1;
      entryOf[evicted] = -1;
    }
    toggleAssign(a, p);
    assigned[a] = p;
    assignedRank[a] = r;
    return evicted;
  };

  /** q has a free position, or a worse holder: everyone q ranked who would now rather be at q re-enters. */
  const vacancy = (q: number): void => {
    const end = progOff[q + 1]!;
    for (let i = progOff[q]!; i < end; i++) {
      const a = progList[i]!;
      if (assigned[a] === q) continue;
      const c = coupleOf[a]!;
      if (c < 0) {
        if (inQueue[a]) continue;
        const current = entryOf[a]!;
        const stop = current >= 0 ? current : appEnd[a]!;
        for (let e = appStart[a]!; e < stop; e++) {
          if (appProg[e] === q) {
            enqueue(a);
            break;
          }
        }
      } else {
        if (inQueue[N + c]) continue;
        const sideProg = members[2 * c] === a ? pairProg0 : pairProg1;
        const current = couplePair[c]!;
        const stop = current >= 0 ? current : pairOff[c + 1]!;
        for (let e = pairOff[c]!; e < stop; e++) {
          if (sideProg[e] === q) {
            enqueue(N + c);
            break;
          }
        }
      }
    }
  };

  /** A displaced applicant: a single re-enters; a couple withdraws the partner and re-enters. */
  const displaced = (e: number): void => {
    const c = coupleOf[e]!;
    if (c < 0) {
      enqueue(e);
      return;
    }
    const partner = members[2 * c] === e ? members[2 * c + 1]! : members[2 * c]!;
    couplePair[c] = -1;
    if (assigned[partner]! >= 0) {
      const q = assigned[partner]!;
      removeFromProgram(partner);
      vacancy(q);
    }
    enqueue(N + c);
  };

  const accepts = (p: number, r: number): boolean => {
    if (r < 0 || cap[p] === 0) return false;
    const size = heapSize[p]!;
    return size < cap[p]! || r < heap[heapOff[p]!]!;
  };

  /**
   * Would p take the couple's members sent to it (memberB = -1 when only one side names p)? They
   * must all be among p's top places of what it holds plus them; a member already at p counts as
   * one of them, not as a holder. Ranks are distinct within a program, so holders are skipped by rank.
   */
  const takes = (p: number, memberA: number, rankA: number, memberB: number, rankB: number): boolean => {
    const places = cap[p]!;
    const count = memberB >= 0 ? 2 : 1;
    if (places < count) return false;
    const base = heapOff[p]!;
    const size = heapSize[p]!;
    const skipA = assigned[memberA] === p ? assignedRank[memberA]! : -1;
    const skipB = memberB >= 0 && assigned[memberB] === p ? assignedRank[memberB]! : -1;
    const held = size - (skipA >= 0 ? 1 : 0) - (skipB >= 0 ? 1 : 0);
    const need = count - (places - held);
    if (need <= 0) return true;
    // The `need` worst holders (largest ranks) must all rank below every member.
    let first = -1;
    let second = -1;
    for (let i = 0; i < size; i++) {
      const v = heap[base + i]!;
      if (v === skipA || v === skipB) continue;
      if (v > first) {
        second = first;
        first = v;
      } else if (v > second) second = v;
    }
    const worstMember = Math.max(rankA, rankB);
    return (need === 1 ? first : second) > worstMember;
  };

  const processSingle = (a: number): void => {
    const old = assigned[a]!;
    if (old >= 0) removeFromProgram(a);
    const end = appEnd[a]!;
    let evicted = -1;
    for (let k = appStart[a]!; k < end; k++) {
      const p = appProg[k]!;
      const r = rankOf(m, a, p);
      if (r < 0) continue;
      state.proposals++;
      if (!accepts(p, r)) continue;
      evicted = admit(a, p, r);
      entryOf[a] = k;
      break;
    }
    if (old >= 0 && assigned[a] !== old) vacancy(old);
    if (evicted >= 0) displaced(evicted);
  };

  /** A couple moves to the first pair above its current one (any pair, when unmatched) that both programs would take. */
  const processCouple = (c: number): void => {
    const m0 = members[2 * c]!;
    const m1 = members[2 * c + 1]!;
    const current = couplePair[c]!;
    const end = current >= 0 ? current : pairOff[c + 1]!;
    let chosen = -1;
    for (let j = pairOff[c]!; j < end; j++) {
      const p0 = pairProg0[j]!;
      const p1 = pairProg1[j]!;
      const r0 = pairRank0[j]!;
      const r1 = pairRank1[j]!;
      if ((p0 >= 0 && r0 < 0) || (p1 >= 0 && r1 < 0)) continue;
      state.proposals++;
      const taken =
        p0 >= 0 && p0 === p1
          ? takes(p0, m0, r0, m1, r1)
          : (p0 < 0 || takes(p0, m0, r0, -1, -1)) && (p1 < 0 || takes(p1, m1, r1, -1, -1));
      if (taken) {
        chosen = j;
        break;
      }
    }
    if (chosen < 0) return;
    const old0 = assigned[m0]!;
    const old1 = assigned[m1]!;
    if (old0 >= 0) removeFromProgram(m0);
    if (old1 >= 0) removeFromProgram(m1);
    const p0 = pairProg0[chosen]!;
    const p1 = pairProg1[chosen]!;
    // After the couple's own places are given up, each program has room or lets go of holders it
    // ranks below the members (checked above), so admitting never displaces the wrong applicant.
    const evicted0 = p0 >= 0 ? admit(m0, p0, pairRank0[chosen]!) : -1;
    const evicted1 = p1 >= 0 ? admit(m1, p1, pairRank1[chosen]!) : -1;
    couplePair[c] = chosen;
    // A program a member left may now take applicants it refused before, even when the partner
    // took the place: the partner may rank lower than the member who left.
    const left0 = old0 >= 0 && old0 !== p0 ? old0 : -1;
    const left1 = old1 >= 0 && old1 !== p1 ? old1 : -1;
    if (left0 >= 0) vacancy(left0);
    if (left1 >= 0 && left1 !== left0) vacancy(left1);
    if (evicted0 >= 0) displaced(evicted0);
    if (evicted1 >= 0) displaced(evicted1);
  };

  for (let c = 0; c < C; c++) enqueue(N + c);
  const seen = new Map<number, number[]>();
  let steps = 0;
  while (queued > 0) {
    if (steps >= maxSteps) {
      state.stop = {
        reason: 'step-limit',
        message: `no stable matching was reached within ${maxSteps} steps of the couples phase`,
      };
      break;
    }
    steps++;
    const x = queue[0]!;
    if (x >= N) {
      const others = seen.get(h1);
      if (others?.includes(h2)) {
        state.stop = {
          reason: 'cycle',
          message: `the couples phase returned to an earlier state after ${steps} steps (the algorithm would cycle); no stable matching was reached`,
        };
        break;
      }
      if (others) others.push(h2);
      else seen.set(h1, [h2]);
    }
    dequeue();
    if (x >= N) processCouple(x - N);
    else processSingle(x);
  }
  state.coupleSteps = steps;
}

function defaultMaxSteps(applicants: number, couples: number): number {
  return Math.max(100_000, 20 * (applicants + couples));
}

export function solve(instance: MatchInstance, options: SolveOptions = {}): MatchResult {
  const now = options.now ?? Date.now;
  const started = now();
  let mark = started;
  const phase = (name: 'index' | 'singles' | 'couples' | 'result'): void => {
    const t = now();
    options.onPhase?.(name, t - mark);
    mark = t;
  };
  const m = compile(instance, options.resolved);
  phase('index');
  const N = m.applicantIds.length;
  const P = m.programIds.length;
  const C = m.members.length / 2;

  const heapOff = new Int32Array(P + 1);
  for (let p = 0; p < P; p++) heapOff[p + 1] = heapOff[p]! + m.cap[p]!;
  const state: RunState = {
    assigned: new Int32Array(N).fill(-1),
    heap: new Int32Array(heapOff[P]!),
    heapOff,
    heapSize: new Int32Array(P),
    proposals: 0,
    coupleSteps: 0,
    stop: null,
  };
  const assignedRank = new Int32Array(N).fill(-1);
  const entryOf = new Int32Array(N).fill(-1);
  deferredAcceptance(m, state, assignedRank, entryOf);
  phase('singles');
  if (C > 0) couplesPhase(m, state, assignedRank, entryOf, options.maxSteps ?? defaultMaxSteps(N, C));
  phase('couples');

  // The result, in canonical order. Null-prototype objects: an id such as "__proto__" is a key like
  // any other. The id index already holds every applicant id in order; overwriting its values is
  // much cheaper than building a second 50,000-key object.
  const { assigned, heap, heapSize } = state;
  const assignments = m.applicantIndex as unknown as Record<string, string | null>;
  let matched = 0;
  for (let a = 0; a < N; a++) {
    const p = assigned[a]!;
    if (p >= 0) matched++;
    assignments[m.applicantIds[a]!] = p >= 0 ? m.programIds[p]! : null;
  }
  const programs: Record<string, string[]> = Object.create(null);
  const unfilled: Record<string, number> = Object.create(null);
  let widest = 0;
  for (let p = 0; p < P; p++) widest = Math.max(widest, heapSize[p]!);
  const scratch = new Int32Array(widest);
  let positions = 0;
  for (let p = 0; p < P; p++) {
    const size = heapSize[p]!;
    const base = heapOff[p]!;
    // Sorted in place in a scratch array: no allocation per program.
    scratch.set(heap.subarray(base, base + size));
    const ranks = scratch.subarray(0, size).sort();
    const listBase = m.progOff[p]!;
    const id = m.programIds[p]!;
    const taken = new Array<string>(size);
    for (let i = 0; i < size; i++) taken[i] = m.applicantIds[m.progList[listBase + ranks[i]!]!]!;
    programs[id] = taken;
    const offered = m.positions[p]!;
    positions += offered;
    if (offered > size) unfilled[id] = offered - size;
  }
  phase('result');
  const solveMs = now() - started;

  const hashStarted = now();
  const hashes = options.hashes ?? true;
  const inputHash = hashes ? hashInstance(instance, options.sha256) : '';
  const outputHash = hashes
    ? outputHashOfSorted(
        m.applicantIds,
        (a) => (assigned[a]! >= 0 ? m.programIds[assigned[a]!]! : null),
        options.sha256,
      )
    : '';
  const hashMs = now() - hashStarted;

  const result: MatchResult = {
    assignments,
    programs,
    unfilled,
    inputHash,
    outputHash,
    stats: {
      applicants: N,
      matched,
      couples: C,
      positions,
      filled: matched,
      proposals: state.proposals,
      coupleSteps: state.coupleSteps,
      solveMs: round(solveMs),
      hashMs: round(hashMs),
      checkMs: null,
    },
    status: 'stable',
  };

  let status: MatchStatus = state.stop ? 'no-stable-matching-found' : 'stable';
  let problem: MatchProblem | undefined;
  if (options.verify ?? C > 0) {
    const checkStarted = now();
    const report = check(instance, result);
    result.stats.checkMs = round(now() - checkStarted);
    const violations = report.violations.slice(0, 20).map((v) => v.message);
    if (state.stop) {
      problem = {
        ...state.stop,
        steps: state.coupleSteps,
        violations,
        violationCount: report.violations.length,
      };
    } else if (!report.ok) {
      status = 'no-stable-matching-found';
      problem = {
        reason: 'check-failed',
        steps: state.coupleSteps,
        message: 'the algorithm ended but the checker found the result is not stable',
        violations,
        violationCount: report.violations.length,
      };
    }
  } else if (state.stop) {
    problem = { ...state.stop, steps: state.coupleSteps, violations: [], violationCount: 0 };
  }
  result.status = status;
  if (problem) result.problem = problem;
  return result;
}

function round(ms: number): number {
  return Math.round(ms * 100) / 100;
}
