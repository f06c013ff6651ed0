/**
 * The SignalR JSON hub protocol, the subset our server speaks (docs/topics/realtime.md): records
 * terminated by the Record Separator 0x1E, the handshake, and the message types of the reference
 * brief (../shared/reference/realtime-push-offline.md §1.5–1.8). Pure: no sockets, no timers.
 */

export const RECORD_SEPARATOR = '\u001e';

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
  Ack: 8,
  Sequence: 9,
} as const;

/** Invocation ids longer than this are a protocol error (the client's are short decimal counters). */
export const MAX_INVOCATION_ID_LENGTH = 64;

export type InvocationMessage = {
  type: 1;
  invocationId?: string;
  target: string;
  arguments: unknown[];
  streamIds?: string[];
};

export type CompletionMessage = { type: 3; invocationId: string; result?: unknown; error?: string };

export type CloseMessage = { type: 7; error?: string; allowReconnect?: boolean };

export type ClientMessage =
  | InvocationMessage
  | { type: 2 | 3 | 5 | 8 | 9 }
  | { type: 4; invocationId: string; target: string }
  | { type: 6 }
  | CloseMessage;

/** Splits a stream of text into records; an incomplete tail waits for the next chunk. */
export class RecordBuffer {
  private tail = '';

  constructor(private readonly maxRecordLength: number) {}

  /** The complete records in `chunk` (and what was held before it); throws when a record is too long. */
  push(chunk: string): string[] {
    const text = this.tail + chunk;
    const parts = text.split(RECORD_SEPARATOR);
    this.tail = parts.pop() ?? '';
    if (this.tail.length > this.maxRecordLength) throw new ProtocolError('The message is too large.');
    for (const part of parts) {
      if (part.length > this.maxRecordLength) throw new ProtocolError('The message is too large.');
    }
    return parts;
  }
}

/** A client broke the protocol: the connection is closed with this message. */
export class ProtocolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProtocolError';
  }
}

export const SUPPORTED_PROTOCOL = 'json';
export const SUPPORTED_VERSIONS: readonly number[] = [1, 2];

/** The handshake request: null when accepted, else the error the reply carries (ASP.NET's wording). */
export function checkHandshake(record: string): string | null {
  let value: unknown;
  try {
    value = JSON.parse(record);
  } catch {
    return 'Handshake request is not valid JSON.';
  }
  if (!isObject(value) || typeof value.protocol !== 'string' || typeof value.version !== 'number') {
    return 'Handshake request is missing the protocol or the version.';
  }
  if (value.protocol !== SUPPORTED_PROTOCOL) return `The protocol '${value.protocol}' is not supported.`;
  if (!SUPPORTED_VERSIONS.includes(value.version)) {
    return `The server does not support version ${value.version} of the '${value.protocol}' protocol.`;
  }
  return null;
}

/** One received record as a message; throws ProtocolError for anything malformed. */
export function parseMessage(record: string): ClientMessage {
  let value: unknown;
  try {
    value = JSON.parse(record);
  } catch {
    throw new ProtocolError('The message is not valid JSON.');
  }
  if (!isObject(value) || typeof value.type !== 'number') throw new ProtocolError('The message has no type.');
  switch (value.type) {
    case MessageType.Invocation: {
      const { invocationId, target, streamIds } = value;
      const args = value.arguments ?? [];
      if (typeof target !== 'string' || target === '')
        throw new ProtocolError('The invocation has no target.');
      if (!Array.isArray(args)) throw new ProtocolError('The invocation arguments are not an array.');
      if (invocationId !== undefined && invocationId !== null) checkInvocationId(invocationId);
      if (streamIds !== undefined && !Array.isArray(streamIds)) {
        throw new ProtocolError('The invocation stream ids are not an array.');
      }
      return {
        type: 1,
        target,
        arguments: args,
        ...(typeof invocationId === 'string' ? { invocationId } : {}),
        ...(Array.isArray(streamIds) && streamIds.length > 0 ? { streamIds: streamIds.map(String) } : {}),
      };
    }
    case MessageType.StreamInvocation: {
      checkInvocationId(value.invocationId);
      if (typeof value.target !== 'string') throw new ProtocolError('The invocation has no target.');
      return { type: 4, invocationId: value.invocationId as string, target: value.target };
    }
    case MessageType.Completion:
    case MessageType.StreamItem:
    case MessageType.CancelInvocation:
      checkInvocationId(value.invocationId);
      return { type: value.type };
    case MessageType.Ping:
      return { type: 6 };
    case MessageType.Close:
      return { type: 7, ...(typeof value.error === 'string' ? { error: value.error } : {}) };
    case MessageType.Ack:
    case MessageType.Sequence:
      return { type: value.type };
    default:
      throw new ProtocolError(`Unknown message type ${value.type}.`);
  }
}

function checkInvocationId(id: unknown): void {
  if (typeof id !== 'string' || id === '' || id.length > MAX_INVOCATION_ID_LENGTH) {
    throw new ProtocolError('The invocation id is not valid.');
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A message as one record, ready for the transport. */
export function record(message: object): string {
  return JSON.stringify(message) + RECORD_SEPARATOR;
}

export const HANDSHAKE_OK = `{}${RECORD_SEPARATOR}`;
export const PING_RECORD = record({ type: MessageType.Ping });

/** A server→client Invocation without id (an event): serialized once per fan-out. */
export function eventRecord(target: string, args: readonly unknown[]): string {
  return record({ type: MessageType.Invocation, target, arguments: args });
}

export function completionRecord(
  invocationId: string,
  outcome: { result?: unknown; error?: string },
): string {
  if (outcome.error !== undefined) {
    return record({ type: MessageType.Completion, invocationId, error: outcome.error });
  }
  return outcome.result === undefined
    ? record({ type: MessageType.Completion, invocationId })
    : record({ type: MessageType.Completion, invocationId, result: outcome.result });
}

export function closeRecord(options: { error?: string; allowReconnect?: boolean } = {}): string {
  return record({
    type: MessageType.Close,
    ...(options.error ? { error: options.error } : {}),
    ...(options.allowReconnect ? { allowReconnect: true } : {}),
  });
}

/**
 * The error texts a Completion carries (one format, ASP.NET's; never a stack trace):
 * - unknown method: `Unknown hub method 'X'`;
 * - a refusal meant for the user (an AppError or HubError): the generic sentence + ` HubException: <message>`;
 * - anything unexpected: the generic sentence alone (the details go to the server log).
 */
export const completionErrors = {
  unknownMethod: (method: string) => `Unknown hub method '${method}'`,
  unexpected: (method: string) => `An unexpected error occurred invoking '${method}' on the server.`,
  userFacing: (method: string, message: string) =>
    `An unexpected error occurred invoking '${method}' on the server. HubException: ${message}`,
  badArguments: (method: string, message: string) =>
    `Failed to invoke '${method}' due to an error on the server. HubException: ${message}`,
  streamingUnsupported: (method: string) =>
    `Failed to invoke '${method}' due to an error on the server. HubException: Streaming is not supported.`,
};
