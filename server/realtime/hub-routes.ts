/**
 * The hubs' HTTP surface, for every name of core/realtime/hubs.ts at `/hubs/{Name}Hub`:
 * - `POST …/negotiate?negotiateVersion=1`: a connection id and a separate secret token;
 * - `GET …?id=` as a WebSocket upgrade, as Server-Sent Events (Accept: text/event-stream) or as a
 *   long poll (anything else); `POST …?id=` sends (SSE, long polling); `DELETE …?id=` stops a long poll.
 * Every request is authenticated (bearer header, or `access_token` in the query, which is all a
 * browser can give a WebSocket or an EventSource) and, when it has an Origin, checked against ours.
 */
import type { ServerResponse } from 'node:http';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { messages } from '../../core/domain/messages.ts';
import { type HubName, hubOfPath } from '../../core/realtime/hubs.ts';
import type { Config } from '../config.ts';
import { AppError, conflict, forbidden, notFound, unauthorized } from '../errors.ts';
import type { AuthContext } from '../services/auth/session.service.ts';
import type { HubConnection, TransportSink } from './hub-connection.ts';
import type { HubServer } from './hub-server.ts';

type HubRequest = FastifyRequest<{
  Params: { hub: string };
  Querystring: { id?: string; access_token?: string; negotiateVersion?: string };
}>;

const availableTransports = [
  { transport: 'WebSockets', transferFormats: ['Text', 'Binary'] },
  { transport: 'ServerSentEvents', transferFormats: ['Text'] },
  { transport: 'LongPolling', transferFormats: ['Text', 'Binary'] },
];

/** What a hub request resolved to (set by the preHandler, read by the handlers). */
const resolvedOf = new WeakMap<FastifyRequest, { hub: HubName; connection: HubConnection | null }>();

/** A WebSocket's close handshake that does not finish within this is cut. */
const WS_CLOSE_TIMEOUT_MS = 5_000;

/**
 * A client this far behind in reading (bytes queued on our side) is cut: events are notifications
 * the client refetches after a reconnect, so nothing is lost that memory should hold for it.
 */
const MAX_PENDING_BYTES = 4 * 1024 * 1024;

class WebSocketSink implements TransportSink {
  readonly kind = 'WebSockets' as const;
  constructor(private readonly socket: WebSocket) {}
  write(text: string, bytes?: Buffer): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > MAX_PENDING_BYTES) {
      this.socket.terminate();
      return;
    }
    // A text frame either way: the encoded copy spares an encoding per socket in a fan-out.
    this.socket.send(bytes ?? text, { binary: false });
  }
  end(): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    this.socket.close(1000);
    setTimeout(() => this.socket.terminate(), WS_CLOSE_TIMEOUT_MS).unref();
  }
}

class ServerSentEventsSink implements TransportSink {
  readonly kind = 'ServerSentEvents' as const;
  constructor(private readonly raw: ServerResponse) {}
  write(text: string): void {
    if (this.raw.writableEnded) return;
    if (this.raw.writableLength > MAX_PENDING_BYTES) {
      this.raw.destroy();
      return;
    }
    // One event per send; each line of the payload its own data: line.
    const lines = text.split(/\r\n|\r|\n/);
    this.raw.write(`${lines.map((line) => `data: ${line}`).join('\r\n')}\r\n\r\n`);
  }
  end(): void {
    if (!this.raw.writableEnded) this.raw.end();
  }
}

/**
 * Long polling: writes queue until a poll collects them; a poll waits at most the hold time, then
 * answers empty. A newer poll ends an older one with 204, which is also the answer once the
 * connection is over.
 */
class LongPollingSink implements TransportSink {
  readonly kind = 'LongPolling' as const;
  private queue: string[] = [];
  private queuedLength = 0;
  private pending: { raw: ServerResponse; timer: NodeJS.Timeout } | null = null;
  private flushScheduled = false;
  private ended = false;

  constructor(
    private readonly holdMs: number,
    /** Called when the client stopped collecting (its queue passed the limit). */
    private readonly onOverflow: () => void,
  ) {}

  get holding(): boolean {
    return this.pending !== null;
  }

  write(text: string): void {
    if (this.ended) return;
    this.queue.push(text);
    this.queuedLength += text.length;
    if (this.queuedLength > MAX_PENDING_BYTES) {
      this.queue = [];
      this.queuedLength = 0;
      this.onOverflow();
      return;
    }
    if (this.pending && !this.flushScheduled) {
      // Writes of the same turn (a completion and an event) leave in one answer.
      this.flushScheduled = true;
      setImmediate(() => {
        this.flushScheduled = false;
        this.flush();
      });
    }
  }

