/** Adds a video room to the range, or renames one (and sets its interview length). */
import { Form } from 'react-aria-components';
import type { z } from 'zod';
import {
  createMeetingRoom,
  type MeetingRoom,
  roomInput,
  updateMeetingRoom,
} from '../../../../core/contracts/meetings/meetings.contract.ts';
import { useSchemaValidate } from '../../../features/forms/schema-errors.ts';
import { useEntityForm } from '../../../features/forms/use-entity-form.ts';
import { call } from '../../../lib/http/http-client.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { ModalDialog } from '../../../ui/modal-dialog.tsx';
import { NumberField } from '../../../ui/number-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';

type RoomValues = { name: string; durationMinutes: number | null };

const roomBody = (values: RoomValues) => ({
  name: values.name,
  ...(values.durationMinutes === null ? {} : { durationMinutes: values.durationMinutes }),
});

/** `room` undefined: closed; null: a new room; a room: rename it. */
export function RoomFormDialog({
  timeRangeId,
  room,
  onClose,
  onSaved,
}: {
  timeRangeId: number;
  room: MeetingRoom | null | undefined;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT();
  return (
    <ModalDialog
      isOpen={room !== undefined}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={room ? t('MdRenameRoom') : t('MdAddRoom')}
      size="small"
    >
      {room !== undefined ? (
        <RoomForm timeRangeId={timeRangeId} room={room} onClose={onClose} onSaved={onSaved} />
      ) : null}
    </ModalDialog>
  );
}

function RoomForm({
  timeRangeId,
  room,
  onClose,
  onSaved,
}: {
  timeRangeId: number;
  room: MeetingRoom | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT();
  const validate = useSchemaValidate<RoomValues>(roomInput as z.ZodType, roomBody);
  const form = useEntityForm<RoomValues>({
    draftKey: null,
    initial: {
      name: room?.name ?? '',
      durationMinutes: room ? Math.round(room.timer.durationSeconds / 60) : null,
    },
    validate,
    messagesOn: 'submit',
    context: room ? 'rename meeting room' : 'add meeting room',
    onSubmit: async (values) => {
      if (room)
        await call(updateMeetingRoom, { params: { timeRangeId, roomId: room.id }, body: roomBody(values) });
      else await call(createMeetingRoom, { params: { timeRangeId }, body: roomBody(values) });
      onSaved();
      onClose();
    },
  });
  return (
    <Form
      className="form"
      validationBehavior="aria"
      aria-label={room ? t('MdRenameRoom') : t('MdAddRoom')}
      onSubmit={form.submit}
    >
      <TextField
        label={t('MdRoomName')}
        value={form.values.name}
        onChange={(name) => form.set({ name })}
        errorMessage={form.errorOf('name')}
        maxLength={100}
        isRequired
        autoFocus
      />
      <NumberField
        label={t('MdRoomMinutes')}
        description={t('MdRoomMinutesHint')}
        value={form.values.durationMinutes}
        onChange={(durationMinutes) => form.set({ durationMinutes })}
        errorMessage={form.errorOf('durationMinutes')}
        minValue={1}
        maxValue={240}
      />
      <div className="button-row button-row-end">
        <Button variant="secondary" onPress={onClose} isDisabled={form.isSaving}>
          {t('Cancel')}
        </Button>
        <Button type="submit" isPending={form.isSaving}>
          {t('Save')}
        </Button>
      </div>
    </Form>
  );
}
