/**
 * The demo data set: specialties, three seasons of match cycles, institutions and programs with positions,
 * medical schools, applicants and one account per role. Every row is upserted by its natural key (names,
 * codes, emails) and only rewritten when it differs, so seeding twice changes nothing.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { sanitizeRichText } from '../../../core/domain/rich-text.ts';
import { hashPassword, verifyPassword } from '../../services/auth/password.ts';
import type { FileStorage } from '../../services/uploads/storage.ts';
import type { DbExecutor } from '../client.ts';
import { countryRows, unitedStatesId } from '../reference/countries.ts';
import { usStateId } from '../reference/states.ts';
import { syncReferenceData } from '../reference/sync.ts';
import { upsertChanged } from '../reference/upsert.ts';
import { customEventExists, insertCustomEvent } from '../repositories/match-calendar-events.repository.ts';
import { insertSpecialtyPage } from '../repositories/specialty-pages.repository.ts';
import {
  applicantMatchCycles,
  applicants,
  institutions,
  matchCycles,
  matchCycleYears,
  medicalSchools,
  medicalSchoolUsers,
  programMatchCycles,
  programs,
  programUsers,
  societyUserSpecialties,
  specialties,
  specialtyPages,
  subspecialties,
  users,
} from '../schema.ts';
import { seedApplicantAcademic } from './applicant/academic.ts';
import { seedApplicantApplications } from './applicant/applications.ts';
import { seedApplicantDocuments } from './applicant/documents.ts';
import { seedApplicantLetters } from './applicant/letters.ts';
import { seedApplicantProfile } from './applicant/profile.ts';
import { seedApplicantRegistration } from './applicant/registration.ts';
import { seedBilling } from './billing.ts';
import { seedBugReports } from './bug-reports.ts';
import { seedInterviewSeason } from './interviews.ts';
import {
  calendarOrderProblems,
  matchCycleCalendar,
  pacific,
  seasonOf,
  statusOf,
} from './match-cycle-calendar.ts';
import { seedMeetings } from './meetings.ts';
import { seedMessaging } from './messaging.ts';
import {
  applicantCode,
  applicantEmail,
  applicantSeeds,
  type DemoUserSeed,
  demoApplicantSpecialties,
  demoPassword,
  demoSchoolCode,
  demoSocietySpecialties,
  demoUsers,
  medicalSchoolSeeds,
  type PersonSeed,
} from './people.ts';
import { demoProgramCode, institutionSeeds, programDescription, programSeeds } from './programs.ts';
import { demoRequester, seedRequests } from './requests.ts';
import { type SpecialtySeed, specialtySeeds } from './specialties.ts';
import { specialtyPageSeeds } from './specialty-pages.ts';
import { seedVacancies } from './vacancies.ts';

export type SeedOptions = {
  /** Seed even when the database already holds users (the `npm run db:seed` command). */
  force?: boolean;
  /** The moment that decides which season is Active; defaults to the current time. */
  now?: Date;
  /** Where demo files (uploads) go; without it no demo file is seeded. */
  storage?: FileStorage;
};

const DAY_MS = 86_400_000;
/** Any fixed number, shared by every process that seeds ("MLSEED" in ASCII). */
const seedLockKey = 0x4d4c5345_4544;

export async function seedDemoData(db: DbExecutor, options: SeedOptions = {}): Promise<{ seeded: boolean }> {
  if (!options.force && (await hasUsers(db))) return { seeded: false };
  const now = options.now ?? new Date();
  // One argon2 hash for every seeded account: hashing is deliberately slow.
  const passwordHash = await hashPassword(demoPassword);
  return db.transaction(async (tx) => {
    // Two servers starting together on one empty database: the lock makes the second wait, then its
    // re-check sees the first one's users and it leaves them alone.
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    if (!options.force && (await hasUsers(tx))) return { seeded: false };
    await syncReferenceData(tx);
    await seedWithin(tx, seasonOf(now), now, passwordHash, options.storage ?? null);
    return { seeded: true };
  });
}

