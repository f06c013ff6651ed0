/**
 * The CAS assembled from what the other slices store (APPLY). Their jsonb documents (addresses,
 * academic information, education details) are read tolerantly: a missing or differently shaped key
 * shows as absent, never as an error. The photo goes through the applicant-photo policy, so a viewer
 * other than the applicant and admins gets it only when that policy says so.
 */
import type { Cas } from '../../../core/contracts/applicants/cas.contract.ts';
import { educationShortLabels } from '../../../core/contracts/applicants/education.contract.ts';
import { uploadContentUrl } from '../../../core/contracts/uploads/uploads.contract.ts';
import { casMissingItems } from '../../../core/domain/cas-completeness.ts';
import type { DbExecutor } from '../../db/client.ts';
import { type CasSource, readCasSource } from '../../db/repositories/cas.repository.ts';
import { notFound } from '../../errors.ts';
import { applicantPhotoFor, type PhotoViewer } from '../../policies/applicant-photo.policy.ts';

type Json = Record<string, unknown>;

const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== ''
    ? value.trim()
    : typeof value === 'number'
      ? String(value)
      : null;

const objectOf = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};

/** The first present text among `keys` of `record` (a nested `{name}` counts too). */
function firstText(record: Json, keys: readonly string[]): string | null {
  for (const key of keys) {
    const value = record[key];
    const found = textOf(value) ?? textOf(objectOf(value).name);
    if (found) return found;
  }
  return null;
}

/** Address parts in reading order; a state or country stored by id is named from the reference data. */
const addressParts = [
  ['addressLine', 'addressLine1', 'line1', 'street'],
  ['addressLine2', 'line2'],
  ['city'],
  ['stateName', 'state'],
  ['zip', 'zipCode', 'postalCode'],
  ['countryName', 'country'],
] as const;

function addressesOf(addresses: readonly Json[], names: CasSource['placeNames']): Cas['addresses'] {
  return addresses.flatMap((raw) => {
    const address = objectOf(raw);
    const byId = (map: Map<number, string>, key: string) =>
      typeof address[key] === 'number' ? (map.get(address[key]) ?? null) : null;
    const value = addressParts
      .map((keys, index) =>
        index === 3
          ? (firstText(address, keys) ?? byId(names.states, 'stateId'))
          : index === 5
            ? (firstText(address, keys) ?? byId(names.countries, 'countryId'))
            : firstText(address, keys),
      )
      .filter((part): part is string => part !== null)
      .join(', ');
    if (value === '') return [];
    return [{ label: firstText(address, ['label', 'kind', 'type']) ?? 'Address', value }];
  });
}

const phoneTypes = ['Home', 'Cell', 'Office'];

const educationLabels: Record<string, string> = educationShortLabels;

/** 'PeerReviewedArticlePublished' → 'Peer reviewed article published' (stored enumeration names). */
const words = (name: string) => {
  const spaced = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

const examNumbers = [
  { section: 'usmle', key: 'usmleNumber', label: 'USMLE ID' },
  { section: 'comlex', key: 'nbomeNumber', label: 'COMLEX (NBOME) number' },
  { section: 'mccqe', key: 'canadianExamNumber', label: 'MCCQE (LMCC) number' },
  { section: 'ecfmg', key: 'ecfmgNumber', label: 'ECFMG number' },
] as const;

const usmleSteps = [
  { key: 'step1', label: 'USMLE Step 1' },
  { key: 'step2ClinicalKnowledge', label: 'USMLE Step 2 CK' },
  { key: 'step3', label: 'USMLE Step 3' },
] as const;

/** Exam numbers (nested by exam or flat) and the USMLE steps with a score or result. */
function examinationsOf(academicInfo: Json): Cas['examinations'] {
  const numbers = examNumbers.flatMap(({ section, key, label }) => {
    const value = textOf(objectOf(academicInfo[section])[key]) ?? textOf(academicInfo[key]);
    return value ? [{ label, value }] : [];
  });
  const usmle = objectOf(academicInfo.usmle);
  const steps = usmleSteps.flatMap(({ key, label }) => {
    const step = objectOf(usmle[key]);
    const score = textOf(step.threeDigitScore);
    const result = textOf(step.result);
    const value = [score, result && result !== 'Unknown' ? result : null].filter(Boolean).join(', ');
    return value ? [{ label, value }] : [];
  });
  return [...numbers, ...steps];
}

const hasExamNumber = (examinations: Cas['examinations']) =>
  examinations.some((e) => e.label === 'USMLE ID' || e.label === 'COMLEX (NBOME) number');

export type CasCycle = { code: string; name: string } | null;

export function casOf(source: CasSource, cycle: CasCycle, viewer: PhotoViewer): Cas {
  const { applicant, profile } = source;
  const addresses = addressesOf(profile?.addresses ?? [], source.placeNames);
  const examinations = examinationsOf(objectOf(profile?.academicInfo));
  const educations = source.educations.map((e) => ({
    type: educationLabels[e.type] ?? e.type,
    name:
      firstText(objectOf(e.details), [
        'medicalSchoolName',
        'medicalSchool',
        'institutionName',
        'institution',
        'programName',
        'name',
      ]) ??
      educationLabels[e.type] ??
      e.type,
    from: e.attendedFrom,
    to: e.attendedTo,
  }));
  const photoUrl = profile?.avatarUploadId ? uploadContentUrl(profile.avatarUploadId) : null;
  const missing = casMissingItems({
    firstName: applicant.firstName,
    lastName: applicant.lastName,
    dateOfBirth: profile?.dateOfBirth ?? null,
    hasVerifiedPhone: source.phones.some((p) => p.isVerified),
    hasAddress: addresses.length > 0,
    hasMedicalSchoolEducation: source.educations.some((e) => e.type === 'MedicalSchool'),
    hasExamNumber: hasExamNumber(examinations),
    personalStatementsCount: source.personalStatements.length,
    requestedLettersCount: source.letters.filter((l) => l.status !== 'Canceled').length,
  });
  return {
    applicantCode: applicant.code,
    matchCycleCode: cycle?.code ?? null,
    matchCycleName: cycle?.name ?? null,
    personal: {
      firstName: applicant.firstName,
      middleName: applicant.middleName,
      lastName: applicant.lastName,
      email: applicant.email,
      dateOfBirth: profile?.dateOfBirth ?? null,
      gender: profile?.gender ?? null,
      citizenship: profile?.citizenship ?? null,
      photoUrl: applicantPhotoFor(viewer, { applicantUserId: applicant.userId }, photoUrl),
    },
    addresses,
    phones: source.phones.map((p) => ({
      number: p.number,
      type: phoneTypes[p.type] ?? 'Cell',
      isVerified: p.isVerified,
    })),
    educations,
    employments: source.employments.map((e) => ({
      employer: e.employer,
      position: e.position,
      from: e.employedFrom,
      to: e.employedTo,
    })),
    examinations,
    publications: source.publications.map((p) => ({ type: words(p.type), title: p.title })),
    hobbiesAndInterests: profile?.hobbiesAndInterests ?? null,
    documents: source.documents,
    personalStatements: source.personalStatements,
    letters: source.letters,
    missing,
    isComplete: missing.length === 0,
  };
}

/** Reads and assembles the CAS of one applicant for `viewer`. */
export async function assembleCas(
  db: DbExecutor,
  applicantId: number,
  cycle: CasCycle,
  viewer: PhotoViewer,
): Promise<Cas> {
  const source = await readCasSource(db, applicantId);
  if (!source) throw notFound();
  return casOf(source, cycle, viewer);
}
