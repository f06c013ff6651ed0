/**
 * One video room on this device (issue 17, ADR 0026): the camera preview before joining, JoinRoom on
 * the Meeting hub, the mesh of peer connections, the room's events (people joining and leaving,
 * signals, health, the shared timer, StopMeeting), the health this device measures (sent every 5 s),
 * the client's log at the meeting's level, and rejoining after the hub reconnects (a reconnected
 * connection is a new one on the server, so the room is joined again and the peers rebuilt; the
 * others drop our old connection when its MeetingParticipantLeft arrives).
 *
 * Framework-free; the state is a zustand store that `useVideoRoom` reads.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  connectionHealthEvent,
  getIceServers,
  type JoinRoomResult,
  type MeetingDetails,
  meetingSignalEvent,
  meetingTimerEvent,
  participantJoinedEvent,
  participantLeftEvent,
  type RoomParticipant,
  type RoomTimer,
  roomTimer,
  stopMeetingEvent,
} from '../../../core/contracts/meetings/meetings.contract.ts';
import {
  type ConnectionHealth,
  type MeetingRole,
  meetingLogLevels,
  type RoomTimerStatus,
} from '../../../core/domain/meetings.ts';
import type { HubEventName } from '../../../core/realtime/hubs.ts';
import { call } from '../../lib/http/http-client.ts';
import type { HubConnectionService } from '../../lib/realtime/hub-connection.ts';
import { hubConnection, startHub } from '../../lib/realtime/hub-registry.ts';
import {
  classifyLink,
  HealthHysteresis,
  measureLink,
  type StatsSample,
  sampleStats,
  worstHealth,
} from './connection-health.ts';
import {
  type DeviceLists,
  getLocalMedia,
  getScreenTrack,
  getTrack,
  listDevices,
  type MediaProblem,
  mediaProblemOf,
  stopStream,
} from './media-devices.ts';
import { type MediaKind, PeerMesh } from './peer-mesh.ts';
import { clockOffsetMs } from './room-timer.ts';

export type RoomStatus = 'idle' | 'joining' | 'joined' | 'full' | 'ended' | 'error';

export type RoomPeople = {
  connectionId: string;
  userId: string;
  name: string;
  meetingRole: MeetingRole;
  stream: MediaStream | null;
  /** What they report (UpdateConnectionHealth); null until measured. */
  health: ConnectionHealth | null;
};

/** Someone came or went: for the room's live region. */
export type RoomNotice = { kind: 'joined' | 'left'; name: string; seq: number };

export type VideoRoomState = {
  status: RoomStatus;
  /** The server's words when it refused (a full room, a room not invited to), or an error's message. */
  error: string | null;
  /** Why the camera or microphone is missing. */
  mediaProblem: MediaProblem | null;
  /** The camera and microphone (the preview and what is sent). */
  localStream: MediaStream | null;
  /** The shared screen while sharing (sent instead of the camera). */
  screenStream: MediaStream | null;
  participants: RoomPeople[];
  myHealth: ConnectionHealth;
  timer: RoomTimer | null;
  /** Server clock minus device clock (ms) when the timer arrived. */
  clockOffsetMs: number;
  micOn: boolean;
  camOn: boolean;
  sharing: boolean;
  devices: DeviceLists;
  selectedDevices: { audio: string | null; video: string | null };
  /** The hub connection dropped and is coming back (the room is joined again when it does). */
  reconnecting: boolean;
  notice: RoomNotice | null;
  /** The server refused a timer change (its words). */
  timerError: string | null;
};

type MeetingHub = Pick<HubConnectionService<'Meeting'>, 'invoke' | 'send' | 'on' | 'subscribe' | 'state'>;

