/**
 * Seeded synthetic match instances shaped like the national match (NRMP 2025: about 52,500
 * applicants, 6,600 programs, 43,000 positions). The same seed gives the same instance.
 *
 * - Program sizes vary (log-normal, 1 to ~30 positions, median 5), summing to the given total.
 * - Applicants rank ~12 programs (5–20), drawn with popularity skew (Zipf-like over programs,
 *   weighted by size: popular programs draw over a thousand applicants, small ones a few dozen),
 *   in an order mixing the program's popularity with the applicant's own taste.
 * - Programs rank ~90 applicants on average (scaled with size, 20 to 300), the best of those who
 *   ranked them by the program's view (a shared quality plus the program's own noise); programs
 *   with fewer applicants rank all of them. About 3% of a program's list are applicants who did
 *   not rank it, and about 9% of applicants' entries name programs that did not rank them: lists
 *   are not fully reciprocal either way.
 * - Couples: disjoint random pairs of applicants whose joint list combines their own top-8 lists
 *   (24 best pairs by combined position, then pairs where one partner goes unmatched).
 */
import type {
  ApplicantRecord,
  CoupleRecord,
  MatchInstance,
  ProgramRecord,
} from '../../core/match/instance.ts';

export type InstanceShape = {
  applicants: number;
  programs: number;
  positions: number;
  couples: number;
  seed: number;
  /** Mean applicant list length. */
  applicantList?: number;
  /** Mean program list length. */
  programList?: number;
};

/** sfc32: a small, fast, well-distributed seeded generator (no Math.random anywhere). */
export function prng(seed: number): () => number {
  let a = 0x9e3779b9 ^ seed;
  let b = 0x243f6a88 ^ Math.imul(seed, 0x85ebca6b);
  let c = 0xb7e15162;
  let d = 1;
  const next = (): number => {
    a |= 0;
    b |= 0;
    c |= 0;
    d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 16; i++) next();
  return next;
}

function normal(random: () => number): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

