import type { Paged } from '../../../core/contracts/paging.ts';
import type {
  AdminSpecialtyDetails,
  AdminSpecialtyListItem,
  AttachSocietyUserInput,
  PublicSpecialty,
  SpecialtyInput,
  SpecialtyListQuery,
  SpecialtyPageLink,
  SpecialtySocietyUser,
} from '../../../core/contracts/specialties/specialties.contract.ts';
import { formatMessage, messages } from '../../../core/domain/messages.ts';
import type { DbExecutor } from '../../db/client.ts';
import { listSocietySpecialtyIds } from '../../db/repositories/society.repository.ts';
import {
  countProgramsOfSubspecialty,
  deleteUnusedSubspecialty,
  detachSocietyUserRow,
  findSpecialty,
  findSpecialtyByName,
  findSpecialtyClashes,
  findSubspecialtyOf,
  insertSpecialty,
  insertSubspecialty,
  listAdminSpecialtyRows,
  listSocietyUsersOfSpecialty,
  listSpecialtyRows,
  listSubspecialtiesOf,
  listSubspecialtiesWithUse,
  renameSubspecialtyRow,
  type SocietyUserRow,
  type SpecialtyRow,
  type SpecialtyWithFlags,
  subspecialtyNameTaken,
  updateSpecialtyRow,
} from '../../db/repositories/specialties.repository.ts';
import { listPublishedPageLinks } from '../../db/repositories/specialty-pages.repository.ts';
import { findUserByEmail } from '../../db/repositories/users.repository.ts';
import { conflict, notFound } from '../../errors.ts';
import type { InvitedUserService } from '../auth/invited-user.service.ts';
import { fullNameOf } from '../auth/profile.ts';

export type SpecialtyService = ReturnType<typeof createSpecialtyService>;

/** What every view of a specialty (public, admin list) shows of its row. */
function specialtyBasics(
  row: Pick<SpecialtyWithFlags, 'id' | 'name' | 'fullName' | 'type' | 'urlPrefix' | 'color' | 'hasCas'>,
) {
  return {
    id: row.id,
    name: row.name,
    fullName: row.fullName,
    type: row.type,
    urlPrefix: row.urlPrefix,
    color: row.color,
    hasCas: row.hasCas,
  };
}

function toPublic(row: SpecialtyWithFlags, subspecialties: { id: number; name: string }[]): PublicSpecialty {
  return {
    ...specialtyBasics(row),
    hasAllSubspecialties: row.hasAllSubspecialties,
    subspecialtyLabel: row.subspecialtyLabel,
    subspecialties: subspecialties.map(({ id, name }) => ({ id, name })),
    hasActiveCycle: row.hasActiveCycle,
  };
}

function toSocietyUser(row: SocietyUserRow): SpecialtySocietyUser {
  return {
    userId: row.userId,
    email: row.email,
    fullName: fullNameOf(row),
    isActive: row.isActive,
    status: row.status,
  };
}