export type MeetingRoomDeps = {
  hub: () => MeetingHub;
  startHub: () => Promise<void>;
  iceServers: () => Promise<RTCIceServer[]>;
  getLocalMedia: typeof getLocalMedia;
  getTrack: typeof getTrack;
  getScreenTrack: typeof getScreenTrack;
  listDevices: typeof listDevices;
  createPeerConnection?: (configuration: RTCConfiguration) => RTCPeerConnection;
  createStream: (tracks: MediaStreamTrack[]) => MediaStream;
  sampleStats: typeof sampleStats;
  now: () => number;
  /** A device's name before permission ('Camera 1'). */
  unnamedDevice: (kind: MediaKind, n: number) => string;
};

const defaultDeps = (): MeetingRoomDeps => ({
  hub: () => hubConnection('Meeting'),
  startHub: () => startHub('Meeting'),
  iceServers: async () => (await call(getIceServers, {})).iceServers,
  getLocalMedia,
  getTrack,
  getScreenTrack,
  listDevices,
  createStream: (tracks) => new MediaStream(tracks),
  sampleStats,
  now: () => Date.now(),
  unnamedDevice: (kind, n) => `${kind === 'audio' ? 'Microphone' : 'Camera'} ${n}`,
});

/** A peer connection still failed this long after failing (ICE restarts included) is dropped. */
export const staleAfterMs = 15_000;

/** How often the links are measured; the health is sent every second sample (5 s). */
export const healthSampleMs = 2500;

/** A hub refusal's own words: what follows "HubException: " (the server's sentence). */
export function serverWords(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const at = message.indexOf('HubException: ');
  return at >= 0 ? message.slice(at + 'HubException: '.length) : message;
}

const initialState = (): VideoRoomState => ({
  status: 'idle',
  error: null,
  mediaProblem: null,
  localStream: null,
  screenStream: null,
  participants: [],
  myHealth: 'Good',
  timer: null,
  clockOffsetMs: 0,
  micOn: true,
  camOn: true,
  sharing: false,
  devices: { audioinput: [], videoinput: [] },
  selectedDevices: { audio: null, video: null },
  reconnecting: false,
  notice: null,
  timerError: null,
});

export class MeetingRoomClient {
  readonly store: StoreApi<VideoRoomState>;
  readonly timeRangeId: number;
  readonly roomId: number;
  private readonly deps: MeetingRoomDeps;
  private mesh: PeerMesh | null = null;
  private iceServerList: RTCIceServer[] = [];
  private iceProblem: string | null = null;
  private logLevel: number = meetingLogLevels.WARN;
  /** Bumped by leave and dispose: work started before gives up. */
  private generation = 0;
  private unsubscribe: (() => void)[] = [];
  private healthTimer: ReturnType<typeof setInterval> | null = null;
  private healthTicks = 0;
  private readonly samples = new Map<string, StatsSample>();
  private readonly healths = new Map<string, HealthHysteresis>();
  private lastHubState: string | null = null;
  /** Signals and arrivals that came while JoinRoom was still answering. */
  private early: { event: HubEventName; payload: unknown }[] = [];
  private entering = false;
  private noticeSeq = 0;
  private readonly staleTimers = new Map<string, ReturnType<typeof setTimeout>>();
  private preparing: { generation: number; done: Promise<void> } | null = null;
  private listening = false;

  constructor(timeRangeId: number, roomId: number, deps: Partial<MeetingRoomDeps> = {}) {
    this.timeRangeId = timeRangeId;
    this.roomId = roomId;
    this.deps = { ...defaultDeps(), ...deps };
    this.store = createStore<VideoRoomState>()(() => initialState());
  }

  private get state(): VideoRoomState {
    return this.store.getState();
  }

  private set(patch: Partial<VideoRoomState>): void {
    this.store.setState(patch);
  }

  // ---------- the camera and microphone ----------

  /** The preview before joining: asks for the camera and microphone, lists the devices. */
  prepare = (): Promise<void> => {
    // One request at a time; one started before a leave or dispose gives its stream up, so ask again.
    if (this.preparing?.generation === this.generation) return this.preparing.done;
    const preparing = {
      generation: this.generation,
      done: this.acquire().finally(() => {
        if (this.preparing === preparing) this.preparing = null;
      }),
    };
    this.preparing = preparing;
    return preparing.done;
  };

