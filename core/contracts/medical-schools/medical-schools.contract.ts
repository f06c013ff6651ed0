import { z } from 'zod';
import { medicalSchoolDegrees, medicalSchoolTypes } from '../../domain/medical-schools.ts';
import { messages } from '../../domain/messages.ts';
import { isValidEmail } from '../../domain/validation.ts';
import {
  addressFields,
  addressOutput,
  booleanQuery,
  faxField,
  idParam,
  phoneField,
} from '../catalogue-fields.ts';
import { requiredText } from '../fields.ts';
import { defineContract } from '../http.ts';
import { listQuery, paged } from '../paging.ts';
import { programCodeField } from '../programs/programs.contract.ts';

const id = idParam;

/** The lists live in core/domain; exported here too for the client's imports. */
export {
  type MedicalSchoolType,
  medicalSchoolDegrees,
  medicalSchoolTypes,
} from '../../domain/medical-schools.ts';

/** business.md §3.5: what the admin may do with a school, computed on the server. */
export const medicalSchoolActions = z.object({
  canEdit: z.boolean(),
  canSwitchActivationStatus: z.boolean(),
});
export type MedicalSchoolActions = z.infer<typeof medicalSchoolActions>;

const optionalEmail = z
  .string()
  .max(254, messages.InvalidEmail)
  .transform((v) => v.trim().toLowerCase())
  .refine((v) => v === '' || isValidEmail(v), messages.InvalidEmail)
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

export const medicalSchoolInput = z.strictObject({
  code: programCodeField,
  name: requiredText(200, messages.NameIsRequired),
  type: z.enum(medicalSchoolTypes, { error: messages.SelectType }),
  degree: z.enum(medicalSchoolDegrees, { error: messages.SelectDegree }),
  email: optionalEmail,
  phone: phoneField,
  fax: faxField,
  ...addressFields,
  isActive: z.boolean().default(true),
});
export type MedicalSchoolInput = z.output<typeof medicalSchoolInput>;
/** Activation has its own call, guarded by `canSwitchActivationStatus`. */
export const medicalSchoolUpdateInput = medicalSchoolInput.omit({ isActive: true });
export type MedicalSchoolUpdateInput = z.output<typeof medicalSchoolUpdateInput>;

export const medicalSchoolDetails = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  type: z.string(),
  degree: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  fax: z.string().nullable(),
  address: z.object(addressOutput),
  isActive: z.boolean(),
  actions: medicalSchoolActions,
  createdDate: z.string(),
});
export type MedicalSchoolDetails = z.infer<typeof medicalSchoolDetails>;

export const medicalSchoolSortColumns = ['name', 'code', 'type', 'state', 'createdAt'] as const;
export type MedicalSchoolSortColumn = (typeof medicalSchoolSortColumns)[number];

export const medicalSchoolListQuery = z.strictObject({
  ...listQuery(medicalSchoolSortColumns),
  isActive: booleanQuery.optional(),
  type: z.enum(medicalSchoolTypes).optional(),
  stateId: id.optional(),
});
export type MedicalSchoolListQuery = z.output<typeof medicalSchoolListQuery>;

export const listAdminMedicalSchools = defineContract({
  method: 'GET',
  path: '/api/admin/medical-schools',
  access: ['Admin'],
  query: medicalSchoolListQuery,
  response: paged(medicalSchoolDetails),
});

export const getAdminMedicalSchool = defineContract({
  method: 'GET',
  path: '/api/admin/medical-schools/:id',
  access: ['Admin'],
  params: z.strictObject({ id }),
  response: medicalSchoolDetails,
});

export const createMedicalSchool = defineContract({
  method: 'POST',
  path: '/api/admin/medical-schools',
  access: ['Admin'],
  body: medicalSchoolInput,
  response: medicalSchoolDetails,
});

export const updateMedicalSchool = defineContract({
  method: 'PUT',
  path: '/api/admin/medical-schools/:id',
  access: ['Admin'],
  params: z.strictObject({ id }),
  body: medicalSchoolUpdateInput,
  response: medicalSchoolDetails,
});

/** Activate or deactivate; refused (409) when `actions.canSwitchActivationStatus` is false. */
export const setMedicalSchoolActivation = defineContract({
  method: 'POST',
  path: '/api/admin/medical-schools/:id/activation',
  access: ['Admin'],
  params: z.strictObject({ id }),
  body: z.strictObject({ isActive: z.boolean() }),
  response: medicalSchoolDetails,
});
