/**
 * The program's review of its applications (issue 15, ADR 0024 §11): the paged list and the
 * applicants view, the assembled application (the CAS as sent, through the photo policy), its PDF,
 * one score per reviewer and bulk decisions (interview list, decline) raised live to the program.
 * Every user of the program reviews; nobody else learns the program or application exists.
 */

import type { Cas } from '../../../core/contracts/applicants/cas.contract.ts';
import type {
  AssembledApplication,
  BulkApplicationAction,
  ProgramApplicationRow,
  ProgramApplicationSort,
  ProgramApplicationsQuery,
} from '../../../core/contracts/applications/program-applications.contract.ts';
import type { Paged } from '../../../core/contracts/paging.ts';
import { uploadContentUrl } from '../../../core/contracts/uploads/uploads.contract.ts';
import type { ProgramDecision } from '../../../core/domain/interviews.ts';
import { hubEvents as eventNames, hubGroups } from '../../../core/realtime/hubs.ts';
import type { Clock } from '../../clock.ts';
import { type DbExecutor, withTransaction } from '../../db/client.ts';
import {
  type ApplicationListFilters,
  type ApplicationListRow,
  findApplicationParts,
  findLatestInvitation,
  findLettersOf,
  findProgramApplicationRow,
  findStatementOf,
  isUploadOfProgramApplicant,
  listApplicantSchools,
  listDocumentsForProgram,
  moveDecisions,
  type ProgramScope,
  pageProgramApplications,
  programApplicationIds,
  scoreSummary,
  upsertScore,
  wasInvited,
} from '../../db/repositories/program-applications.repository.ts';
import { findProgramInCycle, type ProgramInCycle } from '../../db/repositories/program-user.repository.ts';
import { notFound } from '../../errors.ts';
import { applicantPhotoFor, type PhotoViewer } from '../../policies/applicant-photo.policy.ts';
import { assembleCas } from '../applicants/cas.service.ts';
import { renderCasPdf } from '../applicants/cas-pdf.ts';
import type { HubEvents } from '../realtime/hub-events.ts';
import type { createUploadService } from '../uploads/upload.service.ts';

export type ProgramApplicationsService = ReturnType<typeof createProgramApplicationsService>;

export type ProgramWhere = { matchCycleCode: string; programCode: string };

/** The user's program in the cycle (404 when the user is not its user, or either does not exist). */
export async function reviewedProgram(
  db: DbExecutor,
  userId: string,
  where: ProgramWhere,
): Promise<ProgramInCycle> {
  const found = await findProgramInCycle(db, userId, where.programCode, where.matchCycleCode);
  if (!found) throw notFound();
  return found;
}

export const scopeOfProgram = (program: ProgramInCycle): ProgramScope => ({
  programId: program.programId,
  matchCycleId: program.cycleId,
});

/** The application of the program (404 otherwise: in progress, another program's, or none). */
export async function reviewedApplication(
  db: DbExecutor,
  userId: string,
  where: ProgramWhere,
  applicationId: number,
): Promise<{ program: ProgramInCycle; row: ApplicationListRow }> {
  const program = await reviewedProgram(db, userId, where);
  const row = await findProgramApplicationRow(db, scopeOfProgram(program), userId, applicationId);
  if (!row) throw notFound();
  return { program, row };
}

function filtersOf(query: ProgramApplicationsQuery): ApplicationListFilters {
  const flag = (v: string | undefined) => (v === undefined ? undefined : v === 'true');
  const range = (min: number | undefined, max: number | undefined) => ({ min, max });
  return {
    search: query.search,
    scores: {
      usmleStep1: range(query.usmleStep1Min as number | undefined, query.usmleStep1Max as number | undefined),
      usmleStep2: range(query.usmleStep2Min as number | undefined, query.usmleStep2Max as number | undefined),
      comlexLevel1: range(
        query.comlexLevel1Min as number | undefined,
        query.comlexLevel1Max as number | undefined,
      ),
      comlexLevel2: range(
        query.comlexLevel2Min as number | undefined,
        query.comlexLevel2Max as number | undefined,
      ),
    },
    medicalSchoolId: query.medicalSchoolId as number | undefined,
    stateId: query.stateId as number | undefined,
    signaled: flag(query.signaled),
    lettersComplete: flag(query.lettersComplete),
    status: query.status,
    invited: flag(query.invited),
    decision: query.decision,
  };
}

