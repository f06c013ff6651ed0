/**
 * Releasing a match cycle's results to an audience (issue 6, business.md §3.1, §4): the admin's
 * "Send now" and the scheduled release at each audience's planned (email) date. A release marks the
 * audience's sending Sent and writes its result mails to the outbox in ONE transaction, so the mails
 * exist exactly when the sending says Sent; a failure rolls both back and records Failed.
 */
import {
  plannedDateFieldOf,
  type ResultSendingAudience,
  resultSendingAudiences,
} from '../../../core/domain/match-cycle-results.ts';
import { message, messages } from '../../../core/domain/messages.ts';
import { manualSendingRefusal } from '../../../core/domain/result-release.ts';
import type { Clock } from '../../clock.ts';
import { type DbExecutor, withTransaction } from '../../db/client.ts';
import { findMatchCycle } from '../../db/repositories/match-cycles.repository.ts';
import { findFinalRunId } from '../../db/repositories/match-runs.repository.ts';
import {
  claimResultSending,
  cycleResultTotals,
  listApplicantsOfRun,
  listCyclesWithFinalRun,
  listMedicalSchoolUsersOfRun,
  listProgramUsersOfRun,
  listRegisteredApplicantsOutsideRun,
  listSocietyUsersOfCycle,
  setResultSendingStatus,
} from '../../db/repositories/result-release.repository.ts';
import { listResultSendings } from '../../db/repositories/result-sendings.repository.ts';
import { AppError, conflict, notFound } from '../../errors.ts';
import type { Logger } from '../../logger.ts';
import type { MailService, OutgoingMail } from '../mail/mail.service.ts';
import { resultStatusesOfMany } from './result-statuses.ts';

export type ResultReleaseService = ReturnType<typeof createResultReleaseService>;

type Recipient = { email: string; firstName: string; lastName: string };
const nameOf = (r: Recipient) => `${r.firstName} ${r.lastName}`.trim() || r.email;

