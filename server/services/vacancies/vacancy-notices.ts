/**
 * What vacancies tell people, through the one notify service (notification row, hub events, mail and
 * push per each user's settings and limits). Called after the transaction committed.
 */
import { formatPacificDateTime } from '../../../core/domain/pacific-time.ts';
import { vacancyMessage } from '../../../core/domain/vacancy-messages.ts';
import type { DbExecutor } from '../../db/client.ts';
import {
  findApplication,
  findVacancy,
  listProgramUserIds,
  listSubscriberUserIds,
  userIdsOfApplications,
  type VacancyRow,
} from '../../db/repositories/vacancies.repository.ts';
import type { NotifyService } from '../messaging/notify.service.ts';

export type VacancyNotices = ReturnType<typeof createVacancyNotices>;

export function createVacancyNotices(deps: { db: DbExecutor; notify: NotifyService }) {
  const { db, notify } = deps;
  /** A tap opens the vacancy in the applicant's area (its last cycle) or the program's vacancy page. */
  const data = (vacancy: VacancyRow, to: 'applicant' | 'applied' | 'program' = 'applicant') => ({
    vacancyId: String(vacancy.id),
    url:
      to === 'program'
        ? `/program-user/vacancies/${vacancy.id}`
        : `/applicant/vacancies/${to === 'applied' ? 'applied' : 'all'}/${vacancy.id}`,
  });

  return {
    /** A vacancy became Open: every applicant subscribed to its specialty and type (one query). */
    async posted(vacancyId: number, causedByUserId: string | null): Promise<string[]> {
      const vacancy = await findVacancy(db, vacancyId);
      if (!vacancy) return [];
      const userIds = await listSubscriberUserIds(db, vacancy.specialtyId, vacancy.positionType);
      await notify.send({
        userIds,
        kind: 'General',
        title: vacancyMessage('VacancyPostedTitle', { title: vacancy.title }),
        body: vacancyMessage('VacancyPostedBody', {
          program: vacancy.programName,
          type: vacancy.positionType.toLowerCase(),
          specialty: vacancy.specialtyName,
          title: vacancy.title,
        }),
        data: data(vacancy),
        causedByUserId,
      });
      return userIds;
    },

    async offered(vacancyId: number, applicationIds: number[], causedByUserId: string | null): Promise<void> {
      if (applicationIds.length === 0) return;
      const vacancy = await findVacancy(db, vacancyId);
      if (!vacancy) return;
      for (const id of applicationIds) {
        const application = await findApplication(db, id);
        if (!application?.offerExpiresAt) continue;
        await notify.send({
          userIds: [application.userId],
          kind: 'General',
          type: 'Success',
          title: vacancyMessage('VacancyOfferedTitle', { title: vacancy.title }),
          body: vacancyMessage('VacancyOfferedBody', {
            program: vacancy.programName,
            title: vacancy.title,
            expires: formatPacificDateTime(application.offerExpiresAt),
          }),
          data: data(vacancy, 'applied'),
          causedByUserId,
        });
      }
    },

    async expired(vacancyId: number, applicationIds: number[]): Promise<void> {
      await tell(vacancyId, applicationIds, 'VacancyOfferExpiredTitle', 'VacancyOfferExpiredBody');
    },

    async notSelected(vacancyId: number, applicationIds: number[]): Promise<void> {
      await tell(vacancyId, applicationIds, 'VacancyNotSelectedTitle', 'VacancyNotSelectedBody');
    },

    /** The program's users learn an applicant's answer. */
    async answered(applicationId: number, answer: 'accepted' | 'declined'): Promise<void> {
      const application = await findApplication(db, applicationId);
      if (!application) return;
      const vacancy = await findVacancy(db, application.vacancyId);
      if (!vacancy) return;
      await notify.send({
        userIds: await listProgramUserIds(db, vacancy.programId),
        kind: 'General',
        title: vacancyMessage('VacancyAnsweredTitle', { answer, title: vacancy.title }),
        body: vacancyMessage('VacancyAnsweredBody', {
          applicant: application.name,
          answer,
          title: vacancy.title,
        }),
        data: data(vacancy, 'program'),
        causedByUserId: application.userId,
      });
    },
  };

  async function tell(
    vacancyId: number,
    applicationIds: number[],
    title: 'VacancyOfferExpiredTitle' | 'VacancyNotSelectedTitle',
    body: 'VacancyOfferExpiredBody' | 'VacancyNotSelectedBody',
  ): Promise<void> {
    if (applicationIds.length === 0) return;
    const vacancy = await findVacancy(db, vacancyId);
    if (!vacancy) return;
    await notify.send({
      userIds: await userIdsOfApplications(db, applicationIds),
      kind: 'General',
      title: vacancyMessage(title, { title: vacancy.title }),
      body: vacancyMessage(body, { program: vacancy.programName, title: vacancy.title }),
      data: data(vacancy, 'applied'),
      causedByUserId: null,
    });
  }
}
