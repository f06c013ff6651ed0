/**
 * What applicants' and programs' rank lists share (issue 6): reading the order with the reader's own
 * notes, saving a whole order over its version (a stale one answers 409 with the current view), and
 * certifying. The owner's services decide who may rank what and build the views.
 */
import { pairOrderProblem } from '../../../core/domain/couples.ts';
import { messages } from '../../../core/domain/messages.ts';
import { rankOrderProblem } from '../../../core/domain/rank-lists.ts';
import type { Clock } from '../../clock.ts';
import { type DbExecutor, withTransaction } from '../../db/client.ts';
import {
  certifyRankList,
  findRankList,
  listNotes,
  listRankedIds,
  listRankedPairs,
  type RankListOwner,
  type RankListRow,
  replaceNotes,
  type StoredPair,
  saveRankOrder,
} from '../../db/repositories/rank-lists.repository.ts';
import { conflict, StaleWrite, ValidationFailure } from '../../errors.ts';

export type StoredRankList = {
  list: RankListRow | undefined;
  rankedIds: number[];
  notes: Map<number, string>;
};

export type RankListSave = {
  matchCycleId: number;
  owner: RankListOwner;
  /** The author of the notes (the signed-in user). */
  userId: string;
  subjectIds: number[];
  notes: Record<string, string> | undefined;
  version: number;
  /** Who may be ranked; anything else is refused on `field` with `notAllowed`. */
  allowed: ReadonlySet<number>;
  field: string;
  notAllowed: string;
};

/** A couple's joint list to save: pairs stored as [proposer's program, partner's program]. */
export type PairListSave = {
  matchCycleId: number;
  coupleId: number;
  pairs: StoredPair[];
  version: number;
  /** What each member may rank, in storage order: [the proposer's programs, the partner's programs]. */
  allowed: readonly [ReadonlySet<number>, ReadonlySet<number>];
  field: string;
  /** The refusal for a program a member may not rank, in storage order. */
  notAllowed: readonly [string, string];
};

export function createRankListStore(deps: { db: DbExecutor; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async read(matchCycleId: number, owner: RankListOwner, userId: string): Promise<StoredRankList> {
      const list = await findRankList(db, matchCycleId, owner);
      if (!list) return { list, rankedIds: [], notes: new Map() };
      const [rankedIds, notes] = await Promise.all([
        listRankedIds(db, list.id),
        listNotes(db, list.id, userId),
      ]);
      return { list, rankedIds, notes };
    },

    /** A couple's joint list in order (empty before the first save). */
    async readPairs(
      matchCycleId: number,
      coupleId: number,
    ): Promise<{ list: RankListRow | undefined; pairs: StoredPair[] }> {
      const list = await findRankList(db, matchCycleId, { coupleId });
      return { list, pairs: list ? await listRankedPairs(db, list.id) : [] };
    },

    /** Saves a couple's pairs over the list's version, under the same rules as a single list. */
    async savePairs(input: PairListSave, current: () => Promise<unknown>): Promise<void> {
      const problem = pairOrderProblem(input.pairs);
      if (problem) throw new ValidationFailure({ [input.field]: [problem] });
      for (const side of [0, 1] as const) {
        if (input.pairs.some((pair) => pair[side] !== null && !input.allowed[side].has(pair[side]))) {
          throw new ValidationFailure({ [input.field]: [input.notAllowed[side]] });
        }
      }
      const saved = await withTransaction(db, (tx) =>
        saveRankOrder(tx, {
          matchCycleId: input.matchCycleId,
          owner: { coupleId: input.coupleId },
          expectedVersion: input.version,
          pairs: input.pairs,
          now: clock.now(),
        }),
      );
      if (!saved) throw new StaleWrite(messages.RankListChangedMeanwhile, await current());
    },

    /** Saves the order and the author's notes; `current` answers the view a stale save is refused with. */
    async save(input: RankListSave, current: () => Promise<unknown>): Promise<void> {
      const problem = rankOrderProblem(input.subjectIds);
      if (problem) throw new ValidationFailure({ [input.field]: [problem] });
      if (input.subjectIds.some((id) => !input.allowed.has(id))) {
        throw new ValidationFailure({ [input.field]: [input.notAllowed] });
      }
      const notes = new Map(
        Object.entries(input.notes ?? {})
          .map(([id, note]): [number, string] => [Number(id), note])
          .filter(([id]) => input.subjectIds.includes(id)),
      );
      const saved = await withTransaction(db, async (tx) => {
        const row = await saveRankOrder(tx, {
          matchCycleId: input.matchCycleId,
          owner: input.owner,
          expectedVersion: input.version,
          subjectIds: input.subjectIds,
          now: clock.now(),
        });
        if (row) await replaceNotes(tx, row.id, input.userId, notes, clock.now());
        return row;
      });
      // Changed elsewhere meanwhile: the outbox shows both orders and lets the user choose.
      if (!saved) throw new StaleWrite(messages.RankListChangedMeanwhile, await current());
    },

    /** Certifies the list as it is at `version`; an empty list cannot be certified. */
    async certify(
      input: {
        matchCycleId: number;
        owner: RankListOwner;
        userId: string;
        version: number;
        isEmpty: boolean;
      },
      current: () => Promise<unknown>,
    ): Promise<void> {
      const list = await findRankList(db, input.matchCycleId, input.owner);
      if (!list || input.isEmpty) throw conflict(messages.RankListEmptyCertify);
      const certified = await certifyRankList(db, {
        id: list.id,
        expectedVersion: input.version,
        userId: input.userId,
        now: clock.now(),
      });
      if (!certified) throw new StaleWrite(messages.RankListChangedMeanwhile, await current());
    },
  };
}
