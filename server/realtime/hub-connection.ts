/**
 * One hub connection, whatever carries it (WebSocket, Server-Sent Events, long polling): the
 * handshake, the message loop (one hub method at a time), keep-alive and timeouts. Created by
 * negotiate, attached to a transport by the first transport request, closed once.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { HubName } from '../../core/realtime/hubs.ts';
import type { AuthContext } from '../services/auth/session.service.ts';
import {
  checkHandshake,
  closeRecord,
  completionErrors,
  completionRecord,
  HANDSHAKE_OK,
  type InvocationMessage,
  MessageType,
  PING_RECORD,
  ProtocolError,
  parseMessage,
  RecordBuffer,
  record,
} from './protocol.ts';

export type TransportKind = 'WebSockets' | 'ServerSentEvents' | 'LongPolling';

/** What a transport offers the connection: write text, end. */
export type TransportSink = {
  readonly kind: TransportKind;
  /** `bytes`, when given, is `text` already encoded (one encoding for a fan-out to many sockets). */
  write(text: string, bytes?: Buffer): void;
  /** Ends the transport after what was written (a Close message included). */
  end(): void;
  /** A request of the client is open right now (a held long poll): it is alive. */
  readonly holding?: boolean;
};

export type HubTimings = {
  /** A Ping is sent when nothing was sent for this long (client's serverTimeout is 2× this). */
  keepAliveIntervalMs: number;
  /** Closed when nothing was received for this long (2× the client's keep-alive). */
  clientTimeoutMs: number;
  handshakeTimeoutMs: number;
  /** A negotiated connection no transport attached to within this is dropped. */
  negotiateTimeoutMs: number;
  /** A long poll is answered empty after this. */
  longPollHoldMs: number;
  /** Records longer than this (characters) close the connection. */
  maxMessageLength: number;
  /** How often connected sessions are checked against the database (revoked, locked, expired). */
  sessionCheckMs: number;
};

export const defaultHubTimings: HubTimings = {
  keepAliveIntervalMs: 15_000,
  clientTimeoutMs: 30_000,
  handshakeTimeoutMs: 15_000,
  negotiateTimeoutMs: 15_000,
  longPollHoldMs: 90_000,
  maxMessageLength: 32 * 1024,
  sessionCheckMs: 10_000,
};

/** At most this many invocations may wait behind the running one; more is a flood: closed. */
const MAX_QUEUED_INVOCATIONS = 64;

export type InvocationOutcome = { result?: unknown; error?: string };

/** What the server gives each connection. */
export type ConnectionHost = {
  timings: HubTimings;
  onConnected(connection: HubConnection): void;
  onClosed(connection: HubConnection): void;
  invoke(connection: HubConnection, message: InvocationMessage): Promise<InvocationOutcome>;
  log: { warn(obj: object, msg?: string): void };
};

export type ConnectionStatus = 'negotiated' | 'handshaking' | 'connected' | 'closed';

export class HubConnection {
  /** Public: logs, targeting, the client's onreconnected. */
  readonly connectionId = randomUUID();
  /** Secret: the `id` of every transport request. */
  readonly connectionToken = randomBytes(24).toString('base64url');
  readonly groups = new Set<string>();
  status: ConnectionStatus = 'negotiated';
  sink: TransportSink | null = null;
  /** A POST send in progress (SSE, long polling): a concurrent one is refused with 409. */
  posting = false;

  private readonly createdAt = Date.now();
  private attachedAt = 0;
  private lastReceivedAt = 0;
  private lastSentAt = 0;
  private readonly records: RecordBuffer;
  private queue: Promise<void> = Promise.resolve();
  private queued = 0;

  constructor(
    readonly hub: HubName,
    /** Who connected (refreshed by nothing: a new token means a new connection). */
    readonly auth: AuthContext,
    /** When the access token expires (clock ms), or null. */
    readonly tokenExpiresAt: number | null,
    private readonly host: ConnectionHost,
  ) {
    this.records = new RecordBuffer(host.timings.maxMessageLength);
  }

  attach(sink: TransportSink): void {
    this.sink = sink;
    this.status = 'handshaking';
    this.attachedAt = Date.now();
    this.lastReceivedAt = this.attachedAt;
    this.lastSentAt = this.attachedAt;
  }

  /** Any sign of life from the client (a long poll counts). */
  touch(): void {
    this.lastReceivedAt = Date.now();
  }

  /** Text from the transport: zero or more records, possibly split. */
  receive(text: string): void {
    if (this.status === 'closed') return;
    this.touch();
    let records: string[];
    try {
      records = this.records.push(text);
    } catch (error) {
      this.protocolError(error);
      return;
    }
    for (const item of records) {
      // A record before this one may have closed the connection.
      if ((this.status as ConnectionStatus) === 'closed') return;
      if (this.status === 'handshaking') {
        this.handshake(item);
        continue;
      }
      try {
        this.dispatch(item);
      } catch (error) {
        this.protocolError(error);
        return;
      }
    }
  }

