import type { Paged } from '../../../core/contracts/paging.ts';
import type {
  ComparedProgram,
  CreateProgramUserInput,
  ProgramDetails,
  ProgramInput,
  ProgramListItem,
  ProgramListQuery,
  ProgramPositions,
  ProgramUser,
  ProgramUserInvitation,
  PublicProgram,
} from '../../../core/contracts/programs/programs.contract.ts';
import { messages } from '../../../core/domain/messages.ts';
import { type DbExecutor, withTransaction } from '../../db/client.ts';
import { findInstitution, insertInstitution } from '../../db/repositories/institutions.repository.ts';
import { findMatchCycle, specialtyExists } from '../../db/repositories/match-cycles.repository.ts';
import {
  deletePositions,
  deleteProgramUser,
  findProgram,
  findProgramsWithCurrentPositions,
  findProgramUser,
  findSubspecialty,
  insertProgram,
  listJoinableCycles,
  listPositions,
  listPrograms,
  listProgramUsers,
  type NewProgramRow,
  type ProgramListRow,
  type ProgramWithNames,
  programCodeTaken,
  setProgramDirector,
  updateProgramRow,
  upsertPositions,
} from '../../db/repositories/programs.repository.ts';
import { findUserByEmail } from '../../db/repositories/users.repository.ts';
import { conflict, notFound, ValidationFailure } from '../../errors.ts';
import type { InvitedUserService } from '../auth/invited-user.service.ts';
import type { ProgramFees } from '../billing/program-fees.ts';
import { checkAddress } from '../reference-data/address-check.ts';

export type ProgramService = ReturnType<typeof createProgramService>;

/** What every view of a program shows: its names and place. */
function programSummary(row: ProgramWithNames) {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    specialtyId: row.specialtyId,
    specialtyName: row.specialtyName,
    subspecialtyName: row.subspecialtyName,
    institutionName: row.institutionName,
    city: row.city,
    stateName: row.stateName,
    stateShortName: row.stateShortName,
  };
}

/** What the list and the details share. */
function programBasics(row: ProgramWithNames) {
  return { ...programSummary(row), isActive: row.isActive, createdDate: row.createdAt.toISOString() };
}

function toListItem(row: ProgramListRow): ProgramListItem {
  return { ...programBasics(row), positions: row.positions };
}

function toDetails(row: ProgramWithNames): ProgramDetails {
  return {
    ...programBasics(row),
    subspecialtyId: row.subspecialtyId,
    institutionId: row.institutionId,
    addressLine: row.addressLine,
    countryId: row.countryId,
    countryName: row.countryName,
    stateId: row.stateId,
    zip: row.zip,
    phone: row.phone,
    fax: row.fax,
    website: row.website,
    description: row.description,
  };
}

function toPublic(row: ProgramWithNames): PublicProgram {
  return { ...programSummary(row), website: row.website };
}

