/**
 * One real-time hub connection (platform.md §4 and §7 "Real-time hubs") over the official
 * `@microsoft/signalr` client, which is imported only when a connection first starts, so it never
 * rides in the public home's first load.
 *
 * - Started only from Disconnected, stopped only from Connected.
 * - The client's automatic reconnect with the delays of platform.md §9; once it gives up (or the
 *   first start fails through the same delays) the connection starts again on the browser's `online`.
 * - Groups joined through the service are remembered and joined again after a reconnect: a
 *   reconnect is a new connection on the server (realtime-push-offline.md §1.10).
 * - A hub's Close without reconnect stops the connection for good (until started again).
 * - Sends on a closed socket and 'Invocation canceled due to the underlying connection being
 *   closed.' are only logged as warnings (platform.md §8, through the error handler).
 */
import type {
  HubConnection,
  IHttpConnectionOptions,
  ILogger,
  LogLevel as SignalRLogLevel,
} from '@microsoft/signalr';
import { type HubEventName, type HubName, type hubMethods, hubPath } from '../../../core/realtime/hubs.ts';
import type { NewItemNotice, RequestStatusChange } from '../../../core/realtime/list-items.ts';

/** platform.md §9: hub reconnect delays (ms). */
export const hubReconnectDelays: readonly number[] = [
  0, 1000, 2000, 2000, 5000, 5000, 5000, 10000, 20000, 30000,
];

/** The official client's connection states, by name. */
export type HubState = 'Disconnected' | 'Connecting' | 'Connected' | 'Reconnecting' | 'Disconnecting';

/** The arguments of the events whose payload is known; other events carry ids or nothing (refetch). */
export type HubEventArgs = {
  NewItemNotify: [notice: NewItemNotice];
  StatusChanged: [change: RequestStatusChange];
};
export type ArgsOf<E extends HubEventName> = E extends keyof HubEventArgs ? HubEventArgs[E] : unknown[];
export type HubEventHandler<E extends HubEventName = HubEventName> = (...args: ArgsOf<E>) => void;

/** The methods a client may invoke on a hub (core/realtime/hubs.ts); the others take the group pair. */
export type HubMethodOf<H extends HubName> = H extends keyof typeof hubMethods
  ? (typeof hubMethods)[H][number]
  : 'AddToGroup' | 'RemoveFromGroup';

type SignalRModule = typeof import('@microsoft/signalr');

export type HubConnectionOptions = {
  /** A fresh identity token for every negotiate (each reconnect calls it again). */
  accessToken: () => string | null | Promise<string | null>;
  /** Origin of the server ('' in the browser: the page's own). */
  baseUrl?: string;
  /** Loads the official client (tests may hand in their own). */
  loadClient?: () => Promise<SignalRModule>;
  /** Where the browser's `online` event comes from (the page's window; none in Node). */
  window?: OnlineEvents;
  /**
   * Where failures go: the app hands in its error handler, which logs closed-socket sends and
   * canceled invocations as warnings only (platform.md §8). Default: a warning.
   */
  reportError?: (error: unknown, context: string) => void;
  /** More options of the client's transport (Node hands in the `ws` and `eventsource` constructors). */
  httpOptions?: Partial<IHttpConnectionOptions>;
};

/** The `online` event of the browser's window. */
export type OnlineEvents = {
  addEventListener(type: 'online', listener: () => void): void;
  removeEventListener(type: 'online', listener: () => void): void;
};

const pageWindow = (): OnlineEvents | undefined => {
  const page = globalThis as Partial<OnlineEvents>;
  return typeof page.addEventListener === 'function' ? (page as OnlineEvents) : undefined;
};

let signalR: Promise<SignalRModule> | null = null;

/** One import for every hub (a failed one is tried again at the next start). */
function loadSignalR(): Promise<SignalRModule> {
  signalR ??= import('@microsoft/signalr').catch((error: unknown) => {
    signalR = null;
    throw error;
  });
  return signalR;
}

/** The client's own log, at most as warnings (platform.md §8: hub errors are never error toasts). */
function warningLogger(hub: HubName, levels: typeof SignalRLogLevel): ILogger {
  return {
    log(level, message) {
      if (level >= levels.Warning && level !== levels.None) console.warn(`[${hub}Hub] ${message}`);
    },
  };
}

