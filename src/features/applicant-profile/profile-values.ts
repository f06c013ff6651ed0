/**
 * Form values of the applicant profile forms and their checks (the same rules the server applies,
 * so the applicant sees a message before sending from a phone with a poor connection).
 * Validators return catalogue keys per field; forms translate them.
 */
import type {
  PersonalInfo,
  PersonalInfoInput,
  VisaType,
} from '../../../core/contracts/applicants/applicant-profile.contract.ts';
import { HOBBIES_MAX_LENGTH } from '../../../core/contracts/applicants/applicant-profile.contract.ts';
import type {
  DateRange,
  Education,
  EducationInput,
  EducationType,
  Employment,
  EmploymentInput,
  HonorInput,
  TrainingType,
} from '../../../core/contracts/applicants/education.contract.ts';
import { EMPLOYMENT_DESCRIPTION_MAX_LENGTH } from '../../../core/contracts/applicants/education.contract.ts';
import type { HonorType } from '../../../core/contracts/reference-data/reference-data.contract.ts';
import { todayInPacific } from '../../lib/format/dates.ts';
import type { TranslationKey } from '../../lib/i18n/en-gb.ts';

type FieldKeys = Partial<Record<string, TranslationKey>>;

/** Today as 'YYYY-MM-DD' in Pacific time (server dates are Pacific, business.md §3.1). */
export function pacificToday(now: Date = new Date()): string {
  return todayInPacific(now).toString();
}

/** From required, To after From, From not after today. */
export function checkDateRange(range: DateRange, prefix: string, keys: FieldKeys, today = pacificToday()) {
  if (!range.from) keys[`${prefix}.from`] = 'StartDateIsRequired';
  else if (range.from > today) keys[`${prefix}.from`] = 'DateNotInFuture';
  else if (range.to && range.to <= range.from) keys[`${prefix}.to`] = 'ToDateGreater';
}

// ---------- personal information ----------

export type PersonalInfoValues = {
  salutation: string | null;
  firstName: string;
  middleName: string;
  lastName: string;
  credentials: string;
  dateOfBirth: string | null;
  gender: string | null;
  citizenship: string;
  isEligibleToWorkInUsa: boolean | null;
  needsVisaSponsorship: boolean | null;
  visaType: VisaType | null;
  visaTypeOther: string;
  version: number;
};

/** Credentials are typed as one comma-separated line ('MD, PhD') and kept as label/value options. */
export function personalInfoValues(info: PersonalInfo): PersonalInfoValues {
  return {
    salutation: info.salutation,
    firstName: info.firstName,
    middleName: info.middleName ?? '',
    lastName: info.lastName,
    credentials: info.credentials.map((c) => c.value).join(', '),
    dateOfBirth: info.dateOfBirth,
    gender: info.gender,
    citizenship: info.citizenship ?? '',
    isEligibleToWorkInUsa: info.isEligibleToWorkInUsa,
    needsVisaSponsorship: info.needsVisaSponsorship,
    visaType: info.visaType,
    visaTypeOther: info.visaTypeOther ?? '',
    version: info.version,
  };
}

export function validatePersonalInfo(v: PersonalInfoValues): FieldKeys {
  const keys: FieldKeys = {};
  if (!v.firstName.trim()) keys.firstName = 'FirstNameIsRequired';
  if (!v.lastName.trim()) keys.lastName = 'LastNameIsRequired';
  if (v.isEligibleToWorkInUsa === null) keys.isEligibleToWorkInUsa = 'EligibleToWorkInUsa';
  if (v.needsVisaSponsorship === null) keys.needsVisaSponsorship = 'NeedVisaSponsorship';
  if (v.visaType === 'Other' && !v.visaTypeOther.trim()) keys.visaTypeOther = 'OtherVisaTypeName';
  if (v.dateOfBirth && v.dateOfBirth > pacificToday()) keys.dateOfBirth = 'DateNotInFuture';
  return keys;
}

