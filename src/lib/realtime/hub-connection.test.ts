import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoSession, demoUser } from '../../../mocks/demo-data.ts';
import { builtConnections, connectionOf, nextStartOutcomes } from '../../test-support/fake-signalr.ts';
import { toastQueue } from '../notify/toast-service.ts';
import { pwaStore } from '../pwa/pwa-store.ts';
import { useSessionStore } from '../session/session-store.ts';
import { connectionOnline, hubStatusStore, isConnectionOnline } from './connection-status.ts';
import { hubReconnectDelays } from './hub-connection.ts';
import { hubConnection, resetHubsForTests, startHub } from './hub-registry.ts';

vi.mock('@microsoft/signalr', async () => (await import('../../test-support/fake-signalr.ts')).fakeSignalR);

const admin = demoUser('admin@matchline.test');
if (!admin) throw new Error('no demo admin');

let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  builtConnections.length = 0;
  useSessionStore.getState().setSession(demoSession(admin));
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(async () => {
  vi.useRealTimers();
  await resetHubsForTests();
  useSessionStore.setState({ session: null, status: 'restoring', deviceUser: null });
  pwaStore.setState({ offline: false });
  toastQueue.clear();
  vi.restoreAllMocks();
});

async function connected(hub: Parameters<typeof hubConnection>[0] = 'Notification') {
  const service = hubConnection(hub);
  await service.start();
  expect(service.state).toBe('Connected');
  return { service, connection: connectionOf(`/hubs/${hub}Hub`) };
}

