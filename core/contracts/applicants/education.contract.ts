/**
 * Education (the four types of business.md §3.5, labels of platform.md §3) and employment of the
 * applicant. Lists come sorted by attendance end date: ongoing first, then the latest end first.
 * Type-specific fields are checked here; the honor-type rules (mandatory, unique, custom) and
 * "not in the future" need the reference data and the clock, so the service checks those.
 */
import { z } from 'zod';
import { type EducationType, trainingTypes } from '../../domain/educations.ts';
import { messages } from '../../domain/messages.ts';
import { optionalText, requiredText } from '../fields.ts';
import { defineContract, okResponse } from '../http.ts';
import { plainDate } from './applicant-profile.contract.ts';

/** The lists live in core/domain; exported here too for the client's imports. */
export {
  type EducationType,
  educationTypes,
  type TrainingType,
  trainingTypes,
} from '../../domain/educations.ts';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const idParams = z.strictObject({ id });

/** platform.md §3: short and full education labels. */
export const educationShortLabels: Record<EducationType, string> = {
  MedicalSchool: 'Medical School',
  NonMedicalSchool: 'Graduate Education (non-medical)',
  Undergraduate: 'Undergraduate Education',
  Training: 'Training',
};
export const educationFullLabels: Record<EducationType, string> = {
  MedicalSchool: 'Medical education',
  NonMedicalSchool: 'Graduate Education (non-medical)',
  Undergraduate: 'Undergraduate education',
  Training: 'Training',
};

/** A date range; `to` null while still attending (or employed). */
export const dateRange = z.object({ from: z.string().nullable(), to: z.string().nullable() });
export type DateRange = z.infer<typeof dateRange>;

export const dateRangeInput = z
  .strictObject({
    from: plainDate.nullable().optional(),
    to: plainDate.nullable().optional(),
  })
  .superRefine((range, issue) => {
    if (!range.from)
      issue.addIssue({ code: 'custom', path: ['from'], message: messages.StartDateIsRequired });
    else if (range.to && range.to <= range.from)
      issue.addIssue({ code: 'custom', path: ['to'], message: messages.ToDateGreater });
  });

export const place = z.object({
  addressLine: z.string().nullable(),
  city: z.string().nullable(),
  stateName: z.string().nullable(),
  countryName: z.string().nullable(),
});
export type Place = z.infer<typeof place>;

const placeInput = z
  .strictObject({
    addressLine: optionalText(200),
    city: optionalText(100),
    stateName: optionalText(100),
    countryName: optionalText(100),
  })
  .nullable()
  .optional();

/** GPA, class rank: numbers from 0 to 100 (a percentage at most). */
const percentage = z
  .number({ error: messages.MustBeNumber })
  .min(0, messages.GreaterOrEqualZero)
  .max(100, messages.NotGreaterThan100)
  .nullable()
  .optional();

export const honor = z.object({
  id: z.number().int(),
  honorTypeId: z.number().int(),
  honorTypeName: z.string(),
  honorTypeItemId: z.number().int().nullable(),
  honorTypeItem: z.string().nullable(),
  customHonorName: z.string().nullable(),
  customHonorValue: z.string().nullable(),
});
export type Honor = z.infer<typeof honor>;

export const honorInput = z.strictObject({
  honorTypeId: id,
  honorTypeItemId: id.nullable().optional(),
  customHonorName: optionalText(100),
  customHonorValue: optionalText(200),
});
export type HonorInput = z.output<typeof honorInput>;

const degrees = z.array(requiredText(50, messages.SelectDegree)).max(10).default([]);

const institution = requiredText(200, messages.InstitutionNameIsRequired);

/**
 * The entry's version an update was made on (compare-and-set: a stale one answers 409 with the
 * stored entry); absent on a create, and from older clients, which always write.
 */
const entryVersion = z
  .number({ error: messages.InvalidValue })
  .int()
  .positive()
  .max(2_147_483_647)
  .optional();

export const medicalSchoolEducationInput = z.strictObject({
  type: z.literal('MedicalSchool'),
  medicalSchoolId: id.nullable().optional(),
  institution,
  institutionAddress: placeInput,
  gpa: percentage,
  classRank: percentage,
  attendedDates: dateRangeInput,
  degrees,
  honors: z.array(honorInput).max(20).default([]),
  version: entryVersion,
});

export const nonMedicalEducationInput = z.strictObject({
  type: z.literal('NonMedicalSchool'),
  institution,
  major: optionalText(200),
  gpa: percentage,
  degrees,
  address: placeInput,
  attendedDates: dateRangeInput,
  version: entryVersion,
});