export function generateInstance(shape: InstanceShape): MatchInstance {
  const random = prng(shape.seed);
  const P = shape.programs;
  const N = shape.applicants;
  const meanList = shape.applicantList ?? 12;
  const meanProgramList = shape.programList ?? 90;
  const programIds = Array.from({ length: P }, (_, i) => `P${pad(i + 1, 5)}`);
  const applicantIds = Array.from({ length: N }, (_, i) => `A${pad(i + 1, 6)}`);

  // Positions: log-normal sizes scaled to the total, at least 1 each.
  const sizeWeights = programIds.map(() => Math.min(6, Math.exp(0.6 * normal(random))));
  const weightSum = sizeWeights.reduce((s, w) => s + w, 0);
  const positions = sizeWeights.map((w) => Math.max(1, Math.round((w / weightSum) * shape.positions)));
  let diff = shape.positions - positions.reduce((s, x) => s + x, 0);
  for (let i = 0; diff !== 0; i = (i + 1) % P) {
    if (diff > 0) {
      positions[i]!++;
      diff--;
    } else if (positions[i]! > 1) {
      positions[i]!--;
      diff++;
    }
  }

  // Popularity: Zipf-like over a random order of programs, mixed with size (bigger programs draw more).
  const order = shuffle(
    programIds.map((_, i) => i),
    random,
  );
  const popularity = new Float64Array(P);
  order.forEach((p, rank) => {
    popularity[p] = (1 / (rank + 1) ** 0.35) * Math.sqrt(positions[p]!);
  });
  const cumulative = new Float64Array(P);
  let total = 0;
  for (let p = 0; p < P; p++) {
    total += popularity[p]!;
    cumulative[p] = total;
  }
  const drawProgram = (): number => {
    const x = random() * total;
    let lo = 0;
    let hi = P - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };

  // Applicants' lists.
  const quality = Float64Array.from(applicantIds, () => normal(random));
  const lists: number[][] = [];
  const appliedTo: number[][] = Array.from({ length: P }, () => []);
  for (let a = 0; a < N; a++) {
    const length = Math.max(5, Math.min(20, Math.round(meanList + 3 * normal(random))));
    const chosen = new Set<number>();
    for (let tries = 0; chosen.size < length && tries < length * 20; tries++) chosen.add(drawProgram());
    const ranked = [...chosen]
      .map((p) => ({ p, score: Math.log(popularity[p]!) + 1.2 * normal(random) }))
      .sort((x, y) => y.score - x.score)
      .map((x) => x.p);
    lists.push(ranked);
    for (const p of ranked) appliedTo[p]!.push(a);
  }

  // Programs' lists: the best of those who applied (by the program's view), plus a few who did not.
  const programs: ProgramRecord[] = [];
  for (let p = 0; p < P; p++) {
    const pool = appliedTo[p]!;
    const target = Math.max(
      20,
      Math.min(300, Math.round(meanProgramList * 1.5 * Math.sqrt(positions[p]! / 6.5))),
    );
    const scored = pool.map((a) => ({ a, score: quality[a]! + 0.7 * normal(random) }));
    scored.sort((x, y) => y.score - x.score);
    const taken = scored.slice(0, Math.min(target, scored.length));
    const extra = Math.round(taken.length * 0.03);
    const inList = new Set(taken.map((x) => x.a));
    for (let i = 0; i < extra; i++) {
      const a = Math.floor(random() * N);
      if (!inList.has(a)) {
        inList.add(a);
        taken.push({ a, score: quality[a]! + 0.7 * normal(random) });
      }
    }
    taken.sort((x, y) => y.score - x.score);
    programs.push({
      id: programIds[p]!,
      positions: positions[p]!,
      rank: taken.map((x) => applicantIds[x.a]!),
    });
  }

  // Couples: disjoint random pairs of applicants.
  const coupled = new Set<number>();
  const couples: CoupleRecord[] = [];
  const candidates = shuffle(
    applicantIds.map((_, i) => i),
    random,
  ).slice(0, 2 * shape.couples);
  for (let c = 0; c < shape.couples; c++) {
    const m0 = candidates[2 * c]!;
    const m1 = candidates[2 * c + 1]!;
    coupled.add(m0);
    coupled.add(m1);
    const l0 = lists[m0]!.slice(0, 8);
    const l1 = lists[m1]!.slice(0, 8);
    const pairs: { pair: [string | null, string | null]; score: number }[] = [];
    for (let i = 0; i < l0.length; i++)
      for (let j = 0; j < l1.length; j++)
        pairs.push({ pair: [programIds[l0[i]!]!, programIds[l1[j]!]!], score: i + j + 0.5 * normal(random) });
    pairs.sort((x, y) => x.score - y.score);
    const rank = pairs.slice(0, 24).map((x) => x.pair);
    // Then one partner unmatched rather than both.
    for (let i = 0; i < Math.min(3, l0.length); i++) rank.push([programIds[l0[i]!]!, null]);
    for (let j = 0; j < Math.min(3, l1.length); j++) rank.push([null, programIds[l1[j]!]!]);
    couples.push({ members: [applicantIds[m0]!, applicantIds[m1]!], rank });
  }

  const applicants: ApplicantRecord[] = [];
  for (let a = 0; a < N; a++) {
    if (coupled.has(a)) continue;
    applicants.push({ id: applicantIds[a]!, rank: lists[a]!.map((p) => programIds[p]!) });
  }
  return shape.couples > 0 ? { programs, applicants, couples } : { programs, applicants };
}

/** National shape (NRMP 2025) scaled to a number of applicants. */
export function nationalShape(applicants: number, couples: number, seed: number): InstanceShape {
  const scale = applicants / 52_500;
  return {
    applicants,
    programs: Math.max(1, Math.round(6_600 * scale)),
    positions: Math.max(1, Math.round(43_000 * scale)),
    couples,
    seed,
  };
}