export function createResultReleaseService(deps: {
  db: DbExecutor;
  clock: Clock;
  mail: MailService;
  log: Logger;
  publicUrl: string;
}) {
  const { db, clock, mail, log, publicUrl } = deps;

  /** The result mails of one audience, read with one query per recipient kind. */
  async function resultMails(
    tx: DbExecutor,
    cycle: { id: number; shortName: string; matchName: string },
    audience: ResultSendingAudience,
    matchRunId: number,
  ): Promise<OutgoingMail[]> {
    const subject = message('ResultMailSubject', { cycle: cycle.matchName });
    const base = { subject, cycle: cycle.matchName };
    switch (audience) {
      case 'Applicant': {
        const link = `${publicUrl}/applicant/${encodeURIComponent(cycle.shortName)}/match-result`;
        const [inRun, outside] = await Promise.all([
          listApplicantsOfRun(tx, matchRunId),
          listRegisteredApplicantsOutsideRun(tx, cycle.id, matchRunId),
        ]);
        const recipients = [...inRun, ...outside];
        const statuses = await resultStatusesOfMany(tx, {
          matchCycleId: cycle.id,
          matchRunId,
          applicantIds: recipients.map((r) => r.applicantId),
        });
        const programOf = new Map(inRun.map((r) => [r.applicantId, r.programName]));
        // The same sentence as the result page: the match, or the status of business.md §3.8.
        const statusText = (applicantId: number): string => {
          const status = statuses.get(applicantId)?.status ?? 'NoListNotListed';
          const program = programOf.get(applicantId);
          return status === 'Matched' && program
            ? message('ApplicantResultMatched', { program })
            : messages[`MrStatus_${status}`];
        };
        return recipients.map((r) => ({
          to: r.email,
          subject,
          text: message('ApplicantResultMailText', {
            ...base,
            name: nameOf(r),
            status: statusText(r.applicantId),
            link,
          }),
        }));
      }
      case 'MedicalSchool':
        return (await listMedicalSchoolUsersOfRun(tx, matchRunId)).map((r) => ({
          to: r.email,
          subject,
          text: message('MedicalSchoolResultMailText', {
            ...base,
            name: nameOf(r),
            school: r.schoolName,
            inMatch: r.inMatch,
            matched: r.matched,
            unmatched: r.inMatch - r.matched,
            link: `${publicUrl}/medical-school/${encodeURIComponent(r.schoolCode)}/match-results`,
          }),
        }));
      case 'Program':
        return (await listProgramUsersOfRun(tx, cycle.id, matchRunId)).map((r) => ({
          to: r.email,
          subject,
          text: message('ProgramResultMailText', {
            ...base,
            name: nameOf(r),
            program: r.programName,
            matched: r.matched,
            positions: r.positions,
            link: `${publicUrl}/program-user/${encodeURIComponent(cycle.shortName)}/${encodeURIComponent(r.programCode)}/match-result`,
          }),
        }));
      case 'Society': {
        const [users, totals] = await Promise.all([
          listSocietyUsersOfCycle(tx, cycle.id),
          cycleResultTotals(tx, cycle.id, matchRunId),
        ]);
        return users.map((r) => ({
          to: r.email,
          subject,
          text: message('SocietyResultMailText', {
            ...base,
            name: nameOf(r),
            ...totals,
            link: `${publicUrl}/society-user/match-results`,
          }),
        }));
      }
    }
  }

  /**
   * Releases the cycle's final result to the audience: refused (409) without a final run and when the
   * audience's sending is already Sending or Sent. Answers how many mails were written.
   */
  async function releaseResults(request: {
    matchCycleId: number;
    audience: ResultSendingAudience;
    byUserId: string | null;
  }): Promise<{ mailCount: number }> {
    const { matchCycleId, audience, byUserId } = request;
    const [cycle, matchRunId] = await Promise.all([
      findMatchCycle(db, matchCycleId),
      findFinalRunId(db, matchCycleId),
    ]);
    if (!cycle) throw notFound();
    if (matchRunId === null) throw conflict(message('ResultsNeedFinalRun'));
    const key = { matchCycleId, audience };
    try {
      return await withTransaction(db, async (tx) => {
        if (!(await claimResultSending(tx, key, clock.now()))) {
          throw conflict(message('ResultsAlreadySent'));
        }
        const mails = await resultMails(tx, cycle, audience, matchRunId);
        const { count } = await mail.sendMany(mails, tx);
        const now = clock.now();
        await setResultSendingStatus(tx, key, { status: 'Sent', sentAt: now, sentByUserId: byUserId }, now);
        log.info({ matchCycleId, audience, mailCount: count, byUserId }, 'results released');
        return { mailCount: count };
      });
    } catch (error) {
      if (error instanceof AppError) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      log.error({ matchCycleId, audience, error: reason }, 'result release failed');
      await setResultSendingStatus(
        db,
        key,
        { status: 'Failed', sentAt: null, sentByUserId: byUserId },
        clock.now(),
      );
      throw conflict(message('ResultsSendingFailed', { reason }));
    }
  }

  return {
    releaseResults,

    /** The admin's "Send now": only when canRunManually allows it, otherwise 409 saying why. */
    async runManually(matchCycleId: number, audience: ResultSendingAudience, byUserId: string) {
      const [cycle, sendings, finalRunId] = await Promise.all([
        findMatchCycle(db, matchCycleId),
        listResultSendings(db, matchCycleId),
        findFinalRunId(db, matchCycleId),
      ]);
      if (!cycle) throw notFound();
      const status = sendings.find((s) => s.audience === audience)?.status ?? 'NotSent';
      const refusal = manualSendingRefusal(
        cycle,
        status as Parameters<typeof manualSendingRefusal>[1],
        finalRunId !== null,
        clock.now(),
      );
      if (refusal !== null) throw conflict(refusal);
      return releaseResults({ matchCycleId, audience, byUserId });
    },

    /**
     * The scheduled release: for every cycle with a final run, each audience whose planned (email)
     * date has passed and whose sending was never made. A Failed sending waits for an admin (it is not
     * retried on every tick); one audience failing does not stop the others.
     */
    async releaseDueResults(
      now: Date = clock.now(),
    ): Promise<{ matchCycleId: number; audience: ResultSendingAudience }[]> {
      const released: { matchCycleId: number; audience: ResultSendingAudience }[] = [];
      for (const cycle of await listCyclesWithFinalRun(db)) {
        const sendings = await listResultSendings(db, cycle.id);
        for (const audience of resultSendingAudiences) {
          const planned = cycle[plannedDateFieldOf[audience]];
          const status = sendings.find((s) => s.audience === audience)?.status ?? 'NotSent';
          if (planned === null || planned.getTime() > now.getTime() || status !== 'NotSent') continue;
          try {
            await releaseResults({ matchCycleId: cycle.id, audience, byUserId: null });
            released.push({ matchCycleId: cycle.id, audience });
          } catch (error) {
            log.warn({ matchCycleId: cycle.id, audience, error: String(error) }, 'scheduled release skipped');
          }
        }
      }
      return released;
    },
  };
}
