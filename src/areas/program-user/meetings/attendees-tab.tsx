/**
 * The Attendees tab: everyone of the range, where they are, their presence and connection health,
 * an invitation not yet taken; applicants can be invited to a room or sent back to the waiting room.
 */
import { useState } from 'react';
import { Form } from 'react-aria-components';
import {
  type InterviewDashboard,
  type MeetingAttendee,
  moveMeetingAttendee,
} from '../../../../core/contracts/meetings/meetings.contract.ts';
import { HealthBadge, PresenceBadge } from '../../../features/meetings/dashboard/health-badge.tsx';
import { handleError } from '../../../lib/errors/error-handler.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { showSuccess } from '../../../lib/notify/toast-service.ts';
import { Button } from '../../../ui/button.tsx';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { ModalDialog } from '../../../ui/modal-dialog.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { attendeePlace, roomNameOf } from './attendee-place.ts';

const roleKeys = {
  ProgramUser: 'MdRoleProgramUser',
  ProgramUserAsApplicant: 'MdRoleProgramUserAsApplicant',
  Applicant: 'MdRoleApplicant',
} as const;

export function AttendeesTab({
  dashboard,
  onChanged,
}: {
  dashboard: InterviewDashboard;
  onChanged: () => void;
}) {
  const t = useT();
  const [inviting, setInviting] = useState<MeetingAttendee | null>(null);
  const { rooms } = dashboard;
  const timeRangeId = dashboard.timeRange.id;

  const move = async (attendee: MeetingAttendee, roomId: number | null) => {
    try {
      await call(moveMeetingAttendee, { params: { timeRangeId }, body: { userId: attendee.userId, roomId } });
      const room = roomNameOf(rooms, roomId);
      showSuccess(
        room
          ? t('MdInvited', { name: attendee.name, room })
          : t('MdSentToWaitingRoom', { name: attendee.name }),
      );
      onChanged();
      return true;
    } catch (caught) {
      handleError(caught);
      return false;
    }
  };

  const place = (a: MeetingAttendee) => {
    const where = attendeePlace(a, rooms);
    if (where.kind === 'room') return where.name;
    return where.kind === 'waiting' ? t('MdWaitingRoom') : t('MdNotArrived');
  };

  const columns: DataTableColumn<MeetingAttendee>[] = [
    { id: 'name', header: t('MdName'), isRowHeader: true, render: (a) => a.name },
    { id: 'role', header: t('MdRole'), render: (a) => t(roleKeys[a.meetingRole]) },
    {
      id: 'status',
      header: t('MdPresence'),
      render: (a) => (
        <span className="button-row">
          <PresenceBadge status={a.status} />
          {a.status === 'Online' ? <HealthBadge health={a.connectionHealth} /> : null}
        </span>
      ),
    },
    { id: 'where', header: t('MdWhere'), render: place },
    {
      id: 'invitation',
      header: t('MdInvitation'),
      render: (a) => {
        const room = roomNameOf(rooms, a.invitedRoomId);
        return room ? t('MdInvitedTo', { room }) : '—';
      },
    },
    {
      id: 'actions',
      header: t('MdActions'),
      isActions: true,
      render: (a) =>
        a.meetingRole === 'ProgramUser' ? null : (
          <span className="button-row">
            <Button
              variant="secondary"
              onPress={() => setInviting(a)}
              isDisabled={rooms.length === 0}
              aria-label={t('MdInviteNamed', { name: a.name })}
            >
              {t('MdInviteToRoom')}
            </Button>
            {a.roomId !== null || a.invitedRoomId !== null ? (
              <Button
                variant="secondary"
                onPress={() => void move(a, null)}
                aria-label={t('MdBackToWaitingNamed', { name: a.name })}
              >
                {t('MdBackToWaitingRoom')}
              </Button>
            ) : null}
          </span>
        ),
    },
  ];

  return (
    <>
      <DataTable
        aria-label={t('MdAttendees')}
        layout="cards"
        columns={columns}
        rows={dashboard.attendees}
        getRowKey={(a) => a.userId}
        emptyText={t('MdNoAttendees')}
      />
      <InviteDialog
        attendee={inviting}
        rooms={rooms}
        onClose={() => setInviting(null)}
        onInvite={async (attendee, roomId) => {
          if (await move(attendee, roomId)) setInviting(null);
        }}
      />
    </>
  );
}

function InviteDialog({
  attendee,
  rooms,
  onClose,
  onInvite,
}: {
  attendee: MeetingAttendee | null;
  rooms: InterviewDashboard['rooms'];
  onClose: () => void;
  onInvite: (attendee: MeetingAttendee, roomId: number) => Promise<void>;
}) {
  const t = useT();
  const [roomId, setRoomId] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const [missing, setMissing] = useState(false);
  const close = () => {
    setRoomId(null);
    setMissing(false);
    onClose();
  };
  return (
    <ModalDialog
      isOpen={attendee !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={attendee ? t('MdInviteNamed', { name: attendee.name }) : ''}
      size="small"
    >
      <Form
        className="form"
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          if (!attendee) return;
          if (!roomId) {
            setMissing(true);
            return;
          }
          setSending(true);
          void onInvite(attendee, Number(roomId)).finally(() => {
            setSending(false);
            setRoomId(null);
          });
        }}
      >
        <SelectField
          label={t('MdRoom')}
          placeholder={t('MdPickRoom')}
          options={rooms.map((r) => ({ value: String(r.id), label: r.name }))}
          value={roomId}
          onChange={(value) => {
            setRoomId(value);
            setMissing(false);
          }}
          errorMessage={missing ? t('FillAllRequired') : null}
          isRequired
        />
        <div className="button-row button-row-end">
          <Button variant="secondary" onPress={close} isDisabled={isSending}>
            {t('Cancel')}
          </Button>
          <Button type="submit" isPending={isSending}>
            {t('MdInvite')}
          </Button>
        </div>
      </Form>
    </ModalDialog>
  );
}
