/**
 * Demo requests: a few pending ones of every kind, so each admin queue and the society user's lists
 * have something to decide. Each is added once (by kind, requester email and subject).
 */
import { and, eq } from 'drizzle-orm';
import type { RequestKind } from '../../../core/domain/request-kinds.ts';
import type { DbExecutor } from '../client.ts';
import { unitedStatesId } from '../reference/countries.ts';
import { usStateId } from '../reference/states.ts';
import { programs, requests, specialties } from '../schema.ts';

export type RequestSeedIds = {
  /** Demo specialty (which takes program registration requests from its society users), its current cycle. */
  specialtyId: number;
  cycleId: number;
  /** The demo program (of that specialty) and the demo school. */
  programId: number;
  medicalSchoolId: number;
  programUser: { id: string; email: string; name: string };
  societyUser: { id: string; email: string; name: string };
};

type RequestSeed = {
  kind: RequestKind;
  subject: string;
  requesterName: string;
  requesterEmail: string;
  requestedByUserId?: string;
  specialtyId?: number;
  programId?: number;
  medicalSchoolId?: number;
  payload: Record<string, unknown>;
};

const address = (city: string, state: string, zip: string, line: string) => ({
  addressLine: line,
  city,
  countryId: unitedStatesId,
  stateId: usStateId(state),
  zip,
});

export function requestSeeds(ids: RequestSeedIds, programName: string): RequestSeed[] {
  const programRegistration = (
    name: string,
    city: string,
    state: string,
    zip: string,
    director: string[],
  ) => ({
    code: null,
    name,
    specialtyId: ids.specialtyId,
    subspecialtyId: null,
    institutionId: null,
    newInstitution: { name: `${name} Hospital`, city },
    ...address(city, state, zip, '100 Harbor Way'),
    phone: '555 201 3300',
    fax: '555-201-3301',
    website: 'https://www.example.org',
    matchCycleId: ids.cycleId,
    positions: 2,
    directorFirstName: director[0],
    directorLastName: director[1],
    directorEmail: `${director[0]!.toLowerCase()}.${director[1]!.toLowerCase()}@lakeside.example`,
  });
  return [
    {
      kind: 'ProgramRegistration',
      subject: 'Lakeside Eye Center',
      requesterName: 'Maya Brooks',
      requesterEmail: 'maya.brooks@lakeside.example',
      specialtyId: ids.specialtyId,
      payload: programRegistration('Lakeside Eye Center', 'Tacoma', 'WA', '98402', ['Omar', 'Haddad']),
    },
    {
      kind: 'ProgramRegistration',
      subject: 'Cascade Vision Institute',
      requesterName: ids.societyUser.name,
      requesterEmail: ids.societyUser.email,
      requestedByUserId: ids.societyUser.id,
      specialtyId: ids.specialtyId,
      payload: programRegistration('Cascade Vision Institute', 'Bend', 'OR', '97701', ['Lena', 'Park']),
    },
    {
      kind: 'ProgramUserRegistration',
      subject: 'Priya Natarajan',
      requesterName: 'Priya Natarajan',
      requesterEmail: 'priya.natarajan@program.example',
      specialtyId: ids.specialtyId,
      programId: ids.programId,
      payload: { firstName: 'Priya', lastName: 'Natarajan', email: 'priya.natarajan@program.example' },
    },
    {
      kind: 'ProgramRename',
      subject: programName,
      requesterName: ids.programUser.name,
      requesterEmail: ids.programUser.email,
      requestedByUserId: ids.programUser.id,
      specialtyId: ids.specialtyId,
      programId: ids.programId,
      payload: { currentName: programName, newName: `${programName} and Eye Institute` },
    },
    {
      kind: 'ProgramListingChange',
      subject: programName,
      requesterName: ids.programUser.name,
      requesterEmail: ids.programUser.email,
      requestedByUserId: ids.programUser.id,
      specialtyId: ids.specialtyId,
      programId: ids.programId,
      payload: { matchCycleId: ids.cycleId, currentPositions: null, positions: 4 },
    },
    {
      kind: 'MedicalSchoolRegistration',
      subject: 'High Desert College of Medicine',
      requesterName: 'Ruth Calder',
      requesterEmail: 'ruth.calder@highdesert.example',
      payload: {
        code: null,
        name: 'High Desert College of Medicine',
        type: 'Osteopathic',
        degree: 'DO',
        email: 'admissions@highdesert.example',
        phone: '555 410 2200',
        fax: null,
        ...address('Reno', 'NV', '89501', '1 University Ave'),
      },
    },
    {
      kind: 'MedicalSchoolUserRegistration',
      subject: 'Noah Fischer',
      requesterName: 'Noah Fischer',
      requesterEmail: 'noah.fischer@school.example',
      medicalSchoolId: ids.medicalSchoolId,
      payload: { firstName: 'Noah', lastName: 'Fischer', email: 'noah.fischer@school.example' },
    },
  ];
}

export async function seedRequests(tx: DbExecutor, ids: RequestSeedIds): Promise<void> {
  // The demo society user may request program registrations in the demo specialty.
  await tx
    .update(specialties)
    .set({ canRequestProgramRegistration: true })
    // Only when it differs: a second run rewrites nothing.
    .where(and(eq(specialties.id, ids.specialtyId), eq(specialties.canRequestProgramRegistration, false)));
  const [program] = await tx
    .select({ name: programs.name })
    .from(programs)
    .where(eq(programs.id, ids.programId));
  for (const seed of requestSeeds(ids, program?.name ?? 'Demo program')) {
    const [existing] = await tx
      .select({ id: requests.id })
      .from(requests)
      .where(
        and(
          eq(requests.kind, seed.kind),
          eq(requests.requesterEmail, seed.requesterEmail),
          eq(requests.subject, seed.subject),
        ),
      )
      .limit(1);
    if (!existing) await tx.insert(requests).values({ ...seed, status: 'Pending' });
  }
}

/** A demo account as a requester. */
export function demoRequester(
  id: string,
  user: { email: string; firstName: string; lastName: string },
): RequestSeedIds['programUser'] {
  return { id, email: user.email, name: `${user.firstName} ${user.lastName}` };
}
