import { useEffect } from 'react';
import { currentUserOf, useSessionStore } from '../../../lib/session/session-store.ts';
import { rememberMeetingDate } from './video-feedback-store.ts';

/** Keeps the date of the meeting the user has open as their last meeting date (platform.md §9). */
export function useRememberMeetingDate(date: string | null | undefined): void {
  const userId = useSessionStore((s) => currentUserOf(s)?.id ?? null);
  useEffect(() => {
    if (userId && date) rememberMeetingDate(userId, date.slice(0, 10));
  }, [userId, date]);
}