  private async acquire(): Promise<void> {
    if (this.state.localStream) return;
    const generation = this.generation;
    const { selectedDevices } = this.state;
    const { stream, problem } = await this.deps.getLocalMedia({
      audioDeviceId: selectedDevices.audio,
      videoDeviceId: selectedDevices.video,
    });
    if (generation !== this.generation) {
      stopStream(stream);
      return;
    }
    const audio = stream?.getAudioTracks()[0];
    const video = stream?.getVideoTracks()[0];
    if (audio) audio.enabled = this.state.micOn;
    if (video) video.enabled = this.state.camOn;
    this.set({
      localStream: stream,
      mediaProblem: problem,
      micOn: audio ? this.state.micOn : false,
      camOn: video ? this.state.camOn : false,
      selectedDevices: {
        audio: audio?.getSettings?.().deviceId ?? selectedDevices.audio,
        video: video?.getSettings?.().deviceId ?? selectedDevices.video,
      },
    });
    await this.refreshDevices();
  }

  refreshDevices = async (): Promise<void> => {
    try {
      this.set({ devices: await this.deps.listDevices(this.deps.unnamedDevice) });
    } catch {
      // the lists stay as they were
    }
  };

  private track(kind: MediaKind): MediaStreamTrack | null {
    return this.state.localStream?.getTracks().find((t) => t.kind === kind) ?? null;
  }

  toggleMic = (): void => {
    const track = this.track('audio');
    if (!track) return;
    track.enabled = !track.enabled;
    this.set({ micOn: track.enabled });
  };

  toggleCam = (): void => {
    const track = this.track('video');
    if (!track) return;
    track.enabled = !track.enabled;
    this.set({ camOn: track.enabled });
  };

  /** Another camera or microphone: the new track goes to every peer, the old one stops. */
  switchDevice = async (kind: MediaKind, deviceId: string): Promise<void> => {
    const old = this.track(kind);
    if (old?.getSettings?.().deviceId === deviceId) return;
    let track: MediaStreamTrack;
    try {
      track = await this.deps.getTrack(kind, deviceId);
    } catch (error) {
      this.set({ mediaProblem: mediaProblemOf(error) });
      this.log(meetingLogLevels.WARN, 'DeviceSwitchFailed', serverWords(error), { kind });
      return;
    }
    track.enabled = kind === 'audio' ? this.state.micOn || !old : this.state.camOn || !old;
    const others = this.state.localStream?.getTracks().filter((t) => t.kind !== kind) ?? [];
    // A new stream object: video elements pick the new track up reliably.
    const localStream = this.deps.createStream([...others, track]);
    this.set({
      localStream,
      mediaProblem: null,
      selectedDevices: { ...this.state.selectedDevices, [kind]: deviceId },
      ...(kind === 'audio' ? { micOn: track.enabled } : { camOn: track.enabled }),
    });
    this.mesh?.setLocalStream(this.outgoing());
    if (!(kind === 'video' && this.state.sharing)) await this.mesh?.replaceTrack(kind, track);
    old?.stop();
  };

  /** The tracks sent: the microphone and the camera, or the screen while sharing. */
  private outgoing(): MediaStream | null {
    const audio = this.track('audio');
    const video = this.state.screenStream?.getVideoTracks()[0] ?? this.track('video');
    const tracks = [audio, video].filter((t): t is MediaStreamTrack => t !== null);
    return tracks.length ? this.deps.createStream(tracks) : null;
  }

  startShare = async (): Promise<void> => {
    if (this.state.sharing) return;
    let track: MediaStreamTrack;
    try {
      track = await this.deps.getScreenTrack();
    } catch (error) {
      // Cancelling the browser's picker is a choice, not a failure.
      if (mediaProblemOf(error) !== 'denied')
        this.log(meetingLogLevels.WARN, 'ScreenShareFailed', serverWords(error));
      return;
    }
    track.addEventListener('ended', () => {
      // The browser's own "Stop sharing" bar.
      void this.stopShare();
    });
    this.set({ sharing: true, screenStream: this.deps.createStream([track]) });
    this.mesh?.setLocalStream(this.outgoing());
    await this.mesh?.replaceTrack('video', track);
  };

