import { pageWindow } from '../../../core/contracts/paging.ts';
import type {
  SocietyContext,
  SocietyProfile,
  SocietyProfileInput,
  SocietyProgramDetails,
  SocietyProgramListItem,
  SocietySummary,
} from '../../../core/contracts/societies/society.contract.ts';
import { isResultReleasedTo } from '../../../core/domain/match-cycle-results.ts';
import { messages } from '../../../core/domain/messages.ts';
import type { Clock } from '../../clock.ts';
import type { DbExecutor } from '../../db/client.ts';
import { findProgram, listPositions, listProgramUsers } from '../../db/repositories/programs.repository.ts';
import {
  findCycleSpecialtyId,
  findSocietyUserName,
  listContextCycles,
  listSocietyPrograms,
  listSocietySpecialties,
  listSocietySpecialtyIds,
  listSubspecialtiesOf,
  type SocietyProgramSort,
  summaryCounts,
  updateSocietyUserName,
} from '../../db/repositories/society.repository.ts';
import { notFound, ValidationFailure } from '../../errors.ts';
import { assertSocietySpecialty } from '../../policies/society-specialty.policy.ts';

export type SocietyService = ReturnType<typeof createSocietyService>;

const fullName = (user: { firstName: string; lastName: string }) =>
  `${user.firstName} ${user.lastName}`.trim();

/** What the society user oversees (business.md §2.5): their specialties' cycles, programs and requests. */
export function createSocietyService(deps: { db: DbExecutor; clock: Clock }) {
  const { db, clock } = deps;

  /** Refuses a specialty the user does not oversee (a resource-level 403, not the role guard's). */
  async function assertOwnSpecialty(userId: string, specialtyId: number): Promise<void> {
    assertSocietySpecialty(await listSocietySpecialtyIds(db, userId), specialtyId);
  }

  /** The cycle must be one of the specialty's; null when none is asked. */
  async function cycleOfSpecialty(
    specialtyId: number,
    matchCycleId: number | undefined,
  ): Promise<number | null> {
    if (matchCycleId === undefined) return null;
    if ((await findCycleSpecialtyId(db, matchCycleId)) !== specialtyId) {
      throw new ValidationFailure({ matchCycleId: [messages.MatchCycleOfAnotherSpecialty] });
    }
    return matchCycleId;
  }

  async function profile(userId: string): Promise<SocietyProfile> {
    const user = await findSocietyUserName(db, userId);
    if (!user) throw notFound();
    return user;
  }

  return {
    /** 'Society users: get context' (business.md §3.3, §7): four statements whatever the user follows. */
    async context(userId: string): Promise<SocietyContext> {
      const [user, specialties] = await Promise.all([
        findSocietyUserName(db, userId),
        listSocietySpecialties(db, userId),
      ]);
      if (!user) throw notFound();
      const now = clock.now();
      const ids = specialties.map((s) => s.id);
      const [subspecialties, cycles] = await Promise.all([
        listSubspecialtiesOf(db, ids),
        listContextCycles(db, ids),
      ]);
      return {
        email: user.email,
        fullName: fullName(user),
        specialties: specialties.map((s) => ({
          id: s.id,
          name: s.name,
          specialtyFullName: s.fullName,
          type: s.type,
          hasCas: s.hasCas,
          hasAllSubspecialties: s.hasAllSubspecialties,
          subspecialtyLabel: s.subspecialtyLabel,
          subspecialties: subspecialties
            .filter((sub) => sub.specialtyId === s.id)
            .map((sub) => ({ id: sub.id, name: sub.name })),
          actions: {
            canRequestProgramRegistration: s.canRequestProgramRegistration,
            canManagePayments: s.canManagePayments,
          },
          matchCycles: cycles
            .filter((c) => c.specialtyId === s.id)
            .map((c) => ({
              id: c.id,
              name: c.name,
              status: c.status,
              // isMatchResultAvailable (business.md §3.3): the release rule every result read uses.
              hasMatchResults: isResultReleasedTo(
                c,
                'Society',
                c.societySendingStatus === null ? undefined : { status: c.societySendingStatus },
                c.hasFinalRun,
                now,
              ),
            })),
        })),
      };
    },

    async summary(
      userId: string,
      query: { specialtyId: number; matchCycleId?: number | undefined },
    ): Promise<SocietySummary> {
      await assertOwnSpecialty(userId, query.specialtyId);
      const matchCycleId = await cycleOfSpecialty(query.specialtyId, query.matchCycleId);
      const counts = await summaryCounts(db, { specialtyId: query.specialtyId, matchCycleId });
      return { specialtyId: query.specialtyId, matchCycleId, ...counts };
    },

    async programs(
      userId: string,
      query: {
        specialtyId: number;
        matchCycleId?: number | undefined;
        participating?: 'true' | 'false' | undefined;
        search?: string | undefined;
        sort: SocietyProgramSort;
        direction: 'asc' | 'desc';
        page: number;
        pageSize: number;
      },
    ): Promise<{ items: SocietyProgramListItem[]; total: number }> {
      await assertOwnSpecialty(userId, query.specialtyId);
      const matchCycleId = await cycleOfSpecialty(query.specialtyId, query.matchCycleId);
      return listSocietyPrograms(db, {
        specialtyId: query.specialtyId,
        matchCycleId,
        participatingOnly: query.participating === 'true' && matchCycleId !== null,
        search: query.search || undefined,
        sort: query.sort,
        direction: query.direction,
        ...pageWindow(query),
      });
    },

    async program(userId: string, id: number): Promise<SocietyProgramDetails> {
      const program = await findProgram(db, id);
      if (!program) throw notFound();
      await assertOwnSpecialty(userId, program.specialtyId);
      const [positions, users] = await Promise.all([
        listPositions(db, id),
        // A program has a handful of users; the first hundred, directors first, is all of them.
        listProgramUsers(db, id, { sort: 'name', direction: 'asc', page: 1, pageSize: 100 }),
      ]);
      return {
        id: program.id,
        code: program.code,
        name: program.name,
        specialtyId: program.specialtyId,
        specialtyName: program.specialtyName,
        subspecialtyName: program.subspecialtyName,
        institutionName: program.institutionName,
        addressLine: program.addressLine,
        city: program.city,
        stateName: program.stateName,
        countryName: program.countryName,
        zip: program.zip,
        phone: program.phone,
        fax: program.fax,
        website: program.website,
        description: program.description,
        isActive: program.isActive,
        createdDate: program.createdAt.toISOString(),
        positions: positions.map((p) => ({
          matchCycleId: p.matchCycleId,
          matchCycleName: p.matchName,
          yearCode: p.yearCode,
          status: p.status,
          positions: p.positions,
        })),
        users: users.items.map((u) => ({
          userId: u.userId,
          fullName: fullName(u),
          email: u.email,
          isDirector: u.isDirector,
          isActive: u.isActive,
        })),
      };
    },

    profile,

    async updateProfile(userId: string, input: SocietyProfileInput): Promise<SocietyProfile> {
      await updateSocietyUserName(db, userId, { ...input, now: clock.now() });
      return profile(userId);
    },
  };
}
