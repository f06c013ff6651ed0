import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteAvatar, updateAvatar } from '../../../core/contracts/applicants/documents.contract.ts';
import { getPresignedPutLink, getUploadState } from '../../../core/contracts/uploads/uploads.contract.ts';
import { handleContract } from '../../../mocks/contract-handler.ts';
import { server } from '../../../mocks/node-server.ts';
import { clearToasts } from '../../lib/notify/toast-service.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { expectNoAxeViolations } from '../../test-support/axe.ts';
import { ConfirmHost } from '../../ui/confirm-dialog.tsx';
import { AvatarEditor } from './avatar-editor.tsx';
import { FakeXhr } from './fake-xhr.test-support.ts';

const avatarUrl = '/api/uploads/p1/content';

beforeEach(() => {
  FakeXhr.instances = [];
  FakeXhr.answer = { status: 200 };
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost/avatar');
  URL.revokeObjectURL = vi.fn();
  useSessionStore.setState({
    status: 'signedIn',
    session: { idToken: 't', user: { minifiedAvatarUrl: null, originalAvatar: null } } as never,
  });
  server.use(http.get('*/api/uploads/:id/content', () => new HttpResponse('png')));
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => clearToasts());
  useSessionStore.setState({ status: 'signedOut', session: null });
});

describe('avatar editor', () => {
  it('uploads an image as the avatar, shows it, and deletes it after a confirmation', async () => {
    let sent: unknown = null;
    let linkQuery = '';
    server.use(
      handleContract(getPresignedPutLink, ({ request }) => {
        linkQuery = new URL(request.url).search;
        return { url: '/api/Uploads/put/p1', stateKey: 'k' };
      }),
      handleContract(getUploadState, () => ({
        status: 'Completed' as const,
        upload: {
          id: 'p1',
          userId: 'u1',
          createdDate: '2026-01-15T18:00:00.000Z',
          contentType: 'image/png',
          fileName: 'me.png',
          fileSize: 3,
          path: 'avatars/u1/p1',
          url: avatarUrl,
        },
        failureReason: null,
      })),
      handleContract(updateAvatar, ({ body }) => {
        sent = body;
        return { minifiedAvatarUrl: avatarUrl, originalAvatar: { url: avatarUrl } };
      }),
      handleContract(deleteAvatar, () => ({ minifiedAvatarUrl: null, originalAvatar: null })),
    );
    const { container } = render(
      <main>
        <AvatarEditor />
        <ConfirmHost />
      </main>,
    );
    expect(screen.getByText('No photo yet.')).toBeTruthy();
    await expectNoAxeViolations(container, { seriousOnly: true });

    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toBe('image/png,image/jpeg,image/gif,image/webp');
    fireEvent.change(input, { target: { files: [new File(['png'], 'me.png', { type: 'image/png' })] } });
    expect(await screen.findByRole('img', { name: 'Your photo' })).toBeTruthy();
    expect(linkQuery).toContain('Purpose=avatar');
    expect(sent).toEqual({ fileId: 'p1' });
    expect(useSessionStore.getState().session?.user.minifiedAvatarUrl).toBe(avatarUrl);

    fireEvent.click(screen.getByRole('button', { name: 'Delete photo' }));
    const question = await screen.findByRole('alertdialog');
    fireEvent.click(within(question).getByRole('button', { name: 'Delete photo' }));
    expect(await screen.findByText('No photo yet.')).toBeTruthy();
    await waitFor(() => expect(useSessionStore.getState().session?.user.originalAvatar).toBeNull());
  });

  it('refuses an image over 5 MB before uploading it', async () => {
    const { container } = render(<AvatarEditor />);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 5_000_001 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('The file is too large. The maximum size is 5 MB.')).toBeTruthy();
    expect(FakeXhr.instances).toHaveLength(0);
  });
});