  stopShare = async (): Promise<void> => {
    const screen = this.state.screenStream;
    if (!screen) return;
    this.set({ sharing: false, screenStream: null });
    const camera = this.track('video');
    this.mesh?.setLocalStream(this.outgoing());
    if (camera) await this.mesh?.replaceTrack('video', camera);
    stopStream(screen);
  };

  // ---------- the room ----------

  join = async (): Promise<void> => {
    if (this.state.status === 'joining' || this.state.status === 'joined') return;
    const generation = ++this.generation;
    this.set({ status: 'joining', error: null, notice: null });
    if (!this.state.localStream) await this.acquire();
    try {
      this.iceServerList = await this.deps.iceServers();
    } catch (error) {
      // Without STUN/TURN a local network still connects; say so in the log.
      this.iceServerList = [];
      this.iceProblem = serverWords(error);
    }
    if (generation !== this.generation) return;
    await this.deps.startHub();
    await this.connected(generation);
    if (generation !== this.generation) return;
    this.listen();
    try {
      const details = await this.deps.hub().invoke<MeetingDetails>('GetMeetingDetails', this.timeRangeId);
      if (typeof details?.logLevel === 'number') this.logLevel = details.logLevel;
    } catch {
      // The level stays at WARN.
    }
    if (generation !== this.generation) return;
    await this.enter(generation);
  };

  /** Waits for the hub to be connected (the service retries by itself). */
  private connected(generation: number): Promise<void> {
    const hub = this.deps.hub();
    if (hub.state === 'Connected') return Promise.resolve();
    return new Promise((resolve) => {
      const stop = hub.subscribe(() => {
        if (hub.state === 'Connected' || generation !== this.generation) {
          stop();
          resolve();
        }
      });
      this.unsubscribe.push(stop);
    });
  }

  private listen(): void {
    if (this.listening) return;
    this.listening = true;
    const hub = this.deps.hub();
    const on = (event: HubEventName, handle: (payload: unknown) => void) =>
      this.unsubscribe.push(hub.on(event, (...args: unknown[]) => handle(args[0])));
    const early = (event: HubEventName, handle: (payload: unknown) => void) =>
      on(event, (payload) => {
        if (this.entering) this.early.push({ event, payload });
        else handle(payload);
      });
    early('MeetingParticipantJoined', (payload) => this.someoneJoined(payload));
    early('MeetingSignal', (payload) => this.signal(payload));
    on('MeetingParticipantLeft', (payload) => this.someoneLeft(payload));
    on('UpdateConnectionHealth', (payload) => this.healthReported(payload));
    on('UpdateMeetingTimer', (payload) => this.timerUpdated(payload));
    on('StopMeeting', (payload) => {
      const parsed = stopMeetingEvent.safeParse(payload);
      if (parsed.success && parsed.data.roomId === this.roomId && this.state.status === 'joined') this.end();
    });
    this.lastHubState = hub.state;
    this.unsubscribe.push(
      hub.subscribe(() => {
        const state = hub.state;
        const was = this.lastHubState;
        this.lastHubState = state;
        if (this.state.status !== 'joined') return;
        if (state === 'Reconnecting' || state === 'Disconnected') this.set({ reconnecting: true });
        if (state === 'Connected' && was !== 'Connected' && !this.entering) {
          this.log(meetingLogLevels.INFO, 'Rejoining');
          // enter handles its own errors
          void this.enter(this.generation);
        }
      }),
    );
  }

