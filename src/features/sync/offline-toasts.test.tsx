import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ApplicantRankList,
  getApplicantRankList,
} from '../../../core/contracts/rank-lists/rank-lists.contract.ts';
import { handleContract } from '../../../mocks/contract-handler.ts';
import { demoSession, demoUser } from '../../../mocks/demo-data.ts';
import { server } from '../../../mocks/node-server.ts';
import { applicationRoutes } from '../../areas/applicant/applications/applications-routes.tsx';
import { ConnectionError } from '../../lib/errors/app-errors.ts';
import { handleError } from '../../lib/errors/error-handler.ts';
import { clearToasts, toastQueue } from '../../lib/notify/toast-service.ts';
import { appDb } from '../../lib/offline/app-db.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { renderAt } from '../../test-support/render-at.tsx';
import { sendOrKeepOnDevice } from './send-or-keep-on-device.ts';
import type { OfflineEntity } from './use-offline-entity.ts';

const connectionText = 'Could not connect to server. Please try again.';
const texts = () => toastQueue.visibleToasts.map((t) => t.content.text);

const program = (programId: number, programName: string) => ({
  programId,
  programCode: `P${programId}`,
  programName,
  city: 'Portland',
  stateName: 'Oregon',
});

const list: ApplicantRankList = {
  matchCycleCode: 'OPH-2026',
  matchCycleName: 'Ophthalmology 2026',
  deadline: '2027-01-15T05:00:00.000Z',
  isDeadlinePassed: false,
  version: 3,
  certifiedAt: null,
  noRankListDeclaredAt: null,
  maxEntries: 300,
  entries: [
    { rank: 1, ...program(11, 'Alpha Eye'), note: null },
    { rank: 2, ...program(12, 'Beta Eye'), note: null },
  ],
  unranked: [],
  actions: { canEdit: true, canCertify: true },
  declineReason: null,
};

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  act(() => useSessionStore.getState().setSession(demoSession(demoUser('applicant@matchline.test')!)));
});

afterEach(async () => {
  act(() => {
    useSessionStore.setState({ session: null, status: 'restoring', deviceUser: null });
    clearToasts();
  });
  await Promise.all([appDb().outbox.clear(), appDb().serverCopies.clear(), appDb().drafts.clear()]);
  vi.restoreAllMocks();
});

describe("no 'Could not connect to server' toast for what is kept on the device (issue 13)", () => {
  it('a save kept on the device marks its connection failure as handled: handleError shows nothing for it', async () => {
    const failure = new ConnectionError();
    const submit = vi.fn(async () => {});
    const entity = { data: { text: 'before', version: 1 }, submit } as unknown as OfflineEntity<
      { text: string; version: number },
      { text: string; version: number }
    >;
    const outcome = await sendOrKeepOnDevice(entity, { text: 'after', version: 1 }, () =>
      Promise.reject(failure),
    );
    expect(outcome).toEqual({ saved: { text: 'after', version: 1 }, onDevice: true });
    expect(submit).toHaveBeenCalledOnce();
    expect(failure.handledOffline).toBe(true);
    handleError(failure);
    expect(texts()).toEqual([]);
  });

  it('nothing to keep it in (no copy on the device): the failure is still shown', async () => {
    const failure = new ConnectionError();
    const entity = { data: undefined, submit: vi.fn() } as unknown as OfflineEntity<
      { v: number },
      { v: number }
    >;
    await expect(sendOrKeepOnDevice(entity, { v: 1 }, () => Promise.reject(failure))).rejects.toBe(failure);
    expect(failure.handledOffline).toBe(false);
    handleError(failure);
    expect(texts()).toEqual([connectionText]);
  });

  it('the rank list: a save made offline is kept on the device with no red toast', async () => {
    server.use(handleContract(getApplicantRankList, () => list));
    const online = renderAt('/applicant/OPH-2026/rank-list', applicationRoutes);
    await screen.findByRole('grid', { name: 'Rank list' });
    await waitFor(async () => expect(await appDb().serverCopies.count()).toBeGreaterThan(0));
    online.unmount();

    // Offline: the page reads the device copy and the save waits in the outbox.
    server.use(http.all('*/api/applicant/OPH-2026/*', () => HttpResponse.error()));
    renderAt('/applicant/OPH-2026/rank-list', applicationRoutes);
    await screen.findByRole('grid', { name: 'Rank list' });
    fireEvent.click(screen.getByRole('button', { name: 'Move Beta Eye up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the order' }));
    await waitFor(async () => expect(await appDb().outbox.count()).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(texts()).not.toContain(connectionText);
  });

  it('certifying needs a connection: without one the message is shown', async () => {
    server.use(
      handleContract(getApplicantRankList, () => list),
      http.post('*/api/applicant/OPH-2026/rank-list/certify', () => HttpResponse.error()),
    );
    renderAt('/applicant/OPH-2026/rank-list', applicationRoutes);
    fireEvent.click(await screen.findByRole('button', { name: 'Certify' }));
    await waitFor(() => expect(texts()).toContain(connectionText));
  });
});
