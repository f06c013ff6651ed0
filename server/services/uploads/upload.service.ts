/**
 * Uploads (platform.md §4): a signed, short-lived PUT link to ourselves, the PUT that streams the
 * body to storage and checks its type by content, state polling, and reading the bytes back for
 * whoever may see them. Used by the upload routes and by other services (documents, avatar, letters).
 *
 * A link is `/api/Uploads/put/<uploadId>?expires=&max=&signature=`, the signature an HMAC (JWT
 * secret) over the upload id, its storage key, the expiry and the size limit: it opens exactly one
 * upload row, and that row's storage key; a completed (or failed) upload refuses a second PUT.
 *
 * Limits (issue 11): each owner — an account, or for a letter writer (no account) the letter request —
 * keeps at most UPLOAD_QUOTA_MB of completed files and gets at most UPLOAD_LINKS_PER_HOUR links.
 * A pending link reserves nothing: a link is refused once the kept files fill the quota, and a PUT
 * whose bytes would pass it is refused (413, the upload Failed), checked under a per-owner lock so two
 * PUTs cannot both take the last room. Whatever refers to an upload marks it attached (`attach`); the
 * scheduled `pruneUnattached` deletes uploads left unattached for UPLOAD_UNATTACHED_TTL_HOURS, bytes
 * and row, and staging files a killed PUT left behind.
 */
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  type Upload,
  type UploadState,
  uploadContentUrl,
} from '../../../core/contracts/uploads/uploads.contract.ts';
import {
  acceptedContentTypes,
  declaredContentType,
  formatFileSize,
  maxUploadBytes,
  SNIFF_BYTES,
  storedContentType,
  type UploadPurpose,
  type UploadTarget,
  uploadPurposes,
} from '../../../core/domain/file-types.ts';
import { message, messages } from '../../../core/domain/messages.ts';

