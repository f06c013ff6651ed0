/**
 * The WebRTC mesh of one video room (issue 17, ADR 0026): one RTCPeerConnection per other person in
 * the room (up to maxRoomParticipants, so at most five each), negotiated with the "perfect
 * negotiation" pattern over the Meeting hub's MeetingSignal relay.
 *
 * - Politeness: the peer whose connection id sorts lower is polite (gives way when both offer at
 *   once, rolling its own offer back); the other is impolite (ignores the colliding offer). Both ends
 *   compute the same answer from the two ids alone, whatever order they joined in.
 * - Who offers first: the newcomer (JoinRoom's answer lists the others) attaches its tracks at once,
 *   so its `negotiationneeded` sends the offer; the ones already in the room create the connection on
 *   MeetingParticipantJoined (or on the first signal) and attach their tracks when answering, so a
 *   normal join has no glare at all. Any later change (a track added, an ICE restart) negotiates from
 *   whichever side needs it.
 * - Remote tracks gather into one MediaStream per participant (a new object when a track arrives).
 * - Device switching and screen share replace the sender's track (no renegotiation); a kind that had
 *   no sender yet is added (and negotiated).
 * - A connection that fails restarts ICE (at most once per `iceRestartGapMs`).
 *
 * Framework-free: the RTCPeerConnection and MediaStream constructors and the signal sender are
 * handed in (tests wire meshes to each other in memory).
 */
import type { RtcSignal } from '../../../core/contracts/meetings/meetings.contract.ts';

export type MediaKind = 'audio' | 'video';

export type PeerMeshOptions = {
  /** My connection id on the Meeting hub. */
  selfId: string;
  sendSignal: (toConnectionId: string, signal: RtcSignal) => void;
  createPeerConnection?: (configuration: RTCConfiguration) => RTCPeerConnection;
  createStream?: () => MediaStream;
  configuration?: RTCConfiguration;
  /** A participant's remote stream appeared or gained a track. */
  onStream?: (connectionId: string, stream: MediaStream) => void;
  onPeerState?: (connectionId: string, state: RTCPeerConnectionState) => void;
  onError?: (error: unknown, context: string, connectionId: string) => void;
  iceRestartGapMs?: number;
  now?: () => number;
};

type Peer = {
  id: string;
  pc: RTCPeerConnection;
  polite: boolean;
  makingOffer: boolean;
  ignoreOffer: boolean;
  settingRemoteAnswerPending: boolean;
  /** Local tracks attached (the newcomer at once, the others when answering the first offer). */
  attached: boolean;
  /** The newcomer asks to receive a kind it does not send (no camera, say). */
  initiator: boolean;
  stream: MediaStream | null;
  /** Incoming signals, applied one after another. */
  queue: Promise<void>;
  lastIceRestart: number;
  closed: boolean;
};

const kinds: readonly MediaKind[] = ['audio', 'video'];

/** The lower connection id is the polite peer. */
export function isPolite(selfId: string, remoteId: string): boolean {
  return selfId < remoteId;
}

export class PeerMesh {
  private readonly peers = new Map<string, Peer>();
  private readonly options: PeerMeshOptions;
  private localStream: MediaStream | null = null;
  private readonly localTracks: Record<MediaKind, MediaStreamTrack | null> = { audio: null, video: null };
  private isClosed = false;

  constructor(options: PeerMeshOptions) {
    this.options = options;
  }

  get selfId(): string {
    return this.options.selfId;
  }

  /** The connection ids of the peers. */
  get peerIds(): string[] {
    return [...this.peers.keys()];
  }

  /** Each peer's connection (for statistics). */
  connections(): [string, RTCPeerConnection][] {
    return [...this.peers.values()].map((peer) => [peer.id, peer.pc]);
  }

  streamOf(connectionId: string): MediaStream | null {
    return this.peers.get(connectionId)?.stream ?? null;
  }

  /** The tracks to send (a stream's first audio and video track); set before adding peers. */
  setLocalStream(stream: MediaStream | null): void {
    this.localStream = stream;
    for (const kind of kinds)
      this.localTracks[kind] = stream?.getTracks().find((t) => t.kind === kind) ?? null;
  }

  /** A connection to someone in the room; `initiator`: I am the newcomer and offer. */
  addPeer(connectionId: string, { initiator }: { initiator: boolean }): void {
    if (this.isClosed || connectionId === this.selfId || this.peers.has(connectionId)) return;
    const create =
      this.options.createPeerConnection ?? ((configuration) => new RTCPeerConnection(configuration));
    const pc = create(this.options.configuration ?? {});
    const peer: Peer = {
      id: connectionId,
      pc,
      polite: isPolite(this.selfId, connectionId),
      makingOffer: false,
      ignoreOffer: false,
      settingRemoteAnswerPending: false,
      attached: false,
      initiator,
      stream: null,
      queue: Promise.resolve(),
      lastIceRestart: Number.NEGATIVE_INFINITY,
      closed: false,
    };
    this.peers.set(connectionId, peer);
    this.wire(peer);
    if (initiator) this.attachLocal(peer);
  }