export const undergraduateEducationInput = nonMedicalEducationInput.extend({
  type: z.literal('Undergraduate'),
  honors: z.array(honorInput).max(20).default([]),
});

export const trainingEducationInput = z.strictObject({
  type: z.literal('Training'),
  programName: requiredText(200, messages.ProgramNameIsRequired),
  mentorName: optionalText(200),
  programDirectorName: optionalText(200),
  departmentDivision: optionalText(200),
  trainingType: z.enum(trainingTypes).default('Unknown'),
  specialty: optionalText(200),
  address: placeInput,
  attendedDates: dateRangeInput,
  version: entryVersion,
});

export const educationInput = z.discriminatedUnion(
  'type',
  [
    medicalSchoolEducationInput,
    nonMedicalEducationInput,
    undergraduateEducationInput,
    trainingEducationInput,
  ],
  { error: messages.SelectType },
);
export type EducationInput = z.input<typeof educationInput>;
export type EducationInputParsed = z.output<typeof educationInput>;

const common = { id: z.number().int(), attendedDates: dateRange, version: z.number().int() };

export const education = z.discriminatedUnion('type', [
  z.object({
    ...common,
    type: z.literal('MedicalSchool'),
    medicalSchool: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
    institution: z.string(),
    institutionAddress: place.nullable(),
    gpa: z.number().nullable(),
    classRank: z.number().nullable(),
    degrees: z.array(z.string()),
    applicantMedicalSchoolHonors: z.array(honor),
  }),
  z.object({
    ...common,
    type: z.literal('NonMedicalSchool'),
    institution: z.string(),
    major: z.string().nullable(),
    gpa: z.number().nullable(),
    degrees: z.array(z.string()),
    address: place.nullable(),
  }),
  z.object({
    ...common,
    type: z.literal('Undergraduate'),
    institution: z.string(),
    major: z.string().nullable(),
    gpa: z.number().nullable(),
    degrees: z.array(z.string()),
    address: place.nullable(),
    honors: z.array(honor),
  }),
  z.object({
    ...common,
    type: z.literal('Training'),
    programName: z.string(),
    mentorName: z.string().nullable(),
    programDirectorName: z.string().nullable(),
    departmentDivision: z.string().nullable(),
    trainingType: z.object({ value: z.enum(trainingTypes), label: z.string() }),
    specialty: z.string().nullable(),
    address: place.nullable(),
  }),
]);
export type Education = z.infer<typeof education>;

export const employment = z.object({
  id: z.number().int(),
  employer: z.string(),
  position: z.string(),
  employmentDates: dateRange,
  city: z.string().nullable(),
  countryName: z.string().nullable(),
  description: z.string().nullable(),
  version: z.number().int(),
});
export type Employment = z.infer<typeof employment>;

/** What the employments table keeps in `details`; read back through it (a row may lack any field). */
export const employmentDetails = z.object({
  city: z.string().nullish(),
  countryName: z.string().nullish(),
  description: z.string().nullish(),
});
export type EmploymentDetails = z.infer<typeof employmentDetails>;

/** A place as an education's `details` keeps it: any part may be missing. */
const storedPlace = z.object({
  addressLine: z.string().nullish(),
  city: z.string().nullish(),
  stateName: z.string().nullish(),
  countryName: z.string().nullish(),
});

/** An honor as an education's `details` keeps it: the input's fields and its number in the entry. */
export const storedHonor = z.object({
  id: z.number().int(),
  honorTypeId: z.number().int(),
  honorTypeItemId: z.number().int().nullish(),
  customHonorName: z.string().nullish(),
  customHonorValue: z.string().nullish(),
});
export type StoredHonor = z.infer<typeof storedHonor>;

/**
 * Names an entry may carry besides `institution` or `programName` (older and imported rows); the
 * CAS reads them too (cas.service.ts), a school's name possibly as `{ name }`.
 */
const otherNames = {
  medicalSchoolName: z.string().nullish(),
  medicalSchool: z.union([z.string(), z.object({ name: z.string().nullish() })]).nullish(),
  institutionName: z.string().nullish(),
  name: z.string().nullish(),
};

const schoolDetails = z.object({
  ...otherNames,
  institution: z.string().optional(),
  gpa: z.number().nullish(),
  degrees: z.array(z.string()).optional(),
});
const nonMedicalDetails = schoolDetails.extend({
  major: z.string().nullish(),
  address: storedPlace.nullish(),
});

