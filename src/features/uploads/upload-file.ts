/**
 * The client side of the upload flow (platform.md §4 Uploads): ask for a signed link, PUT the file
 * to it with progress events (XMLHttpRequest: fetch reports no upload progress), then poll the
 * state up to 5 times 2 s apart, checking for cancellation between tries. Cancellable at any step
 * through an AbortSignal (the promise then rejects with CancelledError, which the error handling
 * ignores).
 */
import {
  getPresignedPutLink,
  getUploadState,
  type Upload,
  type UploadEndpoint,
} from '../../../core/contracts/uploads/uploads.contract.ts';
import { contentDispositionHeader, type UploadTarget } from '../../../core/domain/file-types.ts';
import { AppError, CancelledError } from '../../lib/errors/app-errors.ts';
import { call } from '../../lib/http/http-client.ts';

/** Upload status polling of platform.md §9: 5 tries, 2 s apart. */
export const UPLOAD_STATE_TRIES = 5;
export const UPLOAD_STATE_INTERVAL_MS = 2000;

/** The PUT failed (or the server refused the file): 'Error on upload a file by a presigned link.' */
export class UploadFailedError extends AppError {
  /** The server's reason (e.g. 'Unsupported file type'), shown after the message. */
  readonly reason: string | null;
  constructor(reason: string | null = null) {
    super('application', 'UploadFailed');
    this.reason = reason;
    this.detail = reason;
  }
}

/** Still not completed after the last try: 'File was not uploaded'. */
export class FileNotUploadedError extends AppError {
  constructor() {
    super('application', 'FileNotUploaded');
  }
}

export type UploadProgress = { loaded: number; total: number; percent: number };
/** Upload retry info of platform.md §3. */
export type UploadRetryInfo = { retriesTotal: number; currentRetryNumber: number };

/** What can be uploaded: a File, or any Blob with a name (tests). */
export type UploadSource = Blob & { name: string };

export type UploadFileOptions = {
  file: UploadSource;
  target?: UploadTarget;
  purpose?: 'document' | 'avatar';
  /** Asks for the link; default GET /api/Uploads/GetPresignedPutLink (a letter writer's page passes its own). */
  requestLink?: (file: UploadSource, signal: AbortSignal | undefined) => Promise<UploadEndpoint>;
  onProgress?: (progress: UploadProgress) => void;
  onRetry?: (info: UploadRetryInfo) => void;
  signal?: AbortSignal;
};

function serverReason(xhr: XMLHttpRequest): string | null {
  try {
    const body = JSON.parse(xhr.responseText) as { error?: { Message?: unknown } };
    return typeof body.error?.Message === 'string' ? body.error.Message : null;
  } catch {
    return null;
  }
}

/** PUTs the file to a signed link, reporting progress; rejects with UploadFailedError or CancelledError. */
export function putFile(
  url: string,
  file: UploadSource,
  options: Pick<UploadFileOptions, 'onProgress' | 'signal'> = {},
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new CancelledError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const settle = (outcome: () => void) => {
      options.signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    xhr.open('PUT', url);
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    xhr.setRequestHeader('content-disposition', contentDispositionHeader('attachment', file.name));
    xhr.upload.onprogress = (event) => {
      const total = event.lengthComputable ? event.total : file.size;
      options.onProgress?.({
        loaded: event.loaded,
        total,
        percent: total > 0 ? Math.min(100, Math.round((event.loaded / total) * 100)) : 0,
      });
    };
    xhr.onload = () =>
      settle(() =>
        xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new UploadFailedError(serverReason(xhr))),
      );
    xhr.onerror = () => settle(() => reject(new UploadFailedError()));
    xhr.onabort = () => settle(() => reject(new CancelledError()));
    xhr.send(file);
  });
}

function delay(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new CancelledError());
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new CancelledError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

const defaultRequestLink =
  (target: UploadTarget, purpose: 'document' | 'avatar') => (file: UploadSource, signal?: AbortSignal) =>
    call(getPresignedPutLink, {
      query: {
        FileName: file.name,
        ContentType: file.type,
        UploadTarget: target,
        ...(purpose === 'avatar' ? { Purpose: 'avatar' as const } : {}),
      },
      ...(signal ? { signal } : {}),
    });

/** Uploads a file and resolves with its Upload record once the server has completed it. */
export async function uploadFile(options: UploadFileOptions): Promise<Upload> {
  const { file, signal } = options;
  const requestLink =
    options.requestLink ?? defaultRequestLink(options.target ?? 'Uploads', options.purpose ?? 'document');
  const endpoint = await requestLink(file, signal);
  if (signal?.aborted) throw new CancelledError();
  await putFile(endpoint.url, file, {
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    signal,
  });

  for (let attempt = 1; attempt <= UPLOAD_STATE_TRIES; attempt++) {
    if (attempt > 1) await delay(UPLOAD_STATE_INTERVAL_MS, signal);
    if (signal?.aborted) throw new CancelledError();
    options.onRetry?.({ retriesTotal: UPLOAD_STATE_TRIES, currentRetryNumber: attempt });
    const state = await call(getUploadState, {
      query: { key: endpoint.stateKey },
      ...(signal ? { signal } : {}),
    });
    if (state.status === 'Completed' && state.upload) return state.upload;
    if (state.status === 'Failed') throw new UploadFailedError(state.failureReason);
  }
  throw new FileNotUploadedError();
}
