import { asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../client.ts';
import { applicantProfiles, applicants, educations, employments, medicalSchools } from '../../schema.ts';
import type { ApplicantSeedContext } from './context.ts';

const DEMO_APPLICANT = 'applicant@matchline.test';
/** Honor type 1 is AOA, item 101 'Member' (server/db/reference/honor-types.ts). */
const AOA_MEMBER = {
  id: 1,
  honorTypeId: 1,
  honorTypeItemId: 101,
  customHonorName: null,
  customHonorValue: null,
};

/**
 * PROFILE: the demo applicant's personal information, a medical school education with an AOA honor,
 * an undergraduate education and one employment. Idempotent: rows are added only where none exist,
 * so a re-seed neither duplicates entries nor overwrites what was edited in the demo.
 */
export async function seedApplicantProfile(tx: DbExecutor, ctx: ApplicantSeedContext): Promise<void> {
  const userId = ctx.userIds.get(DEMO_APPLICANT);
  if (!userId) return;
  const [applicant] = await tx
    .select({ id: applicants.id })
    .from(applicants)
    .where(eq(applicants.userId, userId));
  if (!applicant) return;
  const applicantId = applicant.id;
  const graduated = ctx.season - 2;

  await tx
    .insert(applicantProfiles)
    .values({
      applicantId,
      dateOfBirth: `${ctx.season - 29}-04-12`,
      gender: 'Female',
      citizenship: 'United States',
      isEligibleToWorkInUsa: true,
      needsVisaSponsorship: false,
      hobbiesAndInterests: 'Trail running, amateur astronomy and teaching first-aid classes.',
    })
    .onConflictDoNothing();

  const [anyEducation] = await tx
    .select({ id: educations.id })
    .from(educations)
    .where(eq(educations.applicantId, applicantId))
    .limit(1);
  if (!anyEducation) {
    const [school] = await tx
      .select({ id: medicalSchools.id, name: medicalSchools.name })
      .from(medicalSchools)
      .orderBy(asc(medicalSchools.id))
      .limit(1);
    await tx.insert(educations).values([
      {
        applicantId,
        type: 'MedicalSchool',
        attendedFrom: `${graduated - 4}-08-01`,
        attendedTo: `${graduated}-05-31`,
        details: {
          medicalSchoolId: school?.id ?? null,
          institution: school?.name ?? 'Harbor Medical College',
          institutionAddress: { city: 'Boston', stateName: 'Massachusetts', countryName: 'United States' },
          gpa: 3.8,
          classRank: 12,
          degrees: ['MD'],
          honors: [AOA_MEMBER],
        },
      },
      {
        applicantId,
        type: 'Undergraduate',
        attendedFrom: `${graduated - 8}-09-01`,
        attendedTo: `${graduated - 4}-06-15`,
        details: {
          institution: 'Lakeshore State University',
          major: 'Biochemistry',
          gpa: 3.9,
          degrees: ['BS'],
          address: { city: 'Madison', stateName: 'Wisconsin', countryName: 'United States' },
          honors: [],
        },
      },
    ]);
  }

  const [anyEmployment] = await tx
    .select({ id: employments.id })
    .from(employments)
    .where(eq(employments.applicantId, applicantId))
    .limit(1);
  if (!anyEmployment) {
    await tx.insert(employments).values({
      applicantId,
      employer: 'Riverside Eye Institute',
      position: 'Clinical research coordinator',
      employedFrom: `${graduated}-07-01`,
      employedTo: null,
      details: {
        city: 'Chicago',
        countryName: 'United States',
        description: 'Coordinated retina clinical trials.',
      },
    });
  }
}
