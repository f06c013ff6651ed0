/** An attendee's connection health (platform.md §3) and presence as labelled badges: the colour only repeats the text. */
import type { ConnectionHealth, RoomUserStatus } from '../../../../core/domain/meetings.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import type { Tone } from '../../../ui/tone.ts';

const healthKeys = { Good: 'MtHealthGood', Weak: 'MtHealthWeak', Unstable: 'MtHealthUnstable' } as const;
const healthTones: Record<ConnectionHealth, Tone> = { Good: 'success', Weak: 'warning', Unstable: 'danger' };

export function HealthBadge({ health }: { health: ConnectionHealth | null }) {
  const t = useT();
  if (health === null) return <StatusBadge status="unknown" label={t('MtHealthUnknown')} tone="neutral" />;
  return <StatusBadge status={health} label={t(healthKeys[health])} tone={healthTones[health]} />;
}

export function PresenceBadge({ status }: { status: RoomUserStatus }) {
  const t = useT();
  return status === 'Online' ? (
    <StatusBadge status={status} label={t('MtOnline')} tone="success" />
  ) : (
    <StatusBadge status={status} label={t('MtOffline')} tone="neutral" />
  );
}
