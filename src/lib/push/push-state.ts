import { readStored, storageKeys, writeStored } from '../storage/local-store.ts';

/**
 * The web push prompt's state on this device (platform.md §4, §9): absent until the user answers,
 * '1' enabled, '0' refused. It survives sign-out (keysSurvivingSignOut), so a refusal is asked once.
 */
export type PushPromptState = 'unprompted' | 'enabled' | 'refused';

export function readPushPromptState(): PushPromptState {
  const stored = readStored(storageKeys.webPushPrompt);
  if (stored === '1') return 'enabled';
  if (stored === '0') return 'refused';
  return 'unprompted';
}

export function writePushPromptState(state: PushPromptState): void {
  writeStored(storageKeys.webPushPrompt, state === 'enabled' ? '1' : state === 'refused' ? '0' : null);
}
