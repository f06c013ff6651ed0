/**
 * A plain, map-based view of an instance for the checker and the explanations. Deliberately not the
 * solver's typed-array indexes: the checker must not share the solver's code paths, so a bug there
 * cannot hide itself.
 */
import type { CouplePair, CoupleRecord, MatchInstance } from './instance.ts';

export type IndexedProgram = {
  id: string;
  positions: number;
  rank: readonly string[];
  /** 0-based rank of each applicant the program listed. */
  rankOf: RankLookup;
};

export type IndexedCouple = {
  /** Position in the instance's couples list. */
  index: number;
  members: readonly [string, string];
  rank: readonly CouplePair[];
};

/**
 * A program's rank of an applicant, by searching its list: lists are short (about 90), and
 * searching them is cheaper than building 6,600 maps that each serve a few lookups.
 */
export class RankLookup {
  constructor(private readonly list: readonly string[]) {}
  get(id: string): number | undefined {
    const i = this.list.indexOf(id);
    return i < 0 ? undefined : i;
  }
  has(id: string): boolean {
    return this.list.includes(id);
  }
}

export type InstanceIndex = {
  programs: Map<string, IndexedProgram>;
  /** Single applicants and their lists. */
  singles: Map<string, readonly string[]>;
  /** Couple members: their couple and side (0 = members[0]). */
  coupleOf: Map<string, { couple: IndexedCouple; side: 0 | 1 }>;
  couples: IndexedCouple[];
};

export function indexInstance(instance: MatchInstance): InstanceIndex {
  const programs = new Map<string, IndexedProgram>();
  for (const p of instance.programs) {
    programs.set(p.id, { id: p.id, positions: p.positions, rank: p.rank, rankOf: new RankLookup(p.rank) });
  }
  const singles = new Map<string, readonly string[]>();
  for (const a of instance.applicants) singles.set(a.id, a.rank);
  const coupleOf = new Map<string, { couple: IndexedCouple; side: 0 | 1 }>();
  const couples = (instance.couples ?? []).map((c: CoupleRecord, index): IndexedCouple => {
    const couple = { index, members: c.members, rank: c.rank };
    coupleOf.set(c.members[0], { couple, side: 0 });
    coupleOf.set(c.members[1], { couple, side: 1 });
    return couple;
  });
  return { programs, singles, coupleOf, couples };
}

/** The index of the couple's pair [first, second] in its list, or -1. */
export function pairIndex(couple: IndexedCouple, first: string | null, second: string | null): number {
  return couple.rank.findIndex(([a, b]) => a === first && b === second);
}

/**
 * Whether a program with `positions` places would take the given applicants (1 or 2, with its
 * 0-based ranks of them) when the others it holds have ranks `held` (Infinity for one it did not
 * rank): it takes them when, letting its worst go as needed, all of them are among its best.
 * Returns null when it takes them, otherwise the held ranks it would have had to let go (worst first).
 */
export function wouldAccept(
  positions: number,
  held: readonly number[],
  ranks: readonly number[],
): number[] | null {
  const free = positions - held.length;
  const needed = ranks.length - Math.max(free, 0);
  if (needed <= 0) return null;
  const worstFirst = held.slice().sort((a, b) => b - a);
  const lettingGo = worstFirst.slice(0, needed);
  if (lettingGo.length < needed) return lettingGo;
  const worstMember = Math.max(...ranks);
  return lettingGo.every((r) => r > worstMember) ? null : lettingGo;
}
