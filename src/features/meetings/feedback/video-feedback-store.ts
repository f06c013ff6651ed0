/**
 * Video-conference feedback kept on this device until the server has it (platform.md §9: the key
 * survives sign-out, so feedback written just before signing out is still sent later), and the date
 * of each user's last meeting. Both are one localStorage value each, by user id, so one user never
 * sends or sees another's. The feedback's clientId makes a resend store it once.
 */
import {
  sendVideoFeedback,
  type VideoFeedbackInput,
} from '../../../../core/contracts/meetings/meetings.contract.ts';
import { ConnectionError } from '../../../lib/errors/app-errors.ts';
import { call } from '../../../lib/http/http-client.ts';
import { readStored, storageKeys, writeStored } from '../../../lib/storage/local-store.ts';

type ByUser<T> = Record<string, T>;

function readByUser<T>(key: 'videoConferenceFeedback' | 'lastMeetingDate'): ByUser<T> {
  try {
    const parsed = JSON.parse(readStored(storageKeys[key]) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as ByUser<T>) : {};
  } catch {
    return {};
  }
}

function writeByUser<T>(key: 'videoConferenceFeedback' | 'lastMeetingDate', value: ByUser<T>): void {
  writeStored(storageKeys[key], Object.keys(value).length ? JSON.stringify(value) : null);
}

/** The user's feedback waiting to be sent, oldest first. */
export function keptFeedback(userId: string): VideoFeedbackInput[] {
  return readByUser<VideoFeedbackInput[]>('videoConferenceFeedback')[userId] ?? [];
}

export function keepFeedback(userId: string, feedback: VideoFeedbackInput): void {
  const all = readByUser<VideoFeedbackInput[]>('videoConferenceFeedback');
  const mine = (all[userId] ?? []).filter((f) => f.clientId !== feedback.clientId);
  all[userId] = [...mine, feedback];
  writeByUser('videoConferenceFeedback', all);
}

export function forgetFeedback(userId: string, clientId: string): void {
  const all = readByUser<VideoFeedbackInput[]>('videoConferenceFeedback');
  const mine = (all[userId] ?? []).filter((f) => f.clientId !== clientId);
  if (mine.length) all[userId] = mine;
  else delete all[userId];
  writeByUser('videoConferenceFeedback', all);
}

export type SendOutcome = 'sent' | 'kept';

/**
 * Keeps the feedback on the device, then sends it: 'sent' once the server has it (forgotten here),
 * 'kept' when the server cannot be reached (sent again later). Another failure (the server refused
 * it) is thrown, and the feedback is forgotten: a resend would be refused the same way.
 */
export async function sendOrKeepFeedback(userId: string, feedback: VideoFeedbackInput): Promise<SendOutcome> {
  keepFeedback(userId, feedback);
  try {
    await call(sendVideoFeedback, { body: feedback });
  } catch (error) {
    if (error instanceof ConnectionError) return 'kept';
    forgetFeedback(userId, feedback.clientId);
    throw error;
  }
  forgetFeedback(userId, feedback.clientId);
  return 'sent';
}

/** Sends the user's kept feedback, oldest first, until one cannot be sent; answers how many were sent. */
export async function sendKeptFeedback(userId: string): Promise<number> {
  let sent = 0;
  for (const feedback of keptFeedback(userId)) {
    try {
      if ((await sendOrKeepFeedback(userId, feedback)) === 'kept') break;
      sent += 1;
    } catch {
      // Refused by the server: forgotten (sendOrKeepFeedback), nothing the user can change now.
    }
  }
  return sent;
}

/** The last meeting's date ('2026-11-26') of the user, or null. */
export function lastMeetingDate(userId: string): string | null {
  return readByUser<string>('lastMeetingDate')[userId] ?? null;
}

export function rememberMeetingDate(userId: string, date: string): void {
  const all = readByUser<string>('lastMeetingDate');
  if (all[userId] === date) return;
  all[userId] = date;
  writeByUser('lastMeetingDate', all);
}
