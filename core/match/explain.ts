/**
 * Why each applicant did not get the programs it ranked above its match, and why each program did
 * not get the applicants it ranked. Reasons are data (a code and the numbers behind it) plus an
 * English sentence, so a screen can render them in another language. Ranks and choices are 1-based,
 * as people count them.
 *
 * For couples the reasons are about pairs: a pair fails when a program on it would not take its
 * member, read as the checker reads stability (check.ts).
 */
import { sortedIds } from './canonical.ts';
import type { MatchInstance } from './instance.ts';
import {
  type IndexedCouple,
  type IndexedProgram,
  indexInstance,
  pairIndex,
  wouldAccept,
} from './instance-index.ts';
import type { MatchOutcome } from './result.ts';

export type ApplicantReasonCode =
  | 'did-not-rank-you'
  | 'no-positions'
  | 'filled-with-higher'
  | 'not-explained';

/** A program the applicant ranked above its match (or any it ranked, when unmatched). */
export type ApplicantReason = {
  program: string;
  /** Where the applicant ranked the program (1 = first choice). */
  choice: number;
  code: ApplicantReasonCode;
  positions?: number;
  /** The program's rank of the last applicant it took. */
  lastRank?: number;
  /** The program's rank of this applicant. */
  yourRank?: number;
  text: string;
};

export type SideCode =
  | 'no-match'
  | 'would-take'
  | 'did-not-rank'
  | 'no-positions'
  | 'filled-with-higher'
  | 'no-room-for-both';

/** One side of a couple's pair. */
export type SideReason = {
  applicant: string;
  program: string | null;
  code: SideCode;
  positions?: number;
  lastRank?: number;
  rank?: number;
  /** For no-room-for-both: the program's ranks of the applicants it would have had to let go. */
  lettingGo?: number[];
};

/** A pair the couple ranked above its matched pair (or any pair, when unmatched). */
export type CoupleReason = {
  pair: [string | null, string | null];
  /** Where the couple ranked the pair (1 = first choice). */
  choice: number;
  code: 'pair-refused' | 'not-explained';
  you: SideReason;
  partner: SideReason;
  text: string;
};

export type ApplicantExplanation = {
  matched: string | null;
  /** The matched program's (or pair's) place on the applicant's (or couple's) list; null when unmatched. */
  choice: number | null;
  partner?: string;
  /** For couple members: the matched pair, [members[0]'s program, members[1]'s program]. */
  pair?: [string | null, string | null] | null;
  reasons: Array<ApplicantReason | CoupleReason>;
};

export type ProgramReasonCode =
  | 'did-not-rank-you'
  | 'matched-higher-choice'
  | 'no-positions'
  | 'filled-with-higher'
  | 'partner-side-refused'
  | 'not-explained';

/** An applicant the program ranked and did not get. */
export type ProgramReason = {
  applicant: string;
  /** The program's rank of the applicant. */
  rank: number;
  code: ProgramReasonCode;
  /** Where the applicant (or couple) ranked its match, and this program (or the pair with it). */
  theirMatchChoice?: number | null;
  yourChoice?: number;
  positions?: number;
  lastRank?: number;
  partner?: string;
  text: string;
};

export type ProgramExplanation = {
  positions: number;
  filled: number;
  /** The program's rank of the last applicant it took (null when it took none). */
  lastRank: number | null;
  notMatched: ProgramReason[];
};

export type Explanations = {
  applicants: Record<string, ApplicantExplanation>;
  programs: Record<string, ProgramExplanation>;
};

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

type ProgramState = { program: IndexedProgram; holders: string[]; heldRanks: number[]; worst: number };

/** The program's 1-based rank of the last applicant it took (undefined when none, or one it did not rank). */
function lastRankOf(s: ProgramState): number | undefined {
  return s.worst >= 0 && Number.isFinite(s.worst) ? s.worst + 1 : undefined;
}

