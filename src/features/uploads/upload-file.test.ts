import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getPresignedPutLink,
  getUploadState,
  type Upload,
  type UploadState,
} from '../../../core/contracts/uploads/uploads.contract.ts';
import { contentDispositionHeader } from '../../../core/domain/file-types.ts';
import { messages } from '../../../core/domain/messages.ts';
import { handleContract, validationErrorResponse } from '../../../mocks/contract-handler.ts';
import { server } from '../../../mocks/node-server.ts';
import { CancelledError, ValidationError } from '../../lib/errors/app-errors.ts';
import { errorText } from '../../lib/i18n/i18n.ts';
import { FakeXhr } from './fake-xhr.test-support.ts';
import {
  FileNotUploadedError,
  UPLOAD_STATE_INTERVAL_MS,
  UploadFailedError,
  uploadFile,
} from './upload-file.ts';

const uploaded: Upload = {
  id: '0b9c6f4e-3c1b-4e55-9d55-1f0c1f6a1a01',
  userId: 'u1',
  createdDate: '2026-01-15T18:00:00.000Z',
  contentType: 'application/pdf',
  fileName: 'cv.pdf',
  fileSize: 10,
  path: 'documents/u1/0b9c6f4e',
  url: '/api/uploads/0b9c6f4e-3c1b-4e55-9d55-1f0c1f6a1a01/content',
};

const pending: UploadState = { status: 'Pending', upload: null, failureReason: null };
const file = Object.assign(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), { name: 'cv.pdf' });

/** State answers in order; the last one repeats. Counts the polls. */
function statesInOrder(...states: UploadState[]) {
  const polls: string[] = [];
  server.use(
    handleContract(getPresignedPutLink, ({ request }) => {
      const query = new URL(request.url).searchParams;
      return { url: `/api/Uploads/put/x?name=${query.get('FileName')}`, stateKey: 'state-key-1' };
    }),
    handleContract(getUploadState, ({ request }) => {
      polls.push(new URL(request.url).searchParams.get('key') ?? '');
      return states[Math.min(polls.length - 1, states.length - 1)]!;
    }),
  );
  return polls;
}

beforeEach(() => {
  FakeXhr.instances = [];
  FakeXhr.answer = { status: 200 };
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('uploadFile', () => {
  it('asks for a link, PUTs the file with its disposition and type, reports progress, returns the upload', async () => {
    const polls = statesInOrder({ status: 'Completed', upload: uploaded, failureReason: null });
    const progress: number[] = [];
    const result = await uploadFile({ file, onProgress: (p) => progress.push(p.percent) });
    expect(result).toEqual(uploaded);
    const [xhr] = FakeXhr.instances;
    expect(xhr!.method).toBe('PUT');
    expect(xhr!.url).toBe('/api/Uploads/put/x?name=cv.pdf');
    expect(xhr!.headers).toEqual({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`,
    });
    expect(xhr!.body).toBe(file);
    expect(progress).toEqual([50, 100]);
    expect(polls).toEqual(['state-key-1']);
  });

  it('polls 2 s apart until the upload completes', async () => {
    const polls = statesInOrder(pending, pending, {
      status: 'Completed',
      upload: uploaded,
      failureReason: null,
    });
    const retries: number[] = [];
    const result = uploadFile({ file, onRetry: (info) => retries.push(info.currentRetryNumber) });
    await vi.advanceTimersByTimeAsync(0);
    expect(polls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(UPLOAD_STATE_INTERVAL_MS - 1);
    expect(polls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(polls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(UPLOAD_STATE_INTERVAL_MS);
    await expect(result).resolves.toEqual(uploaded);
    expect(retries).toEqual([1, 2, 3]);
  });

  it("fails with 'File was not uploaded' after 5 tries", async () => {
    const polls = statesInOrder(pending);
    const result = uploadFile({ file });
    const outcome = expect(result).rejects.toBeInstanceOf(FileNotUploadedError);
    await vi.advanceTimersByTimeAsync(UPLOAD_STATE_INTERVAL_MS * 5);
    await outcome;
    expect(polls).toHaveLength(5);
    await expect(result.catch((e) => errorText(e))).resolves.toBe(messages.FileNotUploaded);
  });

  it("fails with 'Error on upload a file by a presigned link.' and the server's reason when the PUT is refused", async () => {
    statesInOrder(pending);
    FakeXhr.answer = {
      status: 415,
      body: JSON.stringify({
        error: { ErrorCode: 'UnsupportedMediaType', Message: 'Unsupported file type' },
      }),
    };
    const error = await uploadFile({ file }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadFailedError);
    expect((error as UploadFailedError).reason).toBe('Unsupported file type');
    expect(errorText(error as UploadFailedError)).toBe(`${messages.UploadFailed} Unsupported file type`);

    FakeXhr.answer = 'error';
    const network = await uploadFile({ file }).catch((e: unknown) => e);
    expect(errorText(network as UploadFailedError)).toBe(messages.UploadFailed);
  });

  it('fails with the reason when the state says Failed', async () => {
    statesInOrder({ status: 'Failed', upload: null, failureReason: 'The file is too large.' });
    const error = await uploadFile({ file }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadFailedError);
    expect((error as UploadFailedError).reason).toBe('The file is too large.');
  });

  it('passes the refusal of the link request through (unsupported declared type)', async () => {
    server.use(
      handleContract(getPresignedPutLink, () =>
        validationErrorResponse({ contentType: [messages.UnsupportedFileType] }),
      ),
    );
    const error = await uploadFile({ file }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('cancels while polling, and aborts a PUT in flight', async () => {
    const polls = statesInOrder(pending);
    const controller = new AbortController();
    const result = uploadFile({ file, signal: controller.signal });
    const outcome = expect(result).rejects.toBeInstanceOf(CancelledError);
    await vi.advanceTimersByTimeAsync(UPLOAD_STATE_INTERVAL_MS + 10);
    controller.abort();
    await outcome;
    await vi.advanceTimersByTimeAsync(UPLOAD_STATE_INTERVAL_MS * 5);
    expect(polls).toHaveLength(2);

    FakeXhr.answer = 'hang';
    const second = new AbortController();
    const inFlight = uploadFile({ file, signal: second.signal });
    await vi.advanceTimersByTimeAsync(0);
    second.abort();
    await expect(inFlight).rejects.toBeInstanceOf(CancelledError);
  });

  it('asks its own link when given one (a letter writer)', async () => {
    statesInOrder({ status: 'Completed', upload: uploaded, failureReason: null });
    const requestLink = vi.fn(async () => ({ url: '/api/Uploads/put/own', stateKey: 'state-key-1' }));
    await uploadFile({ file, requestLink });
    expect(requestLink).toHaveBeenCalledWith(file, undefined);
    expect(FakeXhr.instances[0]!.url).toBe('/api/Uploads/put/own');
  });

  it('keeps a non-ASCII file name readable in the disposition', () => {
    expect(contentDispositionHeader('attachment', 'Résumé "final".pdf')).toBe(
      `attachment; filename="R_sum_ _final_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22.pdf`,
    );
  });
});
