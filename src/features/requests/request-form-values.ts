/**
 * What the request forms hold (text as typed, ids and numbers possibly empty) and the payloads of
 * core/contracts/requests.contract.ts they send. The admin's review form reads a stored payload back.
 */
import type {
  medicalSchoolDegrees,
  medicalSchoolTypes,
} from '../../../core/contracts/medical-schools/medical-schools.contract.ts';
import { type AddressValues, emptyAddress } from '../programs/contact-values.ts';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const id = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const orNull = (value: string): string | null => value.trim() || null;

const addressOf = (p: Record<string, unknown>): AddressValues => ({
  addressLine: text(p.addressLine),
  city: text(p.city),
  countryId: id(p.countryId),
  stateId: id(p.stateId),
  zip: text(p.zip),
});

const addressPayload = (v: AddressValues) => ({
  addressLine: orNull(v.addressLine),
  city: orNull(v.city),
  countryId: v.countryId,
  stateId: v.stateId,
  zip: orNull(v.zip),
});

// ---------- program registration ----------

export type ProgramRegistrationValues = AddressValues & {
  code: string;
  name: string;
  specialtyId: number | null;
  subspecialtyId: number | null;
  matchCycleId: number | null;
  positions: number | null;
  /** An existing institution (the admin may pick one); otherwise a new one by name and city. */
  institutionId: number | null;
  institutionName: string;
  institutionCity: string;
  phone: string;
  fax: string;
  website: string;
  directorFirstName: string;
  directorLastName: string;
  directorEmail: string;
};

export const programRegistrationFieldMap: Record<string, string> = {
  newInstitution: 'institutionName',
  'newInstitution.name': 'institutionName',
  'newInstitution.city': 'institutionCity',
};

export function emptyProgramRegistration(specialtyId: number | null = null): ProgramRegistrationValues {
  return {
    code: '',
    name: '',
    specialtyId,
    subspecialtyId: null,
    matchCycleId: null,
    positions: null,
    institutionId: null,
    institutionName: '',
    institutionCity: '',
    ...emptyAddress,
    phone: '',
    fax: '',
    website: '',
    directorFirstName: '',
    directorLastName: '',
    directorEmail: '',
  };
}

export function toProgramRegistrationPayload(v: ProgramRegistrationValues) {
  const hasNewInstitution =
    v.institutionId === null && (v.institutionName.trim() || v.institutionCity.trim());
  return {
    code: orNull(v.code),
    name: v.name,
    specialtyId: v.specialtyId ?? undefined,
    subspecialtyId: v.subspecialtyId,
    matchCycleId: v.matchCycleId ?? undefined,
    positions: v.positions ?? undefined,
    institutionId: v.institutionId,
    newInstitution: hasNewInstitution ? { name: v.institutionName, city: v.institutionCity } : null,
    ...addressPayload(v),
    phone: orNull(v.phone),
    fax: orNull(v.fax),
    website: orNull(v.website),
    directorFirstName: v.directorFirstName,
    directorLastName: v.directorLastName,
    directorEmail: v.directorEmail,
  };
}

export function programRegistrationValuesOf(
  p: Record<string, unknown>,
  suggestedCode: string | null,
): ProgramRegistrationValues {
  const institution = (p.newInstitution ?? {}) as Record<string, unknown>;
  return {
    ...addressOf(p),
    code: text(p.code) || (suggestedCode ?? ''),
    name: text(p.name),
    specialtyId: id(p.specialtyId),
    subspecialtyId: id(p.subspecialtyId),
    matchCycleId: id(p.matchCycleId),
    positions: id(p.positions),
    institutionId: id(p.institutionId),
    institutionName: text(institution.name),
    institutionCity: text(institution.city),
    phone: text(p.phone),
    fax: text(p.fax),
    website: text(p.website),
    directorFirstName: text(p.directorFirstName),
    directorLastName: text(p.directorLastName),
    directorEmail: text(p.directorEmail),
  };
}

// ---------- medical school registration ----------

export type MedicalSchoolType = (typeof medicalSchoolTypes)[number];
export type MedicalSchoolDegree = (typeof medicalSchoolDegrees)[number];

export type MedicalSchoolRegistrationValues = AddressValues & {
  code: string;
  name: string;
  type: MedicalSchoolType | null;
  degree: MedicalSchoolDegree | null;
  email: string;
  phone: string;
  fax: string;
};

export function emptyMedicalSchoolRegistration(): MedicalSchoolRegistrationValues {
  return {
    code: '',
    name: '',
    type: null,
    degree: null,
    email: '',
    phone: '',
    fax: '',
    ...emptyAddress,
  };
}

export function toMedicalSchoolRegistrationPayload(v: MedicalSchoolRegistrationValues) {
  return {
    code: orNull(v.code),
    name: v.name,
    type: v.type ?? undefined,
    degree: v.degree ?? undefined,
    email: orNull(v.email),
    phone: orNull(v.phone),
    fax: orNull(v.fax),
    ...addressPayload(v),
  };
}

export function medicalSchoolRegistrationValuesOf(
  p: Record<string, unknown>,
  suggestedCode: string | null,
): MedicalSchoolRegistrationValues {
  return {
    ...addressOf(p),
    code: text(p.code) || (suggestedCode ?? ''),
    name: text(p.name),
    type: (text(p.type) || null) as MedicalSchoolType | null,
    degree: (text(p.degree) || null) as MedicalSchoolDegree | null,
    email: text(p.email),
    phone: text(p.phone),
    fax: text(p.fax),
  };
}

// ---------- the requester of a public form ----------

/** Kept in the draft with the form; the captcha answer is single-use and never is. */
export type RequesterValues = { requesterName: string; requesterEmail: string };

export const emptyRequester = (): RequesterValues => ({ requesterName: '', requesterEmail: '' });
