/**
 * Personal statements (business.md §2.2 `personal-statements`): several per applicant, a title and a
 * sanitized rich-text body whose visible text is limited. Updates carry `version`; a stale one gets
 * 409 with the server's copy (`personalStatementConflictBody`) so nothing typed is silently lost.
 */
import { z } from 'zod';
import { messages } from '../../domain/messages.ts';
import {
  PERSONAL_STATEMENT_MAX_HTML,
  PERSONAL_STATEMENT_MAX_TEXT,
  PERSONAL_STATEMENT_TITLE_MAX,
  richTextLength,
} from '../../domain/personal-statements.ts';
import { requiredText } from '../fields.ts';
import { defineContract, okResponse } from '../http.ts';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const idParams = z.strictObject({ id });

export const personalStatement = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Sanitized rich text. */
  body: z.string(),
  /** Characters of visible text (what the limit counts). */
  textLength: z.number().int(),
  version: z.number().int(),
  createdDate: z.string(),
  updatedDate: z.string(),
  /** Assigned to one of the applicant's applications (then it cannot be deleted). */
  isInUse: z.boolean(),
});
export type PersonalStatement = z.infer<typeof personalStatement>;

const body = z
  .string({ error: messages.InvalidValue })
  .max(PERSONAL_STATEMENT_MAX_HTML, messages.ExceededNumberOfCharacters)
  .refine((html) => richTextLength(html) <= PERSONAL_STATEMENT_MAX_TEXT, messages.ExceededNumberOfCharacters);

export const personalStatementInput = z.strictObject({
  title: requiredText(PERSONAL_STATEMENT_TITLE_MAX, messages.PersonalStatementTitleIsRequired),
  body,
});
export type PersonalStatementInput = z.input<typeof personalStatementInput>;

export const personalStatementUpdate = personalStatementInput.extend({
  version: z.number({ error: messages.InvalidValue }).int().min(1).max(2_147_483_647),
});
export type PersonalStatementUpdate = z.input<typeof personalStatementUpdate>;

/** The body of a 409 on a stale update: the error plus the server's current copy. */
export const personalStatementConflictBody = z.object({
  error: z.object({ ErrorCode: z.literal('Conflict'), Message: z.string() }),
  current: personalStatement,
});
export type PersonalStatementConflict = z.infer<typeof personalStatementConflictBody>;

export const personalStatementList = z.object({
  items: z.array(personalStatement),
  /** The cycle's psInstructions when `matchCycleCode` was given (null outside a cycle or when unset). */
  instructions: z.string().nullable(),
});
export type PersonalStatementList = z.infer<typeof personalStatementList>;

export const listPersonalStatements = defineContract({
  method: 'GET',
  path: '/api/applicant/personal-statements',
  access: ['Applicant'],
  query: z.strictObject({ matchCycleCode: z.string().trim().min(1).max(64).optional() }),
  response: personalStatementList,
});

export const getPersonalStatement = defineContract({
  method: 'GET',
  path: '/api/applicant/personal-statements/:id',
  access: ['Applicant'],
  params: idParams,
  response: personalStatement,
});

export const createPersonalStatement = defineContract({
  method: 'POST',
  path: '/api/applicant/personal-statements',
  access: ['Applicant'],
  body: personalStatementInput,
  response: personalStatement,
});

/** 409 `personalStatementConflictBody` when `version` is not the stored one. */
export const updatePersonalStatement = defineContract({
  method: 'PUT',
  path: '/api/applicant/personal-statements/:id',
  access: ['Applicant'],
  params: idParams,
  body: personalStatementUpdate,
  response: personalStatement,
});

/** 409 with PersonalStatementInUse while an application uses it. */
export const deletePersonalStatement = defineContract({
  method: 'DELETE',
  path: '/api/applicant/personal-statements/:id',
  access: ['Applicant'],
  params: idParams,
  response: okResponse,
});
