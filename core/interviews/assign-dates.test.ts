/**
 * The preference window's batch on random small inputs. Stability and optimality are written
 * naively from their definitions; the applicant-optimal claim is checked against a brute-force
 * search over every assignment of the instance.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AssignableRange,
  assignDates,
  type DateAssignment,
  type RankingInvitee,
} from './assign-dates.ts';

type Instance = { ranges: AssignableRange[]; invitees: RankingInvitee[] };

const dates = ['2026-12-01', '2026-12-02', '2026-12-03'];

/** 1 to 4 ranges with 0 to 2 seats over three dates; up to 6 invitees ranking some of them (and some unknown ids). */
const instance: fc.Arbitrary<Instance> = fc
  .tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 6 }))
  .chain(([nR, nI]) => {
    const rangeIds = Array.from({ length: nR }, (_, r) => 10 + r);
    return fc.record({
      ranges: fc.tuple(
        ...rangeIds.map((id) =>
          fc.record({
            id: fc.constant(id),
            capacity: fc.integer({ min: 0, max: 2 }),
            date: fc.constantFrom(...dates),
          }),
        ),
      ),
      invitees: fc.tuple(
        ...Array.from({ length: nI }, (_, i) =>
          fc.record({
            invitationId: fc.constant(100 + i),
            applicantId: fc.constant(1000 + i),
            preferences: fc.shuffledSubarray([...rangeIds, 99]),
            blockedDates: fc.subarray(dates, { maxLength: 2 }),
          }),
        ),
      ),
    });
  });

function rangeOf(id: number, ranges: readonly AssignableRange[]): AssignableRange {
  const range = ranges.find((r) => r.id === id);
  if (!range) throw new Error(`no range ${id}`);
  return range;
}

/** Whether the invitee may be given the range at all. */
function acceptable(invitee: RankingInvitee, rangeId: number, ranges: readonly AssignableRange[]): boolean {
  const range = ranges.find((r) => r.id === rangeId);
  return (
    range !== undefined &&
    range.capacity > 0 &&
    invitee.preferences.includes(rangeId) &&
    !invitee.blockedDates.includes(range.date)
  );
}

/** Position in the invitee's list (lower is better); Infinity for no range. */
function rankOf(invitee: RankingInvitee, rangeId: number | undefined): number {
  if (rangeId === undefined) return Number.POSITIVE_INFINITY;
  const at = invitee.preferences.indexOf(rangeId);
  return at < 0 ? Number.POSITIVE_INFINITY : at;
}

/** The blocking pairs of an assignment, from the definition. */
function blockingPairs({ ranges, invitees }: Instance, assigned: ReadonlyMap<number, number>): string[] {
  const found: string[] = [];
  invitees.forEach((invitee, priority) => {
    const current = rankOf(invitee, assigned.get(invitee.invitationId));
    for (const range of ranges) {
      if (!acceptable(invitee, range.id, ranges)) continue;
      if (rankOf(invitee, range.id) >= current) continue;
      const holders = invitees
        .map((other, p) => ({ other, p }))
        .filter(({ other }) => assigned.get(other.invitationId) === range.id);
      const hasFreeSeat = holders.length < range.capacity;
      const hasLaterHolder = holders.some(({ p }) => p > priority);
      if (hasFreeSeat || hasLaterHolder) found.push(`${invitee.invitationId}→${range.id}`);
    }
  });
  return found;
}

/** Every feasible assignment (each invitee: one acceptable range or none, capacities kept). */
function everyAssignment({ ranges, invitees }: Instance): Map<number, number>[] {
  const all: Map<number, number>[] = [];
  const current = new Map<number, number>();
  const used = new Map<number, number>();
  const visit = (i: number): void => {
    if (i === invitees.length) {
      all.push(new Map(current));
      return;
    }
    const invitee = invitees[i] as RankingInvitee;
    visit(i + 1);
    for (const range of ranges) {
      if (!acceptable(invitee, range.id, ranges)) continue;
      if ((used.get(range.id) ?? 0) >= range.capacity) continue;
      used.set(range.id, (used.get(range.id) ?? 0) + 1);
      current.set(invitee.invitationId, range.id);
      visit(i + 1);
      current.delete(invitee.invitationId);
      used.set(range.id, (used.get(range.id) ?? 0) - 1);
    }
  };
  visit(0);
  return all;
}

function asPlain(result: DateAssignment) {
  return { assignments: [...result.assignments.entries()], unassigned: result.unassigned };
}