export function toPersonalInfoBody(v: PersonalInfoValues): PersonalInfoInput {
  const credentials = v.credentials
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean)
    .map((value) => ({ label: value, value }));
  return {
    salutation: (v.salutation as PersonalInfoInput['salutation']) ?? null,
    firstName: v.firstName,
    middleName: v.middleName || null,
    lastName: v.lastName,
    credentials,
    dateOfBirth: v.dateOfBirth,
    gender: (v.gender as PersonalInfoInput['gender']) ?? null,
    citizenship: v.citizenship || null,
    isEligibleToWorkInUsa: v.isEligibleToWorkInUsa as boolean,
    needsVisaSponsorship: v.needsVisaSponsorship as boolean,
    visaType: v.visaType,
    visaTypeOther: v.visaType === 'Other' ? v.visaTypeOther : null,
    version: v.version,
  };
}

export function validateHobbies(v: { hobbiesAndInterests: string }): FieldKeys {
  return v.hobbiesAndInterests.length > HOBBIES_MAX_LENGTH
    ? { hobbiesAndInterests: 'ExceededNumberOfCharacters' }
    : {};
}

// ---------- employment ----------

export type EmploymentValues = {
  employer: string;
  position: string;
  employmentDates: DateRange;
  city: string;
  countryName: string;
  description: string;
};

export const emptyEmployment: EmploymentValues = {
  employer: '',
  position: '',
  employmentDates: { from: null, to: null },
  city: '',
  countryName: '',
  description: '',
};

export const employmentValues = (e: Employment): EmploymentValues => ({
  employer: e.employer,
  position: e.position,
  employmentDates: e.employmentDates,
  city: e.city ?? '',
  countryName: e.countryName ?? '',
  description: e.description ?? '',
});

export function validateEmployment(v: EmploymentValues): FieldKeys {
  const keys: FieldKeys = {};
  if (!v.employer.trim()) keys.employer = 'EmployerIsRequired';
  if (!v.position.trim()) keys.position = 'PositionIsRequired';
  checkDateRange(v.employmentDates, 'employmentDates', keys);
  if (v.description.length > EMPLOYMENT_DESCRIPTION_MAX_LENGTH)
    keys.description = 'ExceededNumberOfCharacters';
  return keys;
}

export const toEmploymentBody = (v: EmploymentValues): EmploymentInput => ({
  employer: v.employer,
  position: v.position,
  employmentDates: v.employmentDates,
  city: v.city || null,
  countryName: v.countryName || null,
  description: v.description || null,
});

// ---------- education ----------

/** One form for the four types; the fields of the chosen type are sent. */
export type EducationValues = {
  type: EducationType;
  institution: string;
  medicalSchoolId: number | null;
  major: string;
  gpa: number | null;
  classRank: number | null;
  degrees: string;
  city: string;
  countryName: string;
  attendedDates: DateRange;
  honors: HonorInput[];
  programName: string;
  mentorName: string;
  programDirectorName: string;
  departmentDivision: string;
  trainingType: TrainingType;
  specialty: string;
};

export const emptyEducation = (type: EducationType): EducationValues => ({
  type,
  institution: '',
  medicalSchoolId: null,
  major: '',
  gpa: null,
  classRank: null,
  degrees: '',
  city: '',
  countryName: '',
  attendedDates: { from: null, to: null },
  honors: [],
  programName: '',
  mentorName: '',
  programDirectorName: '',
  departmentDivision: '',
  trainingType: 'Unknown',
  specialty: '',
});

export function educationValues(e: Education): EducationValues {
  const base = { ...emptyEducation(e.type), attendedDates: e.attendedDates };
  const honorInputs = (
    list: {
      honorTypeId: number;
      honorTypeItemId: number | null;
      customHonorName: string | null;
      customHonorValue: string | null;
    }[],
  ) =>
    list.map((h) => ({
      honorTypeId: h.honorTypeId,
      honorTypeItemId: h.honorTypeItemId,
      customHonorName: h.customHonorName,
      customHonorValue: h.customHonorValue,
    }));
  switch (e.type) {
    case 'Training':
      return {
        ...base,
        programName: e.programName,
        mentorName: e.mentorName ?? '',
        programDirectorName: e.programDirectorName ?? '',
        departmentDivision: e.departmentDivision ?? '',
        trainingType: e.trainingType.value,
        specialty: e.specialty ?? '',
        city: e.address?.city ?? '',
        countryName: e.address?.countryName ?? '',
      };
    case 'MedicalSchool':
      return {
        ...base,
        institution: e.institution,
        medicalSchoolId: e.medicalSchool?.id ?? null,
        gpa: e.gpa,
        classRank: e.classRank,
        degrees: e.degrees.join(', '),
        city: e.institutionAddress?.city ?? '',
        countryName: e.institutionAddress?.countryName ?? '',
        honors: honorInputs(e.applicantMedicalSchoolHonors),
      };
    default:
      return {
        ...base,
        institution: e.institution,
        major: e.major ?? '',
        gpa: e.gpa,
        degrees: e.degrees.join(', '),
        city: e.address?.city ?? '',
        countryName: e.address?.countryName ?? '',
        honors: e.type === 'Undergraduate' ? honorInputs(e.honors) : [],
      };
  }
}

