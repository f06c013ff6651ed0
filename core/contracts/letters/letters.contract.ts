/**
 * Letters of reference: the applicant's requests (business.md §2.2 `letters-of-reference`), the
 * writer's public page by link token (`/letters-of-reference/upload/:id`), per-program deliveries,
 * the content (never a waived letter's to the applicant) and the admin's QA mark.
 */
import { z } from 'zod';
import { applicationStatuses } from '../../domain/applicant-restrictions.ts';
import { letterQaStatuses, letterStatuses } from '../../domain/letters.ts';
import { messages } from '../../domain/messages.ts';
import { emailField, requiredText } from '../fields.ts';
import { defineContract, text } from '../http.ts';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const idParams = z.strictObject({ id });
const cycleQuery = z.strictObject({ matchCycleCode: z.string().trim().min(1).max(64).optional() });

/** The writer's link id: random base64url (server/services/letters/letters.service.ts). */
const tokenParams = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, messages.InvalidValue),
});

export const letter = z.object({
  id: z.number().int(),
  writerName: z.string(),
  writerEmail: z.string(),
  message: z.string().nullable(),
  isWaived: z.boolean(),
  status: z.enum(letterStatuses),
  createdDate: z.string(),
  /** When the writer uploaded the current version. */
  uploadedDate: z.string().nullable(),
  /** Where to preview it; null for a waived letter (never shown to its applicant) or before an upload. */
  contentUrl: z.string().nullable(),
  canEdit: z.boolean(),
  canResend: z.boolean(),
  canCancel: z.boolean(),
});
export type Letter = z.infer<typeof letter>;

export const letterRequestInput = z.strictObject({
  writerName: requiredText(200, messages.WriterNameIsRequired),
  writerEmail: emailField,
  message: text(2000)
    .transform((v) => v.trim())
    .nullable()
    .optional(),
  /** Waiver of the right to view the letter (default on). */
  isWaived: z.boolean({ error: messages.InvalidValue }).default(true),
});
export type LetterRequestInput = z.input<typeof letterRequestInput>;

/** While Pending: the writer and the message (the waiver was promised to the writer already). */
export const letterRequestUpdate = letterRequestInput.omit({ isWaived: true });
export type LetterRequestUpdate = z.input<typeof letterRequestUpdate>;

export const letterList = z.object({
  items: z.array(letter),
  /** The cycle's lorInstructions when `matchCycleCode` was given. */
  instructions: z.string().nullable(),
  /** How many letters may go to each program of that cycle. */
  lorsCount: z.number().int().nullable(),
});
export type LetterList = z.infer<typeof letterList>;

export const listLetters = defineContract({
  method: 'GET',
  path: '/api/applicant/letters',
  access: ['Applicant'],
  query: cycleQuery,
  response: letterList,
});

export const getLetter = defineContract({
  method: 'GET',
  path: '/api/applicant/letters/:id',
  access: ['Applicant'],
  params: idParams,
  response: letter,
});

/** Creates the request (Pending) and mails the writer the upload link. */
export const createLetter = defineContract({
  method: 'POST',
  path: '/api/applicant/letters',
  access: ['Applicant'],
  body: letterRequestInput,
  response: letter,
});

/** 409 LetterRequestNotPending after the writer uploaded or the request was canceled. */
export const updateLetter = defineContract({
  method: 'PUT',
  path: '/api/applicant/letters/:id',
  access: ['Applicant'],
  params: idParams,
  body: letterRequestUpdate,
  response: letter,
});

export const resendLetter = defineContract({
  method: 'POST',
  path: '/api/applicant/letters/:id/resend',
  access: ['Applicant'],
  params: idParams,
  response: letter,
});

/** Canceled: the writer's link stops working. */
export const cancelLetter = defineContract({
  method: 'POST',
  path: '/api/applicant/letters/:id/cancel',
  access: ['Applicant'],
  params: idParams,
  response: letter,
});

/** The letter's PDF: admins always; its applicant only when not waived. */
export const getLetterContent = defineContract({
  method: 'GET',
  path: '/api/letters/:id/content',
  access: ['Applicant', 'Admin'],
  params: idParams,
  /** A byte stream, not JSON. */
  response: z.unknown(),
});

export const letterDelivery = z.object({
  applicationId: z.number().int(),
  programId: z.number().int(),
  programName: z.string(),
  applicationStatus: z.enum(applicationStatuses),
  letters: z.array(
    z.object({
      id: z.number().int(),
      writerName: z.string(),
      status: z.enum(letterStatuses),
      /** Uploaded or passed QA: the program receives it. */
      isDelivered: z.boolean(),
      uploadedDate: z.string().nullable(),
    }),
  ),
});
export type LetterDelivery = z.infer<typeof letterDelivery>;

/** Per application of the cycle: the letters assigned to it and whether each was delivered. */
export const listLetterDeliveries = defineContract({
  method: 'GET',
  path: '/api/applicant/letters/deliveries',
  access: ['Applicant'],
  query: z.strictObject({ matchCycleCode: z.string().trim().min(1).max(64) }),
  response: z.object({ items: z.array(letterDelivery) }),
});

/** What the writer's page shows: no applicant data beyond the name. */
export const writerLetter = z.object({
  applicantName: z.string(),
  writerName: z.string(),
  message: z.string().nullable(),
  isWaived: z.boolean(),
  status: z.enum(letterStatuses),
  uploadedDate: z.string().nullable(),
});
export type WriterLetter = z.infer<typeof writerLetter>;

/** 404 LetterLinkNotFound for an unknown token; 409 LetterRequestCanceled for a canceled one. */
export const getWriterLetter = defineContract({
  method: 'GET',
  path: '/api/letters/writer/:token',
  access: 'public',
  params: tokenParams,
  response: writerLetter,
});

export const writerUploadLink = defineContract({
  method: 'POST',
  path: '/api/letters/writer/:token/upload-link',
  access: 'public',
  params: tokenParams,
  body: z.strictObject({
    fileName: requiredText(255, messages.InvalidValue),
    contentType: text(200).nullable().optional(),
  }),
  response: z.object({ url: z.string(), stateKey: z.string() }),
});

/** After the PUT: attaches the completed upload as the letter's current version (status Uploaded). */
export const completeWriterUpload = defineContract({
  method: 'POST',
  path: '/api/letters/writer/:token/complete',
  access: 'public',
  params: tokenParams,
  body: z.strictObject({ stateKey: requiredText(200, messages.InvalidValue) }),
  response: writerLetter,
});

/** Minimal admin QA action (the QA screens come with a later issue). */
export const judgeLetter = defineContract({
  method: 'POST',
  path: '/api/admin/letters/:id/qa',
  access: ['Admin'],
  params: idParams,
  body: z.strictObject({
    status: z.enum(letterQaStatuses, { error: messages.InvalidValue }),
    comment: text(2000).nullable().optional(),
  }),
  response: z.object({
    id: z.number().int(),
    status: z.enum(letterStatuses),
    qaComment: z.string().nullable(),
  }),
});
