import { describe, expect, it } from 'vitest';
import {
  classifyLink,
  HealthHysteresis,
  type LinkMeasure,
  measureLink,
  type StatsSample,
  sampleStats,
  worstHealth,
} from './connection-health.ts';

const sample = (extra: Partial<StatsSample> = {}): StatsSample => ({
  at: 0,
  connectionState: 'connected',
  roundTripTimeMs: 40,
  packetsReceived: 0,
  packetsLost: 0,
  jitterMs: 5,
  framesDecoded: 0,
  ...extra,
});

const good: LinkMeasure = {
  connectionState: 'connected',
  roundTripTimeMs: 40,
  lossFraction: 0,
  jitterMs: 5,
  framesPerSecond: 24,
};

describe('measuring a link between two samples', () => {
  it('counts the loss and the frame rate of the interval only', () => {
    const first = sample({ at: 1000, packetsReceived: 1000, packetsLost: 50, framesDecoded: 100 });
    const second = sample({ at: 3000, packetsReceived: 1190, packetsLost: 60, framesDecoded: 140 });
    const measure = measureLink(first, second);
    expect(measure.lossFraction).toBeCloseTo(10 / 200);
    expect(measure.framesPerSecond).toBe(20);
  });

  it('without a previous sample or traffic there is no loss or rate to tell', () => {
    expect(measureLink(null, sample()).lossFraction).toBeNull();
    expect(measureLink(sample(), sample({ at: 1000 })).lossFraction).toBeNull();
    expect(
      measureLink(sample({ framesDecoded: null }), sample({ at: 1000, framesDecoded: null })).framesPerSecond,
    ).toBeNull();
  });
});

describe('classifying a link', () => {
  it('a quick, clean link is Good', () => {
    expect(classifyLink(good)).toBe('Good');
  });

  it('a disconnected or failed connection is Unstable whatever the numbers', () => {
    expect(classifyLink({ ...good, connectionState: 'disconnected' })).toBe('Unstable');
    expect(classifyLink({ ...good, connectionState: 'failed' })).toBe('Unstable');
  });

  it('each sign alone makes it Weak, then Unstable', () => {
    expect(classifyLink({ ...good, roundTripTimeMs: 350 })).toBe('Weak');
    expect(classifyLink({ ...good, roundTripTimeMs: 900 })).toBe('Unstable');
    expect(classifyLink({ ...good, lossFraction: 0.05 })).toBe('Weak');
    expect(classifyLink({ ...good, lossFraction: 0.2 })).toBe('Unstable');
    expect(classifyLink({ ...good, jitterMs: 80 })).toBe('Weak');
    expect(classifyLink({ ...good, jitterMs: 200 })).toBe('Unstable');
    expect(classifyLink({ ...good, framesPerSecond: 10 })).toBe('Weak');
    expect(classifyLink({ ...good, framesPerSecond: 4 })).toBe('Unstable');
  });

  it('the worst sign wins', () => {
    expect(classifyLink({ ...good, roundTripTimeMs: 350, lossFraction: 0.5 })).toBe('Unstable');
  });

  it('a camera turned off (a frame a second) does not count as a poor link', () => {
    expect(classifyLink({ ...good, framesPerSecond: 1 })).toBe('Good');
  });

  it('the worst of several peers; Good when alone', () => {
    expect(worstHealth([])).toBe('Good');
    expect(worstHealth(['Good', 'Weak', 'Good'])).toBe('Weak');
    expect(worstHealth(['Weak', 'Unstable'])).toBe('Unstable');
  });
});

describe('hysteresis', () => {
  it('reports the first sample as it is', () => {
    expect(new HealthHysteresis().push('Weak')).toBe('Weak');
  });

  it('a change shows only after two samples in a row', () => {
    const health = new HealthHysteresis();
    health.push('Good');
    expect(health.push('Unstable')).toBe('Good');
    expect(health.push('Unstable')).toBe('Unstable');
    expect(health.current).toBe('Unstable');
  });

  it('one bad sample between good ones does not flicker', () => {
    const health = new HealthHysteresis();
    const shown = ['Good', 'Weak', 'Good', 'Unstable', 'Good', 'Weak', 'Good'].map((h) =>
      health.push(h as 'Good' | 'Weak' | 'Unstable'),
    );
    expect(shown).toEqual(['Good', 'Good', 'Good', 'Good', 'Good', 'Good', 'Good']);
  });

  it('two different bad samples are not two of the same', () => {
    const health = new HealthHysteresis();
    health.push('Good');
    expect(health.push('Weak')).toBe('Good');
    expect(health.push('Unstable')).toBe('Good');
    expect(health.push('Unstable')).toBe('Unstable');
  });
});

describe('reading a sample from getStats', () => {
  const stats = (entries: Record<string, unknown>[], connectionState = 'connected') =>
    ({
      connectionState,
      getStats: async () => new Map(entries.map((entry) => [entry.id as string, entry])),
    }) as unknown as RTCPeerConnection;

  it('takes the selected pair’s round trip and sums the inbound streams', async () => {
    const pc = stats([
      { id: 'T1', type: 'transport', selectedCandidatePairId: 'CP2' },
      { id: 'CP1', type: 'candidate-pair', currentRoundTripTime: 0.9 },
      { id: 'CP2', type: 'candidate-pair', currentRoundTripTime: 0.12 },
      { id: 'IA', type: 'inbound-rtp', kind: 'audio', packetsReceived: 500, packetsLost: 5, jitter: 0.01 },
      {
        id: 'IV',
        type: 'inbound-rtp',
        kind: 'video',
        packetsReceived: 900,
        packetsLost: 1,
        jitter: 0.03,
        framesDecoded: 300,
      },
      { id: 'OV', type: 'outbound-rtp', kind: 'video', packetsSent: 1000 },
    ]);
    expect(await sampleStats(pc, 42)).toEqual({
      at: 42,
      connectionState: 'connected',
      roundTripTimeMs: 120,
      packetsReceived: 1400,
      packetsLost: 6,
      jitterMs: 30,
      framesDecoded: 300,
    });
  });

  it('falls back to the nominated, succeeded pair; no video means no frame count', async () => {
    const pc = stats(
      [
        {
          id: 'CP1',
          type: 'candidate-pair',
          nominated: true,
          state: 'succeeded',
          currentRoundTripTime: 0.05,
        },
        { id: 'IA', type: 'inbound-rtp', kind: 'audio', packetsReceived: 10, packetsLost: 0 },
      ],
      'disconnected',
    );
    const read = await sampleStats(pc, 1);
    expect(read.roundTripTimeMs).toBe(50);
    expect(read.framesDecoded).toBeNull();
    expect(read.jitterMs).toBeNull();
    expect(classifyLink(measureLink(null, read))).toBe('Unstable');
  });
});
