import { Suspense } from 'react';
import { lazyPage } from '../../lib/lazy-page.ts';
import type { AreaId } from '../areas.ts';

// Only the applicant area shows it; loaded with it, so the outbox (Dexie) stays out of other areas.
const SyncStatusIndicator = lazyPage(
  () => import('../../features/sync/sync-status-indicator.tsx'),
  'SyncStatusIndicator',
);
// The hubs (and @microsoft/signalr with them) start only in a signed-in area.
const LiveUpdates = lazyPage(() => import('../../features/messaging/live-updates.tsx'), 'LiveUpdates');

/** The top bar's parts of the signed-in areas: the applicant's sync status and the live updates. */
export function SignedInHeaderTools({ area }: { area: AreaId }) {
  return (
    <>
      {/* Applicants edit offline on phones (ADR 0012): what is saved where. */}
      {area === 'applicant' ? (
        <Suspense fallback={null}>
          <SyncStatusIndicator />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        <LiveUpdates />
      </Suspense>
    </>
  );
}
