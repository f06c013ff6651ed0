import { randomBytes } from 'node:crypto';
import type {
  Letter,
  LetterDelivery,
  LetterList,
  LetterRequestInput,
  LetterRequestUpdate,
  WriterLetter,
} from '../../../core/contracts/letters/letters.contract.ts';
import {
  canCancelLetterRequest,
  canEditLetterRequest,
  canJudgeLetter,
  canResendLetterRequest,
  canWriterUpload,
  isLetterDelivered,
  type LetterQaStatus,
  type LetterStatus,
  letterAssignmentProblem,
} from '../../../core/domain/letters.ts';
import { message, messages } from '../../../core/domain/messages.ts';
import { formatPacificDateTime } from '../../../core/domain/pacific-time.ts';
import { type DbExecutor, withTransaction } from '../../db/client.ts';
import {
  findApplicantPeople,
  findCycleLorSettings,
  findLetterById,
  findLetterByToken,
  findLettersOfApplicant,
  insertLetter,
  isUploadUsedByLetter,
  type LetterRow,
  listApplicationLetters,
  listLetterRows,
  lockLetterById,
  updateLetterRow,
} from '../../db/repositories/letters.repository.ts';
import { AppError, conflict, forbiddenResource, notFound, ValidationFailure } from '../../errors.ts';
import type { ApplicantServiceDeps } from '../applicants/applicant-deps.ts';
import type { AuthContext } from '../auth/session.service.ts';
import { letterMailLimits } from '../limits/mail-limits.ts';

export type LetterService = ReturnType<typeof createLetterService>;

/** 32 characters of base64url: 192 random bits, not guessable. */
const newWriterToken = () => randomBytes(24).toString('base64url');

/**
 * Requests one writer link may make (its page, upload links, completions) per window: counted per
 * letter, so writers behind one network address never hold each other up (the routes add a generous
 * per-IP ceiling, RATE_LIMIT_WRITER, against token guessing).
 */
export const WRITER_REQUESTS_PER_LINK = { max: 20, windowMs: 10 * 60_000 } as const;

/** Where the bytes of a letter are served (the route checks the waiver). */
export const letterContentUrl = (id: number) => `/api/letters/${id}/content`;

function toLetter(row: LetterRow): Letter {
  const status = row.status;
  return {
    id: row.id,
    writerName: row.writerName,
    writerEmail: row.writerEmail,
    message: row.message,
    isWaived: row.isWaived,
    status,
    createdDate: row.createdAt.toISOString(),
    uploadedDate: row.uploadedAt?.toISOString() ?? null,
    // A waived letter is never shown to its applicant: no link at all, not just a refused one.
    contentUrl: !row.isWaived && row.uploadId ? letterContentUrl(row.id) : null,
    canEdit: canEditLetterRequest(status),
    canResend: canResendLetterRequest(status),
    canCancel: canCancelLetterRequest(status),
  };
}

