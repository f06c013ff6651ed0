import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import {
  type ApplicantDocument,
  createApplicantDocument,
  deleteApplicantDocument,
  listApplicantDocuments,
  updateApplicantDocument,
} from '../../../../core/contracts/applicants/documents.contract.ts';
import {
  getPresignedPutLink,
  getUploadState,
  type Upload,
} from '../../../../core/contracts/uploads/uploads.contract.ts';
import { messages } from '../../../../core/domain/messages.ts';
import { handleContract, serverErrorResponse } from '../../../../mocks/contract-handler.ts';
import { server } from '../../../../mocks/node-server.ts';
import { closeDenied, DeniedDialog } from '../../../features/applicant-restrictions/denied-dialog.tsx';
import { FakeXhr } from '../../../features/uploads/fake-xhr.test-support.ts';
import { clearToasts } from '../../../lib/notify/toast-service.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { renderAt } from '../../../test-support/render-at.tsx';
import { ConfirmHost } from '../../../ui/confirm-dialog.tsx';
import { ToastRegion } from '../../../ui/toast-region.tsx';
import { FileCabinetPage } from './file-cabinet-page.tsx';

const upload = (id: string, fileName: string, contentType: string, fileSize: number): Upload => ({
  id,
  userId: 'u1',
  createdDate: '2026-01-15T18:00:00.000Z',
  contentType,
  fileName,
  fileSize,
  path: `documents/u1/${id}`,
  url: `/api/uploads/${id}/content`,
});

const cv: ApplicantDocument = {
  id: 11,
  title: 'Curriculum vitae',
  documentType: 'CV',
  createdDate: '2026-01-15T18:00:00.000Z',
  file: upload('a1', 'cv.pdf', 'application/pdf', 1500),
};
const mspe: ApplicantDocument = {
  id: 12,
  title: 'MSPE 2026',
  documentType: 'MSPE',
  createdDate: '2026-01-10T18:00:00.000Z',
  file: upload('a2', 'mspe.pdf', 'application/pdf', 2_400_000),
};

let documents: ApplicantDocument[] = [];

function open(path: string) {
  return renderAt(
    path,
    <>
      <Route path="/applicant/profile/file-cabinet/:id?" component={FileCabinetPage} />
      <Route path="/applicant/:matchCycleCode/documents/:id?" component={FileCabinetPage} />
    </>,
    {
      main: true,
      hosts: (
        <>
          <ConfirmHost />
          <DeniedDialog />
          <ToastRegion />
        </>
      ),
    },
  );
}

beforeEach(() => {
  documents = [cv, mspe];
  FakeXhr.instances = [];
  FakeXhr.answer = { status: 200 };
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost/1');
  URL.revokeObjectURL = vi.fn();
  useSessionStore.setState({ status: 'signedIn', session: { idToken: 't', user: {} } as never });
  server.use(
    handleContract(listApplicantDocuments, () => documents),
    http.get('*/api/uploads/:id/content', () => new HttpResponse('%PDF-1.4')),
  );
});

afterEach(() => {
  act(() => closeDenied());
  vi.unstubAllGlobals();
  act(() => clearToasts());
  useSessionStore.setState({ status: 'signedOut', session: null });
});

