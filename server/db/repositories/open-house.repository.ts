/** Open house tours and their registrations (issue 15): the only SQL of the tours. */
import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import {
  applicants,
  applications,
  favoritePrograms,
  openHouseRegistrations,
  openHouseTours,
  programs,
  users,
} from '../schema.ts';

export type TourRow = {
  id: number;
  programId: number;
  programCode: string;
  programName: string;
  matchCycleId: number | null;
  title: string;
  description: string | null;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  location: string | null;
  videoLink: string | null;
  capacity: number;
  registeredCount: number;
  isCancelled: boolean;
};

export type TourValues = {
  title: string;
  description: string | null;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  location: string | null;
  videoLink: string | null;
  capacity: number;
};

const registeredCount =
  sql<number>`(select count(*) from ${openHouseRegistrations} where ${openHouseRegistrations.tourId} = ${openHouseTours.id} and ${openHouseRegistrations.cancelledAt} is null)`.mapWith(
    Number,
  );

const tourColumns = {
  id: openHouseTours.id,
  programId: openHouseTours.programId,
  programCode: programs.code,
  programName: programs.name,
  matchCycleId: openHouseTours.matchCycleId,
  title: openHouseTours.title,
  description: openHouseTours.description,
  startsAt: openHouseTours.startsAt,
  endsAt: openHouseTours.endsAt,
  timeZone: openHouseTours.timeZone,
  location: openHouseTours.location,
  videoLink: openHouseTours.videoLink,
  capacity: openHouseTours.capacity,
  registeredCount,
  isCancelled: openHouseTours.isCancelled,
};

function selectTours(db: DbExecutor) {
  return db
    .select(tourColumns)
    .from(openHouseTours)
    .innerJoin(programs, eq(programs.id, openHouseTours.programId));
}

/** The program's tours of the cycle, by start. */
export async function listProgramTours(
  db: DbExecutor,
  programId: number,
  matchCycleId: number,
): Promise<TourRow[]> {
  return selectTours(db)
    .where(and(eq(openHouseTours.programId, programId), eq(openHouseTours.matchCycleId, matchCycleId)))
    .orderBy(asc(openHouseTours.startsAt), asc(openHouseTours.id));
}

export async function findTour(db: DbExecutor, id: number): Promise<TourRow | undefined> {
  const [row] = await selectTours(db).where(eq(openHouseTours.id, id)).limit(1);
  return row;
}

export async function insertTour(
  db: DbExecutor,
  values: TourValues & { programId: number; matchCycleId: number; createdByUserId: string },
): Promise<number> {
  const [row] = await db.insert(openHouseTours).values(values).returning({ id: openHouseTours.id });
  return row!.id;
}

export async function updateTour(db: DbExecutor, id: number, values: TourValues, at: Date): Promise<void> {
  await db
    .update(openHouseTours)
    .set({ ...values, updatedAt: at })
    .where(eq(openHouseTours.id, id));
}

export async function markTourCancelled(db: DbExecutor, id: number, at: Date): Promise<void> {
  await db.update(openHouseTours).set({ isCancelled: true, updatedAt: at }).where(eq(openHouseTours.id, id));
}

/** Locks the tour's row for the transaction: registrations for one tour take their seats one at a time. */
export async function lockTour(
  tx: DbExecutor,
  id: number,
): Promise<{ id: number; capacity: number } | undefined> {
  const [row] = await tx
    .select({ id: openHouseTours.id, capacity: openHouseTours.capacity })
    .from(openHouseTours)
    .where(eq(openHouseTours.id, id))
    .for('update');
  return row;
}

export async function countRegistrations(db: DbExecutor, tourId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(openHouseRegistrations)
    .where(and(eq(openHouseRegistrations.tourId, tourId), isNull(openHouseRegistrations.cancelledAt)));
  return row?.count ?? 0;
}