  /** Writes an already serialized record (events fan out with one serialization and one encoding). */
  sendRaw(text: string, bytes?: Buffer): void {
    if (this.status !== 'connected' || !this.sink) return;
    this.lastSentAt = Date.now();
    this.sink.write(text, bytes);
  }

  /** Sends Close (with allowReconnect when the client should come back) and ends the transport. */
  close(options: { error?: string; allowReconnect?: boolean } = {}): void {
    if (this.status === 'closed') return;
    const wasConnected = this.status === 'connected';
    this.status = 'closed';
    if (this.sink) {
      if (wasConnected) this.sink.write(closeRecord(options));
      this.sink.end();
    }
    this.host.onClosed(this);
  }

  /** The transport went away (client closed, network): no message can be sent any more. */
  transportClosed(): void {
    if (this.status === 'closed') return;
    this.status = 'closed';
    this.host.onClosed(this);
  }

  /** Timers, driven by the server's one ticker. `clockNow` is the app clock (token expiry). */
  tick(now: number, clockNow: number): void {
    const t = this.host.timings;
    switch (this.status) {
      case 'negotiated':
        if (now - this.createdAt >= t.negotiateTimeoutMs) this.close();
        return;
      case 'handshaking':
        if (now - this.attachedAt >= t.handshakeTimeoutMs) {
          this.sink?.write(record({ error: 'Handshake was canceled.' }));
          this.close();
        }
        return;
      case 'connected':
        if (this.tokenExpiresAt !== null && clockNow >= this.tokenExpiresAt) {
          this.close({ error: 'The access token expired.', allowReconnect: true });
          return;
        }
        // A held long poll is the client waiting: the timeout runs from when it ends.
        if (this.sink?.holding) this.lastReceivedAt = now;
        if (now - this.lastReceivedAt >= t.clientTimeoutMs) {
          // The client is gone: no Close message would reach it.
          this.close();
          return;
        }
        // Long polling has its own keep-alive (the poll answered after its hold time).
        if (this.sink?.kind !== 'LongPolling' && now - this.lastSentAt >= t.keepAliveIntervalMs) {
          this.sendRaw(PING_RECORD);
        }
        return;
      case 'closed':
        return;
    }
  }

  private handshake(item: string): void {
    const error = checkHandshake(item);
    if (error) {
      this.sink?.write(record({ error }));
      this.close();
      return;
    }
    this.status = 'connected';
    this.lastSentAt = Date.now();
    this.sink?.write(HANDSHAKE_OK);
    this.host.onConnected(this);
  }

  private dispatch(item: string): void {
    const message = parseMessage(item);
    switch (message.type) {
      case MessageType.Invocation:
        this.enqueue(message as InvocationMessage);
        return;
      case MessageType.StreamInvocation: {
        const { invocationId, target } = message as { invocationId: string; target: string };
        this.sendRaw(
          completionRecord(invocationId, { error: completionErrors.streamingUnsupported(target) }),
        );
        return;
      }
      case MessageType.Close:
        // The client stops: nothing more to send.
        this.status = 'closed';
        this.sink?.end();
        this.host.onClosed(this);
        return;
      default:
        // Ping, stream items, completions (no server→client calls are made), cancel, ack, sequence.
        return;
    }
  }

  private enqueue(message: InvocationMessage): void {
    if (this.queued >= MAX_QUEUED_INVOCATIONS) throw new ProtocolError('Too many pending invocations.');
    this.queued += 1;
    this.queue = this.queue.then(async () => {
      this.queued -= 1;
      if (this.status !== 'connected') return;
      if (message.streamIds) {
        if (message.invocationId) {
          this.sendRaw(
            completionRecord(message.invocationId, {
              error: completionErrors.streamingUnsupported(message.target),
            }),
          );
        }
        return;
      }
      let outcome: InvocationOutcome;
      try {
        outcome = await this.host.invoke(this, message);
      } catch (error) {
        this.host.log.warn({ err: error, hub: this.hub, method: message.target }, 'hub method failed');
        outcome = { error: completionErrors.unexpected(message.target) };
      }
      // No reply to a send() (an Invocation without id), even an error.
      if (message.invocationId) this.sendRaw(completionRecord(message.invocationId, outcome));
    });
  }

  private protocolError(error: unknown): void {
    const message = error instanceof ProtocolError ? error.message : 'Connection closed because of an error.';
    this.host.log.warn(
      { hub: this.hub, connectionId: this.connectionId, reason: message },
      'hub protocol error',
    );
    if (this.status === 'handshaking') {
      this.sink?.write(record({ error: message }));
      this.close();
      return;
    }
    this.close({ error: message });
  }
}
