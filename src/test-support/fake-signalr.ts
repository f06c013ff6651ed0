/**
 * A stand-in for `@microsoft/signalr` at the module boundary (vi.mock): the builder records what the
 * app configured, each built connection can be driven through the official client's transitions
 * (connect, drop, reconnect, give up, a hub's Close) and records what was invoked and sent.
 *
 *   vi.mock('@microsoft/signalr', async () => (await import('../../test-support/fake-signalr.ts')).fakeSignalR);
 */

type Callback = (...args: unknown[]) => void;
type FakeState = 'Disconnected' | 'Connecting' | 'Connected' | 'Reconnecting' | 'Disconnecting';

export class FakeHubConnection {
  state: FakeState = 'Disconnected';
  readonly url: string;
  readonly options: { accessTokenFactory?: () => string | Promise<string> };
  readonly reconnectDelays: number[] | undefined;
  readonly handlers = new Map<string, Callback[]>();
  readonly invoked: { method: string; args: unknown[] }[] = [];
  readonly sent: { method: string; args: unknown[] }[] = [];
  /** What the next start() calls do: 'ok' connects, an Error fails. Empty: connect. */
  readonly startOutcomes: ('ok' | Error)[] = [];
  startCalls = 0;
  stopCalls = 0;
  readonly tokens: string[] = [];
  private readonly closeCallbacks: Callback[] = [];
  private readonly reconnectingCallbacks: Callback[] = [];
  private readonly reconnectedCallbacks: Callback[] = [];

  constructor(url: string, options: FakeHubConnection['options'], reconnectDelays: number[] | undefined) {
    this.url = url;
    this.options = options;
    this.reconnectDelays = reconnectDelays;
  }

  private async negotiate(): Promise<void> {
    this.tokens.push(String(await this.options.accessTokenFactory?.()));
  }

  async start(): Promise<void> {
    this.startCalls += 1;
    if (this.state !== 'Disconnected')
      throw new Error("Cannot start a HubConnection that is not in the 'Disconnected' state.");
    this.state = 'Connecting';
    await this.negotiate();
    const outcome = this.startOutcomes.shift() ?? 'ok';
    if (outcome instanceof Error) {
      this.state = 'Disconnected';
      throw outcome;
    }
    this.state = 'Connected';
  }

  async stop(): Promise<void> {
    this.stopCalls += 1;
    if (this.state === 'Disconnected') return;
    this.state = 'Disconnected';
    for (const callback of this.closeCallbacks) callback();
  }

  on(event: string, callback: Callback): void {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), callback]);
  }

  off(event: string): void {
    this.handlers.delete(event);
  }

  onclose(callback: Callback): void {
    this.closeCallbacks.push(callback);
  }

  onreconnecting(callback: Callback): void {
    this.reconnectingCallbacks.push(callback);
  }

  onreconnected(callback: Callback): void {
    this.reconnectedCallbacks.push(callback);
  }

  async invoke(method: string, ...args: unknown[]): Promise<unknown> {
    if (this.state !== 'Connected') {
      throw new Error("Cannot send data if the connection is not in the 'Connected' State.");
    }
    this.invoked.push({ method, args });
    return undefined;
  }

  async send(method: string, ...args: unknown[]): Promise<void> {
    if (this.state !== 'Connected') {
      throw new Error("Cannot send data if the connection is not in the 'Connected' State.");
    }
    this.sent.push({ method, args });
  }

  // ---- driving the transitions of the official client ----

  /** The server raises an event. */
  emit(event: string, ...args: unknown[]): void {
    for (const callback of this.handlers.get(event) ?? []) callback(...args);
  }

  /** The transport dropped (or a Close with allowReconnect): the client starts reconnecting. */
  drop(): void {
    this.state = 'Reconnecting';
    for (const callback of this.reconnectingCallbacks)
      callback(new Error('WebSocket closed with status code: 1006'));
  }

  /** A reconnect attempt succeeded: a new connection (new negotiate, a fresh token). */
  async reconnect(): Promise<void> {
    await this.negotiate();
    this.state = 'Connected';
    for (const callback of this.reconnectedCallbacks) callback('connection-2');
  }

  /** The reconnect delays ran out. */
  giveUp(): void {
    this.state = 'Disconnected';
    for (const callback of this.closeCallbacks) callback();
  }

  /** The hub answered Close without allowReconnect. */
  closeFromServer(error?: string): void {
    this.state = 'Disconnected';
    const reason = error ? new Error(`Server returned an error on close: ${error}`) : undefined;
    for (const callback of this.closeCallbacks) callback(reason);
  }
}

/** Every connection built since the last reset, in order. */
export const builtConnections: FakeHubConnection[] = [];

/** Start outcomes handed to the next connection built (a first start that fails). */
export const nextStartOutcomes: ('ok' | Error)[] = [];

class HubConnectionBuilder {
  private url = '';
  private options: FakeHubConnection['options'] = {};
  private delays: number[] | undefined;
  logger: unknown;

  withUrl(url: string, options: FakeHubConnection['options'] = {}): this {
    this.url = url;
    this.options = options;
    return this;
  }

  withAutomaticReconnect(delays?: number[]): this {
    this.delays = delays ?? [0, 2000, 10000, 30000];
    return this;
  }

  configureLogging(logger: unknown): this {
    this.logger = logger;
    return this;
  }

  build(): FakeHubConnection {
    const connection = new FakeHubConnection(this.url, this.options, this.delays);
    connection.startOutcomes.push(...nextStartOutcomes.splice(0));
    builtConnections.push(connection);
    return connection;
  }
}

export const LogLevel = { Trace: 0, Debug: 1, Information: 2, Warning: 3, Error: 4, Critical: 5, None: 6 };

export const HubConnectionState = {
  Disconnected: 'Disconnected',
  Connecting: 'Connecting',
  Connected: 'Connected',
  Disconnecting: 'Disconnecting',
  Reconnecting: 'Reconnecting',
};

/** The module vi.mock hands out for '@microsoft/signalr'. */
export const fakeSignalR = { HubConnectionBuilder, LogLevel, HubConnectionState };

/** The connection of a hub (its URL ends with the hub's path). */
export function connectionOf(hubPathSuffix: string): FakeHubConnection {
  const found = builtConnections.filter((c) => c.url.endsWith(hubPathSuffix)).at(-1);
  if (!found) throw new Error(`no connection built for ${hubPathSuffix}`);
  return found;
}
