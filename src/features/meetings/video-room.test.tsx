import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import {
  getIceServers,
  type JoinRoomResult,
  type RoomTimer,
} from '../../../core/contracts/meetings/meetings.contract.ts';
import { handleContract } from '../../../mocks/contract-handler.ts';
import { demoSession, demoUser } from '../../../mocks/demo-data.ts';
import { server } from '../../../mocks/node-server.ts';
import { hubConnection, resetHubsForTests } from '../../lib/realtime/hub-registry.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { expectNoAxeViolations } from '../../test-support/axe.ts';
import { connectionOf } from '../../test-support/fake-signalr.ts';
import { renderAt } from '../../test-support/render-at.tsx';
import { ConfirmHost } from '../../ui/confirm-dialog.tsx';
import { VideoRoom } from './video-room.tsx';

vi.mock('@microsoft/signalr', async () => (await import('../../test-support/fake-signalr.ts')).fakeSignalR);

class FakeTrack {
  enabled = true;
  stopped = false;
  constructor(
    readonly kind: 'audio' | 'video',
    readonly deviceId: string,
  ) {}
  getSettings() {
    return { deviceId: this.deviceId };
  }
  stop() {
    this.stopped = true;
  }
  addEventListener() {}
}

class FakeStream {
  private readonly tracks: FakeTrack[];
  constructor(tracks: FakeTrack[] = []) {
    this.tracks = [...tracks];
  }
  getTracks() {
    return [...this.tracks];
  }
  getAudioTracks() {
    return this.tracks.filter((t) => t.kind === 'audio');
  }
  getVideoTracks() {
    return this.tracks.filter((t) => t.kind === 'video');
  }
  addTrack(track: FakeTrack) {
    this.tracks.push(track);
  }
}

/** Enough of RTCPeerConnection for the room to create and close peers (negotiation: peer-mesh.test.ts). */
class StubPeerConnection {
  static created: StubPeerConnection[] = [];
  closed = false;
  connectionState = 'new';
  onnegotiationneeded = null;
  onicecandidate = null;
  ontrack = null;
  onconnectionstatechange = null;
  constructor() {
    StubPeerConnection.created.push(this);
  }
  addTrack() {}
  addTransceiver() {}
  getSenders() {
    return [];
  }
  getTransceivers() {
    return [];
  }
  close() {
    this.closed = true;
  }
}

let camera: FakeTrack;
let microphone: FakeTrack;
let getUserMedia: ReturnType<typeof vi.fn>;
let invoked: { method: string; args: unknown[] }[];
let joinAnswer: () => JoinRoomResult;

const timer = (extra: Partial<RoomTimer> = {}): RoomTimer => ({
  roomId: 5,
  status: 'Initial',
  durationSeconds: 1200,
  elapsedMs: 0,
  startedAt: null,
  serverNow: new Date().toISOString(),
  ...extra,
});

let getDisplayMedia: ReturnType<typeof vi.fn> | undefined;

function stubMedia({ denied = false, screen = false } = {}) {
  camera = new FakeTrack('video', 'cam-front');
  microphone = new FakeTrack('audio', 'mic-1');
  getUserMedia = vi.fn(async (constraints: MediaStreamConstraints) => {
    if (denied) throw Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' });
    const video = constraints.video as MediaTrackConstraints | undefined;
    const picked = (video?.deviceId as { exact?: string } | undefined)?.exact;
    if (picked) return new FakeStream([new FakeTrack('video', picked)]);
    return new FakeStream([microphone, camera]);
  });
  getDisplayMedia = screen
    ? vi.fn(async () => new FakeStream([new FakeTrack('video', 'screen')]))
    : undefined;
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getUserMedia,
      ...(getDisplayMedia ? { getDisplayMedia } : {}),
      enumerateDevices: async () => [
        { kind: 'audioinput', deviceId: 'mic-1', label: 'Built-in microphone' },
        { kind: 'videoinput', deviceId: 'cam-front', label: 'Front camera' },
        { kind: 'videoinput', deviceId: 'cam-back', label: 'Back camera' },
      ],
      addEventListener() {},
      removeEventListener() {},
    },
  });
}