export class HubConnectionService<H extends HubName = HubName> {
  readonly hub: H;
  private readonly options: HubConnectionOptions;
  private connection: HubConnection | null = null;
  private current: HubState = 'Disconnected';
  /** The app relies on it: it has connected and was not stopped since (platform.md §4 "tracked"). */
  private isTracked = false;
  /** Started and not stopped: a drop or a failed start is retried, then resumed on `online`. */
  private wanted = false;
  private readonly handlers = new Map<HubEventName, Set<(...args: unknown[]) => void>>();
  private readonly boundEvents = new Set<HubEventName>();
  private readonly groups = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private waitingForOnline = false;

  constructor(hub: H, options: HubConnectionOptions) {
    this.hub = hub;
    this.options = options;
  }

  get state(): HubState {
    return this.current;
  }

  /** Connected, or connected once and not stopped since (a drop makes the app offline). */
  get tracked(): boolean {
    return this.isTracked;
  }

  /** Groups joined through the service, joined again after every reconnect. */
  get joinedGroups(): readonly string[] {
    return [...this.groups];
  }

  /** Called on every change of state or tracking. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private setState(state: HubState, tracked = this.isTracked): void {
    if (state === this.current && tracked === this.isTracked) return;
    this.current = state;
    this.isTracked = tracked;
    for (const listener of [...this.listeners]) listener();
  }

  /** A handler for one event; answers its removal. Handlers outlive reconnects and restarts. */
  on<E extends HubEventName>(event: E, handler: HubEventHandler<E>): () => void {
    const set = this.handlers.get(event) ?? new Set();
    this.handlers.set(event, set);
    const untyped = handler as (...args: unknown[]) => void;
    set.add(untyped);
    if (this.connection) this.bind(this.connection, event);
    return () => {
      set.delete(untyped);
    };
  }

  private bind(connection: HubConnection, event: HubEventName): void {
    if (this.boundEvents.has(event)) return;
    this.boundEvents.add(event);
    connection.on(event, (...args: unknown[]) => {
      for (const handler of [...(this.handlers.get(event) ?? [])]) {
        try {
          handler(...args);
        } catch (error) {
          this.report(error, `${this.hub}Hub ${event}`);
        }
      }
    });
  }

  private build(signalR: SignalRModule): HubConnection {
    const connection = new signalR.HubConnectionBuilder()
      .withUrl(`${this.options.baseUrl ?? ''}${hubPath(this.hub)}`, {
        ...this.options.httpOptions,
        accessTokenFactory: async () => (await this.options.accessToken()) ?? '',
      })
      .withAutomaticReconnect([...hubReconnectDelays])
      .configureLogging(warningLogger(this.hub, signalR.LogLevel))
      .build();
    connection.onreconnecting(() => {
      if (this.current === 'Connected') this.setState('Reconnecting');
    });
    connection.onreconnected(() => {
      this.setState('Connected', true);
      this.rejoinGroups();
    });
    connection.onclose(() => this.closed());
    for (const event of this.handlers.keys()) this.bind(connection, event);
    return connection;
  }

  /** The official client's onclose: stopped by us or by the hub, or reconnecting gave up. */
  private closed(): void {
    const gaveUp = this.current === 'Reconnecting' && this.wanted;
    if (gaveUp) {
      // Still relied upon: offline until the browser says it is back.
      this.setState('Disconnected', true);
      this.resumeWhenOnline();
      return;
    }
    // stop(), or a Close without reconnect from Connected: stopped.
    this.wanted = false;
    this.setState('Disconnected', false);
  }

  /** Starts the connection; only from Disconnected (anything else: nothing happens). */
  async start(): Promise<void> {
    if (this.current !== 'Disconnected') return;
    this.cancelRetry();
    this.stopWaitingForOnline();
    this.wanted = true;
    await this.connect(0);
  }

  private async connect(attempt: number): Promise<void> {
    this.setState('Connecting');
    let connection: HubConnection;
    try {
      this.connection ??= this.build(await (this.options.loadClient ?? loadSignalR)());
      connection = this.connection;
      await connection.start();
    } catch (error) {
      console.warn(`[${this.hub}Hub] could not connect`, error);
      this.setState('Disconnected');
      if (this.wanted) this.retryStart(attempt);
      return;
    }
    if (!this.wanted) {
      // Shut down while connecting.
      await this.stopConnection(connection);
      return;
    }
    this.setState('Connected', true);
    this.rejoinGroups();
  }

