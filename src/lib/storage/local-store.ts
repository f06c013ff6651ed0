import { message } from '../../../core/domain/messages.ts';

const PREFIX = 'matchline.';

/** Keys we keep in localStorage (platform.md §9). */
export const storageKeys = {
  theme: 'theme',
  locale: 'locale',
  browserThemeLogged: 'browserThemeLogged',
  preferredTimeZone: 'preferredTimeZone',
  privacyPolicy: 'privacyPolicy',
  webPushPrompt: 'webPushPrompt',
  returnLocation: 'returnLocation',
  societySpecialtyId: 'societySpecialtyId',
  societyMatchCycleId: 'societyMatchCycleId',
  deviceUser: 'deviceUser',
  clearedDrafts: 'clearedDrafts',
  /** Per user (scope: the user's id): program pages opened, kept for offline reading. */
  programPages: 'programPages',
  /** Per user and cycle (scope: `${userId}.${matchCycleCode}`): the map's last per-state counts. */
  programStates: 'programStates',
  /** Per user: programs saved for later. */
  savedPrograms: 'savedPrograms',
  /** Per user: favorite marks waiting for the connection. */
  pendingFavorites: 'pendingFavorites',
  /** The user's own choice of the main menu, open ('1') or closed ('0'); absent: by window width. */
  mainMenu: 'mainMenu',
  /** Where the user last worked (the applicant's cycle, the program user's program), for the shell's links. */
  shellPlaces: 'shellPlaces',
  /** Video-conference feedback sent but not yet received by the server, by user id (issue 17). */
  videoConferenceFeedback: 'videoConferenceFeedback',
  /** The date of each user's last interview-day meeting, by user id (issue 17). */
  lastMeetingDate: 'lastMeetingDate',
} as const;
export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

/** Keys that survive sign-out; everything else under our prefix is user data and is cleared. */
export const keysSurvivingSignOut: readonly StorageKey[] = [
  'theme',
  'locale',
  'browserThemeLogged',
  'preferredTimeZone',
  'privacyPolicy',
  'webPushPrompt',
  'mainMenu',
  'videoConferenceFeedback',
  'lastMeetingDate',
];

export class StorageUnavailableError extends Error {
  constructor() {
    super(message('StorageUnavailable'));
    this.name = 'StorageUnavailableError';
  }
}

function storage(): Storage {
  try {
    const s = globalThis.localStorage;
    if (!s) throw new StorageUnavailableError();
    return s;
  } catch {
    throw new StorageUnavailableError();
  }
}

/** The full name in localStorage of a key, or of one of its scoped entries (a user's, a user's cycle's). */
export function storedName(key: StorageKey, scope?: string): string {
  return scope === undefined ? PREFIX + key : `${PREFIX}${key}.${scope}`;
}

/** Reads a value; a blocked storage (private mode, policy) reads as absent. */
export function readStored(key: StorageKey, scope?: string): string | null {
  try {
    return storage().getItem(storedName(key, scope));
  } catch {
    return null;
  }
}

/** Writes a value; a blocked storage is ignored, the app keeps working from memory. */
export function writeStored(key: StorageKey, value: string | null, scope?: string): void {
  try {
    if (value === null) storage().removeItem(storedName(key, scope));
    else storage().setItem(storedName(key, scope), value);
  } catch {
    // Storage unavailable: the value lives for this page only.
  }
}

/** Sign-out: clears our user data and keeps the device preferences of keysSurvivingSignOut. */
export function clearUserStorage(): void {
  try {
    const s = storage();
    const keep = new Set(keysSurvivingSignOut.map((k) => PREFIX + k));
    const ours: string[] = [];
    for (let i = 0; i < s.length; i++) {
      const key = s.key(i);
      if (key?.startsWith(PREFIX) && !keep.has(key)) ours.push(key);
    }
    for (const key of ours) s.removeItem(key);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