export async function isRegistered(db: DbExecutor, tourId: number, applicantId: number): Promise<boolean> {
  const [row] = await db
    .select({ tourId: openHouseRegistrations.tourId })
    .from(openHouseRegistrations)
    .where(
      and(
        eq(openHouseRegistrations.tourId, tourId),
        eq(openHouseRegistrations.applicantId, applicantId),
        isNull(openHouseRegistrations.cancelledAt),
      ),
    );
  return row !== undefined;
}

/** Registers (again, after a cancellation: a fresh registration to be reminded of). */
export async function upsertRegistration(
  db: DbExecutor,
  tourId: number,
  applicantId: number,
  at: Date,
): Promise<void> {
  await db
    .insert(openHouseRegistrations)
    .values({ tourId, applicantId, registeredAt: at })
    .onConflictDoUpdate({
      target: [openHouseRegistrations.tourId, openHouseRegistrations.applicantId],
      set: { registeredAt: at, cancelledAt: null, remindedAt: null },
    });
}

export async function cancelRegistration(
  db: DbExecutor,
  tourId: number,
  applicantId: number,
  at: Date,
): Promise<void> {
  await db
    .update(openHouseRegistrations)
    .set({ cancelledAt: at })
    .where(
      and(
        eq(openHouseRegistrations.tourId, tourId),
        eq(openHouseRegistrations.applicantId, applicantId),
        isNull(openHouseRegistrations.cancelledAt),
      ),
    );
}

export type Registrant = {
  applicantId: number;
  applicantCode: string;
  userId: string;
  name: string;
  email: string;
  registeredAt: Date;
};

/** Who holds a seat of the tour, in the order they registered. */
export async function listRegistrants(db: DbExecutor, tourId: number): Promise<Registrant[]> {
  const rows = await db
    .select({
      applicantId: applicants.id,
      applicantCode: applicants.code,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      registeredAt: openHouseRegistrations.registeredAt,
    })
    .from(openHouseRegistrations)
    .innerJoin(applicants, eq(applicants.id, openHouseRegistrations.applicantId))
    .innerJoin(users, eq(users.id, applicants.userId))
    .where(and(eq(openHouseRegistrations.tourId, tourId), isNull(openHouseRegistrations.cancelledAt)))
    .orderBy(asc(openHouseRegistrations.registeredAt), asc(applicants.id));
  return rows.map(({ firstName, lastName, ...row }) => ({ ...row, name: `${firstName} ${lastName}`.trim() }));
}

/** The cycle's tours that start after `from`, not cancelled (of one program when given). */
export async function listUpcomingCycleTours(
  db: DbExecutor,
  matchCycleId: number,
  from: Date,
  programCode?: string,
): Promise<TourRow[]> {
  return selectTours(db)
    .where(
      and(
        eq(openHouseTours.matchCycleId, matchCycleId),
        eq(openHouseTours.isCancelled, false),
        gt(openHouseTours.startsAt, from),
        programCode === undefined ? undefined : eq(programs.code, programCode),
      ),
    )
    .orderBy(asc(openHouseTours.startsAt), asc(openHouseTours.id))
    .limit(500);
}

/** The tours of the cycle the applicant holds a seat of, by start. */
export async function listApplicantRegisteredTours(
  db: DbExecutor,
  applicantId: number,
  matchCycleId: number,
): Promise<TourRow[]> {
  return selectTours(db)
    .innerJoin(openHouseRegistrations, eq(openHouseRegistrations.tourId, openHouseTours.id))
    .where(
      and(
        eq(openHouseTours.matchCycleId, matchCycleId),
        eq(openHouseRegistrations.applicantId, applicantId),
        isNull(openHouseRegistrations.cancelledAt),
      ),
    )
    .orderBy(asc(openHouseTours.startsAt), asc(openHouseTours.id));
}

