/**
 * The official @microsoft/signalr client against a test app that listens on a real port: the hub
 * tests drive our hub server exactly as the browser will (Node needs the `ws` and `eventsource`
 * constructors handed in).
 */
import {
  type HttpTransportType,
  type HubConnection,
  HubConnectionBuilder,
  type IHttpConnectionOptions,
  LogLevel,
} from '@microsoft/signalr';
import { EventSource } from 'eventsource';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import { type HubName, hubPath } from '../../core/realtime/hubs.ts';

export type HubClientOptions = {
  transport?: HttpTransportType;
  headers?: Record<string, string>;
  /** Automatic reconnect delays (ms); none: no automatic reconnect. */
  reconnectDelays?: number[];
  serverTimeoutMs?: number;
  keepAliveMs?: number;
};

/** Listens on 127.0.0.1 (a free port unless given) and answers the base URL. */
export async function listen(app: FastifyInstance, port = 0): Promise<string> {
  await app.listen({ port, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on a port');
  return `http://127.0.0.1:${address.port}`;
}

export function hubClient(
  baseUrl: string,
  hub: HubName,
  token: () => string | Promise<string>,
  options: HubClientOptions = {},
): HubConnection {
  let builder = new HubConnectionBuilder()
    .withUrl(`${baseUrl}${hubPath(hub)}`, {
      accessTokenFactory: token,
      ...(options.transport !== undefined ? { transport: options.transport } : {}),
      ...(options.headers ? { headers: options.headers } : {}),
      // Undocumented options the client reads in Node (the browser has both built in).
      ...({ WebSocket, EventSource } as object),
    } as IHttpConnectionOptions)
    .configureLogging(LogLevel.None);
  if (options.reconnectDelays) builder = builder.withAutomaticReconnect(options.reconnectDelays);
  if (options.serverTimeoutMs) builder = builder.withServerTimeout(options.serverTimeoutMs);
  if (options.keepAliveMs) builder = builder.withKeepAliveInterval(options.keepAliveMs);
  return builder.build();
}

/** Resolves with the arguments of the next `method` event the connection receives. */
export function nextEvent(connection: HubConnection, method: string, timeoutMs = 5_000): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      connection.off(method, handler);
      reject(new Error(`no ${method} within ${timeoutMs} ms`));
    }, timeoutMs);
    const handler = (...args: unknown[]) => {
      clearTimeout(timer);
      connection.off(method, handler);
      resolve(args);
    };
    connection.on(method, handler);
  });
}

/** Resolves when `check` holds, polling; rejects after the timeout. */
export async function waitFor(check: () => boolean, timeoutMs = 5_000, label = 'condition'): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${label}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Closes a listening app without waiting for sockets a client opened and never used (Node keeps a
 * connection that has carried no request out of closeIdleConnections until its headers timeout):
 * hub clients first get their Close, then whatever remains is cut.
 */
export async function closeListening(app: FastifyInstance, graceMs = 300): Promise<void> {
  const timer = setTimeout(() => app.server.closeAllConnections(), graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(timer);
  }
}
