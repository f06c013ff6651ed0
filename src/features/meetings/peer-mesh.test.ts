/**
 * The mesh's negotiation against an in-memory stand-in for RTCPeerConnection (jsdom has no WebRTC).
 * The fake keeps the parts of the real state machine the mesh relies on: signalling states and their
 * InvalidStateErrors, implicit rollback of a local offer by a remote one, m-lines matched by mid,
 * addTrack reusing a transceiver a remote offer created, `negotiationneeded` fired only in stable (and
 * again after a rollback left something unnegotiated), ICE candidates refused before a remote
 * description, a connection that connects only once both sides' candidates of the current ICE
 * generation are in, and ICE restarts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RtcSignal } from '../../../core/contracts/meetings/meetings.contract.ts';
import { isPolite, PeerMesh } from './peer-mesh.ts';

let counter = 0;
const nextId = (prefix: string) => `${prefix}${++counter}`;

class FakeTrack {
  readonly id: string;
  readonly kind: string;
  /** A remote track: the id of the track the other side sends on this m-line. */
  remoteOf: string | null = null;
  enabled = true;
  constructor(kind: string, id = nextId(kind)) {
    this.kind = kind;
    this.id = id;
  }
}

class FakeStream {
  readonly id = nextId('stream');
  private readonly tracks: FakeTrack[];
  constructor(tracks: FakeTrack[] = []) {
    this.tracks = [...tracks];
  }
  getTracks() {
    return [...this.tracks];
  }
  addTrack(track: FakeTrack) {
    this.tracks.push(track);
  }
}

type Direction = 'sendrecv' | 'sendonly' | 'recvonly' | 'inactive';
type MLine = { mid: string; kind: string; direction: Direction; trackId: string | null };
type FakeSdp = { lines: MLine[]; ice: number };

class FakeSender {
  track: FakeTrack | null;
  replaced = 0;
  constructor(track: FakeTrack | null) {
    this.track = track;
  }
  async replaceTrack(track: FakeTrack | null) {
    this.replaced += 1;
    this.track = track;
  }
}

class FakeTransceiver {
  mid: string | null = null;
  direction: Direction;
  negotiated: Direction | null = null;
  readonly byAddTrack: boolean;
  readonly sender: FakeSender;
  readonly receiver: { track: FakeTrack };
  constructor(kind: string, direction: Direction, track: FakeTrack | null, byAddTrack: boolean) {
    this.direction = direction;
    this.byAddTrack = byAddTrack;
    this.sender = new FakeSender(track);
    this.receiver = { track: new FakeTrack(kind) };
  }
}

const sends = (d: Direction) => d === 'sendrecv' || d === 'sendonly';
const receives = (d: Direction) => d === 'sendrecv' || d === 'recvonly';
const answerDirection = (mine: Direction, theirs: Direction): Direction => {
  const send = sends(mine) && receives(theirs);
  const receive = receives(mine) && sends(theirs);
  return send && receive ? 'sendrecv' : send ? 'sendonly' : receive ? 'recvonly' : 'inactive';
};
const invalidState = (what: string) => Object.assign(new Error(what), { name: 'InvalidStateError' });

