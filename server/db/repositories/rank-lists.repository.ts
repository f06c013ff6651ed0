/** Rank lists and their entries and notes (issue 6). Only this file touches those tables. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import {
  applications,
  coupleRankListEntries,
  programs,
  rankListEntries,
  rankListNotes,
  rankLists,
  states,
} from '../schema.ts';

export type RankListRow = typeof rankLists.$inferSelect;
export type RankListOwner = { applicantId: number } | { programId: number } | { coupleId: number };
/** A rank of a couple's joint list: [the proposer's program, the partner's program], null = "no match". */
export type StoredPair = [number | null, number | null];

const ownedBy = (matchCycleId: number, owner: RankListOwner) =>
  and(
    eq(rankLists.matchCycleId, matchCycleId),
    'applicantId' in owner
      ? eq(rankLists.applicantId, owner.applicantId)
      : 'programId' in owner
        ? eq(rankLists.programId, owner.programId)
        : eq(rankLists.coupleId, owner.coupleId),
  );

export async function findRankList(
  db: DbExecutor,
  matchCycleId: number,
  owner: RankListOwner,
): Promise<RankListRow | undefined> {
  const [row] = await db.select().from(rankLists).where(ownedBy(matchCycleId, owner));
  return row;
}

/** The ranked subject ids in order. */
export async function listRankedIds(db: DbExecutor, rankListId: number): Promise<number[]> {
  const rows = await db
    .select({ subjectId: rankListEntries.subjectId })
    .from(rankListEntries)
    .where(eq(rankListEntries.rankListId, rankListId))
    .orderBy(asc(rankListEntries.rank));
  return rows.map((r) => r.subjectId);
}

/** A couple's joint list in order, as [proposer's program, partner's program] pairs. */
export async function listRankedPairs(db: DbExecutor, rankListId: number): Promise<StoredPair[]> {
  const rows = await db
    .select({
      proposerProgramId: coupleRankListEntries.proposerProgramId,
      partnerProgramId: coupleRankListEntries.partnerProgramId,
    })
    .from(coupleRankListEntries)
    .where(eq(coupleRankListEntries.rankListId, rankListId))
    .orderBy(asc(coupleRankListEntries.rank));
  return rows.map((r) => [r.proposerProgramId, r.partnerProgramId]);
}

/** The author's own notes on a list, by subject id. */
export async function listNotes(
  db: DbExecutor,
  rankListId: number,
  authorUserId: string,
): Promise<Map<number, string>> {
  const rows = await db
    .select({ subjectId: rankListNotes.subjectId, note: rankListNotes.note })
    .from(rankListNotes)
    .where(and(eq(rankListNotes.rankListId, rankListId), eq(rankListNotes.authorUserId, authorUserId)));
  return new Map(rows.map((r) => [r.subjectId, r.note]));
}

export type AppliedProgram = {
  programId: number;
  programCode: string;
  programName: string;
  city: string | null;
  stateName: string | null;
};

/** The programs of the cycle the applicant sent an application to (Published or awaiting payment), by name. */
export async function listAppliedPrograms(
  db: DbExecutor,
  applicantId: number,
  matchCycleId: number,
): Promise<AppliedProgram[]> {
  return db
    .select({
      programId: programs.id,
      programCode: programs.code,
      programName: programs.name,
      city: programs.city,
      stateName: states.name,
    })
    .from(applications)
    .innerJoin(programs, eq(programs.id, applications.programId))
    .leftJoin(states, eq(states.id, programs.stateId))
    .where(
      and(
        eq(applications.applicantId, applicantId),
        eq(applications.matchCycleId, matchCycleId),
        inArray(applications.status, ['Published', 'PendingPayment']),
      ),
    )
    .orderBy(asc(sql`lower(${programs.name})`), asc(programs.id));
}

/** The order a list holds: subject ids (an applicant's or a program's list) or pairs (a couple's). */
export type RankOrder = { subjectIds: number[] } | { pairs: StoredPair[] };

const orderKey = (order: RankOrder) =>
  'subjectIds' in order ? order.subjectIds.join(',') : order.pairs.map((p) => p.join(':')).join(',');