describe('file cabinet page', () => {
  it('lists the documents with type, size and date in PT, and has no serious axe violations', async () => {
    const { container } = open('/applicant/profile/file-cabinet');
    expect(await screen.findByRole('heading', { name: 'File cabinet', level: 1 })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Your documents' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Curriculum vitae')).toBeTruthy();
    expect(within(items[0]!).getByText('CV · 1.5 kB')).toBeTruthy();
    expect(within(items[0]!).getByText('Uploaded 01/15/2026 10:00 AM PT')).toBeTruthy();
    expect(within(items[1]!).getByText('Medical School Performance Evaluation (MSPE) · 2.4 MB')).toBeTruthy();
    await expectNoAxeViolations(container, { seriousOnly: true });
  });

  it('says so when there are no documents', async () => {
    documents = [];
    open('/applicant/profile/file-cabinet');
    expect(await screen.findByText('No documents yet.')).toBeTruthy();
  });

  it('uploads a chosen file with progress and files it with its title and type', async () => {
    let created: unknown = null;
    server.use(
      handleContract(getPresignedPutLink, () => ({ url: '/api/Uploads/put/n1?sig=1', stateKey: 'k1' })),
      handleContract(getUploadState, () => ({
        status: 'Completed' as const,
        upload: upload('n1', 'transcript.pdf', 'application/pdf', 8),
        failureReason: null,
      })),
      handleContract(createApplicantDocument, ({ body, request }) => {
        created = { body, query: new URL(request.url).search };
        const document: ApplicantDocument = {
          id: 13,
          title: 'Transcript 2025',
          documentType: 'Transcript',
          createdDate: '2026-01-16T18:00:00.000Z',
          file: upload('n1', 'transcript.pdf', 'application/pdf', 8),
        };
        documents = [document, ...documents];
        return document;
      }),
    );
    const { container } = open('/applicant/OPH-2026/documents');
    expect(await screen.findByRole('heading', { name: 'Documents', level: 1 })).toBeTruthy();

    // Nothing chosen: the form says so and sends nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Choose a file to upload.')).toBeTruthy();
    expect(await screen.findByText(messages.SelectDocumentType)).toBeTruthy();
    expect(FakeXhr.instances).toHaveLength(0);

    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(['%PDF-1.4 transcript'], 'transcript.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(await screen.findByText(/Chosen: transcript\.pdf/)).toBeTruthy();
    const title = screen.getByRole('textbox', { name: /Title/ }) as HTMLInputElement;
    expect(title.value).toBe('transcript');
    fireEvent.change(title, { target: { value: 'Transcript 2025' } });
    fireEvent.click(screen.getByRole('button', { name: /Document type/ }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Transcript' }));
    FakeXhr.answer = 'hang';
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    act(() => FakeXhr.instances[0]!.progress(40, 100));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading transcript.pdf' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    act(() => FakeXhr.instances[0]!.respond(200));

    expect(await screen.findByText('The document was uploaded.')).toBeTruthy();
    expect(FakeXhr.instances[0]!.url).toBe('/api/Uploads/put/n1?sig=1');
    expect(FakeXhr.instances[0]!.body).toBe(file);
    expect(created).toEqual({
      body: { uploadId: 'n1', title: 'Transcript 2025', documentType: 'Transcript' },
      query: '?matchCycleCode=OPH-2026',
    });
    expect(await screen.findByText('Transcript 2025')).toBeTruthy();
    expect(title.value).toBe('');
  });

  it("shows the server's reason when the file is refused", async () => {
    server.use(handleContract(getPresignedPutLink, () => ({ url: '/api/Uploads/put/n2', stateKey: 'k2' })));
    FakeXhr.answer = {
      status: 415,
      body: JSON.stringify({
        error: { ErrorCode: 'UnsupportedMediaType', Message: 'Unsupported file type' },
      }),
    };
    const { container } = open('/applicant/profile/file-cabinet');
    await screen.findByRole('list', { name: 'Your documents' });
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'notes.pdf', { type: 'application/pdf' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: /Document type/ }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Other' }));
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(`${messages.UploadFailed} Unsupported file type`)).toBeTruthy();
  });

  it('renames a document and deletes one after a confirmation', async () => {
    let renamed: unknown = null;
    let deleted: string | null = null;
    server.use(
      handleContract(updateApplicantDocument, ({ body }) => {
        renamed = body;
        return { ...cv, title: 'CV (2026)' };
      }),
      handleContract(deleteApplicantDocument, ({ params }) => {
        deleted = String(params.id);
        documents = documents.filter((d) => String(d.id) !== deleted);
        return { ok: true as const };
      }),
    );
    open('/applicant/profile/file-cabinet');
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Curriculum vitae' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename the document' });
    const title = within(dialog).getByRole('textbox', { name: /Title/ });
    fireEvent.change(title, { target: { value: 'CV (2026)' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(renamed).toEqual({ title: 'CV (2026)', documentType: 'CV' }));

    fireEvent.click(screen.getByRole('button', { name: 'Delete MSPE 2026' }));
    const question = await screen.findByRole('alertdialog');
    expect(
      within(question).getByText('Delete the document “MSPE 2026”? The file is removed for good.'),
    ).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toBe('12'));
    await waitFor(() => expect(screen.queryByText('MSPE 2026')).toBeNull());
  });

  it("shows the 'Denied' popup when the cycle's restrictions refuse a delete", async () => {
    server.use(
      handleContract(deleteApplicantDocument, () =>
        serverErrorResponse(409, 'ApplicantActionDenied', 'Match cycle Ophthalmology 2024 is archived.'),
      ),
    );
    open('/applicant/OPH-2024/documents');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete MSPE 2026' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    const denied = await screen.findByRole('alertdialog', { name: messages.DeniedTitle });
    expect(within(denied).getByText('Match cycle Ophthalmology 2024 is archived.')).toBeTruthy();
    expect(screen.getByText('MSPE 2026')).toBeTruthy();
  });

  it('opens the preview from the address, as a gallery, and goes back to the list when closed', async () => {
    const { location } = open('/applicant/profile/file-cabinet/12');
    expect(await screen.findByRole('dialog', { name: 'mspe.pdf' })).toBeTruthy();
    expect(screen.getByText('2 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/applicant/profile/file-cabinet'));
    fireEvent.click(await screen.findByRole('button', { name: 'View Curriculum vitae' }));
    expect(await screen.findByRole('dialog', { name: 'cv.pdf' })).toBeTruthy();
  });
});