beforeEach(() => {
  const user = demoUser('program@matchline.test') ?? demoUser('applicant@matchline.test');
  act(() => useSessionStore.getState().setSession(demoSession(user!)));
  vi.stubGlobal('MediaStream', FakeStream);
  vi.stubGlobal('RTCPeerConnection', StubPeerConnection);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(async () => undefined);
  StubPeerConnection.created = [];
  invoked = [];
  joinAnswer = () => ({
    roomId: 5,
    connectionId: 'conn-me',
    participants: [
      {
        connectionId: 'conn-grey',
        userId: 'user-grey',
        name: 'Dr Meredith Grey',
        meetingRole: 'ProgramUser',
        connectionHealth: 'Weak',
      },
    ],
    timer: timer(),
  });
  server.use(
    handleContract(getIceServers, () => ({
      iceServers: [{ urls: ['stun:stun.test:3478'] }],
      expiresAt: null,
    })),
  );
  // The room's hub calls, answered as the server would.
  const hub = hubConnection('Meeting');
  hub.invoke = (async (method: string, ...args: unknown[]) => {
    invoked.push({ method, args });
    if (method === 'GetMeetingDetails') return { logLevel: 4 };
    if (method === 'JoinRoom') return joinAnswer();
    return undefined;
  }) as typeof hub.invoke;
});