import { addMs, type Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import { type DbExecutor, withTransaction } from '../../db/client.ts';
import {
  deleteUnattachedUpload,
  deleteUploadRow,
  findUnattachedUploads,
  findUploadById,
  findUploadByStateKey,
  insertUpload,
  lockUploadById,
  lockUploadOwner,
  markUploadsAttached,
  storedBytesOf,
  type UploadOwnerFilter,
  type UploadRow,
  updateUpload,
} from '../../db/repositories/uploads.repository.ts';
import { AppError, conflict, forbiddenResource, notFound, ValidationFailure } from '../../errors.ts';
import type { AuthContext } from '../auth/session.service.ts';
import { type ActionLimits, HOUR_MS } from '../limits/action-limits.ts';
import { createDiskStorage } from './disk-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import { type FileStorage, FileTooLargeError } from './storage.ts';

/** How long a signed upload link stays valid. */
export const UPLOAD_LINK_LIFETIME_MS = 10 * 60_000;

/** Upload links one owner (an account, or a letter request for its writer) may get per hour. */
export const UPLOAD_LINKS_PER_HOUR = 30;

/** Unattached uploads deleted per clean-up run (it runs hourly; the rest wait for the next run). */
const PRUNE_BATCH = 500;

/**
 * A client that hung up in the middle of its PUT: nobody is left to answer, so it is logged as an
 * abort (not a server error) and the upload stays Pending (its link may be used again until it expires).
 */
export class UploadAbortedError extends AppError {
  constructor() {
    super(400, 'Error', messages.UploadAborted);
    this.name = 'UploadAbortedError';
  }
}

/** Errors of a request body whose client went away (Node's 'aborted' and premature-close errors). */
function isClientAbort(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ECONNABORTED';
}

/** Who an upload's bytes and links count against: its account, or an accountless upload's key folder. */
function ownerOfKey(userId: string | null, storageKey: string): { key: string; filter: UploadOwnerFilter } {
  if (userId !== null) return { key: `user:${userId}`, filter: { userId } };
  const keyPrefix = storageKey.slice(0, storageKey.lastIndexOf('/') + 1);
  return { key: `shared:${keyPrefix}`, filter: { keyPrefix } };
}

/** Separate storage prefixes per kind of upload (platform.md §9: avatars and documents apart). */
const prefixOf: Record<UploadPurpose, string> = {
  document: 'documents',
  avatar: 'avatars',
  letter: 'letters',
};

function purposeOfKey(storageKey: string): UploadPurpose {
  const prefix = storageKey.split('/')[0];
  return uploadPurposes.find((purpose) => prefixOf[purpose] === prefix) ?? 'document';
}

export type CreateLinkInput = {
  /** Null for an upload without an account (a letter writer's link): then `letterId` names its owner. */
  userId: string | null;
  /** The letter request an accountless upload is for: its quota and link limit are counted per letter. */
  letterId?: number;
  fileName: string;
  /** The declared type; empty or null maps office extensions (platform.md §5). */
  contentType: string | null;
  target: UploadTarget;
  purpose: UploadPurpose;
  /** Lower than the purpose's limit when a caller wants (never higher). */
  maxBytes?: number;
};

export type UploadLink = { url: string; stateKey: string; uploadId: string };

/** Who reads a file; rules other slices add may let more people read (programs, letter owners). */
export type UploadReader = Pick<AuthContext, 'userId' | 'roles'>;
export type UploadReadRule = (reader: UploadReader, upload: UploadRow) => boolean | Promise<boolean>;

export type UploadContent = {
  stream: Readable;
  contentType: string;
  fileName: string;
  fileSize: number;
};

export type UploadService = ReturnType<typeof createUploadService>;

/** The configured storage: S3-compatible when S3_* are set, otherwise disk under UPLOADS_DIR. */
export function createFileStorage(config: Config): FileStorage {
  return config.uploads.s3
    ? createS3Storage(config.uploads.s3)
    : createDiskStorage(config.uploads.uploadsDir);
}

/** The Upload of platform.md §3 for a completed row. */
export function toUpload(row: UploadRow): Upload {
  return {
    id: row.id,
    userId: row.userId,
    createdDate: row.createdAt.toISOString(),
    contentType: row.contentType,
    fileName: row.fileName,
    fileSize: row.fileSize ?? 0,
    path: row.storageKey,
    url: uploadContentUrl(row.id),
  };
}

export function createUploadService(deps: {
  db: DbExecutor;
  clock: Clock;
  config: Config;
  /** The per-owner limit on upload links. */
  limits: ActionLimits;
  /** Default: S3 when configured, otherwise disk under UPLOADS_DIR. */
  storage?: FileStorage;
}) {
  const { db, clock, config, limits } = deps;
  const { quotaBytes, unattachedTtlMs } = config.uploads;
  const quotaExceeded = (status: 409 | 413) =>
    new AppError(
      status,
      status === 409 ? 'Conflict' : 'PayloadTooLarge',
      message('UploadQuotaExceeded', { mb: quotaBytes / 1_000_000 }),
    );
  const storage = deps.storage ?? createFileStorage(config);
  const readRules: UploadReadRule[] = [];

  const sign = (uploadId: string, storageKey: string, expires: number, maxBytes: number) =>
    createHmac('sha256', config.jwtSecret)
      .update(`upload-put\n${uploadId}\n${storageKey}\n${expires}\n${maxBytes}`)
      .digest('base64url');

  function signatureMatches(expected: string, given: string): boolean {
    const a = Buffer.from(expected);
    const b = Buffer.from(given);
    return a.length === b.length && timingSafeEqual(a, b);
  }

  async function createLink(input: CreateLinkInput): Promise<UploadLink> {
    const fileName = input.fileName.trim();
    if (fileName === '') throw new ValidationFailure({ fileName: [messages.FileNameIsRequired] });
    const declared = declaredContentType(fileName, input.contentType);
    if (!declared || !acceptedContentTypes[input.purpose].includes(declared)) {
      throw new ValidationFailure({ contentType: [messages.UnsupportedFileType] });
    }
    const maxBytes = Math.min(input.maxBytes ?? maxUploadBytes[input.purpose], maxUploadBytes[input.purpose]);
    if (input.userId === null && input.letterId === undefined) {
      throw new Error('An accountless upload needs the letter it is for');
    }
    const uploadId = randomUUID();
    const folder = input.userId ?? `letter-${input.letterId}`;
    const storageKey = `${prefixOf[input.purpose]}/${folder}/${uploadId}`;
    const owner = ownerOfKey(input.userId, storageKey);
    // Full storage: no link (nothing could fit); otherwise the PUT checks its own size.
    if ((await storedBytesOf(db, owner.filter)) >= quotaBytes) throw quotaExceeded(409);
    await limits.take([
      {
        key:
          input.userId !== null ? `upload-link:user:${input.userId}` : `upload-link:letter:${input.letterId}`,
        max: UPLOAD_LINKS_PER_HOUR,
        windowMs: HOUR_MS,
      },
    ]);
    const linkExpiresAt = addMs(clock.now(), UPLOAD_LINK_LIFETIME_MS);
    const stateKey = randomBytes(32).toString('base64url');
    await insertUpload(db, {
      id: uploadId,
      userId: input.userId,
      target: input.target,
      fileName: fileName.slice(0, 255),
      contentType: declared,
      storageKey,
      stateKey,
      status: 'Pending',
      linkExpiresAt,
      createdAt: clock.now(),
    });
    const expires = Math.floor(linkExpiresAt.getTime() / 1000);
    const signature = sign(uploadId, storageKey, expires, maxBytes);
    const url = `/api/Uploads/put/${uploadId}?expires=${expires}&max=${maxBytes}&signature=${signature}`;
    return { url, stateKey, uploadId };
  }

  /** The row a link opens, or the refusal of an altered, made-up or expired link. */
  async function rowOfLink(link: {
    uploadId: string;
    expires: number;
    maxBytes: number;
    signature: string;
  }): Promise<{ row: UploadRow; expired: boolean }> {
    const row = await findUploadById(db, link.uploadId);
    if (
      !row ||
      !signatureMatches(sign(row.id, row.storageKey, link.expires, link.maxBytes), link.signature)
    ) {
      throw forbiddenResource(messages.UploadLinkInvalid);
    }
    return { row, expired: clock.now().getTime() > link.expires * 1000 };
  }

  async function fail(uploadId: string, reason: string): Promise<void> {
    await updateUpload(db, uploadId, { status: 'Failed', failureReason: reason });
  }

  /**
   * The PUT of a signed link: streams the body (refused past the link's limit), checks its type by
   * content, stores it and completes the upload. Refusals: 403 altered/expired link, 409 link used,
   * 413 too large, 415 unsupported type, 400 empty (the last three also fail the upload).
   */
  async function receive(input: {
    uploadId: string;
    expires: number;
    maxBytes: number;
    signature: string;
    body: Readable;
    /** The content-length header, when sent: a body announced too large is refused unread. */
    declaredLength?: number;
  }): Promise<Upload> {
    const { row, expired } = await rowOfLink(input);
    if (expired) throw forbiddenResource(messages.UploadLinkExpired);
    if (row.status !== 'Pending') throw conflict(messages.UploadLinkUsed);

    const tooLarge = async () => {
      const reason = message('FileTooLarge', { size: formatFileSize(input.maxBytes) });
      await fail(row.id, reason);
      return new AppError(413, 'PayloadTooLarge', reason);
    };
    if (input.declaredLength !== undefined && input.declaredLength > input.maxBytes) throw await tooLarge();
    let staged: Awaited<ReturnType<FileStorage['stage']>>;
    try {
      staged = await storage.stage(input.body, { maxBytes: input.maxBytes, headBytes: SNIFF_BYTES });
    } catch (error) {
      if (error instanceof FileTooLargeError) throw await tooLarge();
      if (isClientAbort(error)) throw new UploadAbortedError();
      throw error;
    }
    if (staged.size === 0) {
      await staged.discard();
      await fail(row.id, messages.FileIsEmpty);
      throw new AppError(400, 'Error', messages.FileIsEmpty);
    }
    const contentType = storedContentType({
      head: staged.head,
      declaredContentType: row.contentType,
      purpose: purposeOfKey(row.storageKey),
    });
    if (!contentType) {
      await staged.discard();
      await fail(row.id, messages.UnsupportedFileType);
      throw new AppError(415, 'UnsupportedMediaType', messages.UnsupportedFileType);
    }
    // Locked while the bytes go in: a second PUT racing this one waits, then finds it completed.
    // The owner is locked too: the quota is checked against files no other PUT is adding meanwhile.
    const owner = ownerOfKey(row.userId, row.storageKey);
    let completed: UploadRow | null | 'over quota';
    try {
      completed = await withTransaction(db, async (tx) => {
        await lockUploadOwner(tx, owner.key);
        const locked = await lockUploadById(tx, row.id);
        if (locked?.status !== 'Pending') return null;
        if ((await storedBytesOf(tx, owner.filter)) + staged.size > quotaBytes) return 'over quota';
        await staged.commit(locked.storageKey, contentType);
        return updateUpload(tx, row.id, {
          status: 'Completed',
          contentType,
          fileSize: staged.size,
          completedAt: clock.now(),
        });
      });
    } catch (error) {
      // The storage refused the bytes: the poller learns it failed; the error itself is logged as a 500.
      await staged.discard();
      await fail(row.id, messages.StorageUnavailable);
      throw error;
    }
    if (completed === 'over quota') {
      await staged.discard();
      const refusal = quotaExceeded(413);
      await fail(row.id, refusal.message);
      throw refusal;
    }
    if (!completed) {
      await staged.discard();
      throw conflict(messages.UploadLinkUsed);
    }
    return toUpload(completed);
  }

  function stateOf(row: UploadRow): UploadState {
    return {
      status: row.status,
      upload: row.status === 'Completed' ? toUpload(row) : null,
      failureReason: row.failureReason,
    };
  }

  /** Parses a link we issued (absolute or relative) into its parts; null when it is not one. */
  function parseLink(link: string) {
    let url: URL;
    try {
      url = new URL(link, config.publicUrl);
    } catch {
      return null;
    }
    const match = /^\/api\/Uploads\/put\/([0-9a-f-]{36})$/.exec(url.pathname);
    const expires = Number(url.searchParams.get('expires'));
    const maxBytes = Number(url.searchParams.get('max'));
    const signature = url.searchParams.get('signature');
    if (!match || !Number.isSafeInteger(expires) || !Number.isSafeInteger(maxBytes) || !signature)
      return null;
    return { uploadId: match[1]!, expires, maxBytes, signature };
  }

  async function get(uploadId: string, executor: DbExecutor = db): Promise<Upload | null> {
    const row = await findUploadById(executor, uploadId);
    return row && row.status === 'Completed' ? toUpload(row) : null;
  }

  async function mayRead(reader: UploadReader, row: UploadRow): Promise<boolean> {
    if (reader.roles.includes('Admin')) return true;
    if (row.userId !== null && row.userId === reader.userId) return true;
    for (const rule of readRules) if (await rule(reader, row)) return true;
    return false;
  }

  async function read(uploadId: string): Promise<UploadContent | null> {
    const row = await findUploadById(db, uploadId);
    if (row?.status !== 'Completed') return null;
    const stream = await storage.read(row.storageKey);
    if (!stream) return null;
    return { stream, contentType: row.contentType, fileName: row.fileName, fileSize: row.fileSize ?? 0 };
  }

  return {
    storage,
    createLink,
    receive,

    /** State by the state key the link came with (platform.md §4 polling). */
    async state(stateKey: string): Promise<UploadState> {
      const row = await findUploadByStateKey(db, stateKey);
      if (!row) throw notFound();
      return stateOf(row);
    },

    /** The upload a link opens (GET /api/Uploads/GetState?link=); its signature must hold. */
    async byLink(link: string): Promise<Upload> {
      const parts = parseLink(link);
      if (!parts) throw forbiddenResource(messages.UploadLinkInvalid);
      const { row } = await rowOfLink(parts);
      if (row.status !== 'Completed') throw notFound();
      return toUpload(row);
    },

    /** A completed upload, or null (pending, failed or unknown). */
    get,

    /** The raw row (any status), for services that check ownership or purpose. */
    row: (uploadId: string, executor: DbExecutor = db) => findUploadById(executor, uploadId),

    /** The bytes of a completed upload, or null; callers check access first (readFor does). */
    read,

    /** The bytes for a signed-in reader: 404 when unknown or incomplete, 403 when not theirs. */
    async readFor(reader: UploadReader, uploadId: string): Promise<UploadContent> {
      const row = await findUploadById(db, uploadId);
      if (row?.status !== 'Completed') throw notFound();
      if (!(await mayRead(reader, row))) throw forbiddenResource();
      const content = await read(uploadId);
      if (!content) throw notFound();
      return content;
    },

    /** Lets more readers in (e.g. LETTERS: the applicant of a non-waived letter; programs by policy). */
    allowReader(rule: UploadReadRule): void {
      readRules.push(rule);
    },

    /** Removes the bytes and the row (callers first drop their references to it). */
    async remove(uploadId: string, executor: DbExecutor = db): Promise<void> {
      const row = await findUploadById(executor, uploadId);
      if (!row) return;
      await deleteUploadRow(executor, uploadId);
      await storage.remove(row.storageKey);
    },

    /**
     * Marks uploads as referred to, in the transaction that stores the reference (a document, a
     * letter version, an avatar): the clean-up of unattached uploads leaves them alone from then on.
     */
    async attach(uploadIds: readonly string[], executor: DbExecutor = db): Promise<void> {
      await markUploadsAttached(executor, uploadIds, clock.now());
    },

    /**
     * The scheduled clean-up: deletes uploads nothing attached within UPLOAD_UNATTACHED_TTL_HOURS of
     * their link (pending, failed or completed and never used), row first, then bytes, and the staging
     * files of PUTs killed mid-way that are as old. Answers how many uploads and staging files went.
     */
    async pruneUnattached(): Promise<{ uploads: number; stagingFiles: number }> {
      const before = new Date(clock.now().getTime() - unattachedTtlMs);
      let removed = 0;
      for (const row of await findUnattachedUploads(db, before, PRUNE_BATCH)) {
        // The row goes only while still unattached, and before its bytes: a reference made meanwhile
        // keeps both (an attach after the delete fails on the reference's foreign key instead).
        if (!(await deleteUnattachedUpload(db, row.id, clock.now()))) continue;
        await storage.remove(row.storageKey);
        removed++;
      }
      const stagingFiles = (await storage.pruneStaging?.(before)) ?? 0;
      return { uploads: removed, stagingFiles };
    },

    /** Whether `uploadId` is a completed upload of `userId` made for `purpose` (documents, avatar). */
    async isUsableBy(uploadId: string, userId: string, purpose: UploadPurpose, executor: DbExecutor = db) {
      const row = await findUploadById(executor, uploadId);
      return (
        row !== null &&
        row.status === 'Completed' &&
        row.userId === userId &&
        purposeOfKey(row.storageKey) === purpose
      );
    },
  };
}
