/**
 * Bulk PDF merges (platform.md §3, §5, §7; ADR 0025 §9). A request is a row and a `pdf-merge` job;
 * the job writes application after application into one output document (one source at a time in
 * memory), reports 'Merging i of n…' to the requester through the BulkPdfNotification hub, checks
 * between applications whether the request was cancelled, and stores the file where uploads are
 * stored. The download link's token is an HMAC of the file's storage key (so the latest request can
 * show its link again); only its SHA-256 is kept, and the link expires after `mergeDownloadHours`.
 * Failures reach the admins (FinalMerge hub, the FailedMergeAssurance list notice); admins retry.
 */
import { createHash, createHmac, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Paged } from '../../../core/contracts/paging.ts';
import type {
  AdminMergeRow,
  MergeProgress,
  MergeRequestBody,
} from '../../../core/contracts/pdf-merges/pdf-merges.contract.ts';
import { mergeDownloadPath } from '../../../core/contracts/pdf-merges/pdf-merges.contract.ts';
import { pdfMergeMessages as texts } from '../../../core/domain/pdf-merge-messages.ts';
import {
  cancellableMergeStatuses,
  type MergeStatus,
  mergeDownloadHours,
} from '../../../core/domain/pdf-merges.ts';
import type { Role } from '../../../core/domain/roles.ts';
import { hubEvents as eventNames } from '../../../core/realtime/hubs.ts';
import type { NewItemNotice } from '../../../core/realtime/list-items.ts';
import type { Clock } from '../../clock.ts';
import type { DbExecutor } from '../../db/client.ts';
import {
  type AdminMergeListRow,
  findLatestMergeRequestOf,
  findMergeByTokenHash,
  findMergeRequest,
  insertMergeRequest,
  listExpiredMergeFiles,
  type MergeRequestRow,
  mergeStatusOf,
  pageMergeRequests,
  programIdsOfUser,
  programsOfApplications,
  programsOfVacancyApplications,
  updateMergeRequest,
} from '../../db/repositories/pdf-merges.repository.ts';
import { AppError, conflict, forbiddenResource, notFound } from '../../errors.ts';
import type { Logger } from '../../logger.ts';
import { PdfWriter } from '../pdf/pdf-document.ts';
import type { HubEvents } from '../realtime/hub-events.ts';
import type { FileStorage } from '../uploads/storage.ts';
import { type UploadBytes, writePacket } from './packet-writer.ts';

export const PDF_MERGE_JOB = 'pdf-merge' as const;

export type PdfMergeCaller = { userId: string; roles: readonly Role[] };

export type PdfMergeServiceDeps = {
  db: DbExecutor;
  clock: Clock;
  log: Logger;
  hubEvents: HubEvents;
  storage: FileStorage;
  readUpload: UploadBytes;
  /** Signs download tokens (the server's secret). */
  secret: string;
  /** The job runner (late-bound: the runner's handlers need this service). */
  enqueue: (job: {
    kind: typeof PDF_MERGE_JOB;
    payload: Record<string, unknown>;
    createdByUserId: string;
  }) => Promise<{ id: number }>;
};

export type PdfMergeService = ReturnType<typeof createPdfMergeService>;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The largest packet file kept (2 GiB): far beyond 500 applications of text and documents. */
const MAX_PACKET_BYTES = 2 * 1024 ** 3;

