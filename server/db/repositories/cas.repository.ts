/**
 * Reads everything the CAS shows for one applicant, from the tables other slices write (profile,
 * phones, education, employment, publications, documents, statements, letters). One statement per
 * table, each bounded by the applicant; jsonb details are passed on raw for the service to read
 * tolerantly.
 */
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { LetterStatus } from '../../../core/domain/letters.ts';
import type { DbExecutor } from '../client.ts';
import {
  applicantDocuments,
  applicantProfiles,
  applicants,
  countries,
  educations,
  employments,
  lettersOfReference,
  personalStatements,
  phones,
  publications,
  states,
  users,
} from '../schema.ts';

export type CasSource = {
  applicant: {
    id: number;
    code: string;
    userId: string;
    firstName: string;
    middleName: string | null;
    lastName: string;
    email: string;
  };
  profile: {
    dateOfBirth: string | null;
    gender: string | null;
    citizenship: string | null;
    hobbiesAndInterests: string | null;
    avatarUploadId: string | null;
    addresses: Record<string, unknown>[];
    academicInfo: Record<string, unknown>;
  } | null;
  phones: { number: string; type: number; isVerified: boolean }[];
  educations: {
    type: string;
    attendedFrom: string | null;
    attendedTo: string | null;
    details: Record<string, unknown>;
  }[];
  employments: {
    employer: string;
    position: string;
    employedFrom: string | null;
    employedTo: string | null;
  }[];
  publications: { type: string; title: string }[];
  documents: { title: string; documentType: string }[];
  personalStatements: { id: number; title: string }[];
  letters: { writerName: string; status: LetterStatus }[];
  /** Names of the states and countries the addresses refer to by id. */
  placeNames: { states: Map<number, string>; countries: Map<number, string> };
};

/** The numeric `key` values of the stored addresses (contact info keeps reference ids). */
function idsIn(addresses: readonly Record<string, unknown>[], key: string): number[] {
  return [
    ...new Set(
      addresses.map((a) => a[key]).filter((v): v is number => typeof v === 'number' && Number.isInteger(v)),
    ),
  ];
}

async function placeNamesOf(db: DbExecutor, addresses: readonly Record<string, unknown>[]) {
  const stateIds = idsIn(addresses, 'stateId');
  const countryIds = idsIn(addresses, 'countryId');
  const [stateRows, countryRows] = await Promise.all([
    stateIds.length === 0
      ? []
      : db.select({ id: states.id, name: states.name }).from(states).where(inArray(states.id, stateIds)),
    countryIds.length === 0
      ? []
      : db
          .select({ id: countries.id, name: countries.name })
          .from(countries)
          .where(inArray(countries.id, countryIds)),
  ]);
  return {
    states: new Map(stateRows.map((r) => [r.id, r.name])),
    countries: new Map(countryRows.map((r) => [r.id, r.name])),
  };
}

export async function readCasSource(db: DbExecutor, applicantId: number): Promise<CasSource | null> {
  const [applicant] = await db
    .select({
      id: applicants.id,
      code: applicants.code,
      userId: applicants.userId,
      firstName: users.firstName,
      middleName: users.middleName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(applicants)
    .innerJoin(users, eq(users.id, applicants.userId))
    .where(eq(applicants.id, applicantId))
    .limit(1);
  if (!applicant) return null;
  const [
    profileRows,
    phoneRows,
    educationRows,
    employmentRows,
    publicationRows,
    documentRows,
    statementRows,
    letterRows,
  ] = await Promise.all([
    db
      .select({
        dateOfBirth: applicantProfiles.dateOfBirth,
        gender: applicantProfiles.gender,
        citizenship: applicantProfiles.citizenship,
        hobbiesAndInterests: applicantProfiles.hobbiesAndInterests,
        avatarUploadId: applicantProfiles.avatarUploadId,
        addresses: applicantProfiles.addresses,
        academicInfo: applicantProfiles.academicInfo,
      })
      .from(applicantProfiles)
      .where(eq(applicantProfiles.applicantId, applicantId))
      .limit(1),
    db
      .select({ number: phones.number, type: phones.type, isVerified: phones.isVerified })
      .from(phones)
      .where(eq(phones.userId, applicant.userId))
      .orderBy(asc(phones.id)),
    db
      .select({
        type: educations.type,
        attendedFrom: educations.attendedFrom,
        attendedTo: educations.attendedTo,
        details: educations.details,
      })
      .from(educations)
      .where(eq(educations.applicantId, applicantId))
      // Ongoing first, then the latest end first (the profile's order).
      .orderBy(desc(educations.attendedTo), asc(educations.id)),
    db
      .select({
        employer: employments.employer,
        position: employments.position,
        employedFrom: employments.employedFrom,
        employedTo: employments.employedTo,
      })
      .from(employments)
      .where(eq(employments.applicantId, applicantId))
      .orderBy(desc(employments.employedTo), asc(employments.id)),
    db
      .select({ type: publications.type, title: publications.title })
      .from(publications)
      .where(eq(publications.applicantId, applicantId))
      .orderBy(desc(publications.createdAt), asc(publications.id)),
    db
      .select({ title: applicantDocuments.title, documentType: applicantDocuments.documentType })
      .from(applicantDocuments)
      .where(eq(applicantDocuments.applicantId, applicantId))
      .orderBy(asc(applicantDocuments.createdAt), asc(applicantDocuments.id)),
    db
      .select({ id: personalStatements.id, title: personalStatements.title })
      .from(personalStatements)
      .where(eq(personalStatements.applicantId, applicantId))
      .orderBy(asc(personalStatements.createdAt), asc(personalStatements.id)),
    db
      .select({ writerName: lettersOfReference.writerName, status: lettersOfReference.status })
      .from(lettersOfReference)
      .where(eq(lettersOfReference.applicantId, applicantId))
      .orderBy(asc(lettersOfReference.createdAt), asc(lettersOfReference.id)),
  ]);
  const profile = profileRows[0] ?? null;
  return {
    applicant,
    profile,
    phones: phoneRows,
    educations: educationRows,
    employments: employmentRows,
    publications: publicationRows,
    documents: documentRows,
    personalStatements: statementRows,
    letters: letterRows,
    placeNames: await placeNamesOf(db, profile?.addresses ?? []),
  };
}
