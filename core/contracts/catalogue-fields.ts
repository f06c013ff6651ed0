import { z } from 'zod';
import { formatMessage, messages } from '../domain/messages.ts';
import { isValidFax, isValidPhone, isValidUrl, isValidZip } from '../domain/validation.ts';
import { text } from './http.ts';

/**
 * Fields shared by the catalogue contracts (programs, institutions, medical schools): ids, filters,
 * contact and address fields (platform.md §3
 * Address and Phone, §5 value checks, business.md §5 messages). Empty strings are stored as null.
 */
const emptyToNull = (value: string | null | undefined) => (value ? value : null);

export const referenceId = z.number().int().positive().max(2_147_483_647);
/** A numeric id in a path or query string. */
export const idParam = z.coerce.number().int().positive().max(2_147_483_647);
/** A yes/no filter in a query string. */
export const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

/** An optional trimmed text, null when empty. */
export const optionalField = (max: number) =>
  text(max)
    .transform((v) => v.trim())
    .nullable()
    .optional()
    .transform(emptyToNull);

/** An optional text that must pass `check` when given, with the catalogue's message. */
const checkedField = (max: number, check: (value: string) => boolean, message: string) =>
  z
    .string()
    .max(max, message)
    .transform((v) => v.trim())
    .refine(check, message)
    .nullable()
    .optional()
    .transform(emptyToNull);

/** The example host of the URL message. */
export const urlExampleHost = 'https://www.example.com';

export const phoneField = checkedField(40, isValidPhone, messages.InvalidPhone);
export const faxField = checkedField(40, isValidFax, messages.InvalidFax);
export const zipField = checkedField(20, isValidZip, messages.InvalidZip);
export const websiteField = checkedField(
  500,
  isValidUrl,
  formatMessage(messages.InvalidUrl, { host: urlExampleHost }),
);

export const addressFields = {
  addressLine: optionalField(200),
  city: optionalField(100),
  countryId: referenceId.nullable().default(null),
  stateId: referenceId.nullable().default(null),
  zip: zipField,
};

/** What an address reads back as: ids plus the names a list or card shows. */
export const addressOutput = {
  addressLine: z.string().nullable(),
  city: z.string().nullable(),
  countryId: z.number().int().nullable(),
  countryName: z.string().nullable(),
  stateId: z.number().int().nullable(),
  stateName: z.string().nullable(),
  stateShortName: z.string().nullable(),
  zip: z.string().nullable(),
};
