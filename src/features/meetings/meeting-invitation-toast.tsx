/**
 * The meeting invitation toast of platform.md §2: when a program invites the applicant into a room
 * (NewMeetingInvitation on the Notification hub), a toast titled 'You have been invited to join
 * room' shows the room's name with Join and a Dismiss link. Join opens the meeting dashboard's
 * meeting tab for that range and room; if the page already shows that room nothing is navigated,
 * and if it shows another room the page reloads after navigating (the other room's video ends).
 * Only applicants see it: it is mounted by the applicant area and checks the role too.
 */
import { useRef } from 'react';
import { useLocation } from 'wouter';
import {
  listMyMeetings,
  type MeetingInvitationEvent,
  meetingInvitationEvent,
} from '../../../core/contracts/meetings/meetings.contract.ts';
import { handleError } from '../../lib/errors/error-handler.ts';
import { call } from '../../lib/http/http-client.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { whenLeaveAllowed } from '../../lib/navigation/leave-guard.ts';
import { closeToast, showToast } from '../../lib/notify/toast-service.ts';
import { useHubEvent } from '../../lib/realtime/use-hub-event.ts';
import { roleOf, useSessionStore } from '../../lib/session/session-store.ts';
import { Button } from '../../ui/button.tsx';
import { meetingDashboardPath, readMeetingPath } from './dashboard/meeting-paths.ts';

export type JoinAction = 'stay' | 'navigate' | 'navigateAndReload';

/** What Join does from the page at `currentPath` (platform.md §2's three cases). */
export function joinAction(
  currentPath: string,
  invitation: Pick<MeetingInvitationEvent, 'timeRangeId' | 'roomId'>,
): JoinAction {
  const here = readMeetingPath(currentPath);
  if (here?.tab !== 'meeting' || here.roomId === null) return 'navigate';
  if (here.timeRangeId === invitation.timeRangeId && here.roomId === invitation.roomId) return 'stay';
  return 'navigateAndReload';
}

type AudioContextClass = new () => AudioContext;

/**
 * A short two-note chime, so an applicant waiting with the page in the background hears the
 * invitation (the waiting room says so). Best effort: no Web Audio, or a browser that blocks sound
 * before the page was touched, plays nothing.
 */
export function playInvitationChime(): void {
  const Context = (globalThis as { AudioContext?: AudioContextClass }).AudioContext;
  if (!Context) return;
  try {
    const context = new Context();
    const start = context.currentTime;
    for (const [offset, frequency] of [
      [0, 660],
      [0.18, 880],
    ] as const) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.2, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.001, start + offset + 0.35);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start + offset);
      oscillator.stop(start + offset + 0.35);
    }
    // The context is closed once the notes have played (failures there change nothing).
    setTimeout(() => void context.close().catch(() => undefined), 1000);
  } catch (error) {
    console.warn('The invitation chime could not be played.', error);
  }
}

/** The page reload after Join from another room (a seam for tests). */
export const pageReload = { run: () => globalThis.location.reload() };

/** Area paths whose second segment is no match cycle. */
const notCycles = new Set(['landing', 'profile']);

/** The invitation's cycle: the one the applicant is working in, else the one of the invited range. */
async function cycleOf(currentPath: string, timeRangeId: number): Promise<string | null> {
  const segment = /^\/applicant\/([^/?#]+)/.exec(currentPath)?.[1];
  if (segment && !notCycles.has(segment)) return decodeURIComponent(segment);
  const { items } = await call(listMyMeetings, {});
  return items.find((m) => m.id === timeRangeId)?.matchCycleCode ?? null;
}

function InvitationBody({
  invitation,
  onJoin,
  onDismiss,
}: {
  invitation: MeetingInvitationEvent;
  onJoin: () => void;
  onDismiss: () => void;
}) {
  const t = useT();
  return (
    <div className="stack-tight">
      <p className="toast-text">
        <strong>{invitation.roomName}</strong> · {invitation.programName}
      </p>
      <div className="button-row">
        <Button onPress={onJoin}>{t('MeetingInvitationJoin')}</Button>
        <Button variant="link" onPress={onDismiss}>
          {t('Dismiss')}
        </Button>
      </div>
    </div>
  );
}

/** Listens for invitations while the applicant area is mounted. */
export function MeetingInvitationToasts() {
  const t = useT();
  const isApplicant = useSessionStore(
    (s) => s.status === 'signedIn' && roleOf(s.session?.user) === 'Applicant',
  );
  const [location, navigate] = useLocation();
  const here = useRef(location);
  here.current = location;
  const shown = useRef<string | null>(null);

  const join = async (invitation: MeetingInvitationEvent) => {
    const action = joinAction(here.current, invitation);
    if (action === 'stay') return;
    const cycle = await cycleOf(here.current, invitation.timeRangeId);
    if (!cycle) return;
    const href = meetingDashboardPath(
      { kind: 'applicant', matchCycleCode: cycle },
      invitation.timeRangeId,
      'meeting',
      invitation.roomId,
    );
    whenLeaveAllowed(() => {
      navigate(href);
      if (action === 'navigateAndReload') pageReload.run();
    });
  };

  useHubEvent('Notification', 'NewMeetingInvitation', (payload) => {
    if (!isApplicant) return;
    const parsed = meetingInvitationEvent.safeParse(payload);
    if (!parsed.success) return;
    const invitation = parsed.data;
    // A newer invitation replaces the one shown.
    if (shown.current) closeToast(shown.current);
    let key = '';
    const close = () => closeToast(key);
    key = showToast(
      {
        type: 'content',
        title: t('MeetingInvitationTitle'),
        body: (
          <InvitationBody
            invitation={invitation}
            onJoin={() => {
              close();
              void join(invitation).catch((error: unknown) =>
                handleError(error, { context: 'Meeting invitation' }),
              );
            }}
            onDismiss={close}
          />
        ),
      },
      () => {
        if (shown.current === key) shown.current = null;
      },
    );
    shown.current = key;
    playInvitationChime();
  });
  return null;
}
