import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { MeetingInvitationEvent } from '../../../core/contracts/meetings/meetings.contract.ts';
import { demoSession, demoUser } from '../../../mocks/demo-data.ts';
import { clearToasts } from '../../lib/notify/toast-service.ts';
import { resetHubsForTests, startHub } from '../../lib/realtime/hub-registry.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { expectNoAxeViolations } from '../../test-support/axe.ts';
import { builtConnections, connectionOf } from '../../test-support/fake-signalr.ts';
import { renderAt } from '../../test-support/render-at.tsx';
import { ToastRegion } from '../../ui/toast-region.tsx';
import { joinAction, MeetingInvitationToasts, pageReload } from './meeting-invitation-toast.tsx';

vi.mock('@microsoft/signalr', async () => (await import('../../test-support/fake-signalr.ts')).fakeSignalR);

const invitation: MeetingInvitationEvent = {
  timeRangeId: 11,
  roomId: 3,
  roomName: 'Room Alder',
  programName: 'Boston Medicine',
};
const dashboard = '/applicant/IM-2027/meetings/dashboard/11';

let reloads: number;
let notesPlayed: number[];

/** Web Audio as far as the chime uses it: records the notes started. */
class FakeAudioContext {
  currentTime = 0;
  destination = {};
  createOscillator() {
    const oscillator = {
      frequency: { value: 0 },
      connect: (next: unknown) => next,
      start: () => notesPlayed.push(oscillator.frequency.value),
      stop: () => undefined,
    };
    return oscillator;
  }
  createGain() {
    return {
      gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
      connect: (next: unknown) => next,
    };
  }
  close() {
    return Promise.resolve();
  }
}

beforeEach(() => {
  builtConnections.length = 0;
  reloads = 0;
  notesPlayed = [];
  vi.stubGlobal('AudioContext', FakeAudioContext);
  vi.spyOn(pageReload, 'run').mockImplementation(() => {
    reloads += 1;
  });
});

afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await act(() => resetHubsForTests());
  act(() => clearToasts());
  act(() => useSessionStore.setState({ session: null, status: 'restoring', deviceUser: null }));
});

async function renderAs(email: string, path: string) {
  act(() => useSessionStore.getState().setSession(demoSession(demoUser(email)!)));
  const view = renderAt(path, [<Route key="any" path="*" component={() => <MeetingInvitationToasts />} />], {
    hosts: <ToastRegion />,
  });
  await act(() => startHub('Notification'));
  return view;
}

const invite = () =>
  act(() => connectionOf('/hubs/NotificationHub').emit('NewMeetingInvitation', invitation));

describe('the meeting invitation toast', () => {
  it('decides Join from the page the applicant is on', () => {
    expect(joinAction('/applicant/IM-2027/interview-list', invitation)).toBe('navigate');
    expect(joinAction(`${dashboard}/meeting`, invitation)).toBe('navigate');
    expect(joinAction(`${dashboard}/meeting/3`, invitation)).toBe('stay');
    expect(joinAction(`${dashboard}/meeting/4`, invitation)).toBe('navigateAndReload');
    expect(joinAction('/applicant/IM-2027/meetings/dashboard/12/meeting/3', invitation)).toBe(
      'navigateAndReload',
    );
  });

  it('shows the room; Join opens the meeting tab of that room without a reload; no axe violations', async () => {
    const view = await renderAs('applicant@matchline.test', '/applicant/IM-2027/interview-list');
    invite();
    expect(await screen.findByText('You have been invited to join room')).toBeTruthy();
    expect(screen.getByText('Room Alder')).toBeTruthy();
    // The chime the waiting room promises.
    expect(notesPlayed).toEqual([660, 880]);
    await expectNoAxeViolations(document.body);
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(view.location.history.at(-1)).toBe(`${dashboard}/meeting/3`));
    expect(reloads).toBe(0);
    await waitFor(() => expect(screen.queryByText('Room Alder')).toBeNull());
  });

  it('already in that room: Join navigates nowhere', async () => {
    const view = await renderAs('applicant@matchline.test', `${dashboard}/meeting/3`);
    invite();
    fireEvent.click(await screen.findByRole('button', { name: 'Join' }));
    await waitFor(() => expect(screen.queryByText('Room Alder')).toBeNull());
    expect(view.location.history).toEqual([`${dashboard}/meeting/3`]);
    expect(reloads).toBe(0);
  });

  it('in another room: Join navigates, then the page reloads', async () => {
    const view = await renderAs('applicant@matchline.test', `${dashboard}/meeting/4`);
    invite();
    fireEvent.click(await screen.findByRole('button', { name: 'Join' }));
    await waitFor(() => expect(view.location.history.at(-1)).toBe(`${dashboard}/meeting/3`));
    expect(reloads).toBe(1);
  });

  it('Dismiss closes it without navigating', async () => {
    const view = await renderAs('applicant@matchline.test', '/applicant/IM-2027/interview-list');
    invite();
    const region = await screen.findByRole('region', { name: 'Notifications' });
    fireEvent.click(within(region).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText('Room Alder')).toBeNull());
    expect(view.location.history).toEqual(['/applicant/IM-2027/interview-list']);
  });

  it('only applicants see it', async () => {
    await renderAs('program@matchline.test', '/applicant/IM-2027/interview-list');
    invite();
    await act(async () => {});
    expect(screen.queryByText('You have been invited to join room')).toBeNull();
    expect(screen.queryByText('Room Alder')).toBeNull();
    expect(notesPlayed).toEqual([]);
  });
});