/** Specialties (business.md §3.3, §2.6): the public catalogue, the admin's list and form, subspecialties, society users. */
export function createSpecialtyService(deps: { db: DbExecutor; invitedUsers: InvitedUserService }) {
  const { db, invitedUsers } = deps;

  async function existing(id: number): Promise<SpecialtyRow> {
    const row = await findSpecialty(db, id);
    if (!row) throw notFound();
    return row;
  }

  async function details(id: number): Promise<AdminSpecialtyDetails> {
    const [row, subspecialties] = await Promise.all([existing(id), listSubspecialtiesWithUse(db, id)]);
    return {
      ...specialtyBasics(row),
      subspecialtyLabel: row.subspecialtyLabel,
      hasAllSubspecialties: row.hasAllSubspecialties,
      canRequestProgramRegistration: row.canRequestProgramRegistration,
      canManagePayments: row.canManagePayments,
      subspecialties,
      createdDate: row.createdAt.toISOString(),
    };
  }

  /** The clear message for a taken name or URL prefix (the unique keys catch a clash that slips past). */
  async function checkUnique(input: SpecialtyInput, selfId?: number): Promise<void> {
    const clashes = await findSpecialtyClashes(db, input, selfId);
    if (clashes.name) throw conflict(messages.SpecialtyNameTaken);
    if (clashes.urlPrefix) throw conflict(messages.SpecialtyUrlPrefixTaken);
  }

  async function checkSubspecialtyName(specialtyId: number, name: string, selfId?: number): Promise<void> {
    if (await subspecialtyNameTaken(db, specialtyId, name, selfId)) {
      throw conflict(messages.SubspecialtyNameTaken);
    }
  }

  async function existingSubspecialty(specialtyId: number, id: number) {
    await existing(specialtyId);
    const row = await findSubspecialtyOf(db, specialtyId, id);
    if (!row) throw notFound();
    return row;
  }

  return {
    /** Every specialty, or only those with an Active cycle: two statements whatever their number. */
    async list(filter: { activeOnly?: boolean } = {}): Promise<PublicSpecialty[]> {
      const rows = await listSpecialtyRows(db, filter);
      const subspecialties = await listSubspecialtiesOf(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) =>
        toPublic(
          row,
          subspecialties.filter((s) => s.specialtyId === row.id),
        ),
      );
    },

    async byName(name: string): Promise<PublicSpecialty & { pages: SpecialtyPageLink[] }> {
      const row = await findSpecialtyByName(db, name);
      if (!row) throw notFound();
      const [subspecialties, pages] = await Promise.all([
        listSubspecialtiesOf(db, [row.id]),
        listPublishedPageLinks(db, row.id),
      ]);
      return { ...toPublic(row, subspecialties), pages };
    },

    async adminList(query: SpecialtyListQuery): Promise<Paged<AdminSpecialtyListItem>> {
      const { items, total } = await listAdminSpecialtyRows(db, query);
      return {
        total,
        items: items.map((row) => ({
          ...specialtyBasics(row),
          subspecialtyCount: row.subspecialtyCount,
          societyUserCount: row.societyUserCount,
          pageCount: row.pageCount,
          hasActiveCycle: row.hasActiveCycle,
        })),
      };
    },

    details,

    async create(input: SpecialtyInput): Promise<AdminSpecialtyDetails> {
      await checkUnique(input);
      const id = await insertSpecialty(db, input);
      if (id === undefined) throw conflict(messages.SpecialtyNameTaken);
      return details(id);
    },

    async update(id: number, input: SpecialtyInput): Promise<AdminSpecialtyDetails> {
      await existing(id);
      await checkUnique(input, id);
      if (!(await updateSpecialtyRow(db, id, input))) throw conflict(messages.SpecialtyNameTaken);
      return details(id);
    },

    async addSubspecialty(specialtyId: number, name: string): Promise<AdminSpecialtyDetails> {
      await existing(specialtyId);
      await checkSubspecialtyName(specialtyId, name);
      if ((await insertSubspecialty(db, specialtyId, name)) === undefined) {
        throw conflict(messages.SubspecialtyNameTaken);
      }
      return details(specialtyId);
    },

    async renameSubspecialty(specialtyId: number, id: number, name: string): Promise<AdminSpecialtyDetails> {
      await existingSubspecialty(specialtyId, id);
      await checkSubspecialtyName(specialtyId, name, id);
      if (!(await renameSubspecialtyRow(db, id, name))) throw conflict(messages.SubspecialtyNameTaken);
      return details(specialtyId);
    },

    /** Refused while programs use it: their subspecialty would vanish under them. */
    async removeSubspecialty(specialtyId: number, id: number): Promise<AdminSpecialtyDetails> {
      await existingSubspecialty(specialtyId, id);
      if (!(await deleteUnusedSubspecialty(db, id))) {
        const used = await countProgramsOfSubspecialty(db, id);
        throw conflict(formatMessage(messages.SubspecialtyInUse, { count: used }));
      }
      return details(specialtyId);
    },

    async societyUsers(
      specialtyId: number,
      page: { page: number; pageSize: number },
    ): Promise<Paged<SpecialtySocietyUser>> {
      await existing(specialtyId);
      const { items, total } = await listSocietyUsersOfSpecialty(db, specialtyId, page);
      return { items: items.map(toSocietyUser), total };
    },

    /**
     * Attaches a society user by email; with `create`, a new email becomes a society user of the
     * specialty who gets a temporary password by mail and chooses their own at first sign-in. An
     * existing society user is mailed an invitation and attached only when they accept it (`pending`,
     * issue 11). A user of another role is refused rather than offered access to a specialty. An
     * account whose address was never confirmed counts as no account.
     */
    async attachSocietyUser(
      specialtyId: number,
      input: AttachSocietyUserInput,
      invitedByUserId: string | null = null,
    ): Promise<{ user: SpecialtySocietyUser; created: boolean; pending: boolean }> {
      const specialty = await existing(specialtyId);
      const found = await findUserByEmail(db, input.email);
      const user = found?.emailVerified ? found : undefined;
      if (user && !user.roles.includes('SocietyUser')) throw conflict(messages.NotASocietyUser);
      if (user && (await listSocietySpecialtyIds(db, user.id)).includes(specialtyId)) {
        throw conflict(messages.SocietyUserAttached);
      }
      if (!user && !input.create) throw notFound(messages.SocietyUserNotFound);
      const invited = await invitedUsers.invite({
        email: input.email,
        firstName: input.create?.firstName ?? user?.firstName ?? '',
        lastName: input.create?.lastName ?? user?.lastName ?? '',
        roles: ['SocietyUser'],
        memberships: [{ kind: 'SocietyUser', specialtyId }],
        reason: `as a society user of ${specialty.name}`,
        invitedByUserId,
      });
      return {
        user: toSocietyUser({ ...invited.user, userId: invited.user.id }),
        created: invited.created,
        pending: invited.pending,
      };
    },

    async detachSocietyUser(specialtyId: number, userId: string): Promise<{ ok: true }> {
      await existing(specialtyId);
      if (!(await detachSocietyUserRow(db, specialtyId, userId))) throw notFound();
      return { ok: true };
    },
  };
}