export function explain(instance: MatchInstance, outcome: MatchOutcome): Explanations {
  const index = indexInstance(instance);
  const assignments = outcome.assignments;
  const matchOf = (a: string): string | null =>
    Object.hasOwn(assignments, a) ? (assignments[a] ?? null) : null;

  const states = new Map<string, ProgramState>();
  for (const program of index.programs.values())
    states.set(program.id, { program, holders: [], heldRanks: [], worst: -1 });
  for (const [a, p] of Object.entries(assignments)) {
    const state = p === null ? undefined : states.get(p);
    if (!state) continue;
    const r = state.program.rankOf.get(a) ?? Number.POSITIVE_INFINITY;
    state.holders.push(a);
    state.heldRanks.push(r);
    if (r > state.worst) state.worst = r;
  }

  // Built in input order, then re-keyed in canonical (id) order so the output does not depend on it.
  const applicants: Record<string, ApplicantExplanation> = Object.create(null);
  for (const [a, list] of index.singles) {
    const matched = matchOf(a);
    const at = matched === null ? -1 : list.indexOf(matched);
    const limit = at < 0 ? list.length : at;
    const reasons: ApplicantReason[] = [];
    for (let i = 0; i < limit; i++) reasons.push(singleReason(a, list[i]!, i + 1, states.get(list[i]!)!));
    applicants[a] = { matched, choice: at < 0 ? null : at + 1, reasons };
  }

  const coupleAt = new Map<IndexedCouple, number>();
  for (const couple of index.couples) {
    const [m0, m1] = couple.members;
    const pair: [string | null, string | null] = [matchOf(m0), matchOf(m1)];
    const matchedAt = pair[0] === null && pair[1] === null ? -1 : pairIndex(couple, pair[0], pair[1]);
    coupleAt.set(couple, matchedAt);
    const limit = matchedAt < 0 ? couple.rank.length : matchedAt;
    for (let side = 0 as 0 | 1; side < 2; side = (side + 1) as 0 | 1) {
      const me = couple.members[side];
      const partner = couple.members[1 - side]!;
      const reasons: CoupleReason[] = [];
      for (let j = 0; j < limit; j++) {
        const sides = pairSides(couple, j, states);
        const you = sides[side];
        const them = sides[1 - side]!;
        const refused = !sides.every((s) => s.code === 'no-match' || s.code === 'would-take');
        reasons.push({
          pair: [...couple.rank[j]!],
          choice: j + 1,
          code: refused ? 'pair-refused' : 'not-explained',
          you,
          partner: them,
          text: refused
            ? // Both sides at one program share one reason: say it once.
              (couple.rank[j]![0] !== null && couple.rank[j]![0] === couple.rank[j]![1]
                ? [sideText(you, 'you')]
                : [sideText(you, 'you'), sideText(them, partner)]
              )
                .filter((t) => t !== '')
                .join('; ')
            : 'both programs would have taken you; this result is not stable for your couple',
        });
      }
      applicants[me] = {
        matched: pair[side],
        choice: matchedAt < 0 ? null : matchedAt + 1,
        partner,
        pair: matchedAt < 0 ? null : pair,
        reasons,
      };
    }
  }

  const programs: Record<string, ProgramExplanation> = Object.create(null);
  for (const state of states.values()) {
    const { program } = state;
    const notMatched: ProgramReason[] = [];
    for (let r = 0; r < program.rank.length; r++) {
      const a = program.rank[r]!;
      if (matchOf(a) === program.id) continue;
      const single = index.singles.get(a);
      notMatched.push(
        single
          ? programSingleReason(a, r + 1, single, matchOf(a), state)
          : programCoupleReason(a, r + 1, index.coupleOf.get(a)!, state, coupleAt, states),
      );
    }
    programs[program.id] = {
      positions: program.positions,
      filled: state.holders.length,
      lastRank: lastRankOf(state) ?? null,
      notMatched,
    };
  }
  return { applicants: inIdOrder(applicants), programs: inIdOrder(programs) };
}

function inIdOrder<T>(record: Record<string, T>): Record<string, T> {
  const ordered: Record<string, T> = Object.create(null);
  for (const id of sortedIds(Object.keys(record))) ordered[id] = record[id]!;
  return ordered;
}

