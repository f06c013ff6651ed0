import { describe, expect, it } from 'vitest';
import { validateInstance } from '../../../../core/match/instance.ts';
import { solve } from '../../../../core/match/solve.ts';
import { matchExample, traceDeferredAcceptance } from './match-example.ts';

describe('the worked example of /about/how-match-works', () => {
  it('ends where the match engine ends', () => {
    const validated = validateInstance({
      programs: matchExample.programs.map(({ id, positions, rank }) => ({ id, positions, rank })),
      applicants: matchExample.applicants.map(({ id, rank }) => ({ id, rank })),
    });
    if (!validated.ok) throw new Error('the example is not a valid instance');
    const result = solve(validated.instance, { resolved: validated.resolved, hashes: false });
    expect(traceDeferredAcceptance(matchExample).assignments).toEqual(result.assignments);
  });

  it('shows each kind of step the page explains', () => {
    const { steps, assignments } = traceDeferredAcceptance(matchExample);
    expect(steps.map((s) => s.kind)).toEqual([
      'held',
      'held',
      'held',
      'heldReplacing',
      'heldReplacing',
      'heldReplacing',
      'unmatched',
    ]);
    expect(assignments).toEqual({ ANA: 'CITY', BEN: 'CITY', CARA: 'MERCY', DEV: null });
  });
});
