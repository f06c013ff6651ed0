import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../core/domain/messages.ts';
import { server } from '../../../mocks/node-server.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { expectNoAxeViolations } from '../../test-support/axe.ts';
import { type FilePreview, useFilePreview } from './file-preview-modal.tsx';

const files = [
  { url: '/api/uploads/a/content', fileName: 'cv.pdf', contentType: 'application/pdf' },
  { url: '/api/uploads/b/content', fileName: 'photo.png', contentType: 'image/png' },
  { url: '/api/uploads/c/content', fileName: 'letter.pdf', contentType: 'application/pdf' },
];

let preview: FilePreview;
function Harness() {
  preview = useFilePreview();
  return preview.modal;
}

const authorizations: (string | null)[] = [];

beforeEach(() => {
  authorizations.length = 0;
  let next = 0;
  URL.createObjectURL = vi.fn(() => `blob:http://localhost/${++next}`);
  URL.revokeObjectURL = vi.fn();
  useSessionStore.setState({
    status: 'signedIn',
    session: { idToken: 'token-1' } as never,
  });
  server.use(
    http.get('*/api/uploads/:id/content', ({ request, params }) => {
      authorizations.push(request.headers.get('authorization'));
      if (params.id === 'missing') return new HttpResponse(null, { status: 404 });
      return new HttpResponse('%PDF-1.4', { headers: { 'content-type': 'application/pdf' } });
    }),
  );
});

afterEach(() => useSessionStore.setState({ status: 'signedOut', session: null }));

const confirmButton = () => screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;

describe('file preview modal', () => {
  it('shows a PDF fetched with the bearer token and resolves true on confirm', async () => {
    render(<Harness />);
    let result: Promise<boolean> = Promise.resolve(false);
    act(() => {
      result = preview.open(files[0]!);
    });
    expect(await screen.findByRole('dialog', { name: 'cv.pdf' })).toBeTruthy();
    expect(await screen.findByTitle('cv.pdf')).toBeTruthy();
    expect(authorizations).toEqual(['Bearer token-1']);
    await waitFor(() => expect(confirmButton().disabled).toBe(false));
    expect(screen.getByRole('link', { name: 'Download' }).getAttribute('download')).toBe('cv.pdf');
    fireEvent.click(confirmButton());
    await expect(result).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("resolves false on cancel; titles a nameless file 'Link Viewer'; keeps confirm off on an error", async () => {
    render(<Harness />);
    let result: Promise<boolean> = Promise.resolve(true);
    act(() => {
      result = preview.open({ url: '/api/uploads/missing/content', fileName: '' });
    });
    expect(await screen.findByRole('dialog', { name: messages.LinkViewerTitle })).toBeTruthy();
    expect(await screen.findByText('The file could not be shown.')).toBeTruthy();
    expect(confirmButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(result).resolves.toBe(false);
  });

  it('moves through a gallery with the arrows and the arrow keys, blocked at both ends', async () => {
    render(<Harness />);
    act(() => {
      void preview.openMulti(files, 0);
    });
    await screen.findByRole('dialog', { name: 'cv.pdf' });
    const previous = screen.getByRole('button', { name: 'Previous file' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    expect(screen.getByText('1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next file' }));
    expect(await screen.findByRole('dialog', { name: 'photo.png' })).toBeTruthy();
    // An image counts as loaded once it has decoded.
    const image = await screen.findByRole('img', { name: 'photo.png' });
    expect(confirmButton().disabled).toBe(true);
    fireEvent.load(image);
    await waitFor(() => expect(confirmButton().disabled).toBe(false));
    fireEvent.keyDown(screen.getByText('2 of 3'), { key: 'ArrowRight' });
    expect(await screen.findByRole('dialog', { name: 'letter.pdf' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next file' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(screen.getByText('3 of 3'), { key: 'ArrowLeft' });
    expect(await screen.findByRole('dialog', { name: 'photo.png' })).toBeTruthy();
  });

  it('needs the agree box when agreement is required, and has no serious axe violations', async () => {
    const { baseElement } = render(<Harness />);
    act(() => {
      void preview.open(files[1]!, { agreement: 'I have read the document' });
    });
    // An image, not a PDF: axe cannot look inside a frame in jsdom.
    fireEvent.load(await screen.findByRole('img', { name: 'photo.png' }));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'I have read the document' })).toBeTruthy(),
    );
    expect(confirmButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'I have read the document' }));
    await waitFor(() => expect(confirmButton().disabled).toBe(false));
    await expectNoAxeViolations(baseElement, { seriousOnly: true });
  });
});