  end(): void {
    this.ended = true;
    if (this.pending && this.queue.length === 0) this.answer(204);
    else this.flush();
  }

  /** A poll: answered at once when there is something (or nothing more will come), else held. */
  poll(raw: ServerResponse): void {
    if (this.pending) this.answer(204);
    if (this.queue.length > 0) {
      const body = this.queue.join('');
      this.queue = [];
      this.queuedLength = 0;
      respond(raw, 200, body);
      return;
    }
    if (this.ended) {
      respond(raw, 204);
      return;
    }
    const timer = setTimeout(() => this.answer(200), this.holdMs);
    this.pending = { raw, timer };
    raw.on('close', () => {
      if (this.pending?.raw === raw) {
        clearTimeout(this.pending.timer);
        this.pending = null;
      }
    });
  }

  /** Ends the held poll (the client stopped). */
  stop(): void {
    if (this.pending) this.answer(204);
    this.ended = true;
  }

  private flush(): void {
    if (!this.pending || this.queue.length === 0) return;
    const body = this.queue.join('');
    this.queue = [];
    this.queuedLength = 0;
    this.answer(200, body);
  }

  private answer(status: number, body = ''): void {
    const pending = this.pending;
    if (!pending) return;
    this.pending = null;
    clearTimeout(pending.timer);
    respond(pending.raw, status, body);
  }
}

function respond(raw: ServerResponse, status: number, body = ''): void {
  if (raw.writableEnded) return;
  const payload = Buffer.from(body, 'utf8');
  raw.writeHead(status, {
    'content-type': 'application/octet-stream',
    'content-length': String(payload.length),
    'cache-control': 'no-store',
  });
  raw.end(payload);
}

/** No Origin (a native client), our public origin, or the host the request was sent to. */
function originAllowed(request: FastifyRequest, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    const parsed = new URL(origin);
    if (parsed.origin === new URL(publicUrl).origin) return true;
    return request.headers.host !== undefined && parsed.host === request.headers.host;
  } catch {
    return false;
  }
}

/** The bearer of the header, else the `access_token` of the query. */
function tokenOf(request: HubRequest): string | null {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer (\S+)$/.exec(header);
    return match?.[1] ?? null;
  }
  const query = request.query.access_token;
  return typeof query === 'string' && query !== '' ? query : null;
}

const hubServers = new WeakMap<FastifyInstance, HubServer>();

/** The hub server behind an app (tests bind extra methods through it). */
export function hubServerOf(app: FastifyInstance): HubServer {
  const server = hubServers.get(app);
  if (!server) throw new Error('no hub server registered on this app');
  return server;
}

