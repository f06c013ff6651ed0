/**
 * The hub server of one app: connections (lifetime manager), the methods clients invoke, the
 * backplane events travel on, and the timers (keep-alive, timeouts, token expiry, session checks).
 * server/app.ts creates it before the services (they raise events through `events`), binds the
 * services to it, and registers its routes (hub-routes.ts).
 */
import { decodeJwt } from 'jose';
import { messages } from '../../core/domain/messages.ts';
import type { HubName } from '../../core/realtime/hubs.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import { decideRouteAccess } from '../policies/route-access.policy.ts';
import type { AuthContext, SessionService } from '../services/auth/session.service.ts';
import type { InvitationQueueService } from '../services/interviews/invitation-queue.service.ts';
import type { MeetingService } from '../services/meetings/meeting.service.ts';
import type { MessageThreadService } from '../services/messaging/message-threads.service.ts';
import type { HubAccessService } from '../services/realtime/hub-access.service.ts';
import type { HubEvent, HubEvents } from '../services/realtime/hub-events.ts';
import { type Backplane, localBackplane, redisBackplane } from './backplane.ts';
import {
  defaultHubTimings,
  HubConnection,
  type HubTimings,
  type InvocationOutcome,
} from './hub-connection.ts';
import {
  arityFits,
  arityText,
  HubArgumentError,
  type HubMethodContext,
  HubMethodRegistry,
  isUserFacingHubError,
  registerGroupMethods,
  registerServiceMethods,
} from './hub-methods.ts';
import { HubLifetimeManager } from './lifetime-manager.ts';
import { registerMeetingHubMethods } from './meeting-hub-methods.ts';
import { completionErrors, type InvocationMessage } from './protocol.ts';

/** What the hub server needs of the services. */
export type HubServices = {
  sessions: Pick<SessionService, 'authenticate'>;
  hubAccess: HubAccessService;
  messageThreads: Pick<MessageThreadService, 'sentHistory'>;
  invitationQueue: InvitationQueueService;
  meetings: MeetingService;
};

/** Told of every event after this node delivered it to its connections (its own and the backplane's). */
export type DeliveryListener = (event: HubEvent) => void;

/** Told once when a connection that completed its handshake ends (whatever ended it). */
export type DisconnectListener = (connection: HubConnection) => void | Promise<void>;

export type HubServerOptions = {
  config: Pick<Config, 'redisUrl' | 'redisChannelPrefix'>;
  log: Logger;
  clock: Clock;
  /** Shorter intervals for tests; the defaults mirror ASP.NET's. */
  timings?: Partial<HubTimings>;
};

/** A closed long-polling connection stays findable this long, so the next poll collects its Close. */
const LONG_POLL_LINGER_MS = 5_000;

export type HubServer = ReturnType<typeof createHubServer>;

