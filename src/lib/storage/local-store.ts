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

/** Reads a value; a blocked storage (private mode, policy) reads as absent. */
export function readStored(key: StorageKey): string | null {
  try {
    return storage().getItem(PREFIX + key);
  } catch {
    return null;
  }
}

/** Writes a value; a blocked storage is ignored, the app keeps working from memory. */
export function writeStored(key: StorageKey, value: string | null): void {
  try {
    if (value === null) storage().removeItem(PREFIX + key);
    else storage().setItem(PREFIX + key, value);
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
