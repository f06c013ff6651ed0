/**
 * The request queues (business.md §2.1 registration forms, §2.5 society lists, §2.6 admin queues;
 * platform.md §3 status sets): one `requests` table, one payload schema per kind.
 */
import { z } from 'zod';
import { messages } from '../../domain/messages.ts';
import { type RequestKind, requestKinds, requestStatuses } from '../../domain/request-kinds.ts';
import { idParam, referenceId } from '../catalogue-fields.ts';
import { captchaField, emailField, optionalText, requiredText } from '../fields.ts';
import { defineContract, okResponse } from '../http.ts';
import { medicalSchoolInput } from '../medical-schools/medical-schools.contract.ts';
import { listQuery, paged } from '../paging.ts';
import { programCodeField, programInput } from '../programs/programs.contract.ts';

export { requestKinds, requestStatuses };

const id = idParam;

const positionsField = z
  .number({ error: messages.MustBeNumber })
  .int(messages.MustBeNumber)
  .min(1, messages.GreaterThanZero)
  .max(10_000, messages.InvalidValue);

/** A code the requester does not know: the admin sets it (or takes the suggested one) when approving. */
const requestedCode = programCodeField.nullable().default(null);

const personFields = {
  firstName: requiredText(100, messages.FirstNameIsRequired),
  lastName: requiredText(100, messages.LastNameIsRequired),
  email: emailField,
};

const requesterFields = {
  requesterName: requiredText(200, messages.NameIsRequired),
  requesterEmail: emailField,
};

// ---------- payloads, one per kind ----------

/** ProgramRegistration: the program (as the admin's program form has it), its first cycle and its director. */
export const programRegistrationPayload = programInput
  .omit({ code: true, isActive: true, description: true })
  .extend({
    code: requestedCode,
    matchCycleId: z.number({ error: messages.SelectMatchCycle }).int().positive().max(2_147_483_647),
    positions: positionsField,
    directorFirstName: requiredText(100, messages.FirstNameIsRequired),
    directorLastName: requiredText(100, messages.LastNameIsRequired),
    directorEmail: emailField,
  });
export type ProgramRegistrationPayload = z.output<typeof programRegistrationPayload>;
export type ProgramRegistrationForm = z.input<typeof programRegistrationPayload>;

/** MedicalSchoolRegistration: the school fields of business.md §3.5. */
export const medicalSchoolRegistrationPayload = medicalSchoolInput
  .omit({ code: true, isActive: true })
  .extend({ code: requestedCode });
export type MedicalSchoolRegistrationPayload = z.output<typeof medicalSchoolRegistrationPayload>;
export type MedicalSchoolRegistrationForm = z.input<typeof medicalSchoolRegistrationPayload>;

/** ProgramUserRegistration and MedicalSchoolUserRegistration: the person who asks to join. */
export const userRegistrationPayload = z.strictObject(personFields);
export type UserRegistrationPayload = z.output<typeof userRegistrationPayload>;

export const programRenamePayload = z.strictObject({
  currentName: z.string().max(200),
  newName: requiredText(200, messages.NameIsRequired),
});
export type ProgramRenamePayload = z.output<typeof programRenamePayload>;

export const programListingChangePayload = z.strictObject({
  matchCycleId: z.number({ error: messages.SelectMatchCycle }).int().positive().max(2_147_483_647),
  currentPositions: z.number().int().min(0).max(10_000).nullable(),
  positions: positionsField,
});
export type ProgramListingChangePayload = z.output<typeof programListingChangePayload>;

/** Every kind's payload schema (what is stored in requests.payload, and what an admin may correct). */
export const requestPayloadSchemas = {
  ProgramRegistration: programRegistrationPayload,
  ProgramUserRegistration: userRegistrationPayload,
  ProgramRename: programRenamePayload,
  ProgramListingChange: programListingChangePayload,
  MedicalSchoolRegistration: medicalSchoolRegistrationPayload,
  MedicalSchoolUserRegistration: userRegistrationPayload,
} satisfies Record<RequestKind, z.ZodType>;

/** The kinds whose fields an admin may correct before approving (business.md §2.6 `update/:id`). */
export const editableRequestKinds = ['ProgramRegistration', 'MedicalSchoolRegistration'] as const;

