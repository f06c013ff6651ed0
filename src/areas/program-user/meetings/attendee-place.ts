/** Where an attendee is now, in words: a room's name, the waiting room, or not arrived yet. */
import type {
  InterviewDashboard,
  MeetingAttendee,
} from '../../../../core/contracts/meetings/meetings.contract.ts';

export type AttendeePlace = { kind: 'room'; name: string } | { kind: 'waiting' } | { kind: 'notArrived' };

export function attendeePlace(attendee: MeetingAttendee, rooms: InterviewDashboard['rooms']): AttendeePlace {
  if (attendee.roomId !== null) {
    const room = rooms.find((r) => r.id === attendee.roomId);
    if (room) return { kind: 'room', name: room.name };
  }
  return attendee.joinedAt === null ? { kind: 'notArrived' } : { kind: 'waiting' };
}

export function roomNameOf(rooms: InterviewDashboard['rooms'], roomId: number | null): string | null {
  return roomId === null ? null : (rooms.find((r) => r.id === roomId)?.name ?? null);
}
