import { describe, expect, it } from 'vitest';
import type { HonorType } from '../../../core/contracts/reference-data/reference-data.contract.ts';
import {
  emptyEducation,
  emptyEmployment,
  type PersonalInfoValues,
  pacificToday,
  toEducationBody,
  toPersonalInfoBody,
  validateEducation,
  validateEmployment,
  validatePersonalInfo,
} from './profile-values.ts';

const honorTypes: HonorType[] = [
  {
    id: 1,
    knownHonorTypeEnum: 'AoaStatus',
    displayName: 'Alpha Omega Alpha',
    items: [{ id: 101, value: 'Member' }],
    isCustom: false,
    isUnique: true,
    isMandatory: true,
  },
  {
    id: 4,
    knownHonorTypeEnum: 'Unknown',
    displayName: 'Other honor',
    items: [],
    isCustom: true,
    isUnique: false,
    isMandatory: false,
  },
];

const personal: PersonalInfoValues = {
  salutation: null,
  firstName: 'Ada',
  middleName: '',
  lastName: 'Lovelace',
  credentials: ' MD, , PhD ',
  dateOfBirth: null,
  gender: null,
  citizenship: '',
  isEligibleToWorkInUsa: true,
  needsVisaSponsorship: true,
  visaType: 'Other',
  visaTypeOther: '',
  version: 2,
};

describe('profile form values', () => {
  it('asks for the Other visa type name and turns credentials into options', () => {
    expect(validatePersonalInfo(personal)).toEqual({ visaTypeOther: 'OtherVisaTypeName' });
    expect(toPersonalInfoBody({ ...personal, visaType: 'J1', visaTypeOther: 'left over' })).toMatchObject({
      credentials: [
        { label: 'MD', value: 'MD' },
        { label: 'PhD', value: 'PhD' },
      ],
      visaType: 'J1',
      visaTypeOther: null,
      middleName: null,
      version: 2,
    });
  });

  it('checks dates: a start, To after From, no start in the future (Pacific today)', () => {
    const job = { ...emptyEmployment, employer: 'E', position: 'P' };
    expect(validateEmployment(job)).toEqual({ 'employmentDates.from': 'StartDateIsRequired' });
    expect(validateEmployment({ ...job, employmentDates: { from: '2020-01-02', to: '2020-01-01' } })).toEqual(
      { 'employmentDates.to': 'ToDateGreater' },
    );
    expect(validateEmployment({ ...job, employmentDates: { from: '2999-01-01', to: null } })).toEqual({
      'employmentDates.from': 'DateNotInFuture',
    });
    // 07:30 UTC on 2 March is still 1 March in California.
    expect(pacificToday(new Date('2026-03-02T07:30:00Z'))).toBe('2026-03-01');
  });

  it('applies the honor-type rules: mandatory for medical school only, unique, custom name and value', () => {
    const school = {
      ...emptyEducation('MedicalSchool'),
      institution: 'Harbor',
      attendedDates: { from: '2016-08-01', to: null },
    };
    expect(validateEducation(school, honorTypes)).toEqual({ honors: 'HonorIsMandatory' });
    const aoa = { honorTypeId: 1, honorTypeItemId: 101, customHonorName: null, customHonorValue: null };
    expect(
      validateEducation(
        { ...school, gpa: 101, honors: [aoa, aoa, { honorTypeId: 4, customHonorName: 'Award' }] },
        honorTypes,
      ),
    ).toEqual({
      gpa: 'NotGreaterThan100',
      'honors.1.honorTypeId': 'HonorIsUnique',
      'honors.2.customHonorValue': 'HonorValueIsRequired',
    });
    expect(validateEducation({ ...school, type: 'Undergraduate' }, honorTypes)).toEqual({});
  });

  it('sends only the fields of the chosen education type', () => {
    const training = {
      ...emptyEducation('Training'),
      programName: 'Retina research',
      trainingType: 'Research' as const,
      institution: 'not sent',
      attendedDates: { from: '2021-01-01', to: null },
    };
    expect(toEducationBody(training)).toEqual({
      type: 'Training',
      programName: 'Retina research',
      mentorName: null,
      programDirectorName: null,
      departmentDivision: null,
      trainingType: 'Research',
      specialty: null,
      address: { city: null, countryName: null },
      attendedDates: { from: '2021-01-01', to: null },
    });
    expect(validateEducation({ ...training, programName: ' ' }, honorTypes)).toEqual({
      programName: 'ProgramNameIsRequired',
    });
  });
});