function toRow(row: ApplicationListRow): ProgramApplicationRow {
  const { applicantUserId: _hidden, ...shown } = row;
  return shown;
}

/** Where each bulk action moves the decision from, and to. */
const decisionMoves: Record<
  BulkApplicationAction,
  { from: readonly (ProgramDecision | null)[]; to: ProgramDecision | null }
> = {
  AddToInterviewList: { from: [null, 'Declined'], to: 'InterviewList' },
  RemoveFromInterviewList: { from: ['InterviewList'], to: null },
  Decline: { from: [null, 'InterviewList'], to: 'Declined' },
  Undecline: { from: ['Declined'], to: null },
};

/** The CAS the program reads: the copy sent, its photo only when the photo policy allows. */
function casForViewer(
  snapshot: Record<string, unknown>,
  viewer: PhotoViewer,
  applicantUserId: string,
  invited: boolean,
): Cas {
  const sent = snapshot as unknown as Cas;
  return {
    ...sent,
    personal: {
      ...sent.personal,
      photoUrl: applicantPhotoFor(
        viewer,
        { applicantUserId, invitedByViewersProgram: invited },
        sent.personal.photoUrl ?? null,
      ),
    },
  };
}

export type QueryInput = Omit<ProgramApplicationsQuery, 'sort' | 'direction' | 'page' | 'pageSize'> & {
  sort: ProgramApplicationSort;
  direction: 'asc' | 'desc';
  page: number;
  pageSize: number;
};