/**
 * What the educations table keeps in `details`, per education type: the input's type-specific fields
 * (honors numbered). Every field may be missing (the seed and older rows fill only some), so the
 * service and the CAS read them tolerantly.
 */
export const educationDetailsByType = {
  MedicalSchool: schoolDetails.extend({
    medicalSchoolId: z.number().int().nullish(),
    institutionAddress: storedPlace.nullish(),
    classRank: z.number().nullish(),
    honors: z.array(storedHonor).optional(),
  }),
  NonMedicalSchool: nonMedicalDetails,
  Undergraduate: nonMedicalDetails.extend({ honors: z.array(storedHonor).optional() }),
  Training: z.object({
    ...otherNames,
    programName: z.string().optional(),
    mentorName: z.string().nullish(),
    programDirectorName: z.string().nullish(),
    departmentDivision: z.string().nullish(),
    trainingType: z.enum(trainingTypes).optional(),
    specialty: z.string().nullish(),
    address: storedPlace.nullish(),
  }),
} as const satisfies Record<EducationType, z.ZodObject>;
export type EducationDetailsOf<T extends EducationType> = z.infer<(typeof educationDetailsByType)[T]>;
/** The column's type: the fields of every type, each optional (a row holds those of its own type). */
export type EducationDetails = Partial<
  EducationDetailsOf<'MedicalSchool'> & EducationDetailsOf<'Undergraduate'> & EducationDetailsOf<'Training'>
>;

export const EMPLOYMENT_DESCRIPTION_MAX_LENGTH = 1000;

export const employmentInput = z.strictObject({
  employer: requiredText(200, messages.EmployerIsRequired),
  position: requiredText(200, messages.PositionIsRequired),
  employmentDates: dateRangeInput,
  city: optionalText(100),
  countryName: optionalText(100),
  description: z
    .string()
    .max(EMPLOYMENT_DESCRIPTION_MAX_LENGTH, messages.ExceededNumberOfCharacters)
    .nullable()
    .optional(),
  version: entryVersion,
});
export type EmploymentInput = z.input<typeof employmentInput>;
export type EmploymentInputParsed = z.output<typeof employmentInput>;

export const medicalSchoolOption = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type MedicalSchoolOption = z.infer<typeof medicalSchoolOption>;

export const listEducations = defineContract({
  method: 'GET',
  path: '/api/applicant/profile/educations',
  access: ['Applicant'],
  response: z.object({ items: z.array(education) }),
});

export const createEducation = defineContract({
  method: 'POST',
  path: '/api/applicant/profile/educations',
  access: ['Applicant'],
  body: educationInput,
  response: education,
});

export const updateEducation = defineContract({
  method: 'PUT',
  path: '/api/applicant/profile/educations/:id',
  access: ['Applicant'],
  params: idParams,
  body: educationInput,
  response: education,
});

export const deleteEducation = defineContract({
  method: 'DELETE',
  path: '/api/applicant/profile/educations/:id',
  access: ['Applicant'],
  params: idParams,
  response: okResponse,
});

/** Active medical schools for the medical school education picker. */
export const listEducationMedicalSchools = defineContract({
  method: 'GET',
  path: '/api/applicant/profile/medical-schools',
  access: ['Applicant'],
  response: z.object({ items: z.array(medicalSchoolOption) }),
});

export const listEmployments = defineContract({
  method: 'GET',
  path: '/api/applicant/profile/employments',
  access: ['Applicant'],
  response: z.object({ items: z.array(employment) }),
});

export const createEmployment = defineContract({
  method: 'POST',
  path: '/api/applicant/profile/employments',
  access: ['Applicant'],
  body: employmentInput,
  response: employment,
});

export const updateEmployment = defineContract({
  method: 'PUT',
  path: '/api/applicant/profile/employments/:id',
  access: ['Applicant'],
  params: idParams,
  body: employmentInput,
  response: employment,
});

export const deleteEmployment = defineContract({
  method: 'DELETE',
  path: '/api/applicant/profile/employments/:id',
  access: ['Applicant'],
  params: idParams,
  response: okResponse,
});

/** Newest first: ongoing entries first, then by end date, then by start date (ISO dates sort as text). */
export function byAttendanceEnd(a: DateRange, b: DateRange): number {
  const end = (r: DateRange) => r.to ?? '9999-12-31';
  return end(b).localeCompare(end(a)) || (b.from ?? '').localeCompare(a.from ?? '');
}