async function hasUsers(db: DbExecutor): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}

/** Looks a key up in a map built from rows just written; a miss is a bug in the seed data. */
function need<K, V>(map: Map<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Seed data refers to unknown ${String(key)}`);
  return value;
}

function countryId(isoCode: string): number {
  const country = countryRows.find((c) => c.isoCode === isoCode);
  if (!country) throw new Error(`Unknown country ${isoCode}`);
  return country.id;
}

const kebab = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

async function seedWithin(
  tx: DbExecutor,
  season: number,
  now: Date,
  passwordHash: string,
  storage: FileStorage | null,
): Promise<void> {
  const specialtyIds = await seedSpecialties(tx);
  const subspecialtyIds = await seedSubspecialties(tx, specialtyIds);
  const cycleIds = await seedMatchCycles(tx, season, specialtyIds);
  const schoolIds = await seedMedicalSchools(tx);
  const programIds = await seedPrograms(tx, season, specialtyIds, subspecialtyIds, cycleIds);
  const userIds = await seedUsers(tx, passwordHash);
  await seedApplicants(tx, season, now, userIds, schoolIds, cycleIds);
  await seedCalendarEvents(tx, season, specialtyIds);
  await seedSpecialtyPages(tx, specialtyIds);
  const applicantSeed = { season, now, userIds, cycleIds, programIds, storage };
  // The profile row first: the registration step fills the demo applicant's address into it.
  await seedApplicantProfile(tx, applicantSeed);
  await seedApplicantRegistration(tx, applicantSeed);
  await seedApplicantAcademic(tx, applicantSeed);
  await seedApplicantDocuments(tx, applicantSeed);
  await seedApplicantLetters(tx, applicantSeed);
  await seedApplicantApplications(tx, applicantSeed);

  await tx
    .insert(programUsers)
    .values({
      userId: need(userIds, demoUsers.program.email),
      programId: need(programIds, demoProgramCode),
      isDirector: true,
    })
    .onConflictDoUpdate({
      target: [programUsers.userId, programUsers.programId],
      ...upsertChanged(programUsers, ['isDirector']),
    });
  await tx
    .insert(medicalSchoolUsers)
    .values({
      userId: need(userIds, demoUsers.school.email),
      medicalSchoolId: need(schoolIds, demoSchoolCode),
    })
    .onConflictDoNothing();
  await tx
    .insert(societyUserSpecialties)
    .values(
      demoSocietySpecialties.map((code) => ({
        userId: need(userIds, demoUsers.society.email),
        specialtyId: need(specialtyIds, code),
      })),
    )
    .onConflictDoNothing();

  const demoSpecialty = need(new Map(specialtySeeds.map((s) => [s.code, s])), 'OPH');
  await seedRequests(tx, {
    specialtyId: need(specialtyIds, demoSpecialty.code),
    cycleId: need(cycleIds, cycleShortName(demoSpecialty, season)),
    programId: need(programIds, demoProgramCode),
    medicalSchoolId: need(schoolIds, demoSchoolCode),
    programUser: demoRequester(need(userIds, demoUsers.program.email), demoUsers.program),
    societyUser: demoRequester(need(userIds, demoUsers.society.email), demoUsers.society),
  });
  // A few threads, broadcasts and notifications for the message centre (issue 14).
  await seedMessaging(tx, { now, userIds });
  // The demo program's review and interview season, around the load day (issue 15).
  await seedInterviewSeason(tx, applicantSeed);
  // A video interview day on the load day with its rooms, and a passed one with its log and feedback (issue 17).
  await seedMeetings(tx, applicantSeed);
  // Vacancies, the demo applicant's alert and the program survey (issue 16).
  await seedVacancies(tx, applicantSeed);
  // Payments behind the paid invoices, the demo program's fees, a refund (issue 16).
  await seedBilling(tx, applicantSeed);
  // Bug reports to triage (ADR 0027).
  await seedBugReports(tx, { now, userIds });
}

/** Specialty ids by specialty code (OPH…). */
async function seedSpecialties(tx: DbExecutor): Promise<Map<string, number>> {
  await tx
    .insert(specialties)
    .values(
      specialtySeeds.map((s) => ({
        name: s.name,
        fullName: s.fullName,
        type: s.type,
        hasCas: s.hasCas,
        hasAllSubspecialties: s.hasAllSubspecialties,
        subspecialtyLabel: s.subspecialtyLabel,
        urlPrefix: s.urlPrefix,
        color: s.color,
      })),
    )
    .onConflictDoUpdate({
      target: specialties.name,
      ...upsertChanged(specialties, [
        'fullName',
        'type',
        'hasCas',
        'hasAllSubspecialties',
        'subspecialtyLabel',
        'urlPrefix',
        'color',
      ]),
    });
  const rows = await tx
    .select({ id: specialties.id, name: specialties.name })
    .from(specialties)
    .where(
      inArray(
        specialties.name,
        specialtySeeds.map((s) => s.name),
      ),
    );
  const idByName = new Map(rows.map((r) => [r.name, r.id]));
  return new Map(specialtySeeds.map((s) => [s.code, need(idByName, s.name)]));
}

/** Subspecialty ids by "specialty code/subspecialty name". */
async function seedSubspecialties(
  tx: DbExecutor,
  specialtyIds: Map<string, number>,
): Promise<Map<string, number>> {
  const values = specialtySeeds.flatMap((s) =>
    s.subspecialties.map((name) => ({ specialtyId: need(specialtyIds, s.code), name })),
  );
  await tx.insert(subspecialties).values(values).onConflictDoNothing();
  const rows = await tx
    .select()
    .from(subspecialties)
    .where(inArray(subspecialties.specialtyId, [...specialtyIds.values()]));
  const codeById = new Map([...specialtyIds].map(([code, id]) => [id, code]));
  return new Map(rows.map((r) => [`${codeById.get(r.specialtyId)}/${r.name}`, r.id]));
}

function checkedCalendar(specialty: SpecialtySeed, season: number) {
  const calendar = matchCycleCalendar(specialty, season);
  const problems = calendarOrderProblems(calendar);
  if (problems.length > 0) throw new Error(`${cycleShortName(specialty, season)}: ${problems.join('; ')}`);
  return calendar;
}

export const cycleShortName = (specialty: SpecialtySeed, season: number) => `${specialty.code}-${season}`;

/** Last season (Archived), this season (Active) and the next (Planned); cycle ids by short name. */
async function seedMatchCycles(
  tx: DbExecutor,
  season: number,
  specialtyIds: Map<string, number>,
): Promise<Map<string, number>> {
  const seasons = [season - 1, season, season + 1];
  await tx
    .insert(matchCycleYears)
    .values(seasons.map((s) => ({ code: String(s) })))
    .onConflictDoNothing();
  const years = await tx
    .select()
    .from(matchCycleYears)
    .where(
      inArray(
        matchCycleYears.code,
        seasons.map((s) => String(s)),
      ),
    );
  const yearIds = new Map(years.map((y) => [y.code, y.id]));

  const values = seasons.flatMap((s) =>
    specialtySeeds.map((specialty) => ({
      specialtyId: need(specialtyIds, specialty.code),
      matchCycleYearId: need(yearIds, String(s)),
      shortName: cycleShortName(specialty, s),
      matchName: `${specialty.fullName} Match ${s}-${s + 1}`,
      hasCas: specialty.hasCas,
      status: statusOf(s, season),
      lorInstructions: specialty.lorInstructions,
      psInstructions: specialty.psInstructions,
      ...specialty.limits,
      registrationFeeCents: specialty.fees.registration,
      programRegistrationFeeCents: specialty.fees.programRegistration,
      programAnnualMembershipFeeCents: specialty.fees.programAnnualMembership,
      ...checkedCalendar(specialty, s),
    })),
  );
  const first = values[0];
  if (!first) return new Map();
  const updatable = Object.keys(first).filter((k) => k !== 'shortName') as (keyof typeof first)[];
  await tx
    .insert(matchCycles)
    .values(values)
    .onConflictDoUpdate({ target: matchCycles.shortName, ...upsertChanged(matchCycles, updatable) });
  const rows = await tx
    .select({ id: matchCycles.id, shortName: matchCycles.shortName })
    .from(matchCycles)
    .where(
      inArray(
        matchCycles.shortName,
        values.map((v) => v.shortName),
      ),
    );
  return new Map(rows.map((r) => [r.shortName, r.id]));
}

/** School ids by code. */
async function seedMedicalSchools(tx: DbExecutor): Promise<Map<string, number>> {
  await tx
    .insert(medicalSchools)
    .values(
      medicalSchoolSeeds.map((s) => ({
        code: s.code,
        name: s.name,
        type: s.type,
        degree: s.degree,
        email: s.email,
        phone: s.phone,
        fax: s.fax,
        addressLine: s.addressLine,
        city: s.city,
        stateId: s.state ? usStateId(s.state) : null,
        countryId: countryId(s.countryIsoCode),
        zip: s.zip,
        isActive: s.isActive,
      })),
    )
    .onConflictDoUpdate({
      target: medicalSchools.code,
      ...upsertChanged(medicalSchools, [
        'name',
        'type',
        'degree',
        'email',
        'phone',
        'fax',
        'addressLine',
        'city',
        'stateId',
        'countryId',
        'zip',
        'isActive',
      ]),
    });
  const rows = await tx
    .select({ id: medicalSchools.id, code: medicalSchools.code })
    .from(medicalSchools)
    .where(
      inArray(
        medicalSchools.code,
        medicalSchoolSeeds.map((s) => s.code),
      ),
    );
  return new Map(rows.map((r) => [r.code, r.id]));
}

/** Institutions, programs and their positions in last season's and this season's cycles; program ids by code. */
async function seedPrograms(
  tx: DbExecutor,
  season: number,
  specialtyIds: Map<string, number>,
  subspecialtyIds: Map<string, number>,
  cycleIds: Map<string, number>,
): Promise<Map<string, number>> {
  await tx
    .insert(institutions)
    .values(
      institutionSeeds.map((i) => ({
        name: i.name,
        city: i.city,
        stateId: usStateId(i.state),
        countryId: unitedStatesId,
      })),
    )
    .onConflictDoUpdate({
      target: institutions.name,
      ...upsertChanged(institutions, ['city', 'stateId', 'countryId']),
    });
  const institutionRows = await tx
    .select({ id: institutions.id, name: institutions.name })
    .from(institutions)
    .where(
      inArray(
        institutions.name,
        institutionSeeds.map((i) => i.name),
      ),
    );
  const institutionIds = new Map(institutionRows.map((r) => [r.name, r.id]));
  const institutionByName = new Map(institutionSeeds.map((i) => [i.name, i]));
  const specialtyByCode = new Map(specialtySeeds.map((s) => [s.code, s]));

  const values = programSeeds.map((p, index) => {
    const institution = need(institutionByName, p.institution);
    const specialty = need(specialtyByCode, p.specialty);
    // Two numbers per program inside the 555-0100…0199 fiction range.
    const line = (n: number) => `01${String(n % 100).padStart(2, '0')}`;
    return {
      code: p.code,
      name: `${institution.name} ${p.subspecialty ?? specialty.name} ${specialty.type}`,
      specialtyId: need(specialtyIds, p.specialty),
      subspecialtyId: p.subspecialty ? need(subspecialtyIds, `${p.specialty}/${p.subspecialty}`) : null,
      institutionId: need(institutionIds, p.institution),
      addressLine: institution.street,
      city: institution.city,
      stateId: usStateId(institution.state),
      countryId: unitedStatesId,
      zip: institution.zip,
      phone: `+1 (${institution.areaCode}) 555-${line(index * 2)}`,
      fax: `${institution.areaCode}-555-${line(index * 2 + 1)}`,
      website: `https://www.${institution.domain}/${[specialty.urlPrefix, ...(p.subspecialty ? [kebab(p.subspecialty)] : [])].join('/')}`,
      description: programDescription(p, institution),
      isActive: p.isActive ?? true,
    };
  });
  const first = values[0];
  if (!first) return new Map();
  const updatable = Object.keys(first).filter((k) => k !== 'code') as (keyof typeof first)[];
  await tx
    .insert(programs)
    .values(values)
    .onConflictDoUpdate({ target: programs.code, ...upsertChanged(programs, updatable) });
  const rows = await tx
    .select({ id: programs.id, code: programs.code })
    .from(programs)
    .where(
      inArray(
        programs.code,
        programSeeds.map((p) => p.code),
      ),
    );
  const programIds = new Map(rows.map((r) => [r.code, r.id]));

  const positions = programSeeds.flatMap((p, index) => {
    const specialty = need(specialtyByCode, p.specialty);
    const programId = need(programIds, p.code);
    // Last season's offer differs a little, as real programs' do.
    const archived = {
      programId,
      matchCycleId: need(cycleIds, cycleShortName(specialty, season - 1)),
      positions: Math.max(1, p.positions - (index % 3 === 0 ? 1 : 0)),
    };
    if (!(p.isActive ?? true)) return [archived];
    return [
      archived,
      { programId, matchCycleId: need(cycleIds, cycleShortName(specialty, season)), positions: p.positions },
    ];
  });
  await tx
    .insert(programMatchCycles)
    .values(positions)
    .onConflictDoUpdate({
      target: [programMatchCycles.programId, programMatchCycles.matchCycleId],
      ...upsertChanged(programMatchCycles, ['positions']),
    });
  return programIds;
}

