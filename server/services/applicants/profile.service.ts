import type { z } from 'zod';
import type {
  Hobbies,
  PersonalInfo,
  personalInfoInput,
} from '../../../core/contracts/applicants/applicant-profile.contract.ts';
import {
  byAttendanceEnd,
  type DateRange,
  type Education,
  type EducationDetails,
  type EducationInputParsed,
  type Employment,
  type EmploymentInputParsed,
  employmentDetails,
  type Honor,
  type HonorInput,
  type MedicalSchoolOption,
  type Place,
  type StoredHonor,
} from '../../../core/contracts/applicants/education.contract.ts';
import type { TrainingType } from '../../../core/domain/educations.ts';
import { pacificDateOf } from '../../../core/domain/match-calendar.ts';
import { message, messages } from '../../../core/domain/messages.ts';
import { type DbExecutor, withTransaction } from '../../db/client.ts';
import {
  type ApplicantProfileRow,
  ensureApplicantProfile,
  findApplicantUserId,
  findProfileUser,
  type ProfileChanges,
  updateApplicantProfileAt,
  updateProfileUser,
} from '../../db/repositories/applicant-profiles.repository.ts';
import {
  deleteApplicantEducation,
  type EducationRow,
  type EducationValues,
  findApplicantEducation,
  findMedicalSchoolNames,
  insertEducation,
  listActiveMedicalSchoolNames,
  listApplicantEducations,
  updateApplicantEducation,
} from '../../db/repositories/educations.repository.ts';
import {
  deleteApplicantEmployment,
  type EmploymentRow,
  type EmploymentValues,
  findApplicantEmployment,
  insertEmployment,
  listApplicantEmployments,
  updateApplicantEmployment,
} from '../../db/repositories/employments.repository.ts';
import {
  type HonorTypeRow as HonorType,
  listHonorTypes,
} from '../../db/repositories/reference-data.repository.ts';
import { notFound, StaleWrite, ValidationFailure } from '../../errors.ts';
import type { ApplicantServiceDeps } from './applicant-deps.ts';

export type ApplicantProfileService = ReturnType<typeof createApplicantProfileService>;

/** Everything this slice holds about an applicant, for the CAS snapshot and admin views. */
export type ApplicantProfileSnapshot = {
  personalInfo: PersonalInfo;
  hobbiesAndInterests: string;
  educations: Education[];
  employments: Employment[];
};

/** A versioned write made against an older copy: the route answers 409 with `current`. */
type PersonalInfoParsed = z.output<typeof personalInfoInput>;

const TRAINING_TYPE_LABELS: Record<TrainingType, string> = {
  Unknown: 'Unknown',
  Internship: 'Internship',
  Residency: 'Residency',
  Research: 'Research',
  Fellowship: 'Fellowship',
};

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v) => typeof v === 'string') : [];
const placeOf = (value: unknown): Place | null => {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  return {
    addressLine: str(v.addressLine),
    city: str(v.city),
    stateName: str(v.stateName),
    countryName: str(v.countryName),
  };
};

function personalInfoOf(
  user: Awaited<ReturnType<typeof findProfileUser>>,
  profile: ApplicantProfileRow,
): PersonalInfo {
  return {
    salutation: user.salutation,
    firstName: user.firstName,
    middleName: user.middleName,
    lastName: user.lastName,
    credentials: user.credentials,
    email: user.email,
    dateOfBirth: profile.dateOfBirth,
    gender: profile.gender,
    citizenship: profile.citizenship,
    isEligibleToWorkInUsa: profile.isEligibleToWorkInUsa,
    needsVisaSponsorship: profile.needsVisaSponsorship,
    visaType: profile.visaType,
    visaTypeOther: profile.visaTypeOther,
    version: profile.version,
  };
}

const hobbiesOf = (profile: ApplicantProfileRow): Hobbies => ({
  hobbiesAndInterests: profile.hobbiesAndInterests ?? '',
  version: profile.version,
});

/**
 * The honor-type rules of business.md §3.5: every honor names a known type ('Honor <id> was not found.',
 * 'No honors found.' when there are none at all), a listed type's answer is one of its items, a custom
 * one needs a name and a value, a unique type appears at most once, a mandatory one (medical school
 * only: AOA) must be answered.
 */