function singleReason(applicant: string, p: string, choice: number, state: ProgramState): ApplicantReason {
  const { program } = state;
  const r = program.rankOf.get(applicant);
  if (r === undefined)
    return { program: p, choice, code: 'did-not-rank-you', text: 'the program did not rank you' };
  if (program.positions === 0)
    return { program: p, choice, code: 'no-positions', text: 'the program offered no positions' };
  const lastRank = lastRankOf(state);
  if (state.holders.length >= program.positions && lastRank !== undefined && lastRank < r + 1)
    return {
      program: p,
      choice,
      code: 'filled-with-higher',
      positions: program.positions,
      lastRank,
      yourRank: r + 1,
      text: `the program filled its ${plural(program.positions, 'position')} with applicants it ranked higher; the last one it took was at its rank ${lastRank}, you were at rank ${r + 1}`,
    };
  return {
    program: p,
    choice,
    code: 'not-explained',
    yourRank: r + 1,
    text: `the program ranked you at ${r + 1} and would have taken you; this result is not stable for you`,
  };
}

/** How each program of the couple's pair j would treat its member, with the couple's own positions given up. */
function pairSides(
  couple: IndexedCouple,
  j: number,
  states: Map<string, ProgramState>,
): [SideReason, SideReason] {
  const pair = couple.rank[j]!;
  const { members } = couple;
  const result: SideReason[] = [];
  for (let side = 0; side < 2; side++) {
    const p = pair[side] ?? null;
    const applicant = members[side]!;
    if (p === null) {
      result.push({ applicant, program: null, code: 'no-match' });
      continue;
    }
    const state = states.get(p)!;
    const { program } = state;
    const r = program.rankOf.get(applicant);
    if (r === undefined) {
      result.push({ applicant, program: p, code: 'did-not-rank' });
      continue;
    }
    if (program.positions === 0) {
      result.push({ applicant, program: p, code: 'no-positions', rank: r + 1 });
      continue;
    }
    const both = pair[1 - side] === p && program.rankOf.has(members[1 - side]!);
    // Members sent to p are compared with p's other holders (a member already there is one of them).
    const sent = both ? members : [applicant];
    const held = state.heldRanks.filter((_, i) => !sent.includes(state.holders[i]!));
    const ranks = both ? [r, program.rankOf.get(members[1 - side]!)!] : [r];
    const lettingGo = wouldAccept(program.positions, held, ranks);
    if (lettingGo === null) {
      result.push({ applicant, program: p, code: 'would-take', rank: r + 1 });
      continue;
    }
    if (both && wouldAccept(program.positions, held, [r]) === null) {
      result.push({
        applicant,
        program: p,
        code: 'no-room-for-both',
        positions: program.positions,
        rank: r + 1,
        lettingGo: lettingGo.map((x) => x + 1),
      });
      continue;
    }
    let worst = -1;
    for (const h of held) if (h > worst) worst = h;
    result.push({
      applicant,
      program: p,
      code: 'filled-with-higher',
      positions: program.positions,
      lastRank: Number.isFinite(worst) && worst >= 0 ? worst + 1 : undefined,
      rank: r + 1,
    });
  }
  return [result[0]!, result[1]!];
}

function sideText(side: SideReason, who: string): string {
  const p = side.program;
  const you = who === 'you';
  switch (side.code) {
    case 'no-match':
      return '';
    case 'would-take':
      return `${p} would have taken ${who}`;
    case 'did-not-rank':
      return `${p} did not rank ${who}`;
    case 'no-positions':
      return `${p} offered no positions`;
    case 'filled-with-higher':
      return `${p} filled its ${plural(side.positions ?? 0, 'position')} with applicants it ranked higher; the last one it took was at its rank ${side.lastRank}, ${who} ${you ? 'were' : 'was'} at rank ${side.rank}`;
    case 'no-room-for-both': {
      const going = side.lettingGo ?? [];
      return going.length === 0 || (side.positions ?? 0) < 2
        ? `${p} has ${plural(side.positions ?? 0, 'position')} and could not take you both`
        : `${p} could not take you both: it would have had to let go of ${going.length === 1 ? 'the applicant' : 'the applicants'} at its rank ${going.join(' and ')}, whom it ranked above one of you (${who} ${you ? 'were' : 'was'} at rank ${side.rank})`;
    }
  }
}