class FakePeerConnection {
  static created: FakePeerConnection[] = [];
  readonly name = nextId('pc');
  signalingState: RTCSignalingState = 'stable';
  connectionState: RTCPeerConnectionState = 'new';
  localDescription: { type: 'offer' | 'answer'; sdp: string } | null = null;
  remoteDescription: { type: 'offer' | 'answer'; sdp: string } | null = null;
  readonly transceivers: FakeTransceiver[] = [];
  onnegotiationneeded: (() => void) | null = null;
  onicecandidate: ((event: { candidate: RTCIceCandidateInit | null }) => void) | null = null;
  ontrack: ((event: { track: FakeTrack }) => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  offersMade = 0;
  closed = false;
  private localIce = 0;
  private remoteIce = -1;
  private remoteCandidateIce = -1;
  private restartPending = false;
  private negotiationScheduled = false;
  private midCounter = 0;
  private pendingMids: FakeTransceiver[] = [];
  private readonly receiving = new Set<FakeTransceiver>();

  constructor(readonly configuration: RTCConfiguration) {
    FakePeerConnection.created.push(this);
  }

  getSenders() {
    return this.transceivers.map((t) => t.sender);
  }
  getTransceivers() {
    return [...this.transceivers];
  }

  addTrack(track: FakeTrack, _stream: FakeStream) {
    const reusable = this.transceivers.find(
      (t) =>
        t.receiver.track.kind === track.kind &&
        t.sender.track === null &&
        !t.byAddTrack &&
        !sends(t.direction) &&
        t.mid !== null,
    );
    if (reusable) {
      reusable.sender.track = track;
      reusable.direction = reusable.direction === 'recvonly' ? 'sendrecv' : 'sendonly';
    } else this.transceivers.push(new FakeTransceiver(track.kind, 'sendrecv', track, true));
    this.checkNegotiation();
    return reusable?.sender ?? this.transceivers.at(-1)?.sender;
  }

  addTransceiver(kind: string, init: { direction: Direction }) {
    const transceiver = new FakeTransceiver(kind, init.direction, null, false);
    this.transceivers.push(transceiver);
    this.checkNegotiation();
    return transceiver;
  }

  restartIce() {
    this.restartPending = true;
    this.checkNegotiation();
  }

  private needsNegotiation() {
    return (
      this.restartPending || this.transceivers.some((t) => t.mid === null || t.negotiated !== t.direction)
    );
  }

  private checkNegotiation() {
    if (this.closed || this.signalingState !== 'stable' || this.negotiationScheduled) return;
    if (!this.needsNegotiation()) return;
    this.negotiationScheduled = true;
    setTimeout(() => {
      if (this.closed || this.signalingState !== 'stable' || !this.needsNegotiation()) {
        this.negotiationScheduled = false;
        return;
      }
      this.onnegotiationneeded?.();
    }, 0);
  }

  private toStable() {
    this.signalingState = 'stable';
    this.negotiationScheduled = false;
    this.checkNegotiation();
  }

  async setLocalDescription() {
    await Promise.resolve();
    if (this.closed) throw invalidState('closed');
    if (this.signalingState === 'stable') {
      if (this.restartPending) {
        this.localIce += 1;
        this.restartPending = false;
      }
      this.pendingMids = [];
      for (const t of this.transceivers) {
        if (t.mid === null) {
          t.mid = `m${this.midCounter++}`;
          this.pendingMids.push(t);
        }
      }
      const sdp: FakeSdp = {
        ice: this.localIce,
        lines: this.transceivers.map((t) => ({
          mid: t.mid as string,
          kind: t.receiver.track.kind,
          direction: t.direction,
          trackId: t.sender.track?.id ?? null,
        })),
      };
      this.offersMade += 1;
      this.localDescription = { type: 'offer', sdp: JSON.stringify(sdp) };
      this.signalingState = 'have-local-offer';
    } else if (this.signalingState === 'have-remote-offer') {
      const offer = JSON.parse(this.remoteDescription?.sdp ?? '{}') as FakeSdp;
      const lines = offer.lines.map((line) => {
        const t = this.transceivers.find((x) => x.mid === line.mid) as FakeTransceiver;
        t.negotiated = t.direction;
        return {
          ...line,
          direction: answerDirection(t.direction, line.direction),
          trackId: t.sender.track?.id ?? null,
        };
      });
      this.localDescription = { type: 'answer', sdp: JSON.stringify({ ice: this.localIce, lines }) };
      this.toStable();
    } else throw invalidState(`setLocalDescription in ${this.signalingState}`);
    this.gatherCandidates();
  }

  private gatherCandidates() {
    const ice = this.localIce;
    setTimeout(() => {
      if (this.closed) return;
      this.onicecandidate?.({
        candidate: {
          candidate: `candidate:${this.name}:${ice}`,
          sdpMid: 'm0',
          sdpMLineIndex: 0,
          usernameFragment: `u${ice}`,
        },
      });
      this.onicecandidate?.({ candidate: null });
    }, 0);
  }

  async setRemoteDescription(description: { type: 'offer' | 'answer'; sdp: string }) {
    await Promise.resolve();
    if (this.closed) throw invalidState('closed');
    const sdp = JSON.parse(description.sdp) as FakeSdp;
    if (description.type === 'offer') {
      if (this.signalingState === 'have-local-offer') {
        // Implicit rollback: the offer we made is forgotten, its new m-lines unassigned.
        for (const t of this.pendingMids) t.mid = null;
        this.pendingMids = [];
        this.localDescription = null;
        this.signalingState = 'stable';
      }
      if (this.signalingState !== 'stable') throw invalidState(`offer in ${this.signalingState}`);
      for (const line of sdp.lines) {
        let t = this.transceivers.find((x) => x.mid === line.mid);
        t ??= this.transceivers.find(
          (x) => x.mid === null && x.byAddTrack && x.receiver.track.kind === line.kind,
        );
        if (!t) {
          t = new FakeTransceiver(line.kind, 'recvonly', null, false);
          this.transceivers.push(t);
        }
        t.mid = line.mid;
        this.midCounter = Math.max(this.midCounter, Number(line.mid.slice(1)) + 1);
        this.receive(t, line, sends(line.direction));
      }
      if (sdp.ice > this.remoteIce && this.remoteIce >= 0) this.localIce += 1; // an ICE restart: restart too
      this.remoteIce = sdp.ice;
      this.remoteDescription = description;
      this.signalingState = 'have-remote-offer';
    } else {
      if (this.signalingState !== 'have-local-offer') throw invalidState(`answer in ${this.signalingState}`);
      for (const line of sdp.lines) {
        const t = this.transceivers.find((x) => x.mid === line.mid);
        if (!t) throw new Error(`answer names an unknown mid ${line.mid}`);
        this.receive(t, line, sends(line.direction));
      }
      for (const t of this.transceivers) if (t.mid !== null) t.negotiated = t.direction;
      this.pendingMids = [];
      this.remoteIce = sdp.ice;
      this.remoteDescription = description;
      this.toStable();
    }
    this.updateConnection();
  }

  private receive(t: FakeTransceiver, line: MLine, theySend: boolean) {
    t.receiver.track.remoteOf = line.trackId;
    if (theySend && !this.receiving.has(t)) {
      this.receiving.add(t);
      const track = t.receiver.track;
      setTimeout(() => this.ontrack?.({ track }), 0);
    }
  }

  async addIceCandidate(candidate: RTCIceCandidateInit) {
    await Promise.resolve();
    if (!this.remoteDescription) throw invalidState('no remote description');
    const ice = Number(candidate.usernameFragment?.slice(1));
    if (ice !== this.remoteIce) throw new Error('a candidate of another ICE generation');
    this.remoteCandidateIce = ice;
    this.updateConnection();
  }

  private updateConnection() {
    const up =
      this.signalingState === 'stable' && this.remoteCandidateIce === this.remoteIce && this.localDescription;
    if (up && this.connectionState !== 'connected') this.setConnection('connected');
  }

  setConnection(state: RTCPeerConnectionState) {
    this.connectionState = state;
    this.onconnectionstatechange?.();
  }

  close() {
    this.closed = true;
    this.signalingState = 'closed';
    this.connectionState = 'closed';
  }
}

type Member = {
  mesh: PeerMesh;
  stream: FakeStream;
  errors: unknown[];
  signals: { to: string; signal: RtcSignal }[];
};

/** Meshes wired to each other: a signal arrives a task later, like over the hub. */
function room() {
  const members = new Map<string, Member>();
  const join = (id: string, { audio = true, video = true } = {}) => {
    const stream = new FakeStream([
      ...(audio ? [new FakeTrack('audio', `${id}-mic`)] : []),
      ...(video ? [new FakeTrack('video', `${id}-cam`)] : []),
    ]);
    const errors: unknown[] = [];
    const signals: Member['signals'] = [];
    const mesh = new PeerMesh({
      selfId: id,
      createPeerConnection: (configuration) =>
        new FakePeerConnection(configuration) as unknown as RTCPeerConnection,
      createStream: () => new FakeStream() as unknown as MediaStream,
      configuration: { iceServers: [{ urls: ['stun:stun.test'] }] },
      sendSignal: (to, signal) => {
        signals.push({ to, signal });
        setTimeout(() => members.get(to)?.mesh.handleSignal(id, JSON.parse(JSON.stringify(signal))), 0);
      },
      onError: (error) => errors.push(error),
      iceRestartGapMs: 0,
    });
    mesh.setLocalStream(stream as unknown as MediaStream);
    const member = { mesh, stream, errors, signals };
    members.set(id, member);
    return member;
  };
  return { members, join };
}

/** The sender-side ids of the tracks `a` receives from `b`. */
const receivedFrom = (a: Member, b: string) =>
  ((a.mesh.streamOf(b) as unknown as FakeStream | null)?.getTracks() ?? []).map((t) => t.remoteOf).sort();

const pcOf = (a: Member, b: string) =>
  a.mesh.connections().find(([id]) => id === b)?.[1] as unknown as FakePeerConnection;

afterEach(() => {
  FakePeerConnection.created = [];
});

describe('politeness', () => {
  it('the lower connection id is polite, and both ends agree', () => {
    expect(isPolite('aaa', 'bbb')).toBe(true);
    expect(isPolite('bbb', 'aaa')).toBe(false);
  });
});

describe('two people', () => {
  it('the newcomer offers; each ends with the other’s camera and microphone, connected, without glare', async () => {
    const { join } = room();
    const first = join('conn-b');
    const newcomer = join('conn-a');
    first.mesh.addPeer('conn-a', { initiator: false }); // MeetingParticipantJoined
    newcomer.mesh.addPeer('conn-b', { initiator: true }); // JoinRoom's participants
    await vi.waitFor(() => {
      expect(receivedFrom(first, 'conn-a')).toEqual(['conn-a-cam', 'conn-a-mic']);
      expect(receivedFrom(newcomer, 'conn-b')).toEqual(['conn-b-cam', 'conn-b-mic']);
      expect(pcOf(first, 'conn-a').connectionState).toBe('connected');
      expect(pcOf(newcomer, 'conn-b').connectionState).toBe('connected');
    });
    expect(first.signals.filter((s) => s.signal.type === 'offer')).toHaveLength(0);
    expect(newcomer.signals.filter((s) => s.signal.type === 'offer')).toHaveLength(1);
    expect(first.signals.filter((s) => s.signal.type === 'answer')).toHaveLength(1);
    expect([...first.errors, ...newcomer.errors]).toEqual([]);
    expect(FakePeerConnection.created[0]?.configuration.iceServers).toEqual([{ urls: ['stun:stun.test'] }]);
  });

  it('an offer from someone not met yet (before their MeetingParticipantJoined) starts the connection', async () => {
    const { join } = room();
    const first = join('conn-1');
    const newcomer = join('conn-2');
    newcomer.mesh.addPeer('conn-1', { initiator: true });
    await vi.waitFor(() => {
      expect(receivedFrom(first, 'conn-2')).toEqual(['conn-2-cam', 'conn-2-mic']);
      expect(receivedFrom(newcomer, 'conn-1')).toEqual(['conn-1-cam', 'conn-1-mic']);
    });
  });

  it('glare: both offer at once; the polite one rolls back, and both end with the other’s stream', async () => {
    const { join } = room();
    const a = join('conn-a');
    const b = join('conn-b');
    a.mesh.addPeer('conn-b', { initiator: true });
    b.mesh.addPeer('conn-a', { initiator: true });
    await vi.waitFor(() => {
      expect(receivedFrom(a, 'conn-b')).toEqual(['conn-b-cam', 'conn-b-mic']);
      expect(receivedFrom(b, 'conn-a')).toEqual(['conn-a-cam', 'conn-a-mic']);
      expect(pcOf(a, 'conn-b').signalingState).toBe('stable');
      expect(pcOf(b, 'conn-a').signalingState).toBe('stable');
      expect(pcOf(a, 'conn-b').connectionState).toBe('connected');
      expect(pcOf(b, 'conn-a').connectionState).toBe('connected');
    });
    // Both offered: it was a real collision.
    expect(a.signals.some((s) => s.signal.type === 'offer')).toBe(true);
    expect(b.signals.some((s) => s.signal.type === 'offer')).toBe(true);
    expect([...a.errors, ...b.errors]).toEqual([]);
  });

  it('someone without a camera still receives the other’s video', async () => {
    const { join } = room();
    const first = join('conn-1');
    const newcomer = join('conn-2', { video: false });
    first.mesh.addPeer('conn-2', { initiator: false });
    newcomer.mesh.addPeer('conn-1', { initiator: true });
    await vi.waitFor(() => {
      expect(receivedFrom(newcomer, 'conn-1')).toEqual(['conn-1-cam', 'conn-1-mic']);
      expect(receivedFrom(first, 'conn-2')).toEqual(['conn-2-mic']);
    });
  });

  it('replacing the camera (another device, a screen) needs no new offer', async () => {
    const { join } = room();
    const first = join('conn-1');
    const newcomer = join('conn-2');
    first.mesh.addPeer('conn-2', { initiator: false });
    newcomer.mesh.addPeer('conn-1', { initiator: true });
    await vi.waitFor(() => expect(pcOf(newcomer, 'conn-1').connectionState).toBe('connected'));
    const offers = pcOf(newcomer, 'conn-1').offersMade;
    const screen = new FakeTrack('video', 'conn-2-screen');
    await newcomer.mesh.replaceTrack('video', screen as unknown as MediaStreamTrack);
    const sender = pcOf(newcomer, 'conn-1')
      .getSenders()
      .find((s) => s.track?.kind === 'video');
    expect(sender?.track).toBe(screen);
    expect(sender?.replaced).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pcOf(newcomer, 'conn-1').offersMade).toBe(offers);
    expect(pcOf(first, 'conn-2').offersMade).toBe(0);
  });

  it('a failed connection restarts ICE and connects again', async () => {
    const { join } = room();
    const first = join('conn-1');
    const newcomer = join('conn-2');
    first.mesh.addPeer('conn-2', { initiator: false });
    newcomer.mesh.addPeer('conn-1', { initiator: true });
    const pc = () => pcOf(first, 'conn-2');
    await vi.waitFor(() => expect(pc().connectionState).toBe('connected'));
    pc().setConnection('failed');
    await vi.waitFor(() => expect(pc().connectionState).toBe('connected'));
    expect(pc().offersMade).toBe(1);
    expect(first.signals.filter((s) => s.signal.type === 'offer')).toHaveLength(1);
    expect(first.errors).toEqual([]);
  });

  it('someone leaving closes their connection; closing hangs up on all', async () => {
    const { join } = room();
    const a = join('conn-1');
    const b = join('conn-2');
    const c = join('conn-3');
    a.mesh.addPeer('conn-2', { initiator: false });
    a.mesh.addPeer('conn-3', { initiator: false });
    b.mesh.addPeer('conn-1', { initiator: true });
    c.mesh.addPeer('conn-1', { initiator: true });
    await vi.waitFor(() => expect(a.mesh.peerIds).toEqual(['conn-2', 'conn-3']));
    const toB = pcOf(a, 'conn-2');
    a.mesh.removePeer('conn-2');
    expect(toB.closed).toBe(true);
    expect(a.mesh.peerIds).toEqual(['conn-3']);
    // A late candidate from the one who left opens nothing.
    a.mesh.handleSignal('conn-2', {
      type: 'candidate',
      candidate: { candidate: 'x', usernameFragment: 'u0' },
    });
    expect(a.mesh.peerIds).toEqual(['conn-3']);
    const toC = pcOf(a, 'conn-3');
    a.mesh.close();
    expect(toC.closed).toBe(true);
    a.mesh.addPeer('conn-9', { initiator: true });
    expect(a.mesh.peerIds).toEqual([]);
  });
});

