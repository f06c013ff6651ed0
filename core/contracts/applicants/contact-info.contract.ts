/**
 * The applicant's contact info (business.md §2.2 contact-info): the current and the permanent address
 * (platform.md §3 Address; zip and country/state rules as programs have them), kept with the profile's
 * version so an edit made against an older copy is refused instead of overwriting.
 */
import { z } from 'zod';
import { messages } from '../../domain/messages.ts';
import { optionalField, referenceId, zipField } from '../catalogue-fields.ts';
import { requiredText } from '../fields.ts';
import { defineContract } from '../http.ts';

export const contactAddressInput = z.strictObject({
  addressLine: requiredText(200, messages.AddressIsRequired),
  addressLine2: optionalField(200),
  city: requiredText(100, messages.CityIsRequired),
  countryId: z.number({ error: messages.SelectCountry }).int().positive().max(2_147_483_647),
  stateId: referenceId.nullable().default(null),
  zip: zipField,
});
export type ContactAddressInput = z.output<typeof contactAddressInput>;

export const contactAddress = z.object({
  addressLine: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  countryId: z.number().int(),
  stateId: z.number().int().nullable(),
  zip: z.string().nullable(),
});
export type ContactAddress = z.infer<typeof contactAddress>;

export const contactInfo = z.object({
  current: contactAddress.nullable(),
  /** Null: the permanent address is the current one. */
  permanent: contactAddress.nullable(),
  version: z.number().int(),
});
export type ContactInfo = z.infer<typeof contactInfo>;

export const getContactInfo = defineContract({
  method: 'GET',
  path: '/api/applicant/contact-info',
  access: ['Applicant'],
  response: contactInfo,
});

export const contactInfoBody = z.strictObject({
  current: contactAddressInput,
  permanent: contactAddressInput.nullable(),
  /** The version the edit was made against (409 when the profile changed meanwhile). */
  version: z.number().int().min(1).max(2_147_483_647),
});

export const saveContactInfo = defineContract({
  method: 'PUT',
  path: '/api/applicant/contact-info',
  access: ['Applicant'],
  body: contactInfoBody,
  response: contactInfo,
});
