/**
 * The applicant's publications (business.md §3.8 PublicationType, 13 types), part of the profile: the
 * same routes serve `/applicant/profile/publications` and the in-cycle page. Listed newest first.
 * Which fields a type uses is `publicationTypeRules` (core/domain/publications.ts): a status only for
 * works not yet published, a PubMed ID only for peer-reviewed published ones.
 */
import { z } from 'zod';
import { formatMessage, messages } from '../../domain/messages.ts';
import {
  isPubmedId,
  publicationStatuses,
  publicationTypeRules,
  publicationTypes,
} from '../../domain/publications.ts';
import { isValidUrl } from '../../domain/validation.ts';
import { idParam, urlExampleHost } from '../catalogue-fields.ts';
import { optionalTrimmedText, requiredText } from '../fields.ts';
import { defineContract, okResponse } from '../http.ts';

export const PUBLICATION_TITLE_MAX = 500;
export const PUBLICATION_AUTHORS_MAX = 1000;

export const publicationUrlMessage = formatMessage(messages.InvalidUrl, { host: urlExampleHost });

export const publicationInput = z
  .strictObject({
    type: z.enum(publicationTypes, { error: messages.SelectPublicationType }),
    title: requiredText(PUBLICATION_TITLE_MAX, messages.PublicationTitleIsRequired),
    authors: requiredText(PUBLICATION_AUTHORS_MAX, messages.AuthorsAreRequired),
    /** The journal, conference, site, book or publisher (named by the type's venue). */
    venue: optionalTrimmedText(300),
    /** 'YYYY-MM-DD': published, presented or submitted; the service refuses a future one where the type is dated when done. */
    date: z
      .string({ error: messages.InvalidValue })
      .regex(/^\d{4}-\d{2}-\d{2}$/, messages.InvalidValue)
      .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), messages.InvalidValue)
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    status: z
      .enum(publicationStatuses, { error: messages.SelectPublicationStatus })
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    url: optionalTrimmedText(1000, publicationUrlMessage).refine(
      (v) => v === null || isValidUrl(v),
      publicationUrlMessage,
    ),
    pubmedId: optionalTrimmedText(9, messages.InvalidPubmedId).refine(
      (v) => v === null || isPubmedId(v),
      messages.InvalidPubmedId,
    ),
    /** The version an update was made on (compare-and-set, 409 with the stored one); absent on a create. */
    version: z.number({ error: messages.InvalidValue }).int().positive().max(2_147_483_647).optional(),
  })
  .superRefine((input, issue) => {
    if (publicationTypeRules[input.type].hasStatus && input.status === null) {
      issue.addIssue({ code: 'custom', path: ['status'], message: messages.SelectPublicationStatus });
    }
  })
  // Fields the type does not use are dropped, not stored (a type changed after filling them in).
  .transform((input) => {
    const rules = publicationTypeRules[input.type];
    return {
      ...input,
      status: rules.hasStatus ? input.status : null,
      pubmedId: rules.hasPubmedId ? input.pubmedId : null,
    };
  });
export type PublicationInput = z.input<typeof publicationInput>;
export type PublicationInputParsed = z.output<typeof publicationInput>;

export const publication = z.object({
  id: z.number().int(),
  type: z.enum(publicationTypes),
  title: z.string(),
  authors: z.string(),
  venue: z.string().nullable(),
  date: z.string().nullable(),
  status: z.enum(publicationStatuses).nullable(),
  url: z.string().nullable(),
  pubmedId: z.string().nullable(),
  version: z.number().int(),
});

/**
 * What the publications table keeps in `details` (the fields besides type and title); read back
 * through it. A row may lack any field (the seed and older rows fill only what their type uses).
 */
export const publicationDetails = z.object({
  authors: z.string().optional(),
  venue: z.string().nullish(),
  date: z.string().nullish(),
  status: z.enum(publicationStatuses).nullish(),
  url: z.string().nullish(),
  pubmedId: z.string().nullish(),
});
export type PublicationDetails = z.infer<typeof publicationDetails>;
export type Publication = z.infer<typeof publication>;

const idParams = z.strictObject({ id: idParam });

export const listPublications = defineContract({
  method: 'GET',
  path: '/api/applicant/profile/publications',
  access: ['Applicant'],
  response: z.object({ items: z.array(publication) }),
});

export const createPublication = defineContract({
  method: 'POST',
  path: '/api/applicant/profile/publications',
  access: ['Applicant'],
  body: publicationInput,
  response: publication,
});

/** 404 for a publication the applicant does not have (another applicant's included). */
export const updatePublication = defineContract({
  method: 'PUT',
  path: '/api/applicant/profile/publications/:id',
  access: ['Applicant'],
  params: idParams,
  body: publicationInput,
  response: publication,
});

export const deletePublication = defineContract({
  method: 'DELETE',
  path: '/api/applicant/profile/publications/:id',
  access: ['Applicant'],
  params: idParams,
  response: okResponse,
});