const userValues = (person: PersonSeed, email: string, role: DemoUserSeed['role'], passwordHash: string) => ({
  email,
  passwordHash,
  status: 'Active' as const,
  roles: [role],
  firstName: person.firstName,
  lastName: person.lastName,
  middleName: person.middleName ?? null,
  salutation: person.salutation ?? null,
  credentials: person.credentials ?? [],
  isActive: true,
  emailVerified: true,
  mustChangePassword: false,
  failedSignInCount: 0,
  lockedUntil: null,
});

/** Demo accounts and applicant accounts; user ids by email. */
async function seedUsers(tx: DbExecutor, passwordHash: string): Promise<Map<string, string>> {
  const values = [
    ...Object.values(demoUsers).map((u: DemoUserSeed) => userValues(u, u.email, u.role, passwordHash)),
    ...applicantSeeds.map((a) => userValues(a, applicantEmail(a), 'Applicant', passwordHash)),
  ];
  const changed = upsertChanged(users, [
    'status',
    'roles',
    'firstName',
    'lastName',
    'middleName',
    'salutation',
    'credentials',
    'isActive',
    'emailVerified',
    'mustChangePassword',
    'failedSignInCount',
    'lockedUntil',
  ]);
  // Existing passwords are kept (a hash has a fresh salt each run); demo ones are restored below.
  await tx
    .insert(users)
    .values(values)
    .onConflictDoUpdate({
      target: users.email,
      set: { ...changed.set, updatedAt: sql`now()` },
      setWhere: changed.setWhere,
    });
  const rows = await tx
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(
      inArray(
        users.email,
        values.map((v) => v.email),
      ),
    );

  // Someone may have changed a demo account's password while trying the app: the seed gives it back.
  const demoEmails = new Set(Object.values(demoUsers).map((u) => u.email));
  const stale = await Promise.all(
    rows
      .filter((r) => demoEmails.has(r.email) && r.passwordHash !== passwordHash)
      .map(async (r) =>
        r.passwordHash && (await verifyPassword(r.passwordHash, demoPassword)) ? null : r.id,
      ),
  );
  for (const id of stale) {
    if (id) await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, id));
  }
  return new Map(rows.map((r) => [r.email, r.id]));
}

