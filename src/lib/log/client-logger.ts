import {
  type ClientError,
  logClientError as logClientErrorContract,
} from '../../../core/contracts/platform/log.contract.ts';
import { type ErrorKind, isAppError } from '../errors/app-errors.ts';
import { call } from '../http/http-client.ts';
import { parseStackFrames } from './stack-frames.ts';
import { recordTimeLog, timeLogSnapshot } from './time-log.ts';

/** One logger session per page load; every entry carries its id and start time. */
export const loggerSession = {
  id: globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`,
  startTime: new Date().toISOString(),
};

let hasMouseActivity = false;
let lastLoggedErrorId: string | null = null;

/** Error kinds the server already knows about or that are the user's doing: never reported (platform.md §8). */
const unreportedKinds: ReadonlySet<ErrorKind> = new Set([
  'connection',
  'internalServer',
  'server',
  'validation',
  'unauthorized',
  'cancelled',
]);

export function shouldReportError(error: unknown): boolean {
  return !(isAppError(error) && unreportedKinds.has(error.kind));
}

/** Id of the last error the server stored; a bug report sends it as cloudWatchToken. */
export function lastLoggedError(): string | null {
  return lastLoggedErrorId;
}

function clip(value: string, max: number): string {
  return value.length > max ? value.slice(0, max) : value;
}

function describeError(error: unknown): { message: string; type: string; stack: string | undefined } {
  if (error instanceof Error)
    return { message: error.message || error.name, type: error.name, stack: error.stack };
  if (typeof error === 'string') return { message: error, type: 'string', stack: undefined };
  let text: string;
  try {
    text = JSON.stringify(error) ?? String(error);
  } catch {
    text = String(error);
  }
  return { message: text, type: typeof error, stack: undefined };
}

/** The client error of platform.md §3 for an error, with the browser's context. */
export function buildClientError(error: unknown, context: string | null, now = new Date()): ClientError {
  const { message, type, stack } = describeError(error);
  const nav = globalThis.navigator;
  const screenInfo = globalThis.screen;
  return {
    loggerSessionId: loggerSession.id,
    sessionStartTime: loggerSession.startTime,
    message: clip(message, 10_000),
    url: clip(globalThis.location?.href ?? '', 2000),
    referrerUrl: clip(globalThis.document?.referrer ?? '', 2000) || null,
    userAgent: clip(nav?.userAgent ?? '', 1000),
    platform: clip(nav?.platform ?? '', 200) || null,
    screenResolution: screenInfo ? `${screenInfo.width}x${screenInfo.height}` : null,
    languages: [...(nav?.languages ?? [])].slice(0, 50).map((l) => clip(l, 50)),
    cookieEnabled: nav?.cookieEnabled ?? false,
    errorContext: context ? clip(context, 10_000) : null,
    environment: import.meta.env.MODE,
    branchName: __BRANCH_NAME__ || null,
    commitHash: __COMMIT_HASH__ || null,
    commitDate: __COMMIT_DATE__ || null,
    hasMouseActivity,
    timeLog: timeLogSnapshot(),
    stackFrames: parseStackFrames(stack),
    errorDate: now.toISOString(),
    errorType: clip(type, 100),
  };
}

/**
 * Sends an error to POST /api/log/error unless its kind is excluded. Never throws: a failing
 * log call must not raise a second error.
 */
export async function logError(error: unknown, context: string | null = null): Promise<string | null> {
  if (!shouldReportError(error)) return null;
  recordTimeLog(`error: ${describeError(error).message}`);
  try {
    const { id } = await call(logClientErrorContract, {
      body: buildClientError(error, context),
      skipSessionRefresh: true,
    });
    lastLoggedErrorId = id;
    return id;
  } catch (sendError) {
    console.warn('The error could not be logged to the server.', sendError);
    return null;
  }
}

/** Tracks mouse use and records navigations in the time log. */
export function startActivityTracking(): void {
  globalThis.addEventListener?.(
    'mousemove',
    () => {
      hasMouseActivity = true;
    },
    { once: true, passive: true },
  );
  globalThis.addEventListener?.('popstate', () => recordTimeLog(`navigate: ${globalThis.location.pathname}`));
}
