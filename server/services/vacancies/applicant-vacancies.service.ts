/**
 * Vacancies as visitors and applicants see them (ADR 0025 decision 7): the public list of Open
 * vacancies, the applicant's saves, alert subscriptions and applications (the CAS forwarded as it is
 * now), withdrawing, and answering an offer — with the vacancy row locked, so an answer never races an
 * offer. A declined or withdrawn offer goes to the next candidate at once; the last position accepted
 * fills the vacancy and the others are NotSelected. The scheduled task `expireOffers` ends offers
 * past their time the same way.
 */
import type {
  ApplicantVacancy,
  ApplicantVacancyDetail,
  AppliedVacancy,
  VacancySubscription,
  VacancySubscriptionInput,
} from '../../../core/contracts/vacancies/applicant-vacancies.contract.ts';
import type { VacancyDetail, VacancySummary } from '../../../core/contracts/vacancies/vacancies.contract.ts';
import { vacancyMessages } from '../../../core/domain/vacancy-messages.ts';
import type { Clock } from '../../clock.ts';
import { type DbExecutor, withTransaction } from '../../db/client.ts';
import {
  applicantMarks,
  deleteSave,
  deleteSubscription,
  expiredOffersOf,
  findApplication,
  findApplicationOf,
  findVacancy,
  insertApplication,
  insertSave,
  listApplicationsOfApplicant,
  listOpenVacancies,
  listSubscriptions,
  listVacanciesWithExpiredOffers,
  lockVacancy,
  moveApplications,
  moveVacancyStatus,
  type SubscriptionRow,
  upsertSubscription,
  type VacancyFilter,
  type VacancyRow,
} from '../../db/repositories/vacancies.repository.ts';
import { conflict, notFound } from '../../errors.ts';
import type { Logger } from '../../logger.ts';
import type { ApplicantAccess } from '../applicants/applicant-access.service.ts';
import { assembleCas } from '../applicants/cas.service.ts';
import type { VacancyNotices } from './vacancy-notices.ts';
import { offerFreePositions, settleIfFilled } from './vacancy-offers.ts';
import { toVacancyDetail, toVacancySummary } from './vacancy-views.ts';

export type ApplicantVacanciesService = ReturnType<typeof createApplicantVacanciesService>;