/** Applicant records (the demo applicant first) and their registrations in this season's cycles. */
async function seedApplicants(
  tx: DbExecutor,
  season: number,
  now: Date,
  userIds: Map<string, string>,
  schoolIds: Map<string, number>,
  cycleIds: Map<string, number>,
): Promise<void> {
  const matchYear = season + 1;
  const people = [
    {
      email: demoUsers.applicant.email,
      school: demoSchoolCode,
      graduationYearsAgo: 0,
      specialties: demoApplicantSpecialties,
    },
    ...applicantSeeds.map((a) => ({ ...a, email: applicantEmail(a) })),
  ];
  const values = people.map((p, index) => ({
    userId: need(userIds, p.email),
    code: applicantCode(index),
    medicalSchoolId: need(schoolIds, p.school),
    graduationYear: matchYear - p.graduationYearsAgo,
  }));
  await tx
    .insert(applicants)
    .values(values)
    .onConflictDoUpdate({
      target: applicants.code,
      ...upsertChanged(applicants, ['userId', 'medicalSchoolId', 'graduationYear']),
    });
  const rows = await tx
    .select({ id: applicants.id, code: applicants.code })
    .from(applicants)
    .where(
      inArray(
        applicants.code,
        values.map((v) => v.code),
      ),
    );
  const applicantIds = new Map(rows.map((r) => [r.code, r.id]));
  const specialtyByCode = new Map(specialtySeeds.map((s) => [s.code, s]));

  const registrations = people.flatMap((p, index) =>
    p.specialties.map((code) => {
      const specialty = need(specialtyByCode, code);
      const opened = matchCycleCalendar(specialty, season).registrationDate.getTime();
      // Spread over the first weeks of registration, never in the future.
      const registeredAt = new Date(
        Math.min(opened + ((index * 7) % 60) * DAY_MS + 3_600_000, now.getTime()),
      );
      return {
        applicantId: need(applicantIds, applicantCode(index)),
        matchCycleId: need(cycleIds, cycleShortName(specialty, season)),
        registeredAt,
      };
    }),
  );
  await tx.insert(applicantMatchCycles).values(registrations).onConflictDoNothing();
}

