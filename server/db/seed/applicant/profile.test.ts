import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { educationDetailsByType } from '../../../../core/contracts/applicants/education.contract.ts';
import { createApplicantAccess } from '../../../services/applicants/applicant-access.service.ts';
import type { ApplicantServiceDeps } from '../../../services/applicants/applicant-deps.ts';
import { createApplicantProfileService } from '../../../services/applicants/profile.service.ts';
import { describeEachDatabase } from '../../../test-support/test-app.ts';
import { educations } from '../../schema.ts';
import { seedApplicantProfile } from './profile.ts';
import { demoApplicantSeed } from './seed-test-support.ts';

describeEachDatabase('seed: the demo applicant profile', (ctx) => {
  it('writes personal info, a medical school with AOA, an undergraduate and one employment, once', async () => {
    const { db, userId, applicantId, seedContext } = await demoApplicantSeed(ctx, 'PROFILE');
    await seedApplicantProfile(db, seedContext);
    await seedApplicantProfile(db, seedContext);

    // Read back through the service, so the seeded documents are what the routes answer.
    const profile = createApplicantProfileService({
      db,
      clock: ctx.clock,
      access: createApplicantAccess({ db }),
    } as unknown as ApplicantServiceDeps);
    expect(await profile.personalInfo(userId)).toMatchObject({ isEligibleToWorkInUsa: true, version: 1 });
    const { items } = await profile.educations(userId);
    expect(items.map((e) => e.type)).toEqual(['MedicalSchool', 'Undergraduate']);
    expect(items[0]).toMatchObject({
      applicantMedicalSchoolHonors: [{ honorTypeName: 'Alpha Omega Alpha', honorTypeItem: 'Member' }],
    });
    expect((await profile.employments(userId)).items).toHaveLength(1);
    // The snapshot by applicant id (CAS, admin views) holds the same.
    const snapshot = await profile.snapshot(applicantId);
    expect(snapshot?.educations).toEqual(items);
    expect(snapshot?.hobbiesAndInterests).toContain('Trail running');
    expect(await profile.snapshot(2_000_000_000)).toBeNull();
  });

  it("writes education details of their type's shape, no field besides", async () => {
    const { db, applicantId, seedContext } = await demoApplicantSeed(ctx, 'DETAILS');
    await seedApplicantProfile(db, seedContext);

    const rows = await db.select().from(educations).where(eq(educations.applicantId, applicantId));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const strict = z.strictObject(educationDetailsByType[row.type].shape);
      expect(
        strict.safeParse(row.details).error,
        `${row.type} ${JSON.stringify(row.details)}`,
      ).toBeUndefined();
    }
  });
});