function toSubscription(row: SubscriptionRow): VacancySubscription {
  return {
    id: row.id,
    specialtyId: row.specialtyId,
    specialtyName: row.specialtyName,
    positionType: row.positionType,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createApplicantVacanciesService(deps: {
  db: DbExecutor;
  clock: Clock;
  log: Logger;
  access: ApplicantAccess;
  notices: VacancyNotices;
}) {
  const { db, clock, log, access, notices } = deps;

  const isTakingApplications = (row: VacancyRow) =>
    row.status === 'Open' && (!row.closesAt || row.closesAt.getTime() > clock.now().getTime());

  async function detailFor(applicantId: number, id: number): Promise<ApplicantVacancyDetail> {
    const vacancy = await findVacancy(db, id);
    if (!vacancy) throw notFound();
    const [marks, application] = await Promise.all([
      applicantMarks(db, applicantId, [id]),
      findApplicationOf(db, id, applicantId),
    ]);
    const mark = marks.get(id)!;
    // Not Open: only the applicant who saved it or applied still sees it.
    if (vacancy.status !== 'Open' && !mark.isSaved && !application) throw notFound();
    return {
      ...toVacancyDetail(vacancy),
      isSaved: mark.isSaved,
      application: application
        ? {
            id: application.id,
            status: application.status,
            coverNote: application.coverNote,
            createdAt: application.createdAt.toISOString(),
            offerExpiresAt:
              application.status === 'Offered' ? (application.offerExpiresAt?.toISOString() ?? null) : null,
          }
        : null,
    };
  }

  async function applied(applicantId: number): Promise<AppliedVacancy[]> {
    const rows = await listApplicationsOfApplicant(db, applicantId);
    const marks = await applicantMarks(
      db,
      applicantId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({
      ...toVacancySummary(row),
      isSaved: marks.get(row.id)?.isSaved ?? false,
      applicationId: row.applicationId,
      applicationStatus: row.applicationStatus,
      appliedAt: row.appliedAt.toISOString(),
      offerExpiresAt:
        row.applicationStatus === 'Offered' ? (row.offerExpiresAt?.toISOString() ?? null) : null,
    }));
  }

  async function ownApplication(userId: string, applicationId: number) {
    const applicant = await access.applicantOf(userId);
    const row = await findApplication(db, applicationId);
    if (!row || row.applicantId !== applicant.id) throw notFound();
    return { applicant, row };
  }

  async function appliedOne(applicantId: number, applicationId: number): Promise<AppliedVacancy> {
    const found = (await applied(applicantId)).find((item) => item.applicationId === applicationId);
    if (!found) throw notFound();
    return found;
  }

  /** Ends one application under the vacancy's lock, then offers free positions to the next. */
  async function answer(
    userId: string,
    applicationId: number,
    move: 'Accepted' | 'Declined' | 'Withdrawn',
  ): Promise<AppliedVacancy> {
    const { applicant, row } = await ownApplication(userId, applicationId);
    const now = clock.now();
    const outcome = await withTransaction(db, async (tx) => {
      const vacancy = await lockVacancy(tx, row.vacancyId);
      if (!vacancy) throw notFound();
      const current = (await findApplication(tx, applicationId))!;
      if (move === 'Withdrawn') {
        if (current.status !== 'Applied' && current.status !== 'Offered')
          throw conflict(vacancyMessages.VacancyApplicationNotLive);
      } else {
        if (current.status !== 'Offered') throw conflict(vacancyMessages.VacancyNoOfferStanding);
        if (current.offerExpiresAt && current.offerExpiresAt.getTime() <= now.getTime())
          throw conflict(vacancyMessages.VacancyOfferExpired);
      }
      await moveApplications(tx, { ids: [applicationId] }, [current.status], move, now);
      if (move === 'Accepted') {
        const notSelected = await settleIfFilled(tx, vacancy, now, async (inner) => {
          await moveVacancyStatus(inner, vacancy.id, ['Open'], 'Filled', now);
        });
        return { offered: [] as number[], notSelected };
      }
      return { offered: await offerFreePositions(tx, vacancy, now), notSelected: [] as number[] };
    });
    await notices.offered(row.vacancyId, outcome.offered, null);
    await notices.notSelected(row.vacancyId, outcome.notSelected);
    if (move !== 'Withdrawn')
      await notices.answered(applicationId, move === 'Accepted' ? 'accepted' : 'declined');
    return appliedOne(applicant.id, applicationId);
  }

  return {
    // ---------- anyone ----------

    async listPublic(filter: VacancyFilter): Promise<{ items: VacancySummary[]; total: number }> {
      const { items, total } = await listOpenVacancies(db, { ...filter, savedBy: undefined }, clock.now());
      return { items: items.map(toVacancySummary), total };
    },

    async getPublic(id: number): Promise<VacancyDetail> {
      const vacancy = await findVacancy(db, id);
      if (vacancy?.status !== 'Open') throw notFound();
      return toVacancyDetail(vacancy);
    },

    // ---------- the applicant ----------

    async list(
      userId: string,
      filter: Omit<VacancyFilter, 'savedBy'> & { saved?: 'true' | 'false' | undefined },
    ): Promise<{ items: ApplicantVacancy[]; total: number }> {
      const applicant = await access.applicantOf(userId);
      const { saved, ...rest } = filter;
      const { items, total } = await listOpenVacancies(
        db,
        { ...rest, savedBy: saved === 'true' ? applicant.id : undefined },
        clock.now(),
      );
      const marks = await applicantMarks(
        db,
        applicant.id,
        items.map((row) => row.id),
      );
      return {
        total,
        items: items.map((row) => {
          const mark = marks.get(row.id)!;
          return {
            ...toVacancySummary(row),
            isSaved: mark.isSaved,
            applicationId: mark.applicationId,
            applicationStatus: mark.applicationStatus,
          };
        }),
      };
    },

    async get(userId: string, id: number): Promise<ApplicantVacancyDetail> {
      const applicant = await access.applicantOf(userId);
      return detailFor(applicant.id, id);
    },

    async save(userId: string, id: number, saved: boolean): Promise<{ isSaved: boolean }> {
      const applicant = await access.applicantOf(userId);
      const vacancy = await findVacancy(db, id);
      if (!vacancy) throw notFound();
      if (saved) {
        if (vacancy.status !== 'Open') throw notFound();
        await insertSave(db, id, applicant.id, clock.now());
      } else {
        await deleteSave(db, id, applicant.id);
      }
      return { isSaved: saved };
    },

    async apply(userId: string, id: number, coverNote: string | null): Promise<ApplicantVacancyDetail> {
      const applicant = await access.applicantOf(userId);
      const vacancy = await findVacancy(db, id);
      if (!vacancy || vacancy.status === 'Draft') throw notFound();
      if (!isTakingApplications(vacancy)) throw conflict(vacancyMessages.VacancyNotOpen);
      // What the program will read: the CAS as it is now (as when an application is sent).
      const cas = await assembleCas(db, applicant.id, null, { userId, roles: ['Applicant'] });
      const inserted = await insertApplication(db, {
        vacancyId: id,
        applicantId: applicant.id,
        coverNote,
        casSnapshot: cas as unknown as Record<string, unknown>,
        at: clock.now(),
      });
      if (inserted === undefined) throw conflict(vacancyMessages.VacancyAlreadyApplied);
      return detailFor(applicant.id, id);
    },

    async applied(userId: string): Promise<{ items: AppliedVacancy[] }> {
      const applicant = await access.applicantOf(userId);
      return { items: await applied(applicant.id) };
    },

    withdraw: (userId: string, applicationId: number) => answer(userId, applicationId, 'Withdrawn'),
    accept: (userId: string, applicationId: number) => answer(userId, applicationId, 'Accepted'),
    decline: (userId: string, applicationId: number) => answer(userId, applicationId, 'Declined'),

    async subscriptions(userId: string): Promise<{ items: VacancySubscription[] }> {
      const applicant = await access.applicantOf(userId);
      return { items: (await listSubscriptions(db, applicant.id)).map(toSubscription) };
    },

    async subscribe(userId: string, input: VacancySubscriptionInput): Promise<VacancySubscription> {
      const applicant = await access.applicantOf(userId);
      const id = await upsertSubscription(db, {
        applicantId: applicant.id,
        specialtyId: input.specialtyId,
        positionType: input.positionType,
        createdAt: clock.now(),
      });
      const row = (await listSubscriptions(db, applicant.id)).find((item) => item.id === id);
      if (!row) throw notFound();
      return toSubscription(row);
    },

    async unsubscribe(userId: string, id: number): Promise<{ deleted: boolean }> {
      const applicant = await access.applicantOf(userId);
      if (!(await deleteSubscription(db, applicant.id, id))) throw notFound();
      return { deleted: true };
    },

    // ---------- the scheduled task ----------

    /** Offers past their time expire; each vacancy's next candidates are offered at once. */
    async expireOffers(): Promise<number> {
      const now = clock.now();
      let expiredCount = 0;
      for (const vacancyId of await listVacanciesWithExpiredOffers(db, now)) {
        try {
          const outcome = await withTransaction(db, async (tx) => {
            const vacancy = await lockVacancy(tx, vacancyId);
            if (!vacancy) return { expired: [] as number[], offered: [] as number[] };
            const ids = await expiredOffersOf(tx, vacancyId, now);
            const expired = await moveApplications(tx, { ids }, ['Offered'], 'Expired', now);
            return { expired, offered: await offerFreePositions(tx, vacancy, now) };
          });
          expiredCount += outcome.expired.length;
          await notices.expired(vacancyId, outcome.expired);
          await notices.offered(vacancyId, outcome.offered, null);
        } catch (error) {
          log.error({ vacancyId, error: String(error) }, 'expiring vacancy offers failed');
        }
      }
      return expiredCount;
    },
  };
}
