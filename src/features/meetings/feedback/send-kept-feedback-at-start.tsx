/**
 * Feedback kept on this device (written offline, or just before a sign-out) goes out when the app
 * starts in a signed-in area, not only when a meetings page is opened. The sender, with the meetings
 * contract, loads only when something is kept: a glance at one localStorage value decides.
 */
import { Suspense, useState } from 'react';
import { lazyPage } from '../../../lib/lazy-page.ts';
import { readStored, storageKeys } from '../../../lib/storage/local-store.ts';

const KeptFeedbackSender = lazyPage(() => import('./kept-feedback-sender.tsx'), 'KeptFeedbackSender');

export function SendKeptFeedbackAtStart() {
  const [isKept] = useState(() => readStored(storageKeys.videoConferenceFeedback) !== null);
  return isKept ? (
    <Suspense fallback={null}>
      <KeptFeedbackSender />
    </Suspense>
  ) : null;
}
