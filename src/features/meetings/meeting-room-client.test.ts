import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JoinRoomResult, RoomTimer } from '../../../core/contracts/meetings/meetings.contract.ts';
import type { HubEventName } from '../../../core/realtime/hubs.ts';
import type { StatsSample } from './connection-health.ts';
import { MeetingRoomClient, type MeetingRoomDeps, serverWords } from './meeting-room-client.ts';

type Handler = (...args: unknown[]) => void;

/** The Meeting hub as the room client sees it: invocations answered by `answer`, events emitted by the test. */
class FakeMeetingHub {
  state = 'Connected' as 'Connected' | 'Reconnecting' | 'Disconnected';
  readonly invoked: { method: string; args: unknown[] }[] = [];
  readonly sent: { method: string; args: unknown[] }[] = [];
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly listeners = new Set<() => void>();
  answer: (method: string, args: unknown[]) => unknown = () => undefined;

  async invoke<T>(method: string, ...args: unknown[]): Promise<T> {
    this.invoked.push({ method, args });
    return (await this.answer(method, args)) as T;
  }
  async send(method: string, ...args: unknown[]): Promise<void> {
    this.sent.push({ method, args });
  }
  on(event: HubEventName, handler: Handler): () => void {
    const set = this.handlers.get(event) ?? new Set();
    this.handlers.set(event, set);
    set.add(handler);
    return () => set.delete(handler);
  }
  subscribe(listener: () => void): () => boolean {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  emit(event: HubEventName, payload: unknown): void {
    for (const handler of [...(this.handlers.get(event) ?? [])]) handler(payload);
  }
  setState(state: FakeMeetingHub['state']): void {
    this.state = state;
    for (const listener of [...this.listeners]) listener();
  }
  handlerCount(): number {
    return [...this.handlers.values()].reduce((n, set) => n + set.size, 0);
  }
}

class StubTrack {
  enabled = true;
  stopped = false;
  constructor(readonly kind: 'audio' | 'video') {}
  getSettings() {
    return { deviceId: `${this.kind}-1` };
  }
  stop() {
    this.stopped = true;
  }
  addEventListener() {}
}

class StubStream {
  constructor(private readonly tracks: StubTrack[] = []) {}
  getTracks() {
    return [...this.tracks];
  }
  getAudioTracks() {
    return this.tracks.filter((t) => t.kind === 'audio');
  }
  getVideoTracks() {
    return this.tracks.filter((t) => t.kind === 'video');
  }
  addTrack(track: StubTrack) {
    this.tracks.push(track);
  }
}

class StubPeerConnection {
  static created: StubPeerConnection[] = [];
  closed = false;
  connectionState = 'connected';
  onnegotiationneeded = null;
  onicecandidate = null;
  ontrack = null;
  onconnectionstatechange: (() => void) | null = null;
  constructor(readonly configuration: RTCConfiguration) {
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
  restarts = 0;
  restartIce() {
    this.restarts += 1;
  }
  /** The browser says the connection changed. */
  become(state: string) {
    this.connectionState = state;
    this.onconnectionstatechange?.();
  }
}

const timer = (): RoomTimer => ({
  roomId: 5,
  status: 'Initial',
  durationSeconds: 600,
  elapsedMs: 0,
  startedAt: null,
  serverNow: '2026-11-26T10:00:00.000Z',
});

const joined = (participants: JoinRoomResult['participants'] = []): JoinRoomResult => ({
  roomId: 5,
  connectionId: 'conn-me',
  participants,
  timer: timer(),
});

const grey = {
  connectionId: 'conn-grey',
  userId: 'user-grey',
  name: 'Dr Grey',
  meetingRole: 'ProgramUser' as const,
  connectionHealth: null,
};

function setUp(
  logLevel = 0,
  sample: (pc: RTCPeerConnection, n: number) => Partial<StatsSample> = () => ({}),
) {
  const hub = new FakeMeetingHub();
  let samples = 0;
  hub.answer = (method) => {
    if (method === 'GetMeetingDetails') return { logLevel };
    if (method === 'JoinRoom') return joined([grey]);
    return undefined;
  };
  const deps: Partial<MeetingRoomDeps> = {
    hub: () => hub as never,
    startHub: async () => undefined,
    iceServers: async () => [{ urls: ['turn:turn.test'], username: 'u', credential: 'c' }],
    getLocalMedia: async () => ({
      stream: new StubStream([new StubTrack('audio'), new StubTrack('video')]) as unknown as MediaStream,
      problem: null,
    }),
    listDevices: async () => ({ audioinput: [], videoinput: [] }),
    createPeerConnection: (configuration) =>
      new StubPeerConnection(configuration) as unknown as RTCPeerConnection,
    createStream: (tracks) => new StubStream(tracks as unknown as StubTrack[]) as unknown as MediaStream,
    sampleStats: async (pc) => {
      samples += 1;
      return {
        at: samples * 2500,
        connectionState: 'connected',
        roundTripTimeMs: 30,
        packetsReceived: samples * 100,
        packetsLost: 0,
        jitterMs: 2,
        framesDecoded: null,
        ...sample(pc, samples),
      };
    },
    now: () => Date.parse('2026-11-26T10:00:03.000Z'),
  };
  return { hub, client: new MeetingRoomClient(9, 5, deps) };
}

afterEach(() => {
  vi.useRealTimers();
  StubPeerConnection.created = [];
});

describe('joining', () => {
  it('joins with the ICE servers of the route and offers to each one already there', async () => {
    const { hub, client } = setUp();
    await client.join();
    expect(hub.invoked.map((i) => i.method)).toEqual(['GetMeetingDetails', 'JoinRoom']);
    const state = client.store.getState();
    expect(state.status).toBe('joined');
    expect(state.participants.map((p) => p.userId)).toEqual(['user-grey']);
    expect(state.clockOffsetMs).toBe(-3000);
    expect(StubPeerConnection.created[0]?.configuration.iceServers).toEqual([
      { urls: ['turn:turn.test'], username: 'u', credential: 'c' },
    ]);
  });

  it('a signal or an arrival while JoinRoom is answering is kept until the mesh exists', async () => {
    const { hub, client } = setUp();
    let answer: (value: JoinRoomResult) => void = () => undefined;
    hub.answer = (method) => {
      if (method === 'JoinRoom') return new Promise<JoinRoomResult>((resolve) => (answer = resolve));
      return { logLevel: 4 };
    };
    const joining = client.join();
    await vi.waitFor(() => expect(hub.invoked.map((i) => i.method)).toContain('JoinRoom'));
    hub.emit('MeetingParticipantJoined', {
      roomId: 5,
      participant: { ...grey, connectionId: 'conn-kim', userId: 'user-kim', name: 'Alex Kim' },
    });
    answer(joined([]));
    await joining;
    expect(client.store.getState().participants.map((p) => p.userId)).toEqual(['user-kim']);
    expect(StubPeerConnection.created).toHaveLength(1);
  });

  it('someone back on a new connection replaces their old one', async () => {
    const { hub, client } = setUp();
    await client.join();
    hub.emit('MeetingParticipantJoined', {
      roomId: 5,
      participant: { ...grey, connectionId: 'conn-grey-2' },
    });
    expect(client.store.getState().participants.map((p) => p.connectionId)).toEqual(['conn-grey-2']);
    expect(StubPeerConnection.created[0]?.closed).toBe(true);
    // Not announced again: they never left.
    expect(client.store.getState().notice).toBeNull();
  });

  it('taken out of the room by the server (my own connection left), the call ends here', async () => {
    const { hub, client } = setUp();
    await client.join();
    hub.emit('MeetingParticipantLeft', { roomId: 5, connectionId: 'conn-me', userId: 'user-me' });
    expect(client.store.getState()).toMatchObject({ status: 'idle', localStream: null, participants: [] });
    expect(StubPeerConnection.created[0]?.closed).toBe(true);
    expect(hub.handlerCount()).toBe(0);
    expect(hub.invoked.map((i) => i.method)).not.toContain('LeaveRoom');
  });

  it('events of another room are not ours', async () => {
    const { hub, client } = setUp();
    await client.join();
    hub.emit('MeetingParticipantLeft', { roomId: 6, connectionId: 'conn-grey', userId: 'user-grey' });
    hub.emit('StopMeeting', { timeRangeId: 9, roomId: 6 });
    expect(client.store.getState().status).toBe('joined');
    expect(client.store.getState().participants).toHaveLength(1);
  });

  it('a timer stopped by the program user ends the room like StopMeeting', async () => {
    const { hub, client } = setUp();
    await client.join();
    hub.emit('UpdateMeetingTimer', { timeRangeId: 9, timer: { ...timer(), status: 'Stopped' } });
    expect(client.store.getState().status).toBe('ended');
    expect(hub.handlerCount()).toBe(0);
  });
});

describe('health', () => {
  it('measures every 2.5 s and reports every 5 s; Good when alone', async () => {
    vi.useFakeTimers();
    const { hub, client } = setUp();
    hub.answer = (method) => (method === 'JoinRoom' ? joined([]) : { logLevel: 4 });
    await client.join();
    await vi.advanceTimersByTimeAsync(5000);
    expect(hub.sent.filter((s) => s.method === 'UpdateConnectionHealth').map((s) => s.args)).toEqual([
      [9, 'Good'],
    ]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(hub.sent.filter((s) => s.method === 'UpdateConnectionHealth')).toHaveLength(2);
  });

  it('reports the worst link once it has held for two samples', async () => {
    vi.useFakeTimers();
    const { hub, client } = setUp(4, (_pc, n) => (n >= 2 ? { roundTripTimeMs: 1200 } : {}));
    await client.join();
    await vi.advanceTimersByTimeAsync(2500); // Good
    expect(client.store.getState().myHealth).toBe('Good');
    await vi.advanceTimersByTimeAsync(2500); // Unstable once: still Good
    expect(client.store.getState().myHealth).toBe('Good');
    expect(hub.sent.filter((s) => s.method === 'UpdateConnectionHealth').map((s) => s.args[1])).toEqual([
      'Good',
    ]);
    await vi.advanceTimersByTimeAsync(2500); // twice: Unstable
    expect(client.store.getState().myHealth).toBe('Unstable');
    await vi.advanceTimersByTimeAsync(2500);
    expect(hub.sent.filter((s) => s.method === 'UpdateConnectionHealth').map((s) => s.args[1])).toEqual([
      'Good',
      'Unstable',
    ]);
  });
});

describe('the meeting log', () => {
  it('sends events at or above the meeting’s level only', async () => {
    const { hub, client } = setUp(3);
    hub.answer = (method) => {
      if (method === 'GetMeetingDetails') return { logLevel: 3 };
      throw new Error(
        "An unexpected error occurred invoking 'JoinRoom' on the server. HubException: No such room.",
      );
    };
    await client.join();
    const logged = hub.sent.filter((s) => s.method === 'LogEvent').map((s) => s.args);
    expect(logged).toEqual([
      [9, { level: 3, event: 'JoinRoomFailed', message: 'No such room.', roomId: 5, details: null }],
    ]);
    expect(client.store.getState()).toMatchObject({ status: 'error', error: 'No such room.' });
  });

  it('OFF sends nothing', async () => {
    const { hub, client } = setUp(4);
    hub.answer = (method) => {
      if (method === 'GetMeetingDetails') return { logLevel: 4 };
      throw new Error('HubException: This room is full: a video call holds at most 6 people.');
    };
    await client.join();
    expect(hub.sent.filter((s) => s.method === 'LogEvent')).toEqual([]);
    expect(client.store.getState().status).toBe('full');
  });

  it('takes the server’s own words out of a hub refusal', () => {
    expect(
      serverWords(new Error("Failed to invoke 'X' due to an error on the server. HubException: Nope.")),
    ).toBe('Nope.');
    expect(serverWords(new Error('plain'))).toBe('plain');
  });
});

describe('reconnecting', () => {
  it('a drop while JoinRoom is answering asks again once the hub is back, once', async () => {
    const { hub, client } = setUp(4);
    let joins = 0;
    hub.answer = (method) => {
      if (method !== 'JoinRoom') return undefined;
      joins += 1;
      if (joins === 1) {
        hub.state = 'Reconnecting';
        throw new Error('Invocation canceled due to the underlying connection being closed.');
      }
      return joined([grey]);
    };
    const joining = client.join();
    await vi.waitFor(() => expect(client.store.getState().reconnecting).toBe(true));
    expect(client.store.getState().status).toBe('joining');
    hub.setState('Connected');
    await joining;
    expect(joins).toBe(2);
    expect(client.store.getState()).toMatchObject({ status: 'joined', reconnecting: false, error: null });
  });

  it('joins again on a new connection and drops the old peers', async () => {
    const { hub, client } = setUp(4);
    await client.join();
    hub.setState('Reconnecting');
    expect(client.store.getState().reconnecting).toBe(true);
    hub.answer = (method) =>
      method === 'JoinRoom' ? { ...joined([grey]), connectionId: 'conn-me-2' } : undefined;
    hub.setState('Connected');
    await vi.waitFor(() => expect(client.store.getState().reconnecting).toBe(false));
    expect(hub.invoked.filter((i) => i.method === 'JoinRoom')).toHaveLength(2);
    expect(StubPeerConnection.created.map((pc) => pc.closed)).toEqual([true, false]);
  });

  it('a peer connection that stays failed is dropped; one that recovers is kept', async () => {
    vi.useFakeTimers();
    const { hub, client } = setUp(4);
    hub.answer = (method) =>
      method === 'JoinRoom'
        ? joined([grey, { ...grey, connectionId: 'conn-kim', userId: 'user-kim' }])
        : undefined;
    await client.join();
    const [toGrey, toKim] = StubPeerConnection.created;
    toGrey?.become('failed');
    toKim?.become('failed');
    expect(toGrey?.restarts).toBe(1);
    await vi.advanceTimersByTimeAsync(5000);
    toKim?.become('connected');
    await vi.advanceTimersByTimeAsync(15_000);
    expect(toGrey?.closed).toBe(true);
    expect(toKim?.closed).toBe(false);
    // The person stays (the server says who is in the room); only the dead connection goes.
    expect(client.store.getState().participants.map((p) => p.userId)).toEqual(['user-grey', 'user-kim']);
  });
});