/** Letters of reference: requests, the writer link, statuses (LETTERS). */
export function createLetterService(deps: ApplicantServiceDeps) {
  const { db, access, clock, config, mail, uploads, limits, hubEvents, notify } = deps;

  /** A letter's new status, live for its applicant (the LorUploadRequests hub, platform.md §7). */
  function announceLetterStatus(userId: string, id: number, status: LetterStatus): void {
    hubEvents.send({
      hub: 'LorUploadRequests',
      audience: { kind: 'user', userId },
      target: 'StatusChanged',
      args: [{ id, status }],
    });
  }

  async function own(applicantId: number, id: number, executor: DbExecutor = db): Promise<LetterRow> {
    const row = await findLetterById(executor, id);
    // Another applicant's letter is as unknown as a missing one.
    if (!row || row.applicantId !== applicantId) throw notFound();
    return row;
  }

  /**
   * Mails the writer the request with the upload link (a secret: the outbox keeps it hidden), within
   * the applicant's and the address's daily limits and, for a resend, the letter's hourly one.
   */
  async function mailWriter(row: LetterRow, tx: DbExecutor, resend = false): Promise<void> {
    await limits.take(letterMailLimits(row.applicantId, row.writerEmail, resend ? row.id : undefined), tx);
    const people = await findApplicantPeople(tx, row.applicantId);
    const applicantName = people?.applicantName || 'An applicant';
    const link = `${config.publicUrl}/letters-of-reference/upload/${row.writerToken}`;
    await mail.send(
      {
        to: row.writerEmail,
        subject: message('LetterRequestMailSubject', { applicantName }),
        text: message('LetterRequestMailText', {
          writerName: row.writerName,
          applicantName,
          waiver: row.isWaived ? messages.LetterRequestMailWaived : messages.LetterRequestMailNotWaived,
          message: row.message
            ? `\n${message('LetterRequestMailUserMessage', { applicantName, message: row.message })}\n`
            : '',
          link,
        }),
        secrets: [row.writerToken],
        ...(people ? { replyTo: people.applicantEmail } : {}),
      },
      tx,
    );
  }

  async function writerRow(token: string, executor: DbExecutor = db): Promise<LetterRow> {
    const row = await findLetterByToken(executor, token);
    if (!row) throw notFound(messages.LetterLinkNotFound);
    await deps.limits.take([{ key: `letter-writer:${row.id}`, ...WRITER_REQUESTS_PER_LINK }]);
    if (!canWriterUpload(row.status)) throw conflict(messages.LetterRequestCanceled);
    return row;
  }

  async function toWriterLetter(row: LetterRow, executor: DbExecutor = db): Promise<WriterLetter> {
    const people = await findApplicantPeople(executor, row.applicantId);
    return {
      applicantName: people?.applicantName ?? '',
      writerName: row.writerName,
      message: row.message,
      isWaived: row.isWaived,
      status: row.status,
      uploadedDate: row.uploadedAt?.toISOString() ?? null,
    };
  }

  /** A locked status change of the applicant's own letter. */
  async function change(
    userId: string,
    id: number,
    work: (row: LetterRow, tx: DbExecutor) => Promise<LetterRow>,
  ): Promise<Letter> {
    const applicant = await access.applicantOf(userId);
    return withTransaction(db, async (tx) => {
      await own(applicant.id, id, tx);
      const locked = await lockLetterById(tx, id);
      if (!locked) throw notFound();
      return toLetter(await work(locked, tx));
    });
  }

  return {
    async list(userId: string, matchCycleCode?: string): Promise<LetterList> {
      let applicantId: number;
      let settings: { instructions: string | null; lorsCount: number | null } = {
        instructions: null,
        lorsCount: null,
      };
      if (matchCycleCode) {
        const { applicant, cycle } = await access.inCycle(userId, { code: matchCycleCode });
        applicantId = applicant.id;
        settings = (await findCycleLorSettings(db, cycle.id)) ?? settings;
      } else {
        applicantId = (await access.applicantOf(userId)).id;
      }
      const rows = await listLetterRows(db, applicantId);
      return { items: rows.map(toLetter), ...settings };
    },

    async get(userId: string, id: number): Promise<Letter> {
      const applicant = await access.applicantOf(userId);
      return toLetter(await own(applicant.id, id));
    },

    /** Pending request with a fresh link; the writer's mail leaves with the row (outbox). */
    async create(userId: string, input: LetterRequestInput): Promise<Letter> {
      const applicant = await access.applicantOf(userId);
      return withTransaction(db, async (tx) => {
        const now = clock.now();
        const row = await insertLetter(tx, {
          applicantId: applicant.id,
          writerName: input.writerName,
          writerEmail: input.writerEmail,
          message: input.message || null,
          isWaived: input.isWaived ?? true,
          status: 'Pending',
          writerToken: newWriterToken(),
          createdAt: now,
          updatedAt: now,
        });
        await mailWriter(row, tx);
        return toLetter(row);
      });
    },

    async update(userId: string, id: number, input: LetterRequestUpdate): Promise<Letter> {
      return change(userId, id, async (row, tx) => {
        if (!canEditLetterRequest(row.status)) throw conflict(messages.LetterRequestNotPending);
        const emailChanged = row.writerEmail !== input.writerEmail;
        const updated = await updateLetterRow(tx, row.id, {
          writerName: input.writerName,
          writerEmail: input.writerEmail,
          message: input.message || null,
          updatedAt: clock.now(),
        });
        // A new writer address gets the link; the old address keeps nothing it did not have.
        if (emailChanged) await mailWriter(updated, tx);
        return updated;
      });
    },

    async resend(userId: string, id: number): Promise<Letter> {
      return change(userId, id, async (row, tx) => {
        if (!canResendLetterRequest(row.status)) throw conflict(messages.LetterRequestNotResendable);
        await mailWriter(row, tx, true);
        return row;
      });
    },

    async cancel(userId: string, id: number): Promise<Letter> {
      return change(userId, id, async (row, tx) => {
        if (!canCancelLetterRequest(row.status)) return row;
        return updateLetterRow(tx, row.id, { status: 'Canceled', updatedAt: clock.now() });
      });
    },

    /** The PDF: admins always; the applicant only their own non-waived letter. */
    async content(auth: Pick<AuthContext, 'userId' | 'roles'>, id: number) {
      const row = await findLetterById(db, id);
      if (!row) throw notFound();
      if (!auth.roles.includes('Admin')) {
        const applicant = await access.applicantOf(auth.userId);
        if (row.applicantId !== applicant.id) throw notFound();
        if (row.isWaived) throw forbiddenResource(messages.LetterContentWaived);
      }
      if (!row.uploadId) throw notFound(messages.LetterNotUploaded);
      const content = await uploads.read(row.uploadId);
      if (!content) throw notFound(messages.LetterNotUploaded);
      return content;
    },

    async deliveries(userId: string, matchCycleCode: string): Promise<{ items: LetterDelivery[] }> {
      const { applicant, cycle } = await access.inCycle(userId, { code: matchCycleCode });
      const applications = await listApplicationLetters(db, applicant.id, cycle.id);
      const letters = await findLettersOfApplicant(
        db,
        applicant.id,
        applications.flatMap((a) => a.letterIds),
      );
      const byId = new Map(letters.map((row) => [row.id, row]));
      return {
        items: applications.map((a) => ({
          applicationId: a.applicationId,
          programId: a.programId,
          programName: a.programName,
          applicationStatus: a.status,
          letters: a.letterIds.flatMap((letterId) => {
            const row = byId.get(letterId);
            if (!row) return [];
            return [
              {
                id: row.id,
                writerName: row.writerName,
                status: row.status,
                isDelivered: isLetterDelivered(row.status),
                uploadedDate: row.uploadedAt?.toISOString() ?? null,
              },
            ];
          }),
        })),
      };
    },

    /** For APPLY: the applicant's letters among `ids` (another applicant's are left out). */
    async lettersOfApplicant(
      applicantId: number,
      ids: readonly number[],
      executor: DbExecutor = db,
    ): Promise<{ id: number; status: LetterStatus; writerName: string }[]> {
      const rows = await findLettersOfApplicant(executor, applicantId, ids);
      return rows.map((row) => ({ id: row.id, status: row.status, writerName: row.writerName }));
    },

    /**
     * For APPLY: refuses (400 on `field`) letters that are not the applicant's, canceled, repeated,
     * or more than the cycle's lorsCount.
     */
    async assertAssignable(
      applicantId: number,
      ids: readonly number[],
      lorsCount: number,
      executor: DbExecutor = db,
      field = 'letterIds',
    ): Promise<void> {
      const problem = letterAssignmentProblem(ids, lorsCount);
      if (problem) throw new ValidationFailure({ [field]: [problem] });
      const rows = await findLettersOfApplicant(executor, applicantId, ids);
      if (rows.length !== new Set(ids).size || rows.some((row) => row.status === 'Canceled')) {
        throw new ValidationFailure({ [field]: [messages.LetterNotAssignable] });
      }
    },

    writer: {
      async get(token: string): Promise<WriterLetter> {
        return toWriterLetter(await writerRow(token));
      },

      async uploadLink(token: string, input: { fileName: string; contentType?: string | null | undefined }) {
        const letter = await writerRow(token);
        const { url, stateKey } = await uploads.createLink({
          userId: null,
          letterId: letter.id,
          fileName: input.fileName,
          contentType: input.contentType ?? null,
          target: 'Shared',
          purpose: 'letter',
        });
        return { url, stateKey };
      },

      /** Attaches the completed upload as the current version; the earlier one is kept. */
      async complete(token: string, stateKey: string): Promise<WriterLetter> {
        const found = await writerRow(token);
        const state = await uploads.state(stateKey).catch((error: unknown) => {
          if (error instanceof AppError && error.statusCode === 404)
            throw conflict(messages.LetterUploadNotUsable);
          throw error;
        });
        if (state.status !== 'Completed' || !state.upload) {
          throw conflict(state.failureReason ?? messages.LetterUploadNotUsable);
        }
        const uploadId = state.upload.id;
        const upload = await uploads.row(uploadId);
        // Only an accountless letter upload counts (not a document of someone's file cabinet).
        if (!upload || upload.userId !== null || !upload.storageKey.startsWith('letters/')) {
          throw conflict(messages.LetterUploadNotUsable);
        }
        const now = clock.now();
        let applicantUserId: string | null = null;
        const letter = await withTransaction(db, async (tx) => {
          const row = await lockLetterById(tx, found.id);
          if (!row || !canWriterUpload(row.status)) throw conflict(messages.LetterRequestCanceled);
          if (row.uploadId === uploadId) return toWriterLetter(row, tx);
          if (await isUploadUsedByLetter(tx, uploadId)) throw conflict(messages.LetterUploadNotUsable);
          await uploads.attach([uploadId], tx);
          const updated = await updateLetterRow(tx, row.id, {
            status: 'Uploaded',
            uploadId,
            uploadedAt: now,
            previousUploadIds: row.uploadId
              ? [...row.previousUploadIds, row.uploadId]
              : row.previousUploadIds,
            qaComment: null,
            updatedAt: now,
          });
          const people = await findApplicantPeople(tx, row.applicantId);
          applicantUserId = people?.applicantUserId ?? null;
          if (people) {
            await mail.send(
              {
                to: people.applicantEmail,
                subject: message('LetterUploadedMailSubject', { writerName: row.writerName }),
                text: message('LetterUploadedMailText', {
                  writerName: row.writerName,
                  date: formatPacificDateTime(now),
                  link: `${config.publicUrl}/applicant/profile/letters-of-reference`,
                }),
              },
              tx,
            );
          }
          return toWriterLetter(updated, tx);
        });
        if (applicantUserId) {
          announceLetterStatus(applicantUserId, found.id, 'Uploaded');
          await notify.send({
            userIds: [applicantUserId],
            kind: 'LetterUploaded',
            type: 'Success',
            title: message('LetterUploadedMailSubject', { writerName: found.writerName }),
            body: message('LetterUploadedNotification', { writerName: found.writerName }),
            data: { letterId: String(found.id) },
            mailedByCaller: true,
          });
        }
        return letter;
      },
    },

    /** Admin QA: QA or FailedQA with a comment. */
    async judge(id: number, input: { status: LetterQaStatus; comment?: string | null | undefined }) {
      const judged = await withTransaction(db, async (tx) => {
        const row = await lockLetterById(tx, id);
        if (!row) throw notFound();
        if (!canJudgeLetter(row.status)) throw conflict(messages.LetterCannotBeJudged);
        const updated = await updateLetterRow(tx, id, {
          status: input.status,
          qaComment: input.comment?.trim() || null,
          updatedAt: clock.now(),
        });
        const people = await findApplicantPeople(tx, row.applicantId);
        return { updated, applicantUserId: people?.applicantUserId ?? null };
      });
      const { updated, applicantUserId } = judged;
      if (applicantUserId) announceLetterStatus(applicantUserId, updated.id, updated.status);
      return { id: updated.id, status: updated.status, qaComment: updated.qaComment };
    },
  };
}
