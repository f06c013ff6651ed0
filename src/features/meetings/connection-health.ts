/**
 * Connection health (platform.md §3: Unstable, Weak, Good) measured from WebRTC statistics, per peer
 * connection: `sampleStats` reads one sample from `getStats()`, `measureLink` turns two consecutive
 * samples into rates, `classifyLink` names the health, and `HealthHysteresis` reports a change only
 * once it has held for two samples in a row, so a badge does not flicker on one bad second.
 */
import type { ConnectionHealth } from '../../../core/domain/meetings.ts';

/** One reading of a peer connection's statistics; counters are totals since the connection began. */
export type StatsSample = {
  /** When it was read (ms, any monotonic clock). */
  at: number;
  connectionState: string;
  /** The selected candidate pair's current round-trip time (ms), when known. */
  roundTripTimeMs: number | null;
  /** Inbound RTP, audio and video together. */
  packetsReceived: number;
  packetsLost: number;
  /** The worst inbound stream's jitter (ms), when known. */
  jitterMs: number | null;
  /** Inbound video frames decoded; null when nothing video comes in. */
  framesDecoded: number | null;
};

/** What two samples say about the link. */
export type LinkMeasure = {
  connectionState: string;
  roundTripTimeMs: number | null;
  /** Packets lost out of those expected between the samples (0..1); null without traffic. */
  lossFraction: number | null;
  jitterMs: number | null;
  /** Video frames decoded per second between the samples; null without video. */
  framesPerSecond: number | null;
};

/** Where Weak and Unstable begin. */
export const healthThresholds = {
  weak: { roundTripTimeMs: 300, lossFraction: 0.03, jitterMs: 50, fpsRatio: 0.6 },
  unstable: { roundTripTimeMs: 800, lossFraction: 0.1, jitterMs: 150, fpsRatio: 0.25 },
  /** The frame rate cameras are asked for (media-devices.ts). */
  expectedFps: 24,
  /**
   * At or under this rate the sender has most likely turned the camera off (browsers then send about
   * one black frame a second): not a network problem, so the frame rate is not counted.
   */
  cameraOffFps: 2,
} as const;

export function measureLink(previous: StatsSample | null, current: StatsSample): LinkMeasure {
  let lossFraction: number | null = null;
  let framesPerSecond: number | null = null;
  if (previous) {
    const received = current.packetsReceived - previous.packetsReceived;
    const lost = Math.max(0, current.packetsLost - previous.packetsLost);
    if (received + lost > 0 && received >= 0) lossFraction = lost / (received + lost);
    const seconds = (current.at - previous.at) / 1000;
    if (seconds > 0 && current.framesDecoded !== null && previous.framesDecoded !== null) {
      framesPerSecond = Math.max(0, current.framesDecoded - previous.framesDecoded) / seconds;
    }
  }
  return {
    connectionState: current.connectionState,
    roundTripTimeMs: current.roundTripTimeMs,
    lossFraction,
    jitterMs: current.jitterMs,
    framesPerSecond,
  };
}

const rank: Record<ConnectionHealth, number> = { Good: 2, Weak: 1, Unstable: 0 };

/** The worse of healths ('Good' for none: alone in the room). */
export function worstHealth(healths: Iterable<ConnectionHealth>): ConnectionHealth {
  let worst: ConnectionHealth = 'Good';
  for (const health of healths) if (rank[health] < rank[worst]) worst = health;
  return worst;
}

function level(value: number | null, weak: number, unstable: number): ConnectionHealth {
  if (value === null) return 'Good';
  if (value >= unstable) return 'Unstable';
  return value >= weak ? 'Weak' : 'Good';
}

/** The health one measure shows: the worst of its signs. */
export function classifyLink(
  measure: LinkMeasure,
  expectedFps: number = healthThresholds.expectedFps,
): ConnectionHealth {
  if (measure.connectionState === 'disconnected' || measure.connectionState === 'failed') return 'Unstable';
  const { weak, unstable } = healthThresholds;
  const signs = [
    level(measure.roundTripTimeMs, weak.roundTripTimeMs, unstable.roundTripTimeMs),
    level(measure.lossFraction, weak.lossFraction, unstable.lossFraction),
    level(measure.jitterMs, weak.jitterMs, unstable.jitterMs),
  ];
  const fps = measure.framesPerSecond;
  if (fps !== null && fps > healthThresholds.cameraOffFps && expectedFps > 0) {
    const ratio = fps / expectedFps;
    signs.push(ratio < unstable.fpsRatio ? 'Unstable' : ratio < weak.fpsRatio ? 'Weak' : 'Good');
  }
  return worstHealth(signs);
}

/**
 * Reports a health only once it has been seen `holdFor` samples in a row (the first sample is
 * reported as it is: there is nothing to flicker from).
 */
export class HealthHysteresis {
  private reported: ConnectionHealth | null = null;
  private candidate: ConnectionHealth | null = null;
  private streak = 0;

  constructor(private readonly holdFor = 2) {}

  get current(): ConnectionHealth | null {
    return this.reported;
  }

  /** Takes the latest classification; answers the health to show. */
  push(health: ConnectionHealth): ConnectionHealth {
    if (this.reported === null || health === this.reported) {
      this.reported = health;
      this.candidate = null;
      this.streak = 0;
      return health;
    }
    this.streak = health === this.candidate ? this.streak + 1 : 1;
    this.candidate = health;
    if (this.streak >= this.holdFor) {
      this.reported = health;
      this.candidate = null;
      this.streak = 0;
    }
    return this.reported;
  }
}

type StatsEntry = Record<string, unknown> & { type: string; id: string };
const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** One sample of a peer connection's statistics (the selected candidate pair and the inbound RTP). */
export async function sampleStats(
  pc: RTCPeerConnection,
  now: number = performance.now(),
): Promise<StatsSample> {
  const report = await pc.getStats();
  const entries: StatsEntry[] = [];
  report.forEach((entry: StatsEntry) => {
    entries.push(entry);
  });
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  // The transport names the selected pair; older engines flag it on the pair itself.
  const transport = entries.find(
    (e) => e.type === 'transport' && typeof e.selectedCandidatePairId === 'string',
  );
  const pair =
    (transport ? byId.get(transport.selectedCandidatePairId as string) : undefined) ??
    entries.find(
      (e) =>
        e.type === 'candidate-pair' &&
        (e.selected === true || (e.nominated === true && e.state === 'succeeded')),
    );
  const rtt = num(pair?.currentRoundTripTime);
  let packetsReceived = 0;
  let packetsLost = 0;
  let jitter: number | null = null;
  let framesDecoded: number | null = null;
  for (const entry of entries) {
    if (entry.type !== 'inbound-rtp') continue;
    packetsReceived += num(entry.packetsReceived) ?? 0;
    packetsLost += num(entry.packetsLost) ?? 0;
    const entryJitter = num(entry.jitter);
    if (entryJitter !== null) jitter = Math.max(jitter ?? 0, entryJitter);
    const kind = entry.kind ?? entry.mediaType;
    const frames = num(entry.framesDecoded);
    if (kind === 'video' && frames !== null) framesDecoded = (framesDecoded ?? 0) + frames;
  }
  return {
    at: now,
    connectionState: pc.connectionState,
    roundTripTimeMs: rtt === null ? null : rtt * 1000,
    packetsReceived,
    packetsLost,
    jitterMs: jitter === null ? null : jitter * 1000,
    framesDecoded,
  };
}
