/** The Rooms tab: every room with its timer and who is in it; add, rename, remove, open. */
import { useState } from 'react';
import {
  deleteMeetingRoom,
  type InterviewDashboard,
  type MeetingRoom,
} from '../../../../core/contracts/meetings/meetings.contract.ts';
import { HealthBadge } from '../../../features/meetings/dashboard/health-badge.tsx';
import { RoomTimerLabel } from '../../../features/meetings/dashboard/room-timer-label.tsx';
import type { ReceivedTimer } from '../../../features/meetings/dashboard/room-timer-view.ts';
import { handleError } from '../../../lib/errors/error-handler.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { confirm } from '../../../ui/confirm-dialog.tsx';
import { Link } from '../../../ui/link.tsx';
import { RoomFormDialog } from './room-form-dialog.tsx';

export function RoomsTab({
  dashboard,
  timers,
  roomHref,
  onChanged,
}: {
  dashboard: InterviewDashboard;
  timers: ReadonlyMap<number, ReceivedTimer>;
  roomHref: (roomId: number) => string;
  onChanged: () => void;
}) {
  const t = useT();
  const [editing, setEditing] = useState<MeetingRoom | null | undefined>(undefined);
  const timeRangeId = dashboard.timeRange.id;
  const attendeesById = new Map(dashboard.attendees.map((a) => [a.userId, a]));

  const remove = async (room: MeetingRoom) => {
    const confirmed = await confirm({
      message: t('MdRemoveRoomQuestion', { name: room.name }),
      confirmLabel: t('MdRemoveRoom'),
      isDanger: true,
    });
    if (!confirmed) return;
    try {
      await call(deleteMeetingRoom, { params: { timeRangeId, roomId: room.id } });
      onChanged();
    } catch (caught) {
      handleError(caught);
    }
  };

  return (
    <div className="stack">
      <div className="button-row">
        <Button onPress={() => setEditing(null)}>{t('MdAddRoom')}</Button>
      </div>
      {dashboard.rooms.length === 0 ? <p className="muted">{t('MdNoRooms')}</p> : null}
      <ul className="meeting-cards" aria-label={t('MdRooms')}>
        {dashboard.rooms.map((room) => {
          const people = room.participantUserIds.flatMap((id) => {
            const attendee = attendeesById.get(id);
            return attendee ? [attendee] : [];
          });
          return (
            <li key={room.id} className="card stack meeting-card">
              <h3 className="meeting-card-title">{room.name}</h3>
              <RoomTimerLabel timer={timers.get(room.id)} />
              {people.length === 0 ? (
                <p className="muted">{t('MdRoomEmpty')}</p>
              ) : (
                <ul className="meeting-people" aria-label={t('MdInRoom', { name: room.name })}>
                  {people.map((person) => (
                    <li key={person.userId}>
                      {person.name} <HealthBadge health={person.connectionHealth} />
                    </li>
                  ))}
                </ul>
              )}
              <div className="button-row">
                <Link
                  variant="button"
                  href={roomHref(room.id)}
                  aria-label={t('MdOpenRoom', { name: room.name })}
                >
                  {t('MdOpen')}
                </Link>
                <Button
                  variant="secondary"
                  onPress={() => setEditing(room)}
                  aria-label={t('MdRenameRoomNamed', { name: room.name })}
                >
                  {t('MdRename')}
                </Button>
                <Button
                  variant="secondary"
                  onPress={() => void remove(room)}
                  aria-label={t('MdRemoveRoomNamed', { name: room.name })}
                >
                  {t('MdRemove')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <RoomFormDialog
        timeRangeId={timeRangeId}
        room={editing}
        onClose={() => setEditing(undefined)}
        onSaved={onChanged}
      />
    </div>
  );
}