/** The programs the applicant applied to (in the cycle) or saved. */
export async function listApplicantProgramIds(
  db: DbExecutor,
  applicantId: number,
  matchCycleId: number,
): Promise<Set<number>> {
  const [applied, saved] = await Promise.all([
    db
      .select({ programId: applications.programId })
      .from(applications)
      .where(and(eq(applications.applicantId, applicantId), eq(applications.matchCycleId, matchCycleId))),
    db
      .select({ programId: favoritePrograms.programId })
      .from(favoritePrograms)
      .where(eq(favoritePrograms.applicantId, applicantId)),
  ]);
  return new Set([...applied, ...saved].map((row) => row.programId));
}

export type DueReminder = {
  tourId: number;
  applicantId: number;
  userId: string;
  title: string;
  programCode: string;
  programName: string;
  startsAt: Date;
  timeZone: string;
  matchCycleId: number | null;
};

/** Live registrations of tours starting in (now, until] that were not reminded yet. */
export async function listDueReminders(db: DbExecutor, now: Date, until: Date): Promise<DueReminder[]> {
  return db
    .select({
      tourId: openHouseTours.id,
      applicantId: applicants.id,
      userId: applicants.userId,
      title: openHouseTours.title,
      programCode: programs.code,
      programName: programs.name,
      startsAt: openHouseTours.startsAt,
      timeZone: openHouseTours.timeZone,
      matchCycleId: openHouseTours.matchCycleId,
    })
    .from(openHouseRegistrations)
    .innerJoin(openHouseTours, eq(openHouseTours.id, openHouseRegistrations.tourId))
    .innerJoin(programs, eq(programs.id, openHouseTours.programId))
    .innerJoin(applicants, eq(applicants.id, openHouseRegistrations.applicantId))
    .where(
      and(
        isNull(openHouseRegistrations.cancelledAt),
        isNull(openHouseRegistrations.remindedAt),
        eq(openHouseTours.isCancelled, false),
        gt(openHouseTours.startsAt, now),
        lte(openHouseTours.startsAt, until),
      ),
    )
    .orderBy(asc(openHouseTours.startsAt))
    .limit(1000);
}

/** Marks the reminder sent; false when another run already did (so it is never sent twice). */
export async function markReminded(
  db: DbExecutor,
  tourId: number,
  applicantId: number,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(openHouseRegistrations)
    .set({ remindedAt: at })
    .where(
      and(
        eq(openHouseRegistrations.tourId, tourId),
        eq(openHouseRegistrations.applicantId, applicantId),
        isNull(openHouseRegistrations.remindedAt),
      ),
    )
    .returning({ tourId: openHouseRegistrations.tourId });
  return rows.length > 0;
}

export type ApplicantTourEvent = {
  tourId: number;
  title: string;
  description: string | null;
  programCode: string;
  programName: string;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  location: string | null;
  videoLink: string | null;
  isCancelled: boolean;
  updatedAt: Date;
};

/**
 * The tours an applicant holds a seat of, every cycle, by start: what a calendar feed lists
 * (a cancelled tour stays, flagged, so a feed can mark it CANCELLED).
 */
export async function listApplicantTourEvents(
  db: DbExecutor,
  applicantId: number,
): Promise<ApplicantTourEvent[]> {
  return db
    .select({
      tourId: openHouseTours.id,
      title: openHouseTours.title,
      description: openHouseTours.description,
      programCode: programs.code,
      programName: programs.name,
      startsAt: openHouseTours.startsAt,
      endsAt: openHouseTours.endsAt,
      timeZone: openHouseTours.timeZone,
      location: openHouseTours.location,
      videoLink: openHouseTours.videoLink,
      isCancelled: openHouseTours.isCancelled,
      updatedAt: openHouseTours.updatedAt,
    })
    .from(openHouseRegistrations)
    .innerJoin(openHouseTours, eq(openHouseTours.id, openHouseRegistrations.tourId))
    .innerJoin(programs, eq(programs.id, openHouseTours.programId))
    .where(
      and(eq(openHouseRegistrations.applicantId, applicantId), isNull(openHouseRegistrations.cancelledAt)),
    )
    .orderBy(asc(openHouseTours.startsAt), asc(openHouseTours.id));
}