// ---------- what the lists and details show ----------

export const requestActionsSchema = z.object({
  canApprove: z.boolean(),
  canDecline: z.boolean(),
  canCancel: z.boolean(),
});

export const requestListItem = z.object({
  id: z.number().int(),
  kind: z.enum(requestKinds),
  status: z.enum(requestStatuses),
  /** What the request is about: the program, school or person name. */
  subject: z.string(),
  specialtyId: z.number().int().nullable(),
  specialtyName: z.string().nullable(),
  programId: z.number().int().nullable(),
  programName: z.string().nullable(),
  medicalSchoolId: z.number().int().nullable(),
  medicalSchoolName: z.string().nullable(),
  requesterName: z.string(),
  requesterEmail: z.string(),
  /** The kind's fields (see requestPayloadSchemas); small, so lists show them without another call. */
  payload: z.record(z.string(), z.unknown()),
  createdDate: z.string(),
  decidedDate: z.string().nullable(),
  decisionComment: z.string().nullable(),
  actions: requestActionsSchema,
});
export type RequestListItem = z.infer<typeof requestListItem>;

export const requestDetails = requestListItem.extend({
  decidedByName: z.string().nullable(),
  /** What an approval created (programId, userId, medicalSchoolId…). */
  result: z.record(z.string(), z.unknown()).nullable(),
  /** The code an approval uses when the payload has none. */
  suggestedCode: z.string().nullable(),
});
export type RequestDetails = z.infer<typeof requestDetails>;

export const requestSortColumns = [
  'createdDate',
  'subject',
  'status',
  'requesterName',
  'decidedDate',
] as const;

const statusFilter = z.enum(requestStatuses).optional();

// ---------- admin ----------

export const listAdminRequests = defineContract({
  method: 'GET',
  path: '/api/admin/requests',
  access: ['Admin'],
  query: z.strictObject({
    kind: z.enum(requestKinds).optional(),
    status: statusFilter,
    ...listQuery(requestSortColumns),
  }),
  response: paged(requestListItem),
});

/** Pending requests per kind: the admin menu's badges. */
export const getAdminRequestCounts = defineContract({
  method: 'GET',
  path: '/api/admin/requests/counts',
  access: ['Admin'],
  response: z.record(z.enum(requestKinds), z.number().int()),
});
export type RequestCounts = z.infer<typeof getAdminRequestCounts.response>;

export const getAdminRequest = defineContract({
  method: 'GET',
  path: '/api/admin/requests/:id',
  access: ['Admin'],
  params: z.strictObject({ id }),
  response: requestDetails,
});

const decisionComment = optionalText(2000);

/**
 * Approves and does the real thing in the same transaction. `payload` replaces the request's fields
 * (ProgramRegistration and MedicalSchoolRegistration only), validated with the kind's schema.
 */
export const approveRequest = defineContract({
  method: 'POST',
  path: '/api/admin/requests/:id/approve',
  access: ['Admin'],
  params: z.strictObject({ id }),
  body: z.strictObject({
    payload: z.record(z.string().max(100), z.unknown()).optional(),
    comment: decisionComment,
  }),
  response: requestDetails,
});

export const declineRequest = defineContract({
  method: 'POST',
  path: '/api/admin/requests/:id/decline',
  access: ['Admin'],
  params: z.strictObject({ id }),
  body: z.strictObject({ comment: decisionComment }),
  response: requestDetails,
});

/** The requester withdraws a Pending request (kinds whose status set has Cancelled). */
export const cancelRequest = defineContract({
  method: 'POST',
  path: '/api/requests/:id/cancel',
  access: 'authenticated',
  params: z.strictObject({ id }),
  response: requestDetails,
});

// ---------- society users (business.md §2.5) ----------

export const societyRequestKinds = ['ProgramRegistration', 'ProgramRename', 'ProgramListingChange'] as const;