describe('the hub connection service', () => {
  it('connects to /hubs/{Name}Hub with the automatic reconnect delays of platform.md §9', async () => {
    const { connection } = await connected('MessageCenter');
    expect(connection.url).toBe('/hubs/MessageCenterHub');
    expect(hubReconnectDelays).toEqual([0, 1000, 2000, 2000, 5000, 5000, 5000, 10000, 20000, 30000]);
    expect(connection.reconnectDelays).toEqual([...hubReconnectDelays]);
  });

  it('asks the session for a fresh token at every negotiate', async () => {
    const { connection } = await connected();
    connection.drop();
    useSessionStore.getState().setSession({ ...demoSession(admin), idToken: 'renewed-token' });
    await connection.reconnect();
    expect(connection.tokens).toEqual(['token-for-admin@matchline.test', 'renewed-token']);
  });

  it('starts only from Disconnected', async () => {
    const service = hubConnection('Notification');
    await Promise.all([service.start(), service.start()]);
    const connection = connectionOf('/hubs/NotificationHub');
    expect(connection.startCalls).toBe(1);
    await service.start();
    expect(connection.startCalls).toBe(1);
    connection.drop();
    await service.start();
    expect(service.state).toBe('Reconnecting');
    expect(connection.startCalls).toBe(1);
  });

  it('stops only from Connected', async () => {
    const service = hubConnection('Notification');
    await service.stop();
    expect(builtConnections).toHaveLength(0);
    await service.start();
    const connection = connectionOf('/hubs/NotificationHub');
    connection.drop();
    await service.stop();
    expect(connection.stopCalls).toBe(0);
    expect(service.state).toBe('Reconnecting');
    await connection.reconnect();
    await service.stop();
    expect(connection.stopCalls).toBe(1);
    expect(service.state).toBe('Disconnected');
    expect(service.tracked).toBe(false);
  });

  it('joins the remembered groups again after a reconnect, not the ones it left', async () => {
    const { service, connection } = await connected('ProgramApplicationNotes');
    await service.joinGroup('program:7');
    await service.joinGroup('program:8');
    await service.leaveGroup('program:8');
    expect(connection.invoked.map((i) => [i.method, ...i.args])).toEqual([
      ['AddToGroup', 'program:7'],
      ['AddToGroup', 'program:8'],
      ['RemoveFromGroup', 'program:8'],
    ]);
    connection.invoked.length = 0;
    connection.drop();
    await connection.reconnect();
    await vi.waitFor(() =>
      expect(connection.invoked.map((i) => [i.method, ...i.args])).toEqual([['AddToGroup', 'program:7']]),
    );
  });

  it('joins a group asked for before the connection was up once it connects', async () => {
    const service = hubConnection('MessageCenter');
    await service.joinGroup('entity:thread:1');
    await service.start();
    const connection = connectionOf('/hubs/MessageCenterHub');
    await vi.waitFor(() =>
      expect(connection.invoked).toEqual([{ method: 'AddToGroup', args: ['entity:thread:1'] }]),
    );
  });

  it('hands events to the handlers registered per event name, before or after the start', async () => {
    const service = hubConnection('ListItemsNotification');
    const early = vi.fn();
    service.on('NewItemNotify', early);
    await service.start();
    const late = vi.fn();
    const removeLate = service.on('NewItemNotify', late);
    const connection = connectionOf('/hubs/ListItemsNotificationHub');
    connection.emit('NewItemNotify', { listKind: 'LorUploadRequest', type: 'info' });
    removeLate();
    connection.emit('NewItemNotify', { listKind: 'ProgramRenameRequests', type: 'success' });
    expect(early).toHaveBeenCalledTimes(2);
    expect(late).toHaveBeenCalledTimes(1);
    expect(late).toHaveBeenCalledWith({ listKind: 'LorUploadRequest', type: 'info' });
  });

  it('after the reconnect gives up, starts again on the browser’s online event', async () => {
    const { service, connection } = await connected();
    connection.drop();
    connection.giveUp();
    expect(service.state).toBe('Disconnected');
    expect(service.tracked).toBe(true);
    expect(connectionOnline()).toBe(false);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(service.state).toBe('Connected'));
    expect(connection.startCalls).toBe(2);
    expect(connectionOnline()).toBe(true);
  });

  it('a hub’s Close without reconnect stops the connection: online does not start it again', async () => {
    const { service, connection } = await connected();
    connection.closeFromServer('Session revoked.');
    expect(service.state).toBe('Disconnected');
    expect(service.tracked).toBe(false);
    expect(connectionOnline()).toBe(true);
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(connection.startCalls).toBe(1);
  });

  it('a failed first start is tried again through the same delays, then waits for online', async () => {
    vi.useFakeTimers();
    nextStartOutcomes.push(...hubReconnectDelays.map(() => new Error('Failed to complete negotiation')));
    nextStartOutcomes.push(new Error('Failed to complete negotiation'));
    const service = hubConnection('Notification');
    await service.start();
    const connection = connectionOf('/hubs/NotificationHub');
    expect(connection.startCalls).toBe(1);
    for (const delay of hubReconnectDelays) await vi.advanceTimersByTimeAsync(delay);
    expect(connection.startCalls).toBe(1 + hubReconnectDelays.length);
    expect(service.state).toBe('Disconnected');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(connection.startCalls).toBe(1 + hubReconnectDelays.length);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(service.state).toBe('Connected'));
  });

  it('stops every connection on sign-out, also one that is reconnecting', async () => {
    const a = await connected('Notification');
    const b = await connected('MenuCounts');
    b.connection.drop();
    useSessionStore.getState().clearSession();
    await vi.waitFor(() => expect(a.service.state).toBe('Disconnected'));
    await vi.waitFor(() => expect(b.service.state).toBe('Disconnected'));
    expect(a.connection.stopCalls).toBe(1);
    expect(b.connection.stopCalls).toBe(1);
    expect(connectionOnline()).toBe(true);
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(b.connection.startCalls).toBe(1);
  });

  it('another user (impersonation): the old connections end and start again with the new token', async () => {
    const { connection } = await connected('Notification');
    const school = demoUser('school@matchline.test');
    if (!school) throw new Error('no demo school user');
    useSessionStore.getState().setSession(demoSession(school));
    await startHub('Notification');
    expect(connection.stopCalls).toBe(1);
    expect(hubConnection('Notification').state).toBe('Connected');
    expect(connection.tokens).toEqual(['token-for-admin@matchline.test', 'token-for-school@matchline.test']);
  });

  it('sends on a closed socket and canceled invocations are only logged as warnings', async () => {
    const { service, connection } = await connected('MessageCenter');
    connection.drop();
    await service.send('GetSentMessagesHistory');
    connection.invoke = async () => {
      throw new Error('Invocation canceled due to the underlying connection being closed.');
    };
    await connection.reconnect(); // re-joins nothing yet
    await service.joinGroup('entity:thread:1');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(toastQueue.visibleToasts).toHaveLength(0);
  });
});

describe('the connection status (platform.md §4)', () => {
  it('is online only if the browser is online and the hubs are connected or not tracked', () => {
    expect(isConnectionOnline(false, true)).toBe(true);
    expect(isConnectionOnline(true, true)).toBe(false);
    expect(isConnectionOnline(false, false)).toBe(false);
  });

  it('follows the hubs: a hub never connected is not tracked; a connected one dropping is offline', async () => {
    const service = hubConnection('MenuCounts');
    expect(connectionOnline()).toBe(true);
    await service.start();
    const connection = connectionOf('/hubs/MenuCountsHub');
    expect(hubStatusStore.getState().hubsConnected).toBe(true);
    connection.drop();
    expect(connectionOnline()).toBe(false);
    await connection.reconnect();
    expect(connectionOnline()).toBe(true);
    pwaStore.setState({ offline: true });
    expect(connectionOnline()).toBe(false);
  });
});
