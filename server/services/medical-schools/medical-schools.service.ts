import type {
  MedicalSchoolDetails,
  MedicalSchoolInput,
  MedicalSchoolListQuery,
  MedicalSchoolUpdateInput,
} from '../../../core/contracts/medical-schools/medical-schools.contract.ts';
import type { Paged } from '../../../core/contracts/paging.ts';
import { messages } from '../../../core/domain/messages.ts';
import type { Role } from '../../../core/domain/roles.ts';
import { type DbExecutor, withTransaction } from '../../db/client.ts';
import {
  findMedicalSchool,
  insertMedicalSchool,
  listMedicalSchools,
  type MedicalSchoolWithNames,
  updateMedicalSchoolRow,
} from '../../db/repositories/medical-schools.repository.ts';
import { conflict, forbiddenResource, notFound, ValidationFailure } from '../../errors.ts';
import { medicalSchoolActions } from '../../policies/medical-school-actions.policy.ts';
import { checkAddress } from '../reference-data/address-check.ts';

export type MedicalSchoolService = ReturnType<typeof createMedicalSchoolService>;

/** Request approvals create schools on the admin's behalf. */
const adminRoles: readonly Role[] = ['Admin'];

function toDetails(row: MedicalSchoolWithNames, roles: readonly Role[]): MedicalSchoolDetails {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    type: row.type,
    degree: row.degree,
    email: row.email,
    phone: row.phone,
    fax: row.fax,
    address: {
      addressLine: row.addressLine,
      city: row.city,
      countryId: row.countryId,
      countryName: row.countryName,
      stateId: row.stateId,
      stateName: row.stateName,
      stateShortName: row.stateShortName,
      zip: row.zip,
    },
    isActive: row.isActive,
    actions: medicalSchoolActions(roles, row),
    createdDate: row.createdAt.toISOString(),
  };
}

/** Medical schools (business.md §3.5, §2.6): list, form and activation with server-computed actions. */
export function createMedicalSchoolService(deps: { db: DbExecutor }) {
  const { db } = deps;

  async function existing(id: number, tx: DbExecutor = db): Promise<MedicalSchoolWithNames> {
    const row = await findMedicalSchool(tx, id);
    if (!row) throw notFound();
    return row;
  }

  async function checkFields(tx: DbExecutor, input: MedicalSchoolUpdateInput): Promise<void> {
    const problems = await checkAddress(tx, input);
    if (Object.keys(problems).length > 0) throw new ValidationFailure(problems);
  }

  return {
    async list(query: MedicalSchoolListQuery, roles: readonly Role[]): Promise<Paged<MedicalSchoolDetails>> {
      const { items, total } = await listMedicalSchools(db, query);
      return { items: items.map((row) => toDetails(row, roles)), total };
    },

    async details(id: number, roles: readonly Role[]): Promise<MedicalSchoolDetails> {
      return toDetails(await existing(id), roles);
    },

    /** Also used by request approvals; `tx` keeps the caller's transaction. */
    async create(
      input: MedicalSchoolInput,
      roles: readonly Role[] = adminRoles,
      tx: DbExecutor = db,
    ): Promise<MedicalSchoolDetails> {
      await checkFields(tx, input);
      const id = await insertMedicalSchool(tx, input);
      if (id === undefined) throw conflict(messages.MedicalSchoolCodeTaken);
      return toDetails(await existing(id, tx), roles);
    },

    async update(
      id: number,
      input: MedicalSchoolUpdateInput,
      roles: readonly Role[],
    ): Promise<MedicalSchoolDetails> {
      const current = await existing(id);
      if (!medicalSchoolActions(roles, current).canEdit) throw forbiddenResource();
      await checkFields(db, input);
      if (!(await updateMedicalSchoolRow(db, id, { ...input, updatedAt: new Date() }))) {
        throw conflict(messages.MedicalSchoolCodeTaken);
      }
      return toDetails(await existing(id), roles);
    },

    /** Refused while applicants of the school take part in a cycle that is not archived (see the policy). */
    async setActive(id: number, isActive: boolean, roles: readonly Role[]): Promise<MedicalSchoolDetails> {
      await withTransaction(db, async (tx) => {
        const current = await existing(id, tx);
        if (current.isActive === isActive) return;
        if (!medicalSchoolActions(roles, current).canSwitchActivationStatus) {
          throw conflict(messages.MedicalSchoolHasOpenParticipation);
        }
        await updateMedicalSchoolRow(tx, id, { isActive, updatedAt: new Date() });
      });
      return toDetails(await existing(id), roles);
    },
  };
}