export const listSocietyRequests = defineContract({
  method: 'GET',
  path: '/api/society/requests',
  access: ['SocietyUser'],
  query: z.strictObject({
    kind: z.enum(societyRequestKinds).default('ProgramRegistration'),
    /** One of the user's specialties; all of them when absent. */
    specialtyId: id.optional(),
    status: statusFilter,
    ...listQuery(requestSortColumns),
  }),
  response: paged(requestListItem),
});

/** Refused (403) unless the specialty is the user's and allows canRequestProgramRegistration. */
export const createSocietyProgramRegistrationRequest = defineContract({
  method: 'POST',
  path: '/api/society/requests/program-registration',
  access: ['SocietyUser'],
  body: programRegistrationPayload,
  response: requestDetails,
});

// ---------- public registration request forms (business.md §2.1) ----------

export const registrationOptions = z.object({
  specialties: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      fullName: z.string(),
      type: z.string(),
      subspecialties: z.array(z.object({ id: z.number().int(), name: z.string() })),
      /** Cycles a program can still join: Planned or Active, newest first. */
      matchCycles: z.array(z.object({ id: z.number().int(), name: z.string(), yearCode: z.string() })),
    }),
  ),
});
export type RegistrationOptions = z.infer<typeof registrationOptions>;

export const getRegistrationOptions = defineContract({
  method: 'GET',
  path: '/api/registration/options',
  access: 'public',
  response: registrationOptions,
});

export const publicMedicalSchool = z.object({ id: z.number().int(), code: z.string(), name: z.string() });

/** The school a first-user request link points at (/registration/medical-school-user-request/:id). */
export const getRegistrationMedicalSchool = defineContract({
  method: 'GET',
  path: '/api/registration/medical-schools/:id',
  access: 'public',
  params: z.strictObject({ id }),
  response: publicMedicalSchool,
});

/** The program a program user registration link points at (/registration/program/:id). */
export const getRegistrationProgram = defineContract({
  method: 'GET',
  path: '/api/registration/programs/:id',
  access: 'public',
  params: z.strictObject({ id }),
  response: z.object({ id: z.number().int(), name: z.string() }),
});

export const programRegistrationRequestBody = programRegistrationPayload.extend({
  ...requesterFields,
  captcha: captchaField,
});

export const submitProgramRegistrationRequest = defineContract({
  method: 'POST',
  path: '/api/registration/program-request',
  access: 'public',
  body: programRegistrationRequestBody,
  response: okResponse,
});
export type ProgramRegistrationRequestForm = z.input<typeof submitProgramRegistrationRequest.body>;

export const medicalSchoolRegistrationRequestBody = medicalSchoolRegistrationPayload.extend({
  ...requesterFields,
  captcha: captchaField,
});

export const submitMedicalSchoolRegistrationRequest = defineContract({
  method: 'POST',
  path: '/api/registration/medical-school-request',
  access: 'public',
  body: medicalSchoolRegistrationRequestBody,
  response: okResponse,
});
export type MedicalSchoolRegistrationRequestForm = z.input<
  typeof submitMedicalSchoolRegistrationRequest.body
>;

/** The school by id (from the link) or by the code the person typed. */
export const medicalSchoolUserRequestBody = z
  .strictObject({
    medicalSchoolId: referenceId.nullable().default(null),
    medicalSchoolCode: optionalText(30),
    ...personFields,
    captcha: captchaField,
  })
  .refine((v) => v.medicalSchoolId !== null || Boolean(v.medicalSchoolCode?.trim()), {
    path: ['medicalSchoolCode'],
    message: messages.SelectMedicalSchool,
  });

export const submitMedicalSchoolUserRequest = defineContract({
  method: 'POST',
  path: '/api/registration/medical-school-user-request',
  access: 'public',
  body: medicalSchoolUserRequestBody,
  response: okResponse,
});
export type MedicalSchoolUserRequestForm = z.input<typeof submitMedicalSchoolUserRequest.body>;

/** A person asks to join a program as a program user (/registration/program/:id). */
export const submitProgramUserRequest = defineContract({
  method: 'POST',
  path: '/api/registration/program-user-request',
  access: 'public',
  body: z.strictObject({
    programId: z.number({ error: messages.SelectProgram }).int().positive().max(2_147_483_647),
    ...personFields,
    captcha: captchaField,
  }),
  response: okResponse,
});
