import type { ProgramDetails, ProgramInput } from '../../../core/contracts/programs/programs.contract.ts';
import type { Country } from '../../../core/contracts/reference-data/reference-data.contract.ts';
import type { MessageKey } from '../../../core/domain/messages.ts';
import { isValidUrlSegment } from '../../../core/domain/validation.ts';
import {
  type AddressValues,
  addressBody,
  emptyAddress,
  validateAddressAndContacts,
} from './contact-values.ts';

export type ProgramFormValues = AddressValues & {
  code: string;
  name: string;
  specialtyId: number | null;
  subspecialtyId: number | null;
  institutionMode: 'existing' | 'new';
  institutionId: number | null;
  /** The picked institution's name, shown in the picker. */
  institutionLabel: string;
  newInstitutionName: string;
  newInstitutionCity: string;
  phone: string;
  fax: string;
  website: string;
  description: string;
  isActive: boolean;
};

export type ProgramFormField = keyof ProgramFormValues;

export const emptyProgram: ProgramFormValues = {
  ...emptyAddress,
  code: '',
  name: '',
  specialtyId: null,
  subspecialtyId: null,
  institutionMode: 'existing',
  institutionId: null,
  institutionLabel: '',
  newInstitutionName: '',
  newInstitutionCity: '',
  phone: '',
  fax: '',
  website: '',
  description: '',
  isActive: true,
};

export function programValuesFromDetails(program: ProgramDetails): ProgramFormValues {
  return {
    ...emptyProgram,
    code: program.code,
    name: program.name,
    specialtyId: program.specialtyId,
    subspecialtyId: program.subspecialtyId,
    institutionId: program.institutionId,
    institutionLabel: program.institutionName ?? '',
    addressLine: program.addressLine ?? '',
    city: program.city ?? '',
    countryId: program.countryId,
    stateId: program.stateId,
    zip: program.zip ?? '',
    phone: program.phone ?? '',
    fax: program.fax ?? '',
    website: program.website ?? '',
    description: program.description ?? '',
    isActive: program.isActive,
  };
}

/** The form's own checks (the server repeats them): required fields, formats, a state where needed. */
export function validateProgram(
  values: ProgramFormValues,
  countries: readonly Country[],
): Partial<Record<ProgramFormField, MessageKey>> {
  const errors: Partial<Record<ProgramFormField, MessageKey>> = validateAddressAndContacts(values, countries);
  if (!values.code.trim()) errors.code = 'CodeIsRequired';
  else if (!isValidUrlSegment(values.code.trim())) errors.code = 'InvalidCode';
  if (!values.name.trim()) errors.name = 'NameIsRequired';
  if (values.specialtyId === null) errors.specialtyId = 'SelectSpecialty';
  if (values.institutionMode === 'new') {
    if (!values.newInstitutionName.trim()) errors.newInstitutionName = 'InstitutionNameIsRequired';
    if (!values.newInstitutionCity.trim()) errors.newInstitutionCity = 'CityIsRequired';
  }
  return errors;
}

/** The create/update body: a picked institution or a new one, never both. */
export function toProgramBody(
  values: ProgramFormValues,
): Omit<ProgramInput, 'specialtyId'> & { specialtyId: number } {
  const isNew = values.institutionMode === 'new';
  return {
    code: values.code.trim(),
    name: values.name.trim(),
    specialtyId: values.specialtyId ?? 0,
    subspecialtyId: values.subspecialtyId,
    institutionId: isNew ? null : values.institutionId,
    newInstitution: isNew
      ? { name: values.newInstitutionName.trim(), city: values.newInstitutionCity.trim() }
      : null,
    ...addressBody(values),
    phone: values.phone.trim(),
    fax: values.fax.trim(),
    website: values.website.trim(),
    description: values.description.trim(),
    isActive: values.isActive,
  };
}
