/** A room timer's status and the time left, ticking once a second while it runs. */
import { useEffect, useState } from 'react';
import type { RoomTimerStatus } from '../../../../core/domain/meetings.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import type { Tone } from '../../../ui/tone.ts';
import { formatTimer } from '../room-timer.ts';
import { type ReceivedTimer, remainingMsAt } from './room-timer-view.ts';

const statusKeys = {
  Initial: 'MtTimerInitial',
  Running: 'MtTimerRunning',
  Paused: 'MtTimerPaused',
  Stopped: 'MtTimerStopped',
} as const;
const statusTones: Record<RoomTimerStatus, Tone> = {
  Initial: 'neutral',
  Running: 'success',
  Paused: 'warning',
  Stopped: 'info',
};

/** The device time now, once a second while `running`. */
export function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

export function RoomTimerLabel({ timer }: { timer: ReceivedTimer | undefined }) {
  const t = useT();
  const now = useNow(timer?.status === 'Running');
  if (!timer) return null;
  const left = remainingMsAt(timer, now);
  return (
    <span className="meeting-timer">
      <StatusBadge
        status={timer.status}
        label={t(statusKeys[timer.status])}
        tone={statusTones[timer.status]}
      />{' '}
      {timer.status === 'Stopped' ? null : (
        <span className="meeting-timer-clock">
          {left < 0
            ? t('MtTimeOver', { time: formatTimer(-left) })
            : t('MtTimeLeft', { time: formatTimer(left) })}
        </span>
      )}
    </span>
  );
}
