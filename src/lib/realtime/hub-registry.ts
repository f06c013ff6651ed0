/**
 * The app's hub connections: one service per hub, created on first use after sign-in, all stopped
 * when the session ends or changes hands (sign-out, impersonation). Their state feeds the
 * connection status of platform.md §4 (connection-status.ts).
 */
import type { HubName } from '../../../core/realtime/hubs.ts';
import { handleError } from '../errors/error-handler.ts';
import { currentIdToken, useSessionStore } from '../session/session-store.ts';
import { hubStatusStore } from './connection-status.ts';
import { type HubConnectionOptions, HubConnectionService } from './hub-connection.ts';

const services = new Map<HubName, HubConnectionService>();

const settings: HubConnectionOptions = {
  // Read at every negotiate: the session renews its token on a timer.
  accessToken: () => currentIdToken(),
  // Closed-socket sends and canceled invocations: warnings only (platform.md §8).
  reportError: (error, context) => handleError(error, { context }),
};

/** The app wires in a token source that renews a token about to run out (lib knows no features). */
export function configureRealtime(options: Partial<HubConnectionOptions>): void {
  Object.assign(settings, options);
}

/** A tracked hub that is not connected makes the app offline (platform.md §4). */
function updateStatus(): void {
  const hubsConnected = [...services.values()].every((s) => !s.tracked || s.state === 'Connected');
  if (hubStatusStore.getState().hubsConnected !== hubsConnected) hubStatusStore.setState({ hubsConnected });
}

/** The one connection service of a hub. */
export function hubConnection<H extends HubName>(hub: H): HubConnectionService<H> {
  let service = services.get(hub) as HubConnectionService<H> | undefined;
  if (!service) {
    service = new HubConnectionService(hub, {
      accessToken: () => settings.accessToken(),
      reportError: (error, context) => settings.reportError?.(error, context),
      ...(settings.baseUrl !== undefined ? { baseUrl: settings.baseUrl } : {}),
      ...(settings.loadClient ? { loadClient: settings.loadClient } : {}),
      ...(settings.window ? { window: settings.window } : {}),
    });
    service.subscribe(updateStatus);
    services.set(hub, service as HubConnectionService);
  }
  watchSession();
  return service;
}

/** The last stop of every connection, so a start for the next user waits for it. */
let stopping: Promise<void> = Promise.resolve();

/** Ends every connection (sign-out); handlers stay registered for the next session. */
export function stopAllHubs(): Promise<void> {
  stopping = Promise.all([...services.values()].map((s) => s.shutdown())).then(updateStatus);
  return stopping;
}

/**
 * Starts a hub's connection once the previous session's connections have ended (after an
 * impersonation the same hub starts again for the new user). Never rejects.
 */
export async function startHub(hub: HubName): Promise<void> {
  await stopping;
  await hubConnection(hub).start();
}

let watching = false;

/** Sign-out or another user (impersonation): every connection of the old session ends. */
function watchSession(): void {
  if (watching) return;
  watching = true;
  useSessionStore.subscribe((state, previous) => {
    const userId = state.session?.user.id ?? null;
    const previousUserId = previous.session?.user.id ?? null;
    const ended = previous.status === 'signedIn' && state.status === 'signedOut';
    const changedHands = previousUserId !== null && userId !== null && userId !== previousUserId;
    if (ended || changedHands) void stopAllHubs(); // shutdown handles its own errors
  });
}

/** Tests: forget every service. */
export async function resetHubsForTests(): Promise<void> {
  await stopAllHubs();
  services.clear();
  hubStatusStore.setState({ hubsConnected: true });
}