  /** JoinRoom, and a fresh mesh for the people it lists (I am the newcomer: I offer). */
  private async enter(generation: number): Promise<void> {
    const hub = this.deps.hub();
    this.entering = true;
    let result: JoinRoomResult;
    try {
      result = await hub.invoke<JoinRoomResult>('JoinRoom', this.timeRangeId, this.roomId);
    } catch (error) {
      if (generation === this.generation && hub.state !== 'Connected') {
        // The connection dropped while asking: ask again once it is back (still entering, so the
        // reconnect watcher does not ask a second time).
        this.set({ reconnecting: true });
        await this.connected(generation);
        if (generation === this.generation) await this.enter(generation);
        return;
      }
      this.entering = false;
      this.early = [];
      if (generation !== this.generation) return;
      const words = serverWords(error);
      this.log(meetingLogLevels.ERROR, 'JoinRoomFailed', words);
      this.hangUp(false);
      this.set({ status: /\bfull\b/i.test(words) ? 'full' : 'error', error: words, reconnecting: false });
      return;
    }
    if (generation !== this.generation) {
      this.entering = false;
      return;
    }
    this.mesh?.close();
    this.samples.clear();
    this.healths.clear();
    const mesh = new PeerMesh({
      selfId: result.connectionId,
      configuration: { iceServers: this.iceServerList },
      ...(this.deps.createPeerConnection ? { createPeerConnection: this.deps.createPeerConnection } : {}),
      createStream: () => this.deps.createStream([]),
      sendSignal: (to, signal) => {
        void hub.send('SendSignal', this.roomId, to, signal); // send reports its own failures
      },
      onStream: (connectionId, stream) => this.updatePerson(connectionId, { stream }),
      onPeerState: (connectionId, state) => this.peerState(mesh, connectionId, state),
      onError: (error, context, connectionId) =>
        this.log(meetingLogLevels.ERROR, 'SignallingError', serverWords(error), { context, connectionId }),
    });
    this.mesh = mesh;
    mesh.setLocalStream(this.outgoing());
    const others = result.participants.filter((p) => p.connectionId !== result.connectionId);
    this.set({
      status: 'joined',
      error: null,
      reconnecting: false,
      participants: others.map((p) => this.person(p)),
      timer: result.timer,
      clockOffsetMs: clockOffsetMs(result.timer.serverNow, this.deps.now()),
    });
    for (const person of others) mesh.addPeer(person.connectionId, { initiator: true });
    this.entering = false;
    const early = this.early;
    this.early = [];
    for (const { event, payload } of early) {
      if (event === 'MeetingParticipantJoined') this.someoneJoined(payload);
      else this.signal(payload);
    }
    this.startHealth();
    // Logged once the hub is up (the level comes from GetMeetingDetails).
    if (this.iceProblem) this.log(meetingLogLevels.WARN, 'IceServersUnavailable', this.iceProblem);
    if (this.state.mediaProblem) this.log(meetingLogLevels.WARN, 'MediaUnavailable', this.state.mediaProblem);
    this.iceProblem = null;
    this.log(meetingLogLevels.DEBUG, 'JoinedRoom', null, {
      participants: others.length,
      iceServers: this.iceServerList.length,
    });
  }

  /**
   * A connection that failed restarts ICE (the mesh does); one still failed after `staleAfterMs` is
   * dropped: its person went away without a word, or comes back on a new connection (Joined).
   */
  private peerState(mesh: PeerMesh, connectionId: string, state: RTCPeerConnectionState): void {
    const pending = this.staleTimers.get(connectionId);
    if (pending) clearTimeout(pending);
    this.staleTimers.delete(connectionId);
    if (state !== 'failed') return;
    this.log(meetingLogLevels.WARN, 'PeerConnectionFailed', null, { connectionId });
    this.staleTimers.set(
      connectionId,
      setTimeout(() => {
        this.staleTimers.delete(connectionId);
        const pc = mesh.connections().find(([id]) => id === connectionId)?.[1];
        if (mesh !== this.mesh || pc?.connectionState !== 'failed') return;
        mesh.removePeer(connectionId);
        this.samples.delete(connectionId);
        this.healths.delete(connectionId);
        this.updatePerson(connectionId, { stream: null });
        this.log(meetingLogLevels.WARN, 'PeerDropped', null, { connectionId });
      }, staleAfterMs),
    );
  }