/** Programs (business.md §2.6): the admin's list and form, positions per cycle, users and directors, public views. */
export function createProgramService(deps: {
  db: DbExecutor;
  invitedUsers: InvitedUserService;
  /** Bills a program that joins a cycle (ADR 0025). */
  programFees: ProgramFees;
}) {
  const { db, invitedUsers, programFees } = deps;

  /** Sets the program's positions in a cycle; a program that joins the cycle is billed its fees. */
  async function joinCycle(
    tx: DbExecutor,
    values: { programId: number; matchCycleId: number; positions: number },
    billTo?: { userId: string; email: string },
  ): Promise<void> {
    if (await upsertPositions(tx, values))
      await programFees.billJoin(tx, values.programId, values.matchCycleId, billTo);
  }

  async function details(id: number): Promise<ProgramDetails> {
    const row = await findProgram(db, id);
    if (!row) throw notFound();
    return toDetails(row);
  }

  async function existing(id: number): Promise<ProgramWithNames> {
    const row = await findProgram(db, id);
    if (!row) throw notFound();
    return row;
  }

  /** Field messages for references that do not exist or do not fit together. */
  async function checkReferences(tx: DbExecutor, input: ProgramInput): Promise<void> {
    const problems: Record<string, string[]> = {};
    if (!(await specialtyExists(tx, input.specialtyId))) problems.specialtyId = [messages.SpecialtyNotFound];
    if (input.subspecialtyId) {
      const sub = await findSubspecialty(tx, input.subspecialtyId);
      if (!sub || sub.specialtyId !== input.specialtyId) {
        problems.subspecialtyId = [messages.SubspecialtyNotOfSpecialty];
      }
    }
    if (input.institutionId && input.newInstitution) problems.institutionId = [messages.InvalidValue];
    else if (input.institutionId && !(await findInstitution(tx, input.institutionId))) {
      problems.institutionId = [messages.InstitutionNotFound];
    }
    Object.assign(problems, await checkAddress(tx, input));
    if (Object.keys(problems).length > 0) throw new ValidationFailure(problems);
  }

  /** The program's institution id: the picked one, or a new one made from name and city. */
  async function institutionOf(tx: DbExecutor, input: ProgramInput): Promise<number | null> {
    if (!input.newInstitution) return input.institutionId;
    const created = await insertInstitution(tx, {
      name: input.newInstitution.name,
      city: input.newInstitution.city,
      stateId: input.stateId,
      countryId: input.countryId,
    });
    if (!created) throw conflict(messages.InstitutionExists);
    return created.id;
  }

  async function toRow(tx: DbExecutor, input: ProgramInput): Promise<NewProgramRow> {
    const { newInstitution: _new, ...fields } = input;
    return { ...fields, institutionId: await institutionOf(tx, input) };
  }

  async function positions(id: number): Promise<ProgramPositions> {
    const program = await existing(id);
    const [items, availableCycles] = await Promise.all([
      listPositions(db, id),
      listJoinableCycles(db, id, program.specialtyId),
    ]);
    return {
      items: items.map((row) => ({ ...row, isReadOnly: row.status === 'Archived' })),
      availableCycles,
    };
  }

  /** The program and a cycle of its specialty that is not archived (archived cycles are read-only). */
  async function editableCycle(programId: number, matchCycleId: number): Promise<void> {
    const program = await existing(programId);
    const cycle = await findMatchCycle(db, matchCycleId);
    if (!cycle) throw notFound();
    if (cycle.specialtyId !== program.specialtyId) {
      throw new ValidationFailure({ matchCycleId: [messages.MatchCycleOfAnotherSpecialty] });
    }
    if (cycle.status === 'Archived') throw conflict(messages.MatchCycleArchived);
  }

  async function programUser(programId: number, userId: string): Promise<ProgramUser> {
    const row = await findProgramUser(db, programId, userId);
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(query: ProgramListQuery): Promise<Paged<ProgramListItem>> {
      const { items, total } = await listPrograms(db, query);
      return { items: items.map(toListItem), total };
    },

    details,

    /** Also used by request approvals; `tx` keeps the caller's transaction. */
    async create(input: ProgramInput, tx: DbExecutor = db): Promise<ProgramDetails> {
      const id = await withTransaction(tx, async (inner) => {
        await checkReferences(inner, input);
        if (await programCodeTaken(inner, input.code)) throw conflict(messages.ProgramCodeTaken);
        const created = await insertProgram(inner, await toRow(inner, input));
        // The check above explains the usual clash; the unique key catches one that slipped in meanwhile.
        if (created === undefined) throw conflict(messages.ProgramCodeTaken);
        return created;
      });
      const row = await findProgram(tx, id);
      return toDetails(row!);
    },

    async update(id: number, input: ProgramInput): Promise<ProgramDetails> {
      await existing(id);
      await withTransaction(db, async (tx) => {
        await checkReferences(tx, input);
        if (await programCodeTaken(tx, input.code, id)) throw conflict(messages.ProgramCodeTaken);
        const values = await toRow(tx, input);
        if (!(await updateProgramRow(tx, id, { ...values, updatedAt: new Date() }))) {
          throw conflict(messages.ProgramCodeTaken);
        }
      });
      return details(id);
    },

    positions,
    joinCycle,

    async setPositions(id: number, matchCycleId: number, count: number): Promise<ProgramPositions> {
      await editableCycle(id, matchCycleId);
      await withTransaction(db, (tx) => joinCycle(tx, { programId: id, matchCycleId, positions: count }));
      return positions(id);
    },

    async removePositions(id: number, matchCycleId: number): Promise<ProgramPositions> {
      await editableCycle(id, matchCycleId);
      if (!(await deletePositions(db, id, matchCycleId))) throw notFound();
      return positions(id);
    },

    async users(id: number, query: Parameters<typeof listProgramUsers>[2]): Promise<Paged<ProgramUser>> {
      await existing(id);
      return listProgramUsers(db, id, query);
    },

    /**
     * An existing account is invited to the program (issue 11): mailed a link, it joins (and gains the
     * ProgramUser role) only when its owner accepts. An account whose address was never confirmed
     * counts as no account: create the user instead.
     */
    async attachUser(
      id: number,
      input: { email: string; isDirector: boolean },
      invitedByUserId: string | null = null,
    ): Promise<ProgramUserInvitation> {
      const program = await existing(id);
      const user = await findUserByEmail(db, input.email);
      if (!user?.emailVerified) throw new ValidationFailure({ email: [messages.UserNotFound] });
      if (await findProgramUser(db, id, user.id)) throw conflict(messages.ProgramUserAttached);
      const { invitation } = await invitedUsers.invite({
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        roles: ['ProgramUser'],
        memberships: [{ kind: 'ProgramUser', programId: id, isDirector: input.isDirector }],
        reason: `as a ${input.isDirector ? 'program director' : 'program user'} of ${program.name}`,
        invitedByUserId,
      });
      if (!invitation) throw conflict(messages.ProgramUserExists);
      return {
        email: user.email,
        isDirector: input.isDirector,
        pending: true,
        expiresAt: invitation.expiresAt.toISOString(),
      };
    },

    /**
     * A new account, mailed a temporary password, member at once; an email with a confirmed account
     * must be attached (invited) instead. An unconfirmed account of that email is discarded first.
     */
    async createUser(
      id: number,
      input: CreateProgramUserInput,
      invitedByUserId: string | null = null,
    ): Promise<ProgramUser> {
      const program = await existing(id);
      if ((await findUserByEmail(db, input.email))?.emailVerified) throw conflict(messages.ProgramUserExists);
      const { user } = await withTransaction(db, async (tx) => {
        const invited = await invitedUsers.invite(
          {
            email: input.email,
            firstName: input.firstName,
            lastName: input.lastName,
            roles: ['ProgramUser'],
            memberships: [{ kind: 'ProgramUser', programId: id, isDirector: input.isDirector }],
            reason: `as a ${input.isDirector ? 'program director' : 'program user'} of ${program.name}`,
            invitedByUserId,
          },
          tx,
        );
        // Confirmed between our check and the invitation: attach (invite) it instead.
        if (!invited.created) throw conflict(messages.ProgramUserExists);
        return invited;
      });
      return programUser(id, user.id);
    },

    async setDirector(id: number, userId: string, isDirector: boolean): Promise<ProgramUser> {
      await existing(id);
      if (!(await setProgramDirector(db, id, userId, isDirector))) throw notFound();
      return programUser(id, userId);
    },

    async detachUser(id: number, userId: string): Promise<{ ok: true }> {
      await existing(id);
      const done = await withTransaction(db, (tx) => deleteProgramUser(tx, id, userId));
      if (!done) throw notFound();
      return { ok: true };
    },

    /** The public directory of a specialty's active programs. */
    async directory(
      specialtyId: number,
      query: Pick<ProgramListQuery, 'search' | 'stateId' | 'page' | 'pageSize' | 'direction'> & {
        sort: 'name' | 'state';
      },
    ): Promise<Paged<PublicProgram>> {
      if (!(await specialtyExists(db, specialtyId))) throw notFound();
      const { items, total } = await listPrograms(db, { ...query, specialtyId, isActive: true });
      return { items: items.map(toPublic), total };
    },

    /** Active programs side by side, in the order asked; unknown or inactive ids answer 404. */
    async compare(ids: number[]): Promise<ComparedProgram[]> {
      const rows = await findProgramsWithCurrentPositions(db, ids);
      const byId = new Map(rows.filter((row) => row.isActive).map((row) => [row.id, row]));
      return ids.map((programId) => {
        const row = byId.get(programId);
        if (!row) throw notFound();
        return {
          ...toPublic(row),
          phone: row.phone,
          description: row.description,
          positions: row.positions,
          currentCycleName: row.currentCycleName,
        };
      });
    },
  };
}