/** A few custom match calendar events of the current season, each added once (by title and start). */
async function seedCalendarEvents(tx: DbExecutor, season: number, specialtyIds: Map<string, number>) {
  const day = (month: number, d: number) => Temporal.PlainDate.from({ year: season, month, day: d });
  const events = [
    {
      title: 'Webinar: how the match works',
      description:
        'An hour with the match team for applicants and program directors, with questions at the end.',
      startsAt: pacific(day(9, 15), '10:00'),
      endsAt: pacific(day(9, 15), '11:00'),
      specialtyId: null,
    },
    {
      title: 'Ophthalmology program directors meeting',
      description: 'Online meeting of the society: interview season and rank list deadlines.',
      startsAt: pacific(day(11, 4), '16:00'),
      endsAt: pacific(day(11, 4), '17:30'),
      specialtyId: need(specialtyIds, 'OPH'),
    },
  ];
  for (const event of events) {
    if (!(await customEventExists(tx, event.title, event.startsAt))) {
      await insertCustomEvent(tx, { ...event, createdByUserId: null });
    }
  }
}

/** The demo information pages, each added once (by specialty and title) and left alone afterwards. */
async function seedSpecialtyPages(tx: DbExecutor, specialtyIds: Map<string, number>) {
  const ids = [...new Set(specialtyPageSeeds.map((page) => need(specialtyIds, page.specialtyCode)))];
  const existing = await tx
    .select({ specialtyId: specialtyPages.specialtyId, title: specialtyPages.title })
    .from(specialtyPages)
    .where(inArray(specialtyPages.specialtyId, ids));
  const have = new Set(existing.map((row) => `${row.specialtyId}:${row.title}`));
  for (const page of specialtyPageSeeds) {
    const specialtyId = need(specialtyIds, page.specialtyCode);
    if (have.has(`${specialtyId}:${page.title}`)) continue;
    await insertSpecialtyPage(tx, {
      specialtyId,
      title: page.title,
      body: sanitizeRichText(page.body),
      isPublished: true,
    });
  }
}