export function checkHonors(
  honors: readonly HonorInput[],
  types: readonly HonorType[],
  field: string,
  withMandatory: boolean,
  errors: Record<string, string[]>,
): void {
  const add = (path: string, text: string) => {
    errors[path] = [...(errors[path] ?? []), text];
  };
  if (honors.length > 0 && types.length === 0) {
    add(field, messages.NoHonorsFound);
    return;
  }
  const seen = new Map<number, number>();
  honors.forEach((honor, index) => {
    const path = `${field}.${index}`;
    const type = types.find((t) => t.id === honor.honorTypeId);
    if (!type) {
      add(`${path}.honorTypeId`, message('HonorNotFound', { id: honor.honorTypeId }));
      return;
    }
    seen.set(type.id, (seen.get(type.id) ?? 0) + 1);
    if (type.isCustom) {
      if (!honor.customHonorName?.trim()) add(`${path}.customHonorName`, messages.HonorNameIsRequired);
      if (!honor.customHonorValue?.trim()) add(`${path}.customHonorValue`, messages.HonorValueIsRequired);
    } else if (!type.items.some((item) => item.id === honor.honorTypeItemId)) {
      add(`${path}.honorTypeItemId`, message('HonorIsMandatory', { name: type.displayName }));
    }
    if (type.isUnique && seen.get(type.id) === 2) {
      add(`${path}.honorTypeId`, message('HonorIsUnique', { name: type.displayName }));
    }
  });
  if (!withMandatory) return;
  for (const type of types) {
    if (type.isMandatory && !seen.has(type.id)) {
      add(field, message('HonorIsMandatory', { name: type.displayName }));
    }
  }
}

function honorsOf(stored: unknown, types: readonly HonorType[]): Honor[] {
  if (!Array.isArray(stored)) return [];
  return (stored as StoredHonor[]).map((h) => {
    const type = types.find((t) => t.id === h.honorTypeId);
    const item = type?.items.find((i) => i.id === h.honorTypeItemId);
    return {
      id: h.id,
      honorTypeId: h.honorTypeId,
      honorTypeName: type?.displayName ?? '',
      honorTypeItemId: h.honorTypeItemId ?? null,
      honorTypeItem: item?.value ?? null,
      customHonorName: h.customHonorName ?? null,
      customHonorValue: h.customHonorValue ?? null,
    };
  });
}

const storedHonors = (honors: readonly HonorInput[]): StoredHonor[] =>
  honors.map((h, i) => ({
    id: i + 1,
    honorTypeId: h.honorTypeId,
    honorTypeItemId: h.honorTypeItemId ?? null,
    customHonorName: h.customHonorName?.trim() || null,
    customHonorValue: h.customHonorValue?.trim() || null,
  }));

function educationValues(input: EducationInputParsed): EducationValues {
  const { type, attendedDates, version: _version, ...rest } = input;
  const details: EducationDetails = 'honors' in rest ? { ...rest, honors: storedHonors(rest.honors) } : rest;
  return { type, attendedFrom: attendedDates.from ?? null, attendedTo: attendedDates.to ?? null, details };
}