async function readOrder(tx: DbExecutor, rankListId: number, like: RankOrder): Promise<RankOrder> {
  return 'subjectIds' in like
    ? { subjectIds: await listRankedIds(tx, rankListId) }
    : { pairs: await listRankedPairs(tx, rankListId) };
}

async function replaceEntries(tx: DbExecutor, rankListId: number, order: RankOrder): Promise<void> {
  if ('subjectIds' in order) {
    await tx.delete(rankListEntries).where(eq(rankListEntries.rankListId, rankListId));
    if (order.subjectIds.length > 0) {
      await tx
        .insert(rankListEntries)
        .values(order.subjectIds.map((subjectId, i) => ({ rankListId, rank: i + 1, subjectId })));
    }
    return;
  }
  await tx.delete(coupleRankListEntries).where(eq(coupleRankListEntries.rankListId, rankListId));
  if (order.pairs.length > 0) {
    await tx.insert(coupleRankListEntries).values(
      order.pairs.map(([proposerProgramId, partnerProgramId], i) => ({
        rankListId,
        rank: i + 1,
        proposerProgramId,
        partnerProgramId,
      })),
    );
  }
}

/**
 * Writes the whole order over `expectedVersion` (0: the list does not exist yet) and moves the
 * version on; a changed order clears the certification. Null when the version is stale. Run it in
 * the caller's transaction with the notes.
 */
export async function saveRankOrder(
  tx: DbExecutor,
  values: {
    matchCycleId: number;
    owner: RankListOwner;
    expectedVersion: number;
    now: Date;
  } & RankOrder,
): Promise<RankListRow | null> {
  const { matchCycleId, owner, expectedVersion, now } = values;
  const order: RankOrder =
    'subjectIds' in values ? { subjectIds: values.subjectIds } : { pairs: values.pairs };
  let row: RankListRow | undefined;
  if (expectedVersion === 0) {
    [row] = await tx
      .insert(rankLists)
      .values({ matchCycleId, ...owner, updatedAt: now })
      .onConflictDoNothing()
      .returning();
  } else {
    const before = await tx
      .select({ id: rankLists.id })
      .from(rankLists)
      .where(and(ownedBy(matchCycleId, owner), eq(rankLists.version, expectedVersion)))
      .for('update');
    const id = before[0]?.id;
    if (id === undefined) return null;
    const changed = orderKey(await readOrder(tx, id, order)) !== orderKey(order);
    [row] = await tx
      .update(rankLists)
      .set({
        version: sql`${rankLists.version} + 1`,
        updatedAt: now,
        ...(changed ? { certifiedAt: null, certifiedByUserId: null } : {}),
      })
      .where(eq(rankLists.id, id))
      .returning();
  }
  if (!row) return null;
  await replaceEntries(tx, row.id, order);
  return row;
}

/** Replaces the author's notes on the list (empty texts are dropped). */
export async function replaceNotes(
  tx: DbExecutor,
  rankListId: number,
  authorUserId: string,
  notes: ReadonlyMap<number, string>,
  now: Date,
): Promise<void> {
  await tx
    .delete(rankListNotes)
    .where(and(eq(rankListNotes.rankListId, rankListId), eq(rankListNotes.authorUserId, authorUserId)));
  const rows = [...notes].filter(([, note]) => note.trim() !== '');
  if (rows.length > 0) {
    await tx.insert(rankListNotes).values(
      rows.map(([subjectId, note]) => ({
        rankListId,
        subjectId,
        authorUserId,
        note: note.trim(),
        updatedAt: now,
      })),
    );
  }
}

/** Certifies the list at `expectedVersion`; null when the version is stale. */
export async function certifyRankList(
  db: DbExecutor,
  values: { id: number; expectedVersion: number; userId: string; now: Date },
): Promise<RankListRow | null> {
  const [row] = await db
    .update(rankLists)
    .set({ certifiedAt: values.now, certifiedByUserId: values.userId })
    .where(and(eq(rankLists.id, values.id), eq(rankLists.version, values.expectedVersion)))
    .returning();
  return row ?? null;
}
