import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  createApplicant,
  createApplicantMatchCycle,
  createApplicantProfile,
} from '../../../test-support/factories.ts';
import { createCatalogueFixture } from '../../../test-support/season.fixture.ts';
import { describeEachDatabase } from '../../../test-support/test-app.ts';
import type { DbExecutor } from '../../client.ts';
import { applicantMatchCycles, applicantProfiles, invoices, matchCycles, phones } from '../../schema.ts';
import { seedApplicantRegistration } from './registration.ts';

describeEachDatabase('seed: demo registrations paid, the demo applicant’s phone and address', (ctx) => {
  it('bills each registration once as paid, adds one verified cell phone, fills an empty address', async () => {
    const db: DbExecutor = ctx.database.db;
    const fixture = await createCatalogueFixture(db);
    await db
      .update(matchCycles)
      .set({ registrationFeeCents: 12_000 })
      .where(eq(matchCycles.id, fixture.cycles.active));
    const user = await ctx.createUser({ roles: ['Applicant'], email: `seed-reg-${ctx.name}@fixture.test` });
    const applicant = await createApplicant(db, { userId: user.id, code: `SEED-REG-${ctx.name}` });
    const registeredAt = new Date('2026-01-10T18:00:00Z');
    await createApplicantMatchCycle(db, {
      applicantId: applicant!.id,
      matchCycleId: fixture.cycles.active,
      registeredAt,
    });
    await createApplicantProfile(db, { applicantId: applicant.id });
    const seedContext = {
      season: 2026,
      now: new Date('2026-01-15T18:00:00Z'),
      userIds: new Map([['applicant@matchline.test', user.id]]),
      cycleIds: new Map([[`${fixture.tag}-Active`, fixture.cycles.active]]),
      programIds: new Map<string, number>(),
      storage: null,
    };
    await seedApplicantRegistration(db, seedContext);
    await seedApplicantRegistration(db, seedContext);

    const billed = await db.select().from(invoices).where(eq(invoices.userId, user.id));
    expect(billed).toEqual([
      expect.objectContaining({
        amountCents: 12_000,
        status: 'Paid',
        paidAt: registeredAt,
        kind: 'ApplicantRegistration',
      }),
    ]);
    const [registration] = await db
      .select()
      .from(applicantMatchCycles)
      .where(eq(applicantMatchCycles.applicantId, applicant!.id));
    expect(registration?.invoiceId).toBe(billed[0]!.id);
    const cells = await db.select().from(phones).where(eq(phones.userId, user.id));
    expect(cells).toEqual([expect.objectContaining({ type: 1, isVerified: true })]);
    const [profile] = await db
      .select()
      .from(applicantProfiles)
      .where(eq(applicantProfiles.applicantId, applicant!.id));
    expect(profile?.addresses).toHaveLength(2);
  });
});