describe('assignDates', () => {
  it('keeps every range within its capacity', () => {
    fc.assert(
      fc.property(instance, ({ ranges, invitees }) => {
        const { assignments } = assignDates(ranges, invitees);
        for (const range of ranges) {
          const taken = [...assignments.values()].filter((id) => id === range.id).length;
          expect(taken).toBeLessThanOrEqual(Math.max(range.capacity, 0));
        }
      }),
      { numRuns: 500 },
    );
  });

  it('gives an invitee only a range it ranked, never on a blocked date, and lists every other invitee as unassigned in order', () => {
    fc.assert(
      fc.property(instance, ({ ranges, invitees }) => {
        const { assignments, unassigned } = assignDates(ranges, invitees);
        for (const invitee of invitees) {
          const rangeId = assignments.get(invitee.invitationId);
          if (rangeId === undefined) continue;
          expect(invitee.preferences).toContain(rangeId);
          expect(invitee.blockedDates).not.toContain(rangeOf(rangeId, ranges).date);
        }
        const expected = invitees.map((i) => i.invitationId).filter((id) => !assignments.has(id));
        expect(unassigned).toEqual(expected);
        expect(assignments.size + unassigned.length).toBe(invitees.length);
      }),
      { numRuns: 500 },
    );
  });

  it('is stable: no invitee and range with a free seat or a later holder where the invitee would rather be', () => {
    fc.assert(
      fc.property(instance, (input) => {
        const { assignments } = assignDates(input.ranges, input.invitees);
        expect(blockingPairs(input, assignments)).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it('is applicant-optimal: every invitee does at least as well as in any stable assignment (brute force)', () => {
    fc.assert(
      fc.property(instance, (input) => {
        const { assignments } = assignDates(input.ranges, input.invitees);
        const stable = everyAssignment(input).filter(
          (candidate) => blockingPairs(input, candidate).length === 0,
        );
        expect(stable.length).toBeGreaterThan(0);
        expect(stable.some((candidate) => sameAssignment(candidate, assignments))).toBe(true);
        for (const candidate of stable) {
          for (const invitee of input.invitees) {
            expect(rankOf(invitee, assignments.get(invitee.invitationId))).toBeLessThanOrEqual(
              rankOf(invitee, candidate.get(invitee.invitationId)),
            );
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('is deterministic: the same input, with its ranges in any order, gives the same result', () => {
    fc.assert(
      fc.property(
        instance.chain((input) =>
          fc.tuple(fc.constant(input), fc.shuffledSubarray(input.ranges, { minLength: input.ranges.length })),
        ),
        ([input, shuffledRanges]) => {
          const first = asPlain(assignDates(input.ranges, input.invitees));
          expect(asPlain(assignDates(input.ranges, input.invitees))).toEqual(first);
          expect(asPlain(assignDates(shuffledRanges, input.invitees))).toEqual(first);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('lets an earlier invitee displace a later one from a full range, which then gets its next choice', () => {
    const ranges = [
      { id: 1, capacity: 1, date: '2026-12-01' },
      { id: 2, capacity: 1, date: '2026-12-02' },
    ];
    const result = assignDates(ranges, [
      { invitationId: 7, applicantId: 70, preferences: [1], blockedDates: [] },
      { invitationId: 8, applicantId: 80, preferences: [1, 2], blockedDates: [] },
      { invitationId: 9, applicantId: 90, preferences: [2], blockedDates: [] },
    ]);
    expect(asPlain(result)).toEqual({
      assignments: [
        [7, 1],
        [8, 2],
      ],
      unassigned: [9],
    });
  });

  it('skips a range on a date the applicant already interviews, and ranges that are unknown or without seats', () => {
    const ranges = [
      { id: 1, capacity: 3, date: '2026-12-01' },
      { id: 2, capacity: 0, date: '2026-12-02' },
      { id: 3, capacity: 1, date: '2026-12-03' },
    ];
    const result = assignDates(ranges, [
      { invitationId: 7, applicantId: 70, preferences: [1, 42, 2, 3], blockedDates: ['2026-12-01'] },
    ]);
    expect(asPlain(result)).toEqual({ assignments: [[7, 3]], unassigned: [] });
  });

  it('refuses an invitation or a range listed twice', () => {
    expect(() =>
      assignDates(
        [
          { id: 1, capacity: 1, date: '2026-12-01' },
          { id: 1, capacity: 1, date: '2026-12-01' },
        ],
        [],
      ),
    ).toThrow();
    const invitee = { invitationId: 7, applicantId: 70, preferences: [], blockedDates: [] };
    expect(() => assignDates([], [invitee, invitee])).toThrow();
  });
});

function sameAssignment(a: ReadonlyMap<number, number>, b: ReadonlyMap<number, number>): boolean {
  if (a.size !== b.size) return false;
  for (const [key, value] of a) if (b.get(key) !== value) return false;
  return true;
}
