import type { Country } from '../../../core/contracts/reference-data/reference-data.contract.ts';
import type { MessageKey } from '../../../core/domain/messages.ts';
import { isValidFax, isValidPhone, isValidUrl, isValidZip } from '../../../core/domain/validation.ts';
import type { AddressFieldValues } from '../../ui/address-fieldset.tsx';

/** Address fields as a form holds them: the address fieldset's values. */
export type AddressValues = AddressFieldValues;

export type ContactValues = { phone: string; fax: string };

export const emptyAddress: AddressValues = {
  addressLine: '',
  city: '',
  countryId: null,
  stateId: null,
  zip: '',
};

/** The URL message's example host, as the server words it. */
export const URL_EXAMPLE_HOST = 'https://www.example.com';

export type FieldErrors<F extends string> = Partial<Record<F, MessageKey>>;

/**
 * The checks of platform.md §3/§5 the server repeats: a country with states needs one, and zip,
 * phone, fax and website formats (messages of business.md §5).
 */
export function validateAddressAndContacts(
  values: AddressValues & Partial<ContactValues> & { website?: string },
  countries: readonly Country[],
): FieldErrors<'stateId' | 'zip' | 'phone' | 'fax' | 'website'> {
  const errors: FieldErrors<'stateId' | 'zip' | 'phone' | 'fax' | 'website'> = {};
  const country = countries.find((c) => c.id === values.countryId);
  if (country && country.states.length > 0 && values.stateId === null) errors.stateId = 'SelectState';
  if (!isValidZip(values.zip.trim())) errors.zip = 'InvalidZip';
  if (values.phone !== undefined && !isValidPhone(values.phone.trim())) errors.phone = 'InvalidPhone';
  if (values.fax !== undefined && !isValidFax(values.fax.trim())) errors.fax = 'InvalidFax';
  if (values.website !== undefined && !isValidUrl(values.website.trim())) errors.website = 'InvalidUrl';
  return errors;
}

/** Address fields as the contracts take them: trimmed text, '' for cleared. */
export function addressBody(values: AddressValues) {
  return {
    addressLine: values.addressLine.trim(),
    city: values.city.trim(),
    countryId: values.countryId,
    stateId: values.stateId,
    zip: values.zip.trim(),
  };
}