export function createProgramApplicationsService(deps: {
  db: DbExecutor;
  clock: Clock;
  hubEvents: HubEvents;
  uploads: Pick<ReturnType<typeof createUploadService>, 'allowReader'>;
}) {
  const { db, clock, hubEvents } = deps;

  // The users of a program read the documents and the received, assigned letters of its applicants.
  deps.uploads.allowReader(
    (reader, row) =>
      reader.roles.includes('ProgramUser') && isUploadOfProgramApplicant(db, reader.userId, row.id),
  );

  async function casOf(
    program: ProgramInCycle,
    row: ApplicationListRow,
    snapshot: Record<string, unknown> | null,
    viewer: PhotoViewer,
  ): Promise<Cas> {
    const invited = await wasInvited(db, row.applicationId);
    if (snapshot) return casForViewer(snapshot, viewer, row.applicantUserId, invited);
    // Sent before the CAS was kept with the application: the live CAS, with the same photo rule.
    const live = await assembleCas(
      db,
      row.applicantId,
      { code: program.cycleCode, name: program.cycleName },
      viewer,
    );
    return casForViewer(live as unknown as Record<string, unknown>, viewer, row.applicantUserId, invited);
  }

  return {
    async list(
      userId: string,
      where: ProgramWhere,
      query: QueryInput,
    ): Promise<Paged<ProgramApplicationRow>> {
      const program = await reviewedProgram(db, userId, where);
      const page = await pageProgramApplications(
        db,
        scopeOfProgram(program),
        userId,
        filtersOf(query),
        query.sort,
        query.direction,
        { page: query.page, pageSize: query.pageSize },
      );
      return { items: page.items.map(toRow), total: page.total };
    },

    async schools(userId: string, where: ProgramWhere): Promise<{ items: { id: number; name: string }[] }> {
      const program = await reviewedProgram(db, userId, where);
      return { items: await listApplicantSchools(db, scopeOfProgram(program)) };
    },

    async get(
      viewer: PhotoViewer,
      where: ProgramWhere,
      applicationId: number,
    ): Promise<AssembledApplication> {
      const { program, row } = await reviewedApplication(db, viewer.userId, where, applicationId);
      const parts = await findApplicationParts(db, applicationId);
      if (!parts) throw notFound();
      const [cas, documents, letters, statement, invitation] = await Promise.all([
        casOf(program, row, parts.casSnapshot, viewer),
        listDocumentsForProgram(db, row.applicantId),
        findLettersOf(db, row.applicantId, parts.letterIds),
        parts.personalStatementId === null
          ? Promise.resolve(undefined)
          : findStatementOf(db, row.applicantId, parts.personalStatementId),
        findLatestInvitation(db, applicationId),
      ]);
      const casHistory: AssembledApplication['casHistory'] = [];
      if (parts.publishedAt) casHistory.push({ date: parts.publishedAt.toISOString(), event: 'Sent' });
      if (parts.withdrawnAt) casHistory.push({ date: parts.withdrawnAt.toISOString(), event: 'Withdrawn' });
      return {
        applicationId: row.applicationId,
        applicantId: row.applicantId,
        applicantCode: row.applicantCode,
        name: row.name,
        programCode: program.programCode,
        programName: program.programName,
        matchCycleCode: program.cycleCode,
        status: row.status,
        sentDate: row.sentDate,
        isSignaled: row.isSignaled,
        cas,
        documents: documents.map(({ uploadId, ...document }) => ({
          ...document,
          url: uploadContentUrl(uploadId),
        })),
        letters: letters.map((l) => ({
          id: l.id,
          writerName: l.writerName,
          status: l.status,
          receivedDate: l.uploadedAt?.toISOString() ?? null,
          url:
            l.uploadId && (l.status === 'Uploaded' || l.status === 'QA')
              ? uploadContentUrl(l.uploadId)
              : null,
        })),
        personalStatement: statement ?? null,
        exams: row.exams,
        decision: row.decision,
        decidedDate: parts.programDecidedAt?.toISOString() ?? null,
        scoreMean: row.scoreMean,
        scoreCount: row.scoreCount,
        myScore: row.myScore,
        invitation: invitation
          ? { id: invitation.id, status: invitation.status, interviewDate: invitation.interviewDate }
          : null,
        casHistory,
      };
    },

    async pdf(viewer: PhotoViewer, where: ProgramWhere, applicationId: number): Promise<Buffer> {
      const { program, row } = await reviewedApplication(db, viewer.userId, where, applicationId);
      const parts = await findApplicationParts(db, applicationId);
      return renderCasPdf(await casOf(program, row, parts?.casSnapshot ?? null, viewer));
    },

    async score(userId: string, where: ProgramWhere, applicationId: number, score: number) {
      await reviewedApplication(db, userId, where, applicationId);
      await upsertScore(db, applicationId, userId, score, clock.now());
      const summary = await scoreSummary(db, applicationId, userId);
      return { myScore: score, scoreMean: summary.scoreMean, scoreCount: summary.scoreCount };
    },

    async bulk(
      userId: string,
      where: ProgramWhere,
      input: { applicationIds: number[]; action: BulkApplicationAction },
    ): Promise<{ changed: number[]; unchanged: number[] }> {
      const program = await reviewedProgram(db, userId, where);
      const asked = [...new Set(input.applicationIds)];
      const move = decisionMoves[input.action];
      const changed = await withTransaction(db, async (tx) => {
        const ours = await programApplicationIds(tx, scopeOfProgram(program), asked);
        return moveDecisions(tx, ours, move.from, move.to, userId, clock.now());
      });
      const moved = new Set(changed);
      if (changed.length > 0) {
        const audience = { kind: 'group', group: hubGroups.program(program.programId) } as const;
        const payload = { programId: program.programId, applicationIds: changed, action: input.action };
        if (input.action === 'AddToInterviewList' || input.action === 'RemoveFromInterviewList') {
          hubEvents.send({
            hub: 'ProgramSchedulerNotification',
            audience,
            target:
              input.action === 'AddToInterviewList'
                ? eventNames.programUserAddToInterviewList
                : eventNames.programUserRemoveFromInterviewList,
            args: [payload],
          });
        }
        hubEvents.send({
          hub: 'ProgramApplicationNotification',
          audience,
          target: eventNames.programApplicationContextChanged,
          args: [payload],
        });
      }
      return { changed, unchanged: asked.filter((id) => !moved.has(id)) };
    },
  };
}
