import { and, eq, gt, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client.ts';
import { testDatabaseTargets } from '../reference/test-databases.ts';
import {
  applicants,
  programSurveys,
  users,
  vacancies,
  vacancyApplications,
  vacancySubscriptions,
} from '../schema.ts';
import { seedDemoData } from './seed.ts';
import { demoSurveySlug } from './vacancies.ts';

const now = new Date('2026-11-22T12:00:00Z');

describe.each(testDatabaseTargets())('the demo vacancies and survey on $name', (target) => {
  let database: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ database, dispose } = await target.open());
    await seedDemoData(database.db, { now });
  }, 240_000);
  afterAll(() => dispose?.());

  it('posts open vacancies, one with applications, and subscribes the demo applicant to their specialty', async () => {
    const { db } = database;
    const open = await db
      .select({ id: vacancies.id, specialtyId: vacancies.specialtyId })
      .from(vacancies)
      .where(eq(vacancies.status, 'Open'));
    expect(open.length).toBeGreaterThanOrEqual(3);
    const applied = await db
      .select({ vacancyId: vacancyApplications.vacancyId })
      .from(vacancyApplications)
      .where(eq(vacancyApplications.status, 'Applied'));
    expect(applied.length).toBeGreaterThan(0);
    const subscriptions = await db
      .select({ specialtyId: vacancySubscriptions.specialtyId })
      .from(vacancySubscriptions)
      .innerJoin(applicants, eq(applicants.id, vacancySubscriptions.applicantId))
      .innerJoin(users, eq(users.id, applicants.userId))
      .where(eq(users.email, 'applicant@matchline.test'));
    expect(subscriptions.map((s) => s.specialtyId)).toContain(open[0]!.specialtyId);
  });

  it('opens the retina survey around the load day, once', async () => {
    const { db } = database;
    const surveys = await db
      .select({ id: programSurveys.id })
      .from(programSurveys)
      .where(
        and(
          eq(programSurveys.slug, demoSurveySlug),
          lte(programSurveys.opensAt, now),
          gt(programSurveys.closesAt, now),
        ),
      );
    expect(surveys).toHaveLength(1);
    // Seeding again leaves everything as it is.
    await seedDemoData(database.db, { now, force: true });
    expect(await db.select({ id: programSurveys.id }).from(programSurveys)).toHaveLength(1);
  });
});