afterEach(async () => {
  await act(() => resetHubsForTests());
  act(() => useSessionStore.setState({ session: null, status: 'restoring', deviceUser: null }));
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderRoom(onEnded = vi.fn(), meetingRole: 'ProgramUser' | 'Applicant' = 'ProgramUser') {
  const view = renderAt(
    '/room',
    <Route path="/room">
      <VideoRoom
        timeRangeId={9}
        roomId={5}
        meetingRole={meetingRole}
        roomName="Room A"
        onEnded={onEnded}
        aside={<p>The application</p>}
      />
    </Route>,
    { main: true, hosts: <ConfirmHost /> },
  );
  return { ...view, onEnded };
}

describe('before joining', () => {
  it('shows the camera preview, the toggles and the join button; the camera is asked for tablet-friendly', async () => {
    stubMedia();
    const { container } = renderRoom();
    expect(await screen.findByRole('heading', { name: 'Check your camera and microphone' })).toBeTruthy();
    const preview = screen.getByTestId('local-video') as HTMLVideoElement;
    await waitFor(() => expect(preview.srcObject).toBeInstanceOf(FakeStream));
    expect(preview.muted).toBe(true);
    expect(preview.getAttribute('aria-label')).toBe('Your camera');
    const constraints = getUserMedia.mock.calls[0]?.[0] as MediaStreamConstraints;
    expect(constraints.video).toMatchObject({ facingMode: 'user', frameRate: { ideal: 24, max: 30 } });
    expect(constraints.audio).toMatchObject({ echoCancellation: true });
    expect(screen.getByText('The application')).toBeTruthy();
    // Two cameras: a picker for them (one microphone: none).
    expect(await screen.findByText('Camera')).toBeTruthy();
    expect(screen.queryByText('Microphone')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('mute and camera toggles switch the tracks off and on', async () => {
    stubMedia();
    renderRoom();
    const mute = await screen.findByRole('button', { name: 'Mute' });
    await waitFor(() => expect(mute.hasAttribute('disabled')).toBe(false));
    fireEvent.click(mute);
    expect(microphone.enabled).toBe(false);
    expect(screen.getByText('Microphone off')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Unmute' }));
    expect(microphone.enabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Stop camera' }));
    expect(camera.enabled).toBe(false);
    expect(screen.getByText('Camera off')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start camera' })).toBeTruthy();
  });

  it('a refused camera says so in words and how to allow it', async () => {
    stubMedia({ denied: true });
    renderRoom();
    expect(
      await screen.findByText(/Matchline may not use your camera or microphone\. Allow both/),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unmute' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Join the room' })).toBeTruthy();
  });
});

describe('in the room', () => {
  it('joins: a tile per person with name and health, the shared timer, and the program user’s timer controls', async () => {
    stubMedia();
    const { container, onEnded } = renderRoom();
    const join = await screen.findByRole('button', { name: 'Join the room' });
    await waitFor(() =>
      expect((screen.getByTestId('local-video') as HTMLVideoElement).srcObject).toBeTruthy(),
    );
    fireEvent.click(join);
    const remote = await screen.findByTestId('remote-video');
    expect(remote.getAttribute('data-user-id')).toBe('user-grey');
    expect(remote.getAttribute('aria-label')).toBe('Video of Dr Meredith Grey');
    expect(invoked.find((i) => i.method === 'JoinRoom')?.args).toEqual([9, 5]);
    // The newcomer made a connection to the one already there, with the ICE servers of the route.
    expect(StubPeerConnection.created).toHaveLength(1);
    const badges = screen.getAllByTestId('health-badge');
    expect(badges.map((b) => b.getAttribute('data-health'))).toEqual(['Good', 'Weak']);
    expect(within(badges[1] as HTMLElement).getByText('Connection weak')).toBeTruthy();
    const clock = screen.getByTestId('room-timer');
    expect(clock.getAttribute('data-status')).toBe('Initial');
    expect(clock.textContent).toContain('20:00');

    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() =>
      expect(invoked.filter((i) => i.method === 'UpdateTimer').map((i) => i.args)).toEqual([
        [5, { status: 'Running' }],
      ]),
    );

    const connection = connectionOf('/hubs/MeetingHub');
    act(() =>
      connection.emit('UpdateMeetingTimer', {
        timeRangeId: 9,
        timer: timer({ status: 'Running', elapsedMs: 1000, startedAt: new Date().toISOString() }),
      }),
    );
    expect(screen.getByTestId('room-timer').getAttribute('data-status')).toBe('Running');
    expect(screen.getByText('Timer: Running')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();

    act(() =>
      connection.emit('MeetingParticipantJoined', {
        roomId: 5,
        participant: {
          connectionId: 'conn-kim',
          userId: 'user-kim',
          name: 'Alex Kim',
          meetingRole: 'Applicant',
          connectionHealth: null,
        },
      }),
    );
    expect(screen.getAllByTestId('remote-video').map((v) => v.getAttribute('data-user-id'))).toEqual([
      'user-grey',
      'user-kim',
    ]);
    expect(screen.getByText('Alex Kim joined the room.')).toBeTruthy();
    act(() =>
      connection.emit('UpdateConnectionHealth', {
        timeRangeId: 9,
        roomId: 5,
        userId: 'user-kim',
        connectionHealth: 'Unstable',
      }),
    );
    expect(screen.getAllByTestId('health-badge')[2]?.getAttribute('data-health')).toBe('Unstable');
    act(() =>
      connection.emit('MeetingParticipantLeft', {
        roomId: 5,
        connectionId: 'conn-grey',
        userId: 'user-grey',
      }),
    );
    expect(screen.getAllByTestId('remote-video').map((v) => v.getAttribute('data-user-id'))).toEqual([
      'user-kim',
    ]);
    expect(screen.getByText('Dr Meredith Grey left the room.')).toBeTruthy();
    expect(StubPeerConnection.created[0]?.closed).toBe(true);
    await expectNoAxeViolations(container);

    // End meeting asks first, then stops the timer for everyone.
    fireEvent.click(screen.getByRole('button', { name: 'End meeting' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText(
        'End the meeting in Room A for everyone? Everyone in the room leaves the call.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'End meeting' }));
    await waitFor(() =>
      expect(invoked.filter((i) => i.method === 'UpdateTimer').at(-1)?.args).toEqual([
        5,
        { status: 'Stopped' },
      ]),
    );
    act(() => connection.emit('StopMeeting', { timeRangeId: 9, roomId: 5 }));
    expect(await screen.findByText('The meeting has ended.')).toBeTruthy();
    expect(onEnded).toHaveBeenCalledTimes(1);
    expect(camera.stopped).toBe(true);
    expect(StubPeerConnection.created.every((pc) => pc.closed)).toBe(true);
  });

  it('a room whose meeting ended can be reset for its next interview', async () => {
    stubMedia();
    const answer = joinAnswer;
    joinAnswer = () => ({ ...answer(), timer: timer({ status: 'Stopped', elapsedMs: 1_250_000 }) });
    renderRoom();
    fireEvent.click(await screen.findByRole('button', { name: 'Join the room' }));
    expect((await screen.findByTestId('room-timer')).getAttribute('data-status')).toBe('Stopped');
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() =>
      expect(invoked.filter((i) => i.method === 'UpdateTimer').at(-1)?.args).toEqual([
        5,
        { status: 'Initial' },
      ]),
    );
  });

  it('an applicant sees the timer without its controls; Leave sends LeaveRoom and turns the camera off', async () => {
    stubMedia();
    renderRoom(vi.fn(), 'Applicant');
    const join = await screen.findByRole('button', { name: 'Join the room' });
    fireEvent.click(join);
    expect(await screen.findByTestId('room-timer')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'End meeting' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Leave the room' }));
    await waitFor(() => expect(invoked.map((i) => i.method)).toContain('LeaveRoom'));
    expect(camera.stopped).toBe(true);
    expect(await screen.findByRole('button', { name: 'Join the room' })).toBeTruthy();
  });

  it('a full room shows the server’s words', async () => {
    stubMedia();
    joinAnswer = () => {
      throw new Error(
        "An unexpected error occurred invoking 'JoinRoom' on the server. HubException: This room is full: a video call holds at most 6 people.",
      );
    };
    renderRoom();
    fireEvent.click(await screen.findByRole('button', { name: 'Join the room' }));
    expect(await screen.findByRole('heading', { name: 'This room is full' })).toBeTruthy();
    expect(screen.getByText('This room is full: a video call holds at most 6 people.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('after the hub reconnects, the room is joined again with a fresh mesh', async () => {
    stubMedia();
    renderRoom();
    fireEvent.click(await screen.findByRole('button', { name: 'Join the room' }));
    await screen.findByTestId('remote-video');
    const connection = connectionOf('/hubs/MeetingHub');
    act(() => connection.drop());
    expect(await screen.findByText('The connection dropped. Joining the room again…')).toBeTruthy();
    joinAnswer = () => ({ roomId: 5, connectionId: 'conn-me-2', participants: [], timer: timer() });
    await act(() => connection.reconnect());
    await waitFor(() => expect(invoked.filter((i) => i.method === 'JoinRoom')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByTestId('remote-video')).toBeNull());
    expect(StubPeerConnection.created[0]?.closed).toBe(true);
    expect(screen.queryByText('The connection dropped. Joining the room again…')).toBeNull();
  });

  it('screen share is offered where the browser has it, and the shared screen replaces the camera', async () => {
    stubMedia({ screen: true });
    renderRoom();
    fireEvent.click(await screen.findByRole('button', { name: 'Join the room' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Share screen' }));
    expect(await screen.findByRole('button', { name: 'Stop sharing' })).toBeTruthy();
    expect(getDisplayMedia).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('local-video').getAttribute('aria-label')).toBe('Your shared screen');
    fireEvent.click(screen.getByRole('button', { name: 'Stop sharing' }));
    expect(await screen.findByRole('button', { name: 'Share screen' })).toBeTruthy();
    expect(screen.getByTestId('local-video').getAttribute('aria-label')).toBe('Your camera');
    expect(camera.stopped).toBe(false);
  });

  it('no screen share button where the browser has none (phones)', async () => {
    stubMedia();
    renderRoom();
    fireEvent.click(await screen.findByRole('button', { name: 'Join the room' }));
    expect(await screen.findByRole('button', { name: 'Leave the room' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Share screen' })).toBeNull();
  });

  it('picking another camera asks for that device and lets the old one go', async () => {
    stubMedia();
    renderRoom();
    fireEvent.click(await screen.findByRole('button', { name: 'Join the room' }));
    await screen.findByTestId('remote-video');
    const picker = screen.getByRole('button', { name: /Camera/ });
    fireEvent.click(picker);
    fireEvent.click(await screen.findByRole('option', { name: 'Back camera' }));
    await waitFor(() => expect(camera.stopped).toBe(true));
    const asked = getUserMedia.mock.calls.at(-1)?.[0] as MediaStreamConstraints;
    expect(asked).toEqual({ video: expect.objectContaining({ deviceId: { exact: 'cam-back' } }) });
    const local = screen.getByTestId('local-video') as HTMLVideoElement;
    await waitFor(() =>
      expect((local.srcObject as unknown as FakeStream).getVideoTracks()[0]?.deviceId).toBe('cam-back'),
    );
    expect(microphone.stopped).toBe(false);
  });
});
