/** The recent-activity log sent with each client error: at most this many entries. */
export const TIME_LOG_LIMIT = 100;

const entries: [string, string][] = [];
let sequence = 0;

/** Records what the user did (navigation, requests, errors), newest last. */
export function recordTimeLog(event: string, now: Date = new Date()): void {
  sequence += 1;
  // The sequence keeps keys unique when two events share a millisecond.
  entries.push([`${now.toISOString()}#${sequence}`, event.slice(0, 500)]);
  if (entries.length > TIME_LOG_LIMIT) entries.splice(0, entries.length - TIME_LOG_LIMIT);
}

export function timeLogSnapshot(): Record<string, string> {
  return Object.fromEntries(entries);
}

export function clearTimeLog(): void {
  entries.length = 0;
}
