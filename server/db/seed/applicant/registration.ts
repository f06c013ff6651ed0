import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../client.ts';
import {
  applicantMatchCycles,
  applicantProfiles,
  applicants,
  invoices,
  matchCycles,
  phones,
} from '../../schema.ts';
import type { ApplicantSeedContext } from './context.ts';

const DEMO_APPLICANT = 'applicant@matchline.test';
const DEMO_CELL = '+1 415-555-0142';

/** The demo applicant's current (and permanent) address, in the shape of the contact info page. */
export const demoApplicantAddress = {
  kind: 'Current',
  addressLine: '1450 Mission Street',
  addressLine2: 'Apt 5B',
  city: 'San Francisco',
  countryId: 840,
  stateId: 840_006,
  zip: '94103',
};

/**
 * REG: paid registration invoices of the demo registrations, the demo applicant's verified phone and
 * address. Idempotent: an invoice only for a registration without one, the phone only when the
 * number is missing, the address only while the profile has none.
 */
export async function seedApplicantRegistration(tx: DbExecutor, ctx: ApplicantSeedContext): Promise<void> {
  const seededCycleIds = [...ctx.cycleIds.values()];
  if (seededCycleIds.length > 0) {
    const unbilled = await tx
      .select({
        applicantId: applicantMatchCycles.applicantId,
        matchCycleId: applicantMatchCycles.matchCycleId,
        registeredAt: applicantMatchCycles.registeredAt,
        userId: applicants.userId,
        cycleName: matchCycles.matchName,
        fee: matchCycles.registrationFeeCents,
      })
      .from(applicantMatchCycles)
      .innerJoin(applicants, eq(applicants.id, applicantMatchCycles.applicantId))
      .innerJoin(matchCycles, eq(matchCycles.id, applicantMatchCycles.matchCycleId))
      .where(
        and(
          isNull(applicantMatchCycles.invoiceId),
          inArray(applicantMatchCycles.matchCycleId, seededCycleIds),
          gt(matchCycles.registrationFeeCents, 0),
        ),
      );
    for (const registration of unbilled) {
      const [invoice] = await tx
        .insert(invoices)
        .values({
          userId: registration.userId,
          matchCycleId: registration.matchCycleId,
          kind: 'ApplicantRegistration',
          description: `Registration for ${registration.cycleName}`,
          amountCents: registration.fee,
          status: 'Paid',
          paidAt: registration.registeredAt,
          createdAt: registration.registeredAt,
        })
        .returning({ id: invoices.id });
      await tx
        .update(applicantMatchCycles)
        .set({ invoiceId: invoice!.id })
        .where(
          and(
            eq(applicantMatchCycles.applicantId, registration.applicantId),
            eq(applicantMatchCycles.matchCycleId, registration.matchCycleId),
          ),
        );
    }
  }

  const userId = ctx.userIds.get(DEMO_APPLICANT);
  if (!userId) return;
  const [cell] = await tx
    .select({ id: phones.id })
    .from(phones)
    .where(and(eq(phones.userId, userId), eq(phones.number, DEMO_CELL)));
  if (!cell) {
    await tx.insert(phones).values({ userId, number: DEMO_CELL, type: 1, isVerified: true });
  }
  const [applicant] = await tx
    .select({ id: applicants.id })
    .from(applicants)
    .where(eq(applicants.userId, userId));
  if (!applicant) return;
  // The profile row is the profile seed's to create (it runs before this step): fill the address of
  // an existing row only, so neither step overwrites the other.
  const [profile] = await tx
    .select({ addresses: applicantProfiles.addresses })
    .from(applicantProfiles)
    .where(eq(applicantProfiles.applicantId, applicant.id));
  if (profile && profile.addresses.length === 0) {
    await tx
      .update(applicantProfiles)
      .set({
        addresses: [demoApplicantAddress, { ...demoApplicantAddress, kind: 'Permanent', addressLine2: null }],
      })
      .where(eq(applicantProfiles.applicantId, applicant.id));
  }
}