/** Personal information, education, employment, hobbies and interests (PROFILE). */
export function createApplicantProfileService(deps: ApplicantServiceDeps) {
  const { db, access, clock } = deps;

  /** 'The date must be equal to or less than the current.' for a start date after today (Pacific). */
  function checkStartNotInFuture(
    range: { from?: string | null },
    field: string,
    errors: Record<string, string[]>,
  ) {
    if (range.from && range.from > pacificDateOf(clock.now())) {
      errors[`${field}.from`] = [messages.DateNotInFuture];
    }
  }

  function educationOf(
    row: EducationRow,
    types: readonly HonorType[],
    schools: ReadonlyMap<number, MedicalSchoolOption>,
  ): Education {
    const d = row.details;
    const attendedDates: DateRange = { from: row.attendedFrom, to: row.attendedTo };
    const base = { id: row.id, attendedDates, version: row.version };
    switch (row.type) {
      case 'MedicalSchool': {
        const schoolId = num(d.medicalSchoolId);
        return {
          ...base,
          type: 'MedicalSchool',
          medicalSchool: schoolId === null ? null : (schools.get(schoolId) ?? null),
          institution: str(d.institution) ?? '',
          institutionAddress: placeOf(d.institutionAddress),
          gpa: num(d.gpa),
          classRank: num(d.classRank),
          degrees: strings(d.degrees),
          applicantMedicalSchoolHonors: honorsOf(d.honors, types),
        };
      }
      case 'Training': {
        const trainingType: TrainingType = d.trainingType || 'Unknown';
        return {
          ...base,
          type: 'Training',
          programName: str(d.programName) ?? '',
          mentorName: str(d.mentorName),
          programDirectorName: str(d.programDirectorName),
          departmentDivision: str(d.departmentDivision),
          trainingType: { value: trainingType, label: TRAINING_TYPE_LABELS[trainingType] ?? 'Unknown' },
          specialty: str(d.specialty),
          address: placeOf(d.address),
        };
      }
      default: {
        const common = {
          ...base,
          institution: str(d.institution) ?? '',
          major: str(d.major),
          gpa: num(d.gpa),
          degrees: strings(d.degrees),
          address: placeOf(d.address),
        };
        return row.type === 'Undergraduate'
          ? { ...common, type: 'Undergraduate', honors: honorsOf(d.honors, types) }
          : { ...common, type: 'NonMedicalSchool' };
      }
    }
  }

  async function educationsOf(rows: EducationRow[]): Promise<Education[]> {
    const types = await listHonorTypes(db);
    const schoolIds = rows.map((r) => num(r.details.medicalSchoolId)).filter((v): v is number => v !== null);
    const schools = new Map(
      (await findMedicalSchoolNames(db, [...new Set(schoolIds)])).map((s) => [s.id, s]),
    );
    return rows
      .map((row) => educationOf(row, types, schools))
      .sort((a, b) => byAttendanceEnd(a.attendedDates, b.attendedDates) || b.id - a.id);
  }

  async function checkEducation(input: EducationInputParsed): Promise<void> {
    const errors: Record<string, string[]> = {};
    checkStartNotInFuture(input.attendedDates, 'attendedDates', errors);
    if (input.type === 'MedicalSchool' || input.type === 'Undergraduate') {
      const types = await listHonorTypes(db);
      checkHonors(input.honors, types, 'honors', input.type === 'MedicalSchool', errors);
    }
    if (input.type === 'MedicalSchool' && input.medicalSchoolId) {
      const [school] = await findMedicalSchoolNames(db, [input.medicalSchoolId]);
      if (!school) errors.medicalSchoolId = [messages.SelectMedicalSchool];
    }
    if (Object.keys(errors).length > 0) throw new ValidationFailure(errors);
  }

  const employmentOf = (row: EmploymentRow): Employment => {
    const details = employmentDetails.parse(row.details);
    return {
      id: row.id,
      version: row.version,
      employer: row.employer,
      position: row.position,
      employmentDates: { from: row.employedFrom, to: row.employedTo },
      city: str(details.city),
      countryName: str(details.countryName),
      description: str(details.description),
    };
  };

  function employmentValues(input: EmploymentInputParsed): EmploymentValues {
    const errors: Record<string, string[]> = {};
    checkStartNotInFuture(input.employmentDates, 'employmentDates', errors);
    if (Object.keys(errors).length > 0) throw new ValidationFailure(errors);
    return {
      employer: input.employer,
      position: input.position,
      employedFrom: input.employmentDates.from ?? null,
      employedTo: input.employmentDates.to ?? null,
      details: {
        city: input.city?.trim() || null,
        countryName: input.countryName?.trim() || null,
        description: input.description?.trim() || null,
      },
    };
  }

  /** Compare-and-set write of profile fields; a stale version throws with the current copy. */
  async function writeProfile<T>(
    userId: string,
    version: number,
    changes: ProfileChanges,
    also: ((tx: DbExecutor) => Promise<void>) | null,
    view: (profile: ApplicantProfileRow) => Promise<T>,
  ): Promise<T> {
    const applicant = await access.applicantOf(userId);
    await ensureApplicantProfile(db, applicant.id);
    const written = await withTransaction(db, async (tx) => {
      const row = await updateApplicantProfileAt(tx, applicant.id, version, changes);
      if (row && also) await also(tx);
      return row;
    });
    if (!written)
      throw new StaleWrite(
        messages.ProfileChangedMeanwhile,
        await view(await ensureApplicantProfile(db, applicant.id)),
      );
    return view(written);
  }

  async function employmentsOf(applicantId: number): Promise<Employment[]> {
    const items = (await listApplicantEmployments(db, applicantId)).map(employmentOf);
    return items.sort((a, b) => byAttendanceEnd(a.employmentDates, b.employmentDates) || b.id - a.id);
  }

  return {
    /**
     * The applicant's whole profile by applicant id, or null for an unknown id. No access check:
     * callers (the CAS snapshot of APPLY, admin views) decide who may see it.
     */
    async snapshot(applicantId: number): Promise<ApplicantProfileSnapshot | null> {
      const userId = await findApplicantUserId(db, applicantId);
      if (!userId) return null;
      const profile = await ensureApplicantProfile(db, applicantId);
      return {
        personalInfo: personalInfoOf(await findProfileUser(db, userId), profile),
        hobbiesAndInterests: profile.hobbiesAndInterests ?? '',
        educations: await educationsOf(await listApplicantEducations(db, applicantId)),
        employments: await employmentsOf(applicantId),
      };
    },

    async personalInfo(userId: string): Promise<PersonalInfo> {
      const applicant = await access.applicantOf(userId);
      const profile = await ensureApplicantProfile(db, applicant.id);
      return personalInfoOf(await findProfileUser(db, userId), profile);
    },

    /** Names go to `users` and the rest to `applicant_profiles`, in one transaction, under the profile version. */
    async updatePersonalInfo(userId: string, input: PersonalInfoParsed): Promise<PersonalInfo> {
      const otherVisa = input.visaType === 'Other';
      return writeProfile(
        userId,
        input.version,
        {
          dateOfBirth: input.dateOfBirth ?? null,
          gender: input.gender ?? null,
          citizenship: input.citizenship?.trim() || null,
          isEligibleToWorkInUsa: input.isEligibleToWorkInUsa,
          needsVisaSponsorship: input.needsVisaSponsorship,
          visaType: input.visaType ?? null,
          visaTypeOther: otherVisa ? (input.visaTypeOther?.trim() ?? null) : null,
        },
        (tx) =>
          updateProfileUser(tx, userId, {
            salutation: input.salutation ?? null,
            firstName: input.firstName,
            middleName: input.middleName?.trim() || null,
            lastName: input.lastName,
            credentials: input.credentials,
          }),
        async (profile) => personalInfoOf(await findProfileUser(db, userId), profile),
      );
    },

    async hobbies(userId: string): Promise<Hobbies> {
      const applicant = await access.applicantOf(userId);
      return hobbiesOf(await ensureApplicantProfile(db, applicant.id));
    },

    async updateHobbies(
      userId: string,
      input: { hobbiesAndInterests: string; version: number },
    ): Promise<Hobbies> {
      return writeProfile(
        userId,
        input.version,
        { hobbiesAndInterests: input.hobbiesAndInterests },
        null,
        async (profile) => hobbiesOf(profile),
      );
    },

    async educations(userId: string): Promise<{ items: Education[] }> {
      const applicant = await access.applicantOf(userId);
      return { items: await educationsOf(await listApplicantEducations(db, applicant.id)) };
    },

    async createEducation(userId: string, input: EducationInputParsed): Promise<Education> {
      const applicant = await access.applicantOf(userId);
      await checkEducation(input);
      const row = await insertEducation(db, applicant.id, educationValues(input));
      return (await educationsOf([row]))[0]!;
    },

    /** 404 for an unknown id and another applicant's entry alike. */
    async updateEducation(userId: string, id: number, input: EducationInputParsed): Promise<Education> {
      const applicant = await access.applicantOf(userId);
      await checkEducation(input);
      const row = await updateApplicantEducation(db, applicant.id, id, educationValues(input), input.version);
      if (!row) {
        const stored = await findApplicantEducation(db, applicant.id, id);
        if (!stored) throw notFound();
        throw new StaleWrite(messages.ProfileChangedMeanwhile, (await educationsOf([stored]))[0]!);
      }
      return (await educationsOf([row]))[0]!;
    },

    async deleteEducation(userId: string, id: number): Promise<{ ok: true }> {
      const applicant = await access.applicantOf(userId);
      if (!(await deleteApplicantEducation(db, applicant.id, id))) throw notFound();
      return { ok: true };
    },

    async medicalSchools(userId: string): Promise<{ items: MedicalSchoolOption[] }> {
      await access.applicantOf(userId);
      return { items: await listActiveMedicalSchoolNames(db) };
    },

    async employments(userId: string): Promise<{ items: Employment[] }> {
      const applicant = await access.applicantOf(userId);
      return { items: await employmentsOf(applicant.id) };
    },

    async createEmployment(userId: string, input: EmploymentInputParsed): Promise<Employment> {
      const applicant = await access.applicantOf(userId);
      return employmentOf(await insertEmployment(db, applicant.id, employmentValues(input)));
    },

    async updateEmployment(userId: string, id: number, input: EmploymentInputParsed): Promise<Employment> {
      const applicant = await access.applicantOf(userId);
      const row = await updateApplicantEmployment(
        db,
        applicant.id,
        id,
        employmentValues(input),
        input.version,
      );
      if (!row) {
        const stored = await findApplicantEmployment(db, applicant.id, id);
        if (!stored) throw notFound();
        throw new StaleWrite(messages.ProfileChangedMeanwhile, employmentOf(stored));
      }
      return employmentOf(row);
    },

    async deleteEmployment(userId: string, id: number): Promise<{ ok: true }> {
      const applicant = await access.applicantOf(userId);
      if (!(await deleteApplicantEmployment(db, applicant.id, id))) throw notFound();
      return { ok: true };
    },
  };
}