const hasHonors = (type: EducationType) => type === 'MedicalSchool' || type === 'Undergraduate';

/** The honor-type rules (mandatory for medical school, unique, custom name and value, a listed answer). */
export function checkHonorInputs(
  honors: readonly HonorInput[],
  types: readonly HonorType[],
  withMandatory: boolean,
  keys: FieldKeys,
): void {
  const counts = new Map<number, number>();
  honors.forEach((honor, i) => {
    const type = types.find((t) => t.id === honor.honorTypeId);
    if (!type) return;
    counts.set(type.id, (counts.get(type.id) ?? 0) + 1);
    if (type.isCustom) {
      if (!honor.customHonorName?.trim()) keys[`honors.${i}.customHonorName`] = 'HonorNameIsRequired';
      if (!honor.customHonorValue?.trim()) keys[`honors.${i}.customHonorValue`] = 'HonorValueIsRequired';
    } else if (!type.items.some((item) => item.id === honor.honorTypeItemId)) {
      keys[`honors.${i}.honorTypeItemId`] = 'HonorIsMandatory';
    }
    if (type.isUnique && counts.get(type.id) === 2) keys[`honors.${i}.honorTypeId`] = 'HonorIsUnique';
  });
  if (withMandatory && types.some((t) => t.isMandatory && !counts.has(t.id)))
    keys.honors = 'HonorIsMandatory';
}

export function validateEducation(v: EducationValues, honorTypes: readonly HonorType[]): FieldKeys {
  const keys: FieldKeys = {};
  if (v.type === 'Training') {
    if (!v.programName.trim()) keys.programName = 'ProgramNameIsRequired';
  } else if (!v.institution.trim()) keys.institution = 'InstitutionNameIsRequired';
  for (const field of ['gpa', 'classRank'] as const) {
    const value = v[field];
    if (value !== null && value > 100) keys[field] = 'NotGreaterThan100';
    if (value !== null && value < 0) keys[field] = 'GreaterOrEqualZero';
  }
  checkDateRange(v.attendedDates, 'attendedDates', keys);
  if (hasHonors(v.type)) checkHonorInputs(v.honors, honorTypes, v.type === 'MedicalSchool', keys);
  return keys;
}

export function toEducationBody(v: EducationValues): EducationInput {
  const place = { city: v.city || null, countryName: v.countryName || null };
  const degrees = v.degrees
    .split(',')
    .map((d) => d.trim())
    .filter(Boolean);
  switch (v.type) {
    case 'MedicalSchool':
      return {
        type: 'MedicalSchool',
        medicalSchoolId: v.medicalSchoolId,
        institution: v.institution,
        institutionAddress: place,
        gpa: v.gpa,
        classRank: v.classRank,
        attendedDates: v.attendedDates,
        degrees,
        honors: v.honors,
      };
    case 'Training':
      return {
        type: 'Training',
        programName: v.programName,
        mentorName: v.mentorName || null,
        programDirectorName: v.programDirectorName || null,
        departmentDivision: v.departmentDivision || null,
        trainingType: v.trainingType,
        specialty: v.specialty || null,
        address: place,
        attendedDates: v.attendedDates,
      };
    case 'Undergraduate':
      return {
        type: 'Undergraduate',
        institution: v.institution,
        major: v.major || null,
        gpa: v.gpa,
        degrees,
        address: place,
        attendedDates: v.attendedDates,
        honors: v.honors,
      };
    default:
      return {
        type: 'NonMedicalSchool',
        institution: v.institution,
        major: v.major || null,
        gpa: v.gpa,
        degrees,
        address: place,
        attendedDates: v.attendedDates,
      };
  }
}