  /** A start failed (the client reconnects only a connection that was up): the same delays, then `online`. */
  private retryStart(attempt: number): void {
    const delay = hubReconnectDelays[attempt];
    if (delay === undefined) {
      this.resumeWhenOnline();
      return;
    }
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      // connect handles its own errors
      if (this.wanted && this.current === 'Disconnected') void this.connect(attempt + 1);
    }, delay);
  }

  private cancelRetry(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private get window(): OnlineEvents | undefined {
    return this.options.window ?? pageWindow();
  }

  private report(error: unknown, context: string): void {
    if (this.options.reportError) this.options.reportError(error, context);
    else console.warn(`[${context}]`, error);
  }

  private readonly onOnline = () => {
    this.waitingForOnline = false;
    this.window?.removeEventListener('online', this.onOnline);
    if (this.wanted && this.current === 'Disconnected') void this.start(); // start handles its errors
  };

  private resumeWhenOnline(): void {
    if (this.waitingForOnline) return;
    this.waitingForOnline = true;
    this.window?.addEventListener('online', this.onOnline);
  }

  private stopWaitingForOnline(): void {
    this.waitingForOnline = false;
    this.window?.removeEventListener('online', this.onOnline);
  }

  /** Stops the connection; only from Connected (anything else: nothing happens). */
  async stop(): Promise<void> {
    if (this.current !== 'Connected' || !this.connection) return;
    this.wanted = false;
    await this.stopConnection(this.connection);
  }

  private async stopConnection(connection: HubConnection): Promise<void> {
    this.setState('Disconnecting');
    try {
      await connection.stop();
    } catch (error) {
      this.report(error, `${this.hub}Hub stop`);
    }
    this.setState('Disconnected', false);
  }

  /**
   * Sign-out: ends the connection whatever its state (a reconnect loop or a start under way too),
   * forgets the groups and stops waiting for `online`.
   */
  async shutdown(): Promise<void> {
    this.wanted = false;
    this.cancelRetry();
    this.stopWaitingForOnline();
    this.groups.clear();
    const connection = this.connection;
    if (this.current === 'Connecting' || !connection) return; // start() stops it when it connects
    if (this.current === 'Disconnected') {
      this.setState('Disconnected', false);
      return;
    }
    await this.stopConnection(connection);
  }

  /** Joins a group now (if connected) and after every reconnect. */
  async joinGroup(group: string): Promise<void> {
    this.groups.add(group);
    if (this.current === 'Connected') await this.invokeQuietly('AddToGroup', group);
  }

  async leaveGroup(group: string): Promise<void> {
    const had = this.groups.delete(group);
    if (had && this.current === 'Connected') await this.invokeQuietly('RemoveFromGroup', group);
  }

  private rejoinGroups(): void {
    for (const group of this.groups) void this.invokeQuietly('AddToGroup', group); // handled inside
  }

  private async invokeQuietly(method: string, ...args: unknown[]): Promise<void> {
    try {
      await this.connection?.invoke(method, ...args);
    } catch (error) {
      this.report(error, `${this.hub}Hub ${method}`);
    }
  }

  /** Invokes a hub method and waits for its result (rejects when the hub refuses it). */
  async invoke<T = unknown>(method: HubMethodOf<H>, ...args: unknown[]): Promise<T> {
    if (!this.connection)
      throw new Error(`Cannot send data if the connection is not in the 'Connected' State.`);
    return this.connection.invoke<T>(method, ...args);
  }

  /** Sends without waiting for an answer; on a closed socket only a warning is logged. */
  async send(method: HubMethodOf<H>, ...args: unknown[]): Promise<void> {
    try {
      if (this.current !== 'Connected' || !this.connection) {
        throw new Error(`Cannot send data if the connection is not in the 'Connected' State.`);
      }
      await this.connection.send(method, ...args);
    } catch (error) {
      this.report(error, `${this.hub}Hub ${method}`);
    }
  }
}