export function createHubServer(options: HubServerOptions) {
  const { log, clock } = options;
  const timings: HubTimings = { ...defaultHubTimings, ...options.timings };
  const lifetime = new HubLifetimeManager();
  const methods = new HubMethodRegistry();
  const backplane: Backplane = options.config.redisUrl
    ? redisBackplane({
        url: options.config.redisUrl,
        channelPrefix: options.config.redisChannelPrefix,
        log,
      })
    : localBackplane();
  let services: HubServices | null = null;
  const bound = (): HubServices => {
    if (!services) throw new Error('hub server used before its services were bound');
    return services;
  };
  const disconnectListeners = new Set<DisconnectListener>();
  /** Connections that completed the handshake and have not been reported closed yet. */
  const live = new WeakSet<HubConnection>();
  const onDisconnected = (listener: DisconnectListener): void => {
    disconnectListeners.add(listener);
  };
  const deliveryListeners = new Set<DeliveryListener>();
  const onDelivered = (listener: DeliveryListener): void => {
    deliveryListeners.add(listener);
  };
  registerGroupMethods(methods, () => bound().hubAccess);
  registerServiceMethods(methods, bound);
  registerMeetingHubMethods(methods, () => bound().meetings, { lifetime, onDisconnected, onDelivered });

  function deliverHere(event: HubEvent): void {
    try {
      lifetime.deliver(event);
      for (const listener of deliveryListeners) listener(event);
    } catch (error) {
      log.error({ err: error, hub: event.hub, target: event.target }, 'hub event not delivered');
    }
  }

  const events: HubEvents = {
    send(event) {
      deliverHere(event);
      try {
        backplane.publish(event);
      } catch (error) {
        log.error({ err: error, hub: event.hub, target: event.target }, 'hub event not published');
      }
    },
  };

  async function invoke(connection: HubConnection, message: InvocationMessage): Promise<InvocationOutcome> {
    const method = methods.find(connection.hub, message.target);
    if (!method) return { error: completionErrors.unknownMethod(message.target) };
    if (method.access && decideRouteAccess(method.access, connection.auth.roles) !== 'allow') {
      return { error: completionErrors.userFacing(message.target, messages.AccessDeniedSignedIn) };
    }
    if (!arityFits(method.arity, message.arguments.length)) {
      return {
        error: completionErrors.badArguments(
          message.target,
          `Invocation provides ${message.arguments.length} argument(s) but target expects ${arityText(method.arity)}.`,
        ),
      };
    }
    const context: HubMethodContext = {
      hub: connection.hub,
      auth: connection.auth,
      connection,
      joinGroup: (group) => lifetime.join(connection, group),
      leaveGroup: (group) => lifetime.leave(connection, group),
    };
    try {
      return { result: await method.handler(context, message.arguments) };
    } catch (error) {
      if (error instanceof HubArgumentError) {
        return { error: completionErrors.badArguments(message.target, error.message) };
      }
      if (isUserFacingHubError(error)) {
        return { error: completionErrors.userFacing(message.target, error.message) };
      }
      log.error(
        { err: error, hub: connection.hub, method: message.target, connectionId: connection.connectionId },
        'hub method failed',
      );
      return { error: completionErrors.unexpected(message.target) };
    }
  }

  const host = {
    timings,
    log,
    invoke,
    onConnected(connection: HubConnection) {
      live.add(connection);
      lifetime.connected(connection);
    },
    onClosed(connection: HubConnection) {
      lifetime.remove(connection, connection.sink?.kind === 'LongPolling' ? LONG_POLL_LINGER_MS : 0);
      if (!live.delete(connection)) return;
      for (const listener of disconnectListeners) {
        // Fire and forget: the connection is gone either way; a listener's failure is logged.
        void Promise.resolve()
          .then(() => listener(connection))
          .catch((error: unknown) =>
            log.error(
              { err: error, hub: connection.hub, connectionId: connection.connectionId },
              'hub disconnect listener failed',
            ),
          );
      }
    },
  };

  // One ticker for every connection's timers; fine-grained enough for the shortest interval.
  const tickMs = Math.max(
    20,
    Math.min(
      1000,
      Math.floor(
        Math.min(
          timings.keepAliveIntervalMs,
          timings.clientTimeoutMs,
          timings.handshakeTimeoutMs,
          timings.negotiateTimeoutMs,
        ) / 5,
      ),
    ),
  );
  let ticker: NodeJS.Timeout | null = null;
  let sessionChecker: NodeJS.Timeout | null = null;
  let checking = false;

  /** One statement for every connected session of this node; connections of dead sessions close. */
  async function checkSessions(): Promise<void> {
    if (checking || !services) return;
    checking = true;
    try {
      const ids = new Set<string>();
      for (const connection of lifetime.connections()) {
        if (connection.status !== 'closed') ids.add(connection.auth.sessionId);
      }
      if (ids.size === 0) return;
      const live = await services.hubAccess.liveSessionIds([...ids]);
      for (const connection of [...lifetime.connections()]) {
        if (connection.status !== 'closed' && !live.has(connection.auth.sessionId)) {
          connection.close({ error: 'The session has ended.' });
        }
      }
    } catch (error) {
      log.warn({ err: error }, 'hub session check failed');
    } finally {
      checking = false;
    }
  }

  return {
    events,
    methods,
    lifetime,
    /** Listens for ended connections (presence: the meeting's attendees go offline). */
    onDisconnected,
    timings,
    backplaneKind: backplane.kind,

    /** The services behind authentication and group checks (created after the hub server). */
    bind(bound: HubServices): void {
      services = bound;
    },

    /** The caller behind a token (header or access_token), with when the token expires (clock ms). */
    async authenticate(
      token: string | null,
    ): Promise<{ auth: AuthContext; expiresAt: number | null } | null> {
      if (!token) return null;
      const auth = await bound().sessions.authenticate(`Bearer ${token}`);
      if (!auth) return null;
      let expiresAt: number | null = null;
      try {
        const { exp } = decodeJwt(token);
        if (typeof exp === 'number') expiresAt = exp * 1000;
      } catch {
        expiresAt = null;
      }
      return { auth, expiresAt };
    },

    /** A new pending connection (negotiate); dropped if no transport attaches in time. */
    negotiate(hub: HubName, auth: AuthContext, tokenExpiresAt: number | null): HubConnection {
      const connection = new HubConnection(hub, auth, tokenExpiresAt, host);
      lifetime.add(connection);
      return connection;
    },

    async start(): Promise<void> {
      await backplane.start(deliverHere);
      ticker = setInterval(() => {
        const now = Date.now();
        const clockNow = clock.now().getTime();
        for (const connection of [...lifetime.connections()]) connection.tick(now, clockNow);
      }, tickMs);
      ticker.unref();
      sessionChecker = setInterval(() => void checkSessions(), timings.sessionCheckMs);
      sessionChecker.unref();
    },

    /** Runs the session check now (tests; sign-out paths may call it to close at once). */
    checkSessions,

    /** Graceful stop: every client is told to reconnect (to another node or this one restarted). */
    disconnectAll(): void {
      if (ticker) clearInterval(ticker);
      if (sessionChecker) clearInterval(sessionChecker);
      ticker = null;
      sessionChecker = null;
      for (const connection of [...lifetime.connections()]) {
        connection.close({ error: 'The server is shutting down.', allowReconnect: true });
      }
    },

    /** Stops everything: connections (as disconnectAll) and the backplane. */
    async close(): Promise<void> {
      this.disconnectAll();
      await backplane.close();
    },
  };
}