export function createPdfMergeService(deps: PdfMergeServiceDeps) {
  const { db, clock, log, hubEvents } = deps;

  const tokenOf = (storageKey: string) =>
    createHmac('sha256', deps.secret).update(`pdf-merge\n${storageKey}`).digest('base64url');

  function progressOf(row: MergeRequestRow): MergeProgress {
    const live = row.status === 'Completed' && row.filePath && row.expiresAt && row.expiresAt > clock.now();
    return {
      id: row.id,
      status: row.status,
      message: row.message,
      createdDate: row.createdAt.toISOString(),
      url: live && row.filePath ? mergeDownloadPath(tokenOf(row.filePath)) : null,
    };
  }

  function announce(row: MergeRequestRow): void {
    hubEvents.send({
      hub: 'BulkPdfNotification',
      audience: { kind: 'user', userId: row.requestedByUserId },
      target: eventNames.notifyBulkPdfMergeProgress,
      args: [progressOf(row)],
    });
  }

  function announceToAdmins(row: MergeRequestRow): void {
    const admins = { kind: 'role', role: 'Admin' } as const;
    hubEvents.send({
      hub: 'FinalMerge',
      audience: admins,
      target: eventNames.statusChanged,
      args: [{ id: row.id, status: row.status, error: row.error }],
    });
    if (row.status === 'Failed') {
      const notice: NewItemNotice = { listKind: 'FailedMergeAssurance', type: 'info' };
      hubEvents.send({
        hub: 'ListItemsNotification',
        audience: admins,
        target: eventNames.newItemNotify,
        args: [notice],
      });
    }
  }

  function adminRow(row: AdminMergeListRow): AdminMergeRow {
    return {
      id: row.id,
      type: row.type,
      status: row.status,
      requestedBy: `${row.requesterFirstName} ${row.requesterLastName}`.trim() || row.requesterEmail,
      programName: row.programName,
      count: row.entityIds.length,
      progress: row.progress,
      message: row.message,
      error: row.error,
      attempts: row.attempts,
      pageCount: row.pageCount,
      createdDate: row.createdAt.toISOString(),
      finishedDate: row.finishedAt?.toISOString() ?? null,
    };
  }

  /** The one program every entity belongs to, when the caller is a user of it (admins: any, or none). */
  async function programOfRequest(caller: PdfMergeCaller, body: MergeRequestBody): Promise<number | null> {
    const ids = [...new Set(body.entityIds)];
    const owners =
      body.type === 'VacancyApplication'
        ? await programsOfVacancyApplications(db, ids)
        : await programsOfApplications(db, ids);
    const programIds = [...new Set(owners.map((o) => o.programId))];
    if (caller.roles.includes('Admin')) {
      if (owners.length !== ids.length) throw notFound();
      return programIds.length === 1 ? programIds[0]! : null;
    }
    const mine = new Set(await programIdsOfUser(db, caller.userId));
    if (owners.length !== ids.length || owners.some((o) => !mine.has(o.programId))) {
      throw forbiddenResource(texts.NotYours);
    }
    if (programIds.length !== 1) throw forbiddenResource(texts.OneProgram);
    return programIds[0]!;
  }

  async function enqueue(row: MergeRequestRow, userId: string): Promise<MergeRequestRow> {
    const job = await deps.enqueue({
      kind: PDF_MERGE_JOB,
      payload: { requestId: row.id },
      createdByUserId: userId,
    });
    return (await updateMergeRequest(db, row.id, { jobId: job.id }, clock.now())) ?? row;
  }

  async function cancel(row: MergeRequestRow): Promise<MergeRequestRow> {
    const cancelled = await updateMergeRequest(
      db,
      row.id,
      { status: 'Cancelled', message: texts.Cancelled, finishedAt: clock.now() },
      clock.now(),
      cancellableMergeStatuses,
    );
    if (!cancelled) throw conflict(texts.NotCancellable);
    announce(cancelled);
    announceToAdmins(cancelled);
    return cancelled;
  }

  async function fail(id: number, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    const failed = await updateMergeRequest(
      db,
      id,
      { status: 'Failed', message: texts.Failed, error: message.slice(0, 2000), finishedAt: clock.now() },
      clock.now(),
      ['Pending', 'Processing'],
    );
    log.warn({ mergeRequestId: id, err: error }, 'PDF merge failed');
    if (failed) {
      announce(failed);
      announceToAdmins(failed);
    }
  }

  return {
    /** POST QueueBulkPdfMerge: a new request replaces the caller's current one (cancelled). */
    async queue(caller: PdfMergeCaller, body: MergeRequestBody): Promise<MergeProgress> {
      const programId = await programOfRequest(caller, body);
      const current = await findLatestMergeRequestOf(db, caller.userId, ['Pending', 'Processing']);
      if (current) await cancel(current).catch(() => undefined);
      const row = await insertMergeRequest(db, {
        type: body.type,
        requestedByUserId: caller.userId,
        programId,
        entityIds: [...new Set(body.entityIds)],
        sections: [...new Set(body.sections)],
        message: texts.Pending,
      });
      const queued = await enqueue(row, caller.userId);
      announce(queued);
      return progressOf(queued);
    },

    /** POST CancelBulkPdfMerge: the caller's current request (Pending, Processing or Failed). */
    async cancelCurrent(caller: PdfMergeCaller): Promise<{ ok: true }> {
      const current = await findLatestMergeRequestOf(db, caller.userId);
      if (!current || !(cancellableMergeStatuses as readonly MergeStatus[]).includes(current.status)) {
        throw notFound(texts.NothingToCancel);
      }
      await cancel(current);
      return { ok: true };
    },

    async latest(caller: PdfMergeCaller): Promise<MergeProgress | null> {
      const row = await findLatestMergeRequestOf(db, caller.userId);
      return row ? progressOf(row) : null;
    },

    /** The finished file by its link's token: 404 unknown, 410 expired. */
    async download(token: string) {
      const row = await findMergeByTokenHash(db, sha256(token));
      if (row?.status !== 'Completed') throw notFound();
      if (!row.filePath || !row.expiresAt || row.expiresAt <= clock.now()) {
        throw new AppError(410, 'NotFound', texts.LinkExpired);
      }
      const stream = await deps.storage.read(row.filePath);
      if (!stream) throw new AppError(410, 'NotFound', texts.LinkExpired);
      const day = row.createdAt.toISOString().slice(0, 10);
      return { stream, fileSize: row.fileSize, fileName: `applications-${day}-${row.id}.pdf` };
    },

    async adminList(query: {
      page: number;
      pageSize: number;
      status?: MergeStatus | undefined;
    }): Promise<Paged<AdminMergeRow>> {
      const page = await pageMergeRequests(db, { status: query.status }, query);
      return { items: page.items.map(adminRow), total: page.total };
    },

    async adminRetry(adminUserId: string, id: number): Promise<AdminMergeRow> {
      const row = await findMergeRequest(db, id);
      if (!row) throw notFound();
      const reset = await updateMergeRequest(
        db,
        id,
        { status: 'Pending', message: texts.Pending, progress: 0, error: null, finishedAt: null },
        clock.now(),
        ['Failed', 'Cancelled'],
      );
      if (!reset) throw conflict(texts.NotRetryable);
      const queued = await enqueue(reset, adminUserId);
      announce(queued);
      announceToAdmins(queued);
      return this.adminRow(id);
    },

    async adminCancel(id: number): Promise<AdminMergeRow> {
      const row = await findMergeRequest(db, id);
      if (!row) throw notFound();
      await cancel(row);
      return this.adminRow(id);
    },

    async adminRow(id: number): Promise<AdminMergeRow> {
      const [row] = (await pageMergeRequests(db, { id }, { limit: 1, offset: 0 })).items;
      if (!row) throw notFound();
      return adminRow(row);
    },

    /**
     * The job: merges the request's entities in order into one PDF. Answers what it did; throws
     * (after recording the failure) when the merge fails.
     */
    async run(requestId: number): Promise<Record<string, unknown>> {
      const started = await updateMergeRequest(
        db,
        requestId,
        { status: 'Processing', message: texts.Processing(0, 0), progress: 0 },
        clock.now(),
        ['Pending', 'Processing'],
      );
      if (!started) return { skipped: true };
      const request =
        (await updateMergeRequest(db, requestId, { attempts: started.attempts + 1 }, clock.now())) ?? started;
      const total = request.entityIds.length;
      try {
        const writer = await PdfWriter.create({ title: `Applications (${total})` });
        let merged = 0;
        for (const [index, entityId] of request.entityIds.entries()) {
          if ((await mergeStatusOf(db, requestId)) !== 'Processing') return { cancelled: true, merged };
          const progressed = await updateMergeRequest(
            db,
            requestId,
            { message: texts.Processing(index + 1, total), progress: Math.floor((index * 100) / total) },
            clock.now(),
            ['Processing'],
          );
          if (!progressed) return { cancelled: true, merged };
          announce(progressed);
          if (await writePacket({ db, readUpload: deps.readUpload }, writer, request, entityId)) merged++;
        }
        if ((await mergeStatusOf(db, requestId)) !== 'Processing') return { cancelled: true, merged };
        await updateMergeRequest(db, requestId, { message: texts.Saving, progress: 99 }, clock.now(), [
          'Processing',
        ]);
        const pageCount = writer.doc.getPageCount();
        const bytes = await writer.save();
        const key = `merges/${requestId}/${randomUUID()}`;
        const staged = await deps.storage.stage(Readable.from([bytes]), {
          maxBytes: MAX_PACKET_BYTES,
          headBytes: 0,
        });
        await staged.commit(key, 'application/pdf');
        const now = clock.now();
        const completed = await updateMergeRequest(
          db,
          requestId,
          {
            status: 'Completed',
            message: texts.Completed(pageCount),
            progress: 100,
            filePath: key,
            fileSize: bytes.length,
            pageCount,
            downloadTokenHash: sha256(tokenOf(key)),
            expiresAt: new Date(now.getTime() + mergeDownloadHours * 3_600_000),
            finishedAt: now,
            error: null,
          },
          now,
          ['Processing'],
        );
        if (!completed) {
          // Cancelled while saving: the file is not kept.
          await deps.storage.remove(key);
          return { cancelled: true, merged };
        }
        announce(completed);
        announceToAdmins(completed);
        return { merged, pageCount, fileSize: bytes.length };
      } catch (error) {
        await fail(requestId, error);
        throw error;
      }
    },

    /** Removes the files of packets whose link expired (a scheduled task); answers how many. */
    async pruneExpired(): Promise<number> {
      const expired = await listExpiredMergeFiles(db, clock.now());
      for (const row of expired) {
        if (row.filePath) await deps.storage.remove(row.filePath);
        await updateMergeRequest(db, row.id, { filePath: null }, clock.now());
      }
      return expired.length;
    },
  };
}