  private person(p: RoomParticipant): RoomPeople {
    return {
      connectionId: p.connectionId,
      userId: p.userId,
      name: p.name,
      meetingRole: p.meetingRole,
      stream: this.mesh?.streamOf(p.connectionId) ?? null,
      health: p.connectionHealth,
    };
  }

  private updatePerson(connectionId: string, patch: Partial<RoomPeople>): void {
    this.set({
      participants: this.state.participants.map((p) =>
        p.connectionId === connectionId ? { ...p, ...patch } : p,
      ),
    });
  }

  private notice(kind: RoomNotice['kind'], name: string): void {
    this.noticeSeq += 1;
    this.set({ notice: { kind, name, seq: this.noticeSeq } });
  }

  private someoneJoined(payload: unknown): void {
    const parsed = participantJoinedEvent.safeParse(payload);
    const mesh = this.mesh;
    if (!parsed.success || parsed.data.roomId !== this.roomId || !mesh) return;
    const { participant } = parsed.data;
    if (participant.connectionId === mesh.selfId) return;
    // The same person on a new connection (they reconnected): their old one is stale.
    for (const stale of this.state.participants) {
      if (stale.userId === participant.userId && stale.connectionId !== participant.connectionId) {
        mesh.removePeer(stale.connectionId);
      }
    }
    const known = this.state.participants.some((p) => p.userId === participant.userId);
    mesh.addPeer(participant.connectionId, { initiator: false });
    this.set({
      participants: [
        ...this.state.participants.filter((p) => p.userId !== participant.userId),
        this.person(participant),
      ],
    });
    if (!known) this.notice('joined', participant.name);
  }

  private someoneLeft(payload: unknown): void {
    const parsed = participantLeftEvent.safeParse(payload);
    if (!parsed.success || parsed.data.roomId !== this.roomId) return;
    const { connectionId } = parsed.data;
    // While joining again the mesh still has the old id, whose Left is expected: not an eviction.
    if (this.mesh && connectionId === this.mesh.selfId && !this.entering) {
      // The server took this connection out of the room (sent back to the waiting room, or the same
      // person joined from a newer connection): the call ends here, the camera goes off.
      this.generation += 1;
      this.hangUp(true);
      this.set({
        ...initialState(),
        devices: this.state.devices,
        selectedDevices: this.state.selectedDevices,
      });
      return;
    }
    this.mesh?.removePeer(connectionId);
    this.samples.delete(connectionId);
    this.healths.delete(connectionId);
    const leaving = this.state.participants.find((p) => p.connectionId === connectionId);
    if (!leaving) return;
    this.set({ participants: this.state.participants.filter((p) => p.connectionId !== connectionId) });
    this.notice('left', leaving.name);
  }

  private signal(payload: unknown): void {
    const parsed = meetingSignalEvent.safeParse(payload);
    if (!parsed.success || parsed.data.roomId !== this.roomId) return;
    this.mesh?.handleSignal(parsed.data.fromConnectionId, parsed.data.signal);
  }

  private healthReported(payload: unknown): void {
    const parsed = connectionHealthEvent.safeParse(payload);
    if (!parsed.success || parsed.data.timeRangeId !== this.timeRangeId) return;
    const { userId, connectionHealth } = parsed.data;
    if (!this.state.participants.some((p) => p.userId === userId)) return;
    this.set({
      participants: this.state.participants.map((p) =>
        p.userId === userId ? { ...p, health: connectionHealth } : p,
      ),
    });
  }

  private timerUpdated(payload: unknown): void {
    const parsed = meetingTimerEvent.safeParse(payload);
    if (!parsed.success || parsed.data.timer.roomId !== this.roomId) return;
    this.takeTimer(parsed.data.timer);
    if (parsed.data.timer.status === 'Stopped' && this.state.status === 'joined') this.end();
  }

  private takeTimer(timer: RoomTimer): void {
    this.set({ timer, clockOffsetMs: clockOffsetMs(timer.serverNow, this.deps.now()), timerError: null });
  }

