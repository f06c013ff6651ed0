import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listPhones } from '../../../core/contracts/applicants/phones.contract.ts';
import { handleContract } from '../../../mocks/contract-handler.ts';
import { demoSession, demoUser } from '../../../mocks/demo-data.ts';
import { server } from '../../../mocks/node-server.ts';
import { readOfflineCopy } from '../offline/offline-copies.ts';
import * as useSessionStoreModule from '../session/session-store.ts';
import { useSessionStore } from '../session/session-store.ts';
import { useContractQuery } from './use-contract-query.ts';

const user = demoUser('applicant@matchline.test')!;
const phones = {
  items: [{ id: 1, number: '+15035550100', extension: null, type: 1 as const, isVerified: true }],
};
const copyKey = `GET ${listPhones.path} {}`;

afterEach(() => {
  act(() => useSessionStore.setState({ session: null, status: 'restoring', deviceUser: null }));
  vi.restoreAllMocks();
});

describe('useContractQuery keepOffline', () => {
  it('keeps the answer per user and shows it, marked as a device copy, when the server cannot be reached', async () => {
    act(() => useSessionStore.getState().setSession(demoSession(user)));
    server.use(handleContract(listPhones, () => phones));
    const online = renderHook(() => useContractQuery(listPhones, {}, { keepOffline: true }));
    await waitFor(() => expect(online.result.current.data).toEqual(phones));
    expect(online.result.current.offlineCopyAt).toBeNull();
    await waitFor(async () => expect((await readOfflineCopy(user.id, copyKey))?.value).toEqual(phones));
    online.unmount();

    // A start without a connection: the device user stands in for the session.
    act(() => useSessionStore.getState().markUnreachable());
    server.use(http.get('*/api/accounts/phones', () => HttpResponse.error()));
    const offline = renderHook(() => useContractQuery(listPhones, {}, { keepOffline: true }));
    await waitFor(() => expect(offline.result.current.data).toEqual(phones));
    expect(offline.result.current.offlineCopyAt).toEqual(expect.any(Number));
    expect(offline.result.current.error).toBeNull();

    // The session is back: the page asks the server again and drops the device mark.
    const fresh = { items: [] };
    server.use(handleContract(listPhones, () => fresh));
    act(() => useSessionStore.getState().setSession(demoSession(user)));
    await waitFor(() => expect(offline.result.current.data).toEqual(fresh));
    expect(offline.result.current.offlineCopyAt).toBeNull();
  });

  it('without keepOffline, or for another user, a lost connection stays an error', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    act(() => useSessionStore.getState().setSession(demoSession(user)));
    server.use(handleContract(listPhones, () => phones));
    const kept = renderHook(() => useContractQuery(listPhones, {}, { keepOffline: true }));
    await waitFor(async () => expect((await readOfflineCopy(user.id, copyKey))?.value).toEqual(phones));
    kept.unmount();

    server.use(http.get('*/api/accounts/phones', () => HttpResponse.error()));
    const plain = renderHook(() => useContractQuery(listPhones, {}, { onError: () => {} }));
    await waitFor(() => expect(plain.result.current.error).not.toBeNull());
    expect(plain.result.current.data).toBeNull();

    const other = demoUser('program@matchline.test')!;
    act(() => useSessionStore.getState().setSession(demoSession(other)));
    const stranger = renderHook(() =>
      useContractQuery(listPhones, {}, { keepOffline: true, onError: () => {} }),
    );
    await waitFor(() => expect(stranger.result.current.error).not.toBeNull());
    expect(stranger.result.current.data).toBeNull();
  });
});

describe('the device user', () => {
  it('is remembered at sign-in, stands in only while the server is unreachable, and is forgotten at sign-out', () => {
    const store = useSessionStore.getState();
    act(() => store.setSession(demoSession(user)));
    expect(JSON.parse(localStorage.getItem('matchline.deviceUser') ?? 'null')?.id).toBe(user.id);
    act(() => useSessionStore.setState({ session: null, status: 'restoring' }));
    const { currentUserOf } = useSessionStoreModule;
    expect(currentUserOf(useSessionStore.getState())).toBeNull();
    act(() => store.markUnreachable());
    expect(currentUserOf(useSessionStore.getState())?.id).toBe(user.id);
    act(() => store.clearSession());
    expect(currentUserOf(useSessionStore.getState())).toBeNull();
    expect(localStorage.getItem('matchline.deviceUser')).toBeNull();
  });
});
