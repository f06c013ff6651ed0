import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import {
  completeWriterUpload,
  getWriterLetter,
  type WriterLetter,
  writerUploadLink,
} from '../../../../core/contracts/letters/letters.contract.ts';
import { getUploadState } from '../../../../core/contracts/uploads/uploads.contract.ts';
import { messages } from '../../../../core/domain/messages.ts';
import { handleContract, serverErrorResponse } from '../../../../mocks/contract-handler.ts';
import { server } from '../../../../mocks/node-server.ts';
import { FakeXhr } from '../../../features/uploads/fake-xhr.test-support.ts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { renderAt } from '../../../test-support/render-at.tsx';
import { LetterUploadPage } from './letter-upload-page.tsx';

const token = 'a'.repeat(32);

function open() {
  return renderAt(
    `/letters-of-reference/upload/${token}`,
    <Route path="/letters-of-reference/upload/:id" component={LetterUploadPage} />,
  );
}

beforeEach(() => {
  FakeXhr.instances = [];
  FakeXhr.answer = { status: 200 };
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const pendingLetter: WriterLetter = {
  applicantName: 'Ada Lovelace',
  writerName: 'Dr. Grace Hopper',
  message: null,
  isWaived: false,
  status: 'Pending',
  uploadedDate: null,
};

describe("letter writer's page", () => {
  it('shows who asked, the waiver and the PDF upload, without an account', async () => {
    server.use(
      handleContract(getWriterLetter, ({ params }) => {
        expect(params.token).toBe(token);
        return {
          applicantName: 'Ada Lovelace',
          writerName: 'Dr. Grace Hopper',
          message: 'Thank you!',
          isWaived: true,
          status: 'Pending' as const,
          uploadedDate: null,
        };
      }),
    );
    const { container } = open();
    expect(await screen.findByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByText('Dr. Grace Hopper')).toBeTruthy();
    expect(screen.getByText('The applicant waived the right to view this letter.')).toBeTruthy();
    expect(screen.getByText('Letter of reference (PDF)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload' }).hasAttribute('disabled')).toBe(true);
    await expectNoAxeViolations(container, { seriousOnly: true });
  });

  it('uploads the PDF through the link of the token and attaches it by its state key', async () => {
    const asked: unknown[] = [];
    server.use(
      handleContract(getWriterLetter, () => pendingLetter),
      handleContract(writerUploadLink, ({ body }) => {
        asked.push(body);
        return { url: '/api/Uploads/put/u1?expires=1&max=2&signature=s', stateKey: 'state-key-9' };
      }),
      handleContract(getUploadState, () => ({
        status: 'Completed' as const,
        upload: {
          id: '0b9c6f4e-3c1b-4e55-9d55-1f0c1f6a1a01',
          userId: null,
          createdDate: '2026-09-03T17:00:00.000Z',
          contentType: 'application/pdf',
          fileName: 'letter.pdf',
          fileSize: 8,
          path: 'letters/shared/0b9c6f4e',
          url: '/api/uploads/0b9c6f4e-3c1b-4e55-9d55-1f0c1f6a1a01/content',
        },
        failureReason: null,
      })),
      handleContract(completeWriterUpload, ({ body }) => {
        asked.push(body);
        return { ...pendingLetter, status: 'Uploaded' as const, uploadedDate: '2026-09-03T17:00:00.000Z' };
      }),
    );
    const { container } = open();
    await screen.findByText('Ada Lovelace');
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.4 letter'], 'letter.pdf', { type: 'application/pdf' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(/Your letter was uploaded on/)).toBeTruthy();
    expect(asked).toEqual([
      { fileName: 'letter.pdf', contentType: 'application/pdf' },
      { stateKey: 'state-key-9' },
    ]);
    expect(FakeXhr.instances[0]?.url).toContain('/api/Uploads/put/u1');
    await waitFor(() => expect(screen.getByText('New version of the letter (PDF)')).toBeTruthy());
  });

  it('says so when the request was canceled or the link is unknown', async () => {
    server.use(
      handleContract(getWriterLetter, () =>
        serverErrorResponse(409, 'Conflict', messages.LetterRequestCanceled),
      ),
    );
    const { container } = open();
    expect(await screen.findByText(messages.LetterRequestCanceled)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
    await expectNoAxeViolations(container, { seriousOnly: true });
    cleanup();
    server.use(
      handleContract(getWriterLetter, () => serverErrorResponse(404, 'NotFound', 'Data not found.')),
    );
    open();
    expect(await screen.findByText(messages.LetterLinkNotFound)).toBeTruthy();
  });
});