  private wire(peer: Peer): void {
    const { pc } = peer;
    pc.onnegotiationneeded = () => {
      // Errors are reported inside.
      void this.offer(peer);
    };
    pc.onicecandidate = ({ candidate }) => {
      // The end of candidates is not sent: browsers do without it.
      if (!candidate || peer.closed) return;
      this.options.sendSignal(peer.id, {
        type: 'candidate',
        candidate: {
          candidate: candidate.candidate,
          sdpMid: candidate.sdpMid ?? null,
          sdpMLineIndex: candidate.sdpMLineIndex ?? null,
          usernameFragment: candidate.usernameFragment ?? null,
        },
      });
    };
    pc.ontrack = ({ track }) => {
      if (peer.closed) return;
      const previous = peer.stream?.getTracks() ?? [];
      if (previous.includes(track)) return;
      // A new stream object per change: a video element given it plays the new track for sure.
      const stream = (this.options.createStream ?? (() => new MediaStream()))();
      for (const each of [...previous, track]) stream.addTrack(each);
      peer.stream = stream;
      this.options.onStream?.(peer.id, stream);
    };
    pc.onconnectionstatechange = () => {
      if (peer.closed) return;
      const state = pc.connectionState;
      this.options.onPeerState?.(peer.id, state);
      if (state === 'failed') this.restartIce(peer);
    };
  }

  private restartIce(peer: Peer): void {
    const now = (this.options.now ?? Date.now)();
    if (now - peer.lastIceRestart < (this.options.iceRestartGapMs ?? 5000)) return;
    peer.lastIceRestart = now;
    peer.pc.restartIce(); // negotiationneeded follows
  }

  private attachLocal(peer: Peer): void {
    if (peer.attached) return;
    peer.attached = true;
    for (const kind of kinds) {
      const track = this.localTracks[kind];
      if (track && this.localStream) peer.pc.addTrack(track, this.localStream);
      else if (peer.initiator) peer.pc.addTransceiver(kind, { direction: 'recvonly' });
    }
  }

  private async offer(peer: Peer): Promise<void> {
    if (peer.closed) return;
    try {
      peer.makingOffer = true;
      await peer.pc.setLocalDescription();
      const description = peer.pc.localDescription;
      if (!peer.closed && description?.type === 'offer') {
        this.options.sendSignal(peer.id, { type: 'offer', sdp: description.sdp });
      }
    } catch (error) {
      this.options.onError?.(error, 'offer', peer.id);
    } finally {
      peer.makingOffer = false;
    }
  }

  /** A MeetingSignal from someone in the room (creates their connection if it is the first word). */
  handleSignal(fromConnectionId: string, signal: RtcSignal): void {
    if (this.isClosed || fromConnectionId === this.selfId) return;
    if (!this.peers.has(fromConnectionId)) {
      // A candidate for a connection we do not have is stale (a peer already gone): only an offer starts one.
      if (signal.type !== 'offer') return;
      this.addPeer(fromConnectionId, { initiator: false });
    }
    const peer = this.peers.get(fromConnectionId);
    if (!peer) return;
    peer.queue = peer.queue
      .then(() => this.apply(peer, signal))
      .catch((error: unknown) => this.options.onError?.(error, signal.type, peer.id));
  }

  private async apply(peer: Peer, signal: RtcSignal): Promise<void> {
    if (peer.closed) return;
    const { pc } = peer;
    if (signal.type === 'candidate') {
      if (!signal.candidate) return;
      try {
        await pc.addIceCandidate(signal.candidate);
      } catch (error) {
        // Candidates of an offer we ignored fail by design.
        if (!peer.ignoreOffer) throw error;
      }
      return;
    }
    const readyForOffer =
      !peer.makingOffer && (pc.signalingState === 'stable' || peer.settingRemoteAnswerPending);
    const offerCollision = signal.type === 'offer' && !readyForOffer;
    peer.ignoreOffer = !peer.polite && offerCollision;
    if (peer.ignoreOffer) return;
    peer.settingRemoteAnswerPending = signal.type === 'answer';
    try {
      await pc.setRemoteDescription({ type: signal.type, sdp: signal.sdp }); // rolls our offer back if polite
    } finally {
      peer.settingRemoteAnswerPending = false;
    }
    if (signal.type !== 'offer' || peer.closed) return;
    this.attachLocal(peer); // answering the first offer: send ours back in the answer
    await pc.setLocalDescription();
    const answer = pc.localDescription;
    if (answer && !peer.closed) this.options.sendSignal(peer.id, { type: 'answer', sdp: answer.sdp });
  }

  /**
   * Sends another track of a kind (another camera or microphone, a screen): replaces the track of
   * each peer's sender; a peer without a sender of that kind gets the track added (negotiated).
   */
  async replaceTrack(kind: MediaKind, track: MediaStreamTrack): Promise<void> {
    this.localTracks[kind] = track;
    const stream = this.localStream;
    await Promise.all(
      [...this.peers.values()].map(async (peer) => {
        if (!peer.attached) return; // attaches the current track when it answers
        const sender =
          peer.pc.getSenders().find((s) => s.track?.kind === kind) ??
          peer.pc
            .getTransceivers()
            .find(
              (t) => t.receiver.track.kind === kind && t.sender.track === null && t.direction !== 'recvonly',
            )?.sender;
        if (sender) {
          await sender.replaceTrack(track);
          return;
        }
        if (stream) peer.pc.addTrack(track, stream);
      }),
    );
  }

  /** Someone left (MeetingParticipantLeft) or their connection is beyond saving. */
  removePeer(connectionId: string): void {
    const peer = this.peers.get(connectionId);
    if (!peer) return;
    this.peers.delete(connectionId);
    this.shut(peer);
  }

  private shut(peer: Peer): void {
    peer.closed = true;
    const { pc } = peer;
    pc.onnegotiationneeded = null;
    pc.onicecandidate = null;
    pc.ontrack = null;
    pc.onconnectionstatechange = null;
    pc.close();
  }

  /** Hangs up on everyone; the mesh takes no more peers. */
  close(): void {
    this.isClosed = true;
    for (const peer of this.peers.values()) this.shut(peer);
    this.peers.clear();
  }
}