describe('three people', () => {
  it('a third joins two who are talking: everyone ends with the two others’ streams', async () => {
    const { join } = room();
    const a = join('conn-m');
    const b = join('conn-z');
    a.mesh.addPeer('conn-z', { initiator: false });
    b.mesh.addPeer('conn-m', { initiator: true });
    await vi.waitFor(() => expect(receivedFrom(a, 'conn-z')).toHaveLength(2));
    // The third sorts first on one side and last on the other (polite to one, impolite to the other).
    const c = join('conn-p');
    a.mesh.addPeer('conn-p', { initiator: false });
    b.mesh.addPeer('conn-p', { initiator: false });
    c.mesh.addPeer('conn-m', { initiator: true });
    c.mesh.addPeer('conn-z', { initiator: true });
    const everyone = [
      ['conn-m', a],
      ['conn-z', b],
      ['conn-p', c],
    ] as const;
    await vi.waitFor(() => {
      for (const [self, member] of everyone) {
        for (const [other] of everyone) {
          if (other === self) continue;
          expect(receivedFrom(member, other)).toEqual([`${other}-cam`, `${other}-mic`]);
          expect(pcOf(member, other).connectionState).toBe('connected');
        }
      }
    });
    expect([...a.errors, ...b.errors, ...c.errors]).toEqual([]);
  });

  it('three joining at the same moment, each believing itself the newcomer, still end fully meshed', async () => {
    const { join } = room();
    const ids = ['conn-1', 'conn-2', 'conn-3'];
    const members = ids.map((id) => join(id));
    members.forEach((member, i) => {
      for (const other of ids) if (other !== ids[i]) member.mesh.addPeer(other, { initiator: true });
    });
    await vi.waitFor(() => {
      members.forEach((member, i) => {
        for (const other of ids) {
          if (other === ids[i]) continue;
          expect(receivedFrom(member, other)).toEqual([`${other}-cam`, `${other}-mic`]);
          expect(pcOf(member, other).signalingState).toBe('stable');
        }
      });
    });
    expect(members.flatMap((m) => m.errors)).toEqual([]);
  });
});