function programSingleReason(
  applicant: string,
  rank: number,
  list: readonly string[],
  matched: string | null,
  state: ProgramState,
): ProgramReason {
  const p = state.program.id;
  const yourChoice = list.indexOf(p);
  const matchedChoice = matched === null ? -1 : list.indexOf(matched);
  if (yourChoice < 0)
    return { applicant, rank, code: 'did-not-rank-you', text: 'they did not rank your program' };
  if (matchedChoice >= 0 && matchedChoice < yourChoice)
    return {
      applicant,
      rank,
      code: 'matched-higher-choice',
      theirMatchChoice: matchedChoice + 1,
      yourChoice: yourChoice + 1,
      text: `they matched their choice #${matchedChoice + 1}; your program was their choice #${yourChoice + 1}`,
    };
  return programFullReason(
    applicant,
    rank,
    state,
    yourChoice + 1,
    matchedChoice < 0 ? null : matchedChoice + 1,
  );
}

function programFullReason(
  applicant: string,
  rank: number,
  state: ProgramState,
  yourChoice: number,
  theirMatchChoice: number | null,
): ProgramReason {
  const { program } = state;
  if (program.positions === 0)
    return {
      applicant,
      rank,
      code: 'no-positions',
      yourChoice,
      theirMatchChoice,
      text: 'you offered no positions',
    };
  const lastRank = lastRankOf(state);
  if (state.holders.length >= program.positions && lastRank !== undefined && lastRank < rank)
    return {
      applicant,
      rank,
      code: 'filled-with-higher',
      yourChoice,
      theirMatchChoice,
      positions: program.positions,
      lastRank,
      text: `you filled your ${plural(program.positions, 'position')} with applicants you ranked higher; the last one you took was at your rank ${lastRank}, they were at your rank ${rank}`,
    };
  return {
    applicant,
    rank,
    code: 'not-explained',
    yourChoice,
    theirMatchChoice,
    text: 'they ranked your program above their match and you would have taken them; this result is not stable for you',
  };
}

function programCoupleReason(
  applicant: string,
  rank: number,
  membership: { couple: IndexedCouple; side: 0 | 1 },
  state: ProgramState,
  coupleAt: Map<IndexedCouple, number>,
  states: Map<string, ProgramState>,
): ProgramReason {
  const { couple, side } = membership;
  const partner = couple.members[1 - side]!;
  const p = state.program.id;
  const matchedAt = coupleAt.get(couple) ?? -1;
  const theirMatchChoice = matchedAt < 0 ? null : matchedAt + 1;
  const limit = matchedAt < 0 ? couple.rank.length : matchedAt;
  const first = couple.rank.findIndex((pair) => pair[side] === p);
  const base = { applicant, rank, partner, theirMatchChoice };
  if (first < 0)
    return {
      ...base,
      code: 'did-not-rank-you',
      text: `they apply as a couple with ${partner}, and no pair on their list places them with you`,
    };
  const yourChoice = first + 1;
  if (first >= limit)
    return {
      ...base,
      code: 'matched-higher-choice',
      yourChoice,
      text: `they matched as a couple with ${partner} at their pair #${matchedAt + 1}; their first pair placing them with you was #${yourChoice}`,
    };
  const sides = pairSides(couple, first, states);
  const mine = sides[side];
  const theirs = sides[1 - side]!;
  switch (mine.code) {
    case 'no-positions':
      return { ...base, code: 'no-positions', yourChoice, text: 'you offered no positions' };
    case 'filled-with-higher':
      return {
        ...base,
        code: 'filled-with-higher',
        yourChoice,
        positions: mine.positions,
        lastRank: mine.lastRank,
        text: `you filled your ${plural(mine.positions ?? 0, 'position')} with applicants you ranked higher; the last one you took was at your rank ${mine.lastRank}, they were at your rank ${rank}`,
      };
    case 'no-room-for-both':
      return {
        ...base,
        code: 'filled-with-higher',
        yourChoice,
        positions: mine.positions,
        text: `they apply as a couple with ${partner} and needed two of your positions; you ranked applicants above one of them (at your rank ${(mine.lettingGo ?? []).join(' and ')})`,
      };
    default:
      if (theirs.code === 'would-take' || theirs.code === 'no-match')
        return {
          ...base,
          code: 'not-explained',
          yourChoice,
          text: 'their couple ranked a pair with you above their match and both programs would have taken them; this result is not stable',
        };
      return {
        ...base,
        code: 'partner-side-refused',
        yourChoice,
        text: `they apply as a couple with ${partner}; their pair #${yourChoice} placed them with you, but ${sideText(theirs, partner)}`,
      };
  }
}