  /** Program users: Start (Running), Pause, Resume (Running), Reset (Initial), End meeting (Stopped). */
  updateTimer = async (status: RoomTimerStatus): Promise<void> => {
    try {
      const answer = await this.deps.hub().invoke<unknown>('UpdateTimer', this.roomId, { status });
      const parsed = roomTimer.safeParse(answer);
      if (parsed.success && parsed.data.roomId === this.roomId) this.takeTimer(parsed.data);
    } catch (error) {
      const words = serverWords(error);
      this.set({ timerError: words });
      this.log(meetingLogLevels.WARN, 'TimerUpdateFailed', words, { status });
    }
  };

  // ---------- health ----------

  private startHealth(): void {
    if (this.healthTimer) return;
    this.healthTicks = 0;
    this.healthTimer = setInterval(() => {
      // measure handles its own errors
      void this.measure();
    }, healthSampleMs);
  }

  private async measure(): Promise<void> {
    const mesh = this.mesh;
    if (!mesh || this.state.status !== 'joined') return;
    const shown: ConnectionHealth[] = [];
    for (const [connectionId, pc] of mesh.connections()) {
      try {
        const sample = await this.deps.sampleStats(pc);
        const health = classifyLink(measureLink(this.samples.get(connectionId) ?? null, sample));
        this.samples.set(connectionId, sample);
        const hysteresis = this.healths.get(connectionId) ?? new HealthHysteresis();
        this.healths.set(connectionId, hysteresis);
        shown.push(hysteresis.push(health));
      } catch {
        // a connection closing while read
      }
    }
    if (mesh !== this.mesh) return;
    const myHealth = worstHealth(shown);
    this.set({ myHealth });
    this.healthTicks += 1;
    if (this.healthTicks % 2 === 0) {
      void this.deps.hub().send('UpdateConnectionHealth', this.timeRangeId, myHealth); // reports its own failures
    }
  }

  // ---------- the log ----------

  private log(
    level: number,
    event: string,
    message?: string | null,
    details?: Record<string, unknown>,
  ): void {
    if (this.logLevel >= meetingLogLevels.OFF || level < this.logLevel) return;
    if (this.deps.hub().state !== 'Connected') return;
    void this.deps.hub().send('LogEvent', this.timeRangeId, {
      level,
      event,
      message: message ?? null,
      roomId: this.roomId,
      details: details ?? null,
    }); // reports its own failures
  }

  // ---------- ending ----------

  /** StopMeeting (or the timer Stopped): the meeting is over for everyone. */
  private end(): void {
    this.generation += 1;
    this.hangUp(true);
    this.set({ status: 'ended', participants: [], reconnecting: false });
  }

  /** Leaves the room (the Leave button): back to the start, the camera off. */
  leave = async (): Promise<void> => {
    const wasIn = this.state.status === 'joined' || this.state.status === 'joining';
    this.generation += 1;
    this.hangUp(true);
    this.set({ ...initialState(), devices: this.state.devices, selectedDevices: this.state.selectedDevices });
    if (wasIn && this.deps.hub().state === 'Connected') {
      try {
        await this.deps.hub().invoke('LeaveRoom', this.timeRangeId, this.roomId);
      } catch {
        // the server drops the connection from the room when it closes anyway
      }
    }
  };

  /** The component is gone: leave if in the room, and let go of the camera. */
  dispose = (): void => {
    // leave handles its own errors
    void this.leave();
  };

  private hangUp(stopMedia: boolean): void {
    for (const stop of this.unsubscribe) stop();
    this.unsubscribe = [];
    this.listening = false;
    this.entering = false;
    this.early = [];
    if (this.healthTimer) clearInterval(this.healthTimer);
    this.healthTimer = null;
    this.mesh?.close();
    this.mesh = null;
    for (const timer of this.staleTimers.values()) clearTimeout(timer);
    this.staleTimers.clear();
    this.samples.clear();
    this.healths.clear();
    if (stopMedia) {
      stopStream(this.state.screenStream);
      stopStream(this.state.localStream);
      this.set({ localStream: null, screenStream: null, sharing: false });
    }
  }
}