export async function registerHubRoutes(
  app: FastifyInstance,
  hubServer: HubServer,
  config: Pick<Config, 'publicUrl'>,
): Promise<void> {
  const { timings } = hubServer;
  hubServers.set(app, hubServer);
  await app.register(fastifyWebsocket, {
    options: {
      // A frame may hold several records; each record is held to the message limit by the protocol.
      maxPayload: Math.max(64 * 1024, timings.maxMessageLength * 2),
    },
    // Hub connections first get a Close with allowReconnect (hub-server close), then sockets go.
    preClose(done) {
      hubServer.disconnectAll();
      for (const client of this.websocketServer.clients) client.close(1001);
      done();
    },
  });

  await app.register(async (scope) => {
    // Sends of SSE and long polling are text/plain; only here (the API stays JSON only).
    scope.addContentTypeParser(
      ['text/plain', 'application/octet-stream'],
      { parseAs: 'string', bodyLimit: 1024 * 1024 },
      (_request, body, done) => done(null, body),
    );

    const callers = new WeakMap<FastifyRequest, { auth: AuthContext; expiresAt: number | null }>();

    /** Hub, origin, caller; and for transport requests the connection named by `id`. */
    async function resolve(request: HubRequest, needsConnection: boolean): Promise<void> {
      const hub = hubOfPath(`/hubs/${request.params.hub}`);
      if (!hub) throw notFound();
      if (!originAllowed(request, config.publicUrl)) throw forbidden();
      const caller = await hubServer.authenticate(tokenOf(request));
      if (!caller) throw unauthorized();
      if (!needsConnection) {
        resolvedOf.set(request, { hub, connection: null });
        callers.set(request, caller);
        return;
      }
      const id = request.query.id;
      if (typeof id !== 'string' || id === '') {
        throw new AppError(400, 'ValidationError', messages.ValidationError);
      }
      const connection = hubServer.lifetime.find(id);
      // Another user's token is as good as none: the connection is not theirs to see.
      if (!connection || connection.hub !== hub || connection.auth.userId !== caller.auth.userId) {
        throw notFound();
      }
      resolvedOf.set(request, { hub, connection });
    }

    scope.post<{ Params: { hub: string } }>('/hubs/:hub/negotiate', {
      preHandler: async (request) => resolve(request as HubRequest, false),
      handler: async (request, reply) => {
        const { hub } = resolvedOf.get(request)!;
        const caller = callers.get(request)!;
        const connection = hubServer.negotiate(hub, caller.auth, caller.expiresAt);
        reply.header('cache-control', 'no-store');
        return {
          connectionId: connection.connectionId,
          connectionToken: connection.connectionToken,
          negotiateVersion: 1,
          availableTransports,
        };
      },
    });

    scope.route({
      method: 'GET',
      url: '/hubs/:hub',
      preHandler: async (request) => {
        await resolve(request as HubRequest, true);
        const { connection } = resolvedOf.get(request)!;
        // A WebSocket or an event stream opens a negotiated connection once; a poll continues one.
        if (request.ws && connection!.status !== 'negotiated')
          throw conflict('The connection is already attached.');
      },
      wsHandler: (socket: WebSocket, request: FastifyRequest) => {
        const { connection } = resolvedOf.get(request)!;
        if (connection?.status !== 'negotiated') {
          socket.close(1008);
          return;
        }
        connection.attach(new WebSocketSink(socket));
        socket.on('message', (data: Buffer | ArrayBuffer | Buffer[]) => {
          const text = Array.isArray(data)
            ? Buffer.concat(data).toString('utf8')
            : Buffer.from(data as ArrayBuffer).toString('utf8');
          connection.receive(text);
        });
        socket.on('close', () => connection.transportClosed());
      },
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const { connection } = resolvedOf.get(request)!;
        const conn = connection!;
        const wantsEvents = (request.headers.accept ?? '').includes('text/event-stream');
        if (wantsEvents) {
          if (conn.status !== 'negotiated') throw conflict('The connection is already attached.');
          reply.hijack();
          const raw = reply.raw;
          raw.writeHead(200, {
            'content-type': 'text/event-stream',
            'cache-control': 'no-cache',
            'x-accel-buffering': 'no',
            connection: 'keep-alive',
          });
          // A comment first, so the EventSource opens at once.
          raw.write(':\r\n');
          conn.attach(new ServerSentEventsSink(raw));
          raw.on('close', () => conn.transportClosed());
          return;
        }
        // Long polling.
        if (conn.status === 'negotiated') {
          conn.attach(new LongPollingSink(timings.longPollHoldMs, () => conn.transportClosed()));
          reply.header('cache-control', 'no-store').type('application/octet-stream');
          return reply.status(200).send('');
        }
        if (!(conn.sink?.kind === 'LongPolling')) throw conflict('The connection uses another transport.');
        conn.touch();
        reply.hijack();
        (conn.sink as LongPollingSink).poll(reply.raw);
      },
    });

    scope.post<{ Params: { hub: string } }>('/hubs/:hub', {
      preHandler: async (request) => resolve(request as HubRequest, true),
      handler: async (request, reply) => {
        const { connection } = resolvedOf.get(request)!;
        const conn = connection!;
        if (conn.sink?.kind === 'WebSockets') {
          throw new AppError(405, 'Error', 'POST requests are not allowed on WebSocket connections.');
        }
        if (conn.status === 'closed' || !conn.sink) throw notFound();
        if (conn.posting) throw conflict('Another send is in progress.');
        conn.posting = true;
        try {
          const body = typeof request.body === 'string' ? request.body : '';
          conn.receive(body);
        } finally {
          conn.posting = false;
        }
        reply.header('cache-control', 'no-store');
        return reply.status(200).type('text/plain').send('');
      },
    });

    scope.delete<{ Params: { hub: string } }>('/hubs/:hub', {
      preHandler: async (request) => resolve(request as HubRequest, true),
      handler: async (request, reply) => {
        const { connection } = resolvedOf.get(request)!;
        const conn = connection!;
        if (conn.sink?.kind !== 'LongPolling') {
          throw new AppError(400, 'ValidationError', 'Only long polling connections are ended by DELETE.');
        }
        (conn.sink as LongPollingSink).stop();
        conn.transportClosed();
        return reply.status(202).type('text/plain').send('');
      },
    });
  });
}
